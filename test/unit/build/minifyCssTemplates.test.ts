import { describe, expect, it } from 'vitest'
import { minifyCssTemplates, minifyCssText } from '../../../scripts/minifyCssTemplates.ts'

describe('CSS of the style modules, minified at build', () => {
  it('drops comments and the white space CSS does not need', () => {
    expect(minifyCssText('\n.a {\n  /* why */\n  color: red;\n  margin: 0 auto;\n}\n')).toBe(
      ' .a{color:red;margin:0 auto}',
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
})
