// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { offerName } from '../../../src/domain/tickets/offerName'
import { ticketsFixture } from '../../msw/fixtures/tickets'

describe('offerName', () => {
  it("names the offer after the words its tickets' titles share at their start", () => {
    const titles = ticketsFixture()
      .filter((ticket) => ticket.title.startsWith('El Siglo de Oro'))
      .map((ticket) => ticket.title)
    expect(titles.length).toBeGreaterThan(1)
    expect(offerName(titles)).toBe('El Siglo de Oro mit Gemäldegalerie')
  })

  it('drops a dangling dash or colon at the end of the shared words', () => {
    expect(offerName(['Dinos – Erwachsene', 'Dinos – Kinder'])).toBe('Dinos')
    expect(offerName(['Zeitfenster: Erwachsene', 'Zeitfenster: Kinder'])).toBe('Zeitfenster')
  })

  it('takes the one title as it is, with its space tidied', () => {
    expect(offerName(['  Tageskarte   Kunsthalle am Fluss '])).toBe('Tageskarte Kunsthalle am Fluss')
    expect(offerName(['Kombi', 'Kombi'])).toBe('Kombi')
  })

  it('lists the first three titles when they share nothing, and says there are more', () => {
    expect(offerName(['Erwachsene 🦕', 'Ermäßigt', 'Familie (pro Person)'])).toBe(
      'Erwachsene 🦕, Ermäßigt, Familie (pro Person)',
    )
    expect(offerName(['A', 'B', 'C', 'D'])).toBe('A, B, C …')
  })

  it('has no name without a title', () => {
    expect(offerName([])).toBeNull()
    expect(offerName(['', '  '])).toBeNull()
  })
})
