/**
 * `npm run fake-api`: the fake v4 API on its own port, for a web team's test page outside the demo. A page on another
 * local origin (no service worker, no demo script: only the bundle and the markup a museum writes) points `api-url`
 * at it and gets the nav's listings and the ticket calendar through CORS, a hold included (PUT and DELETE pass the
 * preflight); an api-url where nothing answers is logged with its address.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { expect, test, type Page } from '@playwright/test'
import { BUNDLE_URL, collectProblems } from './support/harness'

const E2E_PORT = Number(process.env.E2E_PORT ?? 5174)
/** The fake API's port and the test page's origin, both beside this worktree's browser-test port. */
const API_PORT = E2E_PORT + 1000
const API = `http://127.0.0.1:${API_PORT}`
const PAGE_PORT = E2E_PORT + 2000
const PAGE_ORIGIN = `http://localhost:${PAGE_PORT}`

// One fake API for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'serial' })

let fakeApi: ChildProcess | undefined
let museumServer: Server | undefined

test.beforeAll(async () => {
  fakeApi = spawn(process.execPath, ['scripts/fake-api.mjs', '--port', String(API_PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The first line says where it listens.
  const [line] = (await once(fakeApi.stdout!, 'data')) as [Buffer]
  expect(line.toString()).toContain(`Fake v4 shop API: ${API}`)
  museumServer = await startMuseumServer()
})

test.afterAll(() => {
  fakeApi?.kill()
  museumServer?.close()
})

/** The museum's page of the running test: its markup, served at PAGE_ORIGIN/tickets. */
let pageBody = ''

/**
 * The museum's own web server on this machine: the page, and the built bundle from dist/ as a museum uploads it. A
 * real server, not routed requests: the browser lets a page reach a loopback API only from a loopback address.
 */
function startMuseumServer(): Promise<Server> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', PAGE_ORIGIN)
    if (pathname.startsWith('/dist/')) {
      readFile(`.${pathname}`).then(
        (file) => response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(file),
        () => response.writeHead(404).end(),
      )
      return
    }
    const html = `<!doctype html><html lang="de"><title>Museum</title><body>${pageBody}<script type="module" src="${BUNDLE_URL}"></script></body></html>`
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html)
  })
  return new Promise((resolve) => server.listen(PAGE_PORT, 'localhost', () => resolve(server)))
}

async function openMuseumPage(page: Page, body: string): Promise<void> {
  pageBody = body
  await page.goto(`${PAGE_ORIGIN}/tickets`)
}

const init = (apiUrl: string) =>
  `<shop-init api-url="${apiUrl}" shop-domain="shop.demo-museum.de" shop-url="/shop/" cart-url="/warenkorb" ` +
  'checkout-url="/kasse" locale="de" hold-places></shop-init>'

test('a page on another origin gets listings, tickets and a hold from the standalone fake API', async ({
  page,
}) => {
  const problems = collectProblems(page)
  const nav = JSON.stringify([{ type: 'tickets' }, { type: 'exhibitions', count: 3 }])
  await openMuseumPage(
    page,
    `${init(API)}<shop-nav nav='${nav}'></shop-nav><shop-tickets exhibition-ids="11"></shop-tickets>`,
  )
  await expect(page.locator('shop-nav').getByRole('button', { name: 'Ausstellungen' })).toBeVisible()
  const tickets = page.locator('shop-tickets')
  // Next month's first bookable day: today's times depend on the hour the test runs at.
  await tickets.getByRole('button', { name: 'Nächster Monat' }).click()
  await tickets
    .getByRole('button', { name: /verfügbar$/ })
    .first()
    .click()
  await tickets.getByRole('radio', { disabled: false }).first().check()
  await tickets
    .getByRole('button', { name: /erhöhen$/ })
    .first()
    .click()
  const held = page.waitForResponse(
    (response) =>
      response.url().startsWith(`${API}/api/v4/tickets/reservations?`) &&
      response.request().method() === 'POST',
  )
  await tickets.getByRole('button', { name: 'In den Warenkorb' }).click()
  const { reservation } = (await (await held).json()) as { reservation: { token: string } }
  // Renewing and releasing a hold: PUT and DELETE pass the preflight too.
  const statuses = await page.evaluate(
    async ({ url, token }) => {
      const call = (method: string, body?: string) =>
        fetch(`${url}/api/v4/tickets/reservations/${token}?locale=de`, {
          method,
          body,
          headers: { 'X-Shop-Url': 'shop.demo-museum.de', 'Content-Type': 'application/json' },
        }).then((response) => response.status)
      return [await call('PUT', JSON.stringify({ quantity: 1 })), await call('DELETE')]
    },
    { url: API, token: reservation.token },
  )
  expect(statuses).toEqual([200, 204])
  await expect(tickets.getByText(/in den Warenkorb gelegt/)).toBeVisible()
  await expect(tickets.getByRole('link', { name: 'Zum Warenkorb' })).toHaveAttribute(
    'href',
    `${PAGE_ORIGIN}/warenkorb`,
  )
  expect(problems).toEqual([])
})

test("an api-url where nothing answers is logged with its address, not as a bare 'Database error'", async ({
  page,
}) => {
  const problems = collectProblems(page)
  const closed = `http://127.0.0.1:${E2E_PORT + 3000}`
  await openMuseumPage(page, `${init(closed)}<shop-tickets exhibition-ids="11"></shop-tickets>`)
  await expect(page.locator('shop-tickets').getByRole('alert')).toBeVisible()
  await expect
    .poll(() => problems.join('\n'))
    .toContain(`<shop-tickets> the API cannot be reached at ${closed} (network)`)
})
