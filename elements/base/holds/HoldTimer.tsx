import { useState } from 'react'
import { useShopText } from '../useShopText'
import { registerMessages } from '../../../src/domain/messages'
import { formatTime } from '../../../src/domain/tickets/dateFormat'
import { formatTimeLeft, type HoldStatus } from '../../../src/domain/holds/records'
import { parseWallClock } from '../../../src/domain/tickets/wallClock'
import type { Translator } from '../../../src/domain/messages/translations'
import { extendHolds } from '../../../src/store/holds'
import { useElementStyles } from '../adoptStyles'
import { holdMessages } from './messages'
import { holdStyles } from './styles'
import { useHoldStatus } from './useHolds'

registerMessages(holdMessages)

/** "12:34 Uhr": when a hold ends, on the museum's clock as the server wrote it. */
function untilText(validUntil: string, locale: string): string {
  const wall = parseWallClock(validUntil)
  return wall ? formatTime(wall.minutes, locale) : ''
}

/**
 * What the live region says: the minute left (once, as it starts), the end of the hold, a renewal the button asked
 * for. It never holds the ticking time, so it speaks only when one of these begins.
 */
function announcement(
  status: HoldStatus,
  extendedUntil: string | null,
  t: Translator,
  locale: string,
): string {
  if (status.kind === 'expired') return t('holds.expired')
  if (status.kind !== 'held') return ''
  if (status.ending) return t(status.atLimit ? 'holds.endingLast' : 'holds.ending')
  return status.validUntil === extendedUntil
    ? t('holds.extended', { until: untilText(status.validUntil, locale) })
    : ''
}

export interface HoldTimerProps {
  /** The tokens of the holds shown: the first to end counts. */
  tokens: readonly string[]
}

/**
 * The places held for the visitor: the time left ("Ihre Plätze sind noch 4:12 Min. reserviert") on the page's one
 * clock, and a button that extends the hold up to the server's maximum, then the time it ends. When the hold has
 * ended, a sentence replaces it: not an error, the next step asks the server again. Renders nothing for lines
 * without a hold the page knows.
 */
export function HoldTimer({ tokens }: HoldTimerProps) {
  const { t, locale } = useShopText()
  useElementStyles(holdStyles)
  const status = useHoldStatus(tokens)
  const [extending, setExtending] = useState(false)
  const [extendedUntil, setExtendedUntil] = useState<string | null>(null)
  if (status.kind === 'none') return null
  const said = announcement(status, extendedUntil, t, locale)
  const extend = async () => {
    if (extending || status.kind !== 'held' || status.atLimit) return
    setExtending(true)
    setExtendedUntil(await extendHolds(tokens))
    setExtending(false)
  }
  return (
    <div className="shop-hold" part="hold">
      {status.kind === 'held' ? (
        <>
          <p className="shop-hold__text" part="hold-text" role="timer">
            {status.atLimit
              ? t('holds.leftUntil', {
                  time: formatTimeLeft(status.leftMs),
                  until: untilText(status.validUntil, locale),
                })
              : t('holds.left', { time: formatTimeLeft(status.leftMs) })}
          </p>
          <button
            type="button"
            className="shop-hold__extend"
            part="hold-extend"
            aria-disabled={extending || status.atLimit}
            aria-busy={extending}
            onClick={() => void extend()}
          >
            {t('holds.extend')}
          </button>
        </>
      ) : (
        <p className="shop-hold__text" part="hold-text">
          {t('holds.expired')}
        </p>
      )}
      <p className="shop-visually-hidden" role="status">
        {said}
      </p>
    </div>
  )
}
