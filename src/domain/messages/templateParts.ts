/**
 * A text with `{{placeholder}}` slots, cut into its words and its slots in order: an element that shows some values
 * and says the rest (the cart link shows "3", says "3 Artikel") renders the parts one by one, so that what is shown
 * is part of what is said, in the same order.
 */

export type TemplatePart = { text: string } | { slot: string }

// The translator's placeholder form, spaces inside the braces tolerated.
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g

/** The parts of `template`: text between slots (never empty) and the slots' names. */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = []
  let from = 0
  for (const match of template.matchAll(PLACEHOLDER)) {
    if (match.index > from) parts.push({ text: template.slice(from, match.index) })
    parts.push({ slot: match[1] ?? '' })
    from = match.index + match[0].length
  }
  if (from < template.length) parts.push({ text: template.slice(from) })
  return parts
}
