import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiRoute } from '../../../msw/apiRoute'
import { shopObjectFixture } from '../../../msw/fixtures/shop'
import { server } from '../../../msw/server'
import { findNav, navWarnings, renderNav, SHOP } from './renderNav'

/** Every entry type without items, with its German label (the shop's translation where it has one) and its link. */
const EVERY_TYPE: [object, string, string][] = [
  [{ type: 'home' }, 'Startseite', 'start'],
  [{ type: 'tickets' }, 'Tickets', 'tickets/filters'],
  [{ type: 'annualTickets' }, '[Shop] Jahreskarten', 'tickets/annual'],
  [{ type: 'combiTickets', group: 'familie' }, 'Kombitickets', 'tickets/combi?group=familie'],
  [{ type: 'coupons' }, 'Gutscheine', 'coupons'],
  [{ type: 'events' }, 'Veranstaltungen', 'products/events'],
  [
    { type: 'eventGroup', id: 1, label: 'Führungen & Workshops' },
    'Führungen & Workshops',
    'products/events?category_id=3&category_id=4',
  ],
  [{ type: 'exhibitions' }, 'Ausstellungen', 'exhibitions'],
  [{ type: 'museums' }, 'Museen', 'museums'],
  [{ type: 'tours' }, 'Führungen', 'products/public-tours'],
  [
    { type: 'tourGroup', id: '2', label: 'Öffentliche Führungen' },
    'Öffentliche Führungen',
    'products/tours?category_id=7',
  ],
  [{ type: 'merchandise', count: 0 }, 'Museumsshop', 'merchandise/list'],
]

describe('<shop-nav> links and labels', () => {
  it('renders every entry type as a link, in order, with its label and address', async () => {
    const { warn } = renderNav(EVERY_TYPE.map(([entry]) => entry))
    const nav = await findNav()
    expect(nav).toHaveAccessibleName('Shop')
    const links = within(nav).getAllByRole('link')
    expect(links).toHaveLength(EVERY_TYPE.length)
    EVERY_TYPE.forEach(([, label, path], index) => {
      expect(links[index]).toHaveAccessibleName(label)
      expect(links[index]).toHaveAttribute('href', SHOP + path)
    })
    expect(navWarnings(warn)).toEqual([])
  })

  it.each([
    ['shop.start', 'Startseite'],
    ['shop.tickets.filters', 'Tickets'],
    ['shop.tickets.annual', '[Shop] Jahreskarten'],
    ['shop.tickets.combi', 'Kombitickets'],
    ['shop.coupons', 'Gutscheine'],
    ['shop.products.events', 'Veranstaltungen'],
    ['shop.exhibitions', 'Ausstellungen'],
    ['shop.museums', 'Museen'],
    ['shop.products.publicTours', 'Führungen'],
    ['shop.tours', 'Öffentliche Führungen'],
    ['shop.merchandise.list', 'Museumsshop'],
  ])('current-page %s marks "%s" with aria-current="page", and nothing else', async (page, label) => {
    renderNav(
      EVERY_TYPE.map(([entry]) => entry),
      { currentPage: page },
    )
    const nav = await findNav()
    const current = within(nav).getByRole('link', { current: 'page' })
    expect(current).toHaveAccessibleName(label)
    expect(current.closest('li')).toHaveClass('shop-nav__entry--current')
    expect(current.getAttribute('part')).toContain('current')
  })

  it('highlights the home entry when current-page is absent, and nothing for an unknown page key', async () => {
    const { unmount } = renderNav([{ type: 'home' }, { type: 'coupons' }])
    expect(within(await findNav()).getByRole('link', { current: 'page' })).toHaveAccessibleName('Startseite')
    unmount()
    renderNav([{ type: 'home' }, { type: 'coupons' }], { currentPage: 'shop.cart' })
    expect(within(await findNav()).queryByRole('link', { current: 'page' })).toBeNull()
  })

  it('speaks English for locale en: the shop’s translation over the built-in text, an entry label over both', async () => {
    renderNav([{ type: 'home' }, { type: 'annualTickets' }, { type: 'museums', label: 'Our houses' }], {
      locale: 'en',
    })
    const nav = await findNav()
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: '[Shop] Annual passes' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Our houses' })).toHaveAttribute('href', `${SHOP}museums`)
  })

  it('falls back to the built-in texts when the shop has no translations', async () => {
    server.use(
      apiRoute('get', '/shop', 'shop', ({ locale }) =>
        HttpResponse.json({ shop: { ...shopObjectFixture(locale), translations: {} } }),
      ),
    )
    renderNav([{ type: 'annualTickets' }, { type: 'merchandise' }], { locale: 'en' })
    const nav = await findNav()
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Annual tickets', 'Museum shop'])
  })

  it('renders labels as text, never as markup', async () => {
    renderNav([{ type: 'coupons', label: '<img src=x onerror=alert(1)>Gutscheine' }])
    const link = within(await findNav()).getByRole('link')
    expect(link).toHaveTextContent('<img src=x onerror=alert(1)>Gutscheine')
    expect(link.querySelector('img')).toBeNull()
  })
})

describe('<shop-nav> bad entries', () => {
  it('leaves out unknown types and groups missing from the settings, says why once, and shows the rest', async () => {
    const nav = [
      { type: 'coupons' },
      { type: 'shop' },
      { type: 'eventGroup', id: 42 },
      { type: 'tourGroup', id: 1 },
      { type: 'museums' },
    ]
    const { warn } = renderNav(nav, { copies: 2 })
    await waitFor(() => expect(screen.getAllByRole('navigation')).toHaveLength(2))
    for (const landmark of screen.getAllByRole('navigation')) {
      expect(
        within(landmark)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Gutscheine', 'Museen'])
    }
    expect(navWarnings(warn)).toEqual([
      'nav entry 2 has the unknown type "shop"; left out',
      'nav entry eventGroup "42" is not in the shop settings; left out',
      'nav entry tourGroup "1" is not in the shop settings; left out',
    ])
  })

  it('shows nothing for invalid JSON, and one console line for the integrator', async () => {
    const { warn, container } = renderNav('[{"type":"home"},{"type":"coupons"', { copies: 2 })
    await waitFor(() => expect(navWarnings(warn)).toEqual(['the nav attribute is not valid JSON']))
    expect(screen.queryByRole('navigation')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(container.textContent).toBe('')
  })
})
