/**
 * Finds words the browser broke inside: a line that ends in the middle of a word ("Tagesk" / "arte") instead of at a
 * space, a hyphen or a slash. Reads the drawn position of every character of the visible text under `selector`,
 * shadow trees included.
 */
import type { Page } from '@playwright/test'

/** The words under `selector` (default: the whole test stage) that are split across two lines mid-word. */
export function wordsCutMidWord(page: Page, selector = '#stage'): Promise<string[]> {
  return page.evaluate((rootSelector) => {
    const cuts: string[] = []
    // A line may end after these without cutting a word.
    const breakAfter = /[\s\-\u2010\u2013\u2014/\u00ad]/
    const range = document.createRange()
    const lineTopOf = (node: Text, index: number) => {
      range.setStart(node, index)
      range.setEnd(node, index + 1)
      const [box] = Array.from(range.getClientRects())
      return box && box.width > 0 ? { top: box.top, height: box.height } : null
    }
    const readText = (node: Text) => {
      const text = node.data
      let previous: { top: number; height: number } | null = null
      for (let index = 0; index < text.length; index++) {
        const character = text.charAt(index)
        if (/\s/.test(character)) {
          previous = null
          continue
        }
        const box = lineTopOf(node, index)
        if (!box) continue
        if (
          previous &&
          box.top > previous.top + previous.height / 2 &&
          !breakAfter.test(text.charAt(index - 1))
        ) {
          const start = text.slice(0, index).search(/\S+$/)
          const end = text.slice(index).search(/\s|$/)
          cuts.push(`${text.slice(start, index)}|${text.slice(index, index + end)}`)
        }
        previous = box
      }
    }
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node instanceof Text) readText(node)
        else if (node instanceof Element && node.shadowRoot) visit(node.shadowRoot)
      }
    }
    const root = document.querySelector(rootSelector)
    if (root) visit(root)
    return cuts
  }, selector)
}
