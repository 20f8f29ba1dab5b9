import r2wc from '@r2wc/react-to-web-component'
import { flushSync } from 'react-dom'
import { lazy, useLayoutEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react'
import { propName, type ElementDeclaration, type ElementProps } from './attributes'
import { ElementRoot } from './ElementRoot'
import { checkConfigurationSoon, countPresence } from './presence'
import { reserveCss, startReserving, stopReserving, type Reserve } from './reserve'

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
  /** The space a lazy element keeps until its component first renders: the page does not move when its code lands. */
  readonly reserve?: Reserve
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
 * Rendered beside the element's component, inside its Suspense boundary: runs once the component (a lazy one when its
 * code has arrived) has rendered, before the browser paints it, and ends the element's reserve.
 */
function Rendered({ host }: { host: Element }) {
  useLayoutEffect(() => stopReserving(host))
  return null
}

/** React's side of a rendering element: the declared attributes, converted, as props of the component. */
function renderingClass<D extends ElementDeclaration>(row: ElementRow<D>): new () => HostHooks {
  const names = Object.keys(row.declaration.attributes)
  const Component = (row.component ??
    lazy(
      startLoading(row) as unknown as () => Promise<{ default: ComponentType<ElementProps<D>> }>,
    )) as ComponentType<ElementProps<D>>
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
        <Rendered host={host} />
      </ElementRoot>
    )
  }
  // r2wc mounts the component in the element (or its shadow root) while connected; the attributes are ours.
  return r2wc(ElementAdapter, { shadow: row.shadow ? 'open' : undefined }) as unknown as new () => HostHooks
}

const loads = new WeakMap<ElementRow, () => Promise<unknown>>()

/** What React's `lazy` reads: anything with `then` (its documented contract), called with the module. */
type Thenable<T> = { then(fulfilled: (value: T) => void, rejected: (error: unknown) => void): void }

/**
 * The row's chunk, requested once. What `lazy` gets is a thenable that, once the chunk has arrived, hands it over at
 * once: an element mounts only when its chunk is there, and a promise would make its first render suspend anyway,
 * commit an empty fallback and render again in a later task.
 */
function startLoading<D extends ElementDeclaration>(row: ElementRow<D>) {
  type Module = ComponentModule<ElementProps<D>>
  let pending: Promise<Module> | null = null
  let arrived: Module | null = null
  const start = () =>
    (pending ??= row.load!().then((module) => {
      arrived = module
      return module
    }))
  loads.set(row as ElementRow, start)
  return (): Thenable<Module> => {
    const module = arrived
    return module ? { then: (fulfilled) => fulfilled(module) } : start()
  }
}

/**
 * The element class of a row: observes the declared attributes and reflects them as properties, renders the
 * component (or nothing, for rows without one), counts itself for the missing-init check, runs the connect hook, starts
 * its chunk's download and reserves its height. Nothing it does throws into the host page.
 */
export function elementClass<D extends ElementDeclaration>(row: ElementRow<D>): CustomElementConstructor {
  const names = Object.keys(row.declaration.attributes)
  const renders = row.component !== undefined || row.load !== undefined
  const Base = renders ? renderingClass(row) : (HTMLElement as unknown as new () => HostHooks)
  const kind = renders ? 'feature' : 'init'
  const reserve = row.reserve ? reserveCss(row.reserve, row.declaration.tag) : null

  class ShopElement extends Base {
    static get observedAttributes() {
      return names
    }
    private stop: (() => void) | void = undefined
    private rerun = false

    override connectedCallback() {
      countPresence(kind, +1)
      if (reserve) startReserving(this, reserve)
      const loading = loads.get(row as ElementRow)?.()
      this.runConnectHook()
      // flushSync: React renders r2wc's new root now instead of in a later task.
      const mount = () => {
        if (this.isConnected) flushSync(() => super.connectedCallback?.())
      }
      // Rendered after the work the connect hook queued (its requests start first) and before the page paints again.
      // A lazy element renders once its code is there: the page's first render in React, long on a slow phone, then
      // waits behind the first view's requests, and its reserve keeps its space meanwhile. A failed load is shown
      // by the element when it renders (lazy rethrows it there), in no reserved space.
      if (loading)
        loading.then(mount, () => {
          stopReserving(this)
          mount()
        })
      else queueMicrotask(mount)
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
