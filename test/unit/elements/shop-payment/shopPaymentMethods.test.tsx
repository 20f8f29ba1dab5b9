/**
 * The method list of <shop-payment> with stand-in methods: one chosen at a time, areas that open only for the chosen
 * one, container ids, hidden wallet containers, layout, test flag, icons and eligibility.
 */
import { testConfig } from '../../../helpers/config'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import { PaymentMethodList } from '../../../../elements/shop-payment/PaymentMethodList'
import { registerMessages } from '../../../../src/domain/messages'
import { paymentMessages } from '../../../../elements/shop-payment/messages'
import { paymentMethodsMessages } from '../../../../elements/shop-payment/methodMessages'
import type { ShopEventMap } from '../../../../src/domain/host/events'
import { PAYMENT_ICON_KEYS, PAYMENT_ICONS } from '../../../../elements/shop-payment/common/icons'
import { containerIdOf } from '../../../../elements/shop-payment/methods'
import { buttonStyle } from '../../../../src/checkout/paypal/sdkOptions'
import type { Checkout } from '../../../../src/checkout/types'
import type {
  Eligibility,
  PaymentMethod,
  PaymentMethodAreaProps,
} from '../../../../elements/shop-payment/common/types'
import { shopStore } from '../../../../src/store/shopStore'

/** A method whose area says which method it is and what it was given. */
function method(name: string, eligibility: Eligibility = 'eligible', extra: Partial<PaymentMethod> = {}) {
  const useEligibility = () => eligibility
  const Area = ({ borderRadius }: PaymentMethodAreaProps) => <p>{`${name} area, radius ${borderRadius}`}</p>
  return { name, icon: 'card', sdkComponents: [], useEligibility, Area, ...extra } satisfies PaymentMethod
}

const checkout = { totalCents: 1000, currency: 'EUR' } as Checkout

function renderList(methods: PaymentMethod[], options: { layout?: 'row' | 'column'; test?: boolean } = {}) {
  const chosen: ShopEventMap['shop-payment-method-chosen'][] = []
  // A German page: the list's texts follow the configuration.
  shopStore.setState({ config: { status: 'ready', config: testConfig() } })
  const view = render(
    <ElementRoot name="shop-payment">
      <PaymentMethodList
        methods={methods}
        areaProps={{ checkout, borderRadius: 4, height: undefined }}
        layout={options.layout ?? 'row'}
        test={options.test ?? false}
      />
    </ElementRoot>,
  )
  view.container.addEventListener('shop-payment-method-chosen', (event) => chosen.push(event.detail))
  return { ...view, chosen, user: userEvent.setup() }
}

const group = () => screen.getByRole('group', { name: 'Zahlungsart wählen' })

