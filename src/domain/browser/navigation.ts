/**
 * Leaving the page for one of the shop's addresses (src/domain/shop/urls.ts builds them). Apart from the addresses: only
 * the features loaded on demand leave the page, so this stays out of the start-up bundle.
 */

/**
 * Leaving the page for a shop address (the cart, the checkout's success or failure page), behind one object so
 * component tests can replace `assign` (`vi.spyOn(pageNavigation, 'assign')`) and observe the address without
 * jsdom navigating.
 */
export const pageNavigation = {
  /** Goes to `url` like a followed link. */
  assign(url: string): void {
    window.location.assign(url)
  },
}
