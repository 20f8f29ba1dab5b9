/** A connect hook as a module's default export. */
type HookModule<P> = { default: (props: P) => (() => void) | void }

/**
 * A row's connect hook whose code is a chunk of its own: fetched when the element connects, beside the element's own
 * chunk and without waiting for it, so that the first view's requests leave before the element's code has arrived.
 * The start-up file carries only this and the import. What the hook returns runs when the element leaves, as a row's
 * own hook's does; an element that left before the code arrived starts nothing.
 */
function connectHookIn<P>(load: () => Promise<HookModule<P>>): (props: P) => () => void {
  return (props) => {
    let stop: (() => void) | void
    let left = false
    load().then(
      (hook) => {
        if (!left) stop = hook.default(props)
      },
      () => {
        // Nothing asked early: the element asks when it renders, and its own chunk reports a failed load.
      },
    )
    return () => {
      left = true
      stop?.()
    }
  }
}

/**
 * A row's element chunk with its first-view hook: the hook asks for the first view's data when the element connects,
 * and the element renders from its chunk only once the hook has run (or failed to load), so that rendering, long on a
 * slow phone, never holds those requests back. Both chunks download together from the start.
 */
export function withFirstView<P, M>(
  hook: () => Promise<HookModule<P>>,
  element: () => Promise<M>,
): { onConnect: (props: P) => () => void; load: () => Promise<M> } {
  return { onConnect: connectHookIn(hook), load: () => hook().then(element, element) }
}
