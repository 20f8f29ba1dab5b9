import { useEffect, useMemo } from 'react'
import { type Shop } from '../../src/api/schemas/shop'
import type { ShopConfig } from '../../src/domain/shop/config'
import {
  maximumCustomCents,
  readDonationCampaigns,
  type CampaignReadResult,
} from '../../src/domain/donations/campaigns'
import { registerMessages } from '../../src/domain/messages'
import { donationsMessages } from './messages'
import { logOnce } from '../../src/page/logOnce'
import type { ElementProps } from '../base/attributes'
import { useElementStyles } from '../base/adoptStyles'
import { ShopContextFailure } from '../base/StatusMessage'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext } from '../base/useShopContext'
import { useConfigState } from '../base/storeHooks'
import { DonationForm } from './DonationForm'
import { DonationsSkeleton } from './DonationsSkeleton'
import { useLeaving, type Leaving } from './useLeaving'
import { SkipOnly } from './DonationButtons'
import { DEFAULT_MAX_AMOUNT, type SHOP_DONATIONS } from './element'
import { donationStyles } from './styles'

// Registered when this chunk loads: the donation texts are not part of the start-up bundle.
registerMessages(donationsMessages)

/** Props of `<shop-donations>` (declared in element.ts). */
export type ShopDonationsProps = Partial<ElementProps<typeof SHOP_DONATIONS>>

const ELEMENT = 'shop-donations'

type Campaigns = { usable: false; reason: string } | ({ usable: true } & CampaignReadResult)

/** The shop's usable campaigns, or why there are none. */
function campaignsOf(shop: Shop, locale: string): Campaigns {
  const donations = shop.config.donations
  if (donations?.enabled === false) return { usable: false, reason: 'donations are disabled for this shop' }
  const result = readDonationCampaigns(donations?.campaigns ?? [], locale)
  if (result.campaigns.length === 0) {
    const bad = result.leftOutCampaigns > 0 ? ` (${result.leftOutCampaigns} left out as invalid)` : ''
    return { usable: false, reason: `the shop has no usable donation campaigns${bad}` }
  }
  return { usable: true, ...result }
}

interface ReadyProps {
  shop: Shop
  config: ShopConfig
  maximumCents: number
  leaving: Leaving
}

function ReadyDonations({ shop, config, maximumCents, leaving }: ReadyProps) {
  const campaigns = useMemo(() => campaignsOf(shop, config.locale), [shop, config.locale])

  useEffect(() => {
    // One console line per page, however often the element renders: integrators see why it shows nothing.
    if (!campaigns.usable) logOnce(`${ELEMENT}.none`, `<${ELEMENT}> shows nothing: ${campaigns.reason}`)
    else if (campaigns.leftOutCampaigns > 0 || campaigns.leftOutOptions > 0)
      logOnce(
        `${ELEMENT}.left-out`,
        `<${ELEMENT}> left out ${campaigns.leftOutCampaigns} invalid campaign(s) and ` +
          `${campaigns.leftOutOptions} invalid amount option(s)`,
      )
  }, [campaigns])

  useLoadedEvent(ELEMENT, 'donations', campaigns.usable)
  if (!campaigns.usable) return null
  return (
    <DonationForm
      campaigns={campaigns.campaigns}
      config={config}
      maximumCents={maximumCents}
      lang={config.locale}
      leaving={leaving}
    />
  )
}

/**
 * The donation screen: the visitor picks a campaign and an amount and adds the donation to the cart, or
 * continues without one. Shows the form's frame while the shop loads, and nothing (plus one console line) when the
 * shop has no usable campaign or donations are disabled. "Continue without donating" needs only the configuration:
 * it works in the frame and under the message of a failed shop too.
 */
export default function ShopDonations({ maxAmount }: ShopDonationsProps) {
  useElementStyles(donationStyles)
  const context = useShopContext()
  const configState = useConfigState()
  // One for every state: a visitor who pressed "continue" in the loading frame stays busy when the campaigns come.
  const leaving = useLeaving()
  if (context.status === 'error') {
    return (
      <>
        <ShopContextFailure element={ELEMENT} context={context} />
        {configState.status === 'ready' && (
          <div className="shop-donations__actions" part="actions">
            <SkipOnly config={configState.config} leaving={leaving} />
          </div>
        )}
      </>
    )
  }
  if (context.status !== 'ready') {
    const skip = context.status === 'loading' && <SkipOnly config={context.config} leaving={leaving} />
    return <DonationsSkeleton lang={context.locale} skip={skip} />
  }
  const maximumCents = maximumCustomCents(maxAmount, DEFAULT_MAX_AMOUNT)
  return (
    <ReadyDonations
      shop={context.shop}
      config={context.config}
      maximumCents={maximumCents}
      leaving={leaving}
    />
  )
}
