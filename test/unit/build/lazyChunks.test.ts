import { describe, expect, it } from 'vitest'
import { lazyChunkOf, SHARED_CHUNK, type ModuleNode } from '../../../scripts/lazyChunks.ts'

/**
 * A small module graph in Rolldown's terms: the entry imports `startUp` and the registry, which imports three elements
 * on demand; the start-up code imports the opt-in on demand, the payment a follow-up step on demand.
 */
const MODULES: Record<string, Partial<ModuleNode> & { imports?: string[] }> = {
  '/src/index.ts': { isEntry: true, imports: ['/src/startUp.ts', '/src/registry.ts'] },
  '/src/startUp.ts': {},
  '/src/registry.ts': {},
  '/src/CartLink.tsx': { dynamicImporters: ['/src/registry.ts'], imports: ['/src/cart.ts'] },
  '/src/Payment.tsx': {
    dynamicImporters: ['/src/registry.ts'],
    imports: ['/src/cart.ts', '/src/user.ts', '/src/tiny.ts', '/src/tinyWithUser.ts', '/src/analytics.ts'],
  },
  '/src/followUp.ts': { dynamicImporters: ['/src/Payment.tsx'], imports: ['/src/clock.ts'] },
  '/src/Tickets.tsx': {
    dynamicImporters: ['/src/registry.ts'],
    imports: [
      '/src/cart.ts',
      '/src/user.ts',
      '/src/tiny.ts',
      '/src/tinyWithUser.ts',
      '/src/onlyTickets.ts',
      '/src/clock.ts',
    ],
  },
  '/src/optIn.ts': { dynamicImporters: ['/src/startUp.ts'], imports: ['/src/analytics.ts'] },
  '/src/cart.ts': { code: 'x'.repeat(4000), imports: ['/src/startUp.ts'] },
  '/src/user.ts': { code: 'x'.repeat(4000) },
  '/src/tiny.ts': { code: 'x'.repeat(100), imports: ['/src/startUp.ts'] },
  '/src/tinyWithUser.ts': { code: 'x'.repeat(100), imports: ['/src/user.ts'] },
  '/src/analytics.ts': { code: 'x'.repeat(100) },
  '/src/onlyTickets.ts': { code: 'x'.repeat(100) },
  '/src/clock.ts': { code: 'x'.repeat(100) },
}

function graph(id: string): ModuleNode | null {
  const module = MODULES[id]
  if (!module) return null
  const importers = Object.keys(MODULES).filter((other) => MODULES[other]?.imports?.includes(id))
  return {
    isEntry: module.isEntry ?? false,
    importers,
    dynamicImporters: module.dynamicImporters ?? [],
    importedIds: module.imports ?? [],
    code: module.code ?? '',
  }
}

const RULES = { registry: /\/registry\.ts$/, cartLink: /\/CartLink\.tsx$/, smallBytes: 1024 }
const chunkOf = (id: string) => lazyChunkOf(id, graph, RULES)

describe('the chunks of the code lazy elements share', () => {
  it('puts what the cart link shares with other elements, and small shared modules, into one chunk', () => {
    expect(chunkOf('/src/cart.ts')).toBe(SHARED_CHUNK)
    expect(chunkOf('/src/tiny.ts')).toBe(SHARED_CHUNK)
  })

  it('counts code an element loads on demand as an element: what it shares with elements is shared code', () => {
    expect(chunkOf('/src/clock.ts')).toBe(SHARED_CHUNK)
  })

  it('leaves larger modules the cart link does not need to the default chunking', () => {
    expect(chunkOf('/src/user.ts')).toBeNull()
  })

  it('keeps a small module out when it needs a module of another chunk, so the chunk imports no other lazy chunk', () => {
    expect(chunkOf('/src/tinyWithUser.ts')).toBeNull()
  })

  it('never takes start-up code, code of one element only, or code another dynamic import reaches', () => {
    expect(chunkOf('/src/startUp.ts')).toBeNull()
    expect(chunkOf('/src/onlyTickets.ts')).toBeNull()
    expect(chunkOf('/src/analytics.ts')).toBeNull()
  })
})
