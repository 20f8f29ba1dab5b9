import { useEffect, useId, useRef, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react'
import { useShopText } from '../base/useShopText'
import type {
  CustomAmountBounds,
  CustomAmountProblem,
  CustomAmountRead,
  DonationCampaign,
} from '../../src/domain/donations/campaigns'
import { currencySymbol, formatCents } from '../../src/domain/values/money'

/**
 * The chosen amount: a preset, or what was typed. A typed amount's problem is said only once it is `revealed`: the
 * visitor paused, left the field or pressed add ("15," is no error while the visitor is still typing).
 */
export type AmountChoice =
  { kind: 'preset'; cents: number } | { kind: 'custom'; text: string; revealed: boolean } | null

/** A pause this long while typing counts as done: then a problem with the amount is said. */
export const TYPING_PAUSE_MS = 800

/** Props of {@link AmountPicker}. */
export interface AmountPickerProps {
  campaign: DonationCampaign
  /** What the visitor may still give to this campaign, in cents; null when uncapped. */
  remainingCents: number | null
  bounds: CustomAmountBounds
  amount: AmountChoice
  /** The typed amount read against the bounds (null unless a custom amount is chosen). */
  read: CustomAmountRead | null
  onChange: (amount: AmountChoice) => void
}

/**
 * Preset amounts of the campaign as a radio group, plus a text input for an amount of one's own when the campaign
 * allows it. The input is text, not a number input: a number input in an English browser reads "15,50" as 1550.
 * For a capped visitor, presets above what is still possible are disabled, and the custom amount ends there too;
 * for everyone it ends at the museum's maximum.
 */
export function AmountPicker(props: AmountPickerProps) {
  const { campaign, remainingCents, bounds, amount, read, onChange } = props

  const { currency, t } = useShopText()
  const id = useId()
  const customRef = useRef<HTMLInputElement>(null)
  const pause = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(pause.current), [])
  const format = (cents: number) => formatCents(cents, currency)
  const capped = remainingCents !== null
  const partlyUsed = capped && remainingCents < campaign.guestLimitCents
  const tooHigh = (cents: number) => capped && cents > remainingCents
  const someTooHigh = campaign.optionsCents.some(tooHigh)
  // Below the minimum nothing can be typed; the presets that fit stay.
  const customPossible = campaign.freeDonations && !tooHigh(bounds.minCents)
  const problemText: Record<CustomAmountProblem, () => string> = {
    format: () => t('donations.customAmountFormat'),
    negative: () => t('donations.customAmountNegative'),
    tooSmall: () => t('donations.customAmountTooSmall', { min: format(bounds.minCents) }),
    aboveRemaining: () => t('donations.customAmountTooLarge', { max: format(bounds.maxCents) }),
    aboveMaximum: () =>
      `${t('donations.customAmountAboveMaximum', { max: format(bounds.maxCents) })} ${t('donations.largerGifts')}`,
  }
  const revealed = amount?.kind === 'custom' && amount.revealed
  const customError = revealed && read?.problem ? problemText[read.problem]() : ''

  const choosePreset = (cents: number) => {
    // A preset replaces whatever was typed.
    clearTimeout(pause.current)
    if (customRef.current) customRef.current.value = ''
    onChange({ kind: 'preset', cents })
  }
  const onCustomInput = (event: FormEvent<HTMLInputElement>) => {
    const text = event.currentTarget.value
    onChange({ kind: 'custom', text, revealed: false })
    clearTimeout(pause.current)
    pause.current = setTimeout(() => onChange({ kind: 'custom', text, revealed: true }), TYPING_PAUSE_MS)
  }
  // Leaving the field, or Enter (which does not submit while the add button is disabled), says what is wrong now.
  const reveal = (event: FocusEvent<HTMLInputElement> | KeyboardEvent<HTMLInputElement>) => {
    clearTimeout(pause.current)
    if (amount?.kind === 'custom')
      onChange({ kind: 'custom', text: event.currentTarget.value, revealed: true })
  }

  return (
    <fieldset
      className="shop-donations__group shop-donations__amounts"
      part="amounts"
      aria-describedby={capped ? `${id}-cap` : undefined}
    >
      <legend className="shop-donations__legend" part="legend">
        {t('donations.chooseAmount')}
      </legend>
      {capped && (
        <p className="shop-donations__hint" part="hint" id={`${id}-cap`}>
          {t('donations.guestLimit', { amount: format(campaign.guestLimitCents) })}
          {partlyUsed && ` ${t('donations.guestRemaining', { amount: format(remainingCents) })}`}
          {someTooHigh && (
            <>
              {' '}
              <span id={`${id}-reason`}>{t('donations.presetAboveRemaining')}</span>
            </>
          )}
        </p>
      )}
      {campaign.optionsCents.length > 0 && (
        <div className="shop-donations__presets">
          {campaign.optionsCents.map((cents) => (
            <label key={cents} className="shop-donations__choice shop-donations__preset" part="amount">
              <input
                type="radio"
                className="shop-donations__radio"
                name={`${id}-amount`}
                value={cents}
                checked={amount?.kind === 'preset' && amount.cents === cents}
                disabled={tooHigh(cents)}
                aria-describedby={tooHigh(cents) ? `${id}-reason` : undefined}
                onChange={() => choosePreset(cents)}
              />
              <span>{format(cents)}</span>
            </label>
          ))}
        </div>
      )}
      {customPossible && (
        <div className="shop-donations__custom" part="custom-amount">
          <label className="shop-donations__label" htmlFor={`${id}-custom`}>
            {t('donations.customAmount', { currency: currencySymbol(currency) })}
          </label>
          <input
            ref={customRef}
            id={`${id}-custom`}
            className="shop-donations__input"
            part="custom-amount-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${id}-limits ${id}-error` : `${id}-limits`}
            onInput={onCustomInput}
            onBlur={reveal}
            onKeyDown={(event) => event.key === 'Enter' && reveal(event)}
          />
          <p className="shop-donations__hint" part="hint" id={`${id}-limits`}>
            {t('donations.customAmountRange', { min: format(bounds.minCents), max: format(bounds.maxCents) })}
          </p>
          {/* Always present, so the polite live region announces a new message when the visitor pauses. */}
          <p className="shop-donations__error" part="error" id={`${id}-error`} aria-live="polite">
            {customError}
          </p>
        </div>
      )}
    </fieldset>
  )
}
