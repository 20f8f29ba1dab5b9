/**
 * A build step that starts the chunks of the elements already in the page as the start-up file begins to run. An
 * element asks for its chunk (and its first view's requests) when it connects, and elements connect only when the
 * start-up file defines them, the last thing it does: on a slow phone, a few hundred milliseconds after it began to
 * run. So the start-up file opens with a table of each lazy tag's chunks and a function that imports them; it runs
 * for every tag already in the page at once, and each row's load runs it for its own tag (an element added later),
 * in place of the list of imports scripts/preloadChunkDeps.ts writes elsewhere. The chunks download while the start-up
 * code runs; the element's own `import()` finds them there, and meets (and reports) a failed one again.
 */
import { posix } from 'node:path'
import type { Plugin } from 'vite'
import { staticClosure } from './preloadChunkDeps.ts'

interface ChunkInfo {
  fileName: string
  facadeModuleId: string | null
  imports: readonly string[]
}

/** The start-up file's function that imports a tag's chunks (renamed by the minifier, which runs after this step). */
export const START_CHUNKS = '__museumShopStartChunks'

/** An element folder's tag, from a module path: `…/elements/shop-tickets/ShopTickets.tsx` → `shop-tickets`. */
export function tagOfModule(id: string): string | null {
  return /\/elements\/(shop-[a-z-]+)\/[^/]+$/.exec(id)?.[1] ?? null
}

/** The chunk of each module the registry imports dynamically, with its element's tag: file name → tag. */
export function rowChunks(registryImports: readonly string[], chunks: Readonly<Record<string, ChunkInfo>>) {
  const tags = new Map<string, string>()
  for (const id of registryImports) {
    const tag = tagOfModule(id)
    if (!tag) throw new Error(`startPresentChunks: ${id} is not in an element's folder (elements/<tag>/)`)
    const chunk = Object.values(chunks).find((candidate) => candidate.facadeModuleId === id)
    if (!chunk) throw new Error(`startPresentChunks: no chunk for ${id}`)
    tags.set(chunk.fileName, tag)
  }
  return tags
}

/**
 * Per tag, every chunk its rows load: each row chunk and all it imports, the entry left out; in the registry's order.
 * Within a tag, the import that needs the fewest chunks goes first (the first view's requests, whose chunks the
 * element's own needs too): the browser runs it first, so those requests leave before the element renders.
 */
export function chunksByTag(
  rows: ReadonlyMap<string, string>,
  entry: string,
  chunks: Readonly<Record<string, ChunkInfo>>,
): [string, string[]][] {
  const byTag = new Map<string, string[][]>()
  for (const [file, tag] of rows) {
    const needed = [...staticClosure(file, chunks)].filter((name) => name !== entry).sort()
    byTag.set(tag, [...(byTag.get(tag) ?? []), [file, ...needed]])
  }
  return [...byTag].map(([tag, lists]) => [
    tag,
    [...new Set(lists.sort((a, b) => a.length - b.length).flat())],
  ])
}

/**
 * The function that imports a tag's chunks, or, called without a tag, those of every tag in the page. Written small,
 * because every page loads it: the chunks' names once, each tag's list as base-36 digits into them. A function
 * declaration: the start-up file calls it in its first line, while its text sits at the end of the file, beside the
 * rows that import the same names, so that compression finds them twice in one window.
 */
export function startFunction(entry: string, table: readonly [string, string[]][]): string {
  const folder = posix.relative(posix.dirname(entry), 'chunks')
  const files = [...new Set(table.flatMap(([, list]) => list))].sort()
  if (files.length > 36)
    throw new Error('startPresentChunks: more than 36 chunks need a longer code per chunk')
  for (const file of files) {
    if (posix.dirname(file) !== 'chunks' || !file.endsWith('.js'))
      throw new Error(`startPresentChunks: ${file} is not a chunk in chunks/`)
  }
  const names = files.map((file) => posix.basename(file, '.js')).join(' ')
  const rows = table.map(([tag, list]) => {
    const digits = list.map((file) => files.indexOf(file).toString(36)).join('')
    return `${JSON.stringify(tag)}:${JSON.stringify(digits)}`
  })
  return (
    `\nfunction ${START_CHUNKS}(t){const n=${JSON.stringify(names)}.split(" "),r={${rows.join(',')}};` +
    `if(t===void 0){if(typeof document<"u")for(const k in r)if(document.querySelector(k))${START_CHUNKS}(k)}` +
    `else for(const d of r[t])import(\`./${folder}/\${n[parseInt(d,36)]}.js\`).catch(()=>{})}\n`
  )
}

/** The registry's row chunks of the start-up file, or none when `chunk` is not the entry or holds no registry. */
export function entryRowChunks(
  getModuleInfo: (id: string) => { dynamicallyImportedIds: readonly string[] } | null,
  chunk: { isEntry: boolean; moduleIds: readonly string[] },
  chunks: Readonly<Record<string, ChunkInfo>>,
  registry: RegExp,
): Map<string, string> {
  const registryId = chunk.isEntry ? chunk.moduleIds.find((id) => registry.test(id)) : undefined
  // A bundle without the registry (the bench's floor of the runtime dependencies) has no elements to start.
  if (!registryId) return new Map()
  return rowChunks(getModuleInfo(registryId)?.dynamicallyImportedIds ?? [], chunks)
}

export function startPresentChunksPlugin({ registry }: { registry: RegExp }): Plugin {
  return {
    name: 'museum-shop:start-present-chunks',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      const rows = entryRowChunks((id) => this.getModuleInfo(id), chunk, meta.chunks, registry)
      if (rows.size === 0) return null
      const string = meta.magicString
      if (!string)
        throw new Error('startPresentChunks needs `experimental.nativeMagicString` (keeps source maps right)')
      string.prepend(`${START_CHUNKS}();\n`)
      string.append(startFunction(chunk.fileName, chunksByTag(rows, chunk.fileName, meta.chunks)))
      for (const [file, tag] of rows) {
        const call = `import(${JSON.stringify(`./${file}`)})`
        let found = false
        for (let at = code.indexOf(call); at !== -1; at = code.indexOf(call, at + call.length)) {
          string.appendLeft(at, `(${START_CHUNKS}(${JSON.stringify(tag)}),`)
          string.appendRight(at + call.length, ')')
          found = true
        }
        if (!found) throw new Error(`startPresentChunks: the entry has no ${call}`)
      }
      return string
    },
  }
}
