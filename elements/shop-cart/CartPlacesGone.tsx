import type { PlacesTakenError } from '../../src/checkout/heldPlaces'
import { PlacesGoneNotice, type GoneLineView } from '../base/holds/PlacesGoneNotice'
import type { CartView } from './cartView'
import type { CartEdits } from './useCartEdits'

export interface CartPlacesGoneProps {
  error: PlacesTakenError
  view: CartView
  edits: Pick<CartEdits, 'busyKey' | 'setTo'>
}

/**
 * The cart's notice when the places of lines whose hold ended were taken: per line the places still free, taken here
 * with one button (the line's quantity becomes them, with a new hold), or another time on the museum's ticket page.
 * Removing stays the line's own button.
 */
export function CartPlacesGone({ error, view, edits }: CartPlacesGoneProps) {
  const indexOf = (key: string) => view.lines.findIndex((line) => line.key === key)
  const lines = error.gone.flatMap((gone): GoneLineView[] => {
    const line = view.lines.find((candidate) => candidate.kind === 'item' && candidate.item === gone.item)
    return line ? [{ key: line.key, label: line.label, when: line.when ?? line.name, left: gone.left }] : []
  })
  return (
    <PlacesGoneNotice
      element="shop-cart"
      error={error}
      message={error.message}
      lines={lines}
      busy={edits.busyKey !== null}
      onFit={(key, left) => {
        const index = indexOf(key)
        const line = view.lines[index]
        if (line) edits.setTo(line, left, index)
      }}
    />
  )
}
