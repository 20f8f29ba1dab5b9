import type { InitInput } from '../../src/domain/shop/config'
import { configureShop } from '../../src/store/config'
import type { ElementProps } from '../base/attributes'
import type { SHOP_INIT, SHOP_INIT_DOMAIN } from './element'
import { debugInAddress, startAnalytics, startDiagnostics } from './optIns'

/** Attributes of either init element (each has one of `apiUrl`, `apiDomain`). */
export type ShopInitProps = Partial<ElementProps<typeof SHOP_INIT> & ElementProps<typeof SHOP_INIT_DOMAIN>>

/**
 * The init elements render nothing: when one connects (and again when its attributes change, e.g. the CMS switches
 * the locale) it configures the page's shop, which starts the shop's request before any element renders. The same
 * configuration again changes nothing; the opt-ins (analytics, self-diagnosis) start once per page.
 */
export function configureFromInit(tag: string) {
  return ({ analytics, debug, ...input }: ShopInitProps): void => {
    configureShop(input satisfies InitInput)
    startAnalytics(analytics)
    if (debug === true || debugInAddress()) startDiagnostics(tag, input)
  }
}
