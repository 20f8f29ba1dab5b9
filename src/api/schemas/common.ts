import './zodConfig'
import * as z from 'zod/mini'
import { firstOf } from '../../domain/values/firstOf'

/** Ids arrive as numbers; some servers send numeric strings. Both become numbers. */
export const idSchema = z.pipe(
  firstOf([z.int(), z.string().check(z.regex(/^\d+$/))]),
  z.transform((value) => Number(value)),
)

/** A flat key → text map; entries that are not text are left out instead of failing the whole map. */
export const textMapSchema = z.pipe(
  z.unknown(),
  z.transform((value): Record<string, string> => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {}
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  }),
)

/** Items of a list that arrives as an array or as an object keyed by id; items that do not parse are left out. */
export function listOrKeyedSchema<T>(itemSchema: z.ZodMiniType<T>) {
  return z.pipe(
    z.unknown(),
    z.transform((value): T[] => {
      const entries = Array.isArray(value)
        ? value
        : value && typeof value === 'object'
          ? Object.values(value)
          : []
      return entries.flatMap((entry) => {
        const parsed = itemSchema.safeParse(entry)
        return parsed.success ? [parsed.data] : []
      })
    }),
  )
}

/** A title from whichever field the resource uses. */
export function pickTitle(record: { title?: string | null; name?: string | null }): string {
  return (record.title ?? record.name ?? '').trim()
}
