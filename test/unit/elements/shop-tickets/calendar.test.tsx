/**
 * The month calendar after the WAI-ARIA date picker grid: one tab stop, arrows by day and week, Home and End to the
 * week's ends, Page Up and Down by month; every day names its availability, and only available days can be chosen.
 */
import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { dayButton, findAvailableDay, findTimes, freezeClock, renderTickets } from './renderTickets'

/** The focused day, by its accessible name. */
const focusedDay = () => document.activeElement?.getAttribute('aria-label')

beforeEach(() => freezeClock())

describe('the calendar grid', () => {
  it('is one tab stop, on the first day that can be booked', async () => {
    const { user } = renderTickets()
    await findAvailableDay()
    await user.tab()
    expect(document.activeElement).toHaveAccessibleName('Nächster Monat')
    await user.tab()
    expect(focusedDay()).toBe('Donnerstag, 28. Mai 2026, verfügbar')
    expect(screen.getByRole('grid').querySelectorAll('button[tabindex="0"]')).toHaveLength(1)
  })

  it('moves by day, by week and to the ends of the week with the arrow keys, Home and End', async () => {
    const { user } = renderTickets()
    ;(await findAvailableDay('2026-05-28')).focus()
    await user.keyboard('{ArrowRight}')
    expect(focusedDay()).toBe('Freitag, 29. Mai 2026, verfügbar')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(focusedDay()).toBe('Mittwoch, 27. Mai 2026, vergangen')
    await user.keyboard('{End}')
    expect(focusedDay()).toBe('Sonntag, 31. Mai 2026, ausgebucht')
    await user.keyboard('{Home}')
    expect(focusedDay()).toBe('Montag, 25. Mai 2026, vergangen')
    await user.keyboard('{ArrowDown}')
    expect(focusedDay()).toBe('Montag, 1. Juni 2026, nicht buchbar')
    expect(screen.getByRole('grid')).toHaveAccessibleName('Juni 2026')
    // Back into May lands on today, not on a past day.
    await user.keyboard('{ArrowUp}')
    expect(focusedDay()).toBe('Donnerstag, 28. Mai 2026, verfügbar')
    expect(screen.getByRole('grid')).toHaveAccessibleName('Mai 2026')
  })

  it('moves by month with Page Up and Page Down, never into a month before today', async () => {
    const { user } = renderTickets()
    ;(await findAvailableDay('2026-05-30')).focus()
    await user.keyboard('{PageDown}')
    expect(screen.getByRole('grid')).toHaveAccessibleName('Juni 2026')
    await waitFor(() => expect(focusedDay()).toBe('Dienstag, 30. Juni 2026, verfügbar'))
    await user.keyboard('{PageUp}{PageUp}')
    expect(screen.getByRole('grid')).toHaveAccessibleName('Mai 2026')
    // April lies before today: the keyboard stops at today.
    expect(focusedDay()).toMatch(/^Donnerstag, 28. Mai 2026/)
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled()
  })

  it('lets past, closed and fully booked days be reached but not chosen, and says why in their names', async () => {
    const { user } = renderTickets()
    await findAvailableDay()
    for (const day of ['2026-05-27', '2026-05-31']) {
      await user.click(dayButton(day))
      expect(dayButton(day)).toHaveAttribute('aria-disabled', 'true')
    }
    dayButton('2026-05-31').focus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(screen.queryByText(/^Uhrzeit am /)).toBeNull()
    expect(dayButton('2026-05-31')).toHaveAccessibleName('Sonntag, 31. Mai 2026, ausgebucht')
    expect(dayButton('2026-05-27')).toHaveAccessibleName('Mittwoch, 27. Mai 2026, vergangen')
    expect(dayButton('2026-05-25')).toHaveAccessibleName('Montag, 25. Mai 2026, vergangen')
    await user.click(screen.getByRole('button', { name: 'Nächster Monat' }))
    await findAvailableDay('2026-06-02')
    expect(dayButton('2026-06-01')).toHaveAccessibleName('Montag, 1. Juni 2026, nicht buchbar')
  })

  it('chooses an available day with Enter, marks it selected and takes the keyboard to its times', async () => {
    const { user, container } = renderTickets()
    ;(await findAvailableDay()).focus()
    await user.keyboard('{Enter}')
    const times = await findTimes()
    expect(dayButton('2026-05-30').closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(document.activeElement).toBe(times))
    expect(container).toHaveTextContent('Sa, 30. Mai gewählt')
  })
})
