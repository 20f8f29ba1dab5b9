import { useId } from 'react'
import { useShopText } from '../base/useShopText'
import type { DonationCampaign } from '../../src/domain/donations/campaigns'

/** Props of {@link CampaignPicker}. */
export interface CampaignPickerProps {
  campaigns: readonly DonationCampaign[]
  selectedId: number | null
  onSelect: (id: number) => void
}

/** The campaign's picture, only from an address the domain layer accepted; decorative next to the name. */
function Thumbnail({ campaign }: { campaign: DonationCampaign }) {
  if (!campaign.thumbnailUrl) return null
  return (
    <img
      className="shop-donations__thumbnail"
      part="campaign-image"
      src={campaign.thumbnailUrl}
      alt=""
      width={64}
      height={64}
      loading="lazy"
    />
  )
}

function Info({ campaign, id }: { campaign: DonationCampaign; id?: string }) {
  if (!campaign.info) return null
  return (
    <p className="shop-donations__info" part="campaign-info" id={id}>
      {campaign.info}
    </p>
  )
}

/**
 * The campaign choice: with one campaign it is simply shown (it is chosen already); with more, a radio group whose
 * options show name, picture and info text. Campaign texts are rendered as text, never as HTML.
 */
export function CampaignPicker({ campaigns, selectedId, onSelect }: CampaignPickerProps) {
  const { t } = useShopText()
  const groupName = useId()
  const [only] = campaigns
  if (campaigns.length === 1 && only) {
    return (
      <div className="shop-donations__campaign shop-donations__campaign--single" part="campaign">
        <Thumbnail campaign={only} />
        <div className="shop-donations__campaign-text">
          <p className="shop-donations__campaign-name" part="campaign-name">
            {only.name}
          </p>
          <Info campaign={only} />
        </div>
      </div>
    )
  }
  return (
    <fieldset className="shop-donations__group shop-donations__campaigns" part="campaigns">
      <legend className="shop-donations__legend" part="legend">
        {t('donations.chooseCampaign')}
      </legend>
      {campaigns.map((campaign) => {
        const infoId = `${groupName}-info-${campaign.id}`
        const selected = campaign.id === selectedId
        return (
          <div
            key={campaign.id}
            className={`shop-donations__campaign${selected ? ' shop-donations__campaign--selected' : ''}`}
            part={selected ? 'campaign campaign-selected' : 'campaign'}
          >
            <label className="shop-donations__choice">
              <input
                type="radio"
                className="shop-donations__radio"
                name={groupName}
                value={campaign.id}
                checked={selected}
                onChange={() => onSelect(campaign.id)}
                aria-describedby={campaign.info ? infoId : undefined}
              />
              <Thumbnail campaign={campaign} />
              <span className="shop-donations__campaign-name" part="campaign-name">
                {campaign.name}
              </span>
            </label>
            <Info campaign={campaign} id={infoId} />
          </div>
        )
      })}
    </fieldset>
  )
}
