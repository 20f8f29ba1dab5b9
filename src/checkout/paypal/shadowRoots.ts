/**
 * PayPal renders its buttons and card fields in iframes; inside a shadow root it projects them through a slot into
 * the host's light DOM, and it throws when that host itself sits in another shadow root. The element
 * checks up front, so the buyer gets a clear message instead of an empty area.
 */
export function isInNestedShadowRoot(node: Node): boolean {
  const root = node.getRootNode()
  return root instanceof ShadowRoot && root.host.getRootNode() instanceof ShadowRoot
}
