/**
 * What every visitor-facing state must pass, shared by the element specs: nothing scrolls sideways (WCAG 1.4.10),
 * axe finds nothing, and the layout does not jump while data arrives (Layout Instability API).
 */
import { expect, type Page } from '@playwright/test'
import { AxeScan } from './axeScan'

/** The page is no wider than the viewport: a visitor never scrolls sideways. `where` names the width in a failure. */
export async function expectNoSidewaysScroll(page: Page, where = ''): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, `page wider than the viewport (px)${where}`).toBeLessThanOrEqual(0)
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

/**
 * A state a visitor may meet: no sideways scroll at this width, and axe finds nothing. `where` names the width in a
 * failure; `several` as for `axeViolations`.
 */
export async function expectVisitorGrade(page: Page, { where = '', several = false } = {}): Promise<void> {
  await expectNoSidewaysScroll(page, where)
  expect(await axeViolations(page, { several }), `axe violations${where}`).toEqual([])
}

/** The widths every visitor-facing state is checked at: the narrowest phone and a desktop. */
export const CHECKED_WIDTHS = [320, 1280] as const

/** The two widths plus a common phone's, for the specs whose layouts have met trouble in between. */
export const CHECKED_WIDTHS_WITH_PHONE = [320, 375, 1280] as const

export interface GradeAtOptions {
  /** Waits, at each width, for what an element that picks its layout by width (ResizeObserver) shows there. */
  settled?: (width: number) => Promise<void>
  /** The page holds several navs with the same name on purpose (axe's landmark-unique is left out). */
  several?: boolean
}

/** Two animation frames: the page has laid out and painted for the current viewport. */
const twoFrames = (page: Page): Promise<void> =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  )

/**
 * The viewport at `width`, its height kept, once the page has laid out for it; `settled` waits for what an element that
 * picks its layout by width shows there. For layout assertions that measure at a given width.
 */
export async function showAtWidth(
  page: Page,
  width: number,
  settled?: (width: number) => Promise<void>,
): Promise<void> {
  const height = page.viewportSize()?.height
  if (height === undefined) throw new Error('showAtWidth needs a fixed viewport')
  await page.setViewportSize({ width, height })
  await twoFrames(page)
  await settled?.(width)
}

/**
 * `expectVisitorGrade` at each of `widths`, on the state the test has driven to: the viewport takes each width (its
 * height kept), the checks run once the page has laid out for it, and the viewport returns to the width the test
 * drives at. The driven width is checked first, without a resize. A failure names its width.
 */
export async function expectVisitorGradeAt(
  page: Page,
  widths: readonly number[] = CHECKED_WIDTHS,
  { settled, several = false }: GradeAtOptions = {},
): Promise<void> {
  const driven = page.viewportSize()
  if (!driven) throw new Error('expectVisitorGradeAt needs a fixed viewport')
  const order = [...widths].sort((a, b) => Number(b === driven.width) - Number(a === driven.width))
  for (const width of order) {
    if (width !== page.viewportSize()?.width) await showAtWidth(page, width, settled)
    await expectVisitorGrade(page, { where: ` at ${width} px`, several })
  }
  if (page.viewportSize()?.width !== driven.width) await showAtWidth(page, driven.width, settled)
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
