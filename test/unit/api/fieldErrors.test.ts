/** A refusal's messages with their fields, from every error body shape the client reads. */
import { describe, expect, it } from 'vitest'
import { fieldMessagesOf } from '../../../src/api/fieldErrors'

describe('fieldMessagesOf', () => {
  it("reads Rails' messages by attribute, each also as a sentence naming its field; full messages only repeat them", () => {
    expect(
      fieldMessagesOf({
        errors: {
          'personalizations[1].customer.addr_zip': ['is not a valid German postcode'],
          email: ["can't be blank", 'is invalid'],
          base: ['The annual ticket is personalized already.'],
          full_messages: ['Email can’t be blank'],
        },
      }),
    ).toEqual([
      {
        field: 'personalizations[1].customer.addr_zip',
        message: 'is not a valid German postcode',
        sentence: 'Personalizations[1] customer addr zip is not a valid German postcode',
      },
      { field: 'email', message: "can't be blank", sentence: "Email can't be blank" },
      { field: 'email', message: 'is invalid', sentence: 'Email is invalid' },
      {
        field: null,
        message: 'The annual ticket is personalized already.',
        sentence: 'The annual ticket is personalized already.',
      },
    ])
  })

  it('takes the full messages when nothing else came', () => {
    expect(fieldMessagesOf({ errors: { full_messages: ['Start at is invalid'] } })).toEqual([
      { field: null, message: 'Start at is invalid', sentence: 'Start at is invalid' },
    ])
  })

  it.each([
    [{ errors: ['Ticket sale not found'] }, 'Ticket sale not found'],
    [{ error: 'Order locked' }, 'Order locked'],
    [{ message: 'Try later' }, 'Try later'],
    ['<html><title>502 Bad Gateway</title></html>', '502 Bad Gateway'],
  ])('gives any other body its one message, of no field: %j', (body, message) => {
    expect(fieldMessagesOf(body)).toEqual([{ field: null, message, sentence: message }])
  })

  it('gives nothing for a body without words', () => {
    expect(fieldMessagesOf(null)).toEqual([])
    expect(fieldMessagesOf({ errors: { email: [] } })).toEqual([])
  })
})
