import { describe, expect, it, vi } from 'vitest'
import { applyKnobsFromQuery, knobs, resetKnobs } from '../../msw/knobs'

describe('applyKnobsFromQuery', () => {
  it('reads latency, failures, per-page cap, order error and capture status', () => {
    applyKnobsFromQuery(
      '?latency=300&fail=shop:http500,museums:malformed&perPage=2&orderError=Sold%20out&captureStatus=500',
    )
    expect(knobs).toMatchObject({
      latencyMs: 300,
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

  it('ignores values that are not numbers or out of range', () => {
    applyKnobsFromQuery('?latency=-5&perPage=zero&captureStatus=abc')
    expect(knobs).toMatchObject({ latencyMs: 0, perPageCap: null, captureStatus: null })
  })
})

describe('resetKnobs', () => {
  it('restores every default in the same object, so shared references stay live', () => {
    const shared = knobs
    knobs.latencyMs = 500
    knobs.failures.shop = 'network'
    knobs.details.status = 'COMPLETED'
    knobs.captureFault = 'dropAfterProcessing'
    resetKnobs()
    expect(shared).toBe(knobs)
    expect(knobs).toEqual({
      latencyMs: 0,
      perPageCap: null,
      failures: {},
      orderError: null,
      captureStatus: null,
      details: { status: 'APPROVED', enrollmentStatus: 'Y', authenticationStatus: 'Y' },
      captureFault: null,
    })
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
