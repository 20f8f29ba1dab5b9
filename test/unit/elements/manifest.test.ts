import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import manifest from '../../../custom-elements.json'
import { SHOP_TAGS } from '../../../elements/index'
import { DEFAULT_STORAGE_KEYS, STORAGE_KEYS_ATTRIBUTE } from '../../../src/domain/storageKeys'
import { SHOP_EVENT_NAMES } from '../../../src/domain/events'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'

type Declaration = (typeof manifest.modules)[number]['declarations'][number]
const declarations: Declaration[] = manifest.modules.flatMap((module) => module.declarations)

describe('custom-elements.json matches the registered elements', () => {
  it('declares exactly the tags the bundle defines', () => {
    expect(declarations.map((d) => d.tagName).sort()).toEqual([...SHOP_TAGS].sort())
    for (const tag of SHOP_TAGS) expect(customElements.get(tag)).toBeDefined()
  })

  it.each(SHOP_TAGS)('<%s> declares exactly the attributes the element observes', (tag) => {
    const declared = declarations
      .find((d) => d.tagName === tag)!
      .attributes.map((a) => a.name)
      .sort()
    const constructor = customElements.get(tag) as unknown as { observedAttributes: string[] }
    expect(declared).toEqual([...constructor.observedAttributes].sort())
  })

  it.each(['shop-init', 'shop-init-domain'])('<%s> documents every storage key with its default', (tag) => {
    const attribute = declarations
      .find((d) => d.tagName === tag)!
      .attributes.find((a) => a.name === STORAGE_KEYS_ATTRIBUTE)
    for (const [name, key] of Object.entries(DEFAULT_STORAGE_KEYS))
      expect(attribute?.description).toContain(`${name} (${key})`)
  })

  it('declares only real events, and every event somewhere', () => {
    const declared = new Set(declarations.flatMap((d) => d.events.map((e) => e.name)))
    expect([...declared].sort()).toEqual([...SHOP_EVENT_NAMES].sort())
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
        items: [{ type: 'Ticket', attributes: { id: 1, quantity: 1 }, name: 'Eintritt', price_cents: 1200 }],
      }),
    )
    const seen: unknown[] = []
    document.addEventListener('shop-data-loaded', (event) => seen.push(event.detail))
    document.body.innerHTML = `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}"></shop-init><${tag}></${tag}>`
    await waitFor(() => expect(seen).toEqual([{ element: tag, resource }]))
  })
})

describe('element properties', () => {
  it('reflect to attributes, as the README promises (nav.currentPage sets current-page)', () => {
    document.body.innerHTML = '<shop-nav></shop-nav>'
    const nav = document.querySelector('shop-nav')!
    nav.currentPage = 'shop.museums'
    nav.expandMobileSubnavs = ''
    expect(nav.getAttribute('current-page')).toBe('shop.museums')
    expect(nav.getAttribute('expand-mobile-subnavs')).toBe('')
  })
})
