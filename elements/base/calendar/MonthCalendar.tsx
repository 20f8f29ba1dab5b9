import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useShopText } from '../useShopText'
import { dayAvailability, firstChoosableDay, isChoosableDay } from '../../../src/domain/tickets/availability'
import { formatDayLong, formatMonth, weekdayNames } from '../../../src/domain/tickets/dateFormat'
import {
  dayForKey,
  daysOfMonth,
  monthOf,
  monthWeeks,
  nextMonth,
  previousMonth,
  sameMonth,
  type CalendarMonth,
  type GridKey,
} from '../../../src/domain/tickets/monthGrid'
import type { TicketCalendar as Calendar } from '../../../src/domain/tickets/types'
import { dayParts, type DayKey } from '../../../src/domain/tickets/wallClock'
import { registerMessages } from '../../../src/domain/messages'
import { useElementStyles } from '../adoptStyles'
import { CalendarLoading } from './CalendarLoading'
import { calendarMessages } from './messages'
import { calendarStyles } from './styles'

registerMessages(calendarMessages)

const GRID_KEYS: readonly string[] = [
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'PageUp',
  'PageDown',
] satisfies GridKey[]

const STATUS_KEYS = {
  available: 'tickets.date.available',
  fully_booked: 'tickets.date.fullyBooked',
  unavailable: 'tickets.date.unavailable',
  past: 'tickets.date.past',
  no_time_left: 'tickets.date.noTimeLeft',
} as const

export interface MonthCalendarProps {
  month: CalendarMonth
  /** The museum's today: days before it are past, months before its month are not shown. */
  today: DayKey
  /** Undefined while the month's availability loads: the grid keeps its size, no day can be chosen yet. */
  calendar: Calendar | undefined
  /** Days the calendar calls available that are known to have no time left: marked like fully booked ones. */
  spent?: ReadonlySet<DayKey>
  selected: DayKey | null
  onChoose: (day: DayKey) => void
  onMonth: (month: CalendarMonth) => void
}

/**
 * The month calendar the booking elements share (tickets, tours). A month of days after the WAI-ARIA date picker grid: one tab stop, arrow keys by day and week, Home and End to the
 * week's ends, Page Up and Down by month (with Shift by year). Every day says its availability in its name; days that
 * cannot be booked can be reached but not chosen.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, today, calendar, spent, selected, onChoose, onMonth } = props
  const { t, locale } = useShopText()
  useElementStyles(calendarStyles)
  const days = daysOfMonth(month)
  const inMonth = (day: DayKey | null): day is DayKey => day !== null && days.includes(day)
  const firstChoosable = calendar ? firstChoosableDay(calendar, days, today, spent) : null
  const fallback = firstChoosable ?? (inMonth(today) ? today : days[0]!)
  const [focusDay, setFocusDay] = useState<DayKey | null>(null)
  const active = inMonth(focusDay) ? focusDay : inMonth(selected) ? selected : fallback
  const grid = useRef<HTMLTableElement>(null)
  const moved = useRef(false)

  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${active}"]`)?.focus()
  })

  const earliest = monthOf(today)
  const onKeyDown = (event: KeyboardEvent) => {
    if (!GRID_KEYS.includes(event.key)) return
    event.preventDefault()
    const next = dayForKey(active, event.key as GridKey, event.shiftKey)
    const target = next < today && !sameMonth(monthOf(next), monthOf(active)) ? today : next
    moved.current = true
    setFocusDay(target)
    if (!sameMonth(monthOf(target), month)) onMonth(monthOf(target))
  }

  const weekdays = weekdayNames(locale)
  const longWeekdays = weekdayNames(locale, 'long')
  const title = formatMonth(month.year, month.month, locale)
  return (
    <div className="shop-tickets__calendar" part="calendar">
      <div className="shop-tickets__month" part="month">
        <button
          type="button"
          className="shop-tickets__month-button"
          part="month-button"
          aria-label={t('tickets.date.previous')}
          disabled={sameMonth(month, earliest)}
          onClick={() => onMonth(previousMonth(month))}
        >
          ‹
        </button>
        {/* Not a heading: the element cannot know the level the host page's outline needs here. */}
        <p className="shop-tickets__month-title" aria-live="polite" id="shop-tickets-month">
          {title}
        </p>
        <button
          type="button"
          className="shop-tickets__month-button"
          part="month-button"
          aria-label={t('tickets.date.next')}
          onClick={() => onMonth(nextMonth(month))}
        >
          ›
        </button>
      </div>
      <div className="shop-calendar__days">
        <table
          ref={grid}
          role="grid"
          className="shop-tickets__grid"
          aria-labelledby="shop-tickets-month"
          aria-busy={calendar === undefined}
          onKeyDown={onKeyDown}
        >
          <thead>
            <tr>
              {weekdays.map((name, index) => (
                <th key={name} scope="col" abbr={longWeekdays[index]}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) =>
                  day === null ? (
                    <td key={column} role="gridcell" />
                  ) : (
                    <DayCell
                      key={day}
                      day={day}
                      status={calendar ? dayAvailability(calendar, day, today, spent) : null}
                      chosen={day === selected}
                      focusable={day === active}
                      onChoose={onChoose}
                      onFocus={setFocusDay}
                    />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
        <CalendarLoading loading={calendar === undefined} month={title} />
      </div>
      {calendar && firstChoosable === null && (
        <p className="shop-tickets__notice" part="notice">
          {t('tickets.date.none')}
        </p>
      )}
    </div>
  )
}

interface DayCellProps {
  day: DayKey
  /** Null while loading. */
  status: ReturnType<typeof dayAvailability> | null
  chosen: boolean
  focusable: boolean
  onChoose: (day: DayKey) => void
  onFocus: (day: DayKey) => void
}

function DayCell({ day, status, chosen, focusable, onChoose, onFocus }: DayCellProps) {
  const { t, locale } = useShopText()
  const choosable = status !== null && isChoosableDay(status)
  const date = formatDayLong(day, locale)
  const label = status === null ? date : t(STATUS_KEYS[status], { date })
  return (
    <td role="gridcell" aria-selected={chosen}>
      <button
        type="button"
        data-day={day}
        className={`shop-tickets__day shop-tickets__day--${status ?? 'loading'}${chosen ? ' shop-tickets__day--chosen' : ''}`}
        part={chosen ? 'day day-selected' : 'day'}
        tabIndex={focusable ? 0 : -1}
        aria-label={label}
        aria-disabled={!choosable}
        onFocus={() => onFocus(day)}
        onClick={() => choosable && onChoose(day)}
      >
        {dayParts(day)?.day}
      </button>
    </td>
  )
}
