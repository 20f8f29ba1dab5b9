// Fast size-only budget check of dist/ (no browser): bundle (a) init + nav, bundle (b) all elements, and app code
// over the floor of runtime dependencies. Same measurement as `npm run bench` (scripts/bench/sizes.mjs), minus the
// slow parts (brotli, the file table). Run after `npm run build`; exits 1 with one line per exceeded budget.
import { sizeChecks } from './bench/budgets.mjs'
import { DIST, measureSizes } from './bench/sizes.mjs'
import { bundleCosts } from './bench/sourcemap.mjs'
import { kb, printChecks, printTable } from './bench/table.mjs'

const sizes = await measureSizes({ detail: false })
const { initNav, all } = sizes.bundles
printTable(
  'Bundles (gzip, KB = 1024 bytes)',
  ['bundle', 'files', 'gzip KB'],
  [
    ['(a) init + nav', initNav.files.length, kb(initNav.sizes.gzip)],
    ['(b) all elements', all.files.length, kb(all.sizes.gzip)],
    ['floor (runtime deps only)', '', kb(sizes.floor.all.gzip)],
  ],
)
console.log(
  `(a) = ${initNav.files.join(' + ')}\n(b) adds ${all.files.filter((file) => !initNav.files.includes(file)).join(' + ') || 'nothing'}`,
)
const checks = sizeChecks(sizes)
printChecks(checks)
const failed = checks.filter((check) => !check.pass)
if (failed.length === 0) {
  console.log('\nsize budgets: all pass')
} else {
  // The modules that cost the most in the initial bundle, so the message says where to look.
  const top = bundleCosts(initNav.files.map((file) => `${DIST}/${file}`)).slice(0, 6)
  console.error(
    `\nlargest modules in (a): ${top.map((cost) => `${cost.module} ≈${kb(cost.gzip)} KB`).join(', ')}`,
  )
  for (const check of failed) {
    console.error(`size budget exceeded: ${check.name} is ${check.actual}, budget ${check.limit}`)
  }
  console.error('Full report: `npm run bench`; budgets and the latest run: README "Performance".')
  process.exit(1)
}
