/**
 * Tickets and their availability as the ticket element works with them, whatever shape the server sent (the API
 * schemas turn its answers into these). Amounts are integer cents, times minutes after midnight on the museum's clock.
 */
import type { DayKey } from './wallClock'

/** A timed ticket is booked for one start time, a day ticket for the day (booked at its first entry). */
export type BookableTicketType = 'time_slot' | 'normal'

/** What a ticket list asks for: the bookable types, or annual tickets (no day and no time). */
export type ListedTicketType = BookableTicketType | 'annual'

export interface Ticket {
  id: number
  title: string
  /** 'time_slot', 'normal', 'annual', or whatever else a server sends. */
  ticketType: string
  bookable: boolean
  museumIds: number[]
  exhibitionIds: number[]
  quotaIds: number[]
  priceCents: number
  /** The VAT rate in percent (7, 19, 7.7); 0 when none applies. */
  vatPct: number
  /** False: `priceCents` is without VAT, which is added to what the visitor pays. */
  taxIncluded: boolean
  /** Minutes between two start times of a timed ticket. */
  entryDuration: number
  /** The fewest of this ticket one booking may hold; 0 and 1 both mean one. */
  minPersons: number
  /** The most of this ticket one booking may hold; null when the ticket sets no limit. */
  maxPersons: number | null
  /** First and last start time, minutes after midnight; null when the server left them out. */
  firstEntry: number | null
  lastEntry: number | null
  /** The parts of a combination ticket, each booked at a time of its own; empty for every other ticket. */
  subTicketIds: number[]
  /** A part of a combination ticket: never sold alone. */
  isSubTicket: boolean
  /** Each person's first and last name are asked before the ticket goes into the cart. */
  attendeesRequired: boolean
}

/** One quota: places shared by its tickets, per start time (keys are the server's ISO strings). */
export interface TicketQuota {
  id: string
  ticketIds: number[]
  /** Places left per start time. */
  capacities: Record<string, number>
  /** Places in all per start time; 0 means the time is not offered. Null when the answer had none. */
  totals: Record<string, number> | null
}

/** The answer of the tickets-and-quotas call as read, before it is checked for completeness. */
export interface TicketsAndQuotas {
  tickets: Ticket[]
  quotas: TicketQuota[]
}

/**
 * What one day offers: its tickets and the quotas that cover them, complete (every quota has its totals), and its
 * combination tickets, whose places are their parts'.
 */
export interface DayOffer {
  date: DayKey
  tickets: Ticket[]
  quotas: (TicketQuota & { totals: Record<string, number> })[]
  combinations: Ticket[]
}

/** A day in the ticket calendar's answer. */
export type DayStatus = 'available' | 'fully_booked' | 'unavailable'

/** The calendar's answer: each day it names, with its status. Days it does not name are unavailable. */
export type TicketCalendar = Readonly<Record<DayKey, DayStatus>>

/** Ticket id → how many of it the visitor chose. */
export type TicketSelection = Readonly<Record<number, number>>

/** Tickets already booked for a time, e.g. the cart's ticket lines. */
export interface TicketBooking {
  ticketId: number
  quantity: number
  /** The start time as the server wrote it (ISO with offset). */
  time: string
  /** The tokens of the places held for it, if any. */
  holdTokens?: readonly string[]
}
