/**
 * A start-up check of the storage contract with the museum's shop. It only looks and describes what it sees: data is
 * only ever read from and written to the configured keys, whatever this check finds elsewhere.
 */
import { cartShapeOf } from './formats'
import type { ShopConfig } from '../shop/config'
import { readJson, readText, storedKeys } from '../browser/storage'
import { cartKeyNames, STORAGE_KEYS_ATTRIBUTE } from '../shop/storageKeys'

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
