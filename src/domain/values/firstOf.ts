/**
 * What `z.union(options)` reads, as a transform: the first option that accepts the value gives the output; when none
 * does, the value is invalid with the union's message ("Invalid input"). The schemas of the start-up file and of the
 * lazy elements share zod's code, which ships in the start-up file: the union's own code would ship there for a few
 * "number or digit string" fields.
 */
import * as z from 'zod/mini'

export function firstOf<const Options extends readonly z.ZodMiniType[]>(options: Options) {
  return z.transform((value: unknown, context): z.output<Options[number]> => {
    for (const option of options) {
      const result = option.safeParse(value)
      if (result.success) return result.data as z.output<Options[number]>
    }
    context.issues.push({ code: 'custom', message: 'Invalid input', input: value })
    return z.NEVER
  })
}
