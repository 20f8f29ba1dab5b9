import { describe, expect, it } from 'vitest'
import { lazyChunkOf, SHARED_CHUNK, type ModuleNode } from '../../../scripts/lazyChunks.ts'

/**
 * A small module graph in Rolldown's terms: the entry imports `startUp` and the registry, which imports three elements
 * and the tickets' connect hook on demand; the start-up code imports the opt-in on demand, the payment a follow-up
 * step on demand.
 */
const MODULES: Record<string, Partial<ModuleNode> & { imports?: string[] }> = {
  '/src/index.ts': { isEntry: true, imports: ['/src/startUp.ts', '/src/registry.ts'] },
  '/src/startUp.ts': {},
  '/src/registry.ts': {},
  '/src/CartLink.tsx': { dynamicImporters: ['/src/registry.ts'], imports: ['/src/cart.ts'] },
  '/elements/shop-payment/Payment.tsx': {
    dynamicImporters: ['/src/registry.ts'],
    imports: [
      '/src/cart.ts',
      '/src/user.ts',
      '/src/tiny.ts',
      '/src/tinyWithUser.ts',
      '/src/analytics.ts',
      '/src/calendar.ts',
      '/src/prices.ts',
      '/src/payLater.ts',
    ],
  },
  '/src/followUp.ts': {
    dynamicImporters: ['/elements/shop-payment/Payment.tsx'],
    imports: ['/src/clock.ts', '/src/payLater.ts'],
  },
  '/elements/shop-tickets/firstRequest.ts': {
    dynamicImporters: ['/src/registry.ts'],
    imports: ['/src/calendar.ts', '/src/tinyOfTickets.ts'],
  },
  '/elements/shop-tickets/Tickets.tsx': {
    dynamicImporters: ['/src/registry.ts'],
    imports: [
      '/src/cart.ts',
      '/src/user.ts',
      '/src/tiny.ts',
      '/src/tinyWithUser.ts',
      '/src/onlyTickets.ts',
      '/src/clock.ts',
      '/src/calendar.ts',
      '/src/prices.ts',
      '/src/payLater.ts',
      '/src/tinyOfTickets.ts',
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
  '/src/calendar.ts': { code: 'x'.repeat(4000) },
  '/src/prices.ts': { code: 'x'.repeat(4000) },
  '/src/payLater.ts': { code: 'x'.repeat(4000) },
  '/src/tinyOfTickets.ts': { code: 'x'.repeat(100) },
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

const RULES = {
  registry: /\/registry\.ts$/,
  cartLink: /\/CartLink\.tsx$/,
  smallBytes: 1024,
  elementFolder: /\/elements\/(shop-[a-z-]+)\//,
}
const names = new Map<string, string>()
const chunkOf = (id: string) => lazyChunkOf(id, graph, RULES, names)

describe('the chunks of the code lazy elements share', () => {
  it('puts what the cart link shares with other elements, and small shared modules, into one chunk', () => {
    expect(chunkOf('/src/cart.ts')).toBe(SHARED_CHUNK)
    expect(chunkOf('/src/tiny.ts')).toBe(SHARED_CHUNK)
  })

  it('counts code an element loads on demand as an element: what it shares with elements is shared code', () => {
    expect(chunkOf('/src/clock.ts')).toBe(SHARED_CHUNK)
  })

  it('gives the larger modules the same elements load one chunk, named after the first', () => {
    expect(chunkOf('/src/user.ts')).toBe('user')
    expect(chunkOf('/src/prices.ts')).toBe('user')
  })

  it('puts a small module that needs a larger one with it, so the shared chunk imports no other lazy chunk', () => {
    expect(chunkOf('/src/tinyWithUser.ts')).toBe(chunkOf('/src/user.ts'))
  })

  it("counts an element's connect hook as the element: what both load is no chunk of a set of its own", () => {
    expect(chunkOf('/src/calendar.ts')).toBe(chunkOf('/src/prices.ts'))
    expect(chunkOf('/src/tinyOfTickets.ts')).not.toBe(SHARED_CHUNK)
    expect(chunkOf('/src/tinyOfTickets.ts')).not.toBeNull()
  })

  it('leaves out code that imports a module on demand after it has loaded it', () => {
    expect(chunkOf('/src/payLater.ts')).toBe(chunkOf('/src/prices.ts'))
  })

  it('never takes start-up code, code of one element only, or code another dynamic import reaches', () => {
    expect(chunkOf('/src/startUp.ts')).toBeNull()
    expect(chunkOf('/src/onlyTickets.ts')).toBeNull()
    expect(chunkOf('/src/analytics.ts')).toBeNull()
  })
})
