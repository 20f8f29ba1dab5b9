// Builds the "floor" bundle (runtime dependencies only, scripts/bench/floor/) into .bench/floor/ with the product's
// own Vite config — same target, minifier and defines — so the ratio app/floor compares like with like.
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'
import { totalOf } from './compress.mjs'
import { reachableFrom } from './graph.mjs'

export const FLOOR_DIR = '.bench/floor'
const FLOOR_ENTRY = 'scripts/bench/floor/entry.mjs'

/**
 * Builds the floor bundle quietly; returns the path of its entry file.
 * @param {boolean} sourcemap maps only feed the optional module table
 */
export async function buildFloor(sourcemap) {
  await build({
    configFile: resolve('vite.config.ts'),
    logLevel: 'error',
    build: {
      outDir: FLOOR_DIR,
      emptyOutDir: true,
      sourcemap,
      lib: { entry: FLOOR_ENTRY, formats: ['es'], fileName: () => 'floor.js' },
    },
  })
  const entry = `${FLOOR_DIR}/floor.js`
  if (!existsSync(entry)) throw new Error(`the floor build wrote no ${entry}`)
  return entry
}

/**
 * Sizes of the floor: `initial` (what a page loads at once) and `all` (with the lazy PayPal chunk).
 * @param {{ detail?: boolean }} [options] false: gzip only, no source maps (the size guard's quick check)
 * @returns {Promise<{ initial: import('./compress.mjs').Sizes, all: import('./compress.mjs').Sizes, files: string[] }>}
 */
export async function measureFloor({ detail = true } = {}) {
  const graph = reachableFrom(await buildFloor(detail))
  const options = { brotli: detail }
  return { initial: totalOf(graph.initial, options), all: totalOf(graph.all, options), files: graph.all }
}
