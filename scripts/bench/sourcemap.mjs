// Which source modules the bytes of built files come from, read from their source maps. gzip per module is an
// estimate: each module's bytes are compressed alone, then scaled so the modules add up to the file's real gzip size.
import { Buffer } from 'node:buffer'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { decodeSegment } from '../vlq.mjs'

/** @typedef {{ module: string, raw: number, gzip: number }} ModuleCost */

/**
 * The first two fields of each segment (generated column, source index), per generated line. Fields are relative,
 * columns per line and source indexes across the whole map (source map v3).
 * @param {string} mappings
 * @returns {{ column: number, source: number }[][]}
 */
function decodeMappings(mappings) {
  let source = 0
  return mappings.split(';').map((line) => {
    let column = 0
    return line
      .split(',')
      .filter(Boolean)
      .map((segment) => {
        const fields = decodeSegment(segment)
        column += fields[0] ?? 0
        if (fields.length > 1) source += fields[1] ?? 0
        return { column, source: fields.length > 1 ? source : -1 }
      })
  })
}

/**
 * A source path as people read it: 'react-dom' for anything in that package, 'elements/shop-nav/ShopNav.tsx' for ours.
 * @param {string} source
 * @param {string} mapDir
 */
export function moduleName(source, mapDir) {
  const path = relative(process.cwd(), resolve(mapDir, source))
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(path)
  return match ? `${match[1]}` : path
}

/**
 * Bytes of one built JS file by original module (as raw minified bytes and estimated gzip bytes), largest first.
 * @param {string} file
 * @param {(source: string, mapDir: string) => string} [group]
 * @returns {ModuleCost[]}
 */
export function moduleCosts(file, group = moduleName) {
  const code = readFileSync(file, 'utf8')
  if (!existsSync(`${file}.map`)) return [{ module: '(no source map)', ...realSizes(code) }]
  const map = /** @type {{ sources: string[], mappings: string }} */ (
    JSON.parse(readFileSync(`${file}.map`, 'utf8'))
  )
  const names = map.sources.map((source) => group(source, dirname(file)))
  /** @type {Map<string, string[]>} */
  const pieces = new Map()
  const lines = code.split('\n')
  decodeMappings(map.mappings).forEach((segments, index) => {
    const line = lines[index] ?? ''
    const starts = [0, ...segments.map((segment) => segment.column)]
    const owners = ['(unmapped)', ...segments.map((segment) => names[segment.source] ?? '(unmapped)')]
    owners.forEach((owner, i) => {
      const text = line.slice(starts[i], starts[i + 1] ?? line.length) + (i === owners.length - 1 ? '\n' : '')
      if (!text) return
      const list = pieces.get(owner)
      if (list) list.push(text)
      else pieces.set(owner, [text])
    })
  })
  const alone = [...pieces].map(([module, texts]) => ({ module, text: texts.join('') }))
  const fileGzip = gzipSync(code, { level: 9 }).length
  const gzipAlone = alone.map(({ text }) => gzipSync(text, { level: 9 }).length)
  const scale = fileGzip / gzipAlone.reduce((sum, size) => sum + size, 0)
  return alone
    .map(({ module, text }, i) => ({
      module,
      raw: Buffer.byteLength(text),
      gzip: Math.round((gzipAlone[i] ?? 0) * scale),
    }))
    .sort((a, b) => b.gzip - a.gzip)
}

/** @param {string} code */
function realSizes(code) {
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length }
}

/**
 * Module costs over several files (e.g. every file of bundle (a)), merged by module name, largest first.
 * @param {string[]} files
 * @param {(source: string, mapDir: string) => string} [group]
 * @returns {ModuleCost[]}
 */
export function bundleCosts(files, group = moduleName) {
  /** @type {Map<string, ModuleCost>} */
  const merged = new Map()
  for (const cost of files.flatMap((file) => moduleCosts(file, group))) {
    const seen = merged.get(cost.module) ?? { module: cost.module, raw: 0, gzip: 0 }
    merged.set(cost.module, { module: cost.module, raw: seen.raw + cost.raw, gzip: seen.gzip + cost.gzip })
  }
  return [...merged.values()].sort((a, b) => b.gzip - a.gzip)
}
