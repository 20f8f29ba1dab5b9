/**
 * Reads a field of a value whose shape is not known: a server answer before validation, stored JSON, a thrown
 * value, a vendor SDK object. No cast, no throw for a missing step.
 */

/**
 * `value[key1][key2]…`, or undefined as soon as a step is not an object. Inherited fields count, because vendor SDK
 * objects and errors keep some of theirs on prototypes; data that must be of a shape is validated afterwards.
 */
export function fieldOf(value: unknown, ...path: readonly string[]): unknown {
  let current = value
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined
    current = Reflect.get(current, key)
  }
  return current
}
