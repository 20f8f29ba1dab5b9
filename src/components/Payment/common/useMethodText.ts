/**
 * The translator of the card, wallet and local methods: the shop's texts and the registered built-in texts
 * (useShopContext), then this feature's own built-in table — so the methods read well even before that table is
 * registered in src/domain/messages/index.ts, and in tests that render an area on its own.
 */
import { useMemo } from 'react'
import { useShopContext, type Translate } from '../../common/useShopContext'
import { paymentMethodsMessages } from '../../../domain/messages/paymentMethods'
import { createTranslator } from '../../../domain/translations'

type Locale = keyof typeof paymentMethodsMessages

function isKnownLocale(locale: string): locale is Locale {
  return Object.hasOwn(paymentMethodsMessages, locale)
}

/** `(key, vars) => text` for the payment methods' keys, in the configured locale (English when unknown). */
export function useMethodText(): Translate {
  const context = useShopContext()
  const locale = context.status === 'ready' || context.status === 'loading' ? context.config.locale : 'en'
  const { t } = context
  return useMemo<Translate>(() => {
    const builtIn = {
      ...paymentMethodsMessages.en,
      ...(isKnownLocale(locale) ? paymentMethodsMessages[locale] : {}),
    }
    const fallback = createTranslator({}, builtIn)
    return (key, vars) => t(key, vars) || fallback(key, vars)
  }, [t, locale])
}
