import r2wc from '@r2wc/react-to-web-component'
import { useMemo, useSyncExternalStore, type ComponentType } from 'react'
import { ElementRoot } from '../src/components/common/ElementRoot'
import { propName, type ElementDeclaration, type ElementProps } from '../src/components/common/attributes'

/** r2wc passes its own props (one per attribute, plus `container`); the adapter reads only the container. */
type AdapterProps = { container?: HTMLElement | ShadowRoot } & Record<string, unknown>

/** Follows the host's attributes, including removal and empty values, which r2wc's own parsing skips. */
function useHostAttributes(host: Element, names: readonly string[]): string {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange)
      observer.observe(host, { attributes: true, attributeFilter: [...names] })
      return () => observer.disconnect()
    },
    // A joined string is a stable snapshot: equal attributes give an equal string.
    () => JSON.stringify(Object.fromEntries(names.map((name) => [name, host.getAttribute(name)]))),
  )
}

/** An element's typed props from its attributes, `read` giving each attribute's text (null when absent). */
export function convertAttributes<D extends ElementDeclaration>(
  { attributes }: D,
  read: (name: string) => string | null,
): ElementProps<D> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, { convert }]) => [propName(name), convert(read(name))]),
  ) as ElementProps<D>
}

export interface ElementOptions {
  /** Render into an open shadow root (styles isolated from the host page). */
  shadow?: boolean
  /** Render the component alone, without the element root (for elements that show nothing). */
  bare?: boolean
}

/**
 * Wraps a component as a custom element class: the declared attributes are read through their converters, so the
 * component gets typed props and never sees raw strings; the element root gives it styles, host events and an error
 * boundary.
 */
export function toCustomElement<D extends ElementDeclaration>(
  declaration: D,
  Component: ComponentType<ElementProps<D>>,
  options: ElementOptions = {},
): CustomElementConstructor {
  const attributeNames = Object.keys(declaration.attributes)

  function ElementAdapter({ container }: AdapterProps) {
    const host = container instanceof ShadowRoot ? container.host : (container as HTMLElement)
    const snapshot = useHostAttributes(host, attributeNames)
    const props = useMemo(() => {
      const raw = JSON.parse(snapshot) as Record<string, string | null>
      return convertAttributes(declaration, (name) => raw[name] ?? null)
    }, [snapshot])
    if (options.bare) return <Component {...props} />
    return (
      <ElementRoot name={declaration.tag}>
        <Component {...props} />
      </ElementRoot>
    )
  }

  // r2wc observes the attributes and gives the element its properties; every prop is declared as a string so that
  // setting a property reflects to the attribute, which the adapter then reads.
  return r2wc(ElementAdapter, {
    shadow: options.shadow ? 'open' : undefined,
    props: Object.fromEntries(attributeNames.map((name) => [propName(name), 'string' as const])),
  })
}

/** Defines a tag once: loading the bundle twice defines nothing twice and throws nothing. */
export function defineOnce(tag: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return
  try {
    customElements.define(tag, constructor)
  } catch (error) {
    // Another copy of the bundle won the race, or the host registry refused: report, never throw into the page.
    console.warn(`[museum-shop] <${tag}> was not defined`, error)
  }
}
