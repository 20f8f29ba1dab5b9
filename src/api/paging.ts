import type * as z from 'zod/mini'
import { fieldOf } from '../domain/fieldOf'
import { logOnce } from '../domain/logOnce'
import { HttpError, InvalidDataError } from './errors'
import type { Query, RequestOptions } from './clientTypes'

/** Servers may cap per_page (the public docs say 100 or 25); this bounds how many pages we follow. */
const MAX_PAGES = 200

/** The documented per_page cap for anonymous callers; lists are read without auth headers, so it is ours. */
export const ANONYMOUS_PER_PAGE = 25

/** How a server says it will not serve the page size we asked for, instead of capping it. */
const PAGE_SIZE_REFUSED: ReadonlySet<number> = new Set([400, 422])

/** Per API address: the page size it accepted after refusing ours, so later lists ask for that at once. */
const learnedPerPage = new Map<string, number>()

/** The page size `server` insisted on after refusing ours, or null when it never refused (the self-diagnosis asks). */
export function learnedPerPageOf(server: string): number | null {
  return learnedPerPage.get(server) ?? null
}

/** Forgets the learned page sizes (tests only: the page's lifetime is the module's). */
export function forgetLearnedPerPage(): void {
  learnedPerPage.clear()
}

interface ListPage {
  items: unknown[]
  totalCount: number | null
}

/** Lists come wrapped by resource key (`{museums: [...], meta: {total_count, page, per_page}}`); tolerate a bare array. */
function readPage(data: unknown, key: string, path: string): ListPage {
  if (data === null) return { items: [], totalCount: 0 }
  if (Array.isArray(data)) return { items: data, totalCount: null }
  const items = fieldOf(data, key)
  if (!Array.isArray(items)) throw new InvalidDataError(path, `expected a list under "${key}"`)
  const total = fieldOf(data, 'meta', 'total_count')
  return { items, totalCount: typeof total === 'number' && Number.isFinite(total) ? total : null }
}

/** A short, log-friendly account of validation issues (zod's pretty printer costs bundle bytes). */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

export interface ReadListOptions<T> {
  request: (path: string, options?: RequestOptions) => Promise<unknown>
  path: string
  key: string
  itemSchema: z.ZodMiniType<T>
  query?: Query
  perPage: number
  /** The API address, under which a page size the server insists on is remembered. */
  server: string
}

type ReadPage = (perPage: number, page: number) => Promise<unknown>

/**
 * The first page. A server that refuses our page size (400 or 422) gets one more try with the documented cap, which
 * is remembered when it works; a refusal of that too is the list's error, as any other.
 */
async function firstPage(read: ReadPage, server: string, perPage: number) {
  try {
    return { perPage, data: await read(perPage, 1) }
  } catch (error) {
    const refused = error instanceof HttpError && PAGE_SIZE_REFUSED.has(error.status)
    if (!refused || perPage <= ANONYMOUS_PER_PAGE) throw error
    const data = await read(ANONYMOUS_PER_PAGE, 1)
    learnedPerPage.set(server, ANONYMOUS_PER_PAGE)
    return { perPage: ANONYMOUS_PER_PAGE, data }
  }
}

/**
 * Reads a whole list: asks for `perPage` items (or the size this server insisted on before) and, when the meta says
 * there are more than returned (a server that caps per_page), follows the pages until every item is there. Each item
 * is validated alone: a malformed item is dropped and logged once, it never takes the list down.
 */
export async function readList<T>({
  request,
  path,
  key,
  itemSchema,
  query,
  perPage: wanted,
  server,
}: ReadListOptions<T>): Promise<T[]> {
  const read: ReadPage = (perPage, page) => request(path, { query: { ...query, per_page: perPage, page } })
  const first = await firstPage(read, server, learnedPerPage.get(server) ?? wanted)
  const raw: unknown[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = page === 1 ? first.data : await read(first.perPage, page)
    const { items, totalCount } = readPage(data, key, path)
    raw.push(...items)
    if (totalCount === null || items.length === 0 || raw.length >= totalCount) break
    if (page === MAX_PAGES) throw new InvalidDataError(path, `more than ${MAX_PAGES} pages`)
  }
  const valid: T[] = []
  let firstProblem = ''
  for (const item of raw) {
    const parsed = itemSchema.safeParse(item)
    if (parsed.success) valid.push(parsed.data)
    else firstProblem ||= parsed.error.issues[0]?.message ?? 'invalid'
  }
  const dropped = raw.length - valid.length
  // One line per list and page load, however many items were dropped.
  if (dropped > 0)
    logOnce(`${path}:${dropped}`, `${path}: left out ${dropped} invalid item(s) (${firstProblem})`)
  return valid
}
