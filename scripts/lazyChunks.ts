/**
 * How the code the lazy elements share is split into chunks. On its own, Rolldown makes one chunk for each set of
 * elements that share code (some of a hundred bytes), and each lazy row of the start-up file starts every chunk its
 * element needs with an import of its own (scripts/preloadChunkDeps.ts): long lists of file names, and up to seven
 * requests for one element. Instead, the shared code the cart link needs goes into one chunk, with every other small
 * shared module: the cart link, in the header of every page, loads that chunk and its own. Larger modules that only
 * the other elements share go into one chunk per set of elements that load them, so no page loads code it does not
 * use beyond those small modules.
 * Start-up code stays in the entry, and code that other dynamic imports reach (the opt-ins, a failed request's
 * follow-up) keeps its own chunks: those load at start-up or on a failure and stay small. A row's connect hook loads
 * with its element: both count as one element, so a hook neither splits its element's chunks nor makes code shared.
 */
import type { Rolldown } from 'vite'

/** What the chunking needs of a module (Rolldown's module info). */
export interface ModuleNode {
  readonly isEntry: boolean
  readonly importers: readonly string[]
  readonly dynamicImporters: readonly string[]
  readonly importedIds: readonly string[]
  readonly code: string | null
}

export type ModuleGraph = (id: string) => ModuleNode | null

export interface LazyChunkRules {
  /** The module whose dynamic imports are the lazy elements (the registry). */
  readonly registry: RegExp
  /** The element module of the cart link. */
  readonly cartLink: RegExp
  /** Below this many bytes of code, a shared module goes with the cart link's. */
  readonly smallBytes: number
  /** The folder of an element's own modules (its row's chunk and hook), its tag captured. */
  readonly elementFolder: RegExp
}

/** The name of the chunk that holds the cart link's shared code and the small shared modules. */
export const SHARED_CHUNK = 'shared'

/** The modules `id` is loaded from: the entry and the dynamically imported modules its static importers start at. */
export function loadedFrom(id: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>()
  const roots = new Set<string>()
  const visit = (module: string) => {
    if (seen.has(module)) return
    seen.add(module)
    const node = graph(module)
    if (!node) return
    if (node.isEntry || node.dynamicImporters.length > 0) roots.add(module)
    node.importers.forEach(visit)
  }
  visit(id)
  return roots
}

/**
 * The elements that load `id`: a tag for a row's element and its connect hook alike (the hook loads with its element,
 * never alone), the id of any other root, leaving out a root imported only from code that has already loaded `id`.
 */
export function elementsLoading(id: string, graph: ModuleGraph, rules: LazyChunkRules): Set<string> {
  const roots = loadedFrom(id, graph)
  const loadedBefore = (root: string) => {
    const importers = graph(root)?.dynamicImporters ?? []
    return (
      importers.length > 0 &&
      !importers.some((importer) => rules.registry.test(importer)) &&
      importers.every((importer) =>
        [...loadedFrom(importer, graph)].every((from) => from !== root && roots.has(from)),
      )
    )
  }
  return new Set(
    [...roots].filter((root) => !loadedBefore(root)).map((root) => elementOf(root, graph, rules)),
  )
}

/** A module the registry imports on demand: a row's element or its connect hook. */
const isRowRoot = (root: string, graph: ModuleGraph, rules: LazyChunkRules): boolean =>
  graph(root)?.dynamicImporters.some((importer) => rules.registry.test(importer)) ?? false

/** The tag of a module in an element's folder. */
const tagOf = (root: string, rules: LazyChunkRules): string => rules.elementFolder.exec(root)?.[1] ?? root

/** The element a root loads for: a row's tag, whether the row's element or its hook; else the root itself. */
const elementOf = (root: string, graph: ModuleGraph, rules: LazyChunkRules): string =>
  isRowRoot(root, graph, rules) ? tagOf(root, rules) : root

/**
 * The chunk a module goes into, or null for Rolldown's own chunking. `names` gives each set of elements one chunk name.
 */
