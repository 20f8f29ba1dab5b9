/**
 * The voucher calls: checking a code, pricing the cart with discount codes, the vouchers the shop sells, and the
 * article a voucher is shipped with. Only the lazily loaded cart, checkout and voucher elements call them.
 */
import type { ApiClient } from '../api/clientTypes'
import { HttpError } from '../api/errors'
import {
  articleSchema,
  cartPricesSchema,
  voucherSchema,
  type Article,
  type Voucher,
} from '../api/schemas/coupons'
import { couponOf, CouponRefusedError } from '../domain/cart/couponCheck'
import type { RedeemedCoupon } from '../domain/cart/coupons'
import type { CartSummaryItem } from '../domain/cart/storedCart'
import { SHOP_DATA_STALE_MS, type ApiRequest } from './requests'

/**
 * GET /coupon_sales/barcode/{code}: what the code is. A code the server does not know (404, or 422 for one of the
 * wrong form) is refused as unknown; a failure to ask stays what it is (the visitor may try again).
 * @throws CouponRefusedError, or the client's errors.
 */
export async function checkCode(client: ApiClient, code: string): Promise<RedeemedCoupon> {
  let answer: unknown
  try {
    answer = await client.request(`/coupon_sales/barcode/${encodeURIComponent(code)}`)
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 422))
      throw new CouponRefusedError('unknown')
    throw error
  }
  const coupon = couponOf(code, answer)
  if (coupon instanceof CouponRefusedError) throw coupon
  return coupon
}

const uuidOf = (index: number) => `line-${index + 1}`

/**
 * POST /cart {items, coupons}: each line's price of one piece with the codes, in the cart's order. Lines are matched by
 * the uuid they were sent with, else by their place; a line the answer does not price keeps its price.
 */
export async function priceCart(
  client: ApiClient,
  items: readonly CartSummaryItem[],
  codes: readonly string[],
): Promise<number[]> {
  const body = {
    items: items.map((item, index) => ({
      type: item.type,
      attributes: { ...item.attributes, quantity: item.quantity, uuid: uuidOf(index) },
    })),
    coupons: codes,
  }
  const lines = await client.get('/cart', cartPricesSchema, { method: 'POST', body })
  return items.map((item, index) => {
    const line = lines.find((priced) => priced.uuid === uuidOf(index)) ?? lines[index]
    const cents = line?.priceCents
    return cents !== null && cents !== undefined && cents <= item.price_cents ? cents : item.price_cents
  })
}

/** GET /coupons: the vouchers sold online, each with its price and value. */
export const VOUCHERS_REQUEST: ApiRequest<readonly Voucher[]> = {
  resource: 'vouchers',
  fetch: async (client) => {
    const all = await client.list('/coupons', 'coupons', voucherSchema, { online_available: true })
    return all.filter((voucher) => voucher.online && voucher.priceCents > 0)
  },
  staleMs: SHOP_DATA_STALE_MS,
  persist: false,
}

/** GET /merchandises/{id}: the article a voucher is shipped with (its name and price). */
export const ARTICLE_REQUEST: ApiRequest<Article, number> = {
  resource: 'article',
  keyOf: String,
  fetch: (client, id) => client.get(`/merchandises/${id}`, articleSchema),
  staleMs: SHOP_DATA_STALE_MS,
  persist: false,
}
