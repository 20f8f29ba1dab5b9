/**
 * A combination ticket in the element: a time per part, each from its own places, a later part from the earlier
 * part's end; the re-check of every part before adding; the line with its part times.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_STORAGE_KEYS as KEYS } from '../../../../src/domain/shop/storageKeys'
import { consoleSpies } from '../../../helpers/consoleLines'
import { knobs } from '../../../msw/knobs'
import { requestLog } from '../../../msw/requestLog'
import {
  announcement,
  dayButton,
  findAvailableDay,
  freezeClock,
  moreOf,
  renderTickets,
} from './renderTickets'

const COMBI = 'Kombiticket Naturkunde + Kunsthalle'
const FIRST = 'Uhrzeit für Kombi-Teil Museum für Naturkunde'
const SECOND = 'Uhrzeit für Kombi-Teil Kunsthalle am Fluss'
const SATURDAY = '2026-05-30'
const at = (time: string) => `${SATURDAY}T${time}:00+02:00`
const part = (name: string) => screen.getByRole('group', { name })
const timesOf = (name: string) =>
  within(part(name))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'))
const stored = (key: string): unknown => JSON.parse(localStorage.getItem(key) ?? 'null')

/** The combination ticket on the reference Saturday, its parts at `first` and `second` ('HH:MM' or none). */
async function choose(first?: string, second?: string, partMinutes?: number, holdPlaces = false) {
  const rendered = renderTickets({ ticketIds: [56], partMinutes }, { holdPlaces })
  await findAvailableDay()
  await rendered.user.click(dayButton(SATURDAY))
  const firstPart = await screen.findByRole('group', { name: FIRST })
  if (first)
    await rendered.user.click(within(firstPart).getByRole('radio', { name: new RegExp(`^${first}`) }))
  if (second)
    await rendered.user.click(within(part(SECOND)).getByRole('radio', { name: new RegExp(`^${second}`) }))
  return rendered
}

beforeEach(() => freezeClock())

describe('the times of a combination ticket', () => {
  it("asks each part's places, one radio group per part, the second after the first is chosen", async () => {
    await choose()
    await waitFor(() => expect(part(FIRST)).toHaveFocus())
    expect(part(SECOND)).toHaveTextContent(
      'Bitte zuerst die Uhrzeit für Kombi-Teil Museum für Naturkunde wählen.',
    )
    expect(within(part(SECOND)).queryAllByRole('radio')).toEqual([])
    expect(within(part(FIRST)).getByRole('radio', { name: /^11:30 Uhr\s*nur noch 3$/ })).toBeEnabled()
    expect(within(part(FIRST)).getByRole('radio', { name: /^12:00 Uhr\s*ausverkauft$/ })).toBeDisabled()
    const asked = (path: string) => requestLog.filter((entry) => entry.pathname === `/api/v4/tickets/${path}`)
    for (const id of [57, 58, 56])
      expect(asked(`${id}/capacity`).map((entry) => entry.query.date)).toEqual([[SATURDAY]])
    expect([...asked('57'), ...asked('58')]).toHaveLength(2)
  })

  it("offers the second part from the first part's end on: 90 minutes, or the page's part-minutes", async () => {
    await choose('10:30')
    expect(part(SECOND)).toHaveTextContent('Ab 12:00 Uhr, nach Kombi-Teil Museum für Naturkunde.')
    expect(timesOf(SECOND)[0]).toBe('12:00')
    expect(within(part(SECOND)).getByRole('radio', { name: /^14:00 Uhr\s*ausverkauft$/ })).toBeDisabled()
  })

  it('takes part-minutes from the page', async () => {
    await choose('10:30', undefined, 60)
    expect(timesOf(SECOND)[0]).toBe('11:30')
  })

  it("drops the second part's time when the first moves past it, and says so", async () => {
    const { user, container } = await choose('10:30', '12:00')
    await user.click(within(part(FIRST)).getByRole('radio', { name: /^11:00/ }))
    expect(announcement(container)).toBe(
      '11:00 Uhr gewählt, 20 frei Bitte die Uhrzeit für Kombi-Teil Kunsthalle am Fluss neu wählen.',
    )
    expect(within(part(SECOND)).queryByRole('radio', { checked: true })).toBeNull()
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).toBeNull()
  })

  it('says so with "try again" when a part\'s places cannot be read', async () => {
    const { error } = consoleSpies()
    knobs.failures.ticketCapacity = 'http500'
    const { user } = renderTickets({ ticketIds: [56] })
    await user.click(await findAvailableDay())
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Shop antwortet gerade nicht.')
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[museum-shop] <shop-tickets> 500 Internal Server Error (http)'),
    )
    knobs.failures = {}
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }))
    expect(await screen.findByRole('group', { name: FIRST })).toBeVisible()
  })
})

describe('adding a combination ticket', () => {
  it("stores one line with each part's time and the earliest as its time", async () => {
    const { user, added } = await choose('10:30', '15:00')
    await user.click(moreOf(COMBI))
    await user.click(moreOf(COMBI))
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(
      await screen.findByText('2 Tickets für Sa, 30. Mai, 10:30 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    expect(stored(KEYS.cart)).toEqual({
      version: 1,
      items: [
        {
          type: 'Ticket',
          attributes: {
            id: 56,
            quantity: 2,
            time: at('10:30'),
            sub_ticket_times: { 57: at('10:30'), 58: at('15:00') },
          },
          name: COMBI,
          price_cents: 1900,
          ticket_type: 'time_slot',
        },
      ],
    })
    expect(added.map((event) => event.detail)).toEqual([
      { tickets: [{ ticketId: 56, quantity: 2 }], time: at('10:30') },
    ])
  })

  it('holds no places with hold-places: the server holds no combination ticket, so adding asks for no hold', async () => {
    const { user } = await choose('10:30', '15:00', undefined, true)
    await user.click(moreOf(COMBI))
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    expect(
      await screen.findByText('1 Ticket für Sa, 30. Mai, 10:30 Uhr in den Warenkorb gelegt'),
    ).toBeVisible()
    expect(requestLog.filter((entry) => entry.pathname.includes('/tickets/reservations'))).toEqual([])
    const [item] = (stored(KEYS.cart) as { items: { attributes: object }[] }).items
    expect(item?.attributes).not.toHaveProperty('reservations')
  })

  it("asks every part's places again; when one filled up, keeps the choice and offers that part's times", async () => {
    const { user } = await choose('10:30', '15:00')
    await user.click(moreOf(COMBI))
    await user.click(moreOf(COMBI))
    const asked = () => requestLog.filter((entry) => entry.pathname.endsWith('/capacity')).length
    const before = asked()
    knobs.placesChanges.push({ quotaId: '65', day: SATURDAY, time: '15:00', left: 1 })
    await user.click(screen.getByRole('button', { name: 'In den Warenkorb' }))
    const notice = await screen.findByRole('alert')
    expect(asked()).toBe(before + 3)
    expect(notice).toHaveTextContent(
      'Für 15:00 Uhr ist jetzt nur noch 1 Platz frei. Ihre Auswahl ist geblieben.',
    )
    expect(stored(KEYS.cart)).toBeNull()
    const [nearest] = within(notice).getAllByRole('button')
    expect(nearest).toHaveTextContent('14:30 Uhr · 20 frei')
    await user.click(nearest!)
    expect(within(part(SECOND)).getByRole('radio', { name: /^14:30/ })).toBeChecked()
  })
})
