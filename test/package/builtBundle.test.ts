import { readFileSync } from 'node:fs'
import { beforeAll, describe, expect, it } from 'vitest'
import { reachableFrom } from '../../scripts/bench/graph.mjs'

/** What the library build ships, read from the build in dist/: what a page loads at once, and what on demand. */
const ENTRY = 'dist/shop-elements.js'

/** Texts only the opt-ins' code contains: the Apple Pay check's path, the GA4 event names. */
const DIAGNOSTICS_TEXT = 'apple-developer-merchantid-domain-association'
const ANALYTICS_TEXT = 'add_payment_info'

let initial: string[] = []
let all: string[] = []
const text = (files: string[]) => files.map((file) => readFileSync(file, 'utf8')).join('\n')

beforeAll(() => {
  ;({ initial, all } = reachableFrom(ENTRY))
})

describe('the opt-ins are not on the start-up path', () => {
  it('leaves the self-diagnosis and the analytics out of what a page loads at once', () => {
    expect(text(initial)).not.toContain(DIAGNOSTICS_TEXT)
    expect(text(initial)).not.toContain(ANALYTICS_TEXT)
  })

  it('ships both as chunks loaded on demand', () => {
    const lazy = all.filter((file) => !initial.includes(file))
    expect(text(lazy)).toContain(DIAGNOSTICS_TEXT)
    expect(text(lazy)).toContain(ANALYTICS_TEXT)
  })
})

describe('the theme table is a build-time fact', () => {
  it('ships the styles with every read written out, and not the table itself', () => {
    const shipped = text(all)
    expect(shipped).toContain('var(--shop-nav-z-index,1000)')
    expect(shipped).toContain('var(--shop-nav-color,var(--shop-color-text,#1a1a1a))')
    expect(shipped).toContain('var(--shop-color-error,#a4000f)')
    // The table's entries, as a minifier writes them: `"nav-z-index":"1000"` (quotes of any kind).
    expect(shipped).not.toMatch(/["'`]nav-z-index["'`]\s*:/)
    expect(shipped).not.toMatch(/["'`]color-error["'`]\s*:/)
  })
})
