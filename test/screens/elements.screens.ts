/**
 * `npm run screenshots`: every element state (states.ts) at phone and desktop widths into docs/screens/, e.g.
 * docs/screens/nav-open-375.png, each inside a museum CMS's content column (24 px of padding on each side, the site's
 * sans-serif text), as the elements sit on a real page. Not a test of the elements: it fails only when a state cannot
 * be reached; a word the browser cut mid-word is reported on the console.
 */
import { test, type Page } from '@playwright/test'
import { fileURLToPath } from 'node:url'
import { wordsCutMidWord } from '../e2e/support/wordCuts'
import { STATES } from './states'

const SCREENS_DIR = fileURLToPath(new URL('../../docs/screens/', import.meta.url))
/** The smallest phone WCAG 1.4.10 asks for, a common phone, a desktop. */
const WIDTHS = [320, 375, 1280] as const
const VIEWPORT_HEIGHT = 800
/** White space kept around the elements in each picture. */
const MARGIN = 8
/** An element that shows nothing yet still gets a visible strip, so the blank box is seen. */
const MIN_HEIGHT = 48

interface Area {
  top: number
  bottom: number
  right: number
  pageWidth: number
}

/**
 * Where the page's content is drawn: the union of every box inside the stage, shadow trees and open dropdowns
 * included (a dropdown may lie outside its element's own box), and the page's scroll width.
 */
function contentArea(page: Page): Promise<Area> {
  return page.evaluate(() => {
    const area = {
      top: Infinity,
      bottom: -Infinity,
      right: 0,
      pageWidth: document.documentElement.scrollWidth,
    }
    const visit = (root: Element | ShadowRoot) => {
      for (const element of Array.from(root.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect()
        if (element.shadowRoot) visit(element.shadowRoot)
        if (box.width === 0 && box.height === 0) continue
        area.top = Math.min(area.top, box.top + scrollY)
        area.bottom = Math.max(area.bottom, box.bottom + scrollY)
        area.right = Math.max(area.right, box.right + scrollX)
      }
    }
    visit(document.getElementById('stage')!)
    if (area.top === Infinity) Object.assign(area, { top: 0, bottom: 0 })
    return area
  })
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: VIEWPORT_HEIGHT } })

    for (const state of STATES) {
      test(state.name, async ({ page }) => {
        // The test page's stage is the CMS column, whatever markup a state places in it.
        await page.addInitScript(() =>
          addEventListener('DOMContentLoaded', () =>
            document.getElementById('stage')?.classList.add('cms-column'),
          ),
        )
        await state.reach(page)
        const cuts = await wordsCutMidWord(page)
        if (cuts.length > 0) console.log(`${state.name}-${width}: cut mid-word: ${cuts.join(', ')}`)
        const area = await contentArea(page)
        const top = Math.max(0, Math.floor(area.top) - MARGIN)
        const bottom = Math.max(Math.ceil(area.bottom) + MARGIN, top + MIN_HEIGHT)
        // Never narrower than the viewport, so what sticks out sideways at phone widths is in the picture.
        const clipWidth = Math.max(width, Math.ceil(area.right), area.pageWidth)
        if (area.pageWidth > width) console.log(`${state.name}-${width}: page ${area.pageWidth} px wide`)
        await page.screenshot({
          path: `${SCREENS_DIR}${state.name}-${width}.png`,
          fullPage: true,
          animations: 'disabled',
          clip: { x: 0, y: top, width: clipWidth, height: bottom - top },
        })
      })
    }
  })
}
