/** Several sales on one page: which forms were typed in, which are still open, and whether leaving loses details. */
import { describe, expect, it } from 'vitest'
import { initialValues } from '../../../src/domain/personalization/holders'
import { anySent, formTyped, openSales, typedUnsent } from '../../../src/domain/personalization/progress'
import type { Holder, TicketSale } from '../../../src/domain/personalization/types'

const holder = (id: number, ready = false, known: Holder['known'] = {}): Holder => ({ id, ready, known })
const sale = (id: number, change: Partial<TicketSale> = {}): TicketSale => ({
  id,
  title: `Jahreskarte ${id}`,
  startDay: '2026-06-01',
  personalizable: true,
  holders: [holder(id * 10), holder(id * 10 + 1)],
  ...change,
})
const TODAY = '2026-05-28'

describe('formTyped', () => {
  const pair = sale(52, { holders: [holder(72), holder(73, false, { name: 'Max' })] })
  const untouched = pair.holders.map(initialValues)

  it('is false while every field and the start day are as the form started, what the server knew included', () => {
    expect(formTyped(pair, TODAY, '2026-06-01', untouched)).toBe(false)
  })

  it('is true once one field of any holder differs', () => {
    const typed = untouched.map((values, index) => (index === 1 ? { ...values, addr_city: 'Bonn' } : values))
    expect(formTyped(pair, TODAY, '2026-06-01', typed)).toBe(true)
  })

  it('is true when only the start day changed', () => {
    expect(formTyped(pair, TODAY, '2026-07-01', untouched)).toBe(true)
  })

  it('is false again when a change is undone', () => {
    const undone = untouched.map((values) => ({ ...values, name: values.name }))
    expect(formTyped(pair, TODAY, '2026-06-01', undone)).toBe(false)
  })
})

describe('openSales', () => {
  const sales = [
    sale(51),
    sale(52),
    sale(53, { holders: [holder(530, true)] }),
    sale(54, { personalizable: false }),
  ]

  it('names the open sales not sent from this page, in the order of the order', () => {
    expect(openSales(sales, {}).map((s) => s.id)).toEqual([51, 52])
    expect(openSales(sales, { 51: 'typed', 52: 'sent' }).map((s) => s.id)).toEqual([51])
    expect(openSales(sales, { 51: 'sent', 52: 'sent' })).toEqual([])
  })
})

describe('typedUnsent and anySent', () => {
  it('warn only while a form holds typed details that were not sent', () => {
    expect(typedUnsent({})).toBe(false)
    expect(typedUnsent({ 51: 'untouched', 52: 'sent' })).toBe(false)
    expect(typedUnsent({ 51: 'typed', 52: 'sent' })).toBe(true)
  })

  it('tell whether any form was sent', () => {
    expect(anySent({ 51: 'typed' })).toBe(false)
    expect(anySent({ 51: 'typed', 52: 'sent' })).toBe(true)
  })
})
