/**
 * A string of at least one character. zod's minLength check would bring its own check class (and a code point
 * counter) into the start-up file, which holds the stored cart formats, for a few fields; the regex check is there
 * anyway. `s`: a line break is a character too.
 */
import * as z from 'zod/mini'

export const nonEmptyText = z.string().check(z.regex(/./s))
