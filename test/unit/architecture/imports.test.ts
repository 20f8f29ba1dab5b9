import { describe, expect, it } from 'vitest'
import { cycles, moduleGraph } from '../../../scripts/moduleGraph.mjs'

const graph = moduleGraph(process.cwd())

/** The layers, top to bottom (CONTRIBUTING.md): a file imports its own layer or the ones below it. */
const LAYERS = [
  'src/index.ts',
  'src/elements',
  'src/checkout',
  'src/store',
  'src/services',
  'src/api',
  'src/domain',
]

function layerOf(file: string): number {
  const rank = LAYERS.findIndex((layer) => file === layer || file.startsWith(`${layer}/`))
  if (rank < 0) throw new Error(`${file} belongs to no layer`)
  return rank
}

describe('the module graph of src/', () => {
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

  it('keeps React out of the checkout and the layers below it', () => {
    const reactInside: string[] = []
    for (const [file, imports] of graph.packages) {
      if (layerOf(file) < LAYERS.indexOf('src/checkout') || file.startsWith('src/store/')) continue
      for (const name of imports)
        if (/^react($|-dom|\/)|react-paypal-js/.test(name)) reactInside.push(`${file} → ${name}`)
    }
    expect(reactInside).toEqual([])
  })

  it('keeps each element in its folder: an element imports the element base and lower layers, of another element only its declaration', () => {
    const elementFolder = (file: string) => /^src\/elements\/(shop-[\w-]+)\//.exec(file)?.[1]
    const across: string[] = []
    for (const [file, targets] of graph.files) {
      for (const target of targets) {
        const folder = elementFolder(target)
        if (
          folder &&
          folder !== elementFolder(file) &&
          !target.endsWith('/element.ts') &&
          file !== 'src/elements/registry.ts'
        )
          across.push(`${file} → ${target}`)
      }
    }
    expect(across).toEqual([])
  })
})
