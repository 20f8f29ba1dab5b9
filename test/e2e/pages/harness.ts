/**
 * Browser-test page: starts the fake v4 API (knobs from the query) and the SDK test doubles, then tells the test it
 * may place elements and load the built bundle (see support/harness.ts).
 */
import { startFakeApi } from '../../msw/browser'
import { sdkDoubleHandlers } from '../../msw/handlers'
import { SDK_DOUBLES } from '../../doubles/serve'

declare global {
  interface Window {
    __harnessReady?: boolean
  }
}

// The page that enforces Trusted Types (csp.html?trusted-types): registering the fake API's worker is a script address
// too. The page's default policy lets that one through and nothing else, so every other script address must come
// through a named policy.
if (location.search.includes('trusted-types')) {
  const { trustedTypes } = window as unknown as {
    trustedTypes: {
      createPolicy(name: string, rules: { createScriptURL(url: string): string | null }): unknown
    }
  }
  trustedTypes.createPolicy('default', {
    createScriptURL: (url) => (url === '/mockServiceWorker.js' ? url : null),
  })
}
await startFakeApi({ extraHandlers: sdkDoubleHandlers(SDK_DOUBLES) })
window.__harnessReady = true
