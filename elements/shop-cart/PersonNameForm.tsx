import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { useShopText } from '../base/useShopText'
import {
  ATTENDEE_FIELDS,
  ATTENDEE_NAME_MAX,
  cleanName,
  nameProblem,
  type Attendee,
  type AttendeeField,
} from '../../src/domain/tickets/attendees'

export interface PersonNameFormProps {
  /** What the line is, for the legend ("Person 3 · Erwachsene"). */
  ticket: string
  /** The person named, from 1. */
  number: number
  /** A new person (the step up waits for the names), or a person the line lacks the names of. */
  adding: boolean
  busy: boolean
  onGive: (names: Attendee) => void
  onCancel: () => void
}

const EMPTY: Attendee = { name: '', surname: '' }

/**
 * The first and last name of one person of a ticket line that names its persons, asked in the line itself: with the
 * words and checks of the ticket element. It takes the keyboard when it opens; a try with a name missing takes it to
 * the first field in error. Never filled in by the browser: most names are other people's.
 */
export function PersonNameForm({ ticket, number, adding, busy, onGive, onCancel }: PersonNameFormProps) {
  const { t } = useShopText()
  const id = useId()
  const form = useRef<HTMLFormElement>(null)
  const [names, setNames] = useState<Attendee>(EMPTY)
  const [tried, setTried] = useState(0)
  const problems = ATTENDEE_FIELDS.map((field) => ({ field, problem: nameProblem(names[field]) }))
  const shown = tried > 0 ? problems : []

  useEffect(() => {
    const first = tried > 0 ? '[aria-invalid="true"]' : 'input'
    form.current?.querySelector<HTMLInputElement>(first)?.focus()
  }, [tried])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    if (problems.some(({ problem }) => problem !== null)) return setTried((count) => count + 1)
    onGive({ name: cleanName(names.name), surname: cleanName(names.surname) })
  }

  const message = (field: AttendeeField) => {
    const problem = shown.find((each) => each.field === field)?.problem
    if (problem === 'tooLong') return t('tickets.attendees.tooLong', { count: ATTENDEE_NAME_MAX })
    return problem ? t(`tickets.attendees.missing.${field}`) : null
  }

  return (
    <form ref={form} className="shop-cart__names-form" part="name-form" onSubmit={submit} noValidate>
      <fieldset className="shop-cart__person">
        <legend className="shop-cart__person-legend">
          {t('tickets.attendees.person', { number, ticket })}
        </legend>
        {ATTENDEE_FIELDS.map((field) => {
          const label = t(`tickets.attendees.${field}`)
          const error = message(field)
          return (
            <div key={field} className="shop-cart__field">
              <label htmlFor={`${id}-${field}`}>{label}</label>
              <input
                id={`${id}-${field}`}
                type="text"
                part="input"
                aria-label={t('tickets.attendees.fieldName', { field: label, number })}
                autoComplete="off"
                spellCheck={false}
                value={names[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-${field}-error` : undefined}
                onChange={(event) => setNames((current) => ({ ...current, [field]: event.target.value }))}
              />
              {error && (
                <p id={`${id}-${field}-error`} className="shop-cart__field-error" part="field-error">
                  {error}
                </p>
              )}
            </div>
          )
        })}
      </fieldset>
      <div className="shop-cart__names-actions">
        <button type="submit" className="shop-cart__names-save" part="name-save" aria-disabled={busy}>
          {t(adding ? 'cart.names.add' : 'cart.names.save')}
        </button>
        <button type="button" className="shop-cart__remove" part="name-cancel" onClick={onCancel}>
          {t('cart.names.cancel')}
        </button>
      </div>
    </form>
  )
}
