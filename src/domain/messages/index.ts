import { commonMessages } from './common'
import { navMessages } from './nav'

export { FAILURE_TEXT_KEYS } from './common'

type MessageTable = Readonly<Record<string, Readonly<Record<string, string>>>>

/**
 * Every registered table of built-in texts. Common and nav texts are part of the start-up bundle; features loaded on
 * demand (donations, payment, cart link) register theirs when their code loads, so their texts do not weigh on every
 * page.
 */
const tables: MessageTable[] = [commonMessages, navMessages]

/** Adds a feature's built-in texts (idempotent). */
export function registerMessages(table: MessageTable): void {
  if (!tables.includes(table)) tables.push(table)
}

/**
 * Built-in texts for a locale: the locale's own, over English (the embedded elements' last fallback).
 * The shop's translations from the API win over these (see useShopContext).
 */
export function builtInMessages(locale: string): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const table of tables) Object.assign(merged, table.en, table[locale] ?? {})
  return merged
}
