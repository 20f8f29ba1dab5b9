// Plain-text tables for the console (and for pasting into docs/performance.md).

/** @typedef {(string | number)[]} Row */

export const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1)
export const percent = (/** @type {number} */ ratio) => `${(ratio * 100).toFixed(1)}%`

/**
 * Prints a titled table; columns after the first are right-aligned (they hold numbers).
 * @param {string} title
 * @param {string[]} headers
 * @param {Row[]} rows
 */
export function printTable(title, headers, rows) {
  const cells = [headers, ...rows].map((row) => row.map(String))
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)))
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
  console.log(`\n${title}`)
  console.log(line(cells[0] ?? []))
  console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  for (const row of cells.slice(1)) console.log(line(row))
}

/** @param {import('./budgets.mjs').Check[]} checks */
export function printChecks(checks) {
  printTable(
    'Budgets',
    ['budget', 'actual', 'limit', 'result'],
    checks.map((check) => [check.name, check.actual, check.limit, check.pass ? 'pass' : 'FAIL']),
  )
}

/** @param {Awaited<ReturnType<typeof import('./sizes.mjs').measureSizes>>} sizes */
export function printSizes(sizes) {
  printTable(
    'dist files',
    ['file', 'raw KB', 'gzip KB', 'brotli KB'],
    sizes.files.map((row) => [row.file, kb(row.raw), kb(row.gzip), kb(row.brotli)]),
  )
  const { initNav, all } = sizes.bundles
  const floorRatio = (/** @type {number} */ gzip) => `${(gzip / sizes.floor.all.gzip).toFixed(2)}×`
  printTable(
    'Bundles (JS a page loads; ratio = gzip / whole floor)',
    ['bundle', 'files', 'raw KB', 'gzip KB', 'brotli KB', 'ratio'],
    [
      [
        '(a) init + nav',
        initNav.files.length,
        kb(initNav.sizes.raw),
        kb(initNav.sizes.gzip),
        kb(initNav.sizes.brotli),
        floorRatio(initNav.sizes.gzip),
      ],
      [
        '(b) all elements',
        all.files.length,
        kb(all.sizes.raw),
        kb(all.sizes.gzip),
        kb(all.sizes.brotli),
        floorRatio(all.sizes.gzip),
      ],
      [
        'floor, initial',
        '',
        kb(sizes.floor.initial.raw),
        kb(sizes.floor.initial.gzip),
        kb(sizes.floor.initial.brotli),
        floorRatio(sizes.floor.initial.gzip),
      ],
      [
        'floor, all (deps only)',
        '',
        kb(sizes.floor.all.raw),
        kb(sizes.floor.all.gzip),
        kb(sizes.floor.all.brotli),
        '1.00×',
      ],
    ],
  )
  console.log(
    `app code over the floor: (b) ${percent(sizes.overFloor.all)} of the whole floor; ` +
      `(a) ${percent(sizes.overFloor.initNav)} of the floor's initial part`,
  )
  if (sizes.topModulesInitNav.length === 0) return
  const costRows = (/** @type {import('./sourcemap.mjs').ModuleCost[]} */ costs) =>
    costs.map((cost) => [cost.module, kb(cost.raw), kb(cost.gzip)])
  printTable(
    'Largest modules in (a) (source maps; gzip estimated)',
    ['module', 'raw KB', '≈gzip KB'],
    costRows(sizes.topModulesInitNav),
  )
  printTable(
    'Largest modules in the lazy chunks',
    ['module', 'raw KB', '≈gzip KB'],
    costRows(sizes.topModulesLazy),
  )
}
