/**
 * What the event dates element shows while it loads, when a call fails, for an event the shop does not know or a
 * page that names none, and for an event without dates: never a blank element, always a sentence and a way on.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { TEST_SHOP_DOMAIN } from '../../../helpers/config'
import { holdAnswers } from '../../../helpers/holdAnswers'
import { knobs } from '../../../msw/knobs'
import { dateRadio, freezeClock, renderEventDates } from './renderEventDates'

const SHOP_EVENTS = `https://${TEST_SHOP_DOMAIN}/#/products/events`
const UNAVAILABLE = 'Der Shop antwortet gerade nicht. Bitte versuchen Sie es gleich noch einmal.'

beforeEach(() => {
  freezeClock()
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

describe('while loading', () => {
  it('holds the place of the title and dates with a busy frame and one status line, then shows the dates', async () => {
    const release = holdAnswers('events/22/dates')
    const { container } = renderEventDates({ eventId: '22' })
    const frame = await waitFor(() => {
      const found = container.querySelector('[part~="placeholder"]')
      if (!found) throw new Error('no placeholder yet')
      return found
    })
    expect(frame).toHaveAttribute('aria-busy', 'true')
    expect(within(frame as HTMLElement).queryByRole('radio')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Die Termine werden geladen …')
    release()
    expect(await dateRadio('Sa, 23. Januar, 14:00 Uhr')).toBeEnabled()
    expect(container.querySelector('[part~="placeholder"]')).toBeNull()
  })
})

describe('when a call fails', () => {
  it('says so with "try again", reports it once, and shows the dates after asking again', async () => {
    knobs.failures.event = 'http500'
    const { user, errors } = renderEventDates({ eventId: '22' })
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE)
    expect(errors).toEqual([
      { element: 'shop-event-dates', code: 'http', message: '500 Internal Server Error' },
    ])
    knobs.failures = {}
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await dateRadio('Sa, 23. Januar, 14:00 Uhr')).toBeEnabled()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('reads unreadable dates as a failure of the shop, not as an event without dates', async () => {
    knobs.failures.event = 'malformed'
    renderEventDates({ eventId: '22' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dieser Teil des Shops ist gerade nicht verfügbar.',
    )
    expect(screen.queryByText(/keine buchbaren Termine/)).toBeNull()
  })
})

describe('an event the shop does not know', () => {
  it('says so, reports it, and links to the shop’s events', async () => {
    const { errors } = renderEventDates({ eventId: '999' })
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Veranstaltung haben wir nicht gefunden.',
    )
    expect(screen.getByRole('link', { name: 'Alle Veranstaltungen im Shop' })).toHaveAttribute(
      'href',
      SHOP_EVENTS,
    )
    expect(screen.queryByRole('button', { name: 'Erneut versuchen' })).toBeNull()
    await waitFor(() =>
      expect(errors).toEqual([
        { element: 'shop-event-dates', code: 'unknown_event', message: 'Event not found: 999' },
      ]),
    )
  })
})

describe('the event id', () => {
  it('comes from the page address when the attribute is absent', async () => {
    window.history.replaceState(null, '', '/veranstaltungen/termine?event=21')
    try {
      renderEventDates()
      expect(await screen.findByText('Nachts im Museum 🦖🔦')).toBeVisible()
      expect(await dateRadio('Fr, 8. Januar, 19:00 Uhr')).toBeEnabled()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('missing from both, is a sentence with a way on, and one report', async () => {
    const { errors } = renderEventDates({ eventId: 'abc' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Hier ist keine Veranstaltung angegeben.')
    expect(screen.getByRole('link', { name: 'Alle Veranstaltungen im Shop' })).toHaveAttribute(
      'href',
      SHOP_EVENTS,
    )
    await waitFor(() => expect(errors).toHaveLength(1))
    expect(errors[0]).toMatchObject({ code: 'unknown_event' })
  })
})

describe('an event without upcoming dates', () => {
  it('shows its title, says there is nothing to book and links to the shop’s events', async () => {
    renderEventDates({ eventId: '101174' })
    expect(await screen.findByText('El Siglo de Oro | Öffentliche Führung')).toBeVisible()
    expect(screen.getByText('Für diese Veranstaltung gibt es gerade keine buchbaren Termine.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Alle Veranstaltungen im Shop' })).toHaveAttribute(
      'href',
      SHOP_EVENTS,
    )
    expect(screen.queryByRole('radio')).toBeNull()
  })

  it('leaves out the dates that have begun', async () => {
    freezeClock(new Date('2027-01-23T14:00:00+01:00'))
    renderEventDates({ eventId: '22' })
    expect(await screen.findByText(/keine buchbaren Termine/)).toBeVisible()
  })
})
