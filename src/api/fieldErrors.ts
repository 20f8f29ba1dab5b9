/**
 * A refusal's messages with the field each belongs to, for forms that show a message at its field. Rails sends them
 * keyed by attribute (`{errors: {email: ["is invalid"], full_messages: ["Email is invalid"]}}`), nested attributes by
 * their path (`personalizations[1].customer.addr_zip`); `base` and lists of messages (`{errors: [...]}`) name no
 * field. The full messages repeat the fields' messages as sentences, so they count only when nothing else was sent;
 * any other body gives its one message (serverMessage.ts), of no field. The client reads these with the server's
 * message when a call fails, so a form needs none of this code.
 */
import { fieldOf } from '../domain/values/fieldOf'
import { fieldSentence, messagesOf, serverMessageOf } from './serverMessage'

/** One message of the server: the field it names (null: none), as sent, and as a sentence that names the field. */
export interface FieldMessage {
  field: string | null
  message: string
  sentence: string
}

export type FieldMessages = readonly FieldMessage[]

function ofNoField(message: string): FieldMessage {
  return { field: null, message, sentence: message }
}

export function fieldMessagesOf(body: unknown): FieldMessages {
  const errors = fieldOf(body, 'errors')
  if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
    const messages = Object.entries(errors).flatMap(([field, value]) =>
      field === 'full_messages'
        ? []
        : messagesOf(value).map((message) =>
            field === 'base'
              ? ofNoField(message)
              : { field, message, sentence: fieldSentence(field, message) },
          ),
    )
    if (messages.length > 0) return messages
    const full = messagesOf(fieldOf(errors, 'full_messages')).map(ofNoField)
    if (full.length > 0) return full
  }
  const message = serverMessageOf(body)
  return message ? [ofNoField(message)] : []
}
