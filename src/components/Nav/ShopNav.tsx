// PLACEHOLDER — replaced by the navigation work (issue 4).
import type { JsonAttribute } from '../../domain/jsonAttribute'
export interface ShopNavProps {
  mobile: boolean
  nav: JsonAttribute
  expandMobileSubnavs: boolean
  currentPage: string | undefined
}
export function ShopNav(_props: ShopNavProps) {
  return null
}
