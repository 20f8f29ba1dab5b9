import { describe, expect, it } from 'vitest'
import { applyEdits, shiftMappings } from '../../../scripts/codeEdits.ts'
import { annotationRanges } from '../../../scripts/stripAnnotations.ts'

const strip = (code: string) => applyEdits(code, annotationRanges(code))

describe('annotation comments, stripped from the minified chunks', () => {
  it('removes pure and no-side-effects annotations with the space after them where tokens cannot join', () => {
    expect(strip('let a=/* @__PURE__ */ f(),b=[/*#__PURE__*/ g()];')).toBe('let a=f(),b=[g()];')
    expect(strip('var h=/* @__NO_SIDE_EFFECTS__ */ ()=>1')).toBe('var h=()=>1')
  })

  it('removes line annotations before declarations and keeps the line break, which may end the statement before', () => {
    expect(strip('x=a// @__NO_SIDE_EFFECTS__\nfunction f(){}')).toBe('x=a\nfunction f(){}')
    expect(strip('function g(){}//#__PURE__\n')).toBe('function g(){}\n')
  })

  it('keeps a space where removing it would merge two tokens', () => {
    expect(strip('function f(){return/* @__PURE__ */ g()}')).toBe('function f(){return g()}')
    expect(strip('x=a+/* @__PURE__ */ +b')).toBe('x=a+ +b')
  })

  it("keeps Vite's @vite-ignore, which a site that serves the file with Vite needs", () => {
    expect(strip('import(\n/* @vite-ignore */\nu)')).toBe('import(\n/* @vite-ignore */\nu)')
  })

  it('leaves the text of strings, templates and regular expressions alone', () => {
    const code = 'let s="/* @__PURE__ */ x",t=`/* @__PURE__ */ ${s}`,r=/\\/* @__PURE__ *\\//;'
    expect(strip(code)).toBe(code)
  })

  it('moves the source map columns left by what was cut before them on the line', () => {
    // Segments at columns 0, 6 and 22 of line 1 ("let a=/* @__PURE__ */ f()"), one at column 0 of line 2.
    const code = 'let a=/* @__PURE__ */ f()\nb()'
    const mappings = 'AAAA,MAAM,gBAAgB;AACA'
    const shifted = shiftMappings(mappings, code, annotationRanges(code))
    // The third segment moves from column 22 to 6 (16 characters cut); the second line is untouched.
    expect(shifted).toBe('AAAA,MAAM,AAAgB;AACA')
  })
})
