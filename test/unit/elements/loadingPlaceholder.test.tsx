import { act, render, screen } from '@testing-library/react'
import { shopStore } from '../../../src/store/shopStore'
import { testConfig } from '../../helpers/config'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ElementRoot } from '../../../elements/base/ElementRoot'
import { LoadingPlaceholder, SLOW_AFTER_MS } from '../../../elements/base/loading/LoadingPlaceholder'
import { loadingMessages } from '../../../elements/base/loading/messages'

describe('a placeholder that stands for long', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says "loading" to assistive technology at once, and after a few seconds, visibly, that it takes longer', () => {
    // A German page: the element's texts follow its configuration.
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    render(
      <ElementRoot name="shop-test">
        <LoadingPlaceholder status="Spendenmöglichkeiten werden geladen …">
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
