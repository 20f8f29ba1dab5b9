/**
 * The museum's legal text at the checkout (terms, right of withdrawal), given as children of `<shop-payment>` with
 * `slot="legal"`. The element renders into its own light DOM (PayPal's iframes cannot live in nested shadow roots),
 * so there is no real slot, and React empties the element when it first renders: the text is taken out before that
 * and shown above the payment methods.
 */

/** The `slot` value that marks the legal text among the element's children. */
export const LEGAL_SLOT = 'legal'

const kept = new WeakMap<Element, Element[]>()

/**
 * Takes the element's `slot="legal"` children out and keeps them for the checkout; runs when the element connects,
 * before React renders into it, and again after attribute changes (finding nothing new then).
 */
export function keepLegalText(_props: unknown, host: HTMLElement): void {
  const given = [...host.children].filter((child) => child.getAttribute('slot') === LEGAL_SLOT)
  if (given.length === 0) return
  for (const child of given) child.remove()
  kept.set(host, [...(kept.get(host) ?? []), ...given])
}

/** The legal text kept for `host`, in the order given; none when the museum gave none. */
export function legalTextOf(host: Node | null): readonly Element[] {
  return (host instanceof Element && kept.get(host)) || []
}
