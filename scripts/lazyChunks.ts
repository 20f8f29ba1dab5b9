/**
 * How the code the lazy elements share is split into chunks. On its own, Rolldown makes one chunk for each set of
 * elements that share code (some of a hundred bytes), and each lazy row of the start-up file starts every chunk its
 * element needs with an import of its own (scripts/preloadChunkDeps.ts): long lists of file names, and up to seven
 * requests for one element. Instead, the shared code the cart link needs goes into one chunk, with every other small
 * shared module: the cart link, in the header of every page, loads that chunk and its own. Larger modules that only
 * the other elements share keep Rolldown's chunks, so no page loads code it does not use beyond those small modules.
 * Start-up code stays in the entry, and code that other dynamic imports reach (the opt-ins, a failed request's
 * follow-up) keeps its own chunks: those load at start-up or on a failure and stay small.
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

/** The chunk a module goes into, or null for Rolldown's own chunking. */
export function lazyChunkOf(id: string, graph: ModuleGraph, rules: LazyChunkRules): string | null {
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
    if (roots.length < 2 || !roots.every(isElement)) return false
    if (roots.some((root) => rules.cartLink.test(root))) return true
    const node = graph(module)
    if (!node || (node.code?.length ?? Infinity) >= rules.smallBytes || visiting.has(module)) return false
    // A small module joins only with what it imports: the shared chunk never waits for another lazy chunk.
    visiting.add(module)
    return node.importedIds.every((imported) => isStartUp(imported) || isShared(imported))
  }
  return isShared(id) ? SHARED_CHUNK : null
}

/** The `output.codeSplitting` option that applies the rules. */
export function lazyChunks(rules: LazyChunkRules): Rolldown.OutputOptions['codeSplitting'] {
  return {
    groups: [
      {
        debugName: 'lazy elements',
        name: (id, context) => lazyChunkOf(id, (module) => context.getModuleInfo(module), rules),
        // The entry's own modules are never captured, so none of their imports may be pulled in with them.
        includeDependenciesRecursively: false,
      },
    ],
  }
}
