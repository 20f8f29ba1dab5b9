import type { DonationCampaign } from '../../src/domain/donations/campaigns'
import { useShopText } from '../base/useShopText'
import { formatCents } from '../../src/domain/values/money'
import type { DonationOutcome } from './donationActions'

interface OutcomeProps {
  outcome: DonationOutcome | null
  campaign: DonationCampaign | undefined
  loginUrl: string
}

/** Why nothing happened: the guest cap (with what to do about it) or storage the browser refused. */
export function OutcomeMessage({ outcome, campaign, loginUrl }: OutcomeProps) {
  const { currency, t } = useShopText()
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
  loginUrl: string
}

/** Said before any click: the guest cap of this campaign is used up, so only logging in lets one give more. */
export function NothingLeft({ campaign, loginUrl }: NothingLeftProps) {
  const { currency, t } = useShopText()
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
