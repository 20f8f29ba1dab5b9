import type { ShopError } from '../../domain/errors'
import { FAILURE_TEXT_KEYS } from '../../domain/messages'
import { TicketAvailabilityError } from '../../domain/tickets/errors'
import type { Translator } from '../../domain/translations'
import { retryFailedQueries } from '../../store/query'
import { StatusMessage } from '../base/StatusMessage'

/**
 * A failed ticket call in the element: unreadable availability has its own sentence, the rest say what kind of
 * failure; "try again" asks every failed call of the page again.
 */
export function TicketFailure({ error, t }: { error: ShopError; t: Translator }) {
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
