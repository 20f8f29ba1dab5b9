// Item 4 of the performance issue: every demo page that uses the shop API tells the browser to open the connection to
// the API origin early — `<link rel="preconnect" href="<api origin>" crossorigin>` — as docs/performance.md asks
// integrators to do. `crossorigin` matters: the API is fetched in CORS mode without credentials, and only a
// preconnect in that mode gives a connection such requests can use.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DEMO_DIR = 'demo'

/** @param {string} tag @param {string} name */
const attribute = (tag, name) => new RegExp(`\\s${name}(?:="([^"]*)")?`, 'i').exec(tag)

/**
 * Each demo page with a `<shop-init>`: its API origin and whether its head preconnects to it with `crossorigin`.
 * @returns {{ page: string, apiOrigin: string, preconnect: boolean }[]}
 */
export function preconnectHints(dir = DEMO_DIR) {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => {
      const html = readFileSync(join(dir, file), 'utf8')
      const apiUrl = /<shop-init(?:-domain)?\b[^>]*\sapi-url="([^"]+)"/i.exec(html)?.[1]
      if (!apiUrl) return []
      const apiOrigin = new URL(apiUrl).origin
      const head = html.slice(0, Math.max(0, html.search(/<\/head>/i)))
      const preconnect = [...head.matchAll(/<link\b[^>]*>/gi)].some(([tag]) => {
        const rel = attribute(tag, 'rel')?.[1]?.toLowerCase().split(/\s+/) ?? []
        const href = attribute(tag, 'href')?.[1]
        return rel.includes('preconnect') && href !== undefined && new URL(href).origin === apiOrigin
          ? attribute(tag, 'crossorigin') !== null
          : false
      })
      return [{ page: `${dir}/${file}`, apiOrigin, preconnect }]
    })
}
