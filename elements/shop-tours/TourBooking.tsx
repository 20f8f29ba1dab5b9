import { useMemo, useState } from 'react'
import { useShopText } from '../base/useShopText'
import type { ShopConfig } from '../../src/domain/shop/config'
import { UnknownTourError } from '../../src/domain/tours/errors'
import { FAILURE_TEXT_KEYS } from '../../src/domain/messages'
import { cartAddress } from '../../src/domain/shop/shopPages'
import { formatDayLong, formatTime } from '../../src/domain/tickets/dateFormat'
import { createShopUrls } from '../../src/domain/shop/urls'
import type { TourProduct } from '../../src/domain/tours/types'
import { TOUR_REQUEST } from '../../src/services/tours'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'
import { retryFailedQueries } from '../../src/store/query'
import { useEmit } from '../base/elementContext'
import { StatusMessage } from '../base/StatusMessage'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { MonthCalendar } from '../base/calendar/MonthCalendar'
import { AddTour, ChangedNotice } from './AddTour'
import { addTourToCart, type AddTourOutcome } from './addTour'
import { TourNotice } from './TourNotice'
import { LanguageStep, ParticipantsStep, Surcharges } from './TourOptions'
import { timePlacesText, TourTimes } from './TourTimes'
import { useTourBooking } from './useTourBooking'

const ELEMENT = 'shop-tours'

export interface TourBookingProps {
  tourId: number
  config: ShopConfig
  goToCart: boolean
}

/** One tour: its title, then the steps of a booking as far as the visitor has come. */
export function TourBooking(props: TourBookingProps) {
  const { tourId, config } = props

  const { t } = useShopText()
  const query = useMemo(() => apiQuery(config, TOUR_REQUEST, tourId), [config, tourId])
  const state = useQuery(query)
  const tour = state?.status === 'error' ? undefined : state?.data
  useLoadedEvent(ELEMENT, 'tour', tour !== undefined)
  const toursUrl = createShopUrls(config).publicTours()
  if (state?.status === 'error') {
    if (state.error instanceof UnknownTourError)
      return <TourNotice text={t('tours.unknown')} link={toursUrl} />
    return (
      <StatusMessage
        element={ELEMENT}
        error={state.error}
        message={t(FAILURE_TEXT_KEYS[state.error.failure])}
        onRetry={retryFailedQueries}
        retryLabel={t('common.retry')}
      />
    )
  }
  if (!tour)
    return (
      <p className="shop-tours__loading" role="status">
        {t('tours.loading')}
      </p>
    )
  return <TourSteps {...props} tour={tour} />
}

function TourSteps({ tour, config, goToCart }: TourBookingProps & { tour: TourProduct }) {
  const { t, locale } = useShopText()
  const flow = useTourBooking(config, tour)
  const emit = useEmit()
  const [announcement, setAnnouncement] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<AddTourOutcome | null>(null)
  const calendar = flow.daysState?.status === 'error' ? undefined : flow.daysState?.data
  const failed =
    (flow.daysState?.status === 'error' && flow.daysState.error) ||
    (flow.timesState?.status === 'error' && flow.timesState.error) ||
    (flow.pricesState?.status === 'error' && flow.pricesState.error)
  const { time, language, limit, prices } = flow
  const ready = time && language && limit && flow.participants >= limit.least && flow.priceReady

  const add = async () => {
    if (!ready || !flow.timesQuery || !flow.pricesQuery || flow.totalCents === null) return
    setBusy(true)
    setOutcome(null)
    const result = await addTourToCart({
      config,
      tour,
      time,
      language,
      choice: flow.choice,
      shownCents: flow.totalCents,
      timesQuery: flow.timesQuery,
      pricesQuery: flow.pricesQuery,
      locale,
      emit,
      goToCart,
    })
    setBusy(false)
    setOutcome(result)
    if (result.kind === 'added') flow.resetChoice()
  }

  return (
    <div className="shop-tours" part="tours">
      <p className="shop-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <p className="shop-tours__title" part="title">
        {tour.title}
      </p>
      <fieldset className="shop-tours__step" part="step">
        <legend className="shop-tours__legend" part="legend">
          {t('tours.date.legend')}
        </legend>
        <MonthCalendar
          month={flow.month}
          today={flow.today}
          calendar={calendar}
          selected={flow.day}
          onChoose={(day) => {
            flow.chooseDay(day)
            setOutcome(null)
            setAnnouncement(t('tours.date.chosen', { date: formatDayLong(day, locale) }))
          }}
          onMonth={flow.setMonth}
        />
      </fieldset>
      {failed && (
        <StatusMessage
          element={ELEMENT}
          error={failed}
          message={t(FAILURE_TEXT_KEYS[failed.failure])}
          onRetry={retryFailedQueries}
          retryLabel={t('common.retry')}
        />
      )}
      {flow.day && (
        <TourTimes
          day={flow.day}
          times={flow.timesState?.status === 'error' ? [] : flow.times}
          chosen={time?.startTime ?? null}
          onChoose={(next) => {
            flow.chooseTime(next.startTime)
            setOutcome(null)
            setAnnouncement(
              t('tours.time.chosen', {
                time: formatTime(next.start.minutes, locale),
                places: timePlacesText(next, t),
              }),
            )
          }}
        />
      )}
      {!time && outcome?.kind === 'changed' && <ChangedNotice outcome={outcome} />}
      {time && flow.languages.length > 1 && (
        <LanguageStep
          languages={flow.languages}
          chosen={language?.id ?? null}
          onChoose={(id) => {
            flow.chooseLanguage(id)
            setOutcome(null)
          }}
        />
      )}
      {time && language && limit && (
        <>
          <ParticipantsStep
            prices={prices}
            choice={flow.choice}
            limit={limit}
            onChange={(next, sentence) => {
              flow.setChoice(next)
              setOutcome(null)
              setAnnouncement(sentence)
            }}
          />
          {prices && (
            <Surcharges
              prices={prices}
              choice={flow.choice}
              limit={limit}
              onChange={(next, sentence) => {
                flow.setChoice(next)
                setOutcome(null)
                setAnnouncement(sentence)
              }}
            />
          )}
          <AddTour
            totalCents={flow.participants === 0 ? 0 : flow.priceReady ? flow.totalCents : null}
            disabled={!ready}
            busy={busy}
            outcome={outcome}
            cartUrl={cartAddress(config)}
            onAdd={() => void add()}
          />
        </>
      )}
    </div>
  )
}
