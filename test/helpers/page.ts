import { resetPage } from '../../src/page/pageState'

/**
 * A new page view of the same browser: every piece of page state (the store, the request cache, the API client, the
 * holds' clock, what was logged once …) starts again; storage and cookies stay.
 */
export function newPageView(): void {
  resetPage()
}
