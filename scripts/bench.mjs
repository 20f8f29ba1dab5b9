// Size report of the built bundle: every dist file raw / gzip / brotli. Printed as a table, written to .bench/report.json.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

const rows = filesUnder('dist')
  .filter((path) => !path.includes('/types/'))
  .sort()
  .map((path) => {
    const bytes = readFileSync(path)
    return {
      file: relative('dist', path),
      raw: bytes.length,
      gzip: gzipSync(bytes, { level: 9 }).length,
      brotli: brotliCompressSync(bytes).length,
    }
  })

const kb = (n) => (n / 1024).toFixed(1)
console.log(
  ['file'.padEnd(44), 'raw KB'.padStart(9), 'gzip KB'.padStart(9), 'brotli KB'.padStart(10)].join(' '),
)
for (const row of rows) {
  console.log(
    [
      row.file.padEnd(44),
      kb(row.raw).padStart(9),
      kb(row.gzip).padStart(9),
      kb(row.brotli).padStart(10),
    ].join(' '),
  )
}
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/report.json', JSON.stringify({ date: new Date().toISOString(), files: rows }, null, 2))
console.log('\nwritten: .bench/report.json')
