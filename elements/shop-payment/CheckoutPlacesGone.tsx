import { useState } from 'react'
import type { PlacesTakenError } from '../../src/checkout/heldPlaces'
import { removeGoneLine, takePlacesLeft } from '../../src/checkout/placesLeft'
import { ticketLineLabel, ticketLineWhen } from '../../src/domain/cart/ticketLines'
import { PlacesGoneNotice } from '../base/holds/PlacesGoneNotice'
import { useShopConfig, useShopText } from '../base/useShopText'

/**
 * The checkout's notice when the places of lines whose hold ended were taken before the order: nothing was ordered
 * or paid, and the page stays. Per line the places still free (taken here, held anew), removing it, or another time
 * on the museum's ticket page; the summary follows the changed cart.
 */
export function CheckoutPlacesGone({ error }: { error: PlacesTakenError }) {
  const config = useShopConfig()
  const { locale } = useShopText()
  const [busy, setBusy] = useState(false)
  const lines = error.gone.map((gone, index) => ({
    key: String(index),
    label: ticketLineLabel(gone.item, locale),
    when: ticketLineWhen(gone.item, locale) ?? gone.item.name,
    left: gone.left,
  }))
  const itemOf = (key: string) => error.gone[Number(key)]?.item
  return (
    <PlacesGoneNotice
      element="shop-payment"
      error={error}
      message={error.message}
      lines={lines}
      busy={busy}
      onFit={(key, left) => {
        const item = itemOf(key)
        if (!item) return
        setBusy(true)
        void takePlacesLeft(config, item, left).finally(() => setBusy(false))
      }}
      onRemove={(key) => {
        const item = itemOf(key)
        if (item) removeGoneLine(config, item)
      }}
    />
  )
}
