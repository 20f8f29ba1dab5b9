/* global customElements, navigator -- bundled for the browser */
// The floor bundle's entry: every runtime dependency of the product, each used just enough that tree-shaking keeps
// what an app needs of it. What a page loads at once here is the least any React custom-element bundle costs; the
// PayPal code is a lazy chunk, as in the product, so both "initial" and "all" have a floor to compare with.
import r2wc from '@r2wc/react-to-web-component'
import Cookies from 'js-cookie'
import { createElement, lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { createRoot } from 'react-dom/client'
import * as z from 'zod/mini'

const settings = z.object({ title: z.string(), count: z.optional(z.number()) })
const Payment = lazy(() => import('./paypal.mjs'))

/** @param {{ title?: string }} props */
function FloorElement({ title }) {
  const [count, setCount] = useState(0)
  const online = useSyncExternalStore(
    () => () => undefined,
    () => navigator.onLine,
  )
  useEffect(() => setCount(Number(Cookies.get('floor') ?? 0)), [])
  const parsed = settings.safeParse({ title, count })
  return createElement(
    Suspense,
    { fallback: null },
    createElement(
      'button',
      { onClick: () => setCount(count + 1) },
      parsed.success ? parsed.data.title : '',
      online,
    ),
    count > 1 ? createElement(Payment) : null,
  )
}

customElements.define('floor-element', r2wc(FloorElement, { shadow: 'open', props: { title: 'string' } }))
// react-dom/client's root directly too, as the product's own code may use it (r2wc already does).
export const mount = (/** @type {Element} */ element) =>
  createRoot(element).render(createElement(FloorElement))
