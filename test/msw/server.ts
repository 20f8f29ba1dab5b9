/**
 * The fake v4 API for unit tests (msw/node). test/setup.ts starts it with `onUnhandledRequest: 'error'`, resets
 * handlers, knobs and the request log after each test, and closes it after all.
 */
import { setupServer } from 'msw/node'
import { handlers } from './handlers'

/** The node server answering every `<any origin>/api/v4/...` request in unit tests. */
export const server = setupServer(...handlers)
