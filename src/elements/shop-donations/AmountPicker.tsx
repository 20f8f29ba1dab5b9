import { useId, useRef, type FormEvent } from 'react'
import {
  customAmountBounds,
  readCustomAmount,
  type CustomAmountRead,
  type DonationCampaign,
} from '../../domain/donationCampaigns'
import { formatCents } from '../../domain/money'
import type { Translator } from '../../domain/translations'

/** The chosen amount: a preset, or what was typed (cents null while it is empty or invalid). */
export type AmountChoice =
  { kind: 'preset'; cents: number } | { kind: 'custom'; cents: number | null; error: string } | null

/** Props of {@link AmountPicker}. */
export interface AmountPickerProps {
  campaign: DonationCampaign
  currency: string
  /** What the visitor may still give to this campaign, in cents; null when uncapped. */
  remainingCents: number | null
  amount: AmountChoice
  onChange: (amount: AmountChoice) => void
  t: Translator
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

/**
 * Preset amounts of the campaign as a radio group, plus a text input for an amount of one's own when the campaign
 * allows it. The input is text, not a number input: a number input in an English browser reads "15,50" as 1550.
 * For a capped visitor, presets above what is still possible are disabled, and the custom amount ends there too.
 */
export function AmountPicker({ campaign, currency, remainingCents, amount, onChange, t }: AmountPickerProps) {
  const id = useId()
  const customRef = useRef<HTMLInputElement>(null)
  const bounds = customAmountBounds(remainingCents)
  const format = (cents: number) => formatCents(cents, currency)
  const capped = remainingCents !== null
  const partlyUsed = capped && remainingCents < campaign.guestLimitCents
  const tooHigh = (cents: number) => capped && cents > remainingCents
  const someTooHigh = campaign.optionsCents.some(tooHigh)
  // Below the minimum nothing can be typed; the presets that fit stay.
  const customPossible = campaign.freeDonations && !tooHigh(bounds.minCents)
  const customError = amount?.kind === 'custom' ? amount.error : ''
  const problemText: Record<NonNullable<CustomAmountRead['problem']>, () => string> = {
    format: () => t('donations.customAmountFormat'),
    tooSmall: () => t('donations.customAmountTooSmall', { min: format(bounds.minCents) }),
    tooLarge: () => t('donations.customAmountTooLarge', { max: format(bounds.maxCents ?? 0) }),
  }

  const choosePreset = (cents: number) => {
    // A preset replaces whatever was typed.
    if (customRef.current) customRef.current.value = ''
    onChange({ kind: 'preset', cents })
  }
  const onCustomInput = (event: FormEvent<HTMLInputElement>) => {
    const read = readCustomAmount(event.currentTarget.value, bounds)
    onChange({ kind: 'custom', cents: read.cents, error: read.problem ? problemText[read.problem]() : '' })
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
          />
          <p className="shop-donations__hint" part="hint" id={`${id}-limits`}>
            {bounds.maxCents === null
              ? t('donations.customAmountMin', { min: format(bounds.minCents) })
              : t('donations.customAmountRange', {
                  min: format(bounds.minCents),
                  max: format(bounds.maxCents),
                })}
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
