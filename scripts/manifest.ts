/**
 * Builds the custom elements manifest (custom-elements.json) from the element declarations, their docs and the event
 * map of src/domain/host/events.ts. `npm run build` writes it (scripts/write-manifest.mjs); the unit tests call it in-process.
 */
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { SHOP_ELEMENTS } from '../elements/registry'
import { boolean, nonNegativeNumber, type Attribute, type ElementDocs } from '../elements/base/attributes'

/**
 * The docs of every element: each element folder's `element.ts` exports its `…_DOCS` next to the declaration (the
 * bundle never imports them, so they are left out of it).
 */
const declarationModules = import.meta.glob<Record<string, unknown>>('../elements/*/element.ts', {
  eager: true,
})
const isDocs = (value: unknown): value is ElementDocs =>
  typeof value === 'object' && value !== null && 'element' in value && 'cssParts' in value
export const ELEMENT_DOCS: readonly ElementDocs[] = Object.values(declarationModules).flatMap((module) =>
  Object.values(module).filter(isDocs),
)

const MODULE = 'dist/shop-elements.js'
// npm scripts and Vitest run in the package root.
const EVENTS_SOURCE = 'src/domain/host/events.ts'

type Described = { name: string; type: { text: string }; description: string }

/** `shop-nav` → `ShopNavElement`: the class name the manifest gives an element. */
export const classNameOf = (tag: string): string =>
  tag.replace(/(^|-)([a-z])/g, (_, __: string, letter: string) => letter.toUpperCase()) + 'Element'

function typeText({ convert, values }: Attribute): string {
  if (convert === boolean) return 'boolean'
  if (convert === nonNegativeNumber) return 'number'
  return values ? values.map((value) => `'${value}'`).join(' | ') : 'string'
}

/** Each event of the ShopEventMap interface: its detail type as written, and its doc comment. */
export function readEvents(source = readFileSync(EVENTS_SOURCE, 'utf8')): Map<string, Described> {
  const file = ts.createSourceFile('events.ts', source, ts.ScriptTarget.Latest, true)
  const events = new Map<string, Described>()
  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== 'ShopEventMap') continue
    for (const member of statement.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isStringLiteral(member.name)) continue
      const description = ts
        .getJSDocCommentsAndTags(member)
        .map((doc) => (ts.isJSDoc(doc) ? (ts.getTextOfJSDocComment(doc.comment) ?? '') : ''))
        .join(' ')
      const detail = member.type.getText(file).replace(/\s+/g, ' ')
      const name = member.name.text
      events.set(name, { name, type: { text: `CustomEvent<${detail}>` }, description })
    }
  }
  return events
}

/** The manifest as an object; JSON.stringify gives the file. */
export function buildManifest(events = readEvents()) {
  const declarations = SHOP_ELEMENTS.map(({ declaration: element }) => {
    const docs = ELEMENT_DOCS.find((candidate) => candidate.element === element)
    if (!docs) throw new Error(`<${element.tag}> has no …_DOCS export next to its declaration`)
    const attributeDocs: Record<string, { description: string; default?: string; type?: string }> =
      docs.attributes
    return {
      kind: 'class',
      customElement: true,
      name: classNameOf(element.tag),
      tagName: element.tag,
      description: docs.description,
      attributes: Object.entries(element.attributes).map(([name, attribute]) => {
        const doc = attributeDocs[name]
        return {
          name,
          type: { text: doc?.type ?? typeText(attribute) },
          description: doc?.description ?? '',
          ...(doc?.default === undefined ? {} : { default: doc.default }),
        }
      }),
      events: docs.events.map((name) => {
        const event = events.get(name)
        if (!event)
          throw new Error(`<${element.tag}> sends ${name}, which src/domain/host/events.ts does not declare`)
        return event
      }),
      cssParts: docs.cssParts.map((name) => ({ name })),
      cssProperties: docs.cssProperties.map((name) => ({ name })),
      ...(docs.slots ? { slots: docs.slots } : {}),
    }
  })
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations,
        exports: declarations.map((declaration) => ({
          kind: 'custom-element-definition',
          name: declaration.tagName,
          declaration: { name: declaration.name, module: MODULE },
        })),
      },
    ],
  }
}
