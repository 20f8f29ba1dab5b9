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

await startFakeApi({ extraHandlers: sdkDoubleHandlers(SDK_DOUBLES) })
window.__harnessReady = true
