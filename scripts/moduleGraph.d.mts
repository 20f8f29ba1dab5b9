/** Types of moduleGraph.mjs, for the architecture test. */

/** File (or folder) → the files (or folders) it imports, paths relative to the root. */
export type ImportGraph = Map<string, Set<string>>

/**
 * The import graph of the shipped code: files, each file's package imports ('react', …), and the file graph collapsed
 * to folders `depth` path segments deep.
 */
export function moduleGraph(
  root: string,
  roots?: readonly string[],
): { files: ImportGraph; packages: ImportGraph; folders: (depth: number) => ImportGraph }

/** Every cycle's members, each sorted. */
export function cycles(graph: ImportGraph): string[][]
