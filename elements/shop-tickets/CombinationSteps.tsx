import { useEffect, useRef } from 'react'
import { useShopConfig, useShopText } from '../base/useShopText'
import { combinationMax, DEFAULT_PART_MINUTES, partChoices } from '../../src/domain/tickets/combination'
import { formatDay, formatTime } from '../../src/domain/tickets/dateFormat'
import type { DayOffer, TicketBooking } from '../../src/domain/tickets/types'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import { useEmit } from '../base/elementContext'
import { addCombinationToCart } from './addCombination'
import { placesText, SlotPicker } from './SlotPicker'
import { TicketChoice, useAddAction } from './TicketChoice'
import { TicketFailure } from './TicketFailure'
import { useAttendees } from './useAttendees'
import { useCombination } from './useCombination'

export interface CombinationStepsProps {
  day: DayKey
  /** The day's offer: combination tickets only. */
  offer: DayOffer
  cart: readonly TicketBooking[]
  /** Minutes a part's visit takes (`part-minutes`). */
  partMinutes: number | undefined
  /** True once, when the keyboard should come to the first part's times (the day was just chosen). */
  takeFocus: () => boolean
  announce: (sentence: string) => void
  goToCart: boolean
}

/**
 * A day's combination tickets: the times of each part in visiting order (a part's times begin where the part before
 * it ends), then the tickets. Each part is a radio group of its own, named after the part.
 */
export function CombinationSteps(props: CombinationStepsProps) {
  const config = useShopConfig()
  const { day, announce } = props

  const { t, locale } = useShopText()
  const partMinutes = props.partMinutes || DEFAULT_PART_MINUTES
  const combination = useCombination(config, day, props.offer, props.cart)
  const { context, chosen, partNames } = combination
  const attendees = useAttendees(combination.tickets, combination.selection)
  const adding = useAddAction()
  const emit = useEmit()
  const firstPart = useRef<HTMLFieldSetElement>(null)
  useEffect(() => {
    if (firstPart.current && props.takeFocus()) firstPart.current.focus()
  })
  if (combination.error) return <TicketFailure error={combination.error} />
  if (!context)
    return (
      <div className="shop-tickets__loading" part="placeholder" aria-busy="true">
        {t('common.loading')}
      </div>
    )

  const partName = (index: number) => partNames[index] || t('tickets.part.number', { number: index + 1 })
  const choose = (index: number, minutes: number) => {
    const lost = combination.choose(index, minutes, partMinutes)
    adding.reset()
    return lost.length > 0 ? ` ${t('tickets.part.again', { part: partName(lost[0]!) })}` : ''
  }
  const add = () =>
    void adding.run(
      () =>
        addCombinationToCart({
          config,
          freshContext: combination.freshContext,
          tickets: combination.tickets,
          selection: combination.selection,
          names: attendees.names,
          partMinutes,
          emit,
          goToCart: props.goToCart,
        }),
      () => {
        combination.clearSelection()
        attendees.clear()
      },
    )

  const changedPart = adding.outcome?.kind === 'changed' ? (adding.outcome.part ?? 0) : 0
  const complete = chosen.every((minutes) => minutes !== null)
  return (
    <>
      {context.parts.map((part, index) => {
        const before = index > 0 ? chosen[index - 1] : 0
        const legend = t('tickets.part.legend', { part: partName(index) })
        if (before === null || before === undefined)
          return (
            <fieldset key={part.id} className="shop-tickets__step" part="step">
              <legend className="shop-tickets__legend" part="legend">
                {legend}
              </legend>
              <p className="shop-tickets__hint">
                {t('tickets.part.first', { previous: partName(index - 1) })}
              </p>
            </fieldset>
          )
        const from = formatTime(before + partMinutes, locale)
        return (
          <SlotPicker
            key={part.id}
            ref={index === 0 ? firstPart : undefined}
            day={day}
            slots={partChoices(context.parts, index, partMinutes)}
            chosen={part.chosen}
            legend={legend}
            name={`part-${part.id}`}
            note={
              index > 0 ? t('tickets.part.after', { time: from, previous: partName(index - 1) }) : undefined
            }
            onChoose={(slot) => {
              const again = choose(index, slot.minutes)
              const time = formatTime(slot.minutes, locale)
              announce(t('tickets.time.chosen', { time, places: placesText(slot.places, t) }) + again)
            }}
          />
        )
      })}
      {complete && (
        <TicketChoice
          tickets={combination.tickets}
          selection={combination.selection}
          maxOf={(ticketId) => {
            const ticket = combination.tickets.find((candidate) => candidate.id === ticketId)
            return ticket ? combinationMax(context, ticket, combination.selection) : 0
          }}
          onQuantity={combination.setQuantity}
          announce={announce}
          legend={t('tickets.tickets.legend', { when: formatDay(day, locale) })}
          attendees={attendees}
          adding={adding}
          onAdd={add}
          slot={context.parts[changedPart]?.slots.find((slot) => slot.minutes === chosen[changedPart])}
          onChooseSlot={(slot) => void choose(changedPart, slot.minutes)}
        />
      )}
    </>
  )
}
