import { donationLineName } from '../../domain/campaignNames'
import { formatCents } from '../../domain/money'
import { ticketLineWhen } from '../../domain/tickets/cartLines'
import type { Translator } from '../../domain/translations'
import type { CartSnapshot } from './useCartSnapshot'

/** What {@link CartSummary} shows. */
export interface CartSummaryProps {
  cart: CartSnapshot
  totalCents: number
  currency: string
  /**
   * Campaign id → name: donation lines read "Spende: <campaign name>", or "Spende" for an unknown campaign. Null
   * while the shop (which names the campaigns) loads: the name's place is held by a placeholder of a usual name's
   * length, so the rows do not grow when the names arrive.
   */
  campaignNames: ReadonlyMap<number, string> | null
  /** The language of the names, so long words are hyphenated by that language's rules. */
  lang: string
  t: Translator
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

/** A ticket line's date and time on the museum's clock, under its name. */
function LineTime({ item, lang }: { item: CartSnapshot['items'][number]; lang: string }) {
  const when = ticketLineWhen(item, lang)
  return when ? <span className="shop-payment__when">{when}</span> : null
}

/**
 * What is being paid for, on the checkout screen: each cart line with its quantity and amount, each donation, and
 * the total, formatted in the shop currency. Names come from storage and are rendered as text. It stays a table on
 * every width: names wrap (hyphenated where the language allows), amounts never do.
 */
export function CartSummary({ cart, totalCents, currency, campaignNames, lang, t }: CartSummaryProps) {
  const money = (cents: number) => formatCents(cents, currency)
  return (
    <table className="shop-payment__summary" part="payment-summary" lang={lang}>
      <caption>{t('payment.summary.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('payment.summary.item')}</th>
          <th scope="col" className="shop-payment__number">
            {t('payment.summary.quantity')}
          </th>
          <th scope="col" className="shop-payment__number">
            {t('payment.summary.amount')}
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.items.map((item, index) => (
          <tr key={`item-${index}`}>
            <td className="shop-payment__name">
              {item.languageName ? `${item.name} (${item.languageName})` : item.name}
              <LineTime item={item} lang={lang} />
            </td>
            <td className="shop-payment__number">{item.quantity}</td>
            <td className="shop-payment__number">{money(item.totalCents)}</td>
          </tr>
        ))}
        {cart.donations.map((donation, index) => (
          <tr key={`donation-${index}`}>
            <td className="shop-payment__name">
              <DonationName
                word={t('payment.donation')}
                campaignId={donation.campaign_id}
                names={campaignNames}
              />
            </td>
            <td className="shop-payment__number">1</td>
            <td className="shop-payment__number">{money(donation.value)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {t('payment.summary.total')}
          </th>
          <td className="shop-payment__number">{money(totalCents)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
