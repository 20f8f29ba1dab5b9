/**
 * The elements' Trusted Types policy and PayPal's script tag: on a page that enforces Trusted Types, every script
 * address the elements load is made by the one policy `museum-shop`, which passes the vendors' https scripts only;
 * PayPal's address and tag attributes are the ones @paypal/react-paypal-js's loader would make.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadVendorScript } from '../../../../../src/checkout/loadVendorScript'
import { paypalScriptTag } from '../../../../../src/checkout/paypal/paypalScript'
import { scriptAddress, TRUSTED_TYPES_POLICY } from '../../../../../src/checkout/trustedScripts'
import { resetPage } from '../../../../../src/page/pageState'
import { consoleSpies } from '../../../../helpers/consoleLines'

type Rules = { createScriptURL(url: string): string }

/** A browser's Trusted Types: made policies wrap what their rule returns. */
function enforceTrustedTypes(refuse = false) {
  const made: string[] = []
  const trustedTypes = {
    createPolicy(name: string, rules: Rules) {
      if (refuse) throw new TypeError(`Policy "${name}" disallowed.`)
      made.push(name)
      return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) }
    },
  }
  vi.stubGlobal('trustedTypes', trustedTypes)
  resetPage()
  return made
}

afterEach(() => {
  vi.unstubAllGlobals()
  resetPage()
})

describe('the museum-shop policy', () => {
  it('is made once, and makes the vendors’ script addresses', () => {
    const made = enforceTrustedTypes()
    const url = 'https://www.paypal.com/sdk/js?client-id=x'
    expect(scriptAddress(url)).toEqual({ trusted: url })
    expect(scriptAddress('https://pay.google.com/gp/p/js/pay.js')).toEqual({
      trusted: 'https://pay.google.com/gp/p/js/pay.js',
    })
    expect(made).toEqual([TRUSTED_TYPES_POLICY])
  })

  it('refuses any other address', () => {
    enforceTrustedTypes()
    expect(() => scriptAddress('https://evil.example/sdk.js')).toThrow(TypeError)
    expect(() => scriptAddress('http://www.paypal.com/sdk/js')).toThrow(TypeError)
  })

  it('makes a refused address a failed load, never a stuck one', async () => {
    enforceTrustedTypes()
    await expect(loadVendorScript('https://evil.example/sdk.js', { isReady: () => false })).rejects.toThrow(
      'Could not load https://evil.example/sdk.js',
    )
  })

  it('leaves the address as it is without Trusted Types, or where the page refuses the policy (one line)', () => {
    expect(scriptAddress('https://www.paypal.com/sdk/js')).toBe('https://www.paypal.com/sdk/js')
    const { warn } = consoleSpies()
    enforceTrustedTypes(true)
    expect(scriptAddress('https://www.paypal.com/sdk/js')).toBe('https://www.paypal.com/sdk/js')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('"museum-shop" was refused')
  })
})

describe("PayPal's script tag", () => {
  it('is made from the provider’s options as @paypal/react-paypal-js makes it', () => {
    expect(
      paypalScriptTag({
        clientId: 'abc',
        currency: 'EUR',
        components: 'buttons,marks',
        enableFunding: ['ideal', 'eps'],
        merchantId: ['M1', 'M2'],
        dataCspNonce: 'n0nce',
        dataJsSdkLibrary: 'react-paypal-js',
        'data-react-paypal-script-id': 'react-paypal-js-1',
        crossorigin: 'anonymous',
        environment: 'sandbox',
        locale: '',
        vault: undefined,
      }),
    ).toEqual({
      url: 'https://www.sandbox.paypal.com/sdk/js?client-id=abc&currency=EUR&components=buttons,marks&enable-funding=ideal,eps&merchant-id=*',
      attributes: {
        'data-csp-nonce': 'n0nce',
        nonce: 'n0nce',
        'data-js-sdk-library': 'react-paypal-js',
        'data-react-paypal-script-id': 'react-paypal-js-1',
        crossorigin: 'anonymous',
        'data-merchant-id': 'M1,M2',
      },
    })
    expect(paypalScriptTag({ clientId: 'abc' }).url).toBe('https://www.paypal.com/sdk/js?client-id=abc')
  })
})
