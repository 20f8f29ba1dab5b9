/**
 * Where the answer of POST /orders sends the browser when the order was placed with one of the shop's other payment
 * modes (go~mus routes on `meta` so): the provider's page, a form posted to the provider, the success page at once
 * (nothing to pay), or the failure page. Pure: nothing here navigates.
 */
import { fieldOf } from '../../domain/values/fieldOf'

/** Why an order answer leads to the failure page. */
export type RefusalReason = 'declined' | 'unusable' | 'unsafe-address'

/** What the checkout does with an order answer. */
export type OrderRoute =
  | { kind: 'success' }
  | { kind: 'redirect'; url: string }
  | { kind: 'post'; url: string; params: Record<string, string> }
  | { kind: 'fail'; reason: RefusalReason; detail: string }

/** Only a web address may be followed or posted to: a `javascript:` or `data:` address would run in the shop's page. */
function webAddress(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    const url = new URL(value.trim(), base)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** The form's fields as text; null when they are not a flat object of texts, numbers or booleans. */
function formFields(value: unknown): Record<string, string> | null {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) return null
  const fields: Record<string, string> = {}
  for (const [name, field] of Object.entries(value)) {
    if (typeof field !== 'string' && typeof field !== 'number' && typeof field !== 'boolean') return null
    fields[name] = String(field)
  }
  return fields
}

function unsafe(what: string, value: unknown): OrderRoute {
  return { kind: 'fail', reason: 'unsafe-address', detail: `${what} is no http(s) address: ${String(value)}` }
}

/**
 * The route of an order answer's `meta`: `status: "fail"` → failure; `status: "success"` → success; `payment_url` →
 * the browser goes there; `payment_data: {url, params}` → a POST form; anything else → failure ('unusable').
 * Addresses resolve against `base` (the page).
 */
export function routeOfAnswer(meta: unknown, base: string): OrderRoute {
  const status = fieldOf(meta, 'status')
  if (status === 'fail') return { kind: 'fail', reason: 'declined', detail: 'the order answer says fail' }
  if (status === 'success') return { kind: 'success' }
  const paymentUrl = fieldOf(meta, 'payment_url')
  if (paymentUrl !== undefined && paymentUrl !== null) {
    const url = webAddress(paymentUrl, base)
    return url ? { kind: 'redirect', url } : unsafe('payment_url', paymentUrl)
  }
  const data = fieldOf(meta, 'payment_data')
  if (data !== undefined && data !== null) {
    const target = fieldOf(data, 'url')
    const url = webAddress(target, base)
    if (!url) return unsafe('payment_data.url', target)
    const params = formFields(fieldOf(data, 'params'))
    if (params) return { kind: 'post', url, params }
    return { kind: 'fail', reason: 'unusable', detail: 'payment_data.params is not a flat object' }
  }
  return { kind: 'fail', reason: 'unusable', detail: 'the order answer names no way to pay' }
}
