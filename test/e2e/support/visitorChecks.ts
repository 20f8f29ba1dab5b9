/**
 * What every visitor-facing state must pass, shared by the element specs: nothing scrolls sideways (WCAG 1.4.10),
 * axe finds nothing, and the layout does not jump while data arrives (Layout Instability API).
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** The page is no wider than the viewport: a visitor never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'page wider than the viewport (px)').toBeLessThanOrEqual(0)
}

/**
 * axe's violations as "rule: n node(s)" lines, for readable failures. `several`: the page holds several navs with the
 * same name on purpose (a real page has one).
 */
export async function axeViolations(page: Page, { several = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page })
  const { violations } = await (several ? builder.disableRules(['landmark-unique']) : builder).analyze()
  return violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`)
}

interface ShiftWindow {
  __layoutShift: { total: number; sources: string[] }
}

/**
 * Starts recording layout shifts before the page's first script runs (call before navigating). Shifts right after
 * input are left out, as the metric does; each shift's moved nodes are kept by tag and class for the failure text.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = { total: 0, sources: [] as string[] }
    ;(window as unknown as ShiftWindow).__layoutShift = record
    interface Shift extends PerformanceEntry {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node | null }[]
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        record.total += entry.value
        for (const source of entry.sources ?? []) {
          const node = source.node
          record.sources.push(
            node instanceof Element
              ? `${node.localName}.${[...node.classList].join('.')}`
              : String(node?.nodeName),
          )
        }
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shift recorded since the page loaded (the sum of every shift's score), and what moved. */
export async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(() => (window as unknown as ShiftWindow).__layoutShift)
}

/** A state a visitor may meet: no sideways scroll at this width, and axe finds nothing. */
export async function expectVisitorGrade(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])
}
