/**
 * #/cart: the cart and the donations as stored, read with the elements' own reader (src/domain/cart/storedCart.ts), so what this
 * page shows is what the payment element will charge. Links on to the museum's checkout page.
 */
import { hasSkipDonation, readCart, readDonations } from '../../src/domain/cart/storedCart'
import { DEMO_SHOP } from '../settings'
import { el, link } from '../dom'
import { loadCampaignNames } from './catalog'
import { price, type View, type ViewContext } from './view'

interface Line {
  name: string
  quantity: number
  unitCents: number
  totalCents: number
}

function row(line: Line): HTMLElement {
  return el(
    'tr',
    {},
    el('td', {}, line.name),
    el('td', { class: 'shop-number' }, line.quantity),
    el('td', { class: 'shop-number' }, price(line.unitCents)),
    el('td', { class: 'shop-number' }, price(line.totalCents)),
  )
}

function table(context: ViewContext, lines: readonly Line[]): HTMLElement {
  const total = lines.reduce((sum, line) => sum + line.totalCents, 0)
  const head = [context.t('item'), context.t('quantity'), context.t('unitPrice'), context.t('total')]
  return el(
    'table',
    { class: 'shop-cart' },
    el('thead', {}, el('tr', {}, ...head.map((label) => el('th', { attrs: { scope: 'col' } }, label)))),
    el('tbody', {}, ...lines.map(row)),
    el(
      'tfoot',
      {},
      el(
        'tr',
        {},
        el('th', { attrs: { scope: 'row', colspan: '3' } }, context.t('grandTotal')),
        el('td', { class: 'shop-number' }, price(total)),
      ),
    ),
  )
}

/** The cart page. */
export const cartPage: View = async (context) => {
  const cart = readCart('default', DEMO_SHOP.storageKeys).items
  const donations = readDonations(DEMO_SHOP.storageKeys).items
  const campaigns = donations.length > 0 ? await loadCampaignNames(context.locale) : new Map<number, string>()
  const lines: Line[] = [
    ...cart.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitCents: item.price_cents,
      totalCents: item.totalCents,
    })),
    ...donations.map((donation) => ({
      name: context.t('donation', {
        campaign: campaigns.get(donation.campaign_id) ?? `#${donation.campaign_id}`,
      }),
      quantity: 1,
      unitCents: donation.value,
      totalCents: donation.value,
    })),
  ]
  if (lines.length === 0) {
    return [
      el('h1', {}, context.t('cart')),
      el('p', {}, context.t('cartEmpty')),
      el('p', {}, link('#/start', context.t('continueShopping'))),
    ]
  }
  // Like the real shop: before the checkout, visitors who have not decided yet are asked for a donation.
  const askDonation = donations.length === 0 && !hasSkipDonation(DEMO_SHOP.storageKeys)
  return [
    el('h1', {}, context.t('cart')),
    table(context, lines),
    askDonation &&
      el(
        'p',
        { class: 'shop-donation-ask' },
        context.t('askDonation'),
        ' ',
        link('/demo/support.html', context.t('donate')),
      ),
    el(
      'p',
      { class: 'shop-actions' },
      link('/demo/checkout.html', context.t('toCheckout'), 'shop-button'),
      link('#/start', context.t('continueShopping')),
    ),
  ]
}
