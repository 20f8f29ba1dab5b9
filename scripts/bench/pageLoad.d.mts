/** Types of pageLoad.mjs, for its unit test. */

/** Per dynamic import of `file`: the files requested at the same moment, as absolute paths. */
export function importGroups(file: string): Map<string, string[]>

/** The files a page running the lazy rows `rows` loads, and its script round trips one after another. */
export function pageLoad(entry: string, rows: readonly string[]): { files: string[]; roundTrips: number }

/** The start-up file's table of each tag's chunks (scripts/startPresentChunks.ts), read from its syntax tree. */
export function chunkTable(ast: unknown): Map<string, string[]>
