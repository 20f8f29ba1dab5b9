/**
 * An element's texts come with its chunk, which may run before or after the shop's answer has rendered the element's
 * root for the last time: a chunk that registers its texts later still reaches every component's text function.
 */
import { act, render, screen } from '@testing-library/react'
import { memo } from 'react'
import { describe, expect, it } from 'vitest'
import { ElementRoot } from '../../../elements/base/ElementRoot'
import { useShopText } from '../../../elements/base/useShopText'
import { registerMessages } from '../../../src/domain/messages'
import { shopStore } from '../../../src/store/shopStore'
import { testConfig } from '../../helpers/config'

/** Renders once and then only when its context changes, as a lazy element's component below a settled root does. */
const Greeting = memo(function Greeting() {
  const { t } = useShopText()
  return <p>{t('test.lateGreeting')}</p>
})

describe('texts registered after the root has rendered', () => {
  it('reach the components below it', async () => {
    shopStore.setState({ config: { status: 'ready', config: testConfig() } })
    render(
      <ElementRoot name="shop-test">
        <Greeting />
      </ElementRoot>,
    )
    await act(async () => {})
    expect(screen.queryByText('Willkommen')).toBeNull()
    act(() =>
      registerMessages({ de: { 'test.lateGreeting': 'Willkommen' }, en: { 'test.lateGreeting': 'Welcome' } }),
    )
    expect(await screen.findByText('Willkommen')).toBeInTheDocument()
  })
})
