import { describe, expect, it } from 'vitest'
import { fieldOf } from '../../../src/domain/values/fieldOf'

describe('fieldOf', () => {
  const details = { payment_source: { card: { status: 'Y' } }, list: ['a'] }

  it('follows a path through nested objects', () => {
    expect(fieldOf(details, 'payment_source', 'card', 'status')).toBe('Y')
    expect(fieldOf(details, 'list', '0')).toBe('a')
  })

  it('gives undefined as soon as a step is missing or not an object', () => {
    expect(fieldOf(details, 'payment_source', 'wallet', 'status')).toBeUndefined()
    expect(fieldOf(details, 'payment_source', 'card', 'status', 'length')).toBeUndefined()
    for (const value of [null, undefined, 'text', 42, true]) expect(fieldOf(value, 'message')).toBeUndefined()
  })

  it('reads fields an object inherits, as errors and SDK objects keep them on prototypes', () => {
    class Declined extends Error {
      get declinedTransaction() {
        return { status: 'DECLINED', id: 'T-1' }
      }
    }
    const error = new Declined('declined')
    expect(fieldOf(error, 'declinedTransaction', 'id')).toBe('T-1')
    expect(fieldOf(error, 'message')).toBe('declined')
  })
})
