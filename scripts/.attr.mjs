import { readFileSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
const file = process.argv[2]
const code = readFileSync(file, 'utf8')
const map = JSON.parse(readFileSync(file + '.map', 'utf8'))
const c = new SourceMapConsumer(map)
const lines = code.split('\n')
const bytes = {}
let prev = null
c.eachMapping((m) => {
  if (prev) {
    const src = prev.source ?? '?'
    let n
    if (m.generatedLine === prev.generatedLine) n = m.generatedColumn - prev.generatedColumn
    else n = lines[prev.generatedLine - 1].length - prev.generatedColumn
    const key = src.replace(/.*node_modules\//, 'nm:').replace(/^\.\.\//g, '')
    bytes[key] = (bytes[key] ?? 0) + n
  }
  prev = m
})
const byPkg = {}
for (const [k, v] of Object.entries(bytes)) {
  const pkg = k.startsWith('nm:') ? k.split('/').slice(0, k.startsWith('nm:@') ? 2 : 1).join('/') : k.split('/').slice(0, 3).join('/')
  byPkg[pkg] = (byPkg[pkg] ?? 0) + v
}
const total = code.length
console.log('total raw', total)
for (const [k, v] of Object.entries(byPkg).sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(v).padStart(7), k)
