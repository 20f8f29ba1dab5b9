/**
 * The voucher endpoints of the fake v4 API: checking a code (GET /coupon_sales/barcode/{code}, 404 for an unknown
 * one), pricing the cart with codes (POST /cart: the discount code takes DISCOUNT_PERCENT off every priced line), the
 * vouchers sold online (GET /coupons) and one article (GET /merchandises/{id}, the shipping article included).
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { apiRoute, pagedList } from './apiRoute'
import {
  CODES,
  couponSaleFixture,
  couponsFixture,
  DISCOUNT_PERCENT,
  SHIPPING_ARTICLE,
} from './fixtures/coupons'
import { merchandisesFixture } from './fixtures/merchandises'
import { ticketsFixture } from './fixtures/tickets'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Each sent line with its price with the codes: tickets at their list price, other lines unpriced. */
function pricedLines(body: unknown) {
  const items = isRecord(body) && Array.isArray(body.items) ? (body.items as unknown[]) : []
  const codes = isRecord(body) && Array.isArray(body.coupons) ? (body.coupons as unknown[]) : []
  const discount = codes.includes(CODES.discount)
  return items.map((item, index) => {
    const attributes = isRecord(item) && isRecord(item.attributes) ? item.attributes : {}
    const ticket = ticketsFixture().find((known) => known.id === Number(attributes.id))
    const listed = isRecord(item) && item.type === 'Ticket' && ticket ? ticket.price_cents : NaN
    return {
      type: isRecord(item) ? item.type : 'Ticket',
      attributes: {
        uuid: attributes.uuid ?? `line-${index + 1}`,
        ...(Number.isFinite(listed) && {
          price_cents: discount ? Math.round((listed * (100 - DISCOUNT_PERCENT)) / 100) : listed,
        }),
        coupon: discount ? CODES.discount : null,
      },
    }
  })
}

export const couponHandlers: HttpHandler[] = [
  apiRoute('get', '/coupon_sales/barcode/:code', 'couponSale', ({ params }) => {
    const answer = couponSaleFixture(decodeURIComponent(params.code ?? ''))
    return answer
      ? HttpResponse.json(answer)
      : HttpResponse.json({ error: 'Coupon sale not found' }, { status: 404 })
  }),
  apiRoute('post', '/cart', 'cartPricing', ({ body }) =>
    HttpResponse.json({ data: { items: pricedLines(body) } }),
  ),
  apiRoute('get', '/coupons', 'coupons', ({ url }) => {
    const online = url.searchParams.get('online_available') === 'true'
    const list = couponsFixture().filter((coupon) => !online || coupon.online_available)
    return pagedList('coupons', list, url)
  }),
  apiRoute('get', '/merchandises/:id', 'article', ({ params }) => {
    const id = Number(params.id)
    const found = [...merchandisesFixture(), SHIPPING_ARTICLE].find((article) => article.id === id)
    return found
      ? HttpResponse.json({ merchandise: found })
      : HttpResponse.json({ error: 'Not found' }, { status: 404 })
  }),
]
