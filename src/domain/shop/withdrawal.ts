/**
 * The withdrawal form's rules: what each field must hold before it is sent. The server checks again and may refuse a
 * field with its own words; those are shown at the same place.
 */
import { isEmailShaped } from '../values/emailShape'

export const WITHDRAWAL_FIELDS = ['first_name', 'last_name', 'email', 'order_id', 'note'] as const

export type WithdrawalField = (typeof WITHDRAWAL_FIELDS)[number]

export type WithdrawalValues = Record<WithdrawalField, string>

/** Why a field is not ready: empty where it is needed, or not of its shape. */
export type WithdrawalProblem = 'required' | 'email' | 'orderId' | 'tooLong'

/** Notes longer than this are cut off by the server; the form says so before sending. */
export const NOTE_MAX = 2000

/** The problem of each field that has one. */
export function withdrawalProblems(
  values: WithdrawalValues,
): Partial<Record<WithdrawalField, WithdrawalProblem>> {
  const problems: Partial<Record<WithdrawalField, WithdrawalProblem>> = {}
  for (const field of ['first_name', 'last_name', 'email', 'order_id'] as const)
    if (values[field].trim() === '') problems[field] = 'required'
  if (!problems.email && !isEmailShaped(values.email.trim())) problems.email = 'email'
  if (!problems.order_id && !/^\d{1,12}$/.test(values.order_id.trim())) problems.order_id = 'orderId'
  if (values.note.length > NOTE_MAX) problems.note = 'tooLong'
  return problems
}

/** The order number in a page address's `order` query, when it is one. */
export function orderNumberIn(address: string): string {
  try {
    const value = new URL(address).searchParams.get('order')?.trim() ?? ''
    return /^\d{1,12}$/.test(value) ? value : ''
  } catch {
    return ''
  }
}
