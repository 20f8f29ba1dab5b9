import { useEffect, useMemo, useRef } from 'react'
import { logOnce } from '../../domain/logOnce'
import { parseNavAttribute } from '../../domain/navEntries'
import { createShopUrls } from '../../domain/urls'
import type { ElementProps } from '../common/attributes'
import { useEmit } from '../common/emit'
import { ShopContextFailure } from '../common/StatusMessage'
import { useShopContext } from '../common/useShopContext'
import { DesktopNav } from './DesktopNav'
import { MobileNav } from './MobileNav'
import { AUTO, DEFAULT_CURRENT_PAGE, type SHOP_NAV } from './navElement'
import { buildNavModel, type NavModel } from './navModel'
import { NavPlaceholder } from './NavPlaceholder'
import { useAutoMobile } from './useAutoMobile'
import { useNavListings } from './useNavListings'

/** Props of `<shop-nav>`, converted from the attributes declared in navElement.ts. */
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

const NAV_LOADED = { element: 'shop-nav', resource: 'nav' } as const

/**
 * The shop's main navigation. Shown once the shop and every listing its dropdowns need have arrived (spec §1); until
 * then invisible placeholders hold the bar's height. Bad entries are left out with one console line each.
 */
export function ShopNav({ mobile: layout, nav, expandMobileSubnavs, currentPage }: ShopNavProps) {
  const auto = layout === AUTO
  const narrow = useAutoMobile(auto)
  const mobile = auto ? narrow : layout
  const context = useShopContext()
  const emit = useEmit()
  const parsed = useMemo(() => parseNavAttribute(nav), [nav])
  const entries = useMemo(
    () => (mobile ? parsed.entries.filter((entry) => entry.type !== 'home') : parsed.entries),
    [parsed, mobile],
  )
  const config = context.status === 'ready' || context.status === 'loading' ? context.config : null
  const shop = context.status === 'ready' ? context.shop : null
  const { t } = context
  // With "auto" the bar may come back at any time: its dropdowns' listings are fetched either way.
  const listings = useNavListings(config, entries, auto || !mobile || expandMobileSubnavs)
  const urls = useMemo(() => config && createShopUrls(config), [config])

  const model = useMemo<NavModel>(() => {
    if (!shop || !urls) return { status: 'pending' }
    const page = currentPage?.trim() || DEFAULT_CURRENT_PAGE
    return buildNavModel({
      entries,
      urls,
      settings: shop.settings,
      translate: t,
      currentPage: page,
      listings,
    })
  }, [shop, urls, entries, t, currentPage, listings])

  useNavProblems(parsed.problems, model.status === 'ready' ? model.problems : [])

  const built = model.status === 'ready'
  const announced = useRef(false)
  useEffect(() => {
    if (!built || announced.current) return
    announced.current = true
    emit('shop-data-loaded', NAV_LOADED)
  }, [built, emit])

  if (context.status === 'error') {
    return <ShopContextFailure element="shop-nav" context={context} />
  }
  if (model.status === 'pending') return <NavPlaceholder rows={entries.length} mobile={mobile} />
  // Nothing valid to show (a CMS typo): no landmark, no message for the visitor; the console says why.
  if (model.entries.length === 0) return null
  const label = t('nav.label')
  return mobile ? (
    <MobileNav entries={model.entries} label={label} expandSubnavs={expandMobileSubnavs} />
  ) : (
    <DesktopNav entries={model.entries} label={label} viewAllLabel={t('nav.viewAll')} />
  )
}
