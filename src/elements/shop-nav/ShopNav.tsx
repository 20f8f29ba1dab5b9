import { useCallback, useEffect, useMemo, useRef, type FocusEvent, type RefObject } from 'react'
import { logOnce } from '../../domain/logOnce'
import { registerMessages } from '../../domain/messages'
import { parseNavAttribute } from '../../domain/navEntries'
import { createShopUrls } from '../../domain/urls'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { useEmit } from '../base/elementContext'
import { ShopContextFailure } from '../base/StatusMessage'
import { useShopContext, type ShopContext } from '../base/useShopContext'
import { DesktopNav } from './DesktopNav'
import { MobileNav } from './MobileNav'
import { AUTO, DEFAULT_CURRENT_PAGE, type SHOP_NAV } from './element'
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
  const joined = lists.flat().join('\n')
  useEffect(() => {
    if (joined)
      joined.split('\n').forEach((problem) => logOnce(`<shop-nav> ${problem}`, `<shop-nav> ${problem}`))
  }, [joined])
}

registerMessages(navMessages)

const NAV_LOADED = { element: 'shop-nav', resource: 'nav' } as const

/**
 * The shop's main navigation. Its entries show at once, from the `nav` attribute and the built-in labels, in the
 * layout they keep (the region is `aria-busy` until the shop has arrived); listings turn their entries into dropdowns
 * as they answer, in the same box. Bad entries are left out with one console line each.
 */
export function ShopNav({ mobile: layout, nav, expandMobileSubnavs, currentPage }: ShopNavProps) {
  const auto = layout === AUTO
  const narrow = useAutoMobile(auto)
  const mobile = auto ? narrow : layout
  const context = useShopContext()
  const emit = useEmit()
  const regionRef = useRef<HTMLDivElement>(null)
  useElementStyles(navStyles)
  const retry = useRetryKeepingFocus(context, regionRef)
  const graceOver = useListingGraceOver()
  const parsed = useMemo(() => parseNavAttribute(nav), [nav])
  const entries = useMemo(
    () => (mobile ? parsed.entries.filter((entry) => entry.type !== 'home') : parsed.entries),
    [parsed, mobile],
  )
  const config = context.status === 'ready' || context.status === 'loading' ? context.config : null
  const shop = context.status === 'ready' ? context.shop : null
  const { t } = context
  const listings = useNavListings(config, entries, showsListingItems(layout, expandMobileSubnavs))
  const urls = useMemo(() => config && createShopUrls(config), [config])

  const model = useMemo<NavModel>(
    () =>
      buildNavModel({
        entries,
        urls,
        shopLoaded: shop !== null,
        settings: shop?.settings,
        translate: t,
        currentPage: currentPage?.trim() || DEFAULT_CURRENT_PAGE,
        listings,
        dropdowns: !mobile,
        waitForListings: mobile && expandMobileSubnavs && !graceOver,
      }),
    [shop, urls, entries, t, currentPage, listings, mobile, expandMobileSubnavs, graceOver],
  )

  useNavProblems(parsed.problems, shop ? model.problems : [])

  const announced = useRef(false)
  useEffect(() => {
    if (model.busy || announced.current) return
    announced.current = true
    emit('shop-data-loaded', NAV_LOADED)
  }, [model.busy, emit])

  const label = t('nav.label')
  // Nothing valid to show (a CMS typo): no landmark, no message for the visitor; the console says why.
  const bar =
    model.entries.length === 0 ? null : mobile ? (
      <MobileNav entries={model.entries} label={label} expandSubnavs={expandMobileSubnavs} />
    ) : (
      <DesktopNav entries={model.entries} label={label} viewAllLabel={t('nav.viewAll')} />
    )

  return (
    <div
      ref={regionRef}
      className="shop-nav-region"
      onBlur={forgetFocusTarget}
      aria-busy={model.busy && context.status !== 'error'}
    >
      {context.status === 'error' ? (
        <ShopContextFailure element="shop-nav" context={{ ...context, retry }} />
      ) : (
        bar
      )}
    </div>
  )
}

/**
 * The failure's "try again", preceded by moving focus to the region, which stays while the nav is asked again: the
 * button goes, and focus must not fall to the page. The region is focusable only for that moment (by script only),
 * so a click on the bar's background never takes focus from its entries.
 */
function useRetryKeepingFocus(context: ShopContext, region: RefObject<HTMLElement | null>) {
  const retry = context.status === 'error' ? context.retry : undefined
  const keepingFocus = useCallback(() => {
    region.current?.setAttribute('tabindex', '-1')
    region.current?.focus()
    retry?.()
  }, [region, retry])
  return retry && keepingFocus
}

function forgetFocusTarget(event: FocusEvent<HTMLElement>): void {
  if (event.target === event.currentTarget) event.currentTarget.removeAttribute('tabindex')
}
