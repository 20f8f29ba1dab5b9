/**
 * Start-up checks of the storage contract with the museum's shop. They only look and describe what they see: data is
 * only ever read from and written to the configured keys, whatever these checks find elsewhere.
 */
import { cartKeyNames, cartShapeOf } from './cart'
import type { ShopConfig } from './config'
import { readJson, readText, storedKeys } from './storage'
import { STORAGE_KEYS_ATTRIBUTE } from './storageKeys'

/**
 * A console line when `shopUrl` is on another origin than the page: localStorage is per origin, so that shop never
 * sees the donations, flag and language the elements store here, nor do the elements see its cart. Null otherwise.
 */
export function crossOriginWarning(shopUrl: string, pageOrigin: string | undefined): string | null {
  if (!pageOrigin || pageOrigin === 'null') return null
  let shopOrigin: string
  try {
    shopOrigin = new URL(shopUrl).origin
  } catch {
    return null
  }
  if (shopOrigin === pageOrigin) return null
  return (
    `shop-url ${shopOrigin} is another origin than this page (${pageOrigin}): browser storage is per origin, so ` +
    'that shop cannot see the cart, donations, skip flag and language the elements store here'
  )
}

/**
 * A console hint when the cart of the configured variant is missing under its configured key(s) while another key
 * of this origin holds a value of that cart's format: most likely the key was set wrongly. Names the first such key
 * and the override to set; null when the cart is there or no other key looks like one.
 */
export function misplacedCartHint(config: Pick<ShopConfig, 'variant' | 'storageKeys'>): string | null {
  const { variant, storageKeys: keys } = config
  const configured = cartKeyNames(variant).map((name) => keys[name])
  if (configured.some((key) => readText(key) !== null)) return null
  const ours = new Set(Object.values(keys))
  for (const key of storedKeys()) {
    if (ours.has(key)) continue
    const read = readJson(key)
    const name = read.ok ? cartShapeOf(variant, read.value) : null
    if (name === null) continue
    return (
      `The cart under "${keys[name]}" is empty, but "${key}" holds a cart of the ${variant} variant. If the ` +
      `museum's shop keeps its cart there, set ${STORAGE_KEYS_ATTRIBUTE}='${JSON.stringify({ [name]: key })}' ` +
      'on the init element. Nothing is read from or written to that key.'
    )
  }
  return null
}
