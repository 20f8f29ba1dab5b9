/**
 * What `z._default(schema, value)` reads, as a pipe: an absent value (undefined) reads as `fallback()`, which `schema`
 * then reads; anything else is read by `schema`. zod's default code would ship in the start-up file, which holds
 * zod's schemas, for a few fields. Only for a fallback that `schema` reads as itself.
 */
import * as z from 'zod/mini'

export function orDefault<Out>(schema: z.ZodMiniType<Out>, fallback: () => NoInfer<Out>): z.ZodMiniType<Out> {
  const absentAsFallback = z.transform((value: unknown): unknown =>
    value === undefined ? fallback() : value,
  )
  return z.pipe(absentAsFallback, schema)
}
