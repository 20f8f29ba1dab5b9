/**
 * The server's own words for a failed call, whichever shape it chose: `{error}` (the documented shape), Rails'
 * `{errors: {field: [...]}}` and `{errors: [...]}`, devise_token_auth's `full_messages`, `{message}`, or a body that is
 * not JSON at all (plain text, or an HTML error page from a proxy). The result is short plain text, or '' when the
 * body says nothing usable: the caller picks the fallback.
 */
import { fieldOf } from '../domain/values/fieldOf'

/** Longest message kept: it travels in the failure address and is shown on screen. */
export const MAX_SERVER_MESSAGE_LENGTH = 200

/** Fields an entry of an error list may carry its text in (`{message}`, JSON:API `{detail, title}`). */
const TEXT_FIELDS = ['message', 'detail', 'title', 'error'] as const

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** One line, trimmed, at most MAX_SERVER_MESSAGE_LENGTH characters. */
function shorten(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > MAX_SERVER_MESSAGE_LENGTH
    ? `${line.slice(0, MAX_SERVER_MESSAGE_LENGTH - 1).trimEnd()}…`
    : line
}

/** A text, or the text an object carries in one of its usual fields. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim()
  for (const field of TEXT_FIELDS) {
    const text = fieldOf(value, field)
    if (typeof text === 'string' && text.trim()) return text.trim()
  }
  return ''
}

function listText(values: readonly unknown[]): string {
  return values.map(textOf).filter(Boolean).join('; ')
}

/** `payment_mode_id` → `Payment mode`, as Rails names a field in its full messages. */
function fieldName(field: string): string {
  const words = field.replace(/_id$/, '').replace(/[_.]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * Rails keys messages by field. A message that starts in lower case is relative to its field ("is invalid") and gets
 * the field's name in front; one that starts in upper case, and those under `base`, are whole sentences already.
 */
export function fieldSentence(field: string, message: string): string {
  return field !== 'base' && /^\p{Ll}/u.test(message) ? `${fieldName(field)} ${message}` : message
}

/** The texts of one field's messages (a list, or a single one). */
export function messagesOf(value: unknown): string[] {
  return (Array.isArray(value) ? value : [value]).map(textOf).filter(Boolean)
}

function fieldErrors(errors: object): string {
  const fullMessages = fieldOf(errors, 'full_messages')
  if (Array.isArray(fullMessages)) return listText(fullMessages)
  const sentences: string[] = []
  for (const [field, value] of Object.entries(errors)) {
    for (const message of messagesOf(value)) sentences.push(fieldSentence(field, message))
  }
  return sentences.join('; ')
}

function jsonMessage(body: unknown): string {
  if (Array.isArray(body)) return listText(body)
  const errors = fieldOf(body, 'errors')
  return (
    textOf(fieldOf(body, 'error')) ||
    (Array.isArray(errors)
      ? listText(errors)
      : typeof errors === 'object' && errors !== null
        ? fieldErrors(errors)
        : textOf(errors)) ||
    textOf(fieldOf(body, 'message'))
  )
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ''
  })
}

/**
 * The text of a body that is not JSON. An HTML page (a proxy's or a framework's error page) gives its title, else
 * its first heading, else its text; angle brackets never survive, so no markup reaches the failure address.
 */
function plainText(text: string): string {
  if (!/<[a-z!/]/i.test(text)) return text
  const html = text.replace(/<!--[\s\S]*?-->|<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
  const part =
    /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ??
    /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1] ??
    html
  return decodeEntities(part.replace(/<[^>]*>/g, ' ')).replace(/[<>]/g, ' ')
}

/**
 * The message of an error answer's body: parsed JSON of any of the shapes above, or the text of a body that was not
 * JSON (a text is never trusted to be free of markup). '' when there is none.
 */
export function serverMessageOf(body: unknown): string {
  return shorten(typeof body === 'string' ? plainText(body) : jsonMessage(body))
}
