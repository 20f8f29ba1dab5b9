// The module graph of built ES modules: which files a page loads at once (static imports) and which on demand.
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { parseAst } from 'vite'

/** @typedef {{ static: string[], dynamic: string[], computed: number, unresolved: string[] }} FileImports */
/** @typedef {{ type: string, [key: string]: unknown }} AstNode */

/** @param {unknown} value @returns {value is AstNode} */
export const isNode = (value) =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'type') === 'string'

/**
 * The specifier of an import source when it is a constant: 'x.js' or `x.js` (Rolldown writes template literals).
 * @param {unknown} source
 * @returns {string | null}
 */
export function constantSpecifier(source) {
  if (!isNode(source)) return null
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value
  if (
    source.type === 'TemplateLiteral' &&
    Array.isArray(source.expressions) &&
    source.expressions.length === 0
  ) {
    const [quasi] = /** @type {{ value: { cooked: string } }[]} */ (source.quasis)
    return quasi?.value.cooked ?? null
  }
  return null
}

/**
 * Walks the whole tree: dynamic imports may sit anywhere (inside React.lazy callbacks).
 * @param {unknown} node
 * @param {(node: AstNode) => void} visit
 */
export function walk(node, visit) {
  if (Array.isArray(node)) for (const child of node) walk(child, visit)
  else if (isNode(node)) {
    visit(node)
    for (const [key, child] of Object.entries(node))
      if (key !== 'type' && typeof child === 'object') walk(child, visit)
  }
}

/**
 * The imports of one built file, resolved to absolute paths. Bare specifiers (externals) and computed static imports
 * cannot be followed; they are listed as unresolved so the report shows them instead of silently under-counting.
 * Computed dynamic imports are counted: the entry has one on purpose (loading itself by its plain URL when a page
 * added a query), and the budgets check that no other appears.
 * @param {string} file
 * @returns {FileImports}
 */
export function importsOf(file) {
  /** @type {FileImports} */
  const found = { static: [], dynamic: [], computed: 0, unresolved: [] }
  const add = (/** @type {string | null} */ specifier, /** @type {'static' | 'dynamic'} */ kind) => {
    if (specifier === null && kind === 'dynamic') found.computed++
    else if (specifier === null) found.unresolved.push(`${kind} import with a computed specifier`)
    else if (!specifier.startsWith('.') && !specifier.startsWith('/')) found.unresolved.push(specifier)
    else found[kind].push(resolve(dirname(file), specifier.split('?')[0] ?? specifier))
  }
  walk(parseAst(readFileSync(file, 'utf8')), (node) => {
    const withSource = ['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration']
    if (withSource.includes(node.type) && node.source) add(constantSpecifier(node.source), 'static')
    if (node.type === 'ImportExpression') add(constantSpecifier(node.source), 'dynamic')
  })
  return found
}

/**
 * What a page loads for `entry`: `initial` = the entry and its static imports, transitively; `all` = everything
 * reachable through static and dynamic imports (every lazy feature used).
 * @param {string} entry
 * @returns {{ initial: string[], all: string[], unresolved: string[], computedInEntry: number, computedElsewhere: number }}
 */
export function reachableFrom(entry) {
  const graph = new Map()
  const importsCached = (/** @type {string} */ file) => {
    if (!graph.has(file)) graph.set(file, importsOf(file))
    return /** @type {FileImports} */ (graph.get(file))
  }
  const closure = (/** @type {boolean} */ followDynamic) => {
    const seen = new Set([resolve(entry)])
    for (const file of seen) {
      const imports = importsCached(file)
      for (const next of followDynamic ? [...imports.static, ...imports.dynamic] : imports.static)
        seen.add(next)
    }
    return [...seen]
  }
  const initial = closure(false)
  const all = closure(true)
  const unresolved = [...new Set(all.flatMap((file) => importsCached(file).unresolved))]
  const computedInEntry = importsCached(resolve(entry)).computed
  const computedElsewhere = all.reduce((sum, file) => sum + importsCached(file).computed, 0) - computedInEntry
  return { initial, all, unresolved, computedInEntry, computedElsewhere }
}
