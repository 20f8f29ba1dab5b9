/**
 * Every request the fake API answers, in order, so tests can assert what the code under test actually sent
 * (headers, query, body) instead of spying on fetch.
 */

/** One recorded request. Header names are lower-cased; repeated query parameters keep every value. */
export interface LoggedRequest {
  method: string
  pathname: string
  query: Record<string, string[]>
  headers: Record<string, string>
  /** Parsed JSON when the body is JSON, the raw text otherwise, null when there is no body. */
  body: unknown
}

/** The log. Cleared in place by `clearRequestLog()` so references stay live. */
export const requestLog: LoggedRequest[] = []

/** Empties the log (the setup file does this after each test). */
export function clearRequestLog(): void {
  requestLog.length = 0
}

/** The logged requests whose pathname ends with `pathnameSuffix`, e.g. `requestsTo('/api/v4/orders')`. */
export function requestsTo(pathnameSuffix: string): LoggedRequest[] {
  return requestLog.filter((entry) => entry.pathname.endsWith(pathnameSuffix))
}

async function readBody(request: Request): Promise<unknown> {
  // A clone, because the handler may still want to read the body itself.
  const text = await request.clone().text()
  if (text === '') return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}

function readQuery(url: URL): Record<string, string[]> {
  const query: Record<string, string[]> = {}
  for (const [name, value] of url.searchParams) (query[name] ??= []).push(value)
  return query
}

/** Records one request and returns the entry. Called by every handler before it answers. */
export async function recordRequest(request: Request): Promise<LoggedRequest> {
  const url = new URL(request.url)
  const entry: LoggedRequest = {
    method: request.method,
    pathname: url.pathname,
    query: readQuery(url),
    // Headers iterate with lower-cased names already.
    headers: Object.fromEntries(request.headers.entries()),
    body: null,
  }
  // Pushed before the body is read, so the log keeps the order in which requests arrived.
  requestLog.push(entry)
  entry.body = await readBody(request)
  return entry
}
