/**
 * The nav while its data is on its way: its entries are in place at once, and a slow or failed listing leaves its
 * entry a plain link without holding the others.
 */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { LISTING_GRACE_MS } from '../../../../elements/shop-nav/useNavListings'
import { knobs } from '../../../msw/knobs'
import { server } from '../../../msw/server'
import { findNav, renderNav, SHOP } from './renderNav'

const NAV = [
  { type: 'home' },
  { type: 'museums', count: 2 },
  { type: 'exhibitions', count: 1 },
  { type: 'coupons' },
]

const region = (container: HTMLElement) => container.querySelector('[aria-busy]')
const namesOf = (nav: HTMLElement, role: 'link' | 'button') =>
  within(nav)
    .queryAllByRole(role)
    .map((control) => control.textContent)

describe('<shop-nav> while the shop loads', () => {
  it('shows every entry in place at once, busy, as links; the dropdowns come with their listings', async () => {
    knobs.latencyMs = 150
    const loaded: unknown[] = []
    const listen = new AbortController()
    document.body.addEventListener('shop-data-loaded', (event) => loaded.push(event.detail), {
      signal: listen.signal,
    })
    const { container } = renderNav(NAV)
    const early = screen.getByRole('navigation', { name: 'Shop' })
    expect(region(container)).toHaveAttribute('aria-busy', 'true')
    expect(namesOf(early, 'link')).toEqual(['Startseite', 'Museen', 'Ausstellungen', 'Gutscheine'])
    expect(within(early).getByRole('link', { name: 'Museen' })).toHaveAttribute('href', `${SHOP}museums`)
    expect(namesOf(early, 'button')).toEqual([])
    expect(loaded).toEqual([])

    const nav = await findNav()
    // The same landmark: nothing was swapped out from under the visitor.
    expect(nav).toBe(early)
    expect(region(container)).toHaveAttribute('aria-busy', 'false')
    expect(namesOf(nav, 'button')).toEqual(['Museen', 'Ausstellungen'])
    await waitFor(() => expect(loaded).toEqual([{ element: 'shop-nav', resource: 'nav' }]))
    listen.abort()
  })

  it('without a configuration yet shows the built-in labels in place, none of them a link', () => {
    const { container } = renderNav(NAV, { configured: false })
    const nav = screen.getByRole('navigation', { name: 'Shop' })
    expect(region(container)).toHaveAttribute('aria-busy', 'true')
    expect(within(nav).queryAllByRole('link')).toEqual([])
    // No <shop-init> yet, so no locale either: the last fallback's texts.
    expect(nav).toHaveTextContent('HomeMuseumsExhibitionsGift vouchers')
  })
})

describe('<shop-nav> with a slow listing', () => {
  it('does not wait for it: the others open at once, and the slow entry gains its dropdown later', async () => {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => (answer = resolve))
    // Holds the exhibitions until the test lets them through to the fake API's answer.
    server.use(http.get('*/api/v4/exhibitions', () => answered))
    renderNav(NAV)
    const nav = await screen
      .findByRole('button', { name: 'Museen' })
      .then(() => screen.getByRole('navigation'))
    const exhibitions = within(nav).getByRole('link', { name: 'Ausstellungen' })
    expect(exhibitions).toHaveAttribute('href', `${SHOP}exhibitions`)
    await userEvent.click(within(nav).getByRole('button', { name: 'Museen' }))
    expect(within(nav).getByRole('link', { name: 'Intro Museum' })).toBeVisible()
    // A visitor on the plain link keeps focus when it becomes the dropdown's button.
    exhibitions.focus()
    answer()
    const toggle = await within(nav).findByRole('button', { name: 'Ausstellungen' })
    expect(toggle).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })

  it(`with sub-lists under the entries (mobile) waits ${LISTING_GRACE_MS} ms for it, then shows the rest`, async () => {
    // The grace and the fake API's delays run on fake time; vi.waitFor moves it on while it polls.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const shown = Date.now()
    const slowMs = LISTING_GRACE_MS * 2
    knobs.slowMs.museums = slowMs
    const { container } = renderNav(NAV, { mobile: true, expandMobileSubnavs: true })
    const nav = screen.getByRole('navigation')
    await vi.waitFor(() => expect(within(nav).getByRole('link', { name: 'Museen' })).toHaveAttribute('href'))
    await act(() => vi.advanceTimersByTimeAsync(shown + LISTING_GRACE_MS - 1 - Date.now()))
    // Sub-lists add height: while the grace lasts, the nav stays busy rather than growing twice.
    expect(region(container)).toHaveAttribute('aria-busy', 'true')
    expect(nav.querySelector('ul ul')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(region(container)).toHaveAttribute('aria-busy', 'false')
    expect(within(nav).getByRole('link', { name: 'Dauerausstellung | Gemäldegalerie' })).toBeVisible()
    expect(within(nav).queryByRole('link', { name: 'Intro Museum' })).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(slowMs))
    expect(await vi.waitFor(() => within(nav).getByRole('link', { name: 'Intro Museum' }))).toBeVisible()
  })
})
