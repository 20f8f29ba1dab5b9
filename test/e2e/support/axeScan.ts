/**
 * axe-core run in the page, injected once per document. @axe-core/playwright's builder sends axe's 550 KB source into
 * the page twice on every scan (once to check the version, once per frame): measured on a checkout page here, 850–1,200
 * ms a scan against 90–150 ms for the run itself, and the browser suite scans some 250 times. The scan and its results
 * are axe's own (`axe.run`, same options, same frames: axe is placed in every same-origin frame it reaches).
 */
import axe, { type AxeResults, type RunOptions } from 'axe-core'
import type { Frame, Page } from '@playwright/test'

interface AxeWindow {
  axe?: typeof axe
}

/** Places axe in `frame` unless its document already has it; a frame that went away meanwhile is left out. */
async function ensureAxe(frame: Frame): Promise<void> {
  try {
    const present = await frame.evaluate(() => (window as AxeWindow).axe !== undefined)
    if (!present) await frame.evaluate(axe.source)
  } catch {
    // A detached or cross-origin frame: axe reports it as not tested, as the builder's legacy mode does.
  }
}

/** One scan: what to include, which rules to switch, then `analyze()`; the calls chain like the builder's. */
export class AxeScan {
  private readonly includes: string[] = []
  // Only violations carry their nodes: the tests read nothing else, and passing nodes were most of a scan's time.
  private runOptions: RunOptions = { resultTypes: ['violations'] }

  constructor(private readonly page: Page) {}

  /** Scans only the elements `selector` matches (and their shadow trees). */
  include(selector: string): this {
    this.includes.push(selector)
    return this
  }

  /** Leaves out `rules` (ids). */
  disableRules(rules: readonly string[]): this {
    const switched = Object.fromEntries(rules.map((rule) => [rule, { enabled: false }]))
    return this.options({ rules: { ...this.runOptions.rules, ...switched } })
  }

  /** axe's run options, merged over what was set before. */
  options(options: RunOptions): this {
    this.runOptions = { ...this.runOptions, ...options }
    return this
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) await ensureAxe(frame)
    const context = this.includes.length > 0 ? { include: this.includes } : null
    return this.page.evaluate(
      ({ context, options }) => {
        const run = (window as AxeWindow).axe?.run
        if (!run) throw new Error('axe is not in the page')
        return run(context ?? document, options)
      },
      { context, options: this.runOptions },
    )
  }
}
