import { useId, useMemo, useState, type FormEvent } from 'react'
import type { ShopConfig } from '../../domain/config'
import { readDonations } from '../../domain/cart'
import { MIN_CUSTOM_CENTS, remainingForCampaign, type DonationCampaign } from '../../domain/donationCampaigns'
import { formatCents } from '../../domain/money'
import { createShopUrls } from '../../domain/urls'
import { useEmit } from '../base/elementContext'
import type { Translator } from '../../domain/translations'
import { AmountPicker, type AmountChoice } from './AmountPicker'
import { CampaignPicker } from './CampaignPicker'
import {
  addDonationAndGoToCart,
  isCappedVisitor,
  skipDonationAndGoToCart,
  type DonationOutcome,
} from './donationActions'

/** Props of {@link DonationForm}. */
export interface DonationFormProps {
  /** At least one campaign. */
  campaigns: readonly DonationCampaign[]
  config: ShopConfig
  currency: string
  /** The language of the campaign texts, so long words are hyphenated by its rules. */
  lang: string
  t: Translator
}

interface OutcomeProps {
  outcome: DonationOutcome | null
  campaign: DonationCampaign | undefined
  currency: string
  loginUrl: string
  t: Translator
}

/** Why nothing happened: the guest cap (with what to do about it) or storage the browser refused. */
function OutcomeMessage({ outcome, campaign, currency, loginUrl, t }: OutcomeProps) {
  if (outcome?.kind === 'capped' && campaign) {
    const vars = {
      campaign: campaign.name,
      limit: formatCents(outcome.limitCents, currency),
      existing: formatCents(outcome.existingCents, currency),
    }
    return (
      <div className="shop-message shop-message--error shop-donations__message" role="alert" part="message">
        <p>{t('donations.capExceeded', vars)}</p>
        <p>
          {t('donations.capHelp')}{' '}
          <a className="shop-donations__link" part="login-link" href={loginUrl}>
            {t('donations.login')}
          </a>
        </p>
      </div>
    )
  }
  if (outcome?.kind === 'storageFailed' || outcome?.kind === 'navigationFailed') {
    return (
      <p className="shop-message shop-message--error shop-donations__message" role="alert" part="message">
        {outcome.kind === 'storageFailed' ? t('donations.storageFailed') : t('errors.element')}
      </p>
    )
  }
  return null
}

interface NothingLeftProps {
  campaign: DonationCampaign
  currency: string
  loginUrl: string
  t: Translator
}

/** Said before any click: the guest cap of this campaign is used up, so only logging in lets one give more. */
function NothingLeft({ campaign, currency, loginUrl, t }: NothingLeftProps) {
  return (
    <div className="shop-message shop-donations__message" role="status" part="message">
      <p>{t('donations.guestNothingLeft', { limit: formatCents(campaign.guestLimitCents, currency) })}</p>
      <p>
        <a className="shop-donations__link" part="login-link" href={loginUrl}>
          {t('donations.login')}
        </a>
      </p>
    </div>
  )
}

/** Whether a capped visitor can still give anything to the campaign: a preset that fits, or the smallest custom amount. */
function somethingLeft(campaign: DonationCampaign, remainingCents: number | null): boolean {
  if (remainingCents === null) return true
  const fits = (cents: number) => cents <= remainingCents
  return campaign.optionsCents.some(fits) || (campaign.freeDonations && fits(MIN_CUSTOM_CENTS))
}

/**
 * Campaign, amount and the two ways on: add the donation to the cart, or continue without one. Both set the
 * skip-donation flag and go to the shop's cart; a refused donation stays on the page with a message.
 */
export function DonationForm({ campaigns, config, currency, lang, t }: DonationFormProps) {
  const emit = useEmit()
  const titleId = useId()
  const [chosenId, setChosenId] = useState<number | null>(null)
  const [amount, setAmount] = useState<AmountChoice>(null)
  const [outcome, setOutcome] = useState<DonationOutcome | null>(null)
  const urls = useMemo(() => createShopUrls(config), [config])
  // A lone campaign is chosen from the start.
  const campaign = campaigns.length === 1 ? campaigns[0] : campaigns.find((c) => c.id === chosenId)
  const capped = isCappedVisitor(config)
  const valueCents = amount?.cents ?? null
  // Read at each render: what the cart holds for the campaign decides what is still possible for a guest.
  const remainingCents = campaign
    ? remainingForCampaign(campaign, readDonations(config.storageKeys).items, capped)
    : null
  const available = campaign !== undefined && somethingLeft(campaign, remainingCents)

  const chooseCampaign = (id: number) => {
    setChosenId(id)
    setAmount(null)
    setOutcome(null)
  }
  const chooseAmount = (next: AmountChoice) => {
    setAmount(next)
    setOutcome(null)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!campaign || valueCents === null) return
    setOutcome(addDonationAndGoToCart(config, campaign, valueCents, emit))
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
      <CampaignPicker
        campaigns={campaigns}
        selectedId={campaign?.id ?? null}
        onSelect={chooseCampaign}
        t={t}
      />
      {campaign && !available && (
        <NothingLeft campaign={campaign} currency={currency} loginUrl={urls.login()} t={t} />
      )}
      {campaign && available && (
        <AmountPicker
          key={campaign.id}
          campaign={campaign}
          currency={currency}
          remainingCents={remainingCents}
          amount={amount}
          onChange={chooseAmount}
          t={t}
        />
      )}
      <OutcomeMessage
        outcome={outcome}
        campaign={campaign}
        currency={currency}
        loginUrl={urls.login()}
        t={t}
      />
      {/* Always present, so the polite live region announces the amount as it changes. */}
      <p className="shop-donations__preview" part="amount-preview" aria-live="polite">
        {available && valueCents !== null
          ? t('donations.amountPreview', { amount: formatCents(valueCents, currency) })
          : ''}
      </p>
      <div className="shop-donations__actions" part="actions">
        <button
          type="submit"
          className="shop-donations__button shop-donations__button--primary"
          part="button add-button"
          disabled={!available || valueCents === null}
        >
          {t('donations.addToCart')}
        </button>
        <button
          type="button"
          className="shop-donations__button"
          part="button skip-button"
          onClick={() => setOutcome(skipDonationAndGoToCart(config))}
        >
          {t('donations.skip')}
        </button>
      </div>
    </form>
  )
}
