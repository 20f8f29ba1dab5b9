/**
 * The withdrawal form: checked before sending (messages at their fields, the first invalid one focused), sent once
 * with the form's fields, the server's refusal at its field, a failed connection, and the confirmation.
 */
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ElementRoot } from '../../../../elements/base/ElementRoot'
import ShopWithdrawal from '../../../../elements/shop-withdrawal/ShopWithdrawal'
import { shopStore } from '../../../../src/store/shopStore'
import { testConfig } from '../../../helpers/config'
import { consoleSpies } from '../../../helpers/consoleLines'
import { FULL_ORDER_ID } from '../../../msw/fixtures/orderTokens'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'

afterEach(() => window.history.replaceState(null, '', '/'))

function renderForm(address = '/widerruf.html') {
  window.history.replaceState(null, '', address)
  shopStore.setState({ config: { status: 'ready', config: testConfig() } })
  const errors: unknown[] = []
  const container = document.body.appendChild(document.createElement('div'))
  container.addEventListener('shop-error', (event) => errors.push((event as CustomEvent).detail))
  render(
    <ElementRoot name="shop-withdrawal">
      <ShopWithdrawal orderId={undefined} />
    </ElementRoot>,
    { container },
  )
  return { user: userEvent.setup(), errors }
}

const field = (name: string) => screen.getByLabelText(name, { exact: false })
const send = () => screen.getByRole('button', { name: 'Widerruf senden' })

/** The message a field is described by. */
const messageOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id)?.textContent : null
}

async function fill(user: ReturnType<typeof userEvent.setup>, email = 'erika@example.org') {
  await user.type(field('Vorname'), 'Erika')
  await user.type(field('Nachname'), 'Mustermann')
  await user.type(field('E-Mail-Adresse'), email)
}

describe('the withdrawal form', () => {
  it('takes the order number from the address', async () => {
    renderForm(`/widerruf.html?order=${FULL_ORDER_ID}`)
    expect(await screen.findByLabelText('Bestellnummer')).toHaveValue(String(FULL_ORDER_ID))
  })

  it('checks before sending: each problem at its field, the first invalid field focused, nothing sent', async () => {
    const { user } = renderForm()
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'erika@')
    await user.click(send())
    await waitFor(() => expect(field('Vorname')).toHaveFocus())
    expect(messageOf(field('Vorname'))).toBe('Bitte ausfüllen.')
    expect(messageOf(field('E-Mail-Adresse'))).toMatch(/gültige E-Mail-Adresse/)
    expect(field('Anmerkung')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die 4 markierten Angaben.')
    expect(requestsTo('/api/v4/orders/withdrawals')).toHaveLength(0)
  })

  it('sends the fields once and confirms what happens next, focused', async () => {
    const { user } = renderForm(`/widerruf.html?order=${FULL_ORDER_ID}`)
    await screen.findByLabelText('Vorname')
    await fill(user)
    await user.type(field('Anmerkung'), 'Bitte auf die Karte erstatten.')
    await user.click(send())
    const done = await screen.findByText(/Ihr Widerruf ist eingegangen/)
    expect(done).toHaveFocus()
    const sent = requestsTo('/api/v4/orders/withdrawals')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.body).toEqual({
      first_name: 'Erika',
      last_name: 'Mustermann',
      email: 'erika@example.org',
      order_id: String(FULL_ORDER_ID),
      note: 'Bitte auf die Karte erstatten.',
    })
  })

  it("shows the server's refusal at its field", async () => {
    const { warn, error } = consoleSpies()
    const { user, errors } = renderForm('/widerruf.html?order=1234')
    await screen.findByLabelText('Vorname')
    await fill(user)
    await user.click(send())
    await waitFor(() =>
      expect(messageOf(field('Bestellnummer'))).toBe('ist keine Bestellung dieser E-Mail-Adresse'),
    )
    await waitFor(() => expect(field('Bestellnummer')).toHaveFocus())
    expect(errors).toHaveLength(1)
    expect([...warn.mock.calls, ...error.mock.calls].flat().join()).toMatch(/<shop-withdrawal> 422/)
  })

  it('a failed connection: the sentence, and the form kept to send again', async () => {
    const { warn, error } = consoleSpies()
    knobs.failures.withdrawals = 'http500'
    const { user } = renderForm(`/widerruf.html?order=${FULL_ORDER_ID}`)
    await screen.findByLabelText('Vorname')
    await fill(user)
    await user.click(send())
    expect(await screen.findByRole('alert')).toHaveTextContent(/antwortet gerade nicht/)
    expect(field('Vorname')).toHaveValue('Erika')
    expect([...warn.mock.calls, ...error.mock.calls].flat().join()).toMatch(/<shop-withdrawal> 500/)
    knobs.failures = {}
    await user.click(send())
    await screen.findByText(/Ihr Widerruf ist eingegangen/)
  })
})
