/**
 * The import graph of the shipped code (src/ and elements/), for the architecture test: which file imports which,
 * and the same collapsed to folders. Type-only imports count too: a cycle of types is still a cycle to read.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['.ts', '.tsx']

function sourceFiles(folder) {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts') ? [path] : []
  })
}

function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(from), specifier)
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => join(base, 'index' + e)),
  ]
  return candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile()
    } catch {
      return false
    }
  })
}

/**
 * `{ files: Map<file, Set<file>>, packages: Map<file, Set<package import>>, folders(depth) }`, paths relative to
 * `root`; `packages` holds the imports that are not relative ('react', '@paypal/react-paypal-js', …).
 */
export function moduleGraph(root, roots = ['src', 'elements']) {
  const files = new Map()
  const packages = new Map()
  for (const file of roots.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = new Set()
    const external = new Set()
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName)
      if (target) targets.add(relative(root, target))
      else if (!fileName.startsWith('.')) external.add(fileName)
    }
    files.set(relative(root, file), targets)
    packages.set(relative(root, file), external)
  }
  return { files, packages, folders: (depth) => collapse(files, depth) }
}

/** The folder of `file` cut to `depth` path segments (`elements/shop-nav/x.ts`, 1 → `elements`). */
function folderAt(file, depth) {
  return dirname(file).split('/').slice(0, depth).join('/')
}

/** The file graph seen from folders `depth` segments deep: a loop between two folders is a cycle here. */
function collapse(files, depth) {
  const folders = new Map()
  for (const [file, targets] of files) {
    const from = folderAt(file, depth)
    const edges = folders.get(from) ?? new Set()
    for (const target of targets) if (folderAt(target, depth) !== from) edges.add(folderAt(target, depth))
    folders.set(from, edges)
  }
  return folders
}

/** Every cycle's members (strongly connected components of more than one node, or a node importing itself). */
export function cycles(graph) {
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  function visit(node) {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node), low.get(next)))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
    }
    if (low.get(node) !== index.get(node)) return
    const component = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}
