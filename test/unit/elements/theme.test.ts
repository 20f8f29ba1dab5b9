import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cssVar, THEME, THEME_PREFIX, type ThemeName } from '../../../elements/base/theme'

const names = Object.keys(THEME) as ThemeName[]

/** The styling guide's table of custom properties: `| \`--shop-…\` | \`default\` | …` rows (cells padded or not). */
function documentedRows(): string[][] {
  const guide = readFileSync('docs/styling.md', 'utf8')
  return [...guide.matchAll(/^\| `(--shop-[a-z0-9-]+)` +\| `([^`]+)` +\|/gm)].map((match) =>
    match.slice(1, 3),
  )
}

describe('theme', () => {
  it('reads a property with its default, or with the property it follows', () => {
    expect(cssVar('color-border')).toBe('var(--shop-color-border, #6b6b6b)')
    expect(cssVar('nav-padding-x')).toBe('var(--shop-nav-padding-x, var(--shop-space-m, 0.75rem))')
    expect(cssVar('nav-color')).toBe('var(--shop-nav-color, var(--shop-color-text, #1a1a1a))')
  })

  it('is listed in the styling guide once, each property with the default the styles use', () => {
    const expected = names.map((name) => {
      const read = cssVar(name)
      return [THEME_PREFIX + name, read.slice(`var(${THEME_PREFIX}${name}, `.length, -1)]
    })
    expect(documentedRows()).toEqual(expected)
  })
})
