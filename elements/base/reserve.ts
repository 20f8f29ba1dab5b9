/**
 * The space a lazily loaded element keeps from its connection until its component first renders: the page does not
 * move when the element's code arrives, because the component's first render (its placeholder) has that geometry.
 * From then on the element is as tall as its content, so data shorter than the reservation leaves no gap.
 */

import { adoptStyles } from './adoptStyles'

/** What a registry row reserves. */
export interface Reserve {
  /**
   * The height kept: a CSS length in which `100%` is the element's width, for elements whose text wraps to more lines
   * when narrow (`max(20rem, calc(40rem - 50%))`). It is the top padding of the element's `::before` box, which a
   * percentage measures against the width.
   */
  readonly height: string
  /** Set for an element that stands in a line of text: it is an inline block at least this wide, centred on the line. */
  readonly inlineWidth?: string
}

/**
 * A row's reserve as a stylesheet of the page (or of the shadow root the element stands in), for shadow and light DOM
 * elements alike: the element's box from its definition on, and the kept height while it has the custom state
 * `reserving`. Without specificity, so the page's own rules win.
 */
export function reserveCss({ height, inlineWidth }: Reserve, tag: string): string {
  const box = inlineWidth ? `inline-block;vertical-align:middle;min-width:${inlineWidth}` : 'block'
  return `:where(${tag}){display:${box}}:where(${tag}:state(reserving))::before{content:"";display:block;padding-top:${height}}`
}

/** Each reserving element's custom states (its internals can be attached only once in its life). */
const statesOf = new WeakMap<Element, CustomStateSet>()

/**
 * Adopts the reserve's stylesheet (`reserveCss`) and marks the element as reserving its space. A browser without
 * custom states keeps none, as if the row had no reserve, and nothing throws into the page.
 */
export function startReserving(host: HTMLElement, css: string): void {
  adoptStyles(host, css)
  try {
    const states = statesOf.get(host) ?? host.attachInternals().states
    statesOf.set(host, states)
    states.add('reserving')
  } catch {
    // No internals or no custom states here (older browsers, test DOMs).
  }
}

/** The element's component has rendered: from now on its content decides its height. */
export function stopReserving(host: Element): void {
  statesOf.get(host)?.delete('reserving')
}
