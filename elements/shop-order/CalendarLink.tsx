import { useEffect, useMemo } from 'react'
import { useShopText } from '../base/useShopText'
import { calendarFile } from '../../src/domain/shop/calendarFile'
import type { Order, OrderLine } from '../../src/domain/shop/order'

/**
 * "Add to calendar" for a dated line: the order's own calendar address when it names one, else an .ics made here,
 * kept as a blob address while the link is on screen.
 */
export function CalendarLink({ order, line }: { order: Order; line: OrderLine & { startTime: string } }) {
  const { t } = useShopText()
  const own = line.icalUrl ?? order.icalUrl
  const made = useMemo(() => {
    if (own) return null
    const text = calendarFile({
      uid: `${order.id}-${line.itemId}@museum-shop`,
      title: line.title,
      start: line.startTime,
    })
    return text ? URL.createObjectURL(new Blob([text], { type: 'text/calendar' })) : null
  }, [own, order.id, line.itemId, line.title, line.startTime])
  useEffect(() => () => (made ? URL.revokeObjectURL(made) : undefined), [made])
  const href = own ?? made
  if (!href) return null
  return (
    <a
      className="shop-order__calendar"
      part="calendar-link"
      href={href}
      download={`${line.title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 40) || 'termin'}.ics`}
      aria-label={t('order.calendarOf', { title: line.title })}
    >
      {t('order.calendar')}
    </a>
  )
}
