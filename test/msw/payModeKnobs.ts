/**
 * The fake API's other payment modes (besides PayPal), switched on with `?payModes=all`: one whose order answer sends
 * the browser to a provider's page (`payment_url`), one that hands a form to post (`payment_data`, as Computop does),
 * one that completes at once (`status: "success"`, an invoice) and one that fails (`status: "fail"`). A total of 0
 * completes at once with every mode. `modeMeta=empty|javascript` spoils the provider modes' answers (nothing usable,
 * an unsafe address). Part of the knobs of `knobs.ts`, which applies them.
 */

/** Ids of the extra payment modes. */
export const PAY_MODE_IDS = { redirect: 21, form: 22, invoice: 23, failing: 24 } as const

/** The demo provider's page, which plays the provider for `payment_url` and `payment_data`. */
export const FAKE_PROVIDER_PATH = '/demo/provider.html'

/** The message of the failing mode's answer. */
export const FAILING_MODE_MESSAGE = 'Die Lastschrift wurde von der Bank abgelehnt.'

export type ModeMeta = 'asNamed' | 'empty' | 'javascript'

export interface PayModeKnobs {
  /** 'all': the shop lists the four extra modes beside PayPal. */
  payModes: 'paypal' | 'all'
  /** How the redirect and form modes answer: as named, with an empty `meta`, or with a `javascript:` address. */
  modeMeta: ModeMeta
}

export function payModeDefaults(): PayModeKnobs {
  return { payModes: 'paypal', modeMeta: 'asNamed' }
}

/** `payModes=all&modeMeta=empty`, onto `knobs`. */
export function applyPayModeQuery(params: URLSearchParams, knobs: PayModeKnobs): void {
  const modes = params.get('payModes')
  if (modes === 'all' || modes === 'paypal') knobs.payModes = modes
  const meta = params.get('modeMeta')
  if (meta === 'empty' || meta === 'javascript' || meta === 'asNamed') knobs.modeMeta = meta
}

/** The extra modes as the shop answer lists them, keyed by id. */
export function extraPaymentModes() {
  const mode = (id: number, name: string, type: string) => ({ id, name, type, settings: {} })
  return {
    [PAY_MODE_IDS.redirect]: mode(PAY_MODE_IDS.redirect, 'Sofortüberweisung', 'sofort'),
    [PAY_MODE_IDS.form]: mode(PAY_MODE_IDS.form, 'Kreditkarte (Computop)', 'computop'),
    [PAY_MODE_IDS.invoice]: mode(PAY_MODE_IDS.invoice, 'Rechnung', 'invoice'),
    [PAY_MODE_IDS.failing]: mode(PAY_MODE_IDS.failing, 'Lastschrift', 'direct_debit'),
  }
}

/** The provider page's address for an order: what it shows, and where it returns (the back office's addresses). */
function providerAddress(origin: string, token: string, total: number, how: 'url' | 'form'): string {
  const query = new URLSearchParams({ order: token, amount: String(total), via: how })
  return `${origin}${FAKE_PROVIDER_PATH}?${query.toString()}`
}

/**
 * The `meta` of an order placed with mode `modeId` (null for PayPal's, which answers its own way). Provider addresses
 * are absolute on `origin`, as a real provider's are.
 */
export function extraModeMeta(
  knobs: PayModeKnobs,
  modeId: unknown,
  token: string,
  total: number,
  origin: string,
): Record<string, unknown> | null {
  const id = Number(modeId)
  // Nothing to pay: every mode completes at once.
  if (total === 0) return { status: 'success' }
  if (!(Object.values(PAY_MODE_IDS) as number[]).includes(id)) return null
  if (id === PAY_MODE_IDS.invoice) return { status: 'success' }
  if (id === PAY_MODE_IDS.failing) return { status: 'fail', message: FAILING_MODE_MESSAGE }
  if (knobs.modeMeta === 'empty') return {}
  if (id === PAY_MODE_IDS.redirect) {
    if (knobs.modeMeta === 'javascript') return { payment_url: 'javascript:alert(document.domain)' }
    return { payment_url: providerAddress(origin, token, total, 'url') }
  }
  const url = knobs.modeMeta === 'javascript' ? 'javascript:alert(1)' : `${origin}${FAKE_PROVIDER_PATH}`
  return {
    payment_data: { url, params: { order: token, amount: total, via: 'form', MerchantID: 'demo-museum' } },
  }
}

/** The shop answer with the extra modes beside its own when they are switched on. */
export function withPayModes<A extends { shop: { payment_modes: object } }>(
  knobs: PayModeKnobs,
  answer: A,
): A {
  if (knobs.payModes !== 'all') return answer
  return {
    ...answer,
    shop: { ...answer.shop, payment_modes: { ...answer.shop.payment_modes, ...extraPaymentModes() } },
  }
}
