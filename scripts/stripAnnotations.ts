/**
 * A build step that removes `@__PURE__` / `@__NO_SIDE_EFFECTS__` comments from the minified chunks. The minifier has
 * already used them to drop dead code; in the output they only cost bytes. Rolldown's own switch
 * (`output.comments.annotation: false`) makes the minifier ignore them too, which keeps dead code and grows the lazy
 * chunks, so this runs after it, on the final code, and moves the source map's columns along. The `@vite-ignore` of
 * the entry's hand-over import stays: a site that serves or bundles the file with Vite would warn without it.
 */
import { parseAst, type Plugin } from 'vite'
import { editChunk, type Edit } from './codeEdits.ts'

// Block comments inside expressions, and line comments before function declarations: their line break stays, as the
// statement before may need it to end.
const ANNOTATION =
  /\/\*[ \t]*[@#]__(?:PURE|NO_SIDE_EFFECTS)__[ \t]*\*\/|\/\/[ \t]*[@#]__(?:PURE|NO_SIDE_EFFECTS)__[ \t]*(?=\n|$)/g

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
export function annotationRanges(code: string): Edit[] {
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

export function stripAnnotationsPlugin(): Plugin {
  return {
    name: 'museum-shop:strip-annotations',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue
        const map = bundle[`${chunk.fileName}.map`]
        editChunk(chunk, map?.type === 'asset' ? map : undefined, annotationRanges(chunk.code))
      }
    },
  }
}
