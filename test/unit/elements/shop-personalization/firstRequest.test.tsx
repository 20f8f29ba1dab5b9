/**
 * The personalization asks for its annual order when the element connects; when that answer is already there by the
 * time the element renders, the element shows it without asking the server again.
 */
import { screen } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'
import requestFirstView from '../../../../elements/shop-personalization/firstRequest'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'
import { ANNUAL_ORDER_TOKENS } from '../../../msw/fixtures/annualOrders'
import { requestsTo } from '../../../msw/requestLog'
import { freezeClock, renderPersonalization } from './renderPersonalization'

beforeEach(freezeClock)

it("shows the connect hook's answer that arrived before the element rendered, without a second request", async () => {
  shopStore.setState({ config: { status: 'ready', config: testConfig() } })
  requestFirstView({ token: ANNUAL_ORDER_TOKENS.open })
  const answered = () =>
    Object.entries(shopStore.getState().queries).some(
      ([key, state]) => key.includes('annual/order') && state.status === 'success',
    )
  await expect.poll(answered).toBe(true)
  renderPersonalization(ANNUAL_ORDER_TOKENS.open)
  expect(await screen.findByRole('form', { name: 'Jahreskarte für zwei' })).toBeInTheDocument()
  expect(requestsTo('/api/v4/annual/order')).toHaveLength(1)
})
