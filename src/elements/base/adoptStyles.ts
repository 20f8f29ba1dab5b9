import { useContext, useLayoutEffect } from 'react'
import { ElementContext } from './elementContext'

const sheets = new Map<string, CSSStyleSheet>()

function sheetFor(cssText: string): CSSStyleSheet | null {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return null
  let sheet = sheets.get(cssText)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheets.set(cssText, sheet)
  }
  return sheet
}

/**
 * Adds a stylesheet to the root `node` renders in (its shadow root, or the document), once. Constructed stylesheets
 * need no inline <style> and therefore no 'unsafe-inline' in a museum's Content Security Policy.
 */
export function adoptStyles(node: Node, cssText: string): void {
  const root = node.getRootNode() as Document | ShadowRoot
  const sheet = sheetFor(cssText)
  if (!sheet || !('adoptedStyleSheets' in root)) return
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
}

/**
 * Adopts a stylesheet into the root the surrounding element renders in, before the first paint and before any
 * layout effect measures (the container is known from the element's first render on).
 */
export function useElementStyles(cssText: string): void {
  const { container } = useContext(ElementContext)
  useLayoutEffect(() => {
    if (container) adoptStyles(container, cssText)
  }, [container, cssText])
}
