import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import '../../../elements/index'
import type { DiagnosticsReport } from '../../../src/domain/diagnostics/report'
import { APPLE_PAY_ASSOCIATION_PATH } from '../../../src/services/diagnostics/networkChecks'
import { shopStore } from '../../../src/store/shopStore'
import { server } from '../../msw/server'
import { expectCrossOriginWarning } from '../../helpers/consoleLines'

const init = (extra: string) =>
  `<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="en" ${extra}></shop-init>`

const SHOWN = {
  lines: [{ id: 'ticket-7', name: 'Tageskarte', type: 'Ticket', priceCents: 1250, quantity: 2 }],
  totalCents: 2500,
  currency: 'EUR',
}

const showCheckout = () =>
  document.dispatchEvent(
    new CustomEvent('shop-checkout-shown', { detail: SHOWN, bubbles: true, composed: true }),
  )

const configured = () => waitFor(() => expect(shopStore.getState().config.status).toBe('ready'))

// One page per file: each opt-in starts once per page, so the tests run in this order.
describe('the init element opt-ins', () => {
  it('pushes nothing without analytics="datalayer" (absent, or another value)', async () => {
    expectCrossOriginWarning()
    document.body.innerHTML = `${init('')}${init('analytics="gtm"')}`
    await configured()
    showCheckout()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(window.dataLayer).toBeUndefined()
  })

  it('analytics="datalayer" pushes, including what was said while its code loaded', async () => {
    expectCrossOriginWarning()
    document.body.innerHTML = init('analytics=" DataLayer "')
    // Once the element has started, before the analytics code has arrived.
    await configured()
    showCheckout()
    await waitFor(() => expect(window.dataLayer).toHaveLength(2))
    expect(window.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'begin_checkout',
        ecommerce: {
          currency: 'EUR',
          value: 25,
          items: [
            {
              item_id: 'ticket-7',
              item_name: 'Tageskarte',
              item_category: 'Ticket',
              price: 12.5,
              quantity: 2,
            },
          ],
        },
      },
    ])
    delete window.dataLayer
  })

  it('debug runs the self-diagnosis once per page: one console group, one shop-diagnostics', async () => {
    server.use(
      http.head(
        `${location.origin}${APPLE_PAY_ASSOCIATION_PATH}`,
        () => new HttpResponse(null, { status: 404 }),
      ),
    )
    const group = vi.spyOn(console, 'groupCollapsed').mockImplementation(() => {})
    vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'groupEnd').mockImplementation(() => {})
    const reports: DiagnosticsReport[] = []
    document.addEventListener('shop-diagnostics', (event) => reports.push(event.detail))
    document.body.innerHTML = `${init('debug')}${init('debug')}`
    await waitFor(() => expect(reports).toHaveLength(1))
    expect(group.mock.calls).toEqual([['[museum-shop] self-diagnosis: 3 problem(s)']])
    const [report] = reports
    expect(report).toMatchObject({
      ok: false,
      config: { ok: true, element: 'shop-init', localeStep: 'attribute' },
      api: { ok: true, status: 200, shopUrlAccepted: true },
      // No shop-url: the shop is https://<shop-domain>/, another origin than this page.
      storage: { ok: false, shopOrigin: 'https://shop.demo-museum.de', shopOnOtherOrigin: true },
      // The cart is the shop's, on that other origin: tickets written here would not reach it.
      cart: { ok: false },
      payment: { ok: null, summary: 'not on this page' },
      applePayDomain: { ok: false, status: 404 },
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(reports).toHaveLength(1)
  })
})
