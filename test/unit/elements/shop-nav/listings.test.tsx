import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { knobs, type FailureMode } from '../../../msw/knobs'
import { server } from '../../../msw/server'
import { eventsFixture } from '../../../msw/fixtures/events'
import { requestsTo } from '../../../msw/requestLog'
import { findNav, navWarnings, renderNav, SHOP, whenSettled } from './renderNav'

const LISTING_PATHS = ['museums', 'exhibitions', 'events', 'tours', 'merchandises'].map(
  (name) => `/api/v4/${name}`,
)

async function openDropdown(name: string) {
  const button = within(await findNav()).getByRole('button', { name })
  await userEvent.click(button)
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!list) throw new Error(`no list controlled by ${name}`)
  return list
}

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

describe('<shop-nav> listing dropdowns', () => {
  it('shows the first N items, then a divider and "view all" when the listing has more', async () => {
    renderNav([{ type: 'museums', count: 2 }])
    const list = await openDropdown('Museen')
    expect(itemsOf(list)).toEqual([
      ['Intro Museum', `${SHOP}museum/1`],
      ['Museum für Naturkunde 🦕', `${SHOP}museum/20`],
      ['Alle anzeigen', `${SHOP}museums`],
    ])
    expect(list.querySelectorAll('.shop-nav__divider')).toHaveLength(1)
    expect(list.lastElementChild?.previousElementSibling).toHaveClass('shop-nav__divider')
  })

  it.each([4, 10])('shows every item and no "view all" when count %i ≥ the bookable tours', async (count) => {
    renderNav([{ type: 'tours', count }])
    const list = await openDropdown('Führungen')
    expect(itemsOf(list)).toEqual([
      ['El Siglo de Oro | Gruppenführung', `${SHOP}product/tour/101173`],
      ['Überblicksführung: Dinosaurier 🦕', `${SHOP}product/tour/31`],
      ['Hokusai für Schulklassen', `${SHOP}product/tour/32`],
      ['Mikroskopieren für Familien 🔬', `${SHOP}product/tour/34`],
    ])
    expect(list.querySelector('.shop-nav__divider')).toBeNull()
  })

  it.each([
    ['events', 'Veranstaltungen', 'El Siglo de Oro | Öffentliche Führung', 'product/event/101174'],
    ['exhibitions', 'Ausstellungen', 'Dauerausstellung | Gemäldegalerie', 'exhibition/33'],
    ['museums', 'Museen', 'Intro Museum', 'museum/1'],
    ['tours', 'Führungen', 'El Siglo de Oro | Gruppenführung', 'product/tour/101173'],
    ['merchandise', 'Museumsshop', 'Ausstellungskatalog „Hokusai“', 'merchandise/detail/41'],
  ])('%s items link to their detail page', async (type, label, first, path) => {
    renderNav([{ type, count: 1 }])
    const list = await openDropdown(label)
    expect(itemsOf(list)[0]).toEqual([first, SHOP + path])
    expect(within(list).getByRole('link', { name: 'Alle anzeigen' })).toBeInTheDocument()
  })

  it('lists the upcoming event products, each once, linking their product pages; asked for as upcoming', async () => {
    renderNav([{ type: 'events', count: 10 }])
    const list = await openDropdown('Veranstaltungen')
    expect(itemsOf(list)).toEqual([
      ['El Siglo de Oro | Öffentliche Führung', `${SHOP}product/event/101174`],
      ['Nachts im Museum 🦖🔦', `${SHOP}product/event/21`],
      ['Holzschnitt-Workshop für Kinder 🎨', `${SHOP}product/event/22`],
      ['Meteoriten: Was uns Steine über das All erzählen', `${SHOP}product/event/23`],
      ['Stadtführung: Köln im Mittelalter', `${SHOP}product/event/24`],
    ])
    expect(requestsTo('/api/v4/events')).toHaveLength(1)
    expect(requestsTo('/api/v4/events')[0]?.query).toMatchObject({
      by_bookable: ['true'],
      with_bookings_in_future: ['1'],
    })
  })

  it('shows a product the server repeats across pages once, and leaves out one marked not bookable', async () => {
    const [siglo, night, workshop] = eventsFixture()
    const pages = [[siglo, night], [night, { ...workshop, bookable: false }], [siglo]]
    server.use(
      http.get('*/api/v4/events', ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        const events = pages[page - 1] ?? []
        return HttpResponse.json({ events, meta: { total_count: 5, page, per_page: 2 } })
      }),
    )
    renderNav([{ type: 'events', count: 10 }])
    const list = await openDropdown('Veranstaltungen')
    expect(itemsOf(list).map(([, href]) => href)).toEqual([
      `${SHOP}product/event/101174`,
      `${SHOP}product/event/21`,
    ])
  })

  it('makes count 0 or no count a single link and fetches no listing for it', async () => {
    renderNav([
      { type: 'events' },
      { type: 'exhibitions', count: 0 },
      { type: 'museums', count: '0' },
      { type: 'tours' },
      { type: 'merchandise', count: 0 },
    ])
    const nav = await findNav()
    expect(within(nav).getAllByRole('link')).toHaveLength(5)
    expect(within(nav).queryByRole('button')).toBeNull()
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    expect(LISTING_PATHS.flatMap((path) => requestsTo(path))).toEqual([])
  })

  it('asks each endpoint once, however many nav elements need it', async () => {
    renderNav(
      [
        { type: 'museums', count: 2 },
        { type: 'tours', count: 1 },
        { type: 'exhibitions', count: 1 },
      ],
      { copies: 2 },
    )
    await whenSettled()
    expect(screen.getAllByRole('navigation')).toHaveLength(2)
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    expect(requestsTo('/api/v4/museums')).toHaveLength(1)
    expect(requestsTo('/api/v4/tours')).toHaveLength(1)
    expect(requestsTo('/api/v4/exhibitions')).toHaveLength(1)
  })
})

describe('<shop-nav> when a listing fails', () => {
  it.each<[FailureMode, string]>([
    ['http500', '500 Internal Server Error'],
    ['network', 'Database error'],
    ['malformed', 'Invalid data from the shop API: /museums'],
  ])(
    'a %s museums answer makes that entry a single link; the rest of the nav stays',
    async (mode, message) => {
      knobs.failures.museums = mode
      const { warn } = renderNav([
        { type: 'home' },
        { type: 'museums', count: 2 },
        { type: 'exhibitions', count: 1 },
      ])
      const nav = await findNav()
      expect(within(nav).getByRole('link', { name: 'Museen' })).toHaveAttribute('href', `${SHOP}museums`)
      expect(within(nav).queryByRole('button', { name: 'Museen' })).toBeNull()
      expect(within(nav).getByRole('button', { name: 'Ausstellungen' })).toBeInTheDocument()
      expect(navWarnings(warn)).toEqual([`museums could not be loaded (${message}); shown as a link`])
      // The console has it; the visitor has a working link and no message.
      expect(screen.queryByRole('alert')).toBeNull()
    },
  )

  it("leaves out a museum without a title and says 'Museum not found: {id}'", async () => {
    knobs.failures.museums = 'wrongTypes'
    const { warn } = renderNav([{ type: 'museums', count: 5 }])
    const list = await openDropdown('Museen')
    expect(itemsOf(list)).toEqual([['Gültiger Eintrag ✅', `${SHOP}museum/901`]])
    expect(navWarnings(warn)).toEqual(['Museum not found: 903'])
  })
})
