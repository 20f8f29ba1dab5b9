/* global performance -- page.evaluate callbacks run in the page */
// Big ticket days in Chromium: the day's answer read (one task, as when it arrives), then its times listed with every
// ticket's limit at the chosen time (one task, as the element's render), then the check before adding (one task).
// The modules run as the demo server serves them, unminified; the longest of the three, best of RUNS, is the figure.
import { freshPage } from './browser.mjs'

const RUNS = 3

/** The shapes the tickets element must stay responsive with. */
export const BIG_DAY_SHAPES = [
  { name: '1,440 one-minute times × 50 tickets', times: 1440, tickets: 50 },
  { name: '10,000 tickets on one quota', times: 12, tickets: 10_000 },
]

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseURL
 * @returns {Promise<{ name: string, readMs: number, slotsMs: number, recheckMs: number, longestTask: number }[]>}
 */
export async function measureBigDays(browser, baseURL) {
  const { page, close } = await freshPage(browser, baseURL)
  try {
    await page.goto('/test/e2e/pages/harness.html')
    return await page.evaluate(
      async ({ shapes, runs }) => {
        const days = await import('/test/helpers/bigDays.ts')
        const schemas = await import('/src/api/schemas/tickets.ts')
        const { dayOfferFrom } = await import('/src/domain/tickets/dayOffer.ts')
        const { daySlots } = await import('/src/domain/tickets/slots.ts')
        const { maxQuantity } = await import('/src/domain/tickets/quantities.ts')
        const { recheckSelection } = await import('/src/domain/tickets/recheck.ts')
        /** @param {() => unknown} task */
        const timed = (task) => {
          const start = performance.now()
          const value = task()
          return { value, ms: performance.now() - start }
        }
        return shapes.map((shape) => {
          const best = { readMs: Infinity, slotsMs: Infinity, recheckMs: Infinity }
          for (let run = 0; run < runs; run++) {
            const answer = JSON.parse(JSON.stringify(days.bigDayAnswer(shape)))
            const read = timed(() => dayOfferFrom(schemas.ticketsAndQuotasSchema.parse(answer), days.BIG_DAY))
            const context = { offer: read.value, cart: [] }
            const listed = timed(() => {
              const slots = daySlots(context)
              const chosen = slots[Math.floor(slots.length / 2)]
              for (const ticket of context.offer.tickets) maxQuantity(context, ticket.id, chosen.minutes, {})
              return chosen
            })
            const [first, second] = context.offer.tickets
            const selection = { [first.id]: 2, [second.id]: 1 }
            const recheck = timed(() => recheckSelection(context, listed.value.minutes, selection))
            best.readMs = Math.min(best.readMs, read.ms)
            best.slotsMs = Math.min(best.slotsMs, listed.ms)
            best.recheckMs = Math.min(best.recheckMs, recheck.ms)
          }
          const longestTask = Math.max(best.readMs, best.slotsMs, best.recheckMs)
          return { name: shape.name, ...best, longestTask }
        })
      },
      { shapes: BIG_DAY_SHAPES, runs: RUNS },
    )
  } finally {
    await close()
  }
}
