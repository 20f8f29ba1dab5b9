import type { ReactNode } from 'react'

/** What a field of the buyer forms takes: its id (unique in the page), label, value, and message while it has one. */
interface FieldProps {
  id: string
  label: string
  message: string | undefined
  children: (control: ControlProps) => ReactNode
}

/** The attributes that tie a control to its label and message. */
export interface ControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string
}

/**
 * Label, control, and the message under it. The message's box is always there and polite, so a message that appears
 * when the visitor leaves the field is read out; the control names it as its description.
 */
export function BuyerField({ id, label, message, children }: FieldProps) {
  return (
    <div className="shop-buyer__field">
      <label className="shop-buyer__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': message ? true : undefined, 'aria-describedby': `${id}-message` })}
      <p className="shop-buyer__error" id={`${id}-message`} aria-live="polite">
        {message}
      </p>
    </div>
  )
}

/** A text input of a buyer form: checked when the visitor leaves it, never on each key. */
export function TextInput({
  control,
  value,
  onChange,
  onLeave,
  type = 'text',
  autoComplete,
}: {
  control: ControlProps
  value: string
  onChange: (value: string) => void
  onLeave: () => void
  type?: 'text' | 'email' | 'password'
  autoComplete: string
}) {
  return (
    <input
      {...control}
      className="shop-buyer__input"
      type={type}
      value={value}
      required
      autoComplete={autoComplete}
      spellCheck={false}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onLeave}
    />
  )
}
