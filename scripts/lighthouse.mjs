// `npm run lighthouse` (after `npm run build`): Lighthouse's performance, accessibility and best-practices scores of
// the demo's nav, donation and checkout pages, served by the demo server (vite.demo.config.ts, the fake API in a
// service worker) and loaded in the system Chromium, headless. Prints a table and writes .bench/lighthouse.json.
// Options: `--desktop` (Lighthouse's desktop preset instead of its default, a throttled mid-range phone) and
// `--runs=N` (N runs per page, the median run is reported; Lighthouse's own advice for comparing numbers).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import puppeteer from 'puppeteer-core'
import { importTs } from './bench/browser.mjs'
import { startDemoServer } from './bench/server.mjs'
import { printTable } from './bench/table.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices']
const PAGES = [
  { name: 'nav (home)', path: '/demo/index.html' },
  { name: 'donations', path: '/demo/support.html' },
  { name: 'checkout', path: '/demo/checkout.html' },
]
/** Metrics of the performance category, by audit id, with how each is shown. */
const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 'ms' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 'ms' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 'ms' },
]

const desktop = process.argv.includes('--desktop')
const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1)
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs=N needs a whole number N ≥ 1')
if (!existsSync('dist/shop-elements.js')) {
  console.error(
    'dist/shop-elements.js is missing: run `npm run build` first (the demo loads the built bundle)',
  )
  process.exit(1)
}

/** @type {{ chromiumPath: () => string }} */
const { chromiumPath } = await importTs('scripts/chromium-path.ts')
/** @type {{ SAMPLE_CART: unknown[], SAMPLE_DONATIONS: unknown[] }} */
const { SAMPLE_CART, SAMPLE_DONATIONS } = await importTs('test/e2e/support/payment.ts')
/** @type {{ DEFAULT_STORAGE_KEYS: { cart: string, donations: string } }} */
const { DEFAULT_STORAGE_KEYS } = await importTs('src/domain/shop/storageKeys.ts')

/**
 * Runs before the page's own scripts on every document: the checkout gets the browser tests' sample cart and
 * donation (after Lighthouse has cleared the origin's storage), so it shows a cart and its payment methods, not the
 * empty-cart message. The demo pages use the default storage keys.
 */
const seedCheckoutCart = `(() => {
  if (location.pathname !== '/demo/checkout.html') return
  localStorage.setItem(${JSON.stringify(DEFAULT_STORAGE_KEYS.cart)}, ${JSON.stringify(JSON.stringify({ version: 1, items: SAMPLE_CART }))})
  localStorage.setItem(${JSON.stringify(DEFAULT_STORAGE_KEYS.donations)}, ${JSON.stringify(JSON.stringify(SAMPLE_DONATIONS))})
})()`

const server = await startDemoServer()
const browser = await puppeteer.launch({
  executablePath: chromiumPath(),
  headless: true,
  args: ['--no-sandbox', '--disable-dev-shm-usage'],
})

/**
 * One Lighthouse run of `url` in a fresh browser context (own service worker, empty cache).
 * @param {string} url
 */
async function audit(url) {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.evaluateOnNewDocument(seedCheckoutCart)
    const flags = { output: /** @type {'json'} */ ('json'), logLevel: 'error', onlyCategories: CATEGORIES }
    const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined, page)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    return result.lhr
  } finally {
    await context.close()
  }
}

/**
 * Where an audit failed: the selectors of its first few nodes, so the table says which element to look at.
 * @param {import('lighthouse').Result['audits'][string] | undefined} audit
 */
function offendingNodes(audit) {
  const items = audit?.details && 'items' in audit.details ? audit.details.items : []
  const selectors = items.flatMap((item) =>
    item && typeof item === 'object' && 'node' in item && item.node && typeof item.node === 'object'
      ? [String(/** @type {{ selector?: unknown }} */ (item.node).selector)]
      : [],
  )
  return [...new Set(selectors)].slice(0, 3).join('; ') || 'no node named'
}

/** @param {import('lighthouse').Result} lhr */
function summarise(lhr) {
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const metric = (/** @type {(typeof METRICS)[number]} */ { id, unit }) => {
    const value = lhr.audits[id]?.numericValue
    if (value === undefined) return 'n/a'
    return unit === 'ms' ? Math.round(value) : value.toFixed(3)
  }
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    metrics: Object.fromEntries(METRICS.map((entry) => [entry.label, metric(entry)])),
    runWarnings: lhr.runWarnings,
    failedAudits: CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter(
          (ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score !== 1,
        )
        .map((ref) => `${id}: ${ref.id} (${offendingNodes(lhr.audits[ref.id])})`),
    ),
  }
}

/** @type {Record<string, ReturnType<typeof summarise> & { path: string }>} */
const results = {}
let version = ''
try {
  // A first visit lets Vite pre-bundle the demo's own modules (it reloads the page when it finds new ones); that
  // belongs to the dev server, not to the page, so it happens before the measured runs.
  for (const { path } of PAGES) {
    const context = await browser.createBrowserContext()
    const page = await context.newPage()
    await page.goto(`${server.baseURL}${path}`, { waitUntil: 'networkidle0', timeout: 60_000 })
    await context.close()
  }
  for (const { name, path } of PAGES) {
    const lhrs = []
    for (let run = 0; run < runs; run++) lhrs.push(await audit(`${server.baseURL}${path}`))
    const median = computeMedianRun(lhrs)
    version = median.lighthouseVersion
    results[name] = { path, ...summarise(median) }
  }
} finally {
  await browser.close()
  server.stop()
}

const formFactor = desktop ? 'desktop preset' : 'default: mobile, simulated slow 4G and 4× CPU slowdown'
printTable(
  `Lighthouse ${version} (${formFactor}; ${runs === 1 ? 'one run' : `median of ${runs} runs`} per page)`,
  ['page', ...CATEGORIES, ...METRICS.map((entry) => `${entry.label}${entry.unit ? ` ${entry.unit}` : ''}`)],
  Object.entries(results).map(([name, result]) => [
    name,
    ...CATEGORIES.map((id) => result.scores[id] ?? ''),
    ...METRICS.map((entry) => result.metrics[entry.label] ?? ''),
  ]),
)
for (const [name, result] of Object.entries(results)) {
  for (const failed of result.failedAudits) console.log(`  ${name}: not passed: ${failed}`)
  for (const warning of result.runWarnings) console.log(`  ${name}: warning: ${warning}`)
}
mkdirSync('.bench', { recursive: true })
const report = { date: new Date().toISOString(), formFactor, runs, results }
writeFileSync(`.bench/lighthouse${desktop ? '-desktop' : ''}.json`, `${JSON.stringify(report, null, 2)}\n`)
console.log(`\nwritten: .bench/lighthouse${desktop ? '-desktop' : ''}.json`)
