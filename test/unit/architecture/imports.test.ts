import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cycles, moduleGraph } from '../../../scripts/moduleGraph.mjs'

const graph = moduleGraph(process.cwd())

/** The layers, top to bottom (CONTRIBUTING.md): a file imports its own layer or the ones below it. */
const LAYERS = [
  'elements/index.ts',
  'elements',
  'src/checkout',
  'src/store',
  'src/services',
  'src/api',
  'src/domain',
  'src/page',
]

function layerOf(file: string): number {
  const rank = LAYERS.findIndex((layer) => file === layer || file.startsWith(`${layer}/`))
  if (rank < 0) throw new Error(`${file} belongs to no layer`)
  return rank
}

describe('the module graph of elements/ and src/', () => {
  it('reads the whole tree', () => {
    expect(graph.files.size).toBeGreaterThan(50)
  })

  it('has no import cycle between files', () => {
    expect(cycles(graph.files)).toEqual([])
  })

  it.each([1, 2, 3, 4])('has no import cycle between folders %i levels deep', (depth) => {
    expect(cycles(graph.folders(depth))).toEqual([])
  })

  it('imports one way: every import stays in its layer or goes down', () => {
    const upward: string[] = []
    for (const [file, targets] of graph.files) {
      for (const target of targets) if (layerOf(target) < layerOf(file)) upward.push(`${file} → ${target}`)
    }
    expect(upward).toEqual([])
  })

  it('keeps React in elements/: src/ is the engine and imports no React', () => {
    const reactInside: string[] = []
    for (const [file, imports] of graph.packages) {
      if (!file.startsWith('src/')) continue
      for (const name of imports)
        if (/^react($|-dom|\/)|react-paypal-js|react-to-web-component/.test(name))
          reactInside.push(`${file} → ${name}`)
    }
    expect(reactInside).toEqual([])
  })

  it('keeps src/domain a few rooms: at most 15 entries at its top', () => {
    expect(readdirSync('src/domain').length).toBeLessThanOrEqual(15)
  })

  it('keeps each element in its folder: an element imports the element base and lower layers, of another element only its declaration', () => {
    const elementFolder = (file: string) => /^elements\/(shop-[\w-]+)\//.exec(file)?.[1]
    const across: string[] = []
    for (const [file, targets] of graph.files) {
      for (const target of targets) {
        const folder = elementFolder(target)
        if (
          folder &&
          folder !== elementFolder(file) &&
          !target.endsWith('/element.ts') &&
          file !== 'elements/registry.ts'
        )
          across.push(`${file} → ${target}`)
      }
    }
    expect(across).toEqual([])
  })

  it('reaches the holds through their door: src/store/holds/index.ts (and, loaded on demand, heldLines.ts)', () => {
    const door = ['src/store/holds/index.ts', 'src/store/holds/heldLines.ts']
    const past: string[] = []
    for (const [file, targets] of graph.files) {
      if (file.startsWith('src/store/holds/')) continue
      for (const target of targets)
        if (target.startsWith('src/store/holds/') && !door.includes(target)) past.push(`${file} → ${target}`)
    }
    expect(past).toEqual([])
  })
})
