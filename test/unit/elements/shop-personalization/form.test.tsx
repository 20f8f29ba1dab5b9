/**
 * A sale's form: its fields and defaults, the validation table's messages at their fields (in the shop's words where
 * the shop has its own), the focus on the first invalid field, sending, and the server's refusals and failures.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ERIKA } from '../../../helpers/holders'
import { ANNUAL_ORDER_TOKENS } from '../../../msw/fixtures/annualOrders'
import { knobs } from '../../../msw/knobs'
import { requestsTo } from '../../../msw/requestLog'
import { server } from '../../../msw/server'
import { fillHolder, freezeClock, holder, renderPersonalization, saleForm } from './renderPersonalization'

const SINGLE = 'Jahreskarte Museumsverbund Süd'
const PAIR = 'Jahreskarte für zwei'

beforeEach(freezeClock)

async function openForms() {
  const view = renderPersonalization(ANNUAL_ORDER_TOKENS.open)
  await screen.findByRole('form', { name: PAIR })
  return view
}

const send = () => screen.getAllByRole('button', { name: 'Personalisierung absenden' })

/** The single ticket's holder told in another tab. */
async function finalizeElsewhere() {
  const url = new URL('https://demo-museum.gomus.de/api/v4/annual/personalization/finalize')
  url.search = new URLSearchParams({ token: ANNUAL_ORDER_TOKENS.open, locale: 'de' }).toString()
  const personalization = {
    ticket_sale_id: 51,
    start_at: '2026-06-01',
    personalizations: [{ id: 71, customer: ERIKA }],
  }
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shop-Url': 'shop.demo-museum.de' },
    body: JSON.stringify({ personalization }),
  })
  expect(response.status).toBe(200)
}

/** The message a field is described by. */
const messageOf = (field: HTMLElement) => {
  const id = field.getAttribute('aria-describedby')
  return id ? (field.getRootNode() as Document).getElementById(id)?.textContent : null
}

