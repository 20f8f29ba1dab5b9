/**
 * The annual tickets' endpoints of the fake v4 API: an order's ticket sales by token (GET /annual/order), telling the
 * holders of a sale (POST /annual/personalization/finalize) and the countries (GET /countries). Finalize checks what
 * a Rails server checks and refuses with 422 and its messages by attribute path (`personalizations[1].customer.
 * addr_zip`) plus `full_messages`, in the request's locale; a German postcode must have five digits, which only the
 * server knows. An accepted sale is personalized from then on. Unknown tokens get 404.
 */
import { HttpResponse, type HttpHandler } from 'msw'
import { museumToday } from '../../src/domain/tickets/wallClock'
import { apiRoute, pagedList } from './apiRoute'
import { documentedOr } from './catalogHandlers'
import { annualOrderFixture, createdAnnualOrder, type AnnualOrderFixture } from './fixtures/annualOrders'
import { countriesFixture } from './fixtures/countries'
import { localized, type FixtureLocale } from './fixtures/pictures'
import { createdOrderLines, personalizedEarlier, rememberPersonalized } from './orderMemory'
import { requestLog, type LoggedRequest } from './requestLog'

/** The finalize requests this page's server accepted. */
const accepted = new WeakSet<LoggedRequest>()

const tokenOf = (url: URL) => url.searchParams.get('token') ?? ''

function isPersonalized(token: string, saleId: number): boolean {
  const saleOf = (entry: LoggedRequest) =>
    (entry.body as { personalization?: { ticket_sale_id?: unknown } } | null)?.personalization?.ticket_sale_id
  return (
    requestLog.some(
      (entry) => accepted.has(entry) && entry.query.token?.[0] === token && saleOf(entry) === saleId,
    ) || personalizedEarlier(token, saleId)
  )
}

/** The order of `token` as the server has it now (accepted sales personalized), or null when the token is unknown. */
function currentOrder(token: string): AnnualOrderFixture | null {
  const created = /^ord_(\d+)$/.exec(token)
  const lines = created ? createdOrderLines(Number(created[1])) : null
  const answer = lines ? createdAnnualOrder(Number(created?.[1]), lines) : annualOrderFixture(token)
  if (!answer) return null
  for (const sale of answer.order.ticket_sales) {
    if (isPersonalized(token, sale.id))
      sale.personalizations = sale.personalizations.map((holder) => ({ ...holder, ready: true }))
  }
  return answer
}

const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 })

const MESSAGES = {
  blank: { de: 'muss ausgefüllt werden', en: "can't be blank" },
  invalid: { de: 'ist nicht gültig', en: 'is invalid' },
  postcode: { de: 'ist keine gültige deutsche Postleitzahl', en: 'is not a valid German postcode' },
  past: { de: 'darf nicht in der Vergangenheit liegen', en: 'must not be in the past' },
  done: {
    de: 'Die Jahreskarte ist bereits personalisiert.',
    en: 'The annual ticket is personalized already.',
  },
  holders: {
    de: 'Die Personalisierungen passen nicht zur Jahreskarte.',
    en: 'The personalizations do not belong to the annual ticket.',
  },
} as const

type Errors = Record<string, string[]>

const CHOICES: Record<string, readonly number[]> = {
  customer_salutation_id: [1, 2, 3],
  language_id: [1, 2],
  addr_country_id: countriesFixture().map((country) => country.id),
}
const TEXTS = ['name', 'surname', 'email', 'addr_street', 'addr_zip', 'addr_city'] as const

