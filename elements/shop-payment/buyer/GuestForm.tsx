import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  firstInvalid,
  GUEST_FIELDS,
  guestFieldKey,
  guestFormKeys,
  type FieldKeys,
  type GuestField,
  type GuestValues,
} from '../../../src/checkout/buyerForm'
import { becomeGuest, guestRefusalOf, type Buyer } from '../../../src/checkout/buyer'
import { saveBuyerDraft } from '../../../src/checkout/buyerDraft'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { apiClientFor } from '../../../src/store/apiQuery'
import { useShopText } from '../../base/useShopText'
import { BuyerField, TextInput } from './BuyerField'
import { ConsentField } from './ConsentField'
import { FormFailure, useFormFailure } from './FormFailure'

interface GuestFormProps {
  config: ShopConfig
  /** The element's tag, for the failure's report. */
  element: string
  initial: GuestValues
  /** The museum asks for the newsletter opt-in. */
  newsletter: boolean
  onBuyer: (buyer: Buyer) => void
  /** Sign in instead, with the e-mail typed so far. */
  onSignIn: (email: string) => void
  /** The form replaced another one: its first field takes the focus. */
  focusFirst: boolean
}

type Messages = FieldKeys<GuestField>

/**
 * A pointer press on a button leaves the field focused: its check on leaving would add a message above the button
 * and move it away from under the pointer before the click. The click checks every field anyway.
 */
const keepFieldFocus = (event: { preventDefault(): void }) => event.preventDefault()

/**
 * The guest form: first and last name, e-mail twice, the terms' consent and, when asked for, the newsletter. A field is
 * checked when the visitor leaves it and all of them on continue, which moves the focus to the first field with a
 * message. Continue creates the guest account; the server's refusal shows at its field in the visitor's language.
 */
export function GuestForm({
  config,
  element,
  initial,
  newsletter,
  onBuyer,
  onSignIn,
  focusFirst,
}: GuestFormProps) {
  const { t } = useShopText()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState(initial)
  const [keys, setKeys] = useState<Messages>({})
  // The server's refusal stays at its field until the visitor changes that field.
  const [refusedKeys, setRefusedKeys] = useState<Messages>({})
  const [serverWords, setServerWords] = useState<Messages>({})
  const [emailTaken, setEmailTaken] = useState(false)
  const [busy, setBusy] = useState(false)
  const failure = useFormFailure()
  const fieldId = (field: GuestField) => `${id}-${field}`

  const change = (field: keyof GuestValues, value: string | boolean) => {
    const next = { ...values, [field]: value }
    setValues(next)
    saveBuyerDraft(config.storageKeys.buyerDraft, next)
    // A message goes once the field is right; a new one waits until the visitor leaves the field.
    if (field in keys && !guestFieldKey(field as GuestField, next))
      setKeys((current) => ({ ...current, [field]: undefined }))
    setRefusedKeys((current) => ({ ...current, [field]: undefined }))
    if (field === 'email') setEmailTaken(false)
    setServerWords((current) => ({ ...current, [field]: undefined }))
  }
  const leave = (field: GuestField) => {
    const key = guestFieldKey(field, values)
    // An empty field (or the consent) the visitor only passed through is not an error yet.
    const untouched = field === 'terms' ? !values.terms : values[field] === ''
    if (!untouched || keys[field]) setKeys((current) => ({ ...current, [field]: key }))
  }
  const focus = (field: GuestField) =>
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus()

  useEffect(() => {
    if (focusFirst) focus('name')
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found = guestFormKeys(values)
    setKeys(found)
    setEmailTaken(false)
    setRefusedKeys({})
    const first = firstInvalid(GUEST_FIELDS, found)
    if (first) return focus(first)
    setBusy(true)
    failure.clear()
    try {
      onBuyer(await becomeGuest(apiClientFor(config), values))
    } catch (error) {
      setBusy(false)
      const refusal = guestRefusalOf(error)
      if (!refusal || refusal.form.length > 0) return failure.show(error, refusal?.form)
      setRefusedKeys(refusal.fields)
      setServerWords(refusal.fieldWords)
      setEmailTaken(refusal.emailTaken)
      const invalid = firstInvalid(GUEST_FIELDS, { ...refusal.fieldWords, ...refusal.fields })
      if (invalid) focus(invalid)
    }
  }

  const message = (field: GuestField) => {
    const key = keys[field] ?? refusedKeys[field]
    return key ? t(key) : serverWords[field]
  }
  const text = (field: 'name' | 'surname' | 'email' | 'emailConfirmation', autoComplete: string) => (
    <BuyerField id={fieldId(field)} label={t(`buyer.${field}`)} message={message(field)}>
      {(control) => (
        <TextInput
          control={control}
          type={field.startsWith('email') ? 'email' : 'text'}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(value) => change(field, value)}
          onLeave={() => leave(field)}
        />
      )}
    </BuyerField>
  )
  return (
    <form ref={form} className="shop-buyer__form" noValidate onSubmit={(event) => void submit(event)}>
      {text('name', 'given-name')}
      {text('surname', 'family-name')}
      {text('email', 'email')}
      {emailTaken && (
        <p className="shop-buyer__taken">
          <button
            type="button"
            className="shop-buyer__link"
            onMouseDown={keepFieldFocus}
            onClick={() => onSignIn(values.email)}
          >
            {t('buyer.signInInstead')}
          </button>
        </p>
      )}
      {text('emailConfirmation', 'email')}
      <ConsentField
        id={fieldId('terms')}
        checked={values.terms}
        message={message('terms')}
        termsUrl={config.termsUrl}
        onChange={(checked) => change('terms', checked)}
      />
      {newsletter && (
        <label className="shop-buyer__check">
          <input
            type="checkbox"
            checked={values.newsletter}
            onChange={(event) => change('newsletter', event.target.checked)}
          />
          <span>{t('buyer.newsletter')}</span>
        </label>
      )}
      <FormFailure failure={failure} element={element} />
      <button
        type="submit"
        className="shop-buyer__submit"
        aria-disabled={busy || undefined}
        onMouseDown={keepFieldFocus}
      >
        {t('buyer.continue')}
      </button>
      <p className="shop-buyer__status" role="status">
        {busy ? t('buyer.working') : ''}
      </p>
      <p className="shop-buyer__switch">
        {t('buyer.haveAccount')}{' '}
        <button
          type="button"
          className="shop-buyer__link"
          onMouseDown={keepFieldFocus}
          onClick={() => onSignIn(values.email)}
        >
          {t('buyer.signInInstead')}
        </button>
      </p>
    </form>
  )
}
