import type { ReactNode } from 'react'
import { useShopText } from '../base/useShopText'
import { LoadingPlaceholder } from '../base/loading/LoadingPlaceholder'

/** The usual donation screen: two campaigns, each with a picture, a one-line name and an info text of this length. */
const USUAL_CAMPAIGNS = 2
const USUAL_INFO_LENGTH = 60

/** Grey bars where text will be: transparent text of the usual length, so the bars wrap as the text will. */
function TextBars({ length }: { length: number }) {
  const text = 'xxxxxxxxx '.repeat(Math.ceil(length / 10)).trim()
  return <span className="shop-donations__bars">{text}</span>
}

/**
 * What the donations element shows while the shop loads: the form's frame in its own classes (campaign cards and the
 * two buttons), so it has the height of the usual form and the page below does not move when the campaigns arrive.
 * Assistive technology hears one status line (after a few seconds it also shows: loading takes longer); the frame
 * itself is hidden from it and cannot be focused, except `skip`, the working "continue without donating" in the
 * second button's place.
 */
export function DonationsSkeleton({ lang, skip }: { lang: string; skip?: ReactNode }) {
  const { t } = useShopText()
  return (
    <LoadingPlaceholder status={t('donations.loading')}>
      <div
        className="shop-donations shop-donations--loading"
        part="donations placeholder"
        aria-busy="true"
        lang={lang}
      >
        <fieldset className="shop-donations__group shop-donations__campaigns" aria-hidden="true" disabled>
          <legend className="shop-donations__legend">{t('donations.chooseCampaign')}</legend>
          {Array.from({ length: USUAL_CAMPAIGNS }, (_, index) => (
            <div key={index} className="shop-donations__campaign">
              <span className="shop-donations__choice">
                <span className="shop-donations__radio shop-donations__placeholder-radio" />
                <span className="shop-donations__thumbnail shop-donations__placeholder-box" />
                <span className="shop-donations__campaign-name">
                  <TextBars length={USUAL_INFO_LENGTH / 3} />
                </span>
              </span>
              <p className="shop-donations__info">
                <TextBars length={USUAL_INFO_LENGTH} />
              </p>
            </div>
          ))}
        </fieldset>
        <p className="shop-donations__preview" />
        <div className="shop-donations__actions">
          <button
            type="button"
            className="shop-donations__button shop-donations__button--primary"
            aria-hidden="true"
            disabled
          >
            {t('donations.addToCart')}
          </button>
          {skip || (
            <button type="button" className="shop-donations__button" aria-hidden="true" disabled>
              {t('donations.skip')}
            </button>
          )}
        </div>
      </div>
    </LoadingPlaceholder>
  )
}
