/**
 * What the personalization element shows besides the form: while the order loads, without a token or with one the
 * server does not know, when the server fails, for an order without annual tickets and for a sale personalized
 * already; and where it takes the token from.
 */
import { act, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ANNUAL_ORDER_TOKENS } from '../../../msw/fixtures/annualOrders'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { server } from '../../../msw/server'
import { freezeClock, openAddress, renderPersonalization, saleForm } from './renderPersonalization'

const BAD_TOKEN =
  'Dieser Link zu Ihrer Bestellung ist ungültig oder abgelaufen. Bitte öffnen Sie den Link aus Ihrer Bestellbestätigung noch einmal.'

beforeEach(() => {
  freezeClock()
  // Each failure is one console line for the integrator.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

it('says that the annual tickets load, in a busy placeholder, until the order is there', async () => {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(http.get('*/api/v4/annual/order', () => released.then(() => undefined)))
  const { container } = renderPersonalization(ANNUAL_ORDER_TOKENS.open)
  expect(await screen.findByRole('status')).toHaveTextContent('Ihre Jahreskarten werden geladen …')
  expect(container.querySelector('[part="placeholder"]')).toHaveAttribute('aria-busy', 'true')
  release()
  expect(await screen.findByRole('form', { name: 'Jahreskarte für zwei' })).toBeInTheDocument()
  expect(container.querySelector('[part="placeholder"]')).toBeNull()
})

describe('without an order to personalize', () => {
  it.each([
    ['no token in the address', undefined, 'No order token in the page address or the token attribute'],
    ['a token the server does not know', 'expired-or-wrong', 'The shop API knows no order by this token'],
  ])('says so for %s, with a way to the shop, and reports it', async (_, token, message) => {
    const { heard } = renderPersonalization(token)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(BAD_TOKEN)
    expect(screen.getByRole('link', { name: 'Zum Shop' })).toHaveAttribute(
      'href',
      'https://shop.demo-museum.de/#/start',
    )
    await waitFor(() =>
      expect(heard['shop-error']).toEqual([
        { element: 'shop-personalization', code: 'order_token', message },
      ]),
    )
    expect(JSON.stringify(heard)).not.toContain('expired-or-wrong')
  })

  it('asks nothing without a token', async () => {
    renderPersonalization()
    await screen.findByRole('alert')
    expect(requestsTo('/api/v4/annual/order')).toEqual([])
  })

  it('shows nothing for an order without annual tickets (the success page of any order)', async () => {
    server.use(
      http.get('*/api/v4/annual/order', () => HttpResponse.json({ order: { id: 7, ticket_sales: [] } })),
    )
    const { container, heard } = renderPersonalization('ord_7')
    await waitFor(() => expect(heard['shop-data-loaded']).toHaveLength(1))
    expect(container.querySelector('.shop-root')).toBeEmptyDOMElement()
  })
})

it('says when the server fails, and shows the order after "try again"', async () => {
  knobs.failures.annualOrder = 'http500'
  const { user } = renderPersonalization(ANNUAL_ORDER_TOKENS.open)
  expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop antwortet gerade nicht.')
  knobs.failures = {}
  await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
  expect(await screen.findByRole('form', { name: 'Jahreskarte Museumsverbund Süd' })).toBeInTheDocument()
})

it('says a sale is personalized already, with no form', async () => {
  renderPersonalization(ANNUAL_ORDER_TOKENS.personalized)
  expect(await screen.findByText('Jahreskarte Museumsverbund Süd ist bereits personalisiert.')).toBeVisible()
  expect(screen.queryByRole('form')).toBeNull()
  expect(screen.queryByRole('textbox')).toBeNull()
})

describe('the token', () => {
  it("is read from the hash shop's success address", async () => {
    openAddress(`/#/checkout/success?ORDERID=${ANNUAL_ORDER_TOKENS.open}`)
    renderPersonalization()
    expect(await screen.findByRole('form', { name: 'Jahreskarte für zwei' })).toBeInTheDocument()
    expect(requestsTo('/api/v4/annual/order')[0]?.query.token).toEqual([ANNUAL_ORDER_TOKENS.open])
  })

  it("is read from the second shop type's success address", async () => {
    openAddress(`/checkout/success/?token=${ANNUAL_ORDER_TOKENS.personalized}`)
    renderPersonalization()
    expect(await screen.findByText(/ist bereits personalisiert/)).toBeVisible()
  })

  it("is the attribute's when given, whatever the address says", async () => {
    openAddress('/?token=from-the-address')
    renderPersonalization(ANNUAL_ORDER_TOKENS.open)
    await screen.findAllByRole('form')
    expect(requestsTo('/api/v4/annual/order').map((request) => request.query.token)).toEqual([
      [ANNUAL_ORDER_TOKENS.open],
    ])
  })

  it('follows the hash route of a shop that changes it without a page load', async () => {
    renderPersonalization()
    await screen.findByRole('alert')
    act(() => {
      openAddress(`/#/checkout/success?ORDERID=${ANNUAL_ORDER_TOKENS.personalized}`)
      window.dispatchEvent(new HashChangeEvent('hashchange'))
    })
    expect(await screen.findByText(/ist bereits personalisiert/)).toBeVisible()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

it('shows one form per open sale, titled by the sale', async () => {
  renderPersonalization(ANNUAL_ORDER_TOKENS.open)
  await screen.findAllByRole('form')
  expect(screen.getAllByRole('form')).toHaveLength(2)
  expect(saleForm('Jahreskarte Museumsverbund Süd')).toBeInTheDocument()
  expect(saleForm('Jahreskarte für zwei')).toBeInTheDocument()
  expect(
    screen.getByText('Jede Jahreskarte gilt für eine Person. Bitte geben Sie an, für wen sie ist.'),
  ).toBeVisible()
})
