/**
 * The calendar entry made in the browser: the museum's wall clock with its zone, whatever the visitor's zone, on
 * ordinary days and on the days the clocks change; text that cannot break the file.
 */
import { describe, expect, it } from 'vitest'
import { calendarFile, museumClockOf } from '../../../src/domain/shop/calendarFile'

const NOW = Date.parse('2026-03-20T12:00:00Z')

const fieldsOf = (text: string) => Object.fromEntries(text.split('\r\n').map((line) => line.split(/:(.*)/s)))

describe('calendarFile', () => {
  it('writes start and end on the Berlin clock, with the zone and its rules', () => {
    const text = calendarFile(
      { uid: '8801-9101@museum-shop', title: 'Erwachsene', start: '2026-05-30T11:30:00+02:00' },
      NOW,
    )
    const fields = fieldsOf(text ?? '')
    expect(fields['DTSTART;TZID=Europe/Berlin']).toBe('20260530T113000')
    expect(fields['DTEND;TZID=Europe/Berlin']).toBe('20260530T123000')
    expect(fields.DTSTAMP).toBe('20260320T120000Z')
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin')
    expect(text).toMatch(
      /RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU[\s\S]*RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU/,
    )
    expect(text?.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('reads the instant, not the offset: a start sent in UTC is the same Berlin time', () => {
    const summer = fieldsOf(calendarFile({ uid: 'a', title: 'x', start: '2026-03-29T08:00:00Z' }, NOW) ?? '')
    expect(summer['DTSTART;TZID=Europe/Berlin']).toBe('20260329T100000')
    const winter = fieldsOf(calendarFile({ uid: 'a', title: 'x', start: '2026-10-25T13:30:00Z' }, NOW) ?? '')
    expect(winter['DTSTART;TZID=Europe/Berlin']).toBe('20261025T143000')
  })

  it('ends an hour later on the clock even across a change (01:30 + 1 h on the spring day is 03:30)', () => {
    const fields = fieldsOf(
      calendarFile({ uid: 'a', title: 'x', start: '2026-03-29T01:30:00+01:00' }, NOW) ?? '',
    )
    expect(fields['DTSTART;TZID=Europe/Berlin']).toBe('20260329T013000')
    expect(fields['DTEND;TZID=Europe/Berlin']).toBe('20260329T033000')
  })

  it('escapes commas, semicolons, backslashes and line breaks in the title', () => {
    const text = calendarFile(
      { uid: 'a', title: 'Kunst, Licht; Ton\\\nNacht', start: '2026-05-30T11:30:00+02:00' },
      NOW,
    )
    expect(text).toContain('SUMMARY:Kunst\\, Licht\\; Ton\\\\\\nNacht\r\n')
  })

  it('makes no file of a start that is no instant', () => {
    expect(calendarFile({ uid: 'a', title: 'x', start: 'morgen' })).toBeNull()
    expect(museumClockOf('')).toBeNull()
  })
})
