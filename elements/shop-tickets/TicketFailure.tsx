import type { ShopError } from '../../src/domain/errors'
import { useShopText } from '../base/useShopText'
import { FAILURE_TEXT_KEYS } from '../../src/domain/messages'
import { TicketAvailabilityError } from '../../src/domain/tickets/errors'
import { retryFailedQueries } from '../../src/store/query'
import { StatusMessage } from '../base/StatusMessage'

/**
 * A failed ticket call in the element: unreadable availability has its own sentence, the rest say what kind of
 * failure; "try again" asks every failed call of the page again.
 */
export function TicketFailure({ error }: { error: ShopError }) {
  const { t } = useShopText()
  return (
    <StatusMessage
      element="shop-tickets"
      error={error}
      message={
        error instanceof TicketAvailabilityError
          ? t('tickets.unreadable')
          : t(FAILURE_TEXT_KEYS[error.failure])
      }
      onRetry={retryFailedQueries}
      retryLabel={t('common.retry')}
    />
  )
}
