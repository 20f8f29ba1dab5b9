import { waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import '../../../elements/index'
import { shopFixture } from '../../msw/fixtures/shop'
import { server } from '../../msw/server'
import { shopStore } from '../../../src/store/shopStore'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { expectCrossOriginWarning } from '../../helpers/consoleLines'

describe('a response that arrives after the locale changed', () => {
  it('is discarded: the element shows the new locale, also when the old answer comes last', async () => {
    expectCrossOriginWarning()
    const locales: string[] = []
    let releaseGerman: () => void = () => {}
    const germanAnswered = new Promise<void>((resolve) => (releaseGerman = resolve))
    server.use(
      http.get('*/api/v4/shop', async ({ request }) => {
        const locale = new URL(request.url).searchParams.get('locale') === 'en' ? 'en' : 'de'
        locales.push(locale)
        if (locale === 'de') await germanAnswered
        const body = shopFixture(locale)
        body.shop.translations['nav.coupons'] = locale === 'de' ? 'GUTSCHEINE-DE' : 'VOUCHERS-EN'
        return HttpResponse.json(body)
      }),
    )
    document.body.innerHTML = `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}" locale="de"></shop-init>
      <shop-nav nav='[{"type":"coupons"}]'></shop-nav>`
    await waitFor(() => expect(shopStore.getState().config.status).toBe('ready'))
    await delay(30)
    document.querySelector('shop-init')!.setAttribute('locale', 'en')
    const root = document.querySelector('shop-nav')!.shadowRoot!
    await waitFor(() => expect(root.textContent).toContain('VOUCHERS-EN'))
    releaseGerman()
    await delay(50)
    expect(root.textContent).toContain('VOUCHERS-EN')
    expect(root.textContent).not.toContain('GUTSCHEINE-DE')
    expect(locales).toEqual(['de', 'en'])
  })
})
