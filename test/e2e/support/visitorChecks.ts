/**
 * What every visitor-facing state must pass, shared by the element specs: nothing scrolls sideways (WCAG 1.4.10),
 * axe finds nothing, and the layout does not jump while data arrives (Layout Instability API).
 */
import { expect, type Page } from '@playwright/test'
import { AxeScan } from './axeScan'

/** The page is no wider than the viewport: a visitor never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'page wider than the viewport (px)').toBeLessThanOrEqual(0)
}

/** An axe scan of the page and its same-origin frames (the tests' pages have no cross-origin frames). */
export const axeScan = (page: Page): AxeScan => new AxeScan(page)

/**
 * axe's violations as "rule: n node(s)" lines, for readable failures. `several`: the page holds several navs with the
 * same name on purpose (a real page has one).
 */
export async function axeViolations(page: Page, { several = false } = {}): Promise<string[]> {
  const builder = axeScan(page)
  const { violations } = await (several ? builder.disableRules(['landmark-unique']) : builder).analyze()
  return violations.map((violation) => `${violation.id}: ${violation.nodes.length} node(s)`)
}

interface ShiftWindow {
  __layoutShift: { total: number; sources: string[]; flush: () => void }
}

/**
 * Starts recording layout shifts before the page's first script runs (call before navigating). Shifts right after
 * input are left out, as the metric does; each shift's moved nodes are kept by tag and class for the failure text.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number
      hadRecentInput: boolean
      sources?: { node?: Node | null }[]
    }
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[]) {
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
    }
    const observer = new PerformanceObserver((list) => add(list.getEntries()))
    const record = { total: 0, sources: [] as string[], flush: () => add(observer.takeRecords()) }
    ;(window as unknown as ShiftWindow).__layoutShift = record
    observer.observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The shifts so far, including the last render's: a shift is reported only after the frame that made it is painted,
 * and to the observer in a later task, so this waits two frames and takes the observer's undelivered entries too.
 */
export async function layoutShift(page: Page): Promise<{ total: number; sources: string[] }> {
  return page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const record = (window as unknown as ShiftWindow).__layoutShift
    record.flush()
    return { total: record.total, sources: [...record.sources] }
  })
}

/** A state a visitor may meet: no sideways scroll at this width, and axe finds nothing. */
export async function expectVisitorGrade(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page)
  expect(await axeViolations(page)).toEqual([])
}

/**
 * Notes the shift total at the moment the page's shop elements were defined, including the frame that first showed
 * them (call before navigating, after recordLayoutShifts); read it with `shiftAtDefinition`.
 */
export async function markShiftAtDefinition(page: Page, tags: readonly string[]): Promise<void> {
  await page.addInitScript((names) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    void Promise.all(names.map((name) => customElements.whenDefined(name)))
      .then(frame)
      .then(frame)
      .then(() => {
        const shifts = window as unknown as ShiftWindow & { __shiftAtDefinition?: number }
        shifts.__layoutShift.flush()
        shifts.__shiftAtDefinition = shifts.__layoutShift.total
      })
  }, tags)
}

/** The shift total noted by `markShiftAtDefinition` (null: the elements were never defined). */
export async function shiftAtDefinition(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as { __shiftAtDefinition?: number }).__shiftAtDefinition ?? null)
}
