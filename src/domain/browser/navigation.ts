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
  /** Posts `fields` to `url` as a form would (a payment provider that takes the order as a form, e.g. Computop). */
  post(url: string, fields: Readonly<Record<string, string>>): void {
    const form = document.createElement('form')
    form.method = 'post'
    form.action = url
    form.hidden = true
    for (const [name, value] of Object.entries(fields)) {
      const input = document.createElement('input')
      input.type = 'hidden'
      input.name = name
      input.value = value
      form.append(input)
    }
    document.body.append(form)
    form.submit()
  },
}
