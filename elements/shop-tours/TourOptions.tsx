import { formatCents } from '../../src/domain/values/money'
import { useShopText, type ShopText } from '../base/useShopText'
import { stepWithin } from '../../src/domain/values/quantitySteps'
import { formatVatPct } from '../../src/domain/tickets/prices'
import {
  grossCents,
  participantsOf,
  scalePrices,
  surchargePrices,
  type ParticipantLimit,
  type TourChoice,
} from '../../src/domain/tours/booking'
import type { TourLanguage, TourPrice, TourPrices } from '../../src/domain/tours/types'
import type { Translator } from '../../src/domain/messages/translations'
import { QuantityStepper } from '../base/stepper/QuantityStepper'

/** The languages of the chosen time as one named radio group. */
export function LanguageStep({
  languages,
  chosen,
  onChoose,
}: {
  languages: readonly TourLanguage[]
  chosen: number | null
  onChoose: (id: number) => void
}) {
  const { t } = useShopText()
  return (
    <fieldset className="shop-tours__step" part="step">
      <legend className="shop-tours__legend" part="legend">
        {t('tours.language.legend')}
      </legend>
      <div className="shop-tours__choices">
        {languages.map((language) => (
          <label key={language.id} className="shop-tours__choice" part="language">
            <input
              type="radio"
              name="tour-language"
              value={language.id}
              checked={language.id === chosen}
              onChange={() => onChoose(language.id)}
            />
            <span>{language.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** "je 12,00 €" or "90,00 € pro Gruppe", with the VAT note when VAT applies. */
function priceText(price: TourPrice, prices: TourPrices, { currency, t, locale }: ShopText): string {
  const amount = formatCents(grossCents(price, prices.taxIncluded), currency)
  const text = t(price.group ? 'tours.perGroup' : 'tours.perPerson', { price: amount })
  return price.vatPct > 0 ? `${text} · ${t('tours.vat', { pct: formatVatPct(price.vatPct, locale) })}` : text
}

/** The sentence of the limit that sets the most. */
function limitText(limit: ParticipantLimit, t: Translator): string {
  return t(limit.reason === 'left' ? 'tours.atMostLeft' : 'tours.atMostPerBooking', { count: limit.max })
}

export interface ParticipantsStepProps {
  /** Undefined until the first price arrives: then one count for all participants. */
  prices: TourPrices | undefined
  choice: TourChoice
  limit: ParticipantLimit
  onChange: (choice: TourChoice, announcement: string) => void
}

/**
 * The participants: one stepper per scale price when the tour has them (their sum is the participants), else one;
 * within the time's fewest and most and never above what is left. Under them the surcharges to choose.
 */
export function ParticipantsStep(props: ParticipantsStepProps) {
  const { prices, choice, limit, onChange } = props

  const text = useShopText()
  const { t } = text
  const participants = participantsOf(choice, prices)
  const scale = prices ? scalePrices(prices) : []
  const full = participants >= limit.max
  const rows =
    scale.length > 0
      ? scale.map((price) => ({
          key: `scale-${price.scalePriceId}`,
          name: price.title || price.description,
          note: prices && priceText(price, prices, text),
          count: choice.scale[price.scalePriceId ?? -1] ?? 0,
          set: (count: number): TourChoice => ({
            ...choice,
            scale: { ...choice.scale, [price.scalePriceId ?? -1]: count },
          }),
          least: 1,
        }))
      : [
          {
            key: 'participants',
            name: t('tours.participants.name'),
            note: prices?.prices
              .filter((price) => !price.optional)
              .map((price) => priceText(price, prices, text))
              .join(' · '),
            count: choice.participants,
            set: (count: number): TourChoice => ({ ...choice, participants: count }),
            least: limit.least,
          },
        ]
  return (
    <fieldset className="shop-tours__step" part="step">
      <legend className="shop-tours__legend" part="legend">
        {t('tours.participants.legend')}
      </legend>
      {limit.least > 1 && <p className="shop-tours__note">{t('tours.atLeast', { count: limit.least })}</p>}
      {rows.map((row) => {
        const room = row.count + Math.max(0, limit.max - participants)
        const step = (direction: 'up' | 'down') => {
          const next = stepWithin(row.count, direction, row.least, room)
          const now = t('tours.quantityNow', { name: row.name, count: next })
          const stopped = direction === 'up' && next === row.count
          onChange(row.set(next), stopped ? `${now}, ${limitText(limit, t)}` : now)
        }
        return (
          <div key={row.key} className="shop-tours__row">
            <div className="shop-tours__row-text">
              <p className="shop-tours__row-name">{row.name}</p>
              {row.note && (
                <p className="shop-tours__note" part="price">
                  {row.note}
                </p>
              )}
            </div>
            <QuantityStepper
              label={row.name}
              quantity={row.count}
              lessLabel={t('tours.less', { name: row.name })}
              moreLabel={t('tours.more', { name: row.name })}
              quantityLabel={t('tours.quantity', { name: row.name })}
              lessDisabled={row.count === 0}
              moreDisabled={full}
              onLess={() => row.count > 0 && step('down')}
              onMore={() => step('up')}
            />
          </div>
        )
      })}
      {full && participants > 0 && (
        <p className="shop-tours__limit" part="limit">
          {limitText(limit, t)}
        </p>
      )}
    </fieldset>
  )
}

/** The optional surcharges as choices, each with its price. */
export function Surcharges(props: ParticipantsStepProps & { prices: TourPrices }) {
  const { prices, choice, onChange } = props

  const text = useShopText()
  const { t } = text
  const surcharges = surchargePrices(prices)
  if (surcharges.length === 0) return null
  return (
    <fieldset className="shop-tours__step" part="step">
      <legend className="shop-tours__legend" part="legend">
        {t('tours.surcharges.legend')}
      </legend>
      <div className="shop-tours__choices">
        {surcharges.map((price) => {
          const id = price.surchargeId ?? -1
          const checked = choice.surcharges.includes(id)
          const name = [price.title, price.description].filter(Boolean).join(' ')
          return (
            <label key={id} className="shop-tours__choice" part="surcharge">
              <input
                type="checkbox"
                checked={checked}
                onChange={() =>
                  onChange(
                    {
                      ...choice,
                      surcharges: checked
                        ? choice.surcharges.filter((other) => other !== id)
                        : [...choice.surcharges, id],
                    },
                    name,
                  )
                }
              />
              <span className="shop-tours__choice-text">
                <span>{name}</span>
                <span className="shop-tours__note">{priceText(price, prices, text)}</span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
