import { afterEach, describe, expect, it } from 'vitest'
import {
  checkConfig,
  checkCsp,
  checkStorage,
  NOT_ON_THIS_PAGE,
  type DiagnosticsReport,
} from '../../../src/domain/diagnostics/report'
import { reportLines, reportTitle } from '../../../elements/shop-init/diagnostics/printReport'
import {
  checkGooglePay,
  checkPayment,
  type PaymentObservations,
} from '../../../src/domain/diagnostics/paymentDiagnosis'
import { DEFAULT_STORAGE_KEYS, resolveStorageKeys } from '../../../src/domain/shop/storageKeys'
import { resolveShopConfig, type ConfigState, type InitInput } from '../../../src/domain/shop/config'
import { ConfigError } from '../../../src/domain/errors'

const noLanguage = () => null

const NO_PAYMENT: PaymentObservations = {
  onPage: false,
  paypalLoaded: false,
  eligibility: {},
  applePaySession: false,
  googlePayJs: false,
}

/** The check of what configureShop would make of `input`, with `readLanguage` as the stored language. */
function configCheckOf(element: string, input: InitInput, readLanguage: (key: string) => string | null) {
  const storage = resolveStorageKeys(input.storageKeys)
  const resolved = resolveShopConfig(input, storage.keys, readLanguage)
  const state: ConfigState =
    resolved instanceof ConfigError
      ? { status: 'error', error: resolved }
      : { status: 'ready', config: resolved }
  return checkConfig(element, input, state, storage, readLanguage(storage.keys.language))
}

describe('self-diagnosis: configuration', () => {
  it('names the attribute or rule behind every value, and the locale chain step', () => {
    const check = configCheckOf(
      'shop-init-domain',
      { apiDomain: 'kpb-museum.gomus.de', shopDomain: 'shop.example.org' },
      () => 'en',
    )
    expect(check).toMatchObject({
      ok: true,
      element: 'shop-init-domain',
      localeStep: 'stored language',
      storageKeyOverrides: {},
      values: {
        apiUrl: { value: 'https://kpb-museum.gomus.de', from: 'api-domain' },
        locale: { value: 'en', from: 'stored language (localStorage "lang")' },
        shopUrl: { value: 'https://shop.example.org/', from: 'https://<shop-domain>/' },
        variant: { value: 'special', from: 'detected from the API host' },
        shopType: { value: 'hash', from: 'default (hash)' },
      },
    })
  })

  it('reports a configuration error and a bad storage-keys override as problems', () => {
    expect(configCheckOf('shop-init', { apiUrl: 'https://a.example' }, noLanguage)).toMatchObject({
      ok: false,
      values: null,
      localeStep: null,
    })
    const keys = configCheckOf(
      'shop-init',
      {
        apiUrl: 'https://a.example',
        shopDomain: 's',
        storageKeys: { ok: true, value: { cart: 'shopCart', bogus: 'x' } },
      },
      noLanguage,
    )
    expect(keys).toMatchObject({
      ok: false,
      storageKeyOverrides: { cart: 'shopCart' },
      localeStep: 'default',
    })
  })
})

describe('self-diagnosis: storage and CSP', () => {
  afterEach(() => localStorage.clear())

  it('lists which keys hold data and flags a shop on another origin', () => {
    localStorage.setItem(DEFAULT_STORAGE_KEYS.donations, '[]')
    const same = checkStorage(DEFAULT_STORAGE_KEYS, `${location.origin}/shop/`, location.origin, (key) =>
      localStorage.getItem(key),
    )
    expect(same.ok).toBe(true)
    expect(same.keys.find((row) => row.name === 'donations')).toEqual({
      name: 'donations',
      key: DEFAULT_STORAGE_KEYS.donations,
      holdsData: true,
    })
    const other = checkStorage(DEFAULT_STORAGE_KEYS, 'https://shop.example.org/', location.origin, (key) =>
      localStorage.getItem(key),
    )
    expect(other).toMatchObject({
      ok: false,
      shopOrigin: 'https://shop.example.org',
      shopOnOtherOrigin: true,
    })
    // The museum's own cart and checkout pages here: the shop elsewhere is noted, not a problem.
    const ownPages = checkStorage(
      DEFAULT_STORAGE_KEYS,
      'https://shop.example.org/',
      location.origin,
      (key) => localStorage.getItem(key),
      true,
    )
    expect(ownPages).toMatchObject({ ok: true, shopOnOtherOrigin: true })
    expect(ownPages.summary).toContain("the cart and checkout are this site's pages")
  })

  it('passes without violations and lists each one otherwise', () => {
    expect(checkCsp([])).toEqual({ ok: true, summary: 'no violations seen', violations: [] })
    const violation = { directive: 'script-src', blockedUri: 'https://www.paypal.com/sdk/js' }
    expect(checkCsp([violation])).toEqual({
      ok: false,
      summary: 'script-src blocked https://www.paypal.com/sdk/js',
      violations: [violation],
    })
  })
})

