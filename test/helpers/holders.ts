/**
 * One annual ticket holder, Erika Mustermann, as the personalization's form holds her (texts) and as the API takes
 * her (`customer` of the finalize request): a holder every rule of the validation table lets pass.
 */
import type { HolderValues, PersonalizationCustomer } from '../../src/domain/personalization/types'

export const ERIKA: PersonalizationCustomer = {
  customer_salutation_id: 2,
  name: 'Erika',
  surname: 'Mustermann',
  email: 'erika@example.org',
  addr_street: 'Museumsplatz 1',
  addr_zip: '12345',
  addr_city: 'Beispielstadt',
  addr_country_id: 60,
  language_id: 1,
}

/** Erika's form, with `change` made to it. */
export function erikaValues(change: Partial<HolderValues> = {}): HolderValues {
  return {
    ...ERIKA,
    customer_salutation_id: String(ERIKA.customer_salutation_id),
    addr_country_id: String(ERIKA.addr_country_id),
    language_id: String(ERIKA.language_id),
    email_confirmation: '',
    ...change,
  }
}
