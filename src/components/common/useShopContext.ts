import { useMemo } from 'react'
import type { ShopError } from '../../domain/errors'
import type { Shop } from '../../api/schemas/shop'
import { textLocale, type ShopConfig } from '../../domain/config'
import { builtInMessages } from '../../domain/messages'
import { createTranslator, type Translator } from '../../domain/translations'
import { useConfigState, useShop } from '../../store/hooks'

/**
 * What a feature component needs before it can render data: the configuration, the shop, a translator and the
 * locale its texts are in.
 */
export type ShopContext = { t: Translator; locale: string } & (
  | { status: 'waiting' }
  | { status: 'error'; error: ShopError; message: string }
  | { status: 'loading'; config: ShopConfig }
  | { status: 'ready'; config: ShopConfig; shop: Shop }
)

/**
 * The configured shop, loaded, with a translator over the shop's translations, the built-in texts of the locale and
 * English last. Configuration and load errors come back as a translated message.
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
  if (configState.status === 'error') {
    const { error } = configState
    return {
      status: 'error',
      error,
      message: t(`errors.config.${error.problem}`) || error.message,
      t,
      locale,
    }
  }
  if (shopQuery?.status === 'error') {
    const { error } = shopQuery
    return { status: 'error', error, message: t('errors.load', { message: error.message }), t, locale }
  }
  if (!shop) return { status: 'loading', config: configState.config, t, locale }
  return { status: 'ready', config: configState.config, shop, t, locale }
}
