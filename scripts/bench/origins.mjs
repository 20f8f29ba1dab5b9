/* global Request -- Node's fetch API */
// The two origins of the first-view measurements, as a museum's visitor meets them: the museum's page and the bundle
// from a static server that sends gzip, and the shop API on another origin, so every request pays a CORS preflight and
// the API's latency. Both are plain Node servers on free ports of 127.0.0.1, started and stopped by the bench.
import { Buffer } from 'node:buffer'
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { setTimeout as wait } from 'node:timers/promises'
import { gzipSync } from 'node:zlib'
import { getResponse } from 'msw'
import { importTs } from './browser.mjs'

/** @typedef {{ method: string, path: string, query: string, at: number }} ApiHit */

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<string>} the server's origin
 */
function listen(server) {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    })
  })
}

/**
 * The fake shop API: GET /api/v4/shop and the listings the nav reads, answered from the browser tests' fixtures after
 * `latencyMs`, and the ticket and login endpoints by the browser tests' own handlers; preflights (OPTIONS) wait as
 * long. Every request is logged with its arrival time (epoch ms).
 * @param {number} latencyMs
 */
export async function startCrossOriginApi(latencyMs) {
  /** @type {Record<string, (locale: string) => unknown[]>} */
  const fixtures = {}
  for (const name of ['museums', 'exhibitions', 'events', 'tours', 'merchandises']) {
    /** @type {Record<string, (locale: string) => unknown[]>} */
    const module = await importTs(`test/msw/fixtures/${name}.ts`)
    const fixture = module[`${name}Fixture`]
    if (!fixture) throw new Error(`test/msw/fixtures/${name}.ts has no ${name}Fixture`)
    fixtures[name] = fixture
  }
  /** @type {{ shopFixture: (locale: string) => unknown }} */
  const { shopFixture } = await importTs('test/msw/fixtures/shop.ts')
  /** @type {{ ticketHandlers: import('msw').HttpHandler[] }} */
  const { ticketHandlers } = await importTs('test/msw/ticketHandlers.ts')
  /** @type {{ authHandlers: import('msw').HttpHandler[] }} */
  const { authHandlers } = await importTs('test/msw/authHandlers.ts')
  /** @type {ApiHit[]} */
  const log = []
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://api')
    log.push({ method: request.method ?? 'GET', path: url.pathname, query: url.search, at: Date.now() })
    await wait(latencyMs)
    response.setHeader('Access-Control-Allow-Origin', '*')
    if (request.method === 'OPTIONS') {
      response.setHeader(
        'Access-Control-Allow-Headers',
        request.headers['access-control-request-headers'] ?? '*',
      )
      response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
      response.writeHead(204).end()
      return
    }
    const locale = url.searchParams.get('locale') ?? 'de'
    const name = url.pathname.replace(/^\/api\/v4\//, '')
    /** @type {unknown} */
    let body = null
    if (name === 'shop') body = shopFixture(locale)
    else if (fixtures[name]) {
      const items = fixtures[name](locale)
      body = { [name]: items, meta: { total_count: items.length, page: 1, per_page: items.length } }
    }
    // The shop's header, and a signed-in visitor's login headers (the checkout asks whose login it is).
    const headers = Object.fromEntries(
      ['x-shop-url', 'access-token', 'client', 'uid'].map((name) => [
        name,
        String(request.headers[name] ?? ''),
      ]),
    )
    const tickets =
      body === null
        ? await getResponse(
            [...ticketHandlers, ...authHandlers],
            new Request(`http://api${request.url}`, { headers }),
          )
        : null
    if (tickets)
      response.writeHead(tickets.status, { 'Content-Type': 'application/json' }).end(await tickets.text())
    else if (body === null) response.writeHead(404).end()
    else response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  })
  const origin = await listen(server)
  return { origin, log, stop: () => server.close() }
}

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8' }

/**
 * A static server that answers with gzip: `pages` (path → HTML) and the files under each of `dirs` (URL prefix →
 * folder). Scripts may be cached (an hour), pages not, as a CMS would serve them.
 * @param {Record<string, string>} pages
 * @param {Record<string, string>} dirs
 */
export async function startStaticServer(pages, dirs) {
  /** @type {Map<string, Buffer>} */
  const zipped = new Map()
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname
    const page = pages[path]
    const prefix = Object.keys(dirs).find((candidate) => path.startsWith(candidate))
    const file = prefix === undefined ? null : join(dirs[prefix] ?? '', normalize(path.slice(prefix.length)))
    let body
    try {
      body = page !== undefined ? Buffer.from(page) : file ? readFileSync(file) : null
    } catch {
      body = null
    }
    if (body === null) return response.writeHead(404).end()
    const key = page !== undefined ? `page:${path}` : `file:${file}`
    const gzip = zipped.get(key) ?? gzipSync(body, { level: 9 })
    zipped.set(key, gzip)
    response.writeHead(200, {
      'Content-Type':
        TYPES[/** @type {keyof typeof TYPES} */ (page ? '.html' : extname(path))] ?? 'text/plain',
      'Content-Encoding': 'gzip',
      'Cache-Control': page ? 'no-cache' : 'max-age=3600',
    })
    response.end(gzip)
  })
  const origin = await listen(server)
  return { origin, stop: () => server.close() }
}
