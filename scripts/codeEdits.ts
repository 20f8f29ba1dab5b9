/**
 * Edits of a built chunk after the minifier, and the source map moved along with them: the build steps that strip
 * comments and rename the chunks' internal exports change text within lines, never line breaks.
 */
import { decodeSegment, encodeField } from './vlq.mjs'

/** Replace `code.slice(start, end)` with `text` ('' or absent: cut it). */
export interface Edit {
  start: number
  end: number
  text?: string
}

/** `code` with `edits` (sorted, not overlapping) applied. */
export function applyEdits(code: string, edits: readonly Edit[]): string {
  let out = ''
  let from = 0
  for (const { start, end, text = '' } of edits) {
    out += code.slice(from, start) + text
    from = end
  }
  return out + code.slice(from)
}

/** Where the character at `at` of the old line lands after the line's edits. */
function moved(at: number, edits: readonly Edit[]): number {
  let shift = 0
  for (const { start, end, text = '' } of edits) {
    if (at <= start) break
    // A position inside replaced text lands inside the replacement, at most at its end.
    shift += at < end ? Math.min(at - start, text.length) - (at - start) : text.length - (end - start)
  }
  return at + shift
}

/**
 * Source map mappings after `edits` (offsets in the generated code, within lines): generated columns move by what was
 * cut or inserted before them on their line. Only the first field of each segment is relative per line, so only it is
 * re-encoded from new columns; the other fields keep their deltas.
 */
export function shiftMappings(mappings: string, code: string, edits: readonly Edit[]): string {
  let lineStart = 0
  let next = 0
  return mappings
    .split(';')
    .map((line) => {
      const newline = code.indexOf('\n', lineStart)
      const lineEnd = newline === -1 ? code.length : newline
      const onLine: Edit[] = []
      while (next < edits.length && edits[next]!.start < lineEnd) {
        const { start, end, text } = edits[next++]!
        onLine.push({ start: start - lineStart, end: end - lineStart, text })
      }
      lineStart = lineEnd + 1
      return onLine.length === 0 || line === '' ? line : shiftLine(line, onLine)
    })
    .join(';')
}

function shiftLine(line: string, edits: readonly Edit[]): string {
  let column = 0
  let previous = 0
  return line
    .split(',')
    .map((segment) => {
      const [delta = 0, ...rest] = decodeSegment(segment)
      column += delta
      const to = moved(column, edits)
      const encoded = encodeField(to - previous) + rest.map(encodeField).join('')
      previous = to
      return encoded
    })
    .join(',')
}

/** A chunk's code and its source map (a JSON asset, when there is one) after `edits`. */
export function editChunk(
  chunk: { code: string; fileName: string },
  map: { source: string | Uint8Array } | undefined,
  edits: readonly Edit[],
): void {
  if (edits.length === 0) return
  if (map && typeof map.source === 'string') {
    const parsed = JSON.parse(map.source) as { mappings: string }
    parsed.mappings = shiftMappings(parsed.mappings, chunk.code, edits)
    map.source = JSON.stringify(parsed)
  }
  chunk.code = applyEdits(chunk.code, edits)
}
