import { useState } from 'react'
import { LoginNotKeptError } from '../../../src/checkout/buyer'
import { toShopError, type ShopError } from '../../../src/domain/errors'
import { StatusMessage } from '../../base/StatusMessage'
import { useShopText } from '../../base/useShopText'

interface Failure {
  error: ShopError
  /** The server's words for the whole form, when it sent any. */
  words: readonly string[]
}

export interface FormFailureState {
  failure: Failure | null
  show(error: unknown, words?: readonly string[]): void
  clear(): void
}

/** A buyer form's failure that belongs to no field: no answer, the server's words for the whole form, no cookies. */
export function useFormFailure(): FormFailureState {
  const [failure, setFailure] = useState<Failure | null>(null)
  return {
    failure,
    show: (error, words = []) => setFailure({ error: toShopError(error), words }),
    clear: () => setFailure(null),
  }
}

/** The failure's sentence, announced, with one console line and one `shop-error` event (never the visitor's data). */
export function FormFailure({ failure: state, element }: { failure: FormFailureState; element: string }) {
  const { t } = useShopText()
  const { failure } = state
  if (!failure) return null
  const message =
    failure.error instanceof LoginNotKeptError
      ? t('buyer.cookies')
      : failure.words.length > 0
        ? failure.words.join(' ')
        : t('buyer.failed')
  return <StatusMessage element={element} error={failure.error} message={message} />
}
