import { createApiClient } from '../api/client'
import { pageMap } from '../page/pageState'
import type { ApiClient } from '../api/clientTypes'
import type { ShopConfig } from '../domain/shop/config'
import type { ApiRequest } from '../services/requests'
import { persistedQuery } from './persistedQueries'
import type { Query } from './query'

/** One API client per (api, shop domain, locale) the page was configured with. */
const clients = pageMap<string, ApiClient>()

/** The API client of a configuration; one instance per (api, shop domain, locale). */
export function apiClientFor(config: ShopConfig): ApiClient {
  const key = `${config.apiUrl}|${config.shopDomain}|${config.locale}`
  let client = clients.get(key)
  if (!client) {
    client = createApiClient({ apiUrl: config.apiUrl, shopDomain: config.shopDomain, locale: config.locale })
    clients.set(key, client)
  }
  return client
}

/**
 * The one way a request of the table becomes a cached query: its key is the configuration it is made with (a new
 * locale or shop is a new key) plus the resource and its parameters; staleness and persistence are the entry's own.
 * Hooks and start-up code both build their queries here, so the same request is the same key everywhere.
 */
export function apiQuery<T, P = void>(
  config: ShopConfig,
  request: ApiRequest<T, P>,
  ...[params]: P extends void ? [] : [P]
): Query<T> {
  const resource = request.keyOf ? `${request.resource}|${request.keyOf(params as P)}` : request.resource
  return {
    key: `${config.apiUrl}|${config.shopDomain}|${config.locale}|${resource}`,
    fetch: () => request.fetch(apiClientFor(config), params as P),
    staleMs: request.staleMs,
    persist:
      request.persist && config.cache !== 'memory' ? persistedQuery(config, resource, request.schema) : null,
  }
}
