import {
  Component,
  Suspense,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ErrorInfo,
  type ReactNode,
} from 'react'
import { toShopError } from '../../src/domain/errors'
import { textLocale } from '../../src/domain/shop/config'
import { builtInMessages } from '../../src/domain/messages'
import { dispatchShopEvent, type Emit } from '../../src/domain/host/events'
import { useConfigState } from './storeHooks'
import { shopStore } from '../../src/store/shopStore'
import { ElementContext } from './elementContext'
import { ShopContextProvider } from './useShopContext'
import { adoptStyles } from './adoptStyles'
import { baseStyles } from './styles'

interface BoundaryProps {
  name: string
  emit: Emit
  children: ReactNode
}

/** Catches anything a feature throws while rendering: the element shows a message, the host page never sees the throw. */
class ElementErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const shopError = toShopError(error)
    console.error(`[museum-shop] <${this.props.name}> failed`, shopError, info.componentStack)
    // After the commit: the element root's node (the event's target) is attached only once its children committed.
    const { emit, name } = this.props
    queueMicrotask(() =>
      emit('shop-error', { element: name, code: shopError.code, message: shopError.message }),
    )
  }

  override render() {
    if (!this.state.failed) return this.props.children
    const locale = textLocale(shopStore.getState().config)
    return (
      <p className="shop-message shop-message--error" role="alert" part="message">
        {builtInMessages(locale)['errors.element']}
      </p>
    )
  }
}

export interface ElementRootProps {
  /** The tag name, for messages and events. */
  name: string
  /** What the element renders into (its shadow root, or the element itself); else styles wait for the root node. */
  container?: Node | null
  children: ReactNode
}

/**
 * The outermost component of every element: base styles, the event channel to the host page, an error boundary, and
 * the language of its texts (a German page may hold an English shop: each element is read in its own language).
 */
export function ElementRoot({ name, container, children }: ElementRootProps) {
  const lang = textLocale(useConfigState())
  const ref = useRef<HTMLDivElement | null>(null)
  const [rootNode, setRootNode] = useState<HTMLDivElement | null>(null)
  const attach = useCallback((node: HTMLDivElement | null) => {
    ref.current = node
    setRootNode(node)
  }, [])
  const styleRoot = container ?? rootNode
  useLayoutEffect(() => {
    if (styleRoot) adoptStyles(styleRoot, baseStyles)
  }, [styleRoot])
  const emit = useCallback<Emit>((event, detail) => dispatchShopEvent(ref.current, event, detail), [])
  const context = useMemo(() => ({ emit, rootNode, container: styleRoot }), [emit, rootNode, styleRoot])
  return (
    <div ref={attach} className="shop-root" data-shop-element={name} lang={lang}>
      <ElementContext value={context}>
        <ElementErrorBoundary name={name} emit={emit}>
          {/* Features loaded on demand (donations, payment) suspend here; nothing jumps while they load. */}
          <Suspense fallback={null}>
            <ShopContextProvider>{children}</ShopContextProvider>
          </Suspense>
        </ElementErrorBoundary>
      </ElementContext>
    </div>
  )
}
