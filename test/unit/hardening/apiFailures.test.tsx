/**
 * Every way the API can fail, seen through the real <shop-nav> element (and <shop-donations> where the visitor reads
 * a sentence): a clear message or a graceful fallback, never a blank element and never a throw into the page.
 */
import { act, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../../elements/index'
import { commonMessages } from '../../../src/domain/messages/common'
import { knobs, type FailureMode } from '../../msw/knobs'
import { server } from '../../msw/server'
import { TEST_API_URL, TEST_SHOP_DOMAIN } from '../../helpers/config'
import { expectCrossOriginWarning } from '../../helpers/consoleLines'

const NAV = JSON.stringify([{ type: 'museums', count: 3 }, { type: 'coupons' }])

/**
 * The nav (after an init element, and before `more` elements); returns its shadow root. The shop is on another origin
 * than the page, which the page warns about once.
 */
function placeNav(more = '') {
  expectCrossOriginWarning()
  document.body.innerHTML = `<shop-init api-url="${TEST_API_URL}" shop-domain="${TEST_SHOP_DOMAIN}"></shop-init>
    <shop-nav nav='${NAV}'></shop-nav>${more}`
  return document.querySelector('shop-nav')!.shadowRoot!
}

const pageErrors: unknown[] = []
const onError = (event: ErrorEvent) => pageErrors.push(event.error)
window.addEventListener('error', onError)
afterEach(() => expect(pageErrors.splice(0)).toEqual([]))

describe('the shop request fails', () => {
  const de = commonMessages.de
  it.each<[FailureMode, string, RegExp]>([
    ['http500', de['errors.unavailable'], /500/],
    ['malformed', de['errors.element'], /Invalid data/],
    ['wrongTypes', de['errors.element'], /Invalid data/],
    ['empty204', de['errors.element'], /Invalid data/],
    // The console names the address that could not be reached.
    ['network', de['errors.offline'], /the API cannot be reached at https:\/\/\S+ \(network\)/],
  ])(
    '%s → the visitor’s sentence in the donations, the nav keeps its links, the technical message once in the console',
    async (mode, sentence, technical) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      knobs.failures.shop = mode
      const nav = placeNav('<shop-donations></shop-donations>')
      const donations = document.querySelector('shop-donations')!.shadowRoot!
      // The donations' code loads on demand: the first test waits for it too.
      await waitFor(() => expect(donations.querySelector('[role="alert"]')?.textContent).toContain(sentence))
      expect(donations.querySelector('[role="alert"]')?.textContent).not.toMatch(technical)
      expect(nav.querySelector('[role="alert"]')).toBeNull()
      expect(nav.querySelector('a[href$="/#/coupons"]')).not.toBeNull()
      expect(logged.mock.calls.filter((call) => technical.test(call.join(' ')))).toHaveLength(1)
    },
  )
})

describe('a listing request fails', () => {
  it.each<FailureMode>(['http500', 'malformed', 'empty204', 'network'])(
    '%s → that entry is a single link, the rest of the nav is there',
    async (mode) => {
      vi.spyOn(console, 'warn').mockImplementation(() => {})
      knobs.failures.museums = mode
      const root = placeNav()
      await waitFor(() => expect(root.querySelectorAll('a')).toHaveLength(2))
      expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
        `https://${TEST_SHOP_DOMAIN}/#/museums`,
        `https://${TEST_SHOP_DOMAIN}/#/coupons`,
      ])
      expect(root.querySelector('button')).toBeNull()
    },
  )

  it('wrong types in some items → those items are left out, the dropdown keeps the valid ones', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    knobs.failures.museums = 'wrongTypes'
    const root = placeNav()
    await waitFor(() => expect(root.querySelector('a, button')).not.toBeNull())
    expect(root.textContent).not.toMatch(/undefined|NaN|\[object/)
  })
})

describe('size and speed', () => {
  it('a huge list behind a capped per_page arrives whole, and the dropdown shows its first N', async () => {
    const museums = Array.from({ length: 2500 }, (_, index) => ({
      id: index + 1,
      title: `Museum ${index + 1}`,
    }))
    server.use(
      http.get('*/api/v4/museums', ({ request }) => {
        const url = new URL(request.url)
        const page = Number(url.searchParams.get('page') ?? 1)
        const perPage = 100 // a server that ignores per_page=1000
        const items = museums.slice((page - 1) * perPage, page * perPage)
        return HttpResponse.json({
          museums: items,
          meta: { total_count: museums.length, page, per_page: perPage },
        })
      }),
    )
    const root = placeNav()
    await waitFor(() => expect(root.querySelector('button')).not.toBeNull())
    root.querySelector('button')!.click()
    await waitFor(() => expect(root.textContent).toContain('Museum 3'))
    expect(root.textContent).not.toContain('Museum 4')
    expect([...root.querySelectorAll('a')].some((a) => a.getAttribute('href')?.endsWith('/#/museums'))).toBe(
      true,
    )
  })

  it('very slow answers: no error while waiting, the entries are in place, the dropdown comes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    knobs.latencyMs = 10_000
    const root = placeNav()
    const busy = () => root.querySelector('[aria-busy="true"]')?.textContent
    await vi.waitFor(() => expect(busy()).toBe('MuseenGutscheine'))
    await act(() => vi.advanceTimersByTimeAsync(9_000))
    expect(root.querySelector('[role="alert"]')).toBeNull()
    expect(busy()).toBe('MuseenGutscheine')
    expect(root.querySelector('button')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await vi.waitFor(() => expect(root.querySelector('button')).not.toBeNull())
  })
})
