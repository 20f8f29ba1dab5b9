// Builds the control pages' scripts (scripts/bench/control/: React + ReactDOM, one API request, each one file) into
// .bench/control/ with the product's own Vite config, so both are minified alike, and writes the pages the first-view
// measurements load: the nav, payment and ticket pages and their controls, each with the API origin's preconnect.
import { existsSync, rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { navTag } from './markup.mjs'

export const CONTROL_DIR = '.bench/control'

/** The control scripts by file name: the nav's (links from the shop) and the ticket page's (the month's calendar). */
const CONTROLS = { 'control.js': 'entry.mjs', 'calendar.js': 'calendar.mjs' }

/** Builds the control scripts, each a file of its own; returns their folder. */
export async function buildControl() {
  rmSync(CONTROL_DIR, { recursive: true, force: true })
  for (const [fileName, entry] of Object.entries(CONTROLS)) {
    await build({
      configFile: resolve('vite.config.ts'),
      logLevel: 'error',
      build: {
        outDir: CONTROL_DIR,
        emptyOutDir: false,
        sourcemap: false,
        lib: { entry: `scripts/bench/control/${entry}`, formats: ['es'], fileName: () => fileName },
      },
    })
    if (!existsSync(`${CONTROL_DIR}/${fileName}`))
      throw new Error(`the control build wrote no ${CONTROL_DIR}/${fileName}`)
  }
  return CONTROL_DIR
}

const SHOP_DOMAIN = 'shop.demo-museum.de'

/**
 * A page as a museum's CMS would send it: the preconnect docs/performance.md recommends, one module script, `body`.
 * @param {string} api
 * @param {string} script
 * @param {string} body
 */
const page = (api, script, body) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>bench</title>` +
  `<link rel="icon" href="data:,"><link rel="preconnect" href="${api}" crossorigin>` +
  `<script type="module" src="${script}"></script></head><body>${body}</body></html>`

/** The ticket page's element: the museum's timed tickets, as in the browser tests. */
export const TICKETS_TAG = '<shop-tickets exhibition-ids="11"></shop-tickets>'

/**
 * The pages of the first-view measurements, by path. `calendarPath`: the calendar request (path and query) the
 * ticket page's control makes, the one the ticket element made; without it, no ticket control page.
 * @param {string} api the fake API's origin
 * @param {{ calendarPath?: string }} [options]
 */
export function benchPages(api, { calendarPath } = {}) {
  const init = `<shop-init api-url="${api}" shop-domain="${SHOP_DOMAIN}" locale="de" shop-url="/museum-shop/"></shop-init>`
  const calendarControl = calendarPath && {
    '/calendar-control.html': page(
      api,
      '/control/calendar.js',
      `<div id="control" data-api="${api}" data-shop-domain="${SHOP_DOMAIN}" data-path="${calendarPath.replaceAll('&', '&amp;')}"></div>`,
    ),
  }
  return {
    ...calendarControl,
    '/tickets.html': page(api, '/dist/shop-elements.js', `${init}${TICKETS_TAG}`),
    '/nav.html': page(api, '/dist/shop-elements.js', `${init}${navTag()}`),
    '/payment.html': page(api, '/dist/shop-elements.js', `${init}<shop-payment></shop-payment>`),
    '/control.html': page(
      api,
      '/control/control.js',
      `<div id="control" data-api="${api}" data-shop-domain="${SHOP_DOMAIN}" data-locale="de"></div>`,
    ),
  }
}
