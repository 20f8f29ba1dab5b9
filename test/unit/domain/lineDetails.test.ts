import { describe, expect, it } from 'vitest'
import { attendeeNamesOf, partTimesShown } from '../../../src/domain/cart/lineDetails'

describe('partTimesShown', () => {
  it("gives each part's time on the museum's clock in visiting order, whatever the stored order", () => {
    const item = {
      attributes: {
        sub_ticket_times: { '92': '2026-05-30T13:00:00+02:00', '91': '2026-05-30T11:30:00+02:00' },
      },
    }
    expect(partTimesShown(item, 'de')).toEqual([
      { number: 1, when: 'Sa, 30. Mai, 11:30 Uhr' },
      { number: 2, when: 'Sa, 30. Mai, 13:00 Uhr' },
    ])
  })

  it('leaves out what does not read, and gives none for a line without parts', () => {
    const item = {
      attributes: { sub_ticket_times: { '91': 'bald', x: '2026-05-30T11:30:00+02:00', '92': 5 } },
    }
    expect(partTimesShown(item, 'de')).toEqual([])
    expect(partTimesShown({ attributes: {} }, 'de')).toEqual([])
  })
})

describe('attendeeNamesOf', () => {
  it('reads each person as first and last name, leaving out what is no name', () => {
    const attendees = [
      { name: ' Anna ', surname: 'Muster' },
      { name: 'Ben', surname: 7 },
      null,
      { name: '', surname: '' },
    ]
    expect(attendeeNamesOf({ attributes: { attendees } })).toEqual(['Anna Muster', 'Ben'])
    expect(attendeeNamesOf({ attributes: { attendees: 'Anna' } })).toEqual([])
  })
})
