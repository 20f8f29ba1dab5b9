import type { DonationCampaign } from '../../domain/donationCampaigns'
import { formatCents } from '../../domain/money'
import type { Translator } from '../../domain/translations'
import type { DonationOutcome } from './donationActions'

interface OutcomeProps {
  outcome: DonationOutcome | null
  campaign: DonationCampaign | undefined
  currency: string
  loginUrl: string
  t: Translator
}

/** Why nothing happened: the guest cap (with what to do about it) or storage the browser refused. */
export function OutcomeMessage({ outcome, campaign, currency, loginUrl, t }: OutcomeProps) {
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
export function NothingLeft({ campaign, currency, loginUrl, t }: NothingLeftProps) {
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
