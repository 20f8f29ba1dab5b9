import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHOP_ELEMENTS } from '../../../elements/registry'

// The space a page keeps before the script runs must be the space each element keeps itself once defined, or the
// page moves at the moment of definition. The documented CSS and the demo's copy of it are checked against the rows.
const documented = [...readFileSync('docs/host-page-css.md', 'utf8').matchAll(/```css\n(.*?)```/gs)]
  .map(([, block]) => block)
  .join('\n')
const demo = readFileSync('demo/museum-shop-space.css', 'utf8')

/** Without comments and whitespace. */
const compact = (css: string) => css.replace(/\/\*.*?\*\//gs, '').replace(/\s+/g, '')

/** The declarations of `selector`'s rules in `css`, whitespace removed. */
function declarationsOf(css: string, selector: string): string {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const rules = compact(css).matchAll(new RegExp(`(?<=^|[},])${escaped}(?=[,{])[^{]*\\{([^}]*)\\}`, 'g'))
  return [...rules].map(([, body]) => body).join(';')
}

const reserved = SHOP_ELEMENTS.flatMap((row) =>
  row.reserve ? [{ tag: row.declaration.tag, ...row.reserve }] : [],
)

describe('the host-page CSS for the moment before the script runs', () => {
  it('exists for every element that reserves space', () => {
    expect(reserved.map(({ tag }) => tag).sort()).toEqual([
      'shop-cart',
      'shop-cart-link',
      'shop-donations',
      'shop-event-dates',
      'shop-payment',
      'shop-personalization',
    ])
  })

  describe.each([
    ['the documentation', documented],
    ['the demo pages', demo],
  ])('in %s', (_, css) => {
    it.each(reserved)(
      'keeps the height and width <$tag> keeps once defined',
      ({ tag, height, inlineWidth }) => {
        const before = `${declarationsOf(css, `${tag}:not(:defined)`)};${declarationsOf(css, `${tag}:not(:defined)::before`)}`
        const kept =
          before.includes(`padding-top:${compact(height)}`) || before.includes(`min-height:${height}`)
        expect(kept, before).toBe(true)
        if (inlineWidth) expect(before).toContain(`min-width:${inlineWidth}`)
        expect(before).toContain(inlineWidth ? 'display:inline-block' : 'display:block')
      },
    )
  })
})
