/**
 * Where the server's messages about a sale belong. Rails names a nested holder's field by its path in the request:
 * `personalizations[1].customer.addr_zip` (or `personalizations.1.…`), or without the holder's place
 * (`personalizations.customer.addr_zip`, `customer.addr_zip`, `addr_zip`), which is a place only when the sale has one
 * holder. Fields named the way the API names them elsewhere (`salutation_id`, `country_id`, `zip`, …) count as the
 * form's. `start_at` is the start day; a message no field takes is shown for the whole sale, as a sentence.
 */
import type { FieldMessages } from '../api/fieldErrors'
import type { SaleFieldErrors } from '../domain/personalization/errors'
import { HOLDER_FIELDS } from '../domain/personalization/holders'
import type { HolderField } from '../domain/personalization/types'

const ALIASES: Readonly<Record<string, HolderField>> = {
  salutation_id: 'customer_salutation_id',
  salutation: 'customer_salutation_id',
  street: 'addr_street',
  zip: 'addr_zip',
  city: 'addr_city',
  country_id: 'addr_country_id',
  country: 'addr_country_id',
  addr_country: 'addr_country_id',
  language: 'language_id',
}

const KEY = /^(?:personalizations?(?:\[(\d+)\]|\.(\d+))?\.)?(?:customer\.)?(\w+)$/

function holderFieldOf(name: string): HolderField | null {
  const field = ALIASES[name] ?? name
  return HOLDER_FIELDS.find((candidate) => candidate === field) ?? null
}

/** The holder (by place in the request) and field a key names, or null when it names no field of one holder. */
function placeOf(key: string, holderCount: number): { holder: number; field: HolderField } | null {
  const match = KEY.exec(key)
  const field = match?.[3] ? holderFieldOf(match[3]) : null
  if (!match || !field) return null
  const index = match[1] ?? match[2]
  const holder = index === undefined ? (holderCount === 1 ? 0 : -1) : Number(index)
  return holder >= 0 && holder < holderCount ? { holder, field } : null
}

export function saleErrorsOf(messages: FieldMessages, holderCount: number): SaleFieldErrors {
  const errors: SaleFieldErrors = {
    holders: Array.from({ length: holderCount }, () => ({})),
    startDay: null,
    general: [],
  }
  const join = (earlier: string | null | undefined, message: string) =>
    earlier ? `${earlier} ${message}` : message
  for (const { field: key, message, sentence } of messages) {
    const place = key === null ? null : placeOf(key, holderCount)
    const holder = place && errors.holders[place.holder]
    if (place && holder) holder[place.field] = join(holder[place.field], message)
    else if (key === 'start_at') errors.startDay = join(errors.startDay, message)
    else errors.general.push(sentence)
  }
  return errors
}
