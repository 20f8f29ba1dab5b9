import { useEffect, useState } from 'react'
import { useShopText } from '../useShopText'
import { SLOW_AFTER_MS } from '../loading/LoadingPlaceholder'

/** True once the month named `month` has loaded for `SLOW_AFTER_MS` without an answer; false again when it comes. */
function useSlowWhile(loading: boolean, month: string): boolean {
  const [slowMonth, setSlowMonth] = useState<string | null>(null)
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setSlowMonth(month), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading, month])
  return loading && slowMonth === month
}

/**
 * The calendar's loading line, a polite live region that is always there (a region made with its words is not
 * always read): while the month's availability loads it says so at once, over the days, and after a few seconds, as
 * every element's placeholder does, that loading takes longer; once the days are in it is empty. It lies over the
 * grid, so nothing below moves when it comes or goes.
 */
export function CalendarLoading({ loading, month }: { loading: boolean; month: string }) {
  const { t } = useShopText()
  const slow = useSlowWhile(loading, month)
  return (
    <p
      className={loading ? 'shop-message shop-calendar__loading' : 'shop-visually-hidden'}
      part={loading ? 'notice' : undefined}
      role="status"
    >
      {loading ? t(slow ? 'loading.slow' : 'tickets.date.loading') : ''}
    </p>
  )
}
