/**
 * The tour element asks for its first view when it connects, before its code has arrived: one tour and the days of
 * the museum's current month, or the tours of a filter; a tour group waits for the shop's settings, which name it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import requestFirstView from '../../../../elements/shop-tours/firstRequest'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'
import { requestLog, requestsTo } from '../../../msw/requestLog'

const NO_ATTRIBUTES = {
  tourId: undefined,
  museumIds: [],
  exhibitionIds: [],
  categoryIds: [],
  tourGroup: undefined,
  afterAdd: undefined,
}

/** The first day of the museum's month now, read with Intl as the element itself reads the clock. */
function museumMonthStart(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())
  return `${today.slice(0, 7)}-01`
}

const configure = () => shopStore.setState({ config: { status: 'ready', config: testConfig() } })

afterEach(() => window.history.replaceState(null, '', '/'))

describe("the tour element's first request", () => {
  it("asks for the tour and the days of the museum's month once the configuration is there", async () => {
    const stop = requestFirstView({ ...NO_ATTRIBUTES, tourId: '31' })
    expect(requestLog).toHaveLength(0)
    configure()
    await expect.poll(() => requestsTo('/api/v4/tours/31/start_times').length).toBe(1)
    await expect.poll(() => requestsTo('/api/v4/tours/31').length).toBe(1)
    expect(requestsTo('/api/v4/tours/31/start_times')[0]?.query.start_at).toEqual([museumMonthStart()])
    stop()
  })

  it("takes the page address's tour when neither the attribute nor a filter names one", async () => {
    window.history.replaceState(null, '', '/fuehrung.html?tour=31')
    configure()
    requestFirstView(NO_ATTRIBUTES)
    await expect.poll(() => requestsTo('/api/v4/tours/31').length).toBe(1)
  })

  it("asks for a filter's tours, and not for the address's tour", async () => {
    window.history.replaceState(null, '', '/fuehrungen.html?tour=31')
    configure()
    requestFirstView({ ...NO_ATTRIBUTES, museumIds: [20] })
    await expect.poll(() => requestsTo('/api/v4/tours').length).toBe(1)
    expect(requestsTo('/api/v4/tours')[0]?.query['by_museum_ids[]']).toEqual(['20'])
    expect(requestsTo('/api/v4/tours/31')).toHaveLength(0)
  })

  it("asks nothing for a tour group, whose tours the shop's settings name", async () => {
    configure()
    requestFirstView({ ...NO_ATTRIBUTES, tourGroup: 'familien' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(requestLog).toHaveLength(0)
  })
})
