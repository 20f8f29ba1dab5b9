/**
 * The answer to making, renewing or changing a hold: `{reservation: {token, quantity, ticket_id, start_at,
 * valid_until}}`. Without a token or a readable end the hold cannot be used, so such an answer does not parse.
 */
import * as z from 'zod/mini'
import { INSTANT, type Reservation } from '../../domain/holds/records'
import { nonEmptyText } from '../../domain/values/nonEmptyText'
import { wholeNumber } from '../../domain/values/wholeNumbers'
import { idSchema } from './common'

export const reservationSchema = z.pipe(
  z.looseObject({
    reservation: z.looseObject({
      token: nonEmptyText,
      quantity: wholeNumber,
      ticket_id: idSchema,
      start_at: z.string(),
      valid_until: z.string().check(z.regex(INSTANT)),
    }),
  }),
  z.transform(({ reservation: r }): Reservation => ({
    token: r.token,
    quantity: r.quantity,
    ticketId: r.ticket_id,
    startAt: r.start_at,
    validUntil: r.valid_until,
  })),
)
