import r2wc from '@r2wc/react-to-web-component'
import { lazy, useMemo, useSyncExternalStore, type ComponentType } from 'react'
import { adoptStyles } from './adoptStyles'
import { propName, type ElementDeclaration, type ElementProps } from './attributes'
import { ElementRoot } from './ElementRoot'
import { checkConfigurationSoon, countPresence } from './presence'

/**
 * A component as a row names it. Written without React's types so that the public type declarations, which derive the
 * tag and attribute types from the registry, never need React installed.
 */
type RowComponent<P> = (props: P) => unknown
type ComponentModule<P> = { default: RowComponent<P> }

/**
 * One element of the product, as the registry lists it. Everything about the element class follows from this row:
 * which attributes it observes and converts, how it renders, what it does when it connects, the space it keeps.
 */
export interface ElementRow<D extends ElementDeclaration = ElementDeclaration> {
  readonly declaration: D
  /** Rendered in the start-up code. */
  readonly component?: RowComponent<ElementProps<D>>
  /** Loaded on demand: the download starts when the first instance connects, not at its first render. */
  readonly load?: () => Promise<ComponentModule<ElementProps<D>>>
  /** Render into an open shadow root (styles isolated from the host page). */
  readonly shadow?: boolean
  /**
   * Runs when the element connects and again after its attributes change, with the converted attributes, before
   * React renders (requests start with the page's script). What it returns runs before the next call and on leaving.
   */
  readonly onConnect?: (props: ElementProps<D>, host: HTMLElement) => (() => void) | void
  /** The element's minimum height (a CSS length) from its definition on: the page does not move when content lands. */
  readonly reserve?: string
}

/** Declares a row with its attribute types checked against the component's props. */
export const elementRow = <const D extends ElementDeclaration>(row: ElementRow<D>): ElementRow<D> => row

/** An element's typed props from its attributes, `read` giving each attribute's text (null when absent). */
export function convertAttributes<D extends ElementDeclaration>(
  { attributes }: D,
  read: (name: string) => string | null,
): ElementProps<D> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, { convert }]) => [propName(name), convert(read(name))]),
  ) as ElementProps<D>
}

type HostHooks = HTMLElement & { connectedCallback?(): void; disconnectedCallback?(): void }

/** Listeners of each element's attribute changes: the element notifies, its React adapter re-reads. */
const attributeListeners = new WeakMap<Element, Set<() => void>>()

function followAttributes(host: Element, onChange: () => void): () => void {
  const listeners = attributeListeners.get(host) ?? new Set()
  attributeListeners.set(host, listeners.add(onChange))
  return () => listeners.delete(onChange)
}

/**
 * React's side of a rendering element: the declared attributes, converted, as props of the component (or of the one
 * `load` brings).
 */
function renderingClass<D extends ElementDeclaration>(
  row: ElementRow<D>,
  load: ElementRow<D>['load'],
): new () => HostHooks {
  const names = Object.keys(row.declaration.attributes)
  const Component = (row.component ??
    lazy(load as () => Promise<{ default: ComponentType<ElementProps<D>> }>)) as ComponentType<
    ElementProps<D>
  >
  function ElementAdapter({ container }: { container?: HTMLElement | ShadowRoot }) {
    const host = container instanceof ShadowRoot ? container.host : (container as HTMLElement)
    // A joined string is a stable snapshot: equal attributes give an equal string.
    const snapshot = useSyncExternalStore(
      (onChange) => followAttributes(host, onChange),
      () => JSON.stringify(names.map((name) => host.getAttribute(name))),
    )
    const props = useMemo(() => {
      const values = JSON.parse(snapshot) as (string | null)[]
      return convertAttributes(row.declaration, (name) => values[names.indexOf(name)] ?? null)
    }, [snapshot])
    return (
      <ElementRoot name={row.declaration.tag} container={container ?? null}>
        <Component {...props} />
      </ElementRoot>
    )
  }
  // r2wc mounts the component in the element (or its shadow root) while connected; the attributes are ours.
  return r2wc(ElementAdapter, { shadow: row.shadow ? 'open' : undefined }) as unknown as new () => HostHooks
}

/** `load`, requested once. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null
  return () => (pending ??= load())
}

/**
 * The element class of a row: observes the declared attributes and reflects them as properties, renders the
 * component (or nothing, for rows without one), counts itself for the missing-init check, runs the connect hook, starts
 * its chunk's download and reserves its height. Nothing it does throws into the host page.
 */
export function elementClass<D extends ElementDeclaration>(row: ElementRow<D>): CustomElementConstructor {
  const names = Object.keys(row.declaration.attributes)
  const load = row.load && once(row.load)
  const renders = row.component !== undefined || load !== undefined
  const Base = renders ? renderingClass(row, load) : (HTMLElement as unknown as new () => HostHooks)
  const kind = renders ? 'feature' : 'init'
  const reserveCss = row.reserve
    ? `${row.shadow ? ':host' : `:where(${row.declaration.tag})`}{display:block;min-height:${row.reserve}}`
    : null

  class ShopElement extends Base {
    static get observedAttributes() {
      return names
    }
    private stop: (() => void) | void = undefined
    private rerun = false

    override connectedCallback() {
      countPresence(kind, +1)
      if (reserveCss) adoptStyles(this.shadowRoot ?? this, reserveCss)
      load?.().catch(() => {
        // A failed load is shown by the element when it renders (lazy rethrows it there).
      })
      this.runConnectHook()
      super.connectedCallback?.()
      if (kind === 'feature') checkConfigurationSoon()
    }

    override disconnectedCallback() {
      countPresence(kind, -1)
      this.stop?.()
      this.stop = undefined
      super.disconnectedCallback?.()
    }

    attributeChangedCallback() {
      attributeListeners.get(this)?.forEach((listener) => listener())
      if (!row.onConnect || !this.isConnected || this.rerun) return
      // Several attributes changed at once (a CMS rewrites the tag) run the hook once.
      this.rerun = true
      queueMicrotask(() => {
        this.rerun = false
        if (this.isConnected) this.runConnectHook()
      })
    }

    private runConnectHook() {
      if (!row.onConnect) return
      this.stop?.()
      this.stop = row.onConnect(
        convertAttributes(row.declaration, (name) => this.getAttribute(name)),
        this,
      )
    }
  }
  // Each attribute is a property too (`currentPage`), reflecting its text.
  for (const name of names) {
    Object.defineProperty(ShopElement.prototype, propName(name), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(name) ?? undefined
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined || value === false) this.removeAttribute(name)
        else this.setAttribute(name, value === true ? '' : String(value))
      },
    })
  }
  return ShopElement
}

/** Defines a row's tag once: loading the bundle twice defines nothing twice and throws nothing. */
export function defineElement(row: ElementRow): void {
  const { tag } = row.declaration
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  try {
    customElements.define(tag, elementClass(row))
  } catch (error) {
    // Another copy of the bundle won the race, or the host registry refused: report, never throw into the page.
    console.warn(`[museum-shop] <${tag}> was not defined`, error)
  }
}
