import { useEffect, useMemo, useRef, useState } from 'react'
import type { Voucher } from '../../src/api/schemas/coupons'
import { addVoucherLines } from '../../src/domain/cart/voucherLines'
import { pageNavigation } from '../../src/domain/browser/navigation'
import type { ShopConfig } from '../../src/domain/shop/config'
import { cartAddress } from '../../src/domain/shop/shopPages'
import { formatCents } from '../../src/domain/values/money'
import { ARTICLE_REQUEST } from '../../src/services/coupons'
import { apiQuery } from '../../src/store/apiQuery'
import { QuantityStepper } from '../base/stepper/QuantityStepper'
import { useQuery } from '../base/storeHooks'
import { useShopText } from '../base/useShopText'

/** The most of one voucher a visitor puts into the cart at once. */
const MOST = 20

/** The back office's description as text: markup is read by an inert parser and only its words are shown. */
function plainText(html: string): string {
  if (!html.trim()) return ''
  const doc = new DOMParser().parseFromString(html, 'text/html')
  doc.querySelectorAll('script, style, template').forEach((node) => node.remove())
  doc.querySelectorAll('br').forEach((node) => node.replaceWith('\n'))
  doc.querySelectorAll('p, li, div, h1, h2, h3, h4').forEach((node) => node.append('\n'))
  return (doc.body.textContent ?? '').replace(/\n{2,}/g, '\n').trim()
}

export interface VoucherCardProps {
  config: ShopConfig
  voucher: Voucher
  goToCart: boolean
}

type Outcome = { kind: 'added'; count: number; article: string | null } | { kind: 'failed' }

/** One voucher: its texts, its price (with its value when it differs), the quantity and "In den Warenkorb". */
export function VoucherCard({ config, voucher, goToCart }: VoucherCardProps) {
  const { t, currency } = useShopText()
  const money = (cents: number) => formatCents(cents, currency)
  const [quantity, setQuantity] = useState(1)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const said = useRef<HTMLDivElement>(null)
  useEffect(() => said.current?.focus(), [outcome])
  const articleQuery = useMemo(
    () => (voucher.shippedWithId === null ? null : apiQuery(config, ARTICLE_REQUEST, voucher.shippedWithId)),
    [config, voucher.shippedWithId],
  )
  const articleState = useQuery(articleQuery)
  const article = articleState?.status === 'success' ? articleState.data : null
  // A voucher sent by post cannot be bought without its shipping article.
  const waiting = voucher.shippedWithId !== null && article === null
  const description = useMemo(() => plainText(voucher.description), [voucher.description])
  const add = () => {
    if (waiting) return
    try {
      addVoucherLines(config.variant, config.storageKeys, {
        voucher: { id: voucher.id, title: voucher.title, priceCents: voucher.priceCents },
        quantity,
        article,
      })
    } catch {
      setOutcome({ kind: 'failed' })
      return
    }
    if (goToCart) pageNavigation.assign(cartAddress(config))
    else setOutcome({ kind: 'added', count: quantity, article: article?.title ?? null })
  }
  return (
    <li className="shop-vouchers__card" part="voucher">
      <h2 className="shop-vouchers__title" part="voucher-title">
        {voucher.title}
      </h2>
      {voucher.subtitle && (
        <p className="shop-vouchers__subtitle" part="voucher-subtitle">
          {voucher.subtitle}
        </p>
      )}
      {description && (
        <p className="shop-vouchers__description" part="voucher-description">
          {description}
        </p>
      )}
      <p className="shop-vouchers__price" part="voucher-price">
        {voucher.valueCents !== voucher.priceCents
          ? t('vouchers.valueAndPrice', {
              value: money(voucher.valueCents),
              price: money(voucher.priceCents),
            })
          : t('vouchers.price', { price: money(voucher.priceCents) })}
      </p>
      {article && (
        <p className="shop-vouchers__shipping" part="voucher-shipping">
          {t('vouchers.shipping', { article: article.title, price: money(article.priceCents) })}
        </p>
      )}
      <div className="shop-vouchers__buy">
        <QuantityStepper
          label={t('vouchers.count', { title: voucher.title })}
          quantity={quantity}
          lessLabel={t('vouchers.less', { title: voucher.title })}
          moreLabel={t('vouchers.more', { title: voucher.title })}
          quantityLabel={t('vouchers.count', { title: voucher.title })}
          lessDisabled={quantity <= 1}
          moreDisabled={quantity >= MOST}
          onLess={() => setQuantity((count) => Math.max(1, count - 1))}
          onMore={() => setQuantity((count) => Math.min(MOST, count + 1))}
        />
        <button
          type="button"
          className="shop-vouchers__add"
          part="add-button"
          aria-label={t('vouchers.addNamed', { title: voucher.title })}
          aria-disabled={waiting}
          onClick={add}
        >
          {t('vouchers.add')}
        </button>
      </div>
      {outcome && (
        <div ref={said} tabIndex={-1} className="shop-vouchers__confirmation" part="confirmation">
          {outcome.kind === 'added' ? (
            <>
              <p role="status">
                {t(outcome.count === 1 ? 'vouchers.added.one' : 'vouchers.added.other', {
                  count: outcome.count,
                  title: voucher.title,
                })}
                {outcome.article && ` ${t('vouchers.addedShipping', { article: outcome.article })}`}
              </p>
              <a className="shop-vouchers__cart-link" part="cart-link" href={cartAddress(config)}>
                {t('vouchers.toCart')}
              </a>
            </>
          ) : (
            <p className="shop-message shop-message--error" role="alert" part="message">
              {t('vouchers.addFailed')}
            </p>
          )}
        </div>
      )}
    </li>
  )
}
