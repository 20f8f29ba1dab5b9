import { useMemo } from 'react'
import { confirmHeldPlaces } from '../../src/checkout/heldPlaces'
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

/** With `hold-places`, the checkout's check of the holds before each order; undefined without. */
export function useHeldOrderCheck(config: ShopConfig, t: Translator) {
  return useMemo(
    () =>
      config.holdPlaces ? confirmHeldPlaces(config, (lines) => t('holds.placesGone', { lines })) : undefined,
    [config, t],
  )
}
