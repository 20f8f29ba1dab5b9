/**
 * The fake API's knobs for the ways a real server differs from the happy path: other error body shapes, a refused
 * per_page, busy answers with Retry-After, renewed logins. Part of the knobs of `knobs.ts`, which applies them.
 */

/** The shape of an orders or capture error body (the message is `orderError`, or the capture's own). */
export type ErrorBodyShape = 'error' | 'rails-field' | 'rails-list' | 'message' | 'text' | 'html' | 'empty'

export const ERROR_BODY_SHAPES: readonly ErrorBodyShape[] = [
  'error',
  'rails-field',
  'rails-list',
  'message',
  'text',
  'html',
  'empty',
]

/** A server that is rate limiting or down for a moment: the first `times` requests per method and path get `status`. */
export interface BusyKnob {
  status: 429 | 503
  /** The Retry-After header as sent: seconds or an HTTP date. */
  retryAfter: string
  times: number
}

/** 'renew': authenticated answers carry a new access-token (ROTATED_AUTH); 'blank': an empty one. */
export type RotateAuthMode = 'renew' | 'blank'

/** Knobs for the ways a real server differs from the happy path. */
export interface RealServerKnobs {
  /** Shape of the orders and capture error bodies; null = `{error}` for orders, PayPal's shape for capture. */
  errorBody: ErrorBodyShape | null
  /** Lists asked for more than the documented cap (100 with auth headers, 25 without) answer this status. */
  rejectPerPage: 400 | 422 | null
  busy: BusyKnob | null
  rotateAuth: RotateAuthMode | null
}

export function realServerDefaults(): RealServerKnobs {
  return { errorBody: null, rejectPerPage: null, busy: null, rotateAuth: null }
}

function oneOf<T extends string | number>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => String(candidate) === value)
}

/** `errorBody=rails-field&rejectPerPage=422&busy=429&retryAfter=1&busyTimes=2&rotateAuth=renew`, onto `knobs`. */
export function applyRealServerQuery(params: URLSearchParams, knobs: RealServerKnobs): void {
  knobs.errorBody = oneOf(ERROR_BODY_SHAPES, params.get('errorBody')) ?? knobs.errorBody
  knobs.rejectPerPage = oneOf([400, 422] as const, params.get('rejectPerPage')) ?? knobs.rejectPerPage
  knobs.rotateAuth = oneOf(['renew', 'blank'] as const, params.get('rotateAuth')) ?? knobs.rotateAuth
  const busy = oneOf([429, 503] as const, params.get('busy'))
  const times = Number(params.get('busyTimes') ?? 1)
  if (busy && Number.isInteger(times) && times > 0) {
    knobs.busy = { status: busy, retryAfter: params.get('retryAfter') ?? '1', times }
  }
}
