import { useEffect, useId, useRef } from 'react'
import { useShopText } from '../base/useShopText'
import type { ShopConfig } from '../../src/domain/shop/config'
import { FAILURE_TEXT_KEYS } from '../../src/domain/messages'
import { initialValues, saleState } from '../../src/domain/personalization/holders'
import { formTyped, type SaleProgress } from '../../src/domain/personalization/progress'
import type { TicketSale } from '../../src/domain/personalization/types'
import type { DayKey } from '../../src/domain/tickets/wallClock'
import type { Translator } from '../../src/domain/messages/translations'
import { useFailureReport } from '../base/useFailureReport'
import { BadToken } from './BadToken'
import { TextField } from './Field'
import { HolderFieldset, messageText, type HolderChoices } from './HolderFieldset'
import { markedCount } from './sendPersonalization'
import { useSaleForm } from './useSaleForm'

export interface SaleSectionProps {
  config: ShopConfig
  token: string
  sale: TicketSale
  today: DayKey
  choices: HolderChoices
  /** Told each change of where the visitor stands with this sale's form. */
  onProgress: (saleId: number, step: SaleProgress) => void
  /** The sales whose forms are still to be sent (this one included while open). */
  stillOpen: readonly TicketSale[]
  /** Whether another sale's form was sent from this page. */
  othersSent: boolean
}

/** A sentence about the sale instead of its form: personalized already, not here, or just now. */
function SaleNotice({ text, focus = false }: { text: string; focus?: boolean }) {
  const notice = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (focus) notice.current?.focus()
  }, [focus])
  return (
    <p
      ref={notice}
      tabIndex={focus ? -1 : undefined}
      className="shop-personalization__notice"
      part="notice"
      role={focus ? 'status' : undefined}
    >
      {text}
    </p>
  )
}

/** The ticket's name in sentences and as its form's name: its title, or "Die Jahreskarte" without one. */
export const ticketName = (sale: TicketSale, t: Translator) => sale.title || t('personalization.ticket')

/** One annual ticket: its holders' form, or what there is to say about it. */
export function SaleSection({ sale, ...props }: SaleSectionProps) {
  const { t } = useShopText()
  const ticket = ticketName(sale, t)
  switch (saleState(sale)) {
    case 'personalized':
      return <SaleNotice text={t('personalization.already', { ticket })} />
    case 'closed':
      return <SaleNotice text={t('personalization.closed', { ticket })} />
    case 'open':
      return <SaleFormView sale={sale} {...props} />
  }
}

/** After a sale was sent: the thanks, and which sales are still to be sent, if any. */
function thanks(sale: TicketSale, stillOpen: readonly TicketSale[], t: Translator, locale: string): string {
  const done = t('personalization.done', { ticket: ticketName(sale, t) })
  // This sale leaves the open ones a moment after its form says it was sent.
  const others = stillOpen.filter((other) => other.id !== sale.id).map((other) => ticketName(other, t))
  if (others.length === 0) return done
  const open =
    others.length === 1
      ? t('personalization.stillOpen.one', { ticket: others[0] ?? '' })
      : t('personalization.stillOpen.other', {
          tickets: new Intl.ListFormat(locale, { type: 'conjunction' }).format(others),
        })
  return `${done} ${open}`
}

function SaleFormView(props: SaleSectionProps) {
  const { config, token, sale, today, choices, onProgress, stillOpen, othersSent } = props
  const { t, locale } = useShopText()
  const id = useId()
  const { values, startDay, messages, state, formRef, saidRef, changeHolder, changeStartDay, send } =
    useSaleForm(config, token, sale, today)
  useFailureReport('shop-personalization', state.kind === 'failed' ? state.error : null)
  const typed = formTyped(sale, today, startDay, values)
  const step: SaleProgress = state.kind === 'sent' ? 'sent' : typed ? 'typed' : 'untouched'
  useEffect(() => onProgress(sale.id, step), [onProgress, sale.id, step])
  if (state.kind === 'sent') return <SaleNotice text={thanks(sale, stillOpen, t, locale)} focus />
  if (state.kind === 'badToken') return <BadToken config={config} error={state.error} />
  const marked = markedCount(messages)
  const sending = state.kind === 'sending'
  return (
    <form
      ref={formRef}
      className="shop-personalization__sale"
      part="sale"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <p className="shop-personalization__title" part="sale-title" id={`${id}-title`}>
        {ticketName(sale, t)}
      </p>
      <div ref={saidRef} tabIndex={-1} className="shop-personalization__said" role="alert">
        {(marked > 0 || messages.refused) && (
          <div className="shop-message shop-message--error" part="message">
            {/* A refusal without a message at a field says so, with the server's words if it sent some. */}
            {messages.refused && (marked === 0 || messages.general.length > 0) && (
              <p className="shop-message__text">{t('personalization.refused')}</p>
            )}
            {messages.general.map((text) => (
              <p key={text} className="shop-message__text">
                {text}
              </p>
            ))}
            {marked > 0 && (
              <p className="shop-message__text">
                {t(marked === 1 ? 'personalization.invalid.one' : 'personalization.invalid.other', {
                  count: marked,
                })}
              </p>
            )}
          </div>
        )}
      </div>
      <TextField
        id={`${id}-start`}
        label={t('personalization.startAt')}
        type="date"
        min={today}
        value={startDay}
        onChange={changeStartDay}
        error={messageText(messages.startDay, t)}
      />
      {sale.holders.map((holder, index) => (
        <HolderFieldset
          key={holder.id}
          idPrefix={`${id}-${index}`}
          index={index}
          count={sale.holders.length}
          values={values[index] ?? initialValues(holder)}
          messages={messages.holders[index] ?? {}}
          onChange={(field, value) => changeHolder(index, field, value)}
          choices={choices}
        />
      ))}
      <div className="shop-personalization__actions">
        {state.kind === 'failed' && (
          <div className="shop-message shop-message--error" part="message" role="alert">
            {state.timedOut ? (
              <p className="shop-message__text">{t(`personalization.timedOut.${state.timedOut}`)}</p>
            ) : (
              <>
                <p className="shop-message__text">{t('personalization.sendFailed')}</p>
                <p className="shop-message__text">{t(FAILURE_TEXT_KEYS[state.error.failure])}</p>
              </>
            )}
          </div>
        )}
        {othersSent && (
          <p className="shop-personalization__unsent" part="unsent">
            {t('personalization.notSent')}
          </p>
        )}
        <button
          type="submit"
          className="shop-personalization__send"
          part="send-button"
          aria-disabled={sending}
          aria-busy={sending}
        >
          {sending ? t('personalization.sending') : t('personalization.send')}
        </button>
      </div>
    </form>
  )
}
