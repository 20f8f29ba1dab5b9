import { createApiClient } from '../api/client'
import type { ApiClient } from '../api/clientTypes'
import type { ShopConfig } from '../domain/config'
import type { ApiRequest } from '../services/requests'
import { persistedQuery } from './persistedQueries'
import type { Query } from './query'

let clientCache: { key: string; client: ApiClient } | null = null

/** The API client of a configuration; one instance per (api, shop domain, locale). */
export function apiClientFor(config: ShopConfig): ApiClient {
  const key = `${config.apiUrl}|${config.shopDomain}|${config.locale}`
  if (clientCache?.key !== key) {
    clientCache = {
      key,
      client: createApiClient({
        apiUrl: config.apiUrl,
        shopDomain: config.shopDomain,
        locale: config.locale,
      }),
    }
  }
  return clientCache.client
}

/** Forgets the cached API client (tests only). */
export function forgetApiClient(): void {
  clientCache = null
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
