/**
 * A tiny element builder for the demo pages. Children that are strings become text nodes, so text from the URL or
 * the API can never turn into markup: there is deliberately no way to pass HTML.
 */

/** A child of {@link el}: a node, text, or nothing (null/undefined/false are skipped, for conditional children). */
export type Child = Node | string | number | null | undefined | false

/** Attributes and a few properties of {@link el}. */
export interface ElementOptions {
  /** Space-separated class names. */
  class?: string
  /** Plain attributes, set with setAttribute (values are text, never parsed as markup). */
  attrs?: Record<string, string>
  /** Click handler. */
  onClick?: (event: MouseEvent) => void
}

/** Creates `<tag>` with options and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  options: ElementOptions = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag)
  // Widened for addEventListener's 'click' overload, which a generic tag type does not select.
  const html: HTMLElement = element
  if (options.class) element.className = options.class
  for (const [name, value] of Object.entries(options.attrs ?? {})) element.setAttribute(name, value)
  if (options.onClick) html.addEventListener('click', options.onClick)
  append(element, children)
  return element
}

/** Appends children; strings and numbers as text nodes. */
export function append(parent: Node, children: readonly Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)))
  }
}

/** Replaces everything inside `parent` with `children`. */
export function replaceChildren(parent: Element, ...children: Child[]): void {
  parent.replaceChildren()
  append(parent, children)
}

/** A link; `href` is set as an attribute, so it is whatever the caller built (never user-chosen markup). */
export function link(href: string, text: string, className?: string): HTMLAnchorElement {
  return el('a', { attrs: { href }, ...(className && { class: className }) }, text)
}

/** A labelled form control row: `<label>text <control></label>`. */
export function labelled(text: string, control: HTMLElement): HTMLLabelElement {
  return el('label', { class: 'demo-panel__row' }, el('span', {}, text), control)
}

/** A `<select>` with the given values and labels, `current` selected. */
export function select(
  name: string,
  options: readonly (readonly [value: string, label: string])[],
  current: string,
): HTMLSelectElement {
  const element = el('select', { attrs: { name } })
  for (const [value, label] of options) {
    const option = el('option', { attrs: { value } }, label)
    option.selected = value === current
    element.append(option)
  }
  return element
}
