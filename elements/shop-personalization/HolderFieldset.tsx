import { Fragment } from 'react'
import { useShopText } from '../base/useShopText'
import { HOLDER_FIELDS } from '../../src/domain/personalization/holders'
import type { HolderField, HolderValues } from '../../src/domain/personalization/types'
import type { Translator } from '../../src/domain/messages/translations'
import { SelectField, TextField } from './Field'
import type { FieldMessage } from './sendPersonalization'

/** The label's translation key of each field. */
const LABEL_KEYS: Record<HolderField, string> = {
  customer_salutation_id: 'user.registration.form.customer_salutation_id',
  name: 'user.registration.form.name',
  surname: 'user.registration.form.surname',
  email: 'user.registration.form.email',
  email_confirmation: 'user.registration.form.confirmEmail',
  addr_street: 'user.registration.form.street',
  addr_zip: 'user.registration.form.plz',
  addr_city: 'user.registration.form.city',
  addr_country_id: 'user.registration.form.country',
  language_id: 'user.registration.form.language',
}

/** What the browser may fill in; a section per holder, so each holder's fields are filled as one person's. */
const AUTOCOMPLETE: Partial<Record<HolderField, string>> = {
  customer_salutation_id: 'honorific-prefix',
  name: 'given-name',
  surname: 'family-name',
  email: 'email',
  email_confirmation: 'email',
  addr_street: 'street-address',
  addr_zip: 'postal-code',
  addr_city: 'address-level2',
  addr_country_id: 'country',
}

export type Options = readonly { value: string; label: string }[]

/** The options of the form's choices. */
export interface HolderChoices {
  salutations: Options
  countries: Options
  languages: Options
}

export interface HolderFieldsetProps {
  /** Unique in the element: the fields' ids start with it. */
  idPrefix: string
  index: number
  count: number
  values: HolderValues
  messages: Partial<Record<HolderField, FieldMessage>>
  onChange: (field: HolderField, value: string) => void
  choices: HolderChoices
}

/** The text of a field's message: the rule's, in the shop's words, or the server's own. */
export const messageText = (message: FieldMessage | null | undefined, t: Translator): string | undefined =>
  message ? ('key' in message ? t(message.key) : message.text) : undefined

/** One person's fields, in a group named after them ("Karteninhaber 2 von 3"). */
export function HolderFieldset(props: HolderFieldsetProps) {
  const { idPrefix, index, count, values, messages, onChange, choices } = props

  const { t } = useShopText()
  const field = (name: HolderField) => ({
    id: `${idPrefix}-${name}`,
    label: t(LABEL_KEYS[name]),
    value: values[name],
    onChange: (value: string) => onChange(name, value),
    error: messageText(messages[name], t),
    autoComplete: AUTOCOMPLETE[name] && `section-holder${index + 1} ${AUTOCOMPLETE[name]}`,
  })
  const control = (name: HolderField) => {
    switch (name) {
      case 'customer_salutation_id':
        return (
          <SelectField
            {...field(name)}
            options={choices.salutations}
            placeholder={t('personalization.choose')}
          />
        )
      case 'addr_country_id':
        return <SelectField {...field(name)} options={choices.countries} />
      case 'language_id':
        return <SelectField {...field(name)} options={choices.languages} autoComplete={undefined} />
      case 'email':
        return <TextField {...field(name)} type="email" inputMode="email" />
      case 'email_confirmation':
        return (
          <TextField
            {...field(name)}
            type="email"
            inputMode="email"
            optionalNote={t('personalization.optional')}
          />
        )
      default:
        return <TextField {...field(name)} />
    }
  }
  return (
    <fieldset className="shop-personalization__holder" part="holder">
      <legend className="shop-personalization__legend" part="legend">
        {count === 1
          ? t('personalization.holder.one')
          : t('personalization.holder.other', { number: index + 1, count })}
      </legend>
      {HOLDER_FIELDS.map((name) => (
        <Fragment key={name}>{control(name)}</Fragment>
      ))}
    </fieldset>
  )
}
