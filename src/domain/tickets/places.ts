/**
 * Places left in words rather than numbers alone: many, few, none. Apart from the slots, so that every element that
 * sells places (ticket times, event dates) says "only N" from the same number.
 */

/** At most this many places left reads as "only N". */
export const FEW_PLACES = 5

/** Places left as a list says them: "12 free", "only 3", "sold out". */
export type SlotPlaces = { kind: 'free' | 'few'; count: number } | { kind: 'soldOut'; count: 0 }

export function placesOf(count: number): SlotPlaces {
  if (count <= 0) return { kind: 'soldOut', count: 0 }
  return { kind: count <= FEW_PLACES ? 'few' : 'free', count }
}
