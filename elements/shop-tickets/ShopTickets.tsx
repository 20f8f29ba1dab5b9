import { registerMessages } from '../../src/domain/messages'
import { useElementStyles } from '../base/adoptStyles'
import { bookingRuleMessages } from '../base/bookingRuleMessages'
import { ShopContextFailure } from '../base/StatusMessage'
import { useShopContext } from '../base/useShopContext'
import { AnnualTickets } from './AnnualTickets'
import { ticketFlowMessages } from './flowMessages'
import { ticketsMessages } from './messages'
import type { ShopTicketsProps } from './stepProps'
import { ticketStyles } from './styles'
import { TicketSteps } from './TicketSteps'

registerMessages(ticketsMessages)
registerMessages(ticketFlowMessages)
registerMessages(bookingRuleMessages)

/** Annual tickets as a list; timed and day tickets (and combination tickets) by day and time. */
export default function ShopTickets(props: ShopTicketsProps) {
  useElementStyles(ticketStyles)
  const context = useShopContext()
  if (context.status === 'error') return <ShopContextFailure element="shop-tickets" context={context} />
  if (context.status === 'waiting')
    return <div className="shop-tickets shop-tickets--waiting" part="placeholder" />
  return props.ticketType === 'annual' ? <AnnualTickets {...props} /> : <TicketSteps {...props} />
}
