import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { configureShop } from '../../../src/store/config'
import { knobs } from '../../msw/knobs'
import { requestsTo } from '../../msw/requestLog'
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

describe('<shop-nav> errors', () => {
  it('shows the configuration error as a status message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderNav(NAV)
    configureShop({ shopDomain: 'shop.demo-museum.de', locale: 'de' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Teil des Shops ist gerade nicht verfügbar.',
    )
    // A missing setting is for the integrator (the console has it); trying again cannot help the visitor.
    expect(screen.queryByRole('button')).toBeNull()
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('Public API URL is not set'))
    expect(screen.queryByRole('navigation')).toBeNull()
  })

  it('shows a shop load error as a status message and sends one shop-error', async () => {
    knobs.failures.shop = 'http500'
    const errors: unknown[] = []
    const listen = new AbortController()
    document.addEventListener('shop-error', (event) => errors.push(event.detail), { signal: listen.signal })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderNav(NAV)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Shop antwortet gerade nicht. Bitte versuchen Sie es gleich noch einmal.',
    )
    await waitFor(() =>
      expect(errors).toEqual([{ element: 'shop-nav', code: 'http', message: '500 Internal Server Error' }]),
    )
    expect(error).toHaveBeenCalledWith(expect.stringContaining('500 Internal Server Error'))
    listen.abort()
  })

  it('asks again on "try again" after the shop did not answer, and shows the navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.failures.shop = 'network'
    renderNav(NAV)
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte prüfen Sie Ihre Internetverbindung')
    knobs.failures.shop = undefined
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('navigation')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
