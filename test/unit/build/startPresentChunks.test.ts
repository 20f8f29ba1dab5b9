import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseAst } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chunkTable } from '../../../scripts/bench/pageLoad.mjs'
import {
  chunksByTag,
  rowChunks,
  START_CHUNKS,
  startFunction,
  tagOfModule,
} from '../../../scripts/startPresentChunks'

/** Chunks as the build names them: the ticket element, its first requests, and what they import. */
const CHUNKS = {
  'shop-elements.js': { fileName: 'shop-elements.js', facadeModuleId: '/p/elements/index.ts', imports: [] },
  'chunks/ShopTickets-a1.js': {
    fileName: 'chunks/ShopTickets-a1.js',
    facadeModuleId: '/p/elements/shop-tickets/ShopTickets.tsx',
    imports: ['shop-elements.js', 'chunks/shared-b2.js', 'chunks/MonthCalendar-c3.js'],
  },
  'chunks/firstRequest-d4.js': {
    fileName: 'chunks/firstRequest-d4.js',
    facadeModuleId: '/p/elements/shop-tickets/firstRequest.ts',
    imports: ['shop-elements.js', 'chunks/shared-b2.js'],
  },
  'chunks/shared-b2.js': {
    fileName: 'chunks/shared-b2.js',
    facadeModuleId: null,
    imports: ['shop-elements.js'],
  },
  'chunks/MonthCalendar-c3.js': { fileName: 'chunks/MonthCalendar-c3.js', facadeModuleId: null, imports: [] },
  'chunks/ShopCart-e5.js': {
    fileName: 'chunks/ShopCart-e5.js',
    facadeModuleId: '/p/elements/shop-cart/ShopCart.tsx',
    imports: ['chunks/shared-b2.js'],
  },
}
const REGISTRY_IMPORTS = [
  '/p/elements/shop-tickets/ShopTickets.tsx',
  '/p/elements/shop-tickets/firstRequest.ts',
  '/p/elements/shop-cart/ShopCart.tsx',
]
const table = () => chunksByTag(rowChunks(REGISTRY_IMPORTS, CHUNKS), 'shop-elements.js', CHUNKS)

describe('the table of each tag’s chunks', () => {
  it('takes the tag from the element folder and refuses a module outside one', () => {
    expect(tagOfModule('/p/elements/shop-event-dates/firstRequest.ts')).toBe('shop-event-dates')
    expect(tagOfModule('/p/elements/base/coupons/CouponField.tsx')).toBeNull()
    expect(() => rowChunks(['/p/src/store/query.ts'], CHUNKS)).toThrow(/not in an element's folder/)
  })

  it('lists every chunk a tag’s rows load, without the entry, the first requests first', () => {
    expect(table()).toEqual([
      [
        'shop-tickets',
        [
          'chunks/firstRequest-d4.js',
          'chunks/shared-b2.js',
          'chunks/ShopTickets-a1.js',
          'chunks/MonthCalendar-c3.js',
        ],
      ],
      ['shop-cart', ['chunks/ShopCart-e5.js', 'chunks/shared-b2.js']],
    ])
  })

  it('is read back by the page model as it was written', () => {
    const code = startFunction('shop-elements.js', table())
    expect(Object.fromEntries(chunkTable(parseAst(code)))).toEqual({
      'shop-tickets': [
        './chunks/firstRequest-d4.js',
        './chunks/shared-b2.js',
        './chunks/ShopTickets-a1.js',
        './chunks/MonthCalendar-c3.js',
      ],
      'shop-cart': ['./chunks/ShopCart-e5.js', './chunks/shared-b2.js'],
    })
  })
})

describe('the start-up file’s first line', () => {
  let dir = ''
  const loaded = () => (globalThis as unknown as { loaded: string[] }).loaded

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'start-present-'))
    mkdirSync(join(dir, 'chunks'))
    for (const file of Object.keys(CHUNKS).filter((name) => name.startsWith('chunks/')))
      writeFileSync(join(dir, file), `globalThis.loaded.push(${JSON.stringify(file)});`)
    writeFileSync(
      join(dir, 'shop-elements.js'),
      `${START_CHUNKS}();\nexport const start = (tag) => ${START_CHUNKS}(tag);\n` +
        startFunction('shop-elements.js', table()),
    )
  })
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
    Reflect.deleteProperty(globalThis, 'document')
  })

  it('imports the chunks of the tags in the page, and a tag’s chunks when a row asks for them', async () => {
    Object.assign(globalThis, {
      loaded: [],
      document: { querySelector: (tag: string) => (tag === 'shop-tickets' ? {} : null) },
    })
    const entry = (await import(pathToFileURL(join(dir, 'shop-elements.js')).href)) as {
      start: (tag: string) => void
    }
    await expect.poll(() => loaded().length).toBe(4)
    expect(loaded().sort()).toEqual([
      'chunks/MonthCalendar-c3.js',
      'chunks/ShopTickets-a1.js',
      'chunks/firstRequest-d4.js',
      'chunks/shared-b2.js',
    ])
    entry.start('shop-cart')
    await expect.poll(() => loaded()).toContain('chunks/ShopCart-e5.js')
  })
})