describe('self-diagnosis: payment', () => {
  const seen: PaymentObservations = {
    onPage: true,
    paypalLoaded: true,
    eligibility: { PayPal: 'eligible', 'Apple Pay': 'ineligible', 'Google Pay': 'ineligible' },
    applePaySession: false,
    googlePayJs: true,
  }

  it('says "not on this page" without a payment element', () => {
    const absent = { ...seen, onPage: false }
    expect(checkPayment(absent)).toEqual({
      ok: null,
      summary: NOT_ON_THIS_PAGE,
      onPage: false,
      paypalScript: null,
      methods: [],
    })
    expect(checkGooglePay(absent)).toEqual({ ok: null, summary: NOT_ON_THIS_PAGE, ready: null })
  })

  it('gives each method its decision and a reason when it is not offered', () => {
    expect(checkPayment(seen)).toEqual({
      ok: true,
      summary: 'PayPal script loaded; offered: PayPal',
      onPage: true,
      paypalScript: 'loaded',
      methods: [
        { name: 'PayPal', eligibility: 'eligible' },
        {
          name: 'Apple Pay',
          eligibility: 'ineligible',
          reason: 'this browser has no Apple Pay (no ApplePaySession)',
        },
        {
          name: 'Google Pay',
          eligibility: 'ineligible',
          reason: "Google Pay's isReadyToPay or PayPal's Google Pay configuration said no",
        },
      ],
    })
    expect(checkGooglePay(seen)).toMatchObject({ ready: false })
  })

  it('is a problem when the PayPal script did not load', () => {
    const failed = checkPayment({ ...seen, paypalLoaded: false, eligibility: { PayPal: 'ineligible' } })
    expect(failed).toMatchObject({
      ok: false,
      paypalScript: 'not loaded',
      methods: [{ name: 'PayPal', reason: "PayPal's script did not load" }],
    })
  })
})

describe('self-diagnosis: the console lines', () => {
  it('gives the verdict in the title and one marked line per check, in a fixed order', () => {
    const check = (ok: boolean | null, summary: string) => ({ ok, summary })
    const report = {
      ok: false,
      config: {
        ...check(true, 'config fine'),
        element: 'shop-init',
        values: null,
        localeStep: null,
        storageKeyOverrides: {},
      },
      api: {
        ...check(false, 'no answer'),
        url: null,
        status: null,
        cors: 'unreachable',
        shopUrlAccepted: null,
        perPageAllowed: null,
      },
      storage: {
        ...check(true, 'keys with data: none'),
        keys: [],
        pageOrigin: 'o',
        shopOrigin: 'o',
        shopOnOtherOrigin: false,
      },
      cart: {
        ...check(true, "the shop's cart (no cart-url) and the checkout are on this page's origin (o)"),
        pageOrigin: 'o',
        cartOrigin: 'o',
        cartUrlSet: false,
      },
      csp: checkCsp([]),
      payment: checkPayment({ ...NO_PAYMENT }),
      applePayDomain: { ...check(false, 'missing'), url: 'u', status: 404 },
      googlePay: checkGooglePay({ ...NO_PAYMENT }),
    } satisfies DiagnosticsReport
    expect(reportTitle(report)).toBe('[museum-shop] self-diagnosis: 2 problem(s)')
    expect(reportLines(report)).toEqual([
      '✓ configuration: config fine',
      '✗ API: no answer',
      '✓ storage: keys with data: none',
      "✓ cart and checkout: the shop's cart (no cart-url) and the checkout are on this page's origin (o)",
      '✓ Content-Security-Policy: no violations seen',
      '– payment methods: not on this page',
      '✗ Apple Pay domain: missing',
      '– Google Pay: not on this page',
    ])
  })
})
