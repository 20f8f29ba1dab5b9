import { useId, useMemo, useState, type FormEvent } from 'react'
import { useShopText } from '../base/useShopText'
import type { ShopConfig } from '../../src/domain/shop/config'
import { readDonations, type StoredDonation } from '../../src/domain/cart/storedCart'
import {
  customAmountBounds,
  MIN_CUSTOM_CENTS,
  readCustomAmount,
  remainingForCampaign,
  type DonationCampaign,
} from '../../src/domain/donations/campaigns'
import { formatCents } from '../../src/domain/values/money'
import { createShopUrls } from '../../src/domain/shop/urls'
import { useEmit } from '../base/elementContext'
import { AmountPicker, type AmountChoice } from './AmountPicker'
import { CampaignPicker } from './CampaignPicker'
import { LeaveButton } from './DonationButtons'
import { NothingLeft, OutcomeMessage } from './DonationMessages'
import { addDonationAndGoToCart, isCappedVisitor, skipDonationAndGoToCart } from './donationActions'
import type { Leaving } from './useLeaving'

/** Props of {@link DonationForm}. */
export interface DonationFormProps {
  /** At least one campaign. */
  campaigns: readonly DonationCampaign[]
  config: ShopConfig
  /** The largest custom amount, in cents. */
  maximumCents: number
  /** The language of the campaign texts, so long words are hyphenated by its rules. */
  lang: string
  /** The element's way on, shared with its loading and failure states. */
  leaving: Leaving
}

/** Whether a capped visitor can still give anything to the campaign: a preset that fits, or the smallest custom amount. */
function somethingLeft(campaign: DonationCampaign, remainingCents: number | null): boolean {
  if (remainingCents === null) return true
  const fits = (cents: number) => cents <= remainingCents
  return campaign.optionsCents.some(fits) || (campaign.freeDonations && fits(MIN_CUSTOM_CENTS))
}

/**
 * Campaign, amount and the two ways on: add the donation to the cart, or continue without one. Both set the
 * skip-donation flag and go to the shop's cart; a refused donation stays on the page with a message. What the field,
 * the amount line and the add button say is read from the same typed text and the cart at each render, so they agree.
 */
export function DonationForm(props: DonationFormProps) {
  const { campaigns, config, maximumCents, lang, leaving } = props

  const { currency, t } = useShopText()
  const emit = useEmit()
  const titleId = useId()
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [amount, setAmount] = useState<AmountChoice>(null)
  const { busyWith, outcome, leave, clearOutcome } = leaving
  // The cart as the form showed it when add was pressed: while the page is left, the donation just stored must not
  // turn the amount into one above the guest cap.
  const [cartWhenPressed, setCartWhenPressed] = useState<StoredDonation[]>([])
  const urls = useMemo(() => createShopUrls(config), [config])
  // A lone campaign is chosen from the start.
  const campaign = campaigns.length === 1 ? campaigns[0] : campaigns.find((c) => c.id === chosenId)
  // Read at each render: what the cart holds for the campaign decides what is still possible for a guest.
  const stored = busyWith ? cartWhenPressed : readDonations(config.storageKeys).items
  const remainingCents = campaign ? remainingForCampaign(campaign, stored, isCappedVisitor(config)) : null
  const available = campaign !== undefined && somethingLeft(campaign, remainingCents)
  const bounds = customAmountBounds(remainingCents, maximumCents)
  const read = amount?.kind === 'custom' ? readCustomAmount(amount.text, bounds, currency) : null
  const presetFits = amount?.kind === 'preset' && (remainingCents === null || amount.cents <= remainingCents)
  const valueCents = available ? (presetFits ? amount.cents : (read?.cents ?? null)) : null

  const chooseCampaign = (id: number) => {
    setChosenId(id)
    setAmount(null)
    clearOutcome()
  }
  const chooseAmount = (next: AmountChoice) => {
    setAmount(next)
    clearOutcome()
  }
  const goOn: typeof leave = (button, action) => {
    setCartWhenPressed(stored)
    leave(button, action)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Enter in the field says what is wrong at once.
    if (amount?.kind === 'custom' && !amount.revealed) setAmount({ ...amount, revealed: true })
    if (!campaign || valueCents === null) return
    goOn('add', (activation) => {
      const result = addDonationAndGoToCart(config, campaign, valueCents, emit, activation)
      // Refused by the cap: the field or the preset shows the refusal too (the cart is read again at the next render).
      if (result.kind === 'capped')
        setAmount(amount?.kind === 'custom' ? { ...amount, revealed: true } : null)
      return result
    })
  }

  return (
    <form
      className="shop-donations"
      part="donations"
      aria-labelledby={titleId}
      lang={lang}
      noValidate
      onSubmit={onSubmit}
    >
      <p className="shop-visually-hidden" id={titleId}>
        {t('donations.title')}
      </p>
      <CampaignPicker campaigns={campaigns} selectedId={campaign?.id ?? null} onSelect={chooseCampaign} />
      {campaign && !available && <NothingLeft campaign={campaign} loginUrl={urls.login()} />}
      {campaign && available && (
        <AmountPicker
          key={campaign.id}
          campaign={campaign}
          remainingCents={remainingCents}
          bounds={bounds}
          amount={amount}
          read={read}
          onChange={chooseAmount}
        />
      )}
      <OutcomeMessage outcome={outcome} campaign={campaign} loginUrl={urls.login()} />
      {/* Always present, so the polite live region announces the amount as it changes, and the way on. */}
      <p className="shop-donations__preview" part="amount-preview" aria-live="polite">
        {busyWith
          ? t('donations.toCart')
          : valueCents !== null
            ? t('donations.amountPreview', { amount: formatCents(valueCents, currency) })
            : ''}
      </p>
      <div className="shop-donations__actions" part="actions">
        <LeaveButton button="add" busyWith={busyWith} disabled={!busyWith && valueCents === null} />
        <LeaveButton
          button="skip"
          busyWith={busyWith}
          onClick={() => goOn('skip', () => skipDonationAndGoToCart(config))}
        />
      </div>
    </form>
  )
}