describe('the fields', () => {
  it('are one group per holder, with the start day before them', async () => {
    await openForms()
    const pair = saleForm(PAIR)
    expect(
      within(pair)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Karteninhaber 1 von 2', 'Karteninhaber 2 von 2'])
    expect(within(saleForm(SINGLE)).getByRole('group', { name: 'Karteninhaber' })).toBeInTheDocument()
    // The sale's own day when it is ahead, else the museum's today; no day before today can be picked.
    expect(within(saleForm(SINGLE)).getByLabelText('Gültig ab')).toHaveValue('2026-06-01')
    expect(within(pair).getByLabelText('Gültig ab')).toHaveValue('2026-05-28')
    expect(within(pair).getByLabelText('Gültig ab')).toHaveAttribute('min', '2026-05-28')
  })

  it('choose the salutation, country and language from lists: nothing chosen, Germany and German at first', async () => {
    await openForms()
    const fields = holder(saleForm(SINGLE), 1, 1)
    const salutation = fields.getByRole('combobox', { name: 'Anrede' })
    expect(salutation).toHaveDisplayValue('Bitte wählen')
    expect(
      within(salutation)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Bitte wählen', 'Herr', 'Frau', 'Divers'])
    const country = fields.getByRole('combobox', { name: 'Land' })
    await waitFor(() => expect(within(country).getAllByRole('option')).toHaveLength(14))
    expect(country).toHaveValue('60')
    expect(country).toHaveDisplayValue('Deutschland')
    // By name in the visitor's language.
    expect(
      within(country)
        .getAllByRole('option')
        .slice(0, 3)
        .map((option) => option.textContent),
    ).toEqual(['Belgien', 'Dänemark', 'Deutschland'])
    expect(fields.getByRole('combobox', { name: 'Sprache' })).toHaveValue('1')
    expect(fields.getByRole('combobox', { name: 'Sprache' })).toHaveDisplayValue('Deutsch')
  })

  it('mark the required ones and the optional repetition of the address', async () => {
    await openForms()
    const fields = holder(saleForm(SINGLE), 1, 1)
    expect(fields.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute('aria-required', 'true')
    const repeat = fields.getByRole('textbox', { name: 'E-Mail-Adresse wiederholen (freiwillig)' })
    expect(repeat).not.toHaveAttribute('aria-required')
    expect(fields.getByRole('textbox', { name: 'Vorname' })).toHaveAttribute(
      'autocomplete',
      'section-holder1 given-name',
    )
  })
})

describe('sending a form the rules refuse', () => {
  it('sends nothing, says each message at its field and focuses the first invalid field', async () => {
    const { user } = await openForms()
    const pair = saleForm(PAIR)
    const second = holder(pair, 2, 2)
    await user.type(second.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'erika@')
    await user.click(within(pair).getByRole('button', { name: 'Personalisierung absenden' }))

    const first = holder(pair, 1, 2)
    const salutation = first.getByRole('combobox', { name: 'Anrede' })
    await waitFor(() => expect(salutation).toHaveFocus())
    expect(salutation).toHaveAttribute('aria-invalid', 'true')
    expect(messageOf(salutation)).toBe('Bitte wählen Sie eine Anrede.')
    expect(messageOf(first.getByRole('textbox', { name: 'Vorname' }))).toBe(
      'Bitte geben Sie den Vornamen an.',
    )
    expect(messageOf(first.getByRole('textbox', { name: 'E-Mail-Adresse' }))).toBe(
      'Bitte geben Sie eine E-Mail-Adresse an.',
    )
    expect(messageOf(second.getByRole('textbox', { name: 'E-Mail-Adresse' }))).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse an, z. B. name@beispiel.de.',
    )
    // The shop's translations have their own words for this rule.
    expect(messageOf(first.getByRole('textbox', { name: 'Postleitzahl' }))).toBe(
      '[Shop] Bitte geben Sie Ihre PLZ an.',
    )
    // Chosen by default, so valid: the country and the language.
    expect(first.getByRole('combobox', { name: 'Land' })).not.toHaveAttribute('aria-invalid')
    expect(within(pair).getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die 14 markierten Angaben.')
    expect(requestsTo('/api/v4/annual/personalization/finalize')).toEqual([])
  })

  it("drops a field's message when the field is changed", async () => {
    const { user } = await openForms()
    const single = saleForm(SINGLE)
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    const name = holder(single, 1, 1).getByRole('textbox', { name: 'Vorname' })
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    await user.type(name, 'E')
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).not.toHaveAttribute('aria-describedby')
    expect(holder(single, 1, 1).getByRole('textbox', { name: 'Nachname' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })

  it('checks the repeated address against the first one', async () => {
    const { user } = await openForms()
    const single = saleForm(SINGLE)
    const fields = holder(single, 1, 1)
    await fillHolder(user, fields)
    await user.type(fields.getByRole('textbox', { name: /wiederholen/ }), 'erika@example.com')
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    const repeat = fields.getByRole('textbox', { name: /wiederholen/ })
    await waitFor(() => expect(repeat).toHaveFocus())
    expect(messageOf(repeat)).toBe('Die beiden E-Mail-Adressen stimmen nicht überein.')
  })

  it('drops the mismatch at the repeated address as soon as the first address is corrected to match it', async () => {
    const { user } = await openForms()
    const single = saleForm(SINGLE)
    const fields = holder(single, 1, 1)
    await fillHolder(user, fields)
    const repeat = fields.getByRole('textbox', { name: /wiederholen/ })
    await user.type(repeat, 'erika@example.com')
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    await waitFor(() => expect(repeat).toHaveFocus())
    const first = fields.getByRole('textbox', { name: /^E-Mail-Adresse\*?$/ })
    await user.clear(first)
    await user.type(first, 'erika@example')
    // Still different while typing: the message stays, nothing new is said.
    expect(repeat).toHaveAttribute('aria-invalid', 'true')
    await user.type(first, '.com')
    expect(repeat).not.toHaveAttribute('aria-invalid')
    expect(first).not.toHaveAttribute('aria-invalid')
  })
})

describe('sending a valid form', () => {
  it('posts the sale, says it is personalized (focused) and tells the host page, without names', async () => {
    const { user, heard } = await openForms()
    const single = saleForm(SINGLE)
    const fields = holder(single, 1, 1)
    await fillHolder(user, fields)
    await user.type(fields.getByRole('textbox', { name: /wiederholen/ }), 'erika@example.org')
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))

    // The ticket for two is still open on this page: the thanks name it.
    const done = await screen.findByText(
      'Vielen Dank! Jahreskarte Museumsverbund Süd ist personalisiert. Jahreskarte für zwei ist noch nicht ' +
        'personalisiert. Bitte senden Sie auch dieses Formular ab.',
    )
    expect(done).toHaveFocus()
    expect(done).toHaveAttribute('role', 'status')
    expect(requestsTo('/api/v4/annual/personalization/finalize').map((request) => request.body)).toEqual([
      {
        personalization: {
          ticket_sale_id: 51,
          start_at: '2026-06-01',
          personalizations: [{ id: 71, customer: ERIKA }],
        },
      },
    ])
    expect(heard['shop-personalized']).toEqual([{ ticketSaleId: 51, holders: 1 }])
    // The other sale's form stays as it was.
    expect(saleForm(PAIR)).toBeInTheDocument()
  })

  it("shows the server's refusal at the holder and field it names, and focuses it", async () => {
    const { user } = await openForms()
    const pair = saleForm(PAIR)
    await fillHolder(user, holder(pair, 1, 2))
    await fillHolder(user, holder(pair, 2, 2), { name: 'Max', zip: '1234' })
    await user.click(within(pair).getByRole('button', { name: 'Personalisierung absenden' }))

    const zip = holder(pair, 2, 2).getByRole('textbox', { name: 'Postleitzahl' })
    await waitFor(() => expect(zip).toHaveFocus())
    expect(zip).toHaveAttribute('aria-invalid', 'true')
    expect(messageOf(zip)).toBe('ist keine gültige deutsche Postleitzahl')
    expect(within(pair).getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierte Angabe.')
    expect(send()).toHaveLength(2)
  })

  it('says a refusal that names no field above the fields, and focuses it', async () => {
    const { user } = await openForms()
    const single = saleForm(SINGLE)
    await fillHolder(user, holder(single, 1, 1))
    // Told in another tab meanwhile: the server refuses the sale as a whole.
    await finalizeElsewhere()
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    const alert = within(single).getByRole('alert')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(alert).toHaveTextContent(
      'Der Shop hat die Angaben nicht angenommen.Die Jahreskarte ist bereits personalisiert.',
    )
    expect(single.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })

  it('says a refusal without any words, too', async () => {
    server.use(
      http.post('*/api/v4/annual/personalization/finalize', () => new HttpResponse(null, { status: 422 })),
    )
    const { user } = await openForms()
    const single = saleForm(SINGLE)
    await fillHolder(user, holder(single, 1, 1))
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    const alert = within(single).getByRole('alert')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(alert).toHaveTextContent(/^Der Shop hat die Angaben nicht angenommen\.$/)
  })

  it('says when it could not be sent, keeps the form and reports the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    knobs.failures.finalize = 'network'
    const { user, heard } = await openForms()
    const single = saleForm(SINGLE)
    await fillHolder(user, holder(single, 1, 1))
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    const alert = await within(single).findByText('Die Angaben wurden nicht gesendet.')
    expect(alert.closest('[role="alert"]')).toHaveTextContent(/Der Shop ist gerade nicht erreichbar/)
    await waitFor(() =>
      expect(heard['shop-error']).toEqual([
        { element: 'shop-personalization', code: 'network', message: 'Database error' },
      ]),
    )
    knobs.failures = {}
    await user.click(within(single).getByRole('button', { name: 'Personalisierung absenden' }))
    expect(await screen.findByText(/ist personalisiert/)).toHaveFocus()
  })
})
