/**
 * The fake v4 API's controls. One mutable object, shared by the node server (unit tests) and the service worker
 * (demo, browser tests), so a test changes behaviour by assigning to `knobs` and the setup file undoes it.
 */
import { applyRealServerQuery, realServerDefaults, type RealServerKnobs } from './realServerKnobs'
import { applyEventQuery, eventDefaults, type EventKnobs } from './eventKnobs'
import { applyHoldQuery, holdDefaults, type HoldKnobs } from './holdKnobs'
import { applyTicketQuery, ticketDefaults, type TicketKnobs } from './ticketKnobs'
import { applyTourQuery, tourDefaults, type TourKnobs } from './tourKnobs'
import { applyPayModeQuery, payModeDefaults, type PayModeKnobs } from './payModeKnobs'

export { ERROR_BODY_SHAPES, type ErrorBodyShape } from './realServerKnobs'

/** How an endpoint misbehaves when a failure is switched on for it. */
export type FailureMode = 'http500' | 'malformed' | 'timeout' | 'empty204' | 'network' | 'wrongTypes'

/** Every endpoint of the fake API, by the name used in `knobs.failures` and in `?fail=` queries. */
export type EndpointName =
  | 'shop'
  | 'museums'
  | 'exhibitions'
  | 'events'
  | 'event'
  | 'tours'
  | 'merchandises'
  | 'ticketsCalendar'
  | 'ticketsListAndQuotas'
  | 'tickets'
  | 'ticket'
  | 'ticketCapacity'
  | 'reservations'
  | 'orders'
  | 'capture'
  | 'details'
  | 'annualOrder'
  | 'order'
  | 'withdrawals'
  | 'finalize'
  | 'countries'
  | 'auth'
  | 'signIn'
  | 'validateToken'
  | 'couponSale'
  | 'cartPricing'
  | 'coupons'
  | 'article'

/** What GET payments/paypal/details answers; `null` leaves the 3-D Secure field out of the answer. */
export interface DetailsKnob {
  /** PayPal order status, e.g. 'APPROVED', 'PAYER_ACTION_REQUIRED', 'COMPLETED'. */
  status: string
  /** three_d_secure.enrollment_status: 'Y', 'N', 'U', 'B' or null. */
  enrollmentStatus: string | null
  /** three_d_secure.authentication_status: 'Y', 'N', 'U', 'A', 'C', 'R', 'D', 'I' or null. */
  authenticationStatus: string | null
}

/** The fake API's controls. */
export interface FakeApiKnobs
  extends RealServerKnobs, TicketKnobs, EventKnobs, TourKnobs, HoldKnobs, PayModeKnobs {
  /** Delay before every answer of the shop API, in ms. */
  latencyMs: number
  /**
   * Every answer waits while this is true (`?hold`); a test sets it to false to let them go. For "before any answer"
   * checks that must not depend on how fast a busy machine is.
   */
  holdAnswers: boolean
  /** A server-side cap on per_page (the real API caps at 25/100); null = no cap. */
  perPageCap: number | null
  /** Which endpoints fail, and how. */
  failures: Partial<Record<EndpointName, FailureMode>>
  /** Extra delay of single endpoints in ms, on top of `latencyMs` (`?slow=exhibitions:20000`). */
  slowMs: Partial<Record<EndpointName, number>>
  /** When set, POST orders answers 422 `{error: orderError}`. */
  orderError: string | null
  /** When set, POST capture answers with this status (≥ 400 is an error body). */
  captureStatus: number | null
  /** The PayPal order details answer (Google Pay 3-D Secure flow). */
  details: DetailsKnob
  /** A capture that the server processes but whose answer gets lost (see CaptureFault below); null: none. */
  captureFault: CaptureFault | null
}

/** Every endpoint name, for validating `?fail=` queries. */
export const ENDPOINT_NAMES: readonly EndpointName[] = [
  'shop',
  'museums',
  'exhibitions',
  'events',
  'event',
  'tours',
  'merchandises',
  'ticketsCalendar',
  'ticketsListAndQuotas',
  'tickets',
  'ticket',
  'ticketCapacity',
  'reservations',
  'orders',
  'capture',
  'details',
  'annualOrder',
  'order',
  'withdrawals',
  'finalize',
  'countries',
  'auth',
  'signIn',
  'validateToken',
  'couponSale',
  'cartPricing',
  'coupons',
  'article',
]

/** Every failure mode, for validating `?fail=` queries. */
export const FAILURE_MODES: readonly FailureMode[] = [
  'http500',
  'malformed',
  'timeout',
  'empty204',
  'network',
  'wrongTypes',
]

function defaultKnobs(): FakeApiKnobs {
  return {
    fixtureSet: 'ours',
    latencyMs: 0,
    holdAnswers: false,
    perPageCap: null,
    failures: {},
    slowMs: {},
    orderError: null,
    captureStatus: null,
    details: { status: 'APPROVED', enrollmentStatus: 'Y', authenticationStatus: 'Y' },
    ...realServerDefaults(),
    ...ticketDefaults(),
    ...eventDefaults(),
    ...tourDefaults(),
    ...holdDefaults(),
    ...payModeDefaults(),
    captureFault: null,
  }
}

/** The live controls. Mutate freely in a test; `resetKnobs()` runs after each one. */
export const knobs: FakeApiKnobs = defaultKnobs()

/** Restores the defaults in place, so references handed out earlier (e.g. `window.__fakeApi.knobs`) stay live. */
export function resetKnobs(): void {
  Object.assign(knobs, defaultKnobs())
}

function isEndpointName(value: string): value is EndpointName {
  return (ENDPOINT_NAMES as readonly string[]).includes(value)
}

