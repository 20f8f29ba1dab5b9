import type { ReactNode } from 'react'
import { useShopText } from '../base/useShopText'
import { donationLineName } from '../../src/domain/donations/campaignNames'
import { formatCents } from '../../src/domain/values/money'
import { ticketLineWhen } from '../../src/domain/cart/ticketLines'
import { attendeeNamesOf, partTimesShown } from '../../src/domain/cart/lineDetails'
import type { CartSnapshot, CartSummaryItem } from '../../src/domain/cart/storedCart'
import type { DiscountedLine } from '../../src/domain/cart/couponTotals'
import { DiscountedAmount } from '../base/coupons/CouponAmounts'

/** What {@link CartSummary} shows. */
export interface CartSummaryProps {
  cart: CartSnapshot
  totalCents: number
  /**
   * Campaign id → name: donation lines read "Spende: <campaign name>", or "Spende" for an unknown campaign. Null
   * while the shop (which names the campaigns) loads: the name's place is held by a placeholder of a usual name's
   * length, so the rows do not grow when the names arrive.
   */
  campaignNames: ReadonlyMap<number, string> | null
  /** The lines whose price the API changed since they were chosen: each says its new price. */
  repriced?: ReadonlySet<CartSummaryItem>
  /** Lines a discount code lowered, with their former price: the total shows both. */
  discounted?: readonly DiscountedLine[]
}

function DonationName({
  word,
  campaignId,
  names,
}: {
  word: string
  campaignId: number
  names: CartSummaryProps['campaignNames']
}) {
  if (names) return donationLineName(word, campaignId, names)
  return (
    <>
      {`${word}: `}
      <span className="shop-payment__name-placeholder" aria-hidden="true" />
    </>
  )
}

/**
 * Under a line's name, for the visitor to review before paying: a ticket's date and time on the museum's clock (a
 * combination ticket's each part with its own), the persons named, and a price the API changed.
 */
function LineDetails({ item, repriced }: { item: CartSummaryItem; repriced: boolean }) {
  const { t, locale, currency } = useShopText()
  const parts = partTimesShown(item, locale)
  const when = parts.length === 0 ? ticketLineWhen(item, locale) : null
  const names = attendeeNamesOf(item)
  return (
    <>
      {when && <span className="shop-payment__when">{when}</span>}
      {parts.map((part) => (
        <span key={part.number} className="shop-payment__when">
          {t('payment.summary.part', { number: part.number, when: part.when })}
        </span>
      ))}
      {names.length > 0 && (
        <span className="shop-payment__when">
          {t('payment.summary.attendees', { names: names.join(', ') })}
        </span>
      )}
      {repriced && (
        <strong className="shop-payment__repriced">
          {t('payment.review.priceChanged', { price: formatCents(item.price_cents, currency) })}
        </strong>
      )}
    </>
  )
}

interface LineProps {
  name: ReactNode
  quantity: number
  unitCents: number
  totalCents: number
  money: (cents: number) => string
  /** The line's former price of one piece, when a discount code lowered it. */
  formerCents?: number
}

/**
 * One line of the summary. The quantity cell holds the bare number for the table's column and "2 × 12,00 €" for the
 * narrow layout, where the name has the whole width and the quantity and line total follow below it; the styles show
 * one of the two.
 */
function Line({ name, quantity, unitCents, totalCents, money, formerCents }: LineProps) {
  const { t } = useShopText()
  return (
    <tr role="row">
      <td role="cell" className="shop-payment__name">
        {name}
      </td>
      <td role="cell" className="shop-payment__number shop-payment__quantity">
        <span className="shop-payment__count">{quantity}</span>
        <span className="shop-payment__each">
          {t('payment.summary.each', { quantity, price: money(unitCents) })}
        </span>
      </td>
      <td role="cell" className="shop-payment__number">
        {formerCents === undefined ? (
          money(totalCents)
        ) : (
          <DiscountedAmount cents={totalCents} formerCents={formerCents * quantity} />
        )}
      </td>
    </tr>
  )
}

/**
 * What is being paid for, on the checkout screen: each cart line with its quantity and amount, each donation, and
 * the total, formatted in the shop currency. Names come from storage and are rendered as text. Where three columns
 * fit it is a table; narrower, each line is its name across the whole width with "2 × 12,00 €" and the line total
 * below, so long names keep their words whole. The explicit roles keep the table's meaning for assistive technology
 * when the styles lay its rows out as blocks.
 */
export function CartSummary({ cart, totalCents, campaignNames, repriced, discounted }: CartSummaryProps) {
  const { currency, t } = useShopText()
  const money = (cents: number) => formatCents(cents, currency)
  return (
    <table className="shop-payment__summary" part="payment-summary" role="table">
      <caption>{t('payment.summary.caption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t('payment.summary.item')}
          </th>
          <th scope="col" role="columnheader" className="shop-payment__number">
            {t('payment.summary.quantity')}
          </th>
          <th scope="col" role="columnheader" className="shop-payment__number">
            {t('payment.summary.amount')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {cart.items.map((item, index) => (
          <Line
            key={`item-${index}`}
            name={
              <>
                {item.languageName ? `${item.name} (${item.languageName})` : item.name}
                {item.participantCount !== undefined &&
                  `, ${t('payment.summary.participants', { count: item.participantCount })}`}
                <LineDetails item={item} repriced={repriced?.has(item) === true} />
              </>
            }
            quantity={item.quantity}
            unitCents={item.price_cents}
            totalCents={item.totalCents}
            money={money}
            formerCents={discounted?.find((line) => line.item === item)?.formerCents}
          />
        ))}
        {cart.donations.map((donation, index) => (
          <Line
            key={`donation-${index}`}
            name={
              <DonationName
                word={t('payment.donation')}
                campaignId={donation.campaign_id}
                names={campaignNames}
              />
            }
            quantity={1}
            unitCents={donation.value}
            totalCents={donation.value}
            money={money}
          />
        ))}
      </tbody>
      <tfoot role="rowgroup">
        <tr role="row">
          <th scope="row" role="rowheader" colSpan={2}>
            {t('payment.summary.total')}
          </th>
          <td role="cell" className="shop-payment__number">
            {money(totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  )
}
