import { lazy, type ComponentType } from 'react'

type ComponentModule<P> = { default: ComponentType<P> }

/**
 * A lazily loaded component whose code starts loading when its element is connected to the page, not when React
 * first renders it: the chunk's download then overlaps the element's first render and the API requests.
 */
export function lazyOnConnect<P>(load: () => Promise<ComponentModule<P>>) {
  let pending: Promise<ComponentModule<P>> | null = null
  const start = () => (pending ??= load())
  return { Component: lazy(start), start }
}

/** Wraps an element class so that connecting an instance calls `start` first. */
export function startOnConnect(
  Base: CustomElementConstructor,
  start: () => Promise<unknown>,
): CustomElementConstructor {
  const Element = Base as unknown as new () => HTMLElement & { connectedCallback?(): void }
  class Starting extends Element {
    override connectedCallback() {
      // A failed load is shown by the element when it renders (lazy rethrows it there); nothing to report here.
      start().catch(() => undefined)
      super.connectedCallback?.()
    }
  }
  return Starting
}

/**
 * Wraps an element class so that connecting an instance calls `start` with it, before the element renders, and
 * leaving the page calls what `start` returned (e.g. to stop waiting for the configuration).
 */
export function startWhileConnected(
  Base: CustomElementConstructor,
  start: (host: HTMLElement) => () => void,
): CustomElementConstructor {
  const Element = Base as unknown as new () => HTMLElement & {
    connectedCallback?(): void
    disconnectedCallback?(): void
  }
  class Started extends Element {
    private stop: (() => void) | null = null
    override connectedCallback() {
      this.stop?.()
      this.stop = start(this)
      super.connectedCallback?.()
    }
    override disconnectedCallback() {
      this.stop?.()
      this.stop = null
      super.disconnectedCallback?.()
    }
  }
  return Started
}
