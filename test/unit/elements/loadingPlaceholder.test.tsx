import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ElementRoot } from '../../../src/elements/base/ElementRoot'
import { LoadingPlaceholder, SLOW_AFTER_MS } from '../../../src/elements/base/loading/LoadingPlaceholder'
import { loadingMessages } from '../../../src/elements/base/loading/messages'
import { builtInMessages } from '../../../src/domain/messages'
import { createTranslator } from '../../../src/domain/translations'

describe('a placeholder that stands for long', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says "loading" to assistive technology at once, and after a few seconds, visibly, that it takes longer', () => {
    const t = createTranslator({}, builtInMessages('de'))
    render(
      <ElementRoot name="shop-test">
        <LoadingPlaceholder status="Spendenmöglichkeiten werden geladen …" t={t}>
          <div aria-busy="true" aria-hidden="true" />
        </LoadingPlaceholder>
      </ElementRoot>,
    )
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Spendenmöglichkeiten werden geladen …')
    expect(status).toHaveClass('shop-visually-hidden')
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1))
    expect(status).toHaveTextContent('Spendenmöglichkeiten werden geladen …')
    act(() => vi.advanceTimersByTime(1))
    // The same live region: the change is announced.
    expect(screen.getByRole('status')).toBe(status)
    expect(status).toHaveTextContent(loadingMessages.de['loading.slow'])
    expect(status).not.toHaveClass('shop-visually-hidden')
  })
})
