import { describe, expect, it, vi } from 'vitest'
import { applyKnobsFromQuery, knobs, resetKnobs } from '../../msw/knobs'

describe('applyKnobsFromQuery', () => {
  it('reads latency, holding, failures, per-page cap, order error and capture status', () => {
    applyKnobsFromQuery(
      '?latency=300&hold&fail=shop:http500,museums:malformed&perPage=2&orderError=Sold%20out&captureStatus=500',
    )
    expect(knobs).toMatchObject({
      latencyMs: 300,
      holdAnswers: true,
      perPageCap: 2,
      failures: { shop: 'http500', museums: 'malformed' },
      orderError: 'Sold out',
      captureStatus: 500,
    })
  })

  it('reads the details answer, where "none" leaves a 3-D Secure field out', () => {
    applyKnobsFromQuery('detailsStatus=PAYER_ACTION_REQUIRED&enrollment=U&authentication=none')
    expect(knobs.details).toEqual({
      status: 'PAYER_ACTION_REQUIRED',
      enrollmentStatus: 'U',
      authenticationStatus: null,
    })
  })

  it('skips unknown endpoints and modes with a warning, keeping the valid ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    applyKnobsFromQuery('?fail=shopp:http500,tours:explode,events:timeout')
    expect(knobs.failures).toEqual({ events: 'timeout' })
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it("reads one endpoint's extra delay, skipping a bad one with a warning", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    applyKnobsFromQuery('?slow=exhibitions:20000,museums:soon,shopp:5')
    expect(knobs.slowMs).toEqual({ exhibitions: 20000 })
    expect(warn).toHaveBeenCalledTimes(2)
  })

  it('ignores values that are not numbers or out of range', () => {
    applyKnobsFromQuery('?latency=-5&perPage=zero&captureStatus=abc')
    expect(knobs).toMatchObject({ latencyMs: 0, perPageCap: null, captureStatus: null })
  })
})

describe('applyKnobsFromQuery: what a real server may answer', () => {
  it('reads the error body shape, the per_page refusal, a busy answer and the login renewal', () => {
    applyKnobsFromQuery(
      '?errorBody=rails-field&rejectPerPage=422&busy=503&retryAfter=Wed,%2021%20Oct%202026%2007:28:00%20GMT&busyTimes=2&rotateAuth=renew',
    )
    expect(knobs).toMatchObject({
      errorBody: 'rails-field',
      rejectPerPage: 422,
      busy: { status: 503, retryAfter: 'Wed, 21 Oct 2026 07:28:00 GMT', times: 2 },
      rotateAuth: 'renew',
    })
  })

  it('answers busy once with Retry-After 1 unless told otherwise', () => {
    applyKnobsFromQuery('?busy=429&rotateAuth=blank')
    expect(knobs).toMatchObject({ busy: { status: 429, retryAfter: '1', times: 1 }, rotateAuth: 'blank' })
  })

  it('ignores values it does not know', () => {
    applyKnobsFromQuery('?errorBody=xml&rejectPerPage=500&busy=500&rotateAuth=yes')
    applyKnobsFromQuery('?busy=429&busyTimes=0')
    expect(knobs).toMatchObject({ errorBody: null, rejectPerPage: null, busy: null, rotateAuth: null })
  })
})

describe('resetKnobs', () => {
  it('restores every default in the same object, so shared references stay live', () => {
    const shared = knobs
    knobs.fixtureSet = 'documented'
    knobs.latencyMs = 500
    knobs.holdAnswers = true
    knobs.failures.shop = 'network'
    knobs.slowMs.exhibitions = 5
    knobs.details.status = 'COMPLETED'
    knobs.captureFault = 'dropAfterProcessing'
    knobs.availabilityFault = 'emptyList'
    knobs.placesChanges.push({ quotaId: '61', day: '2026-05-30', time: '11:30', left: 0 })
    knobs.seatsChanges.push({ dateId: 105, available: 1 })
    knobs.refuseHolds = 403
    knobs.holdSeconds = 5
    knobs.rivalHolds.push({ ticketId: 51, startAt: '2026-05-30T11:00:00+02:00', quantity: 1 })
    resetKnobs()
    expect(shared).toBe(knobs)
    expect(knobs).toEqual({
      fixtureSet: 'ours',
      latencyMs: 0,
      holdAnswers: false,
      perPageCap: null,
      failures: {},
      slowMs: {},
      orderError: null,
      captureStatus: null,
      details: { status: 'APPROVED', enrollmentStatus: 'Y', authenticationStatus: 'Y' },
      errorBody: null,
      rejectPerPage: null,
      busy: null,
      rotateAuth: null,
      ticketReferenceDay: '2026-05-30',
      availabilityFault: null,
      placesChanges: [],
      seatsChanges: [],
      tourChanges: [],
      refuseHolds: null,
      holdSeconds: 300,
      holdLimitSeconds: 3600,
      ticketPrices: {},
      rivalHolds: [],
      payModes: 'paypal',
      modeMeta: 'asNamed',
      captureFault: null,
    })
  })
})

describe('hold knobs', () => {
  it('reads a refusal and shorter holds from the query and skips values it does not know with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    applyKnobsFromQuery('?refuseHolds=403&holdSeconds=20&holdLimitSeconds=90')
    expect(knobs).toMatchObject({ refuseHolds: 403, holdSeconds: 20, holdLimitSeconds: 90 })
    applyKnobsFromQuery('?refuseHolds=500&holdSeconds=0')
    expect(knobs).toMatchObject({ refuseHolds: 403, holdSeconds: 20 })
    expect(warn.mock.calls).toEqual([
      ['[fake api] ignored refuseHolds=500: expected one of 401, 403, 404, 422'],
      ['[fake api] ignored holdSeconds=0: expected whole seconds above 0'],
    ])
  })
})

describe('captureFault', () => {
  it('reads a capture fault from the query and skips an unknown one with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    applyKnobsFromQuery('?captureFault=holdAfterProcessing')
    expect(knobs.captureFault).toBe('holdAfterProcessing')
    applyKnobsFromQuery('?captureFault=explode')
    expect(knobs.captureFault).toBe('holdAfterProcessing')
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[fake api] ignored captureFault=explode: expected one of dropAfterProcessing, holdAfterProcessing',
    )
  })
})
