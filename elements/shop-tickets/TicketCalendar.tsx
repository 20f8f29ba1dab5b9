/**
 * The ticket element's calendar is the month calendar the booking elements share (the element base's): tickets and
 * tours show the same days, keys and texts.
 */
export {
  MonthCalendar as TicketCalendar,
  type MonthCalendarProps as TicketCalendarProps,
} from '../base/calendar/MonthCalendar'
