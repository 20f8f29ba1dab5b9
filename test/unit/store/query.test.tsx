import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ShopContextProvider, useShopContext } from '../../../elements/base/useShopContext'
import { SHOP_DATA_STALE_MS, SHOP_REQUEST } from '../../../src/services/requests'
import { apiQuery } from '../../../src/store/apiQuery'
import { fetchQuery, getQuery, retryFailedQueries, type Query } from '../../../src/store/query'
import { shopStore } from '../../../src/store/shopStore'
import { requestsTo } from '../../msw/requestLog'
import { testConfig } from '../../helpers/config'

function Name() {
  const context = useShopContext()
  return <p>{context.status === 'ready' ? context.shop.name : context.status}</p>
}

/** The shop's name as an element shows it: the element root computes the shop context for what is inside. */
function ShopName() {
  return (
    <ShopContextProvider>
      <Name />
    </ShopContextProvider>
  )
}

/** A page-only query under a plain key, fresh for 1000 s. */
const query = <T,>(key: string, fetch: () => Promise<T>): Query<T> => ({
  key,
  fetch,
  staleMs: SHOP_DATA_STALE_MS,
  persist: null,
})

describe('shared store and cache', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps showing expired data when its refresh fails, and says so once in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.useFakeTimers({ toFake: ['Date'] })
    await fetchQuery(query('old', () => Promise.resolve('kept')))
    vi.setSystemTime(Date.now() + SHOP_DATA_STALE_MS + 1)
    await expect(fetchQuery(query('old', () => Promise.reject(new Error('offline'))))).rejects.toThrow(
      'offline',
    )
    expect(getQuery('old')).toMatchObject({ status: 'success', data: 'kept' })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('offline'))
  })

  it('sends one request for asks past the cache at the same time, but never joins an older ordinary one', async () => {
    let answers = 0
    const fetch = vi.fn(() => Promise.resolve(++answers))
    const ordinary = fetchQuery(query('places', fetch))
    const [first, second] = [
      fetchQuery(query('places', fetch), 'fresh'),
      fetchQuery(query('places', fetch), 'fresh'),
    ]
    expect(await Promise.all([ordinary, first, second])).toEqual([1, 2, 2])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('lets a failure stand for later readers of the key: one request, until "try again"', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('down')))
    await expect(fetchQuery(query('gone', failing))).rejects.toThrow('down')
    await expect(fetchQuery(query('gone', failing))).rejects.toThrow('down')
    expect(failing).toHaveBeenCalledTimes(1)
    retryFailedQueries()
    await waitFor(() => expect(failing).toHaveBeenCalledTimes(2))
  })

  it('asks only the failed requests again on "try again", with the fetcher they failed with', async () => {
    const good = vi.fn(() => Promise.resolve('fine'))
    let fail = true
    const flaky = vi.fn(() => (fail ? Promise.reject(new Error('down')) : Promise.resolve('back')))
    await fetchQuery(query('good', good))
    await expect(fetchQuery(query('flaky', flaky))).rejects.toThrow('down')
    fail = false
    retryFailedQueries()
    await waitFor(() => expect(getQuery('flaky')).toMatchObject({ status: 'success', data: 'back' }))
    expect(flaky).toHaveBeenCalledTimes(2)
    expect(good).toHaveBeenCalledTimes(1)
  })

  it('shares one request between concurrent readers of a key', async () => {
    const fetcher = vi.fn(() => Promise.resolve(42))
    const results = await Promise.all([
      fetchQuery(query('k', fetcher)),
      fetchQuery(query('k', fetcher)),
      fetchQuery(query('k', fetcher)),
    ])
    expect(results).toEqual([42, 42, 42])
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('records fetching, then completed with a timestamp, or the error', async () => {
    const pending = fetchQuery(query('ok', () => Promise.resolve('data')))
    expect(shopStore.getState().queries.ok?.status).toBe('fetching')
    await pending
    expect(shopStore.getState().queries.ok).toEqual({
      status: 'success',
      data: 'data',
      updatedAt: expect.any(Number),
    })
    await fetchQuery(query('bad', () => Promise.reject(new Error('boom')))).catch(() => {})
    expect(shopStore.getState().queries.bad).toMatchObject({ status: 'error', error: { message: 'boom' } })
  })

  it('calls each endpoint once with several elements on the page', async () => {
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    render(
      <>
        <ShopName />
        <ShopName />
        <ShopName />
      </>,
    )
    await waitFor(() =>
      expect(
        screen.getAllByText(/.+/).every((p) => !['loading', 'waiting'].includes(p.textContent ?? '')),
      ).toBe(true),
    )
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
  })

  it('refetches the shop only after 1000 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const config = testConfig()
    const load = () => fetchQuery(apiQuery(config, SHOP_REQUEST))
    await load()
    vi.setSystemTime(Date.now() + SHOP_DATA_STALE_MS - 1000)
    await load()
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    vi.setSystemTime(Date.now() + 2000)
    await load()
    expect(requestsTo('/api/v4/shop')).toHaveLength(2)
    expect(SHOP_DATA_STALE_MS).toBe(1000 * 1000)
  })

  it('keeps responses of another locale apart: a locale switch is a new request, not stale data', async () => {
    shopStore.setState({ config: { status: 'ready', config: testConfig({ locale: 'de' }) } })
    const { rerender } = render(<ShopName />)
    await waitFor(() => expect(requestsTo('/api/v4/shop')).toHaveLength(1))
    shopStore.setState({ config: { status: 'ready', config: testConfig({ locale: 'en' }) } })
    rerender(<ShopName />)
    await waitFor(() => expect(requestsTo('/api/v4/shop')).toHaveLength(2))
    expect(requestsTo('/api/v4/shop').map((r) => r.query.locale?.[0])).toEqual(['de', 'en'])
  })
})
