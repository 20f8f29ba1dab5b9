import { useMemo } from 'react'
import { isRetryable, type ShopError } from '../../domain/errors'
import type { Shop } from '../../api/schemas/shop'
import { textLocale, type ShopConfig } from '../../domain/config'
import { builtInMessages, FAILURE_TEXT_KEYS } from '../../domain/messages'
import { createTranslator, type Translator } from '../../domain/translations'
import { useConfigState, useShop } from '../../store/hooks'
import { retryFailedQueries } from '../../store/query'

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

/**
 * The configured shop, loaded, with a translator over the shop's translations, the built-in texts of the locale and
 * English last. Configuration and load errors come back as the visitor's translated sentence, with `retry` when
 * asking again can help.
 */
export function useShopContext(): ShopContext {
  const configState = useConfigState()
  const config = configState.status === 'ready' ? configState.config : null
  const shopQuery = useShop(config)
  const locale = textLocale(configState)
  const shop =
    shopQuery?.status === 'success' || shopQuery?.status === 'fetching' ? shopQuery.data : undefined
  const t = useMemo<Translator>(
    () => createTranslator(shop?.translations ?? {}, builtInMessages(locale)),
    [shop?.translations, locale],
  )

  if (configState.status === 'waiting') return { status: 'waiting', t, locale }
  if (configState.status === 'error') return failureOf(configState.error, t, locale)
  if (shopQuery?.status === 'error') return failureOf(shopQuery.error, t, locale)
  if (!shop) return { status: 'loading', config: configState.config, t, locale }
  return { status: 'ready', config: configState.config, shop, t, locale }
}
