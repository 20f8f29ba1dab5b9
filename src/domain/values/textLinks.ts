/**
 * A server's free text (the museum's after-sale information) as plain text and web addresses: the element shows the
 * text as text and only `http(s)` addresses as links, so markup in it never becomes markup on the page.
 */

export type TextPart = { text: string } | { href: string }

/** An address up to the next space or angle bracket; a full stop or comma at its end belongs to the sentence. */
const ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g

/** `text` cut into plain pieces and the addresses in it, in order. */
export function textAndLinks(text: string): TextPart[] {
  const parts: TextPart[] = []
  let from = 0
  for (const match of text.matchAll(ADDRESS)) {
    if (match.index > from) parts.push({ text: text.slice(from, match.index) })
    parts.push({ href: match[0] })
    from = match.index + match[0].length
  }
  if (from < text.length) parts.push({ text: text.slice(from) })
  return parts
}
