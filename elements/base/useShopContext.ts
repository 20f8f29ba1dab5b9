import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { isRetryable, type ShopError } from '../../src/domain/errors'
import type { Shop } from '../../src/api/schemas/shop'
import { textLocale, type ShopConfig } from '../../src/domain/shop/config'
import {
  builtInMessages,
  FAILURE_TEXT_KEYS,
  onMessagesRegistered,
  registeredTables,
} from '../../src/domain/messages'
import { createTranslator, type Translator } from '../../src/domain/messages/translations'
import { useConfigState, useShop } from './storeHooks'
import { retryFailedQueries } from '../../src/store/query'

/**
 * What a feature component needs before it can render data: the configuration, the shop, a translator and the
 * locale its texts are in.
 */
export type ShopContext = { t: Translator; locale: string } & (
  | { status: 'waiting' }
  | { status: 'error'; error: ShopError; message: string; retry?: () => void }
  | { status: 'loading'; config: ShopConfig }
  | { status: 'ready'; config: ShopConfig; shop: Shop }
)

function failureOf(error: ShopError, t: Translator, locale: string): ShopContext {
  const retry = isRetryable(error) ? retryFailedQueries : undefined
  return { status: 'error', error, message: t(FAILURE_TEXT_KEYS[error.failure]), retry, t, locale }
}

/** The element root's shop context, so the components below it read it instead of having it handed down. */
const ShopContextOfElement = createContext<ShopContext | null>(null)

/**
 * The configured shop, loaded, with a translator over the shop's translations, the built-in texts of the locale and
 * English last. Configuration and load errors come back as the visitor's translated sentence, with `retry` when
 * asking again can help.
 */
function useOwnShopContext(): ShopContext {
  const configState = useConfigState()
  const config = configState.status === 'ready' ? configState.config : null
  const shopQuery = useShop(config)
  const locale = textLocale(configState)
  const shop =
    shopQuery?.status === 'success' || shopQuery?.status === 'fetching' ? shopQuery.data : undefined
  // An element's own texts arrive with its code, after the root's first render, and a chunk may be run before or
  // after the shop's answer: the translator is made again whenever a chunk registers its texts.
  const tables = useSyncExternalStore(onMessagesRegistered, registeredTables)
  const t = useMemo<Translator>(
    () => createTranslator(shop?.translations ?? {}, builtInMessages(locale, tables)),
    [shop?.translations, locale, tables],
  )

  if (configState.status === 'waiting') return { status: 'waiting', t, locale }
  if (configState.status === 'error') return failureOf(configState.error, t, locale)
  if (shopQuery?.status === 'error') return failureOf(shopQuery.error, t, locale)
  if (!shop) return { status: 'loading', config: configState.config, t, locale }
  return { status: 'ready', config: configState.config, shop, t, locale }
}

/**
 * The element's shop context: the text function, its locale, and (once there) the configuration and the shop. Every
 * component of an element reads it here; the element root computes it once for all of them (every component renders
 * inside one).
 */
export function useShopContext(): ShopContext {
  return useContext(ShopContextOfElement) as ShopContext
}

/** Computes the shop context once for everything below it (the element root). */
export function ShopContextProvider({ children }: { children: ReactNode }) {
  return createElement(ShopContextOfElement, { value: useOwnShopContext() }, children)
}
