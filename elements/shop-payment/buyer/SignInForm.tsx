import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { firstInvalid, signInKeys, type FieldKeys, type SignInField } from '../../../src/checkout/buyerForm'
import { isWrongCredentials, signInCustomer, type Buyer } from '../../../src/checkout/buyer'
import type { AccountName } from '../../../src/api/schemas/auth'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { createShopUrls } from '../../../src/domain/shop/urls'
import { apiClientFor } from '../../../src/store/apiQuery'
import { useShopText } from '../../base/useShopText'
import { BuyerField, TextInput } from './BuyerField'
import { FormFailure, useFormFailure } from './FormFailure'

const FIELDS: readonly SignInField[] = ['email', 'password']

interface SignInFormProps {
  config: ShopConfig
  /** The element's tag, for the failure's report. */
  element: string
  initialEmail: string
  onBuyer: (buyer: Buyer, account: AccountName) => void
  onGuest: () => void
  /** The form replaced another one: its first field takes the focus. */
  focusFirst: boolean
}

/**
 * A customer's sign-in: e-mail and password, checked like the guest form. Wrong credentials say so at the form and
 * empty the password; the password is never kept. The shop's login page offers the password reset.
 */
export function SignInForm({ config, element, initialEmail, onBuyer, onGuest, focusFirst }: SignInFormProps) {
  const { t } = useShopText()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [values, setValues] = useState({ email: initialEmail, password: '' })
  const [keys, setKeys] = useState<FieldKeys<SignInField>>({})
  const [wrong, setWrong] = useState(false)
  const [busy, setBusy] = useState(false)
  const failure = useFormFailure()
  const fieldId = (field: SignInField) => `${id}-${field}`
  const focus = (field: SignInField) =>
    form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(field))}`)?.focus()

  useEffect(() => {
    // With the address already there, the password is what is missing.
    if (focusFirst) focus(initialEmail ? 'password' : 'email')
    // Once, when the form appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const change = (field: SignInField, value: string) => {
    const next = { ...values, [field]: value }
    setValues(next)
    if (keys[field] && !signInKeys(next)[field]) setKeys((current) => ({ ...current, [field]: undefined }))
  }
  const leave = (field: SignInField) => {
    if (values[field] !== '' || keys[field])
      setKeys((current) => ({ ...current, [field]: signInKeys(values)[field] }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const found = signInKeys(values)
    setKeys(found)
    setWrong(false)
    const first = firstInvalid(FIELDS, found)
    if (first) return focus(first)
    setBusy(true)
    failure.clear()
    try {
      const { buyer, account } = await signInCustomer(apiClientFor(config), values.email, values.password)
      onBuyer(buyer, account)
    } catch (error) {
      setBusy(false)
      if (!isWrongCredentials(error)) return failure.show(error)
      setWrong(true)
      setValues((current) => ({ ...current, password: '' }))
      focus('password')
    }
  }

  const input = (field: SignInField, autoComplete: string) => (
    <BuyerField
      id={fieldId(field)}
      label={t(field === 'email' ? 'buyer.email' : 'buyer.password')}
      message={keys[field] ? t(keys[field]) : undefined}
    >
      {(control) => (
        <TextInput
          control={control}
          type={field === 'email' ? 'email' : 'password'}
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
      <p className="shop-buyer__subtitle">{t('buyer.signIn.title')}</p>
      {input('email', 'username')}
      {input('password', 'current-password')}
      <p className="shop-buyer__wrong" role="alert">
        {wrong ? t('buyer.signIn.wrong') : ''}
      </p>
      <FormFailure failure={failure} element={element} />
      <button type="submit" className="shop-buyer__submit" aria-disabled={busy || undefined}>
        {t('buyer.signIn.submit')}
      </button>
      <p className="shop-buyer__switch">
        <a className="shop-buyer__link" href={createShopUrls(config).login()}>
          {t('buyer.signIn.reset')}
        </a>{' '}
        <button type="button" className="shop-buyer__link" onClick={onGuest}>
          {t('buyer.asGuest')}
        </button>
      </p>
    </form>
  )
}