/** What a Rails model would say about one holder's customer, under its attribute path. */
function customerErrors(
  customer: Record<string, unknown>,
  path: string,
  locale: FixtureLocale,
  errors: Errors,
) {
  const add = (field: string, message: keyof typeof MESSAGES) =>
    (errors[`${path}.${field}`] ??= []).push(localized(locale, MESSAGES[message]))
  for (const field of TEXTS) {
    const value = customer[field]
    if (typeof value !== 'string' || value.trim() === '') add(field, 'blank')
  }
  if (
    typeof customer.email === 'string' &&
    customer.email.trim() &&
    !/^[^\s@]+@[^\s@]+$/.test(customer.email)
  )
    add('email', 'invalid')
  for (const [field, ids] of Object.entries(CHOICES))
    if (!ids.includes(customer[field] as number)) add(field, 'invalid')
  const zip = customer.addr_zip
  if (customer.addr_country_id === 60 && typeof zip === 'string' && zip.trim() && !/^\d{5}$/.test(zip.trim()))
    add('addr_zip', 'postcode')
}

function refusal(errors: Errors): Response {
  const fullMessages = Object.entries(errors).flatMap(([key, messages]) =>
    messages.map((message) => (key === 'base' ? message : `${key.replace(/[._]/g, ' ')} ${message}`)),
  )
  return HttpResponse.json({ errors: { ...errors, full_messages: fullMessages } }, { status: 422 })
}

/** The body's holders, each with its id and customer; null when the body is not a personalization. */
function holdersOf(body: unknown) {
  const personalization = (body as { personalization?: Record<string, unknown> } | null)?.personalization
  const list = personalization?.personalizations
  if (!personalization || !Array.isArray(list)) return null
  return {
    saleId: personalization.ticket_sale_id,
    startAt: personalization.start_at,
    holders: list.map((item: { id?: unknown; customer?: unknown }) => ({
      id: item?.id,
      customer: (typeof item?.customer === 'object' && item.customer) || {},
    })),
  }
}

export const annualHandlers: HttpHandler[] = [
  apiRoute('get', '/annual/order', 'annualOrder', ({ url }) => {
    const answer = currentOrder(tokenOf(url))
    return answer ? HttpResponse.json(answer) : notFound()
  }),
  apiRoute('post', '/annual/personalization/finalize', 'finalize', ({ url, body, locale }) => {
    const token = tokenOf(url)
    const answer = currentOrder(token)
    if (!answer) return notFound()
    const request = holdersOf(body)
    const sale = answer.order.ticket_sales.find((candidate) => candidate.id === request?.saleId)
    if (!request || !sale) return refusal({ ticket_sale_id: [localized(locale, MESSAGES.invalid)] })
    if (sale.personalizations.every((holder) => holder.ready))
      return refusal({ base: [localized(locale, MESSAGES.done)] })
    const ids = sale.personalizations.map((holder) => holder.id)
    if (request.holders.length !== ids.length || !ids.every((id, i) => request.holders[i]?.id === id))
      return refusal({ base: [localized(locale, MESSAGES.holders)] })
    const errors: Errors = {}
    const startAt = String(request.startAt ?? '')
    if (!/^\d{4}-\d{2}-\d{2}/.test(startAt)) errors.start_at = [localized(locale, MESSAGES.invalid)]
    else if (startAt.slice(0, 10) < museumToday()) errors.start_at = [localized(locale, MESSAGES.past)]
    request.holders.forEach(({ customer }, index) =>
      customerErrors(
        customer as Record<string, unknown>,
        `personalizations[${index}].customer`,
        locale,
        errors,
      ),
    )
    if (Object.keys(errors).length > 0) return refusal(errors)
    const entry = requestLog.findLast(
      (logged) => logged.pathname === url.pathname && logged.method === 'POST',
    )
    if (entry) accepted.add(entry)
    rememberPersonalized(token, sale.id)
    return HttpResponse.json({
      ticket_sale: {
        ...sale,
        start_at: `${startAt.slice(0, 10)}T00:00:00`,
        personalizations: sale.personalizations.map((holder, index) => ({
          ...holder,
          ready: true,
          customer: request.holders[index]?.customer,
        })),
      },
    })
  }),
  apiRoute('get', '/countries', 'countries', ({ url, locale }) =>
    documentedOr('countries', () => pagedList('countries', countriesFixture(locale), url)),
  ),
]
