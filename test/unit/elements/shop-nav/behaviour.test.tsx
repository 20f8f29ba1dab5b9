import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { configureShop } from '../../../../src/store/config'
import { retryFailedQueries } from '../../../../src/store/query'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { findNav, renderNav, SHOP } from './renderNav'

const NAV = [
  { type: 'home' },
  { type: 'museums', count: 2 },
  { type: 'exhibitions', count: 2 },
  { type: 'coupons' },
]

const button = (nav: HTMLElement, name: string) => within(nav).getByRole('button', { name })
const listOf = (control: HTMLElement) => document.getElementById(control.getAttribute('aria-controls') ?? '')

describe('<shop-nav> dropdowns (disclosure pattern)', () => {
  it('toggles on click, with aria-expanded and aria-controls naming the list', async () => {
    renderNav(NAV)
    const museums = button(await findNav(), 'Museen')
    const list = listOf(museums)
    expect(list).not.toBeNull()
    expect(museums).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()
    await userEvent.click(museums)
    expect(museums).toHaveAttribute('aria-expanded', 'true')
    expect(list).toBeVisible()
    await userEvent.click(museums)
    expect(museums).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()
  })

  it('keeps only one dropdown open', async () => {
    renderNav(NAV)
    const nav = await findNav()
    await userEvent.click(button(nav, 'Museen'))
    await userEvent.click(button(nav, 'Ausstellungen'))
    expect(button(nav, 'Museen')).toHaveAttribute('aria-expanded', 'false')
    expect(button(nav, 'Ausstellungen')).toHaveAttribute('aria-expanded', 'true')
  })

  it('closes on a click outside, and stays open for a click inside', async () => {
    renderNav(NAV)
    const nav = await findNav()
    document.body.insertAdjacentHTML('beforeend', '<p data-testid="outside">Museumsseite</p>')
    await userEvent.click(button(nav, 'Museen'))
    await userEvent.click(nav)
    expect(button(nav, 'Museen')).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(screen.getByTestId('outside'))
    expect(button(nav, 'Museen')).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes when a link is followed', async () => {
    renderNav(NAV)
    const nav = await findNav()
    await userEvent.click(button(nav, 'Museen'))
    const link = within(nav).getByRole('link', { name: 'Museum für Naturkunde 🦕' })
    // jsdom does not navigate; the click is what matters.
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(button(nav, 'Museen')).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and gives focus back to its button', async () => {
    renderNav(NAV)
    const nav = await findNav()
    await userEvent.click(button(nav, 'Ausstellungen'))
    await userEvent.tab()
    expect(within(nav).getByRole('link', { name: 'Dauerausstellung | Gemäldegalerie' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(button(nav, 'Ausstellungen')).toHaveAttribute('aria-expanded', 'false')
    expect(button(nav, 'Ausstellungen')).toHaveFocus()
  })

  it('is operable with the keyboard alone: Tab reaches every button and link, Enter opens', async () => {
    renderNav(NAV)
    const nav = await findNav()
    await userEvent.tab()
    expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveFocus()
    await userEvent.tab()
    expect(button(nav, 'Museen')).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(button(nav, 'Museen')).toHaveAttribute('aria-expanded', 'true')
    const focused: (string | null)[] = []
    for (let step = 0; step < 4; step++) {
      await userEvent.tab()
      focused.push(document.activeElement?.textContent ?? null)
    }
    expect(focused).toEqual(['Intro Museum', 'Museum für Naturkunde 🦕', 'Alle anzeigen', 'Ausstellungen'])
  })
})

describe('<shop-nav mobile>', () => {
  it('is a flat list of links without the home icon, and fetches no items', async () => {
    renderNav(NAV, { mobile: true, currentPage: 'shop.start' })
    const nav = await findNav()
    expect(nav).toHaveClass('shop-nav--mobile')
    expect(within(nav).queryByRole('button')).toBeNull()
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Museen', `${SHOP}museums`],
      ['Ausstellungen', `${SHOP}exhibitions`],
      ['Gutscheine', `${SHOP}coupons`],
    ])
    expect(requestsTo('/api/v4/museums')).toHaveLength(0)
  })

  it('shows each listing entry’s items as a sub-list with expand-mobile-subnavs', async () => {
    renderNav(NAV, { mobile: true, expandMobileSubnavs: true, currentPage: 'shop.museums' })
    const nav = await findNav()
    const museums = within(nav).getByRole('link', { name: 'Museen' })
    expect(museums).toHaveAttribute('aria-current', 'page')
    const sublist = museums.closest('li')?.querySelector('ul')
    if (!sublist) throw new Error('no sub-list under Museen')
    expect(
      within(sublist)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([`${SHOP}museum/1`, `${SHOP}museum/20`])
    expect(within(nav).queryByRole('button')).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Startseite' })).toBeNull()
  })
})

describe('<shop-nav mobile="collapsed"> on a narrow page', () => {
  /** jsdom lays nothing out: the element's width is what `mobile="collapsed"` reads. */
  function narrowPage() {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 343 }))
  }

  it('folds the mobile list behind a "Shop" button that opens and closes it', async () => {
    narrowPage()
    renderNav(NAV, { mobile: 'collapsed' })
    const nav = await findNav()
    const toggle = within(nav).getByRole('button', { name: 'Shop' })
    const list = listOf(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(list).not.toBeVisible()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(list).toBeVisible()
    expect(
      within(list!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Museen', 'Ausstellungen', 'Gutscheine'])
    await userEvent.click(toggle)
    expect(list).not.toBeVisible()
  })

  it('folds again on Escape, giving focus back to the button, and when a link is followed', async () => {
    narrowPage()
    renderNav(NAV, { mobile: 'collapsed' })
    const nav = await findNav()
    const toggle = within(nav).getByRole('button', { name: 'Shop' })
    await userEvent.click(toggle)
    await userEvent.tab()
    expect(within(nav).getByRole('link', { name: 'Museen' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(toggle).toHaveFocus()
    await userEvent.click(toggle)
    const link = within(nav).getByRole('link', { name: 'Gutscheine' })
    link.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(link)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('<shop-nav> when its data fail: no message in the site header', () => {
  /** Collects the `shop-error` events of the test. */
  function shopErrors() {
    const errors: unknown[] = []
    const listen = new AbortController()
    document.addEventListener('shop-error', (event) => errors.push(event.detail), { signal: listen.signal })
    onTestFinished(() => listen.abort())
    return errors
  }

  it('shows nothing without a configuration (there is nowhere to link to); the console and an event say why', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const errors = shopErrors()
    renderNav(NAV)
    configureShop({ shopDomain: 'shop.demo-museum.de', locale: 'de' })
    await waitFor(() =>
      expect(errors).toEqual([expect.objectContaining({ element: 'shop-nav', code: 'config' })]),
    )
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Public API URL is not set'))
    expect(error).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it.each(['http500', 'malformed', 'network'] as const)(
    'keeps its links when the shop answers %s: one console line, one shop-error, no "try again"',
    async (failure) => {
      knobs.failures.shop = failure
      knobs.failures.museums = failure
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      const errors = shopErrors()
      renderNav([...NAV, { type: 'eventGroup', id: 1 }])
      const nav = await findNav()
      await waitFor(() => expect(errors).toEqual([expect.objectContaining({ element: 'shop-nav' })]))
      // The dropdown whose listing failed is a link to the listing; the one whose listing answered stays a dropdown.
      expect(within(nav).getByRole('link', { name: 'Museen' })).toHaveAttribute('href', `${SHOP}museums`)
      expect(within(nav).getByRole('button', { name: 'Ausstellungen' })).toBeVisible()
      expect(within(nav).getByRole('link', { name: 'Gutscheine' })).toHaveAttribute('href', `${SHOP}coupons`)
      // A group's categories are in the shop's settings: without them it is left out.
      expect(within(nav).queryByRole('link', { name: 'Veranstaltungen' })).toBeNull()
      expect(screen.queryByRole('alert')).toBeNull()
      expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
      expect(error).toHaveBeenCalledTimes(1)
    },
  )

  it('takes up the shop when another element asks again and it answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.failures.shop = 'http500'
    renderNav([...NAV, { type: 'eventGroup', id: 1 }])
    await findNav()
    knobs.failures.shop = undefined
    retryFailedQueries()
    const nav = await findNav()
    expect(await within(nav).findByRole('link', { name: 'Veranstaltungen' })).toHaveAttribute(
      'href',
      `${SHOP}products/events?category_id=3&category_id=4`,
    )
  })
})
