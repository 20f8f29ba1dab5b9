import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageLoad } from '../../../scripts/bench/pageLoad.mjs'

/**
 * A built bundle in miniature: the entry's rows load their chunks as scripts/preloadChunkDeps.ts writes them, the
 * payment's row with its shared chunk started beside it; the tickets' row starts its chunk alone, and that chunk
 * imports a calendar the browser finds only after parsing it.
 */
const FILES: Record<string, string> = {
  'entry.js':
    'export const a=1;const rows=[()=>(import(`./chunks/shared-x1.js`).catch(()=>{}),import(`./chunks/Pay-x2.js`)),' +
    '()=>import(`./chunks/Tickets-x3.js`)];',
  'chunks/shared-x1.js': 'import{a}from"../entry.js";export const s=a;',
  'chunks/Pay-x2.js': 'import{s}from"./shared-x1.js";export default s;',
  'chunks/Tickets-x3.js': 'import{c}from"./calendar-x4.js";export default c;',
  'chunks/calendar-x4.js': 'export const c=2;',
  // The same rows as scripts/startPresentChunks.ts writes them: each starts its tag's chunks from the table.
  'tableEntry.js':
    'start();const rows=[()=>(start(`shop-tickets`),import(`./chunks/Tickets-x3.js`))];' +
    'function start(t){const n=`Tickets-x3 calendar-x4`.split(` `),r={"shop-tickets":`01`};' +
    'if(t===void 0){}else for(const d of r[t])import(`./chunks/${n[parseInt(d,36)]}.js`)}',
}

let dir = ''
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'page-load-'))
  mkdirSync(join(dir, 'chunks'))
  for (const [name, code] of Object.entries(FILES)) writeFileSync(join(dir, name), code)
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const names = (files: string[]) => files.map((file) => basename(file)).sort()

describe('pageLoad', () => {
  it('counts a row and the chunks it starts together as one round trip after the entry', () => {
    const page = pageLoad(join(dir, 'entry.js'), ['Pay'])
    expect(names(page.files)).toEqual(['Pay-x2.js', 'entry.js', 'shared-x1.js'])
    expect(page.roundTrips).toBe(2)
  })

  it('counts an import found only in a loaded chunk as one more round trip', () => {
    const page = pageLoad(join(dir, 'entry.js'), ['Tickets'])
    expect(names(page.files)).toEqual(['Tickets-x3.js', 'calendar-x4.js', 'entry.js'])
    expect(page.roundTrips).toBe(3)
  })

  it('counts the chunks a row starts from the entry’s table as one round trip after the entry', () => {
    const page = pageLoad(join(dir, 'tableEntry.js'), ['Tickets'])
    expect(names(page.files)).toEqual(['Tickets-x3.js', 'calendar-x4.js', 'tableEntry.js'])
    expect(page.roundTrips).toBe(2)
  })

  it('names a row the entry does not load', () => {
    expect(() => pageLoad(join(dir, 'entry.js'), ['Donations'])).toThrow(/no chunk Donations-/)
  })
})
