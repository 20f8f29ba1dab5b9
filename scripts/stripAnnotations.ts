/**
 * A build step that removes `@__PURE__` / `@__NO_SIDE_EFFECTS__` / `@vite-ignore` comments from the minified chunks.
 * The minifier has already used the annotations to drop dead code, Vite has read its own; in the output they only
 * cost bytes. Rolldown's own switch (`output.comments.annotation: false`) makes the minifier ignore them too, which
 * keeps dead code and grows the lazy chunks, so this runs after it, on the final code, and moves the source map's
 * columns along.
 */
import { parseAst, type Plugin } from 'vite'
import { decodeSegment, encodeField } from './vlq.mjs'

// Block comments inside expressions (and Vite's `@vite-ignore` in an import), and line comments before function
// declarations: their line break stays, as the statement before may need it to end.
const ANNOTATION =
  /\/\*[ \t]*(?:[@#]__(?:PURE|NO_SIDE_EFFECTS)__|@vite-ignore)[ \t]*\*\/|\/\/[ \t]*[@#]__(?:PURE|NO_SIDE_EFFECTS)__[ \t]*(?=\n|$)/g

/** After these characters the space that follows an annotation can go too: no two tokens can run together. */
const JOINS_SAFELY = new Set([...'([{,;:=&|?!>'])

interface Range {
  start: number
  end: number
}

/** Where string, template and regular expression literals are: text there is data, not a comment. */
function literalRanges(code: string): Range[] {
  const ranges: Range[] = []
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child)
      return
    }
    if (typeof node !== 'object' || node === null) return
    const { type, start, end } = node as { type?: unknown; start?: unknown; end?: unknown }
    if (
      (type === 'Literal' || type === 'TemplateElement') &&
      typeof start === 'number' &&
      typeof end === 'number'
    ) {
      ranges.push({ start, end })
    }
    for (const child of Object.values(node)) if (typeof child === 'object') visit(child)
  }
  visit(parseAst(code))
  return ranges
}

/** The annotation comments of `code`, in order; never text inside a literal. */
export function annotationRanges(code: string): Range[] {
  const matches = [...code.matchAll(ANNOTATION)].map(({ index: start, 0: text }) => {
    const end = start + text.length
    const spaceToo = code[end] === ' ' && JOINS_SAFELY.has(code[start - 1] ?? '')
    return { start, end: spaceToo ? end + 1 : end }
  })
  if (matches.length === 0) return []
  const literals = literalRanges(code)
  return matches.filter(
    ({ start }) => !literals.some((literal) => start >= literal.start && start < literal.end),
  )
}

/**
 * Source map mappings after `removed` (offsets in the generated code) were cut out: generated columns move left by
 * what was cut before them on their line. Only the first field of each segment is relative per line, so only it
 * is re-encoded from new columns; the other fields keep their deltas.
 */
export function shiftMappings(mappings: string, code: string, removed: readonly Range[]): string {
  let lineStart = 0
  let next = 0
  return mappings
    .split(';')
    .map((line) => {
      const lineEnd = code.indexOf('\n', lineStart) === -1 ? code.length : code.indexOf('\n', lineStart)
      const cuts: Range[] = []
      while (next < removed.length && removed[next]!.start < lineEnd) cuts.push(removed[next++]!)
      const shifted = cutLine(line, lineStart, cuts)
      lineStart = lineEnd + 1
      return shifted
    })
    .join(';')
}

function cutLine(line: string, lineStart: number, cuts: readonly Range[]): string {
  if (cuts.length === 0 || line === '') return line
  let column = 0
  let previous = 0
  return line
    .split(',')
    .map((segment) => {
      const [delta = 0, ...rest] = decodeSegment(segment)
      column += delta
      const at = lineStart + column
      const before = cuts.reduce((sum, cut) => sum + Math.max(0, Math.min(cut.end, at) - cut.start), 0)
      const moved = column - before
      const encoded = encodeField(moved - previous) + rest.map(encodeField).join('')
      previous = moved
      return encoded
    })
    .join(',')
}

/** `code` without `ranges` (sorted, not overlapping). */
export function cut(code: string, ranges: readonly Range[]): string {
  let out = ''
  let from = 0
  for (const { start, end } of ranges) {
    out += code.slice(from, start)
    from = end
  }
  return out + code.slice(from)
}

export function stripAnnotationsPlugin(): Plugin {
  return {
    name: 'museum-shop:strip-annotations',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const ranges = annotationRanges(chunk.code)
        if (ranges.length === 0) continue
        const map = bundle[`${chunk.fileName}.map`]
        if (map?.type === 'asset' && typeof map.source === 'string') {
          const parsed = JSON.parse(map.source) as { mappings: string }
          parsed.mappings = shiftMappings(parsed.mappings, chunk.code, ranges)
          map.source = JSON.stringify(parsed)
        }
        chunk.code = cut(chunk.code, ranges)
      }
    },
  }
}
