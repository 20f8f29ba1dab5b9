import { waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../../../elements/index'
import { requestsTo } from '../../../msw/requestLog'
import { expectCrossOriginWarning } from '../../../helpers/consoleLines'
import { SHOP } from './renderNav'

const INIT =
  '<shop-init api-url="https://demo-museum.gomus.de" shop-domain="shop.demo-museum.de" locale="de"></shop-init>'
const NAV = JSON.stringify([{ type: 'home' }, { type: 'museums', count: 2 }, { type: 'coupons' }])

/**
 * Places the init element and one <shop-nav> with `attributes` (JSON is single-quoted) and returns the nav. The shop
 * is on another origin than the page, which the page warns about once.
 */
function place(attributes: string): HTMLElement {
  expectCrossOriginWarning()
  document.body.innerHTML = `${INIT}<shop-nav ${attributes}></shop-nav>`
  const element = document.querySelector('shop-nav')
  if (!element) throw new Error('no <shop-nav>')
  return element
}

/** Testing Library queries into the element's shadow root. */
function shadow(element: HTMLElement) {
  const root = element.shadowRoot
  if (!root) throw new Error('<shop-nav> has no shadow root')
  return within(root as unknown as HTMLElement)
}

const linkTexts = (element: HTMLElement) =>
  shadow(element)
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('<shop-nav> as a custom element', () => {
  it('renders into an open shadow root, with the dropdown and parts for theming', async () => {
    const element = place(`nav='${NAV}'`)
    const nav = await shadow(element).findByRole('navigation', { name: 'Shop' })
    expect(nav).toHaveAttribute('part', 'nav')
    const museums = within(nav).getByRole('button', { name: 'Museen' })
    expect(museums).toHaveAttribute('part', 'button')
    expect(within(nav).getByRole('link', { name: 'Startseite' })).toHaveAttribute('part', 'link home current')
    expect(element.shadowRoot?.getElementById(museums.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'part',
      'dropdown',
    )
    expect(document.querySelector('.shop-nav')).toBeNull()
  })

  it('follows the mobile attribute: present = mobile layout, removed = desktop again with the home icon', async () => {
    const element = place(`mobile nav='${NAV}'`)
    await waitFor(() => expect(linkTexts(element)).toEqual(['Museen', 'Gutscheine']))
    element.removeAttribute('mobile')
    await waitFor(() => expect(shadow(element).getByRole('button', { name: 'Museen' })).toBeInTheDocument())
    expect(shadow(element).getByRole('link', { name: 'Startseite' })).toBeInTheDocument()
    element.setAttribute('mobile', '')
    await waitFor(() => expect(shadow(element).queryByRole('button')).toBeNull())
  })

  it('re-renders when the nav attribute changes, and shows nothing when it is removed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const element = place(`nav='${NAV}'`)
    await waitFor(() => expect(linkTexts(element)).toEqual(['Startseite', 'Gutscheine']))
    element.setAttribute(
      'nav',
      JSON.stringify([{ type: 'coupons', label: 'Gutscheine & Geschenke' }, { type: 'tours' }]),
    )
    await waitFor(() => expect(linkTexts(element)).toEqual(['Gutscheine & Geschenke', 'Führungen']))
    element.removeAttribute('nav')
    await waitFor(() => expect(shadow(element).queryByRole('navigation')).toBeNull())
    expect(warn).toHaveBeenCalledWith('[museum-shop] <shop-nav> the nav attribute is missing or empty')
  })

  it('follows current-page and expand-mobile-subnavs', async () => {
    const element = place(`mobile current-page="shop.coupons" nav='${NAV}'`)
    await waitFor(() =>
      expect(shadow(element).getByRole('link', { current: 'page' })).toHaveTextContent('Gutscheine'),
    )
    element.setAttribute('current-page', 'shop.museums')
    await waitFor(() =>
      expect(shadow(element).getByRole('link', { current: 'page' })).toHaveTextContent('Museen'),
    )
    expect(requestsTo('/api/v4/museums')).toHaveLength(0)
    element.setAttribute('expand-mobile-subnavs', '')
    await waitFor(() =>
      expect(linkTexts(element)).toEqual([
        'Museen',
        'Intro Museum',
        'Museum für Naturkunde 🦕',
        'Gutscheine',
      ]),
    )
    expect(shadow(element).getByRole('link', { name: 'Museum für Naturkunde 🦕' })).toHaveAttribute(
      'href',
      `${SHOP}museum/20`,
    )
  })

  it('sends shop-data-loaded once, when built, to listeners on the document', async () => {
    const loaded: unknown[] = []
    const listen = new AbortController()
    document.body.addEventListener('shop-data-loaded', (event) => loaded.push(event.detail), {
      signal: listen.signal,
    })
    const element = place(`nav='${NAV}'`)
    await waitFor(() => expect(loaded).toEqual([{ element: 'shop-nav', resource: 'nav' }]))
    // A new nav value that needs another listing is built again, but the host page is told only once.
    element.setAttribute('nav', JSON.stringify([{ type: 'coupons' }, { type: 'tours', count: 1 }]))
    await waitFor(() =>
      expect(shadow(element).getByRole('button', { name: 'Führungen' })).toBeInTheDocument(),
    )
    expect(loaded).toHaveLength(1)
    listen.abort()
  })
})
