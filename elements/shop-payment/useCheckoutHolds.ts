import { useMemo, useState } from 'react'
import { confirmHeldPlaces, PlacesTakenError } from '../../src/checkout/heldPlaces'
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../src/domain/shop/config'
import { holdTokensIn } from '../../src/domain/cart/ticketLines'
import type { Translator } from '../../src/domain/messages/translations'
import { useRenewOnActivity } from '../base/holds/useHolds'

/**
 * With `hold-places`, the tokens of the holds of the lines shown, renewed while the visitor types and chooses inside
 * `container` (at most once a minute); none without.
 */
export function useCheckoutHolds(
  config: ShopConfig,
  items: readonly CartSummaryItem[],
  container: HTMLElement | null,
): string[] {
  const tokens = useMemo(() => (config.holdPlaces ? holdTokensIn(items) : []), [config.holdPlaces, items])
  useRenewOnActivity(container, tokens)
  return tokens
}

/**
 * With `hold-places`, the checkout's check of the holds before each order (undefined without), and the places taken
 * that it found for the cart of `items` (null once the cart changed): nothing was paid, the element says so in place.
 */
export function useHeldOrderCheck(config: ShopConfig, t: Translator, items: readonly CartSummaryItem[]) {
  const [gone, setGone] = useState<{ items: readonly CartSummaryItem[]; error: PlacesTakenError } | null>(
    null,
  )
  const beforeOrder = useMemo(() => {
    if (!config.holdPlaces) return undefined
    const confirm = confirmHeldPlaces(
      config,
      (lines) => `${t('holds.placesGone', { lines })} ${t('holds.nothingPaid')}`,
    )
    return (checked: readonly CartSummaryItem[]) =>
      confirm(checked).catch((error: unknown) => {
        if (error instanceof PlacesTakenError) setGone({ items: checked, error })
        throw error
      })
  }, [config, t])
  return { beforeOrder, placesGone: gone?.items === items ? gone.error : null }
}
