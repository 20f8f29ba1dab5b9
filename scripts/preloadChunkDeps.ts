/**
 * A build step that starts a lazy chunk's own imports together with the chunk. A browser finds a chunk's static
 * imports only after it has downloaded and parsed that chunk: `import('./chunks/ShopPayment.js')` would fetch the
 * shared `chunks/user.js` one round trip later. Vite's preload helper solves this for apps but is off in library
 * builds, so each dynamic import is rewritten to `(import(dep).catch(() => {}), import(chunk))`: the dependency is
 * requested at once, in parallel, and a failure still surfaces through the chunk's own import, which needs it.
 */
import { dirname, posix } from 'node:path'
import type { Plugin } from 'vite'
import { entryRowChunks } from './startPresentChunks.ts'

interface ChunkInfo {
  fileName: string
  imports: readonly string[]
}

/** Every chunk `fileName` needs statically, directly or through others (not itself). */
export function staticClosure(fileName: string, chunks: Readonly<Record<string, ChunkInfo>>): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    for (const imported of chunks[name]?.imports ?? []) {
      if (seen.has(imported)) continue
      seen.add(imported)
      visit(imported)
    }
  }
  visit(fileName)
  return seen
}

/**
 * The chunks to request alongside the dynamic import of `target` from `importer`: what `target` needs, minus what
 * `importer` has already loaded (itself and its own static imports).
 */
export function depsToStart(
  importer: string,
  target: string,
  chunks: Readonly<Record<string, ChunkInfo>>,
): string[] {
  const loaded = staticClosure(importer, chunks).add(importer)
  return [...staticClosure(target, chunks)].filter((name) => !loaded.has(name))
}

/** `to` as a module specifier relative to the chunk `from`. */
function specifier(from: string, to: string): string {
  const path = posix.relative(dirname(from), to)
  return path.startsWith('.') ? path : `./${path}`
}

/**
 * `rowsStartedBy`: the registry, whose rows' chunks the start-up file starts itself (scripts/startPresentChunks.ts);
 * their imports are left to that step.
 */
export function preloadChunkDepsPlugin({ rowsStartedBy }: { rowsStartedBy: RegExp }): Plugin {
  return {
    name: 'museum-shop:preload-chunk-deps',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (chunk.dynamicImports.length === 0) return null
      const startedElsewhere = entryRowChunks(
        (id) => this.getModuleInfo(id),
        chunk,
        meta.chunks,
        rowsStartedBy,
      )
      const string = meta.magicString
      if (!string)
        throw new Error('preloadChunkDeps needs `experimental.nativeMagicString` (keeps source maps right)')
      let changed = false
      for (const target of chunk.dynamicImports) {
        if (startedElsewhere.has(target)) continue
        // In one order everywhere, so the lists of different elements repeat each other and compress.
        const deps = depsToStart(chunk.fileName, target, meta.chunks).sort()
        if (deps.length === 0) continue
        const call = `import(${JSON.stringify(specifier(chunk.fileName, target))})`
        for (let at = code.indexOf(call); at !== -1; at = code.indexOf(call, at + call.length)) {
          const starts = deps.map(
            (dep) => `import(${JSON.stringify(specifier(chunk.fileName, dep))}).catch(()=>{}),`,
          )
          string.appendLeft(at, `(${starts.join('')}`)
          string.appendRight(at + call.length, ')')
          changed = true
        }
      }
      return changed ? string : null
    },
  }
}
