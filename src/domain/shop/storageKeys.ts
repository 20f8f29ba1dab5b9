/**
 * The localStorage keys the elements share with the museum's shop: the shop writes the cart, the elements add
 * donations, the shop reads them in its cart. They are public API. Each key has one default here; an integrator
 * overrides any of them on the init element (`storage-keys`), and every reader and writer takes the resolved keys
 * from the configuration, never these defaults.
 */
import type { JsonAttribute } from '../values/jsonAttribute'
import type { Variant } from './urls'

/** Default keys: go~mus's own where its shop publishes them (donations, skip flag, language). */
export const DEFAULT_STORAGE_KEYS = {
  /** Default variant: `{ "version": 1, "items": StoredCartItem[] }`. go~mus publishes no cart key: ours. */
  cart: 'museum-shop.cart.v1',
  /** Special variant, tickets: `[{ id, ticketTitle, priceInCents, count, type }]`. */
  specialTickets: 'cartItems',
  /** Special variant, merchandise: `[{ id, title, priceCents, amount }]`. */
  specialMerchandise: 'merchandise',
  /** `StoredDonation[]`: `[{ value: <cents>, campaign_id: <id> }]`, as go~mus's shop reads it. */
  donations: '201600627v4donations',
  /** The text 'true' once the visitor added a donation or chose to continue without one. */
  skipDonation: 'skipDonation',
  /** Chosen language as plain text, e.g. 'de'. */
  language: 'lang',
  /** sessionStorage, this tab only: `{ orderToken, providerOrderId, method, startedAt }` while a capture's outcome is open. */
  pendingCapture: 'museum-shop.pending-capture',
  /** sessionStorage, this tab only: what the visitor typed into the checkout's buyer form (names, e-mail). */
  buyerDraft: 'museum-shop.buyer-draft',
} as const

/**
 * Prefix of the request cache's entries in localStorage (public API answers kept between page views):
 * `museum-shop.query.v<format>|<api address>|<shop domain>|<locale>|<resource>`. Ours alone, so not overridable.
 */
export const QUERY_CACHE_PREFIX = 'museum-shop.query.'

/** A storage key's name, e.g. 'donations'. */
export type StorageKeyName = keyof typeof DEFAULT_STORAGE_KEYS

/** The keys in use: one localStorage key per name. */
export type StorageKeys = Readonly<Record<StorageKeyName, string>>

/** The init elements' attribute that overrides keys: a JSON object of name → key, e.g. `{"cart":"shopCart"}`. */
export const STORAGE_KEYS_ATTRIBUTE = 'storage-keys'

export const STORAGE_KEY_NAMES = Object.keys(DEFAULT_STORAGE_KEYS) as StorageKeyName[]

/** The resolved keys, and the console line that says which overrides were ignored (null when none were). */
export interface StorageKeysResult {
  keys: StorageKeys
  problem: string | null
}

const isName = (name: string): name is StorageKeyName => Object.hasOwn(DEFAULT_STORAGE_KEYS, name)

/** Overrides that two names share would let one overwrite the other's data: they keep their defaults. */
function withoutSharedKeys(keys: Record<StorageKeyName, string>, ignored: string[]): void {
  for (;;) {
    const shared = STORAGE_KEY_NAMES.filter(
      (name) =>
        keys[name] !== DEFAULT_STORAGE_KEYS[name] &&
        STORAGE_KEY_NAMES.some((other) => other !== name && keys[other] === keys[name]),
    )
    if (shared.length === 0) return
    for (const name of shared) {
      ignored.push(`"${name}" (another name uses "${keys[name]}")`)
      keys[name] = DEFAULT_STORAGE_KEYS[name]
    }
  }
}

/**
 * The keys from the `storage-keys` attribute, partial overrides on top of the defaults. An override that is not a
 * non-empty string, an unknown name, or a value that is no JSON object keeps the default(s) and is named in `problem`.
 */
export function resolveStorageKeys(attribute: JsonAttribute): StorageKeysResult {
  const keys: Record<StorageKeyName, string> = { ...DEFAULT_STORAGE_KEYS }
  if (attribute === undefined) return { keys, problem: null }
  const value = attribute.ok ? attribute.value : undefined
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    const what = attribute.ok ? 'is not a JSON object' : 'is not valid JSON'
    return { keys, problem: `${STORAGE_KEYS_ATTRIBUTE} ${what}; every storage key keeps its default` }
  }
  const ignored: string[] = []
  for (const [name, key] of Object.entries(value)) {
    if (!isName(name)) ignored.push(`"${name}" (unknown name; known: ${STORAGE_KEY_NAMES.join(', ')})`)
    else if (typeof key !== 'string' || key.trim() === '') ignored.push(`"${name}" (not a non-empty string)`)
    else keys[name] = key.trim()
  }
  withoutSharedKeys(keys, ignored)
  const problem =
    ignored.length === 0
      ? null
      : `${STORAGE_KEYS_ATTRIBUTE}: ignored ${ignored.join(', ')}; those keys keep their defaults`
  return { keys, problem }
}

/** The names of the keys that hold the cart of `variant`. */
export function cartKeyNames(variant: Variant): StorageKeyName[] {
  return variant === 'special' ? ['specialTickets', 'specialMerchandise'] : ['cart']
}

/** True when both name the same key for every name. */
export function sameStorageKeys(a: StorageKeys, b: StorageKeys): boolean {
  return STORAGE_KEY_NAMES.every((name) => a[name] === b[name])
}
