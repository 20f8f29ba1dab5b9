import { describe, expect, it, vi } from 'vitest'
import type { ReactElement } from 'react'
import { canonicalEntryUrl, handOverToCanonicalEntry } from '../../../elements/base/canonicalEntry'
import { declareElement } from '../../../elements/base/attributes'
import { elementClass, elementRow } from '../../../elements/base/defineElement'

describe('an entry loaded with a query or hash', () => {
  it('knows its plain URL', () => {
    const base = 'https://museum.example/assets/shop-elements.js'
    expect(canonicalEntryUrl(`${base}?v=2`)).toBe(base)
    expect(canonicalEntryUrl(`${base}#top`)).toBe(base)
    expect(canonicalEntryUrl(`${base}?v=2#top`)).toBe(base)
    expect(canonicalEntryUrl(base)).toBeNull()
  })

  it('hands over to nothing when loaded by its plain URL', () => {
    const defineHere = vi.fn()
    expect(handOverToCanonicalEntry('https://museum.example/shop-elements.js', defineHere)).toBe(false)
    expect(defineHere).not.toHaveBeenCalled()
  })

  it('defines its elements itself when the plain URL cannot be loaded', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const defineHere = vi.fn()
    expect(handOverToCanonicalEntry('data:text/javascript,throw 1?v=2', defineHere)).toBe(true)
    expect(info).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(defineHere).toHaveBeenCalledTimes(1))
    expect(warn).toHaveBeenCalledTimes(1)
  })
})

/** A lazy element of its own tag, in the page, whose code arrives when the test says. */
function lazyElementWithHeldCode(tag: string) {
  let arrive: (module: { default: () => ReactElement }) => void = () => undefined
  const load = () => new Promise<{ default: () => ReactElement }>((resolve) => (arrive = resolve))
  const declaration = declareElement(tag, {})
  customElements.define(tag, elementClass(elementRow({ declaration, load, shadow: true })))
  const element = document.body.appendChild(document.createElement(tag))
  return { element, arrive: () => arrive({ default: () => <p>loaded</p> }) }
}

describe('a lazy element', () => {
  it('starts loading its code when connected, once, and renders it from that one load', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <p>loaded</p> }))
    const declaration = declareElement('test-lazy-start', {})
    customElements.define('test-lazy-start', elementClass(elementRow({ declaration, load, shadow: true })))
    const first = document.createElement('test-lazy-start')
    document.body.append(first, document.createElement('test-lazy-start'))
    // Requested on connect, before React's first render, and once for both elements.
    expect(load).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(first.shadowRoot?.querySelector('.shop-root')?.textContent).toBe('loaded'))
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('renders nothing in React until its code is there, so the first view asks before that render', async () => {
    const { element, arrive } = lazyElementWithHeldCode('test-lazy-wait')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(element.shadowRoot?.querySelector('.shop-root')).toBeNull()
    arrive()
    await vi.waitFor(() =>
      expect(element.shadowRoot?.querySelector('.shop-root')?.textContent).toBe('loaded'),
    )
  })

  it('shows its component in the render that mounts it, without an empty fallback first', async () => {
    const { element, arrive } = lazyElementWithHeldCode('test-lazy-first')
    arrive()
    // Promise callbacks only: the mount follows the load's, and a suspended render would need a later task to retry.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    expect(element.shadowRoot?.querySelector('.shop-root')?.textContent).toBe('loaded')
  })
})
