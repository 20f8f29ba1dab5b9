import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../../elements/index'
import { ConfigError } from '../../../src/domain/errors'
import { shopStore } from '../../../src/store/shopStore'
import { requestsTo } from '../../msw/requestLog'
import { expectCrossOriginWarning } from '../../helpers/consoleLines'

const config = () => shopStore.getState().config

function place(html: string) {
  document.body.innerHTML = html
  return document.body.firstElementChild as HTMLElement
}

describe('<shop-init> and <shop-init-domain>', () => {
  it('configures the shop from api-url, shop-domain and locale and starts loading the shop', async () => {
    expectCrossOriginWarning()
    place(
      '<shop-init api-url="https://demo-museum.gomus.de/" shop-domain="shop.demo-museum.de" locale="en"></shop-init>',
    )
    await waitFor(() => expect(config().status).toBe('ready'))
    expect(config()).toMatchObject({
      config: {
        apiUrl: 'https://demo-museum.gomus.de',
        shopDomain: 'shop.demo-museum.de',
        locale: 'en',
        shopType: 'hash',
      },
    })
    await waitFor(() => expect(requestsTo('/api/v4/shop')).toHaveLength(1))
    expect(requestsTo('/api/v4/shop')[0]?.headers['x-shop-url']).toBe('shop.demo-museum.de')
  })

  it('<shop-init-domain> builds the API address as https:// + api-domain', async () => {
    expectCrossOriginWarning()
    place(
      '<shop-init-domain api-domain="demo-museum.gomus.de" shop-domain="shop.demo-museum.de"></shop-init-domain>',
    )
    await waitFor(() => expect(config().status).toBe('ready'))
    expect(config()).toMatchObject({ config: { apiUrl: 'https://demo-museum.gomus.de' } })
  })

  it.each([
    ['<shop-init shop-domain="s.de"></shop-init>', 'Public API URL is not set'],
    ['<shop-init api-url="https://a.gomus.de"></shop-init>', 'Shop Domain (X-Shop-Url) is not set'],
    [
      '<shop-init api-url="javascript:alert(1)" shop-domain="s.de"></shop-init>',
      'Public API URL is not a valid http(s) address',
    ],
    [
      '<shop-init api-url="data:text/html,x" shop-domain="s.de"></shop-init>',
      'Public API URL is not a valid http(s) address',
    ],
    [
      '<shop-init api-url="https://a.gomus.de" shop-domain="s.de" locale="??"></shop-init>',
      'Locale is not set',
    ],
  ])('%s gives the configuration error "%s", one console line, and no request', async (html, message) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    place(html)
    await waitFor(() => expect(config().status).toBe('error'))
    const state = config()
    expect(state.status === 'error' && state.error).toBeInstanceOf(ConfigError)
    expect(state.status === 'error' && state.error.message).toBe(message)
    expect(error).toHaveBeenCalledTimes(1)
    expect(requestsTo('/api/v4/shop')).toHaveLength(0)
  })

  it('takes the locale from the attribute, else the stored language, else de', async () => {
    expectCrossOriginWarning('https://s.de/')
    localStorage.setItem('lang', 'fr')
    const init = place('<shop-init api-url="https://a.gomus.de" shop-domain="s.de" locale="en"></shop-init>')
    await waitFor(() => expect(config()).toMatchObject({ config: { locale: 'en' } }))
    init.removeAttribute('locale')
    await waitFor(() => expect(config()).toMatchObject({ config: { locale: 'fr' } }))
    localStorage.removeItem('lang')
    init.setAttribute('shop-domain', 't.de')
    await waitFor(() => expect(config()).toMatchObject({ config: { locale: 'de', shopDomain: 't.de' } }))
  })

  it('reloads data for the new locale when the CMS changes the attribute', async () => {
    expectCrossOriginWarning('https://s.de/')
    const init = place('<shop-init api-url="https://a.gomus.de" shop-domain="s.de" locale="de"></shop-init>')
    await waitFor(() => expect(requestsTo('/api/v4/shop')).toHaveLength(1))
    init.setAttribute('locale', 'en')
    await waitFor(() => expect(requestsTo('/api/v4/shop')).toHaveLength(2))
    expect(requestsTo('/api/v4/shop').map((r) => r.query.locale?.[0])).toEqual(['de', 'en'])
  })

  it('detects the special variant from the API address, and lets the variant attribute override it', async () => {
    expectCrossOriginWarning('https://s.de/')
    const init = place('<shop-init api-url="https://kpb-museum.gomus.de" shop-domain="s.de"></shop-init>')
    await waitFor(() => expect(config()).toMatchObject({ config: { variant: 'special' } }))
    init.setAttribute('variant', 'default')
    await waitFor(() => expect(config()).toMatchObject({ config: { variant: 'default' } }))
  })

  it('resolves the shop type and the links base once', async () => {
    place(
      '<shop-init api-url="https://a.gomus.de" shop-domain="s.de" shop-type="second" shop-url="/shop/"></shop-init>',
    )
    await waitFor(() =>
      expect(config()).toMatchObject({
        config: { shopType: 'second', shopUrl: 'http://localhost:3000/shop/' },
      }),
    )
  })

  it('defines each tag once: registering again neither redefines nor throws', async () => {
    const first = customElements.get('shop-init')
    vi.resetModules()
    await import('../../../elements/index')
    expect(customElements.get('shop-init')).toBe(first)
  })
})
