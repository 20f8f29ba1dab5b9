/**
 * The hold timer on the page's one clock: the time left, the one-minute notice said once, the extend button up to
 * the server's maximum (then until when), the sentence that replaces the timer when the hold has ended, and no
 * interval left once the timer is gone.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ElementRoot } from '../../../elements/base/ElementRoot'
import { HoldTimer } from '../../../elements/base/holds/HoldTimer'
import { holdCartLine } from '../../../src/store/holds'
import { shopStore } from '../../../src/store/shopStore'
import { testConfig } from '../../helpers/config'
import { TICKET_IDS } from '../../msw/fixtures/tickets'
import { knobs } from '../../msw/knobs'
import { requestLog } from '../../msw/requestLog'

const NOW = new Date('2026-05-28T09:00:00+02:00').getTime()
const SECOND = 1000

/** Makes a hold at the fake API and renders a timer for it (and a token the page does not know). */
/** The timer renders in the element's language: German, as no init element says otherwise. */
async function renderTimer() {
  const token = await holdCartLine({
    ticketId: TICKET_IDS.adult,
    quantity: 2,
    startAt: '2026-05-30T11:00:00+02:00',
  })
  const view = render(
    <ElementRoot name="shop-payment">
      <HoldTimer tokens={[token ?? '', 'unknown-token']} />
    </ElementRoot>,
  )
  return { ...view, token }
}

const timer = () => screen.getByRole('timer')
const said = () => screen.getByRole('status').textContent
const extendButton = () => screen.getByRole('button', { name: 'Reservierung verlängern' })
const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms))
const puts = () => requestLog.filter((entry) => entry.method === 'PUT')

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] })
  shopStore.setState({ config: { status: 'ready', config: testConfig({ holdPlaces: true }) } })
})
afterEach(() => vi.useRealTimers())

describe('<HoldTimer>', () => {
  it('counts down on one clock and says the last minute once', async () => {
    await renderTimer()
    expect(timer()).toHaveTextContent('Ihre Plätze sind noch 5:00 Min. reserviert.')
    expect(said()).toBe('')
    pass(48 * SECOND)
    expect(timer()).toHaveTextContent('Ihre Plätze sind noch 4:12 Min. reserviert.')
    expect(vi.getTimerCount()).toBe(1)
    pass(3 * 60 * SECOND + 12 * SECOND)
    expect(timer()).toHaveTextContent('noch 1:00 Min.')
    const notice =
      'Ihre Plätze sind nur noch eine Minute reserviert. Mit „Reservierung verlängern“ bleiben sie länger reserviert.'
    expect(said()).toBe(notice)
    const region = screen.getByRole('status')
    pass(30 * SECOND)
    // The live region keeps the same words while the time runs: it speaks once.
    expect(screen.getByRole('status')).toBe(region)
    expect(said()).toBe(notice)
  })

  it('extends with the button, says until when, and at the maximum says that it cannot extend further', async () => {
    knobs.holdLimitSeconds = 10 * 60
    await renderTimer()
    pass(4 * 60 * SECOND)
    fireEvent.click(extendButton())
    await act(() => vi.waitFor(() => expect(puts()).toHaveLength(1)))
    await vi.waitFor(() =>
      expect(said()).toBe(
        'Verlängert: Ihre Plätze sind jetzt bis 09:09 Uhr (Uhrzeit des Museums) reserviert.',
      ),
    )
    expect(timer()).toHaveTextContent('noch 5:00 Min.')
    pass(4 * 60 * SECOND)
    fireEvent.click(extendButton())
    await vi.waitFor(() =>
      expect(timer()).toHaveTextContent(
        'Ihre Plätze sind noch 2:00 Min. reserviert, bis 09:10 Uhr (Uhrzeit des Museums). Länger können wir sie nicht reservieren.',
      ),
    )
    expect(extendButton()).toHaveAttribute('aria-disabled', 'true')
    fireEvent.click(extendButton())
    expect(puts()).toHaveLength(2)
  })

  it('replaces the timer when the hold has ended, and stops the clock', async () => {
    await renderTimer()
    pass(5 * 60 * SECOND)
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    const sentence =
      'Ihre Plätze sind nicht mehr reserviert. Ob sie noch frei sind, fragen wir im nächsten Schritt nach.'
    expect(screen.getByText(sentence, { selector: '[part="hold-text"]' })).toBeVisible()
    expect(said()).toBe(sentence)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('leaves no interval behind when it is removed', async () => {
    const { unmount } = await renderTimer()
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows nothing for holds the page does not know', () => {
    const { container } = render(
      <ElementRoot name="shop-payment">
        <HoldTimer tokens={['unknown-token']} />
      </ElementRoot>,
    )
    expect(container.querySelector('[part="hold"]')).toBeNull()
  })
})
