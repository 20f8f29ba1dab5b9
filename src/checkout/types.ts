/** Where in the flow a payment failed (reported with the `shop-payment-failed` event). */
export type PaymentStage = 'sdk' | 'create' | 'approve' | 'capture'

/**
 * The checkout flow every payment method uses (implemented in checkout.ts): the order is created on the server,
 * approved by the provider, captured once, then the page goes to the success address. Guards live here, not in the
 * methods: one order per attempt, one capture per order, cart cleared only after a successful capture.
 */
export interface Checkout {
  /** What is being paid, in integer cents (items + donations). */
  readonly totalCents: number
  /** The shop currency, e.g. 'EUR'. */
  readonly currency: string
  /**
   * POST /orders for this attempt with `paymentSource` (e.g. 'paypal', 'card', 'apple_pay', 'google_pay', 'ideal') and
   * the optional buyer e-mail; resolves the provider's order id (meta.payment_result.id). While a creation is in flight,
   * a second call returns the same promise. Rejects with PaymentError / NetworkError / InvalidDataError.
   */
  createOrder(paymentSource: string, options?: { email?: string | null }): Promise<string>
  /**
   * Captures the provider order once — a repeated call for the same id returns the first call's promise — and on
   * success clears cart and donations and goes to the success address. A capture without a clear answer is checked
   * with the order details first (a capture found there is a success). Rejects (after nothing was cleared) on failure,
   * with a `CaptureOutcomeUnknownError` when the outcome could not be learned; the caller decides whether to go to the
   * failure address (see `fail`) and passes the rejection on as `cause`.
   */
  capture(providerOrderId: string): Promise<void>
  /** GET /payments/paypal/details/{id} (Google Pay 3-D Secure). */
  orderDetails(providerOrderId: string): Promise<unknown>
  /**
   * Goes to the failure address with `message` ('Something went wrong' when empty) and reports the failure. `cause`
   * is the error that made it fail: a capture whose outcome is unknown replaces the message with its own text and
   * puts its order token into the event.
   */
  fail(stage: PaymentStage, message?: string, cause?: unknown): void
  /**
   * Optional: reports a failure the element shows in place instead of leaving the page (the card form's result area)
   * with the `shop-payment-failed` event; `cause` as for `fail`. Methods call it as `checkout.reportFailure?.(…)`.
   */
  reportFailure?(stage: PaymentStage, message: string, cause?: unknown): void
}

/**
 * A capture the provider answered without completing it — e.g. a declined card (its status and id are shown).
 * `Checkout.capture` may reject with an Error carrying it as `declinedTransaction`.
 */
export interface DeclinedTransaction {
  status: string
  id: string
}
