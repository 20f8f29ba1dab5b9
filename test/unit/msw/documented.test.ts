import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { createApiClient } from '../../../src/api/client'
import { LISTING_REQUESTS } from '../../../src/services/requests'
import { applyKnobsFromQuery, knobs } from '../../msw/knobs'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { callFakeApiJson, type ListAnswer } from './callFakeApi'

/** A documented example as its file holds it. */
const example = (file: string): unknown =>
  JSON.parse(readFileSync(resolve('test/msw/fixtures/v4-examples', file), 'utf8'))

describe("fake v4 API with knobs.fixtureSet = 'documented'", () => {
  it.each([
    ['/museums', 'museums.json'],
    ['/exhibitions', 'exhibitions.json'],
    ['/events', 'events.json'],
    ['/events/101174/dates', 'event-dates.json'],
    ['/tours', 'tours.json'],
    ['/tickets', 'tickets.json'],
    ['/tickets/calendar', 'calendar.json'],
    ['/tickets/list_and_quotas', 'capacities-total.json'],
  ])('%s answers exactly %s', async (path, file) => {
    knobs.fixtureSet = 'documented'
    expect(await callFakeApiJson(path, { query: { per_page: '1000' } })).toEqual(example(file))
  })

  it('answers the documented event by id, and keeps our shop and merchandise (no documented example)', async () => {
    knobs.fixtureSet = 'documented'
    const answer = await callFakeApiJson<{ event: { id: number } }>('/events/101174')
    expect(answer.event).toEqual((example('events.json') as ListAnswer<'events'>).events[0])
    const shop = await callFakeApiJson<{ shop: { name: string } }>('/shop')
    expect(shop.shop.name).toBe('Museumsverbund Süd 🏛️')
    const merchandise = await callFakeApiJson<ListAnswer<'merchandises'>>('/merchandises')
    expect(merchandise.merchandises).toHaveLength(5)
  })

  it('is switched on by ?fixtures=documented; an unknown set is ignored with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    applyKnobsFromQuery('?fixtures=documented')
    expect(knobs.fixtureSet).toBe('documented')
    applyKnobsFromQuery('?fixtures=real')
    expect(knobs.fixtureSet).toBe('documented')
    expect(warn).toHaveBeenCalledWith('[fake api] ignored fixtures=real: expected documented, ours or long')
  })
})

describe('our services read every documented example of an endpoint they call', () => {
  const client = createApiClient({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale: 'de' })

  it('lists: every documented item parses, none is left out', async () => {
    knobs.fixtureSet = 'documented'
    const warn = vi.spyOn(console, 'warn')
    expect(await LISTING_REQUESTS.museums.fetch(client)).toEqual([{ id: 1, title: 'Intro Museum' }])
    expect(await LISTING_REQUESTS.exhibitions.fetch(client)).toEqual([
      { id: 33, title: 'Dauerausstellung | Gemäldegalerie', museumId: 20 },
    ])
    expect(await LISTING_REQUESTS.events.fetch(client)).toEqual([
      { id: 101174, title: 'El Siglo de Oro | Öffentliche Führung', bookable: true },
    ])
    expect(await LISTING_REQUESTS.tours.fetch(client)).toEqual([
      { id: 101173, title: 'El Siglo de Oro | Gruppenführung', bookable: true },
    ])
    expect(warn).not.toHaveBeenCalled()
  })
})