export function lazyChunkOf(
  id: string,
  graph: ModuleGraph,
  rules: LazyChunkRules,
  names = new Map<string, string>(),
): string | null {
  const isStartUp = (module: string) => [...loadedFrom(module, graph)].some((root) => graph(root)?.isEntry)
  // A lazy element, or code an element loads on demand (never code the start-up loads on demand, like the opt-ins).
  const isElement = (root: string) => {
    const importers = graph(root)?.dynamicImporters ?? []
    return (
      importers.length > 0 &&
      importers.every((importer) => rules.registry.test(importer) || !isStartUp(importer))
    )
  }
  const visiting = new Set<string>()
  const isShared = (module: string): boolean => {
    const roots = [...loadedFrom(module, graph)]
    // An element and its own hook are one element.
    if (new Set(roots.map((root) => elementOf(root, graph, rules))).size < 2 || !roots.every(isElement))
      return false
    if (roots.some((root) => rules.cartLink.test(root))) return true
    const node = graph(module)
    if (!node || (node.code?.length ?? Infinity) >= rules.smallBytes || visiting.has(module)) return false
    // A small module joins only with what it imports: the shared chunk never waits for another lazy chunk.
    visiting.add(module)
    return node.importedIds.every((imported) => isStartUp(imported) || isShared(imported))
  }
  if (isShared(id)) return SHARED_CHUNK
  return [...loadedFrom(id, graph)].every(isElement) ? elementSetChunkOf(id, graph, rules, names) : null
}

/**
 * The chunk of a larger module that several elements load: one per set of elements, named after the first module
 * given it. Rolldown, left to itself, makes one per set of modules the browser starts at, and a connect hook or a module
 * an element's own code imports on demand each makes a set of its own, though the element has always loaded it
 * with them. Null for a module imported on demand (a chunk's start of its own) and one element's code.
 */
function elementSetChunkOf(
  id: string,
  graph: ModuleGraph,
  rules: LazyChunkRules,
  names: Map<string, string>,
): string | null {
  if ((graph(id)?.dynamicImporters.length ?? 0) > 0) return null
  const elements = [...elementsLoading(id, graph, rules)].sort()
  if (elements.length < 2) return hookedAlone(id, graph, rules, names, elements)
  return nameOf(elements.join(' '), id, names)
}

/** Code only one element and its hook load: a chunk of its own beside the element's, which the hook loads too. */
function hookedAlone(
  id: string,
  graph: ModuleGraph,
  rules: LazyChunkRules,
  names: Map<string, string>,
  elements: string[],
): string | null {
  const rowTags = [...loadedFrom(id, graph)]
    .filter((root) => isRowRoot(root, graph, rules))
    .map((root) => tagOf(root, rules))
  return new Set(rowTags).size < rowTags.length ? nameOf(elements.join(' '), id, names) : null
}

/** The name of a set's chunk: the first module's, made unique. */
function nameOf(key: string, id: string, names: Map<string, string>): string {
  const known = names.get(key)
  if (known) return known
  // A file name of letters and digits (`js.cookie.mjs` → `jscookie`), as the package allows for chunks.
  const base = (/([^/]+?)(\.[a-z]+)?$/.exec(id)?.[1] ?? '').replace(/[^A-Za-z0-9]/g, '') || 'lazy'
  const taken = new Set(names.values())
  let name = base
  for (let n = 2; taken.has(name) || name === SHARED_CHUNK; n++) name = `${base}${n}`
  names.set(key, name)
  return name
}

/** The `output.codeSplitting` option that applies the rules. */
export function lazyChunks(rules: LazyChunkRules): Rolldown.OutputOptions['codeSplitting'] {
  const names = new Map<string, string>()
  return {
    groups: [
      {
        debugName: 'lazy elements',
        name: (id, context) => lazyChunkOf(id, (module) => context.getModuleInfo(module), rules, names),
        // The entry's own modules are never captured, so none of their imports may be pulled in with them.
        includeDependenciesRecursively: false,
      },
    ],
  }
}
