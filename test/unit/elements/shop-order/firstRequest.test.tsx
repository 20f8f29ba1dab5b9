/**
 * The confirmation asks for its order when the element connects, before its code has rendered anything: the element
 * then shows that answer without asking again; a page without a token (the failure page) asks nothing.
 */
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import requestFirstView from '../../../../elements/shop-order/firstRequest'
import { shopStore } from '../../../../src/store/shopStore'
import { ORDER_TOKENS } from '../../../msw/fixtures/orderTokens'
import { requestLog, requestsTo } from '../../../msw/requestLog'
import { testConfig } from '../../../helpers/config'
import { renderOrder } from './renderOrder'

const ORDER_PATH = `/api/v4/orders/${ORDER_TOKENS.full}`
const NO_ATTRIBUTES = { orderToken: undefined, withdrawalUrl: undefined, contactUrl: undefined }

describe("the confirmation's first request", () => {
  it('leaves on connect, and the element shows its answer without a second request', async () => {
    window.history.replaceState(null, '', `/danke.html?token=${ORDER_TOKENS.full}`)
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    requestFirstView(NO_ATTRIBUTES)
    await expect.poll(() => requestsTo(ORDER_PATH).length).toBe(1)
    renderOrder(`/danke.html?token=${ORDER_TOKENS.full}`)
    await screen.findByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' })
    expect(requestsTo(ORDER_PATH)).toHaveLength(1)
  })

  it("waits for the configuration, and takes the attribute's token before the address", async () => {
    window.history.replaceState(null, '', '/danke.html')
    const stop = requestFirstView({ ...NO_ATTRIBUTES, orderToken: ORDER_TOKENS.full })
    expect(requestLog).toHaveLength(0)
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    await expect.poll(() => requestsTo(ORDER_PATH).length).toBe(1)
    stop()
  })

  it('asks nothing on the failure page, whose address names no order', async () => {
    window.history.replaceState(null, '', '/fehler.html?message=Abgebrochen')
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    requestFirstView(NO_ATTRIBUTES)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requestsTo('/api/v4/orders')).toHaveLength(0)
  })
})
