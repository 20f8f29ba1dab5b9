import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { shopResponseSchema } from '../../../src/api/schemas/shop'
import { ShopContextProvider, useShopContext } from '../../../elements/base/useShopContext'
import { resolveShopConfig, type ShopConfig } from '../../../src/domain/shop/config'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { loadShop } from '../../../src/store/config'
import { readPersisted, writePersisted } from '../../../src/store/persistedQueries'
import { SHOP_DATA_STALE_MS, SHOP_REQUEST } from '../../../src/services/requests'
import { apiQuery } from '../../../src/store/apiQuery'
import { shopStore } from '../../../src/store/shopStore'
import { newPageView } from '../../helpers/page'
import { shopFixture } from '../../msw/fixtures/shop'
import { requestsTo } from '../../msw/requestLog'
import { testConfig } from '../../helpers/config'

const NETWORK_NAME = shopFixture().shop.name
const STORED_NAME = 'Museumsverbund Süd (gestern)'

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

function shopEntry(config: ShopConfig) {
  const { persist } = apiQuery(config, SHOP_REQUEST)
  if (!persist) throw new Error('the shop is kept in browser storage by default')
  return persist
}

/** A shop answer kept by an earlier page view, fetched `age` ms ago. */
function keepShop(age: number, config = testConfig()): void {
  const stored = shopResponseSchema.parse({ shop: { ...shopFixture().shop, name: STORED_NAME } })
  writePersisted(shopEntry(config), stored, Date.now() - age)
}

function renderPage(config: ShopConfig) {
  shopStore.setState({ config: { status: 'ready', config } })
  render(<ShopName />)
}

/** Lets the fake API answer whatever was asked. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)))

describe('the request cache across page views', () => {
  it('keeps a fetched shop for the next page view, which shows it in its first render without a request', async () => {
    await loadShop(testConfig())
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    newPageView()

    renderPage(testConfig())
    expect(screen.getByText(NETWORK_NAME)).toBeInTheDocument()
    await settle()
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
  })

  it('shows an expired answer at once and replaces it when the background request answers', async () => {
    keepShop(SHOP_DATA_STALE_MS + 1000)
    renderPage(testConfig())
    expect(screen.getByText(STORED_NAME)).toBeInTheDocument()
    expect(await screen.findByText(NETWORK_NAME)).toBeInTheDocument()
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    const kept = readPersisted(shopEntry(testConfig()))
    expect(kept?.data.name).toBe(NETWORK_NAME)
    expect(Date.now() - (kept?.fetchedAt ?? 0)).toBeLessThan(5000)
  })

  it('does not show the answer of another locale', async () => {
    keepShop(1000)
    renderPage(testConfig({ locale: 'en' }))
    expect(screen.getByText('loading')).toBeInTheDocument()
    await settle()
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
  })

  it('with cache="memory" neither reads nor writes browser storage', async () => {
    keepShop(1000)
    const before = { ...localStorage }
    renderPage(testConfig({ cache: 'memory' }))
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(await screen.findByText(NETWORK_NAME)).toBeInTheDocument()
    expect(requestsTo('/api/v4/shop')).toHaveLength(1)
    expect({ ...localStorage }).toEqual(before)
  })
})

describe("the init elements' cache attribute", () => {
  const cacheOf = (cache: string | null) => {
    const input = { apiUrl: 'https://demo-museum.gomus.de', shopDomain: 'shop.demo-museum.de', cache }
    const config = resolveShopConfig(input, DEFAULT_STORAGE_KEYS, () => null)
    return 'cache' in config ? config.cache : config
  }

  it.each([
    ['memory', 'memory'],
    [' Memory ', 'memory'],
    [null, 'persistent'],
    ['persistent', 'persistent'],
    ['off', 'persistent'],
  ] as const)('reads %j as %s', (attribute, mode) => {
    expect(cacheOf(attribute)).toBe(mode)
  })
})
