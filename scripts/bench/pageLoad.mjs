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
 * The start-up file's table of each tag's chunks, as scripts/startPresentChunks.ts writes it (the chunks' names as one
 * string split at spaces, each tag's list as base-36 digits into them): tag → specifiers.
 * @param {unknown} ast
 * @returns {Map<string, string[]>}
 */
export function chunkTable(ast) {
  /** @type {string[] | null} */
  let names = null
  /** @type {[string, string][]} */
  let digits = []
  walk(ast, (node) => {
    const callee = node.type === 'CallExpression' && isNode(node.callee) ? node.callee : null
    const property = callee?.type === 'MemberExpression' && isNode(callee.property) ? callee.property : null
    const text = callee ? constantSpecifier(callee.object) : null
    if (property?.name === 'split' && text?.includes('-')) names = text.split(' ')
    if (node.type !== 'ObjectExpression' || !Array.isArray(node.properties)) return
    const entries = node.properties.map((property) =>
      isNode(property) && isNode(property.key) && property.key.type === 'Literal'
        ? [String(property.key.value), constantSpecifier(property.value)]
        : [null, null],
    )
    if (
      entries.length > 0 &&
      entries.every(([tag, list]) => tag?.startsWith('shop-') && /^[0-9a-z]+$/.test(list ?? ''))
    )
      digits = /** @type {[string, string][]} */ (entries)
  })
  const table = new Map()
  for (const [tag, list] of digits) {
    table.set(
      tag,
      [...list].map((digit) => {
        const name = names?.[parseInt(digit, 36)]
        if (!name) throw new Error(`the start-up file's chunk table names no chunk ${digit} (of ${tag})`)
        return `./chunks/${name}.js`
      }),
    )
  }
  return table
}

/**
 * The tag whose chunks an expression starts from the table: `start("shop-payment")`.
 * @param {unknown} node
 * @param {Map<string, string[]>} table
 */
function startedTag(node, table) {
  if (!isNode(node) || node.type !== 'CallExpression' || !Array.isArray(node.arguments)) return null
  const tag = node.arguments.length === 1 ? constantSpecifier(node.arguments[0]) : null
  return tag !== null && table.has(tag) ? tag : null
}

/**
 * Per dynamic import of `file`: the files requested at the same moment (the chunk and the imports started with it,
 * one by one or as its tag's list in the start-up file's table), as absolute paths.
 * @param {string} file
 * @returns {Map<string, string[]>}
 */
export function importGroups(file) {
  const at = (/** @type {string} */ specifier) => resolve(dirname(file), specifier)
  /** @type {Map<string, string[]>} */
  const groups = new Map(importsOf(file).dynamic.map((target) => [target, [target]]))
  const ast = parseAst(readFileSync(file, 'utf8'))
  const table = chunkTable(ast)
  walk(ast, (node) => {
    if (node.type !== 'SequenceExpression' || !Array.isArray(node.expressions)) return
    const started = node.expressions.map(startedImport)
    const target = started.at(-1)
    const tag = node.expressions.length === 2 ? startedTag(node.expressions[0], table) : null
    if (target && tag) groups.set(at(target), [target, ...(table.get(tag) ?? [])].map(at))
    else if (target && started.every((specifier) => specifier !== null))
      groups.set(at(target), /** @type {string[]} */ (started).map(at))
  })
  return groups
}

/**
 * The files a page with the entry and the lazy rows whose chunks are named `rows` (e.g. 'ShopPayment') loads, each
 * with its script round trip: the entry is 1, what a row starts (as its element connects, or as the entry begins to
 * run for an element already in the page) is 2, and a static import
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
