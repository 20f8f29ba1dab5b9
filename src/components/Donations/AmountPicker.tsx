import { useId, useRef, type FormEvent } from 'react'
import { customAmountBounds, type DonationCampaign } from '../../domain/donationCampaigns'
import { centsToEuroString, formatCents, parseAmountToCents } from '../../domain/money'
import type { Translator } from '../../domain/translations'

/** The chosen amount: a preset, or what was typed (cents null while it is empty or invalid). */
export type AmountChoice =
  { kind: 'preset'; cents: number } | { kind: 'custom'; cents: number | null; error: string } | null

/** Props of {@link AmountPicker}. */
export interface AmountPickerProps {
  campaign: DonationCampaign
  currency: string
  /** The visitor is capped (not logged in): the custom amount's max is the campaign's guest_limit. */
  capped: boolean
  amount: AmountChoice
  onChange: (amount: AmountChoice) => void
  t: Translator
}

/**
 * Reads the custom input. The browser checks min, max and step (two decimals); what it accepts but is no exact
 * amount of cents (e.g. "1e3") gets a custom validity message, so the message shown is always the input's own.
 */
function readCustomInput(
  input: HTMLInputElement,
  minCents: number,
  maxCents: number | null,
  invalid: string,
) {
  input.setCustomValidity('')
  if (input.validity.valid) {
    if (input.value === '') return { kind: 'custom', cents: null, error: '' } as const
    const cents = parseAmountToCents(input.value)
    if (cents !== null && cents >= minCents && (maxCents === null || cents <= maxCents))
      return { kind: 'custom', cents, error: '' } as const
    input.setCustomValidity(invalid)
  }
  // Text, 0, 12.345 or too much: no amount, and the browser's own message.
  return { kind: 'custom', cents: null, error: input.validationMessage || invalid } as const
}

/** "€" for EUR, "CHF" for CHF; the code itself when the runtime does not know the currency. */
function currencySymbol(currency: string): string {
  try {
    const parts = new Intl.NumberFormat('de-DE', { style: 'currency', currency }).formatToParts(0)
    return parts.find((part) => part.type === 'currency')?.value ?? currency
  } catch {
    return currency
  }
}

/** Preset amounts of the campaign as a radio group, plus a custom amount input when the campaign allows it. */
export function AmountPicker({ campaign, currency, capped, amount, onChange, t }: AmountPickerProps) {
  const id = useId()
  const customRef = useRef<HTMLInputElement>(null)
  const { minCents, maxCents } = customAmountBounds(campaign, capped)
  const format = (cents: number) => formatCents(cents, currency)
  const capHint = capped && campaign.guestLimitCents > 0
  const customError = amount?.kind === 'custom' ? amount.error : ''

  const choosePreset = (cents: number) => {
    // A preset replaces whatever was typed.
    if (customRef.current) customRef.current.value = ''
    onChange({ kind: 'preset', cents })
  }
  const onCustomInput = (event: FormEvent<HTMLInputElement>) => {
    const invalid = t('donations.customAmountInvalid', { min: format(minCents) })
    onChange(readCustomInput(event.currentTarget, minCents, maxCents, invalid))
  }

  return (
    <fieldset
      className="shop-donations__group shop-donations__amounts"
      part="amounts"
      aria-describedby={capHint ? `${id}-cap` : undefined}
    >
      <legend className="shop-donations__legend" part="legend">
        {t('donations.chooseAmount')}
      </legend>
      {capHint && (
        <p className="shop-donations__hint" part="hint" id={`${id}-cap`}>
          {t('donations.guestLimit', { amount: format(campaign.guestLimitCents) })}
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
                onChange={() => choosePreset(cents)}
              />
              <span>{format(cents)}</span>
            </label>
          ))}
        </div>
      )}
      {campaign.freeDonations && (
        <div className="shop-donations__custom" part="custom-amount">
          <label className="shop-donations__label" htmlFor={`${id}-custom`}>
            {t('donations.customAmount', { currency: currencySymbol(currency) })}
          </label>
          <input
            ref={customRef}
            id={`${id}-custom`}
            className="shop-donations__input"
            part="custom-amount-input"
            type="number"
            inputMode="decimal"
            min={centsToEuroString(minCents)}
            max={maxCents === null ? undefined : centsToEuroString(maxCents)}
            step="0.01"
            aria-invalid={customError ? true : undefined}
            aria-describedby={customError ? `${id}-limits ${id}-error` : `${id}-limits`}
            onInput={onCustomInput}
          />
          <p className="shop-donations__hint" part="hint" id={`${id}-limits`}>
            {maxCents === null
              ? t('donations.customAmountMin', { min: format(minCents) })
              : t('donations.customAmountRange', { min: format(minCents), max: format(maxCents) })}
          </p>
          {/* Always present, so the polite live region announces a new message while the visitor types. */}
          <p className="shop-donations__error" part="error" id={`${id}-error`} aria-live="polite">
            {customError}
          </p>
        </div>
      )}
    </fieldset>
  )
}
