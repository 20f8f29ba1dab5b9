import { useRef, useState, type FormEvent } from 'react'
import { HttpError } from '../../src/api/errors'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { ShopConfig } from '../../src/domain/shop/config'
import {
  WITHDRAWAL_FIELDS,
  withdrawalProblems,
  type WithdrawalField,
  type WithdrawalValues,
} from '../../src/domain/shop/withdrawal'
import { sendWithdrawal } from '../../src/services/orderConfirmation'
import { apiClientFor } from '../../src/store/apiQuery'

/** A field's message: a problem found here (a text key) or the server's own words. */
export type FieldMessage = { key: string } | { said: string }

export type SendState =
  { status: 'editing' } | { status: 'sending' } | { status: 'failed'; error: ShopError } | { status: 'sent' }

const isField = (name: string | null): name is WithdrawalField =>
  (WITHDRAWAL_FIELDS as readonly string[]).includes(name ?? '')

/** The server's words by field, from a refusal (Rails' `errors: {email: [...]}`). */
function serverMessages(error: unknown): Partial<Record<WithdrawalField, FieldMessage>> {
  const found: Partial<Record<WithdrawalField, FieldMessage>> = {}
  if (!(error instanceof HttpError) || error.status !== 422) return found
  for (const message of error.fieldMessages ?? [])
    if (isField(message.field)) found[message.field] ??= { said: message.message }
  return found
}

/** The form's values, its messages by field, and sending: checked here first, sent once, the server's refusal shown. */
export function useWithdrawalForm(config: ShopConfig, orderId: string) {
  const [values, setValues] = useState<WithdrawalValues>({
    first_name: '',
    last_name: '',
    email: '',
    order_id: orderId,
    note: '',
  })
  const [messages, setMessages] = useState<Partial<Record<WithdrawalField, FieldMessage>>>({})
  const [state, setState] = useState<SendState>({ status: 'editing' })
  const form = useRef<HTMLFormElement>(null)

  const change = (field: WithdrawalField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setMessages((current) => ({ ...current, [field]: undefined }))
  }

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (state.status === 'sending') return
    const problems = withdrawalProblems(values)
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, { key: `withdrawal.problem.${problem}` }]),
    )
    setMessages(found)
    if (Object.keys(found).length > 0) return focusFirstInvalid()
    setState({ status: 'sending' })
    const note = values.note.trim()
    sendWithdrawal(apiClientFor(config), {
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      order_id: values.order_id.trim(),
      ...(note ? { note } : {}),
    }).then(
      () => setState({ status: 'sent' }),
      (error: unknown) => {
        const said = serverMessages(error)
        setMessages(said)
        setState({ status: 'failed', error: toShopError(error) })
        if (Object.keys(said).length > 0) focusFirstInvalid()
      },
    )
  }

  return { values, messages, state, change, submit, form }
}
