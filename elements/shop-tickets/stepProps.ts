import type { ElementProps } from '../base/attributes'
import type { SHOP_TICKETS } from './element'

/** The element's attributes as props: what each way of booking gets (the rest comes from the element's context). */
export type ShopTicketsProps = ElementProps<typeof SHOP_TICKETS>
