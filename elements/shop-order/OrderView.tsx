import { useMemo } from 'react'
import { useShopText } from '../base/useShopText'
import { campaignNames } from '../../src/domain/donations/campaignNames'
import { formatCents } from '../../src/domain/values/money'
import { isDated, isWithdrawable, type Order } from '../../src/domain/shop/order'
import { invoiceDocument } from '../../src/domain/shop/orderDocuments'
import type { ShopConfig } from '../../src/domain/shop/config'
import { useShopContext } from '../base/useShopContext'
import { DocumentLink } from './OrderLines'
import { OrderLineRow } from './OrderLines'

/** The page's personalization element, when the page has one: annual tickets lead there. */
function personalizationOnPage(): (() => void) | null {
  const target = document.querySelector<HTMLElement>('shop-personalization')
  if (!target) return null
  return () => {
    target.scrollIntoView({ block: 'start' })
    const field = target.shadowRoot?.querySelector<HTMLElement>('input, select, button')
    ;(field ?? target).focus({ preventScroll: true })
  }
}

interface OrderViewProps {
  config: ShopConfig
  order: Order
  withdrawalUrl: string | undefined
}

/** The confirmed order: thanks, number, every line with its documents, donations, the total, the invoice. */
export function OrderView({ config, order, withdrawalUrl }: OrderViewProps) {
  const { t, currency } = useShopText()
  const context = useShopContext()
  const shop = context.status === 'ready' ? context.shop : undefined
  const names = useMemo(() => campaignNames(shop?.config.donations?.campaigns ?? []), [shop])
  const onPersonalize = useMemo(() => personalizationOnPage(), [])
  const invoice = invoiceDocument(config.apiUrl, order)
  const withdrawable = order.lines.some(isWithdrawable)
  const dated = order.lines.some(isDated)
  return (
    <div className="shop-order" part="order">
      <h2 className="shop-order__heading" part="heading" tabIndex={-1}>
        {t('order.thanks')}
      </h2>
      <div className="shop-order__summary" part="summary">
        <p>{t('order.number', { number: order.id })}</p>
        {order.email && <p>{t('order.email', { email: order.email })}</p>}
      </div>
      <h3 className="shop-order__subheading">{t('order.lines')}</h3>
      <ul className="shop-order__lines">
        {order.lines.map((line) => (
          <OrderLineRow
            key={line.itemId}
            apiUrl={config.apiUrl}
            order={order}
            line={line}
            onPersonalize={onPersonalize}
          />
        ))}
        {order.donations.map((donation, index) => (
          <li key={`donation-${index}`} className="shop-order__line" part="line">
            <div className="shop-order__head">
              <span className="shop-order__title" part="line-title">
                {names.has(donation.campaignId)
                  ? t('order.donation', { name: names.get(donation.campaignId) ?? '' })
                  : t('order.donationWord')}
              </span>
              <span className="shop-order__price">{formatCents(donation.cents, currency)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="shop-order__total" part="total">
        <span>{t('order.total')}</span>
        <span>{formatCents(order.totalCents, currency)}</span>
      </p>
      {invoice && (
        <p className="shop-order__invoice">
          <DocumentLink
            document={invoice}
            label={t('order.invoice')}
            title={t('order.number', { number: order.id })}
          />
        </p>
      )}
      {(withdrawable || dated) && (
        <div className="shop-order__withdrawal">
          {withdrawable && <p className="shop-order__notice">{t('order.withdrawalNote')}</p>}
          {withdrawable && withdrawalUrl && (
            <p className="shop-order__notice">
              <a
                part="withdrawal-link"
                href={`${withdrawalUrl}${withdrawalUrl.includes('?') ? '&' : '?'}order=${order.id}`}
              >
                {t('order.withdrawal')}
              </a>
            </p>
          )}
          {dated && <p className="shop-order__notice">{t('order.noWithdrawal')}</p>}
        </div>
      )}
    </div>
  )
}
