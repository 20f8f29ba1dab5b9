import type { PaymentMethod } from '../types'

/**
 * Card fields, Apple Pay, Google Pay and the local methods (issue 6) plug in here; the method list (methods/index.ts)
 * appends them after PayPal.
 */
export const extraMethods: readonly PaymentMethod[] = []
