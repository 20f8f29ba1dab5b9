/**
 * A build step that exports the bindings chunks share under the names the minifier gave them. Rolldown exports them
 * under short names of its own (`export{Kr as A,…}`), so each costs its local name, ` as ` and its export name; under
 * its own name (`export{Kr,…}`) it costs the name alone, and the importing chunks ask for that name instead
 * (`import{Kr as e}`): about 5 bytes per shared binding, most of them in the start-up file. The names a chunk's own
 * module exports (the bundle's public API, what the dynamic imports of a lazy chunk read) stay as they are.
 */
import { dirname, posix } from 'node:path'
import { parseAst, type Plugin, type Rolldown } from 'vite'
import { editChunk, type Edit } from './codeEdits.ts'

type Program = ReturnType<typeof parseAst>
type Statement = Program['body'][number]
type ImportDeclaration = Extract<Statement, { type: 'ImportDeclaration' }>
type ExportDeclaration = Extract<Statement, { type: 'ExportNamedDeclaration' }>
type Specifier = ImportDeclaration['specifiers'][number] | ExportDeclaration['specifiers'][number]

/** An identifier or string name of a specifier, with where it is. */
interface Name {
  name: string
  start: number
  end: number
}

const nameOf = (node: {
  type: string
  start: number
  end: number
  name?: string
  value?: unknown
}): Name => ({
  name: node.type === 'Identifier' ? String(node.name) : String(node.value),
  start: node.start,
  end: node.end,
})

/**
 * The renames of a chunk's own export list, export name → local name, for every export not in `keep`. An export keeps
 * its name when its local name is one that stays (a kept export's), or when its binding is exported twice.
 */
export function exportRenames(
  program: Program,
  keep: ReadonlySet<string>,
): { renames: Map<string, string>; edits: Edit[] } {
  const specifiers = program.body
    .filter(
      (node): node is Extract<Statement, { type: 'ExportNamedDeclaration' }> =>
        node.type === 'ExportNamedDeclaration' && node.source === null && node.declaration === null,
    )
    .flatMap((list) => list.specifiers)
    .map((specifier) => ({ local: nameOf(specifier.local), exported: nameOf(specifier.exported) }))
  const locals = specifiers.map(({ local }) => local.name)
  const stays = new Set(
    specifiers.filter(
      ({ local, exported }, index) =>
        keep.has(exported.name) || local.name === exported.name || locals.indexOf(local.name) !== index,
    ),
  )
  // Each export that stays holds its name, which a rename may then not take: repeat until none is added.
  for (let added = true; added;) {
    const held = new Set([...stays].map(({ exported }) => exported.name))
    const blocked = specifiers.filter((specifier) => !stays.has(specifier) && held.has(specifier.local.name))
    blocked.forEach((specifier) => stays.add(specifier))
    added = blocked.length > 0
  }
  const renamed = specifiers.filter((specifier) => !stays.has(specifier))
  return {
    renames: new Map(renamed.map(({ local, exported }) => [exported.name, local.name])),
    // `Kr as A` becomes `Kr`.
    edits: renamed.map(({ local, exported }) => ({ start: local.end, end: exported.end })),
  }
}

/** The name a specifier asks another chunk for, and the name it has here; null for a default import. */
function specifierNames(specifier: Specifier, source: string): { outside: Name; inside: Name } | null {
  switch (specifier.type) {
    case 'ImportSpecifier':
      return { outside: nameOf(specifier.imported), inside: nameOf(specifier.local) }
    case 'ExportSpecifier':
      return { outside: nameOf(specifier.local), inside: nameOf(specifier.exported) }
    case 'ImportDefaultSpecifier':
      return null
    case 'ImportNamespaceSpecifier':
      throw new Error(
        `ownExportNames: a namespace import of ${source}, whose property reads it cannot follow`,
      )
  }
}

/** The edits of `program`'s imports from chunks whose exports were renamed (`resolve` names the chunk of a source). */
export function importEdits(
  program: Program,
  resolve: (source: string) => string,
  renames: ReadonlyMap<string, ReadonlyMap<string, string>>,
): Edit[] {
  const edits: Edit[] = []
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' && node.type !== 'ExportNamedDeclaration') continue
    const source = node.source ? String(node.source.value) : null
    const renamed = source === null ? undefined : renames.get(resolve(source))
    if (!renamed) continue
    for (const specifier of node.specifiers) {
      const names = specifierNames(specifier, String(source))
      if (!names) continue
      const { outside, inside } = names
      const name = renamed.get(outside.name)
      if (name === undefined) continue
      // `import{A}` has one name for both sides: it becomes `import{Kr as A}`.
      const text = outside.start === inside.start ? `${name} as ${inside.name}` : name
      edits.push({ start: outside.start, end: outside.end, text })
    }
  }
  return edits.sort((a, b) => a.start - b.start)
}

export function ownExportNamesPlugin(): Plugin {
  return {
    name: 'museum-shop:own-export-names',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      )
      const mapOf = (chunk: Rolldown.OutputChunk) => {
        const map = bundle[`${chunk.fileName}.map`]
        return map?.type === 'asset' ? map : undefined
      }
      const renames = new Map<string, Map<string, string>>()
      for (const chunk of chunks) {
        const own = chunk.facadeModuleId ? (this.getModuleInfo(chunk.facadeModuleId)?.exports ?? []) : []
        const result = exportRenames(parseAst(chunk.code), new Set(own))
        if (result.renames.size === 0) continue
        renames.set(chunk.fileName, result.renames)
        editChunk(chunk, mapOf(chunk), result.edits)
      }
      for (const chunk of chunks) {
        const resolve = (source: string) => posix.join(dirname(chunk.fileName), source)
        editChunk(chunk, mapOf(chunk), importEdits(parseAst(chunk.code), resolve, renames))
      }
    },
  }
}
