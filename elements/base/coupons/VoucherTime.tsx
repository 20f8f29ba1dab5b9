import { useEffect, useId, useState } from 'react'
import { ShopError } from '../../../src/domain/errors'
import { formatTime } from '../../../src/domain/tickets/dateFormat'
import { museumNow, parseWallClock, isBefore } from '../../../src/domain/tickets/wallClock'
import { addVoucherTicket, voucherTicketPlaces } from '../../../src/store/voucherTickets'
import { useFailureReport } from '../useFailureReport'
import { useShopConfig, useShopText } from '../useShopText'
import type { WaitingTicket } from './couponEntry'

/** The start times of `places` (ISO → places left) with a place left and still ahead on the museum's clock. */
function freeTimes(places: Readonly<Record<string, number>>) {
  const now = museumNow()
  return Object.entries(places)
    .filter(([, left]) => left > 0)
    .map(([iso]) => ({ iso, wall: parseWallClock(iso) }))
    .filter(
      (time): time is { iso: string; wall: NonNullable<typeof time.wall> } =>
        time.wall !== null && !isBefore(time.wall, now),
    )
    .sort((a, b) => a.wall.minutes - b.wall.minutes)
}

/**
 * The day and time of a voucher's timed ticket, chosen like any ticket's: a day (today or later on the museum's clock),
 * then one of its start times with a place left. The ticket then goes into the cart at 0 € and the code is kept. When
 * it cannot be added (storage full or blocked), the choice stays with a sentence, and the element reports the failure.
 */
export function VoucherTime({
  element,
  waiting,
  onAdded,
}: {
  element: string
  waiting: WaitingTicket
  onAdded: () => void
}) {
  const { t, locale } = useShopText()
  const config = useShopConfig()
  const id = useId()
  const today = museumNow().date
  const [day, setDay] = useState(today)
  const [time, setTime] = useState('')
  const [places, setPlaces] = useState<{ day: string; left: Readonly<Record<string, number>> } | null>(null)
  const [failure, setFailure] = useState<ShopError | 'unknown' | null>(null)
  useFailureReport(element, failure instanceof ShopError ? failure : null)
  useEffect(() => {
    if (day < today) return
    let current = true
    void voucherTicketPlaces(config, waiting.ticket.id, day).then(
      (left) => current && setPlaces({ day, left }),
      () => current && setPlaces({ day, left: {} }),
    )
    return () => {
      current = false
    }
  }, [config, waiting.ticket.id, day, today])
  const loaded = places?.day === day
  const times = loaded && places ? freeTimes(places.left) : []
  const chosen = times.find((entry) => entry.iso === time)?.iso ?? times[0]?.iso ?? ''
  const add = () => {
    if (!chosen) return
    setFailure(null)
    void addVoucherTicket(config, waiting.coupon, waiting.ticket, chosen).then(onAdded, (error: unknown) =>
      setFailure(error instanceof ShopError ? error : 'unknown'),
    )
  }
  return (
    <fieldset className="shop-coupon__time" part="coupon-time">
      <legend>{t('coupon.chooseTime', { ticket: waiting.ticket.title })}</legend>
      <label htmlFor={`${id}-day`}>{t('coupon.day')}</label>
      <input
        id={`${id}-day`}
        className="shop-coupon__input"
        type="date"
        min={today}
        value={day}
        onChange={(event) => setDay(event.target.value)}
      />
      {loaded && times.length === 0 ? (
        <p className="shop-coupon__message">{t('coupon.noTimes')}</p>
      ) : (
        <>
          <label htmlFor={`${id}-time`}>{t('coupon.time')}</label>
          <select
            id={`${id}-time`}
            className="shop-coupon__select"
            value={chosen}
            onChange={(event) => setTime(event.target.value)}
          >
            {times.map((entry) => (
              <option key={entry.iso} value={entry.iso}>
                {formatTime(entry.wall.minutes, locale)}
              </option>
            ))}
          </select>
        </>
      )}
      {failure && (
        <p className="shop-coupon__message" part="coupon-message" role="alert">
          {t('coupon.addFailed')}
        </p>
      )}
      <button type="button" className="shop-coupon__apply" disabled={!chosen} onClick={add}>
        {t('coupon.addTicket')}
      </button>
    </fieldset>
  )
}
