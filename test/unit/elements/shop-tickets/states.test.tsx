/**
 * What the ticket element shows while its data loads, when a call fails or answers unreadable availability, and when
 * a day has no time left: never a blank element, always a sentence and a way on.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TICKET_IDS } from '../../../msw/fixtures/tickets'
import { knobs } from '../../../msw/knobs'
import { server } from '../../../msw/server'
import type { AvailabilityFault } from '../../../msw/ticketKnobs'
import { holdAnswers } from '../../../helpers/holdAnswers'
import { dayButton, findAvailableDay, findTimes, freezeClock, renderTickets } from './renderTickets'

const UNREADABLE = 'Die freien Plätze konnten gerade nicht gelesen werden.'
const UNAVAILABLE = 'Der Shop antwortet gerade nicht. Bitte versuchen Sie es gleich noch einmal.'

beforeEach(() => {
  freezeClock()
  // Each failure is one console line for the integrator.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('while loading', () => {
  it('shows the month grid at its final size with no day to choose, then the days with their availability', async () => {
    const release = holdAnswers('tickets/calendar')
    renderTickets()
    const grid = await screen.findByRole('grid')
    expect(grid).toHaveAccessibleName('Mai 2026')
    expect(grid).toHaveAttribute('aria-busy', 'true')
    const days = [...grid.querySelectorAll('button')]
    expect(days).toHaveLength(31)
    expect(days.every((day) => day.getAttribute('aria-disabled') === 'true')).toBe(true)
    expect(dayButton('2026-05-30')).toHaveAccessibleName('Samstag, 30. Mai 2026')
    release()
    await findAvailableDay()
    expect(grid).toHaveAttribute('aria-busy', 'false')
    expect(dayButton('2026-05-30')).toHaveAccessibleName('Samstag, 30. Mai 2026, verfügbar')
  })

  it("holds the times' place with a busy placeholder while the day's places load", async () => {
    const release = holdAnswers('tickets/list_and_quotas')
    const { user, container } = renderTickets()
    await findAvailableDay()
    await user.click(dayButton('2026-05-30'))
    const placeholder = container.querySelector('[part="placeholder"]')
    expect(placeholder).toHaveAttribute('aria-busy', 'true')
    expect(placeholder).toHaveTextContent('Wird geladen …')
    release()
    await findTimes()
    expect(container.querySelector('[part="placeholder"]')).toBeNull()
  })
})

describe('when the calendar fails', () => {
  it('says so in place of the month and shows it after "try again"', async () => {
    knobs.failures.ticketsCalendar = 'http500'
    const { user } = renderTickets()
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE)
    expect(screen.queryByRole('grid')).toBeNull()
    knobs.failures = {}
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await findAvailableDay()).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

describe("when the day's places fail", () => {
  it('keeps the calendar, says so and shows the times after "try again"', async () => {
    knobs.failures.ticketsListAndQuotas = 'http500'
    const { user } = renderTickets()
    await findAvailableDay()
    await user.click(dayButton('2026-05-30'))
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE)
    expect(screen.getByRole('grid')).toBeInTheDocument()
    knobs.failures = {}
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await findTimes()).toBeInTheDocument()
  })

  it.each<AvailabilityFault>(['missingTotals', 'ticketWithoutQuota', 'emptyList'])(
    'reads availability with %s as unreadable, with "try again"',
    async (fault) => {
      knobs.availabilityFault = fault
      const { user } = renderTickets()
      await findAvailableDay()
      await user.click(dayButton('2026-05-30'))
      expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE)
      expect(screen.queryByRole('radio')).toBeNull()
      knobs.availabilityFault = null
      await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
      expect(await findTimes()).toBeInTheDocument()
    },
  )

  it('reads availability with unknown fields as usual', async () => {
    knobs.availabilityFault = 'unknownFields'
    const { user } = renderTickets()
    await findAvailableDay()
    await user.click(dayButton('2026-05-30'))
    expect(await findTimes()).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('answers a body that is no availability at all with the same sentence', async () => {
    server.use(http.get('*/api/v4/tickets/list_and_quotas', () => HttpResponse.json({ tickets: 'none' })))
    const { user } = renderTickets()
    await findAvailableDay()
    await user.click(dayButton('2026-05-30'))
    expect(await screen.findByRole('alert')).toHaveTextContent(UNREADABLE)
  })
})

describe('a month without a bookable day', () => {
  it('says so under the grid', async () => {
    // No quota covers the annual ticket: the calendar names no day available.
    renderTickets({ ticketIds: [TICKET_IDS.annual] })
    expect(await screen.findByText('In diesem Monat gibt es keine buchbaren Tage.')).toBeVisible()
    expect(dayButton('2026-05-30')).toHaveAccessibleName('Samstag, 30. Mai 2026, nicht buchbar')
  })
})

describe('a day without a free time', () => {
  it('marks today like a fully booked day once every time of it has begun, and keeps it from being chosen', async () => {
    // 17:45 in Berlin: the last entry, 17:30, has begun; the calendar still names today.
    freezeClock(new Date('2026-05-28T17:45:00+02:00'))
    const { user } = renderTickets()
    await findAvailableDay()
    await waitFor(() =>
      expect(dayButton('2026-05-28')).toHaveAccessibleName(
        'Donnerstag, 28. Mai 2026, keine Uhrzeit mehr frei',
      ),
    )
    expect(dayButton('2026-05-28')).toHaveAttribute('aria-disabled', 'true')
    expect(dayButton('2026-05-28')).toHaveClass('shop-tickets__day--no_time_left')
    // The grid's one stop moves on to the next bookable day.
    expect(dayButton('2026-05-29')).toHaveAttribute('tabindex', '0')
    await user.click(dayButton('2026-05-28'))
    expect(screen.queryByRole('group', { name: /^Uhrzeit am/ })).toBeNull()
  })

  it('says so when every time of the chosen day has begun, and marks the day', async () => {
    // Chosen at 17:20, the day's last time (17:30) still to come; the clock then passes it before the times come.
    freezeClock(new Date('2026-05-28T17:20:00+02:00'))
    const { user } = renderTickets()
    await findAvailableDay()
    freezeClock(new Date('2026-05-28T17:45:00+02:00'))
    await user.click(dayButton('2026-05-28'))
    const times = await findTimes()
    expect(times).toHaveTextContent('An diesem Tag sind keine Uhrzeiten mehr frei.')
    expect(within(times).queryAllByRole('radio')).toEqual([])
    await waitFor(() =>
      expect(dayButton('2026-05-28')).toHaveAccessibleName(
        'Donnerstag, 28. Mai 2026, keine Uhrzeit mehr frei',
      ),
    )
  })

  it('shows a sold-out time that cannot be chosen, and leaves out a time not offered', async () => {
    const { user } = renderTickets()
    await findAvailableDay()
    await user.click(dayButton('2026-05-30'))
    const times = await findTimes()
    expect(within(times).getByRole('radio', { name: /12:00/ })).toBeDisabled()
    expect(within(times).getByText('ausverkauft')).toBeInTheDocument()
    expect(within(times).queryByRole('radio', { name: /13:00/ })).toBeNull()
    await waitFor(() => expect(within(times).getByRole('radio', { name: /11:30/ })).toBeEnabled())
  })
})
