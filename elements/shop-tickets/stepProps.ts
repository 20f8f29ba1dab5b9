import type { ShopConfig } from '../../src/domain/shop/config'
import type { ElementProps } from '../base/attributes'
import type { SHOP_TICKETS } from './element'

/** The element's attributes as props. */
export type ShopTicketsProps = ElementProps<typeof SHOP_TICKETS>

/** What each way of booking gets: the attributes, and the shop's configuration, currency and texts. */
export interface TicketStepsProps extends ShopTicketsProps {
  config: ShopConfig
}
