import type { ShopConfig } from '../../domain/config'
import type { Translator } from '../../domain/translations'
import type { ElementProps } from '../base/attributes'
import type { SHOP_TICKETS } from './element'

/** The element's attributes as props. */
export type ShopTicketsProps = ElementProps<typeof SHOP_TICKETS>

/** What each way of booking gets: the attributes, and the shop's configuration, currency and texts. */
export interface TicketStepsProps extends ShopTicketsProps {
  config: ShopConfig
  currency: string
  t: Translator
  locale: string
}
