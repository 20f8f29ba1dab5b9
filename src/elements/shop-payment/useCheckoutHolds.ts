import { useMemo } from 'react'
import { confirmHeldPlaces } from '../../checkout/heldPlaces'
import type { CartSummaryItem } from '../../domain/cart'
import type { ShopConfig } from '../../domain/config'
import { holdTokensIn } from '../../domain/tickets/cartLines'
import type { Translator } from '../../domain/translations'
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
