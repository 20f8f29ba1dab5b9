/**
 * Keeps the demo's query (fake API knobs, paypalClientId) when the visitor moves between demo pages, so a chosen
 * failure or latency stays on. Static links are rewritten once; links the elements render (also inside their open
 * shadow roots) are rewritten at click time, which works because the browser follows `href` after the click event.
 */
import { demoQuery } from './settings'

/** `href` with the current demo query merged in, when it points to a demo page on this site; else unchanged. */
export function withDemoQuery(href: string): string {
  const extra = demoQuery()
  if ([...extra.keys()].length === 0) return href
  let url: URL
  try {
    url = new URL(href, window.location.href)
  } catch {
    return href
  }
  if (url.origin !== window.location.origin || !url.pathname.startsWith('/demo/')) return href
  // The link's own parameters win; the hash (the stand-in shop's route and its query) stays as it is.
  for (const [name, value] of extra) if (!url.searchParams.has(name)) url.searchParams.set(name, value)
  return url.pathname + url.search + url.hash
}

function rewrite(anchor: HTMLAnchorElement): void {
  const href = anchor.getAttribute('href')
  if (!href || href.startsWith('#') || href.startsWith('javascript:')) return
  const next = withDemoQuery(href)
  if (next !== href) anchor.setAttribute('href', next)
}

function anchorOf(event: Event): HTMLAnchorElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLAnchorElement) return target
  }
  return null
}

/** Rewrites the page's links now, and any link at the moment it is followed. */
export function keepDemoQueryOnLinks(): void {
  if ([...demoQuery().keys()].length === 0) return
  document.querySelectorAll('a[href]').forEach((anchor) => {
    if (anchor instanceof HTMLAnchorElement) rewrite(anchor)
  })
  // Capture phase on window: runs before the elements' own handlers; auxclick covers middle-click.
  for (const type of ['click', 'auxclick'] as const) {
    window.addEventListener(
      type,
      (event) => {
        const anchor = anchorOf(event)
        if (anchor) rewrite(anchor)
      },
      { capture: true },
    )
  }
}
