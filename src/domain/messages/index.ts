import { commonMessages } from './common'
import { donationsMessages } from './donations'
import { navMessages } from './nav'
import { paymentMessages } from './payment'

type MessageTable = Readonly<Record<string, Readonly<Record<string, string>>>>

/** Every element's built-in texts, merged. A feature adds its table here. */
const tables: readonly MessageTable[] = [commonMessages, navMessages, donationsMessages, paymentMessages]

/**
 * Built-in texts for a locale: the locale's own, over English (the embedded elements' last fallback, spec §1).
 * The shop's translations from the API win over these (see useTranslator).
 */
export function builtInMessages(locale: string): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const table of tables) Object.assign(merged, table.en, table[locale] ?? {})
  return merged
}
