import { useEffect, useRef, useState } from 'react'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { ShopError } from '../../src/domain/errors'
import type { OrderTokenError } from '../../src/domain/personalization/errors'
import { initialStartDay, initialValues } from '../../src/domain/personalization/holders'
import { validateHolder } from '../../src/domain/personalization/rules'
import type { HolderField, HolderValues, TicketSale } from '../../src/domain/personalization/types'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import { useEmit } from '../base/elementContext'
import { sendPersonalization, type SaleMessages } from './sendPersonalization'

type HolderMessages = SaleMessages['holders'][number]

/** Where sending stands: not yet (or again after messages), on the way, done, or stopped by a token or a failure. */
export type SendState =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'badToken'; error: OrderTokenError }
  | { kind: 'failed'; error: ShopError; timedOut?: 'notArrived' | 'unknown' }

const noMessages = (sale: TicketSale): SaleMessages => ({
  holders: sale.holders.map(() => ({})),
  startDay: null,
  general: [],
  refused: false,
})

const EMAIL_PAIR: readonly HolderField[] = ['email', 'email_confirmation']

/**
 * A holder's messages after `field` changed: its own message goes. A change of one field of the e-mail pair checks
 * the other again, so the mismatch said at the confirmation goes as soon as the address is corrected instead; a new
 * message waits for the next attempt (nothing is said while the visitor types).
 */
function afterChange(fields: HolderMessages, field: HolderField, holder: HolderValues): HolderMessages {
  const rest = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== field)) as HolderMessages
  if (!EMAIL_PAIR.includes(field)) return rest
  const checked = validateHolder(holder)
  for (const name of EMAIL_PAIR) if (!checked[name]) delete rest[name]
  return rest
}

/**
 * One sale's form: each holder's values, the start day, the messages at the fields, and sending. A field's message
 * goes when the field is changed; the others stay until the next attempt. After an attempt that marked fields, the
 * first marked field takes the focus (else the sentence above the fields); after sending, what was said does.
 */
export function useSaleForm(config: ShopConfig, token: string, sale: TicketSale, today: DayKey) {
  const emit = useEmit()
  const [values, setValues] = useState<HolderValues[]>(() => sale.holders.map(initialValues))
  const [startDay, setStartDay] = useState<string>(() => initialStartDay(sale, today))
  const [messages, setMessages] = useState<SaleMessages>(() => noMessages(sale))
  const [state, setState] = useState<SendState>({ kind: 'editing' })
  const [attempts, setAttempts] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const saidRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (attempts === 0) return
    const marked = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    ;(marked ?? saidRef.current)?.focus()
  }, [attempts])

  const changeHolder = (index: number, field: HolderField, value: string) => {
    const holder = { ...values[index]!, [field]: value }
    setValues((current) => current.map((old, i) => (i === index ? holder : old)))
    setMessages((current) => ({
      ...current,
      holders: current.holders.map((fields, i) =>
        i === index ? afterChange(fields, field, holder) : fields,
      ),
    }))
  }

  const changeStartDay = (value: string) => {
    setStartDay(value)
    setMessages((current) => ({ ...current, startDay: null }))
  }

  const send = async () => {
    if (state.kind === 'sending') return
    setState({ kind: 'sending' })
    const outcome = await sendPersonalization({ config, token, sale, startDay, values, today, emit })
    if (outcome.kind === 'invalid' || outcome.kind === 'refused') {
      setMessages(outcome.messages)
      setState({ kind: 'editing' })
      setAttempts((count) => count + 1)
      return
    }
    setMessages(noMessages(sale))
    setState(outcome.kind === 'sent' ? { kind: 'sent' } : outcome)
  }

  return { values, startDay, messages, state, formRef, saidRef, changeHolder, changeStartDay, send }
}

export type SaleForm = ReturnType<typeof useSaleForm>
