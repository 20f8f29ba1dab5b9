// Builds the control page's script (scripts/bench/control/entry.mjs: React + ReactDOM, one API request) into
// .bench/control/ with the product's own Vite config, so both are minified alike, and writes the pages the first-view
// measurements load: the nav page, the control page and the payment page, each with the API origin's preconnect.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { navTag } from './markup.mjs'

export const CONTROL_DIR = '.bench/control'

/** Builds the control script; returns its folder (one file, control.js). */
export async function buildControl() {
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'error',
    build: {
      outDir: CONTROL_DIR,
      emptyOutDir: true,
      sourcemap: false,
      lib: { entry: 'scripts/bench/control/entry.mjs', formats: ['es'], fileName: () => 'control.js' },
    },
  })
  if (!existsSync(`${CONTROL_DIR}/control.js`))
    throw new Error(`the control build wrote no ${CONTROL_DIR}/control.js`)
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

/**
 * The pages of the first-view measurements, by path.
 * @param {string} api the fake API's origin
 */
export function benchPages(api) {
  const init = `<shop-init api-url="${api}" shop-domain="${SHOP_DOMAIN}" locale="de" shop-url="/museum-shop/"></shop-init>`
  return {
    '/nav.html': page(api, '/dist/shop-elements.js', `${init}${navTag()}`),
    '/payment.html': page(api, '/dist/shop-elements.js', `${init}<shop-payment></shop-payment>`),
    '/control.html': page(
      api,
      '/control/control.js',
      `<div id="control" data-api="${api}" data-shop-domain="${SHOP_DOMAIN}" data-locale="de"></div>`,
    ),
  }
}
