import { plainText } from '../../../src/checkout/buyerForm'
import { useShopText } from '../../base/useShopText'

interface ConsentFieldProps {
  id: string
  checked: boolean
  message: string | undefined
  /** The museum's terms page (the init's `terms-url`), or null. */
  termsUrl: string | null
  onChange: (checked: boolean) => void
}

/**
 * The terms' consent, unchecked until the visitor checks it. Its words are the shop's translation (which may hold
 * markup: only its text is shown); the link to the terms is ours, from the init element, never from the API.
 */
export function ConsentField({ id, checked, message, termsUrl, onChange }: ConsentFieldProps) {
  const { t } = useShopText()
  return (
    <div className="shop-buyer__field">
      <div className="shop-buyer__check">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          required
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-message`}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id}>{plainText(t('user.registration.form.accept'))}</label>
      </div>
      {termsUrl && (
        <a className="shop-buyer__terms" href={termsUrl} target="_blank" rel="noopener">
          {t('buyer.terms')}
        </a>
      )}
      <p className="shop-buyer__error" id={`${id}-message`} aria-live="polite">
        {message}
      </p>
    </div>
  )
}
