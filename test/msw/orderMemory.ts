/**
 * What the fake API remembers of the orders it created and the annual tickets it was told the holders of. Within a
 * page the request log is that memory, as for the captures; a browser forgets the log on every page load, but a
 * journey goes on from the checkout to the success page, so there the tab's sessionStorage keeps it too (the
 * elements never read this key). Clearing the log and the session storage starts a fresh server.
 */
import { requestLog, type LoggedRequest } from './requestLog'

const MEMORY_KEY = 'fake-api:memory'

interface Memory {
  /** Order request lines by order token. */
  orders: Record<string, unknown[]>
  /** `<token> <ticket sale id>` of every sale personalized. */
  personalized: string[]
}

function stored(): Memory {
  try {
    const memory = JSON.parse(globalThis.sessionStorage?.getItem(MEMORY_KEY) ?? 'null') as Memory | null
    return memory ?? { orders: {}, personalized: [] }
  } catch {
    return { orders: {}, personalized: [] }
  }
}

function store(change: (memory: Memory) => void): void {
  if (!globalThis.sessionStorage) return
  const memory = stored()
  change(memory)
  globalThis.sessionStorage.setItem(MEMORY_KEY, JSON.stringify(memory))
}

/** The order's lines: its items, and its donations (the order's own `donations` list) as donation lines. */
const linesOf = (body: unknown): unknown[] => {
  const { items, donations } = (body ?? {}) as { items?: unknown; donations?: unknown }
  const given = Array.isArray(donations) ? (donations as unknown[]) : []
  return [
    ...(Array.isArray(items) ? items : []),
    ...given.map((donation) => ({ type: 'Donation', attributes: donation })),
  ]
}

/** Notes the lines of an order the fake created under `token`. */
export function rememberOrder(token: string, body: unknown): void {
  store((memory) => (memory.orders[token] = linesOf(body)))
}

/** The lines of the order the fake created as `ord_<n>`: the n-th order request of the page, or the tab's memory. */
export function createdOrderLines(orderNumber: number): unknown[] | null {
  const requests = requestLog.filter(
    (entry) => entry.method === 'POST' && entry.pathname === '/api/v4/orders',
  )
  const request: LoggedRequest | undefined = requests[orderNumber - 1]
  if (request) return linesOf(request.body)
  return stored().orders[`ord_${orderNumber}`] ?? null
}

/** Notes in the tab's memory that a sale's holders were taken (the page's server knows it from its log). */
export function rememberPersonalized(token: string, saleId: number): void {
  store((memory) => memory.personalized.push(`${token} ${saleId}`))
}

/** Whether the tab's memory says the sale's holders were taken on an earlier page. */
export function personalizedEarlier(token: string, saleId: number): boolean {
  return stored().personalized.includes(`${token} ${saleId}`)
}
