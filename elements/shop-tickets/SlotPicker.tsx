import type { Ref } from 'react'
import { useShopText } from '../base/useShopText'
import { formatDay, formatTime } from '../../src/domain/tickets/dateFormat'
import type { SlotPlaces, TicketSlot } from '../../src/domain/tickets/slots'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import type { Translator } from '../../src/domain/messages/translations'

/** "12 frei", "nur noch 3", "ausverkauft": places left as text, never only as a colour. */
export function placesText(places: SlotPlaces, t: Translator): string {
  if (places.kind === 'soldOut') return t('tickets.time.soldOut')
  return t(places.kind === 'few' ? 'tickets.time.few' : 'tickets.time.free', { count: places.count })
}

export interface SlotPickerProps {
  day: DayKey
  /** The day's offered times; those already begun are left out. */
  slots: readonly TicketSlot[]
  chosen: number | null
  /** `pointer`: chosen with a mouse or a finger, not the keyboard. */
  onChoose: (slot: TicketSlot, pointer: boolean) => void
  ref?: Ref<HTMLFieldSetElement>
  /** The group's name when it is not the day's times, e.g. a part's of a combination ticket. */
  legend?: string
  /** The radios' name: one per group when several are shown. */
  name?: string
  /** A sentence under the legend, e.g. from when a part may start. */
  note?: string
}

/** The times of the chosen day as one named radio group; a sold-out time is shown and cannot be chosen. */
export function SlotPicker({ day, slots, chosen, onChoose, ref, ...group }: SlotPickerProps) {
  const { t, locale } = useShopText()
  const open = slots.filter((slot) => !slot.past)
  return (
    <fieldset ref={ref} tabIndex={-1} className="shop-tickets__step" part="step">
      <legend className="shop-tickets__legend" part="legend">
        {group.legend ?? t('tickets.time.legend', { date: formatDay(day, locale) })}
      </legend>
      {group.note && <p className="shop-tickets__hint">{group.note}</p>}
      {open.length === 0 || open.every((slot) => slot.places.kind === 'soldOut') ? (
        <p className="shop-tickets__notice" part="notice">
          {t('tickets.time.none')}
        </p>
      ) : null}
      <div className="shop-tickets__slots" part="slots">
        {open.map((slot) => {
          const soldOut = slot.places.kind === 'soldOut'
          return (
            <label
              key={slot.minutes}
              className={`shop-tickets__slot${soldOut ? ' shop-tickets__slot--sold-out' : ''}`}
              part="slot"
            >
              <input
                type="radio"
                name={group.name ?? 'time'}
                value={slot.time}
                checked={slot.minutes === chosen}
                disabled={soldOut}
                // A radio's change comes with its click: one from the keyboard has no click count.
                onChange={(event) => onChoose(slot, (event.nativeEvent as MouseEvent).detail > 0)}
              />
              <span className="shop-tickets__slot-text">
                <span className="shop-tickets__slot-time">{formatTime(slot.minutes, locale)}</span>
                <span
                  className={`shop-tickets__places shop-tickets__places--${slot.places.kind}`}
                  part="slot-places"
                >
                  {placesText(slot.places, t)}
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
