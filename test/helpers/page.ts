import { forgetApiClient } from '../../src/store/apiQuery'
import { resetHolds } from '../../src/store/holds'
import { resetQueryCache } from '../../src/store/query'
import { resetShopStore } from '../../src/store/shopStore'

/** A new page view of the same browser: the store, the request cache and the API client start again, storage stays. */
export function newPageView(): void {
  resetShopStore()
  resetQueryCache()
  resetHolds()
  forgetApiClient()
}
