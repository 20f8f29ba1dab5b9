import { describe, expect, it } from 'vitest'
import {
  inlineControlLooks,
  inlineThemeReads,
  minifyCssTemplates,
  minifyCssText,
} from '../../../scripts/minifyCssTemplates.ts'
import { controlLook } from '../../../elements/base/controlLook'
import { cssVar } from '../../../elements/base/theme'

describe('CSS of the style modules, minified at build', () => {
  it('drops comments and the white space CSS does not need', () => {
    expect(minifyCssText('\n.a {\n  /* why */\n  color: red;\n  margin: 0 auto;\n}\n')).toBe(
      ' .a{color:red;margin:0 auto}',
    )
  })

  it('drops the spaces around a child combinator and before !important, and the zero before a fraction', () => {
    expect(
      minifyCssText('.a > .b { margin: 0.25rem -0.5em; opacity: 0.55 !important; width: 10.5px; }'),
    ).toBe('.a>.b{margin:.25rem -.5em;opacity:.55!important;width:10.5px}')
  })

  it('keeps the spaces calc() needs around + and -', () => {
    expect(minifyCssText('.a { width: calc(100% - 0.5rem + 1px); }')).toBe(
      '.a{width:calc(100% - .5rem + 1px)}',
    )
  })

  it('keeps the space before a colon, which makes a descendant selector', () => {
    expect(minifyCssText('.a :focus-visible { outline: 2px solid; }')).toBe(
      '.a :focus-visible{outline:2px solid}',
    )
  })

  it('changes only the literal parts of a template: interpolations and code outside stay', () => {
    const source =
      "export const css = `\n.a {\n  color: ${cssVar('color-text')};\n  margin: ${gap} ${gap};\n}\n`\n"
    expect(minifyCssTemplates(source)).toBe(
      "export const css = ` .a{color:${cssVar('color-text')};margin:${gap} ${gap}}`\n",
    )
  })

  it('writes each theme read out as its text and drops the import nothing else uses', () => {
    const source =
      "import { cssVar } from '../common/theme'\n" +
      "export const css = `.a { color: ${cssVar('nav-color')}; gap: ${cssVar('space-s')}; }`\n"
    expect(inlineThemeReads(source)).toBe(
      `export const css = \`.a { color: ${cssVar('nav-color')}; gap: ${cssVar('space-s')}; }\`\n`,
    )
    expect(cssVar('nav-color')).toBe('var(--shop-nav-color, var(--shop-color-text, #1a1a1a))')
  })

  it('keeps the import while the module still calls cssVar in another way', () => {
    const source =
      "import { cssVar } from '../common/theme'\n" +
      "export const css = `.a { color: ${cssVar('color-text')}; }`\nexport const read = cssVar\n"
    expect(inlineThemeReads(source)).toContain("import { cssVar } from '../common/theme'")
    expect(inlineThemeReads(source)).toContain('color: var(--shop-color-text, inherit);')
  })

  it('fails the build on a name the theme does not know', () => {
    expect(() => inlineThemeReads("`${cssVar('nav-colour')}`")).toThrow("cssVar('nav-colour')")
  })

  it('writes each control look out as its text and drops the import nothing else uses', () => {
    const source =
      "import { controlLook } from './controlLook'\n" +
      'export const css = `.a { ${controlLook.button} } .a:focus-visible { ${controlLook.focusRing} }`\n'
    expect(inlineControlLooks(source)).toBe(
      `export const css = \`.a { ${controlLook.button} } .a:focus-visible { ${controlLook.focusRing} }\`\n`,
    )
    expect(inlineThemeReads(inlineControlLooks(source))).toContain(
      'outline: 3px solid var(--shop-color-focus, #1d4e89)',
    )
  })

  it('fails the build on a look the table does not have', () => {
    expect(() => inlineControlLooks('`${controlLook.focusRings}`')).toThrow('controlLook.focusRings')
  })
})
