/**
 * The fake v4 API on its own HTTP port (`npm run fake-api`), for a web team's own test page outside the demo: the
 * same handlers, fixtures and knobs as the demo's service worker, answered by Node, with CORS for any local origin
 * (localhost, 127.0.0.1, [::1], *.localhost on any port), so a page served elsewhere points `api-url` at it. Only the
 * API: the payment SDKs are not served, so payments need the demo (or a real PayPal sandbox).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { getResponse } from 'msw'
import { keepFakeHoldsIn } from '../test/msw/fakeHolds'
import { handlers } from '../test/msw/handlers'
import { applyKnobsFromQuery } from '../test/msw/knobs'
import { clearRequestLog, requestLog } from '../test/msw/requestLog'

/** Whether `origin` is a page on this machine: only those may read the fake API's answers. */
export function localOrigin(origin: string | undefined): boolean {
  if (!origin) return false
  try {
    const { protocol, hostname } = new URL(origin)
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost')
    return local && (protocol === 'http:' || protocol === 'https:')
  } catch {
    return false
  }
}

/** The headers that let a local page call the API and read what the elements read (logins, Retry-After). */
export function corsHeaders(
  origin: string | undefined,
  requested: string | undefined,
): Record<string, string> {
  if (!localOrigin(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin!,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': requested ?? 'Content-Type, X-Shop-Url, Accept-Language',
    'Access-Control-Expose-Headers': 'access-token, client, uid, expiry, token-type, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/** The holds the fake server keeps between requests, as a browser's fake API keeps them in localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

async function bodyOf(request: IncomingMessage): Promise<string | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  // The v4 API takes JSON only.
  return Buffer.concat(chunks).toString('utf8')
}

async function answer(request: IncomingMessage, response: ServerResponse, base: string): Promise<void> {
  const origin = request.headers.origin
  const cors = corsHeaders(origin, request.headers['access-control-request-headers'])
  if (request.method === 'OPTIONS') {
    response.writeHead(localOrigin(origin) ? 204 : 403, cors).end()
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers))
    if (typeof value === 'string') headers.set(name, value)
  const fetchRequest = new Request(new URL(request.url ?? '/', base), {
    method: request.method,
    headers,
    body: await bodyOf(request),
  })
  // The log is for tests in a browser; here it would only grow.
  if (requestLog.length > 200) clearRequestLog()
  const found = await getResponse(handlers, fetchRequest)
  if (!found) {
    response.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('Not a v4 shop API address')
    return
  }
  // The 'network' knob: the connection breaks, as when the API cannot be reached.
  if (found.type === 'error') {
    request.socket.destroy()
    return
  }
  // Header names in lower case, so the fake API's own headers replace the CORS defaults rather than doubling them.
  const out = Object.fromEntries(Object.entries(cors).map(([name, value]) => [name.toLowerCase(), value]))
  found.headers.forEach((value, name) => (out[name] = value))
  response.writeHead(found.status, out).end(Buffer.from(await found.arrayBuffer()))
}

/** Starts the server on `port` (127.0.0.1) with the knobs of `search` ('?latency=300&fail=shop:http500'). */
export function startFakeApiServer(port: number, search = ''): Promise<Server> {
  const params = new URLSearchParams(search)
  // The ticket data are made around the museum's today, as in the demo.
  if (!params.has('ticketDay')) params.set('ticketDay', 'today')
  applyKnobsFromQuery(`?${params.toString()}`)
  keepFakeHoldsIn(memoryStorage())
  const base = `http://127.0.0.1:${port}`
  const server = createServer((request, response) => {
    answer(request, response, base).catch((error: unknown) => {
      console.error('[fake-api]', error)
      if (!response.headersSent) response.writeHead(500).end()
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
