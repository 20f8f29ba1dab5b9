import type * as z from 'zod/mini'
import { InvalidDataError } from './errors'
import type { Query, RequestOptions } from './client'

/** Servers may cap per_page (the public docs say 100 or 25); this bounds how many pages we follow. */
const MAX_PAGES = 200

interface ListPage {
  items: unknown[]
  totalCount: number | null
}

/** Lists come wrapped by resource key (`{museums: [...], meta: {total_count, page, per_page}}`); tolerate a bare array. */
function readPage(data: unknown, key: string, path: string): ListPage {
  if (data === null) return { items: [], totalCount: 0 }
  if (Array.isArray(data)) return { items: data, totalCount: null }
  if (typeof data === 'object') {
    const record = data as Record<string, unknown>
    const items = record[key]
    if (Array.isArray(items)) {
      const meta = record.meta as Record<string, unknown> | undefined
      const total = meta?.total_count
      return { items, totalCount: typeof total === 'number' && Number.isFinite(total) ? total : null }
    }
  }
  throw new InvalidDataError(path, `expected a list under "${key}"`)
}

/** A short, log-friendly account of validation issues (zod's pretty printer costs bundle bytes). */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ')
}

const reportedPaths = new Set<string>()

/** One console line per list and page load, however many items were dropped. */
function reportDropped(path: string, dropped: number, sample: string): void {
  const id = `${path}:${dropped}`
  if (reportedPaths.has(id)) return
  reportedPaths.add(id)
  console.warn(`[museum-shop] ${path}: left out ${dropped} invalid item(s) (${sample})`)
}

export interface ReadListOptions<T> {
  request: (path: string, options?: RequestOptions) => Promise<unknown>
  path: string
  key: string
  itemSchema: z.ZodMiniType<T>
  query?: Query
  perPage: number
}

/**
 * Reads a whole list: asks for `perPage` items and, when the meta says there are more than returned (a server that caps
 * per_page), follows the pages until every item is there. Each item is validated alone: a malformed item is dropped
 * and logged once, it never takes the list down.
 */
export async function readList<T>({
  request,
  path,
  key,
  itemSchema,
  query,
  perPage,
}: ReadListOptions<T>): Promise<T[]> {
  const raw: unknown[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const data = await request(path, { query: { ...query, per_page: perPage, page } })
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
  if (valid.length < raw.length) reportDropped(path, raw.length - valid.length, firstProblem)
  return valid
}
