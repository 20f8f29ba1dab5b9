import { useId } from 'react'
import { useShopText } from '../base/useShopText'
import type { WithdrawalField as Field } from '../../src/domain/shop/withdrawal'
import type { FieldMessage } from './useWithdrawalForm'

/** How each field is filled in, for the browser's autofill and the right keyboard on a phone. */
const INPUTS: Record<Field, { autoComplete: string; type: string; inputMode?: 'numeric' }> = {
  first_name: { autoComplete: 'given-name', type: 'text' },
  last_name: { autoComplete: 'family-name', type: 'text' },
  email: { autoComplete: 'email', type: 'email' },
  order_id: { autoComplete: 'off', type: 'text', inputMode: 'numeric' },
  note: { autoComplete: 'off', type: 'text' },
}

interface WithdrawalFieldProps {
  field: Field
  value: string
  message: FieldMessage | undefined
  onChange: (value: string) => void
}

/** A labelled field with its message under it (words in the error colour and a thicker border: never colour alone). */
export function WithdrawalField({ field, value, message, onChange }: WithdrawalFieldProps) {
  const { t } = useShopText()
  const id = useId()
  const errorId = `${id}-error`
  const optional = field === 'note'
  const common = {
    id,
    className: 'shop-withdrawal__input',
    part: 'input',
    value,
    'aria-invalid': message ? ('true' as const) : undefined,
    'aria-describedby': message ? errorId : undefined,
    'aria-required': optional ? undefined : ('true' as const),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <div className="shop-withdrawal__field" part="field">
      <label className="shop-withdrawal__label" part="label" htmlFor={id}>
        {t(`withdrawal.${field}`)}
        {optional && <span className="shop-withdrawal__optional"> {t('withdrawal.optional')}</span>}
      </label>
      {field === 'note' ? (
        <textarea {...common} rows={4} />
      ) : (
        <input {...common} name={field} {...INPUTS[field]} />
      )}
      {message && (
        <p className="shop-withdrawal__field-error" part="field-error" id={errorId}>
          {'key' in message ? t(message.key) : message.said}
        </p>
      )}
    </div>
  )
}
