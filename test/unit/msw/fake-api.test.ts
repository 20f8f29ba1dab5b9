import { describe, expect, it } from 'vitest'
import { knobs } from '../../msw/knobs'
import { callFakeApi, callFakeApiJson, type ListAnswer } from './callFakeApi'

describe('fake v4 API: headers and locale', () => {
  const endpoints: [string, 'GET' | 'POST'][] = [
    ['/shop', 'GET'],
    ['/museums', 'GET'],
    ['/events/21', 'GET'],
    ['/tickets/calendar', 'GET'],
    ['/orders', 'POST'],
    ['/payments/paypal/capture/ord_1/PAYPAL-1', 'POST'],
    ['/payments/paypal/details/PAYPAL-1', 'GET'],
  ]

  it.each(endpoints)('%s refuses a request without X-Shop-Url', async (path, method) => {
    const response = await callFakeApi(path, { method, withShopUrl: false })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'missing X-Shop-Url' })
  })

  it.each(endpoints)('%s refuses a request without a locale query', async (path, method) => {
    const response = await callFakeApi(path, { method, locale: null })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'missing locale' })
  })

  it('answers on any origin', async () => {
    for (const origin of ['https://bsms.gomus.de', 'http://localhost:5173']) {
      expect((await callFakeApi('/shop', { origin })).status).toBe(200)
    }
  })

  it('translates the shop and a museum title by locale', async () => {
    type ShopAnswer = { shop: { translations: Record<string, string> } }
    const german = await callFakeApiJson<ShopAnswer>('/shop', { locale: 'de' })
    const english = await callFakeApiJson<ShopAnswer>('/shop', { locale: 'en' })
    expect(german.shop.translations['nav.annualTickets']).toBe('[Shop] Jahreskarten')
    expect(english.shop.translations['nav.annualTickets']).toBe('[Shop] Annual passes')

    const germanMuseums = await callFakeApiJson<ListAnswer<'museums'>>('/museums', { locale: 'de' })
    const englishMuseums = await callFakeApiJson<ListAnswer<'museums'>>('/museums', { locale: 'en' })
    const naturkunde = (answer: ListAnswer<'museums'>) => answer.museums.find((museum) => museum.id === 20)
    expect(naturkunde(germanMuseums)?.title).toBe('Museum für Naturkunde 🦕')
    expect(naturkunde(englishMuseums)?.title).toBe('Natural History Museum 🦕')
  })
})

describe('fake v4 API: lists and paging', () => {
  it.each([
    ['/museums', 'museums', 5],
    ['/exhibitions', 'exhibitions', 7],
    ['/events', 'events', 6],
    ['/tours', 'tours', 6],
    ['/merchandises', 'merchandises', 5],
    ['/tickets', 'tickets', 14],
  ])('%s wraps every item under "%s" with meta', async (path, key, count) => {
    const answer = await callFakeApiJson<ListAnswer<string>>(path, { query: { per_page: '1000' } })
    expect(answer[key]).toHaveLength(count)
    expect(answer.meta).toEqual({ total_count: count, page: 1, per_page: 1000 })
  })

  it('answers the upcoming query with the bookable event products, each once, without dates', async () => {
    const query = { by_bookable: 'true', with_bookings_in_future: '1', per_page: '1000' }
    const answer = await callFakeApiJson<ListAnswer<'events'>>('/events', { query })
    expect(answer.events.map((event) => event.id)).toEqual([101174, 21, 22, 23, 24])
    for (const event of answer.events) {
      expect(event).toMatchObject({ bookable: true })
      expect(event).not.toHaveProperty('start_time')
      expect(event).not.toHaveProperty('seats')
    }
  })

  it('answers a plain events query with every event product, bookable or not', async () => {
    const answer = await callFakeApiJson<ListAnswer<'events'>>('/events', { query: { by_bookable: 'true' } })
    expect(answer.events.map((event) => event.id)).toEqual([101174, 21, 22, 23, 24, 25])
  })

  it('answers an event\'s dates under "dates", soonest first', async () => {
    type Dates = ListAnswer<'dates', { id: number; event_id: number; start_time: string }>
    const answer = await callFakeApiJson<Dates>('/events/22/dates', { query: { per_page: '1000' } })
    expect(answer.dates.map((date) => [date.id, date.event_id])).toEqual([
      [102, 22],
      [105, 22],
    ])
    expect(answer.meta.total_count).toBe(2)
    expect(Date.parse(answer.dates[0]!.start_time)).toBeLessThan(Date.parse(answer.dates[1]!.start_time))
  })

  it('answers one event wrapped under "event", and 404 for an unknown id', async () => {
    const answer = await callFakeApiJson<{ event: { id: number; title: string } }>('/events/22')
    expect(answer.event).toMatchObject({ id: 22, title: 'Holzschnitt-Workshop für Kinder 🎨' })
    expect((await callFakeApi('/events/999')).status).toBe(404)
  })

  it('serves the requested page', async () => {
    const answer = await callFakeApiJson<ListAnswer<'tours'>>('/tours', {
      query: { per_page: '2', page: '2' },
    })
    expect(answer.tours.map((tour) => tour.id)).toEqual([32, 33])
    expect(answer.meta).toEqual({ total_count: 6, page: 2, per_page: 2 })
  })

  it('answers an empty page past the end', async () => {
    const answer = await callFakeApiJson<ListAnswer<'tours'>>('/tours', {
      query: { per_page: '2', page: '4' },
    })
    expect(answer.tours).toEqual([])
    expect(answer.meta.total_count).toBe(6)
  })

  it('lowers per_page to the cap, and following the pages yields every item once', async () => {
    knobs.perPageCap = 4
    const ids: number[] = []
    for (let page = 1; page <= 2; page++) {
      const query = { per_page: '1000', page: String(page) }
      const answer = await callFakeApiJson<ListAnswer<'exhibitions'>>('/exhibitions', { query })
      expect(answer.meta).toEqual({ total_count: 7, page, per_page: 4 })
      ids.push(...answer.exhibitions.map((exhibition) => exhibition.id))
    }
    expect(ids).toEqual([33, 11, 12, 13, 14, 15, 16])
  })

  it('keeps a smaller requested per_page under a larger cap', async () => {
    knobs.perPageCap = 10
    const answer = await callFakeApiJson<ListAnswer<'museums'>>('/museums', { query: { per_page: '3' } })
    expect(answer.museums).toHaveLength(3)
    expect(answer.meta.per_page).toBe(3)
  })
})
