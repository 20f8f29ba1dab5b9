/**
 * Renders <ShopNav> inside the real element root against the fake API, configured as <shop-init> would, and collects
 * the nav's console lines. Light DOM, so Testing Library's `screen` reaches everything (the element tests cover the
 * shadow root).
 */
import { render, screen, waitFor } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import { ShopNav, type ShopNavProps } from '../../../../elements/shop-nav/ShopNav'
import { parseJsonAttribute } from '../../../../src/domain/values/jsonAttribute'
import { configureShop } from '../../../../src/store/config'
import { shopStore } from '../../../../src/store/shopStore'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../../helpers/config'

export const SHOP = `https://${TEST_SHOP_DOMAIN}/#/`

export interface RenderNavOptions extends Partial<Omit<ShopNavProps, 'nav'>> {
  locale?: string
  /** Render this many nav elements with the same attributes. */
  copies?: number
  /** False: no <shop-init> has configured the page yet. */
  configured?: boolean
}

/** The nav attribute's value: an array is serialised, a string is taken as the raw attribute text. */
export type NavValue = readonly object[] | string

/** Configures the shop and renders the nav; returns the console.warn spy and the rendering. */
export function renderNav(
  nav: NavValue,
  { locale = 'de', copies = 1, configured = true, ...props }: RenderNavOptions = {},
) {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  if (configured) configureShop({ apiUrl: TEST_API_URL, shopDomain: TEST_SHOP_DOMAIN, locale })
  const attribute = parseJsonAttribute(typeof nav === 'string' ? nav : JSON.stringify(nav))
  const navProps: ShopNavProps = {
    mobile: props.mobile ?? false,
    expandMobileSubnavs: props.expandMobileSubnavs ?? false,
    currentPage: props.currentPage,
    nav: attribute,
  }
  const result = render(
    <>
      {Array.from({ length: copies }, (_, index) => (
        <ElementRoot key={index} name="shop-nav">
          <ShopNav {...navProps} />
        </ElementRoot>
      ))}
    </>,
  )
  return { ...result, warn }
}

/** The nav's console lines (without the prefix). */
export function navWarnings(warn: { mock: { calls: unknown[][] } }): string[] {
  return warn.mock.calls
    .map(([line]) => String(line))
    .filter((line) => line.startsWith('[museum-shop] <shop-nav> '))
    .map((line) => line.slice('[museum-shop] <shop-nav> '.length))
}

/** Waits until every nav has settled: the shop arrived, and no listing is still on its way. */
export function whenSettled() {
  return waitFor(() => {
    expect(document.querySelector('[aria-busy="true"]')).toBeNull()
    const queries = Object.values(shopStore.getState().queries)
    expect(queries.filter((query) => query.status === 'fetching')).toEqual([])
  })
}

/** Waits until the nav has settled and returns its landmark. */
export async function findNav() {
  await whenSettled()
  return screen.getByRole('navigation')
}
