import { useMemo } from 'react'
import type { ShopError } from '../../domain/errors'
import type { Shop } from '../../api/schemas/shop'
import type { ShopConfig } from '../../domain/config'
import { builtInMessages } from '../../domain/messages'
import { createTranslator } from '../../domain/translations'
import { useConfigState, useShop } from '../../store/hooks'

export type Translate = (key: string, vars?: Record<string, string | number>) => string

/** What a feature component needs before it can render data: the configuration, the shop, and a translator. */
export type ShopContext =
  | { status: 'waiting'; t: Translate }
  | { status: 'error'; error: ShopError; message: string; t: Translate }
  | { status: 'loading'; config: ShopConfig; t: Translate }
  | { status: 'ready'; config: ShopConfig; shop: Shop; t: Translate }

/**
 * The configured shop, loaded, with a translator over the shop's translations, the built-in texts of the locale and
 * English last. Configuration and load errors come back as a translated message.
 */
export function useShopContext(): ShopContext {
  const configState = useConfigState()
  const config = configState.status === 'ready' ? configState.config : null
  const shopQuery = useShop(config)
  const locale =
    configState.status === 'ready'
      ? configState.config.locale
      : configState.status === 'error'
        ? configState.locale
        : 'en'
  const shop =
    shopQuery?.status === 'success' || shopQuery?.status === 'fetching' ? shopQuery.data : undefined
  const t = useMemo<Translate>(
    () => createTranslator(shop?.translations ?? {}, builtInMessages(locale)),
    [shop?.translations, locale],
  )

  if (configState.status === 'waiting') return { status: 'waiting', t }
  if (configState.status === 'error') {
    const { error } = configState
    return { status: 'error', error, message: t(`errors.config.${error.problem}`) || error.message, t }
  }
  if (shopQuery?.status === 'error') {
    return {
      status: 'error',
      error: shopQuery.error,
      message: t('errors.load', { message: shopQuery.error.message }),
      t,
    }
  }
  if (!shop) return { status: 'loading', config: configState.config, t }
  return { status: 'ready', config: configState.config, shop, t }
}
