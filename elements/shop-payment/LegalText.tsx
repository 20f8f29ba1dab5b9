import { useContext, useLayoutEffect, useRef } from 'react'
import { ElementContext } from '../base/elementContext'
import { legalTextOf } from './legalSlot'

/**
 * The museum's legal text, above the payment methods: its own nodes, moved in as given (links and all), so the
 * host page's CSS styles them. Nothing when the museum gave none.
 */
export function LegalText() {
  const { container } = useContext(ElementContext)
  const box = useRef<HTMLDivElement>(null)
  const nodes = legalTextOf(container)
  useLayoutEffect(() => {
    box.current?.append(...nodes)
  }, [nodes])
  if (nodes.length === 0) return null
  return <div className="shop-payment__legal" ref={box} />
}
