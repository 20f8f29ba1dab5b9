/**
 * Tickets that ask for attendees' names (`attendees: "required"`): a first and a last name per person before the
 * tickets go into the cart, errors at the fields with the first one focused, and the names in the cart line only.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import {
  dayButton,
  findAvailableDay,
  findTimes,
  freezeClock,
  lessOf,
  moreOf,
  renderTickets,
} from './renderTickets'

const REGULAR = 'El Siglo de Oro mit Gemäldegalerie regulär'
const REDUCED = 'El Siglo de Oro mit Gemäldegalerie ermäßigt'
const field = (name: 'Vorname' | 'Nachname', person: number) =>
  screen.getByRole('textbox', { name: `${name}, Person ${person}` })
const addButton = () => screen.getByRole('button', { name: 'In den Warenkorb' })
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

/** The documented tickets at 11:00 on the reference Saturday, `regular` and `reduced` of them. */
async function choose(regular: number, reduced = 0) {
  const rendered = renderTickets({ ticketIds: [247, 248] })
  await findAvailableDay()
  await rendered.user.click(dayButton('2026-05-30'))
  await rendered.user.click(within(await findTimes()).getByRole('radio', { name: /^11:00/ }))
  for (let step = 0; step < regular; step++) await rendered.user.click(moreOf(REGULAR))
  for (let step = 0; step < reduced; step++) await rendered.user.click(moreOf(REDUCED))
  return rendered
}

beforeEach(() => freezeClock())

describe("attendees' names", () => {
  it('asks a first and a last name per person, numbered over all tickets, with the ticket named', async () => {
    await choose(2, 1)
    const names = screen.getByRole('group', { name: 'Namen der Besucherinnen und Besucher' })
    const persons = within(names).getAllByRole('group')
    expect(persons.map((person) => person.querySelector('legend')?.textContent)).toEqual([
      `Person 1 · ${REGULAR}`,
      `Person 2 · ${REGULAR}`,
      `Person 3 · ${REDUCED}`,
    ])
    expect(within(persons[2]!).getAllByRole('textbox')).toEqual([field('Vorname', 3), field('Nachname', 3)])
  })

  it('keeps the names typed when the quantity goes down and up again', async () => {
    const { user } = await choose(2)
    await user.type(field('Vorname', 2), 'Alan')
    await user.click(lessOf(REGULAR))
    expect(screen.queryByRole('textbox', { name: 'Vorname, Person 2' })).toBeNull()
    await user.click(moreOf(REGULAR))
    expect(field('Vorname', 2)).toHaveValue('Alan')
  })

  it('stores nothing while a name is missing: says so at each field and focuses the first', async () => {
    const { user, added } = await choose(2)
    await user.type(field('Vorname', 1), 'Ada')
    await user.type(field('Nachname', 1), '   ')
    await user.click(addButton())
    await waitFor(() => expect(field('Nachname', 1)).toHaveFocus())
    expect(field('Nachname', 1)).toHaveAttribute('aria-invalid', 'true')
    expect(field('Nachname', 1)).toHaveAccessibleDescription('Bitte den Nachnamen eingeben.')
    expect(field('Vorname', 2)).toHaveAccessibleDescription('Bitte den Vornamen eingeben.')
    expect(field('Vorname', 1)).not.toHaveAttribute('aria-invalid')
    expect(stored(KEYS.cart)).toBeNull()
    expect(added).toEqual([])
    // The message goes as the name comes.
    await user.type(field('Nachname', 1), 'Lovelace')
    expect(field('Nachname', 1)).not.toHaveAttribute('aria-invalid')
  })

  it('puts the cleaned names into the cart line only: not into the event, and never merges the line', async () => {
    const { user, added } = await choose(2)
    const names = [' Ada ', 'King  Lovelace', 'Alan', 'Turing']
    for (const [index, text] of names.entries())
      await user.type(field(index % 2 ? 'Nachname' : 'Vorname', Math.floor(index / 2) + 1), text)
    await user.click(addButton())
    await screen.findByText('2 Tickets für Sa, 30. Mai, 11:00 Uhr in den Warenkorb gelegt')
    const line = (stored(KEYS.cart) as { items: unknown[] }).items[0]
    expect(line).toMatchObject({
      attributes: {
        id: 247,
        quantity: 2,
        time: '2026-05-30T11:00:00+02:00',
        attendees: [
          { name: 'Ada', surname: 'King Lovelace' },
          { name: 'Alan', surname: 'Turing' },
        ],
      },
    })
    expect(JSON.stringify(added)).not.toMatch(/Ada|Lovelace|Alan|Turing/)
    // The fields are empty for the next booking, and a second booking is a line of its own.
    expect(screen.queryByRole('textbox')).toBeNull()
    await user.click(moreOf(REGULAR))
    await user.type(field('Vorname', 1), 'Grace')
    await user.type(field('Nachname', 1), 'Hopper')
    await user.click(addButton())
    await screen.findByText('1 Ticket für Sa, 30. Mai, 11:00 Uhr in den Warenkorb gelegt')
    expect((stored(KEYS.cart) as { items: unknown[] }).items).toHaveLength(2)
  })
})
