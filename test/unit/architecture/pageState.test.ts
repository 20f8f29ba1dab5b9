import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { moduleGraph } from '../../../scripts/moduleGraph.mjs'

/**
 * Module-level values that change but are not page state, each with the reason: they live as long as the loaded code,
 * and starting them afresh would change nothing a visitor or a test could see.
 */
const CODE_LIFETIME: Record<string, string> = {
  'src/page/pageState.ts': 'the registry of page state itself',
  'src/domain/messages/index.ts':
    'the built-in texts each loaded chunk registers once, and their merge per locale',
  'src/domain/values/formatters.ts':
    'date and number formatters made once per locale and options: immutable values',
  'elements/base/adoptStyles.ts': 'one constructed stylesheet per style text, shared by every element root',
}

const MUTABLE_COLLECTION = /^new (Map|Set)\b/
const READONLY_TYPE = /^Readonly(Map|Set)\b|^readonly /

/** The top-level declarations of `file` that hold something that can change: `let`, `var`, a bare Map, Set or an array typed as one to change. */
function mutableTopLevel(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const list = statement.declarationList
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0
    for (const declaration of list.declarations) {
      const name = declaration.name.getText(source)
      const init = declaration.initializer?.getText(source) ?? ''
      const type = declaration.type?.getText(source) ?? ''
      const collection = MUTABLE_COLLECTION.test(init) || /\[\]$/.test(type)
      if (!isConst || (collection && !READONLY_TYPE.test(type) && !/ as const$/.test(init)))
        found.push(`${file}: ${name}`)
    }
  }
  return found
}

describe('page state', () => {
  const files = [...moduleGraph(process.cwd()).files.keys()]

  it('is declared only through pageState(): no module keeps a bare let, Map, Set or array of its own', () => {
    const bare = files.filter((file) => !(file in CODE_LIFETIME)).flatMap(mutableTopLevel)
    expect(bare).toEqual([])
  })

  it('names only files that still hold a code-lifetime value', () => {
    for (const file of Object.keys(CODE_LIFETIME)) expect(mutableTopLevel(file)).not.toEqual([])
  })
})
