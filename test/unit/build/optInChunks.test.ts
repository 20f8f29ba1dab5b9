import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { reachableFrom } from '../../../scripts/bench/graph.mjs'

const OUT_DIR = '.bench/opt-in-chunks'

/** Texts only the opt-ins' code contains: the Apple Pay check's path, the GA4 event names. */
const DIAGNOSTICS_TEXT = 'apple-developer-merchantid-domain-association'
const ANALYTICS_TEXT = 'add_payment_info'

let initial: string[] = []
let all: string[] = []
const text = (files: string[]) => files.map((file) => readFileSync(file, 'utf8')).join('\n')

beforeAll(async () => {
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'error',
    build: { outDir: OUT_DIR, emptyOutDir: true, sourcemap: false },
  })
  ;({ initial, all } = reachableFrom(`${OUT_DIR}/shop-elements.js`))
}, 60_000)

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
