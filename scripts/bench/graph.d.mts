/** Types of graph.mjs, for the build test of the opt-in chunks. */

export interface FileImports {
  static: string[]
  dynamic: string[]
  unresolved: string[]
}

/** The imports of one built file, resolved to absolute paths. */
export function importsOf(file: string): FileImports

/** What a page loads for `entry`: the entry and its static imports (`initial`), and everything reachable (`all`). */
export function reachableFrom(entry: string): { initial: string[]; all: string[]; unresolved: string[] }
