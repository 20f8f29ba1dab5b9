import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SHOP_TAGS } from '../../../elements/index'
import { buildManifest, readEvents } from '../../../scripts/manifest'
import { DEFAULT_STORAGE_KEYS, STORAGE_KEYS_ATTRIBUTE } from '../../../src/domain/shop/storageKeys'
import { SHOP_EVENT_NAMES } from '../../../src/domain/host/events'
import { DEFAULT_BORDER_RADIUS } from '../../../src/checkout/paypal/sdkOptions'
import { LEGAL_SLOT } from '../../../elements/shop-payment/legalSlot'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { expectCrossOriginWarning } from '../../helpers/consoleLines'
import { GUEST_LOGIN, setLoginCookie } from './shop-payment/shopPaymentRender'

// What `npm run build` writes to custom-elements.json, computed here from the same declarations.
const manifest = buildManifest()
const declarations = manifest.modules.flatMap((module) => module.declarations)
const declarationOf = (tag: string) => declarations.find((declaration) => declaration.tagName === tag)

describe('the generated manifest matches the registered elements', () => {
  it('declares exactly the tags the bundle defines, each exported once', () => {
    expect(declarations.map((d) => d.tagName)).toEqual([...SHOP_TAGS])
    for (const tag of SHOP_TAGS) expect(customElements.get(tag)).toBeDefined()
    expect(manifest.modules[0]?.exports.map((e) => e.name)).toEqual([...SHOP_TAGS])
  })

  it.each(SHOP_TAGS)('<%s> declares exactly the attributes the element observes', (tag) => {
    const declared = declarationOf(tag)?.attributes.map((a) => a.name)
    const constructor = customElements.get(tag) as unknown as { observedAttributes: string[] }
    expect(declared?.sort()).toEqual([...constructor.observedAttributes].sort())
  })

  it.each(SHOP_TAGS)('<%s> describes every attribute and types it', (tag) => {
    for (const attribute of declarationOf(tag)?.attributes ?? []) {
      expect(attribute.description, attribute.name).not.toBe('')
      expect(attribute.type.text, attribute.name).toMatch(/^(string|boolean|number|'[^']+'( \| '[^']+')+)/)
    }
  })

  it('types attributes from their converters and documented values', () => {
    const type = (tag: string, name: string) =>
      declarationOf(tag)?.attributes.find((a) => a.name === name)?.type.text
    expect(type('shop-nav', 'mobile')).toBe("boolean | 'auto' | 'collapsed'")
    expect(type('shop-payment', 'height')).toBe('number')
    expect(type('shop-init-domain', 'shop-type')).toBe("'hash' | 'second'")
    expect(type('shop-nav', 'current-page')).toBe('string')
  })

  it.each(['shop-init', 'shop-init-domain'])('<%s> documents every storage key with its default', (tag) => {
    const attribute = declarationOf(tag)?.attributes.find((a) => a.name === STORAGE_KEYS_ATTRIBUTE)
    for (const [name, key] of Object.entries(DEFAULT_STORAGE_KEYS))
      expect(attribute?.description).toContain(`${name} (${key})`)
  })

  it("documents <shop-payment>'s border radius default as the checkout uses it", () => {
    const radius = declarationOf('shop-payment')?.attributes.find((a) => a.name === 'border-radius')
    expect(radius).toMatchObject({ default: String(DEFAULT_BORDER_RADIUS) })
  })

  it("documents <shop-payment>'s legal text as its one slot, under the name the element looks for", () => {
    const payment = declarationOf('shop-payment') as { slots?: { name: string; description: string }[] }
    expect(payment.slots?.map((slot) => slot.name)).toEqual([LEGAL_SLOT])
    expect(payment.slots?.[0]?.description).toContain(`slot="${LEGAL_SLOT}"`)
    expect(declarations.filter((declaration) => 'slots' in declaration)).toHaveLength(1)
  })

  it('reads every event of src/domain/host/events.ts, with its detail type and description', () => {
    const events = readEvents()
    expect([...events.keys()].sort()).toEqual([...SHOP_EVENT_NAMES].sort())
    expect(events.get('shop-donation-added')).toMatchObject({
      type: { text: 'CustomEvent<{ campaignId: number; valueCents: number }>' },
      description: expect.stringMatching(/^A donation was added/),
    })
  })

  it('declares only real events, and every event somewhere', () => {
    const declared = new Set(declarations.flatMap((d) => d.events.map((e) => e.name)))
    expect([...declared].sort()).toEqual([...SHOP_EVENT_NAMES].sort())
  })

  it('refuses an element that sends an event src/domain/host/events.ts does not declare', () => {
    expect(() => buildManifest(new Map())).toThrow(
      /sends shop-[a-z-]+, which src\/domain\/host\/events.ts does not declare/,
    )
  })
})

describe('shop-data-loaded', () => {
  it.each([
    ['shop-donations', 'donations'],
    ['shop-payment', 'checkout'],
  ])('is sent once by <%s> when its data is there', async (tag, resource) => {
    localStorage.setItem(
      DEFAULT_STORAGE_KEYS.cart,
      JSON.stringify({
        version: 1,
        items: [{ type: 'Ticket', attributes: { id: 7, quantity: 1 }, name: 'Eintritt', price_cents: 1250 }],
      }),
    )
    expectCrossOriginWarning()
    // A visitor the checkout knows (a guest of an earlier visit): its methods, and with them its data, show at once.
    setLoginCookie(GUEST_LOGIN)
    const seen: unknown[] = []
    document.addEventListener('shop-data-loaded', (event) => seen.push(event.detail))
    document.body.innerHTML = `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}"></shop-init><${tag}></${tag}>`
    // The first load of a lazy element's chunk is transformed on demand, which takes long on a busy machine.
    await waitFor(() => expect(seen).toEqual([{ element: tag, resource }]))
  })
})

describe('element properties', () => {
  it('reflect to attributes, as the integration guide promises (nav.currentPage sets current-page)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = `<shop-nav nav='[{"type":"home"}]'></shop-nav>`
    const nav = document.querySelector('shop-nav')!
    nav.currentPage = 'shop.museums'
    nav.expandMobileSubnavs = ''
    expect(nav.getAttribute('current-page')).toBe('shop.museums')
    expect(nav.getAttribute('expand-mobile-subnavs')).toBe('')
    // Alone on the page, the nav reports the missing init element.
    await waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('no <shop-init>')))
  })

  it.each(SHOP_TAGS)('<%s> has one property per declared attribute', (tag) => {
    // Only looked up: setting one on an element outside the page would render it where no cleanup reaches.
    const element = document.createElement(tag)
    for (const attribute of declarationOf(tag)?.attributes ?? []) {
      const property = attribute.name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
      expect(property in element, property).toBe(true)
    }
  })
})