function isFailureMode(value: string): value is FailureMode {
  return (FAILURE_MODES as readonly string[]).includes(value)
}

/** 'none' and '' mean "leave the field out". */
function optionalText(value: string): string | null {
  return value === '' || value === 'none' ? null : value
}

/**
 * Sets knobs from a page query, on top of the current values, e.g.
 * `?latency=300&fail=shop:http500,museums:malformed&perPage=2&orderError=Sold%20out&captureStatus=500`
 * plus `detailsStatus=PAYER_ACTION_REQUIRED&enrollment=Y&authentication=N` ('none' leaves a field out) and
 * `slow=exhibitions:20000` (one endpoint's extra delay in ms, for the catalog and ticket endpoints), and the ticket
 * knobs of ticketKnobs.ts (`ticketDay`, `availability`, `places`), eventKnobs.ts (`seats`) and holdKnobs.ts
 * (`refuseHolds`, `holdSeconds`, `holdLimitSeconds`).
 * Unknown endpoint or failure names are skipped with a console warning, so a typo in the demo's URL is visible.
 */
export function applyKnobsFromQuery(search: string): void {
  const params = new URLSearchParams(search)
  applyFixtureSetFromQuery(params)
  const latency = Number(params.get('latency'))
  if (params.has('latency') && Number.isFinite(latency) && latency >= 0) knobs.latencyMs = latency
  if (params.has('hold')) knobs.holdAnswers = true
  const perPage = Number(params.get('perPage'))
  if (params.has('perPage') && Number.isInteger(perPage) && perPage > 0) knobs.perPageCap = perPage
  for (const entry of (params.get('fail') ?? '').split(',').filter(Boolean)) {
    const [endpoint = '', mode = ''] = entry.split(':')
    if (isEndpointName(endpoint) && isFailureMode(mode)) knobs.failures[endpoint] = mode
    else console.warn(`[fake api] ignored fail=${entry}: expected <endpoint>:<mode>`)
  }
  for (const entry of (params.get('slow') ?? '').split(',').filter(Boolean)) {
    const [endpoint = '', ms = ''] = entry.split(':')
    if (isEndpointName(endpoint) && /^\d+$/.test(ms)) knobs.slowMs[endpoint] = Number(ms)
    else console.warn(`[fake api] ignored slow=${entry}: expected <endpoint>:<milliseconds>`)
  }
  const orderError = params.get('orderError')
  if (orderError) knobs.orderError = orderError
  const captureStatus = Number(params.get('captureStatus'))
  if (Number.isInteger(captureStatus) && captureStatus >= 200 && captureStatus < 600) {
    knobs.captureStatus = captureStatus
  }
  const detailsStatus = params.get('detailsStatus')
  if (detailsStatus) knobs.details.status = detailsStatus
  const enrollment = params.get('enrollment')
  if (enrollment !== null) knobs.details.enrollmentStatus = optionalText(enrollment)
  const authentication = params.get('authentication')
  if (authentication !== null) knobs.details.authenticationStatus = optionalText(authentication)
  applyRealServerQuery(params, knobs)
  applyTicketQuery(params, knobs)
  applyEventQuery(params, knobs)
  applyTourQuery(params, knobs)
  applyHoldQuery(params, knobs)
  applyPayModeQuery(params, knobs)
  applyCaptureFaultFromQuery(params)
}

// The fixture set, kept in one block of its own.

/**
 * Which data the catalog endpoints serve: ours (made from the documented examples), exactly those examples, or ours
 * with a long campaign name in the shop ('long', for narrow layouts).
 */
export type FixtureSet = 'ours' | 'documented' | 'long'

export interface FakeApiKnobs {
  /**
   * 'documented': museums, exhibitions, events, tours, tickets, the calendar and the quotas answer exactly the
   * examples of the v4 API documentation; endpoints it has no example for (shop, merchandises) keep ours.
   */
  fixtureSet: FixtureSet
}

/** `?fixtures=documented` (or `ours`, `long`); anything else is skipped with a console warning. */
function applyFixtureSetFromQuery(params: URLSearchParams): void {
  const set = params.get('fixtures')
  if (set === null) return
  if (set === 'documented' || set === 'ours' || set === 'long') knobs.fixtureSet = set
  else console.warn(`[fake api] ignored fixtures=${set}: expected documented, ours or long`)
}

// --- Network faults after the server did its work (checkout under network faults) ---
//
// Faults before the server did anything are failures: `fail=capture:network` drops the connection, and
// `fail=capture:timeout` holds the answer past the client's timeout, before the capture is processed (details then
// answer `knobs.details.status`, APPROVED by default). `fail=details:network` makes the details unreachable.
// The faults below let the server process the capture first, so the order is captured (details then answer
// COMPLETED) and only the answer is lost.

/** After processing the capture: 'dropAfterProcessing' drops the connection, 'holdAfterProcessing' never answers. */
export type CaptureFault = 'dropAfterProcessing' | 'holdAfterProcessing'

/** Every capture fault, for validating `?captureFault=` queries. */
export const CAPTURE_FAULTS: readonly CaptureFault[] = ['dropAfterProcessing', 'holdAfterProcessing']

function isCaptureFault(value: string): value is CaptureFault {
  return (CAPTURE_FAULTS as readonly string[]).includes(value)
}

/** `?captureFault=dropAfterProcessing` or `holdAfterProcessing`; anything else is skipped with a console warning. */
function applyCaptureFaultFromQuery(params: URLSearchParams): void {
  const fault = params.get('captureFault')
  if (fault === null) return
  if (isCaptureFault(fault)) knobs.captureFault = fault
  else console.warn(`[fake api] ignored captureFault=${fault}: expected one of ${CAPTURE_FAULTS.join(', ')}`)
}
