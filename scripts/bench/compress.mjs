// Raw, gzip and brotli sizes of files. Level 9 gzip and quality 11 brotli: what a CDN's static compression ships.
import { Buffer } from 'node:buffer'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** @typedef {{ raw: number, gzip: number, brotli: number }} Sizes */

/**
 * Brotli at quality 11 is slow (seconds per MB); `brotli: false` skips it (0) for the quick budget check.
 * @param {Buffer | string} bytes
 * @param {{ brotli?: boolean }} [options]
 * @returns {Sizes}
 */
export function sizesOf(bytes, { brotli = true } = {}) {
  const buffer = typeof bytes === 'string' ? Buffer.from(bytes) : bytes
  const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotli ? brotliCompressSync(buffer, quality).length : 0,
  }
}

/**
 * Every file under `dir`, recursively, sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? filesUnder(path) : [path]
    })
    .sort()
}

/**
 * One row per file under `dir` (paths relative to it). `skip` leaves out folders nobody downloads, e.g. 'types/'.
 * @param {string} dir
 * @param {string[]} [skip]
 * @returns {({ file: string } & Sizes)[]}
 */
export function fileTable(dir, skip = []) {
  return filesUnder(dir)
    .map((path) => ({ file: relative(dir, path), path }))
    .filter(({ file }) => !skip.some((prefix) => file.startsWith(prefix)))
    .map(({ file, path }) => ({ file, ...sizesOf(readFileSync(path)) }))
}

/**
 * Sum of per-file sizes: the browser downloads (and decompresses) each file on its own.
 * @param {string[]} paths
 * @param {{ brotli?: boolean }} [options]
 * @returns {Sizes}
 */
export function totalOf(paths, options = {}) {
  const total = { raw: 0, gzip: 0, brotli: 0 }
  for (const path of paths) {
    const sizes = sizesOf(readFileSync(path), options)
    total.raw += sizes.raw
    total.gzip += sizes.gzip
    total.brotli += sizes.brotli
  }
  return total
}
