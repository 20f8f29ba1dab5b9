/** <shop-cart> shows what a ticket line carries beyond its name: each part's time of a combination ticket, the names. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { REVIEW_LINES } from '../../../helpers/storedCart'
import { lineNamed, renderCart } from './renderCart'

describe("a ticket line's details", () => {
  it("shows each part's time in visiting order instead of the combination's one time", async () => {
    renderCart({ lines: [REVIEW_LINES.combination] })
    const line = await waitFor(() => lineNamed('Kombiticket Naturkunde + Kunsthalle'))
    expect(line).toHaveTextContent('Teil 1: Sa, 30. Mai, 11:30 Uhr')
    expect(line).toHaveTextContent('Teil 2: Sa, 30. Mai, 13:00 Uhr')
    expect(line.textContent?.indexOf('Teil 1')).toBeLessThan(line.textContent?.indexOf('Teil 2') ?? -1)
  })

  it('shows each person a ticket names once, in the list of its persons, with its time', async () => {
    renderCart({ lines: [REVIEW_LINES.named] })
    const line = await waitFor(() => lineNamed('Erwachsene 🦕'))
    expect(line).toHaveTextContent('Sa, 30. Mai, 15:00 Uhr')
    const persons = within(line).getByRole('list')
    expect(
      within(persons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Anna Muster', 'Ben Beispiel'])
    expect(line.textContent?.match(/Anna Muster/g)).toHaveLength(1)
    expect(screen.queryByText(/Teil 1/)).toBeNull()
  })
})
