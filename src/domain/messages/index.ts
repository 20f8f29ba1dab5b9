import { commonMessages } from './common'

export { FAILURE_TEXT_KEYS } from './common'

type MessageTable = Readonly<Record<string, Readonly<Record<string, string>>>>

/**
 * Every registered table of built-in texts. The common texts are part of the start-up bundle; each element registers its
 * own when its code loads, so the texts of elements loaded on demand do not weigh on every page.
 */
const tables: MessageTable[] = [commonMessages]

/** Who makes translators from the tables: told when a chunk adds its texts, so none keeps a translator without them. */
const listeners = new Set<() => void>()

/** Adds a feature's built-in texts (idempotent), and tells every listener. */
export function registerMessages(table: MessageTable): void {
  if (tables.includes(table)) return
  tables.push(table)
  for (const listener of listeners) listener()
}

/** Calls `onChange` whenever a chunk registers its texts; returns how to stop. */
export function onMessagesRegistered(onChange: () => void): () => void {
  listeners.add(onChange)
  return () => listeners.delete(onChange)
}

/** How many tables are registered: a translator made before a chunk added its texts is made again. */
export function registeredTables(): number {
  return tables.length
}

/**
 * Built-in texts for a locale: the locale's own, over English (the embedded elements' last fallback), of the first
 * `count` tables registered (all by default). The shop's translations from the API win over these (see
 * useShopContext).
 */
export function builtInMessages(locale: string, count = tables.length): Record<string, string> {
  const merged: Record<string, string> = {}
  for (const table of tables.slice(0, count)) Object.assign(merged, table.en, table[locale] ?? {})
  return merged
}
