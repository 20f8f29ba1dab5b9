// Section 1 of the bench, shared with the size guard (scripts/size-guard.mjs): dist file sizes, the two bundles a
// page can load, the floor they are compared with, and which modules cost the most.
import { existsSync } from 'node:fs'
import { relative } from 'node:path'
import { fileTable, totalOf } from './compress.mjs'
import { measureFloor } from './floor.mjs'
import { reachableFrom } from './graph.mjs'
import { bundleCosts } from './sourcemap.mjs'

export const DIST = 'dist'
export const ENTRY = `${DIST}/shop-elements.js`

/** @typedef {import('./compress.mjs').Sizes} Sizes */
/** @typedef {{ files: string[], sizes: Sizes, ratioToFloor: number }} Bundle */

/**
 * Measures dist/ as built. (a) "init + nav" = the entry and its static imports (nav ships in the entry; donations
 * and payment are lazy); (b) "all elements" = everything reachable, dynamic chunks included. Ratios are gzip / the
 * whole floor's gzip; (a) is also given against the floor's initial part, which is the like-for-like comparison.
 * `detail: false` is the quick check (scripts/size-guard.mjs): gzip of the bundles and the floor only — no file
 * table, no brotli, no module costs.
 * @param {{ detail?: boolean }} [options]
 */
export async function measureSizes({ detail = true } = {}) {
  if (!existsSync(ENTRY)) throw new Error(`${ENTRY} is missing: run \`npm run build\` first`)
  const graph = reachableFrom(ENTRY)
  const floor = await measureFloor({ detail })
  const short = (/** @type {string[]} */ paths) => paths.map((path) => relative(DIST, path))
  /** @type {(paths: string[]) => Bundle} */
  const bundle = (paths) => {
    const sizes = totalOf(paths, { brotli: detail })
    return { files: short(paths), sizes, ratioToFloor: sizes.gzip / floor.all.gzip }
  }
  const initNav = bundle(graph.initial)
  const all = bundle(graph.all)
  return {
    files: detail ? fileTable(DIST, ['types/']) : [],
    unresolvedImports: graph.unresolved,
    computedImports: { entry: graph.computedInEntry, elsewhere: graph.computedElsewhere },
    bundles: { initNav, all },
    floor: { initial: floor.initial, all: floor.all },
    /** App code over the floor, as a share of the floor (gzip): (b) against the whole floor, (a) against its initial part. */
    overFloor: {
      all: (all.sizes.gzip - floor.all.gzip) / floor.all.gzip,
      initNav: (initNav.sizes.gzip - floor.initial.gzip) / floor.initial.gzip,
    },
    // Estimated from the source maps: where the bytes of (a) come from, largest first.
    topModulesInitNav: detail ? bundleCosts(graph.initial).slice(0, 20) : [],
    topModulesLazy: detail
      ? bundleCosts(graph.all.filter((file) => !graph.initial.includes(file))).slice(0, 10)
      : [],
  }
}
