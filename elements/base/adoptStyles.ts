import { useContext, useLayoutEffect } from 'react'
import { ElementContext } from './elementContext'

const sheets = new Map<string, CSSStyleSheet>()

/** The style texts each root got as a `<style>` element, where stylesheets cannot be constructed. */
const styleElements = new WeakMap<Node, Set<string>>()

function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText)
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(cssText)
    sheets.set(cssText, sheet)
  }
  return sheet
}

/**
 * For browsers without constructable stylesheets (Safari before 16.4): the same text in a `<style>` element, in the
 * shadow root or the document's head. React never clears either (it renders into the shadow root's children, or
 * into the element, whose styles go to the head).
 */
function appendStyleElement(root: Document | ShadowRoot, cssText: string): void {
  const added = styleElements.get(root) ?? new Set()
  if (added.has(cssText)) return
  styleElements.set(root, added.add(cssText))
  const style = document.createElement('style')
  style.textContent = cssText
  ;(root instanceof Document ? root.head : root).append(style)
}

/**
 * Adds a stylesheet to the root `node` renders in (its shadow root, or the document), once. Constructed stylesheets
 * need no inline <style> and therefore no 'unsafe-inline' in a museum's Content Security Policy.
 */
export function adoptStyles(node: Node, cssText: string): void {
  const root = node.getRootNode()
  if (!(root instanceof Document || root instanceof ShadowRoot)) return
  if (!('adoptedStyleSheets' in root) || !('replaceSync' in CSSStyleSheet.prototype)) {
    appendStyleElement(root, cssText)
    return
  }
  const sheet = sheetFor(cssText)
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