describe('payment method list', () => {
  // The element registers these when its chunk loads; this test renders the list on its own.
  beforeAll(() => {
    registerMessages(paymentMessages)
    registerMessages(paymentMethodsMessages)
  })

  it('offers the methods as a radio group with none chosen, and opens only the chosen one’s area', async () => {
    const { user, chosen } = renderList([method('PayPal'), method('Credit Card'), method('Google Pay')])
    const radios = within(group()).getAllByRole('radio')
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'PayPal',
      'Credit Card',
      'Google Pay',
    ])
    expect(radios.filter((radio) => (radio as HTMLInputElement).checked)).toEqual([])
    expect(screen.queryByText(/area/)).toBeNull()

    await user.click(screen.getByRole('radio', { name: 'Kredit- oder Debitkarte' }))
    expect(screen.getByText('Credit Card area, radius 4')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'PayPal' }))
    expect(screen.getByText('PayPal area, radius 4')).toBeInTheDocument()
    expect(screen.queryByText('Credit Card area, radius 4')).toBeNull()
    expect(chosen).toEqual([{ method: 'Credit Card' }, { method: 'PayPal' }])
    expect(shopStore.getState().paymentMethod).toBe('PayPal')
  })

  it('is chosen with the keyboard alone', async () => {
    const { user } = renderList([method('PayPal'), method('Pay Later')])
    await user.tab()
    expect(screen.getByRole('radio', { name: 'PayPal' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Später bezahlen' })).toBeChecked()
    expect(screen.getByText('Pay Later area, radius 4')).toBeInTheDocument()
    await user.keyboard('{ArrowUp}')
    expect(shopStore.getState().paymentMethod).toBe('PayPal')
  })

  it('names each area by the lower-cased method name without its first space', () => {
    expect(['PayPal', 'Pay Later', 'Apple Pay', 'Credit Card Form'].map(containerIdOf)).toEqual([
      'paypal',
      'paylater',
      'applepay',
      'creditcard form',
    ])
    renderList([method('Apple Pay', 'eligible', { hiddenUnlessOpen: true }), method('PayPal')])
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toHaveAttribute('aria-controls', 'applepay')
    expect(document.getElementById('paypal')).toBeVisible()
  })

  it('keeps a wallet container hidden unless its method is chosen', async () => {
    const { user } = renderList([
      method('Google Pay', 'eligible', { hiddenUnlessOpen: true }),
      method('PayPal'),
    ])
    const container = () => document.getElementById('googlepay')
    expect(container()).not.toBeVisible()
    await user.click(screen.getByRole('radio', { name: 'Google Pay' }))
    expect(container()).toBeVisible()
    expect(within(container() as HTMLElement).getByText('Google Pay area, radius 4')).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'PayPal' }))
    expect(container()).not.toBeVisible()
  })

  it('shows only eligible methods, and says so when none is', () => {
    const { unmount } = renderList([
      method('PayPal'),
      method('iDEAL', 'ineligible'),
      method('BLIK', 'pending'),
    ])
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['PayPal'])
    expect(screen.queryByRole('status')).toBeNull()
    unmount()
    renderList([method('iDEAL', 'ineligible'), method('BLIK', 'ineligible')])
    expect(screen.getByRole('status')).toHaveTextContent('keine Zahlungsart verfügbar')
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('lays options out in a column when told, and a method’s own layout wins', () => {
    renderList([method('PayPal'), method('Card', 'eligible', { layout: 'row' })], { layout: 'column' })
    const option = (name: string) => screen.getByRole('radio', { name }).closest('[part="payment-option"]')
    expect(option('PayPal')).toHaveClass('shop-payment__option--column')
    expect(option('Card')).toHaveClass('shop-payment__option--row')
  })

  it('adds a "Pay Now!" button to the open area only with the test flag', async () => {
    const first = renderList([method('PayPal')], { test: true })
    expect(screen.queryByRole('button', { name: 'Pay Now!' })).toBeNull()
    await first.user.click(screen.getByRole('radio', { name: 'PayPal' }))
    expect(
      within(document.getElementById('paypal') as HTMLElement).getByRole('button', { name: 'Pay Now!' }),
    ).toBeInTheDocument()
    first.unmount()
    renderList([method('PayPal')])
    expect(screen.queryByRole('button', { name: 'Pay Now!' })).toBeNull()
  })

  it('shows the icon of a key, or an image source, and nothing for other addresses', () => {
    renderList([
      method('PayPal', 'eligible', { icon: 'paypal' }),
      method('Museum Card', 'eligible', { icon: 'https://museum.example/card.svg' }),
      method('Odd', 'eligible', { icon: 'javascript:alert(1)' }),
    ])
    const icon = (name: string) =>
      screen.getByRole('radio', { name }).closest('label')?.querySelector('img')?.getAttribute('src')
    expect(icon('PayPal')).toBe(PAYMENT_ICONS.paypal)
    expect(icon('Museum Card')).toBe('https://museum.example/card.svg')
    expect(icon('Odd')).toBeUndefined()
    expect(PAYMENT_ICON_KEYS.every((key) => PAYMENT_ICONS[key].startsWith('data:image/svg+xml,'))).toBe(true)
  })

  it('follows the page’s shared choice, made by another element', () => {
    renderList([method('PayPal'), method('Card')])
    act(() => shopStore.setState({ paymentMethod: 'Card' }))
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked()
    expect(screen.getByText('Card area, radius 4')).toBeInTheDocument()
  })
})

describe('PayPal button style', () => {
  it('uses the corner radius and keeps the height within PayPal’s 25–55 px', () => {
    expect(buttonStyle(4, undefined)).toEqual({ layout: 'vertical', borderRadius: 4 })
    expect(buttonStyle(0, 45)).toMatchObject({ borderRadius: 0, height: 45 })
    expect(buttonStyle(4, 10).height).toBe(25)
    expect(buttonStyle(4, 80).height).toBe(55)
  })
})
