import { useEffect, useState, type ReactNode } from 'react'
import { useShopText } from '../useShopText'
import { registerMessages } from '../../../src/domain/messages'
import { useElementStyles } from '../adoptStyles'
import { loadingMessages } from './messages'
import { loadingStyles } from './styles'

registerMessages(loadingMessages)

/** How long a placeholder stands before it says, visibly, that loading takes longer than usual. */
export const SLOW_AFTER_MS = 5000

/** False until `SLOW_AFTER_MS` have passed since the placeholder appeared. */
function useSlow(): boolean {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return slow
}

export interface LoadingPlaceholderProps {
  /** What assistive technology hears at once, e.g. "Loading the ways to donate …". */
  status: string
  /** The placeholder itself: the frame of what will come, hidden from assistive technology. */
  children: ReactNode
}

/**
 * An element's placeholder with its one status line, a polite live region outside the busy frame: at first a
 * sentence for assistive technology only; after a few seconds without data a visible one, over the placeholder,
 * saying that it takes longer (announced without interrupting). A failure replaces the whole placeholder.
 */
export function LoadingPlaceholder({ status, children }: LoadingPlaceholderProps) {
  const { t } = useShopText()
  useElementStyles(loadingStyles)
  const slow = useSlow()
  return (
    <div className="shop-loading">
      {children}
      <p className={slow ? 'shop-message shop-loading__status' : 'shop-visually-hidden'} role="status">
        {slow ? t('loading.slow') : status}
      </p>
    </div>
  )
}
