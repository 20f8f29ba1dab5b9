import { readFileSync } from 'node:fs'
import { SourceMapConsumer } from 'source-map-js'
function attr(file) {
  const code = readFileSync(file, 'utf8')
  const c = new SourceMapConsumer(JSON.parse(readFileSync(file + '.map', 'utf8')))
  const lines = code.split('\n'); const bytes = {}; let prev = null
  c.eachMapping((m) => {
    if (prev) {
      const n = m.generatedLine === prev.generatedLine ? m.generatedColumn - prev.generatedColumn : lines[prev.generatedLine - 1].length - prev.generatedColumn
      const k = (prev.source ?? '?').replace(/^(\.\.\/)+/, '')
      bytes[k] = (bytes[k] ?? 0) + n
    }
    prev = m
  })
  return bytes
}
const a = attr(process.argv[2]), b = attr(process.argv[3])
const keys = new Set([...Object.keys(a), ...Object.keys(b)])
const d = [...keys].map((k) => [k, (b[k] ?? 0) - (a[k] ?? 0)]).filter(([, v]) => v !== 0).sort((x, y) => y[1] - x[1])
for (const [k, v] of d) console.log(String(v).padStart(6), k)
