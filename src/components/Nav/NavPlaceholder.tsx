import { useRef } from 'react'
import { useNavStyles } from './navStyles'

export interface NavPlaceholderProps {
  /** How many entries will be shown: one placeholder row each, so the mobile list does not jump either. */
  rows: number
  mobile: boolean
}

/**
 * What the nav shows while its data loads: invisible placeholders of the entries' height, hidden from assistive
 * technology. Nothing appears and then moves; the page below does not jump when the nav arrives.
 */
export function NavPlaceholder({ rows, mobile }: NavPlaceholderProps) {
  const ref = useRef<HTMLDivElement>(null)
  useNavStyles(ref)
  const layout = mobile ? 'shop-nav--mobile' : 'shop-nav--desktop'
  if (rows === 0) return null
  return (
    <div
      ref={ref}
      className={`shop-nav ${layout} shop-nav--loading`}
      part="nav placeholder"
      aria-hidden="true"
    >
      <div className="shop-nav__list">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="shop-nav__placeholder" />
        ))}
      </div>
    </div>
  )
}
