/**
 * The element in a visitor's zone far from the museum, and on the days the museum's clocks change: dates and times
 * stay the museum's wall clock as the server wrote them, and today is the museum's today.
 */
import { screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { CLOCK_CHANGE_DAYS } from '../../../msw/fixtures/ticketDays'
import { knobs } from '../../../msw/knobs'
import { dayButton, findAvailableDay, findTimes, freezeClock, moreOf, renderTickets } from './renderTickets'

const savedZone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'America/New_York'
})
afterAll(() => {
  if (savedZone === undefined) delete process.env.TZ
  else process.env.TZ = savedZone
})

const storedLine = () =>
  (JSON.parse(localStorage.getItem(KEYS.cart) ?? '{"items":[]}') as { items: unknown[] }).items[0]

/** Chooses `day` at `time`, one adult ticket, and adds it. */
async function book(day: string, time: string) {
  const { user } = renderTickets({ exhibitionIds: [11] })
  await findAvailableDay(day)
  await user.click(dayButton(day))
  const times = await findTimes()
  await user.click(within(times).getByRole('radio', { name: new RegExp(`^${time} Uhr`) }))
  await user.click(moreOf('Erwachsene 🦕'))
  await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
  return times
}

describe('a visitor in New York', () => {
  it('runs in New York indeed', () => {
    expect(new Date(Date.UTC(2026, 4, 30, 9, 30)).getHours()).toBe(5)
  })

  it("books the museum's Saturday 11:30 on Friday evening at home and sees Saturday 11:30", async () => {
    // Friday 23:30 in New York is Saturday 05:30 in Berlin: the museum's Friday has passed.
    freezeClock(new Date('2026-05-29T23:30:00-04:00'))
    const times = await book('2026-05-30', '11:30')
    expect(dayButton('2026-05-29')).toHaveAccessibleName('Freitag, 29. Mai 2026, vergangen')
    expect(times).toHaveAccessibleName('Uhrzeit am Sa, 30. Mai')
    expect(within(times).getByRole('radio', { name: /^11:30 Uhr/ })).toBeChecked()
    expect(
      await screen.findByText('1 Ticket für Sa, 30. Mai, 11:30 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    expect(storedLine()).toMatchObject({ attributes: { id: 51, time: '2026-05-30T11:30:00+02:00' } })
  })
})

describe('the days the clocks change', () => {
  it('offers the usual times on the spring day, written in summer time', async () => {
    knobs.ticketReferenceDay = CLOCK_CHANGE_DAYS.spring
    freezeClock(new Date('2026-03-27T09:00:00+01:00'))
    const times = await book(CLOCK_CHANGE_DAYS.spring, '11:30')
    expect(screen.getByRole('grid')).toHaveAccessibleName('März 2026')
    expect(within(times).getAllByRole('radio')[0]).toHaveAccessibleName(/^10:00 Uhr/)
    expect(
      await screen.findByText('1 Ticket für So, 29. März, 11:30 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    expect(storedLine()).toMatchObject({ attributes: { time: '2026-03-29T11:30:00+02:00' } })
  })

  it('offers the usual times on the autumn day, written in winter time, while New York still has summer time', async () => {
    knobs.ticketReferenceDay = CLOCK_CHANGE_DAYS.autumn
    freezeClock(new Date('2026-10-23T09:00:00+02:00'))
    const times = await book(CLOCK_CHANGE_DAYS.autumn, '10:00')
    expect(within(times).getByRole('radio', { name: /^12:00 Uhr/ })).toBeDisabled()
    expect(within(times).queryByRole('radio', { name: /^13:00 Uhr/ })).toBeNull()
    expect(
      await screen.findByText('1 Ticket für So, 25. Oktober, 10:00 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    expect(storedLine()).toMatchObject({ attributes: { time: '2026-10-25T10:00:00+01:00' } })
  })
})
