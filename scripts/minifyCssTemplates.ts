/**
 * A build step for the stylesheets the elements adopt: each element folder's `styles.ts` holds CSS as template strings, written
 * readable (indentation, comments). Minifiers keep string contents as they are, so without this step every space and
 * comment ships to each visitor. Each `${cssVar('name')}` is first written out as the text it returns, so the theme
 * table stays a build-time fact and never ships; in the start-up's styles, each `${controlLook.name}` is written out
 * too, so the table of shared control looks ships only with the lazy elements that read it. Other interpolations stay
 * as they are. Then the literal parts of the templates are minified.
 */
import ts from 'typescript'
import type { Plugin } from 'vite'
import { controlLook } from '../elements/base/controlLook.ts'
import { cssVar, THEME, type ThemeName } from '../elements/base/theme.ts'

/** Which modules hold nothing but CSS in their template strings. */
const STYLE_MODULE = /\/elements\/.+\/(styles|controlLook)\.ts$/

/**
 * The style modules of the start-up file (the base and the nav). Written out there, the control looks stay out of the
 * start-up file; written out in the lazy elements' styles as well, they would repeat in every chunk.
 */
const START_UP_STYLES = /\/elements\/(base|shop-nav)\/styles\.ts$/

/**
 * CSS text with comments removed and white space reduced to what CSS needs: none around `{ } ; , >` and before
 * `!important`, none after a declaration's colon. A space before a colon stays, since `a :hover` and `a:hover` select
 * different things; so do the spaces around `+` and `-`, which `calc()` needs. Fractions lose their leading zero.
 */
export function minifyCssText(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/\s+!important/g, '!important')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .replace(/(^|[\s:,(/-])0\.(\d)/g, '$1.$2')
}

interface Edit {
  start: number
  end: number
  text: string
}

/** The literal parts of every template string in `source`, as positions of their text (without delimiters). */
function literalParts(file: ts.SourceFile): Edit[] {
  const edits: Edit[] = []
  const add = (node: ts.Node, open: number, close: number) => {
    const start = node.getStart(file) + open
    const end = node.getEnd() - close
    edits.push({ start, end, text: minifyCssText(file.text.slice(start, end)) })
  }
  const visit = (node: ts.Node): void => {
    if (ts.isNoSubstitutionTemplateLiteral(node)) add(node, 1, 1)
    else if (ts.isTemplateHead(node)) add(node, 1, 2)
    else if (ts.isTemplateMiddle(node)) add(node, 1, 2)
    else if (ts.isTemplateTail(node)) add(node, 1, 1)
    ts.forEachChild(node, visit)
  }
  visit(file)
  return edits
}

/** A theme read in a template, as prettier writes it: `${cssVar('nav-color')}`. */
const THEME_READ = /\$\{cssVar\('([a-z-]+)'\)\}/g
const THEME_IMPORT = /^import \{ cssVar \} from '[^']+'\n/m

/**
 * `source` with every theme read replaced by its text, and the import of `cssVar` gone once nothing else uses it.
 * A name the theme does not know fails the build, as it fails the type check.
 */
export function inlineThemeReads(source: string): string {
  const inlined = source.replace(THEME_READ, (_, name: string) => {
    if (!Object.hasOwn(THEME, name)) throw new Error(`cssVar('${name}'): not a theme property`)
    return cssVar(name as ThemeName).replace(/[`\\]|\$\{/g, (special) => `\\${special}`)
  })
  const usesLeft = inlined.replace(THEME_IMPORT, '').includes('cssVar')
  return usesLeft ? inlined : inlined.replace(THEME_IMPORT, '')
}

/** A control look read in a template, as the style modules write it: `${controlLook.button}`. */
const LOOK_READ = /\$\{controlLook\.([A-Za-z]+)\}/g
const LOOK_IMPORT = /^import \{ controlLook \} from '[^']+'\n/m

/**
 * `source` with every control look read replaced by its text (its theme reads still to be written out), and the
 * import of `controlLook` gone once nothing else uses it. A name `controlLook` does not have fails the build.
 */
export function inlineControlLooks(source: string): string {
  const inlined = source.replace(LOOK_READ, (_, name: string) => {
    if (!Object.hasOwn(controlLook, name)) throw new Error(`controlLook.${name}: not a control look`)
    return controlLook[name as keyof typeof controlLook].replace(/[`\\]|\$\{/g, (special) => `\\${special}`)
  })
  const usesLeft = inlined.replace(LOOK_IMPORT, '').includes('controlLook')
  return usesLeft ? inlined : inlined.replace(LOOK_IMPORT, '')
}

/** `source` with the CSS of its template strings minified. */
export function minifyCssTemplates(source: string, fileName = 'styles.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true)
  let result = source
  for (const edit of literalParts(file).sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.text + result.slice(edit.end)
  }
  return result
}

/** The Vite plugin: applied to the style modules at build, before TypeScript is compiled away. */
export function minifyCssTemplatesPlugin(): Plugin {
  return {
    name: 'museum-shop:minify-css-templates',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0] ?? ''
      if (!STYLE_MODULE.test(path)) return null
      const looksInlined = START_UP_STYLES.test(path) ? inlineControlLooks(code) : code
      return { code: minifyCssTemplates(inlineThemeReads(looksInlined), id), map: null }
    },
  }
}
