/**
 * Text from the API, translations, storage and attributes is rendered as text, never as HTML: every such field gets a
 * script/markup payload, and the elements must show it literally without creating any element from it.
 */
import { waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import '../../../elements/index'
import { donationsMessages } from '../../../elements/shop-donations/messages'
import { navMessages } from '../../../elements/shop-nav/messages'
import { museumsFixture } from '../../msw/fixtures/museums'
import { shopFixture } from '../../msw/fixtures/shop'
import { server } from '../../msw/server'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { expectCrossOriginWarning } from '../../helpers/consoleLines'

const PAYLOAD = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>'

/** The fake shop, with a payload in every nav and donations text it may translate, its names and info texts. */
function hostileShop() {
  const body = shopFixture('de')
  body.shop.translations = Object.fromEntries(
    Object.keys({ ...navMessages.de, ...donationsMessages.de }).map((key) => [key, `${key} ${PAYLOAD}`]),
  )
  for (const campaign of body.shop.config.donations.campaigns) {
    campaign.name = `Kampagne ${PAYLOAD}`
    campaign.translations = { 'donations.shop.info': `Info ${PAYLOAD}` }
  }
  return body
}

function useHostileApi() {
  server.use(
    http.get('*/api/v4/shop', () => HttpResponse.json(hostileShop())),
    http.get('*/api/v4/museums', () => {
      const museums = museumsFixture('de').map((museum) => ({ ...museum, title: `Museum ${PAYLOAD}` }))
      return HttpResponse.json({ museums, meta: { total_count: museums.length, page: 1, per_page: 1000 } })
    }),
  )
}

/** The init element and `markup`; the shop is on another origin than the page, which the page warns about once. */
function place(markup: string) {
  expectCrossOriginWarning()
  document.body.innerHTML = `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}"></shop-init>${markup}`
}

function expectNoInjectedElements(root: ParentNode) {
  expect(root.querySelectorAll('script')).toHaveLength(0)
  expect(root.querySelectorAll('img[src="x"]')).toHaveLength(0)
  expect((window as { __pwned?: number }).__pwned).toBeUndefined()
}

describe('markup payloads are shown as text', () => {
  it('in the nav: translations, listing titles and the label attribute', async () => {
    useHostileApi()
    const label = `Eigenes ${PAYLOAD}`
    place(
      `<shop-nav nav='${JSON.stringify([
        { type: 'museums', count: 2 },
        { type: 'coupons', label },
      ]).replace(/'/g, '&#39;')}'></shop-nav>`,
    )
    const root = document.querySelector('shop-nav')!.shadowRoot!
    await waitFor(() => expect(root.textContent).toContain('nav.museums <img src=x'))
    expect(root.textContent).toContain(label)
    root.querySelector('button')?.click()
    await waitFor(() => expect(root.textContent).toContain(`Museum ${PAYLOAD}`))
    expectNoInjectedElements(root)
  })

  it('in the donations: campaign names, info texts and translations', async () => {
    useHostileApi()
    place('<shop-donations></shop-donations>')
    const root = document.querySelector('shop-donations')!.shadowRoot!
    // The first load of the lazy donations chunk is transformed on demand, which takes long on a busy machine.
    await waitFor(() => expect(root.textContent).toContain(`Kampagne ${PAYLOAD}`))
    expect(root.textContent).toContain(`Info ${PAYLOAD}`)
    expect(root.textContent).toContain(`donations.chooseCampaign ${PAYLOAD}`)
    expectNoInjectedElements(root)
  })
})
