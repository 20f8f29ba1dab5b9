/**
 * Data and choices of a tour booking: month → day → time → language → participants and surcharges → price. Each
 * answer comes through the page's request cache: the days one request per shown month, the times one per day, the
 * price one per date, time, participants and language.
 */
import { useMemo, useState } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import { monthOf, calendarRange, type CalendarMonth } from '../../src/domain/tickets/monthGrid'
import { isBefore, museumNow, museumToday, type DayKey } from '../../src/domain/tickets/wallClock'
import {
  bookingCents,
  choiceWithin,
  isOpenTime,
  languagesAt,
  NO_CHOICE,
  participantLimit,
  participantsOf,
  type TourChoice,
} from '../../src/domain/tours/booking'
import type { TourPrices, TourProduct } from '../../src/domain/tours/types'
import { TOUR_DAYS_REQUEST, TOUR_PRICES_REQUEST, TOUR_TIMES_REQUEST } from '../../src/services/tours'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'

export function useTourBooking(config: ShopConfig, tour: TourProduct) {
  const [today] = useState(() => museumToday())
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today))
  const [day, setDay] = useState<DayKey | null>(null)
  const [startTime, setStartTime] = useState<string | null>(null)
  const [languageId, setLanguageId] = useState<number | null>(null)
  const [choice, setChoice] = useState<TourChoice>(NO_CHOICE)

  const daysQuery = useMemo(
    () => apiQuery(config, TOUR_DAYS_REQUEST, { tourId: tour.id, ...calendarRange(month) }),
    [config, tour.id, month],
  )
  const daysState = useQuery(daysQuery)
  const timesQuery = useMemo(
    () => (day ? apiQuery(config, TOUR_TIMES_REQUEST, { tourId: tour.id, date: day }) : null),
    [config, tour.id, day],
  )
  const timesState = useQuery(timesQuery)
  const now = museumNow()
  const times = useMemo(
    () =>
      (timesState?.status === 'error' ? undefined : timesState?.data)?.filter((time) =>
        isBefore(now, time.start),
      ),
    // The museum's now is read once per answer: a time that begins while the visitor looks is re-checked on adding.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [timesState],
  )
  // A chosen time that filled meanwhile is chosen no more: its steps go, and what adding said stays.
  const time = times?.find((candidate) => candidate.startTime === startTime && isOpenTime(candidate))
  const languages = languagesAt(tour, time)
  // A time in one language needs no choice.
  const language =
    languages.find((candidate) => candidate.id === languageId) ??
    (languages.length === 1 ? languages[0] : undefined)
  const limit = time && participantLimit(time)
  // The last prices that arrived stand while a new count's are asked: a step does not blank the price.
  const [lastPrices, setLastPrices] = useState<TourPrices | undefined>(undefined)
  const pricesFor = Math.max(limit?.least ?? 1, participantsOf(choice, lastPrices))
  const pricesQuery = useMemo(
    () =>
      time && language
        ? apiQuery(config, TOUR_PRICES_REQUEST, {
            tourId: tour.id,
            date: time.start.date,
            time: time.start.time,
            participants: pricesFor,
            languageId: language.id,
          })
        : null,
    [config, tour.id, time, language, pricesFor],
  )
  const pricesState = useQuery(pricesQuery)
  const asked = pricesState?.status === 'error' ? undefined : pricesState?.data
  if (asked !== undefined && asked !== lastPrices) setLastPrices(asked)
  const prices = asked ?? lastPrices
  const participants = participantsOf(choice, prices)
  const totalCents = prices && participants > 0 ? bookingCents(prices, choice) : null
  // The price is for the participants it was asked with: until that answer is here, no total is shown as final.
  const priceReady = pricesState?.status === 'success' && totalCents !== null

  return {
    today,
    month,
    setMonth,
    day,
    chooseDay: (next: DayKey) => {
      setDay(next)
      setStartTime(null)
      setChoice(NO_CHOICE)
    },
    daysState,
    timesQuery,
    timesState,
    times,
    time,
    chooseTime: (next: string) => {
      setStartTime(next)
      setChoice(NO_CHOICE)
    },
    languages,
    language,
    chooseLanguage: setLanguageId,
    limit,
    prices,
    pricesQuery,
    pricesState,
    choice,
    setChoice: (next: TourChoice) => setChoice(limit ? choiceWithin(next, prices, limit.max) : next),
    participants,
    totalCents,
    priceReady,
    resetChoice: () => setChoice(NO_CHOICE),
  }
}

export type TourBookingFlow = ReturnType<typeof useTourBooking>
