// What a page loads from the built files when it runs some lazy rows of the registry, and in how many script round
// trips one after another: read from the module graph, so the size guard can check it without a browser. The
// bench's payment page measures the same in Chromium (resource timing, roundTrips.mjs).
import { readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'
import { parseAst } from 'vite'
import { constantSpecifier, importsOf, isNode, walk } from './graph.mjs'

/**
 * The import an expression of a load starts: `import(x)` or `import(x).catch(…)` (scripts/preloadChunkDeps.ts writes
 * a row's load as `(import(dep).catch(() => {}), …, import(chunk))`).
 * @param {unknown} node
 * @returns {string | null}
 */
function startedImport(node) {
  if (!isNode(node)) return null
  if (node.type === 'ImportExpression') return constantSpecifier(node.source)
  const callee = node.type === 'CallExpression' ? node.callee : null
  const object = isNode(callee) && callee.type === 'MemberExpression' ? callee.object : null
  return isNode(object) && object.type === 'ImportExpression' ? constantSpecifier(object.source) : null
}

/**
 * Per dynamic import of `file`: the files requested at the same moment (the chunk and the imports started with it),
 * as absolute paths.
 * @param {string} file
 * @returns {Map<string, string[]>}
 */
export function importGroups(file) {
  const at = (/** @type {string} */ specifier) => resolve(dirname(file), specifier)
  /** @type {Map<string, string[]>} */
  const groups = new Map(importsOf(file).dynamic.map((target) => [target, [target]]))
  walk(parseAst(readFileSync(file, 'utf8')), (node) => {
    if (node.type !== 'SequenceExpression' || !Array.isArray(node.expressions)) return
    const started = node.expressions.map(startedImport)
    const target = started.at(-1)
    if (target && started.every((specifier) => specifier !== null))
      groups.set(at(target), /** @type {string[]} */ (started).map(at))
  })
  return groups
}

/**
 * The files a page with the entry and the lazy rows whose chunks are named `rows` (e.g. 'ShopPayment') loads, each
 * with its script round trip: the entry is 1, what a row starts when its element connects is 2, and a static import
 * the browser finds only when it parses a file of trip n is n + 1.
 * @param {string} entry
 * @param {readonly string[]} rows
 * @returns {{ files: string[], roundTrips: number }}
 */
export function pageLoad(entry, rows) {
  const start = resolve(entry)
  const groups = importGroups(start)
  /** @type {Map<string, number>} */
  const trips = new Map([[start, 1]])
  for (const row of rows) {
    const target = [...groups.keys()].find((file) => basename(file).startsWith(`${row}-`))
    if (!target) throw new Error(`${entry} loads no chunk ${row}-*.js`)
    for (const file of groups.get(target) ?? []) if (!trips.has(file)) trips.set(file, 2)
  }
  // Insertion order is trip order, so each file gets the earliest trip it can be found in.
  for (const [file, trip] of trips)
    for (const next of importsOf(file).static) if (!trips.has(next)) trips.set(next, trip + 1)
  return { files: [...trips.keys()], roundTrips: Math.max(...trips.values()) }
}
