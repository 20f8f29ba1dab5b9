import type { HTMLInputTypeAttribute, ReactNode } from 'react'

/** What every field takes: its id (unique in the element), label, message (shown and described when set). */
interface FieldBase {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | undefined
  /** Shown after the label, e.g. "(freiwillig)"; a field without it is required. */
  optionalNote?: string
}

/**
 * What every control takes from its field: the id its label names, invalid and described by its message while it has
 * one, required unless optional, its value and its changes.
 */
function controlOf({ id, error, optionalNote, value, onChange }: FieldBase) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': optionalNote ? undefined : true,
    className: 'shop-personalization__input',
    value,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
}

/** Label above the control, the message under it, in the same words a screen reader reads with the control. */
function FieldFrame({ field, children }: { field: FieldBase; children: ReactNode }) {
  return (
    <div className="shop-personalization__field" part="field">
      <label className="shop-personalization__label" part="label" htmlFor={field.id}>
        {field.label}
        {field.optionalNote && ' '}
        {field.optionalNote && <span className="shop-personalization__optional">{field.optionalNote}</span>}
      </label>
      {children}
      {field.error && (
        <p className="shop-personalization__error" part="field-error" id={`${field.id}-error`}>
          {field.error}
        </p>
      )}
    </div>
  )
}

export interface TextFieldProps extends FieldBase {
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'numeric'
  min?: string
}

export function TextField({ type = 'text', autoComplete, inputMode, min, ...field }: TextFieldProps) {
  return (
    <FieldFrame field={field}>
      <input
        {...controlOf(field)}
        part="input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={min}
        spellCheck={false}
      />
    </FieldFrame>
  )
}

export interface SelectFieldProps extends FieldBase {
  options: readonly { value: string; label: string }[]
  /** The empty first option ("Bitte wählen"), for a choice without a default. */
  placeholder?: string
  autoComplete?: string
}

export function SelectField({ options, placeholder, autoComplete, ...field }: SelectFieldProps) {
  return (
    <FieldFrame field={field}>
      <select {...controlOf(field)} part="select" autoComplete={autoComplete}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
