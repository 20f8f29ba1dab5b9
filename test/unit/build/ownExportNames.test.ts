import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { applyEdits } from '../../../scripts/codeEdits.ts'
import { exportRenames, importEdits } from '../../../scripts/ownExportNames.ts'

/** A chunk's export list with the renames applied, and the renames. */
function exporting(code: string, keep: string[] = []) {
  const { renames, edits } = exportRenames(parseAst(code), new Set(keep))
  return { code: applyEdits(code, edits), renames: Object.fromEntries(renames) }
}

/** An importing chunk after the renames of `./entry.js`. */
function importing(code: string, renames: Record<string, string>) {
  const all = new Map([['entry.js', new Map(Object.entries(renames))]])
  return applyEdits(
    code,
    importEdits(parseAst(code), (source) => source.replace('./', ''), all),
  )
}

describe('the exports chunks share, under their own names', () => {
  it('exports each binding under its local name and keeps the names the chunk itself exports', () => {
    expect(
      exporting('let Kr=1,ei=2;export{Kr as A,ei as DEFAULT_STORAGE_KEYS};', ['DEFAULT_STORAGE_KEYS']),
    ).toEqual({
      code: 'let Kr=1,ei=2;export{Kr,ei as DEFAULT_STORAGE_KEYS};',
      renames: { A: 'Kr' },
    })
  })

  it('gives a name up when its export takes another, so another binding can take it', () => {
    expect(exporting('let c=1,Q=2;export{c as t,Q as c};')).toEqual({
      code: 'let c=1,Q=2;export{c,Q};',
      renames: { t: 'c', c: 'Q' },
    })
  })

  it('keeps an export whose local name a kept export holds, and a binding exported twice under its first name', () => {
    expect(exporting('let c=1,Q=2;export{c as t,Q as c};', ['c'])).toEqual({
      code: 'let c=1,Q=2;export{c as t,Q as c};',
      renames: {},
    })
    expect(exporting('let a=1;export{a as B,a as C};').renames).toEqual({ B: 'a' })
  })

  it('asks the importing chunks for the new names, in imports and re-exports alike', () => {
    const renames = { A: 'Kr', B: 'ei' }
    expect(
      importing('import{A as e,B,C as f}from"./entry.js";export{A as Z}from"./entry.js";', renames),
    ).toBe('import{Kr as e,ei as B,C as f}from"./entry.js";export{Kr as Z}from"./entry.js";')
    expect(importing('import{A as e}from"./other.js";', renames)).toBe('import{A as e}from"./other.js";')
  })

  it('refuses a namespace import, whose property reads it cannot follow', () => {
    expect(() => importing('import*as n from"./entry.js";n.A();', { A: 'Kr' })).toThrow(/namespace import/)
  })
})
