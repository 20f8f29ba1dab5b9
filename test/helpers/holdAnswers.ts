/**
 * A fake API endpoint held back, for what an element shows while it waits: its placeholder, its busy state.
 */
import { http } from 'msw'
import { server } from '../msw/server'

/** Holds every answer of GET `path` (below /api/v4/) until the returned function is called. */
export function holdAnswers(path: string): () => void {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get(`*/api/v4/${path}`, async () => {
      await released
      // Falls through to the fake API's own handler.
      return undefined
    }),
  )
  return release
}
