import { useEffect, useMemo, useRef } from 'react'
import { logOnce } from '../../src/page/logOnce'
import { registerMessages } from '../../src/domain/messages'
import { parseNavAttribute } from '../../src/domain/nav/navEntries'
import { createShopUrls } from '../../src/domain/shop/urls'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { useEmit } from '../base/elementContext'
import { useFailureReport } from '../base/useFailureReport'
import { useShopContext } from '../base/useShopContext'
import { useStableList } from '../base/useStableList'
import { useConfigState } from '../base/storeHooks'
import { DesktopNav } from './DesktopNav'
import { MobileNav } from './MobileNav'
import { COLLAPSED, DEFAULT_CURRENT_PAGE, type SHOP_NAV } from './element'
import { buildNavModel, type NavModel } from './navModel'
import { navMessages } from './messages'
import { navStyles } from './styles'
import { useAutoMobile } from './useAutoMobile'
import { showsListingItems, useListingGraceOver, useNavListings } from './useNavListings'

/** Props of `<shop-nav>`, converted from the attributes declared in element.ts. */
export type ShopNavProps = ElementProps<typeof SHOP_NAV>

/**
 * Reports the problems of the current `nav` value and data after rendering (never during render, which React may
 * repeat). Problems are CMS typos or data gaps: console lines for the integrator, nothing for the visitor, once per
 * page however many nav elements have them.
 */
function useNavProblems(...lists: readonly (readonly string[])[]): void {
  const problems = useStableList(lists.flat())
  useEffect(() => {
    problems.forEach((problem) => logOnce(`<shop-nav> ${problem}`, `<shop-nav> ${problem}`))
  }, [problems])
}

registerMessages(navMessages)

const NAV_LOADED = { element: 'shop-nav', resource: 'nav' } as const

/**
 * The shop's main navigation. Its entries show at once, from the `nav` attribute and the built-in labels, in the
 * layout they keep (the region is `aria-busy` until the shop has arrived); listings turn their entries into dropdowns
 * as they answer, in the same box. Bad entries are left out with one console line each. A failure of the shop's
 * data never takes the links away: a site header shows no message, the integrator gets one console line and a
 * `shop-error` event, and the entries that need the data stay links (or, for groups, are left out).
 */
export function ShopNav({ mobile: layout, nav, expandMobileSubnavs, currentPage }: ShopNavProps) {
  const byWidth = typeof layout === 'string'
  const narrow = useAutoMobile(byWidth)
  const mobile = byWidth ? narrow : layout
  const context = useShopContext()
  const configState = useConfigState()
  const emit = useEmit()
  useElementStyles(navStyles)
  const failed = context.status === 'error'
  useFailureReport('shop-nav', failed ? context.error : null)
  const graceOver = useListingGraceOver()
  const parsed = useMemo(() => parseNavAttribute(nav), [nav])
  const entries = useMemo(
    () => (mobile ? parsed.entries.filter((entry) => entry.type !== 'home') : parsed.entries),
    [parsed, mobile],
  )
  const config = configState.status === 'ready' ? configState.config : null
  const shop = context.status === 'ready' ? context.shop : null
  const { t } = context
  const listings = useNavListings(config, entries, showsListingItems(layout, expandMobileSubnavs))
  const urls = useMemo(() => config && createShopUrls(config), [config])

  const model = useMemo<NavModel>(
    () =>
      buildNavModel({
        entries,
        urls,
        shopSettled: shop !== null || failed,
        settings: shop?.settings,
        translate: t,
        currentPage: currentPage?.trim() || DEFAULT_CURRENT_PAGE,
        listings,
        dropdowns: !mobile,
        waitForListings: mobile && expandMobileSubnavs && !graceOver,
      }),
    [shop, failed, urls, entries, t, currentPage, listings, mobile, expandMobileSubnavs, graceOver],
  )

  // After a failure the console has its one line: the entries it cost are not listed again.
  useNavProblems(parsed.problems, shop ? model.problems : [])

  const announced = useRef(false)
  useEffect(() => {
    if (model.busy || failed || announced.current) return
    announced.current = true
    emit('shop-data-loaded', NAV_LOADED)
  }, [model.busy, failed, emit])

  const label = t('nav.label')
  // Nothing valid to show (a CMS typo), or nowhere to link to (no configuration): no landmark, nothing for the
  // visitor; the console says why.
  const bar =
    model.entries.length === 0 || configState.status === 'error' ? null : mobile ? (
      <MobileNav
        entries={model.entries}
        label={label}
        expandSubnavs={expandMobileSubnavs}
        collapsed={layout === COLLAPSED}
      />
    ) : (
      <DesktopNav entries={model.entries} label={label} viewAllLabel={t('nav.viewAll')} />
    )

  return (
    <div className="shop-nav-region" aria-busy={model.busy}>
      {bar}
    </div>
  )
}
