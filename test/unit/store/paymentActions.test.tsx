import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useShopState } from '../../../elements/base/storeHooks'
import { choosePaymentMethod, setPaymentPhase } from '../../../src/store/paymentActions'
import { shopStore } from '../../../src/store/shopStore'

function ChosenMethod() {
  const method = useShopState((state) => state.paymentMethod)
  const phase = useShopState((state) => state.paymentPhase)
  return <p>{`${method ?? 'none'} / ${phase}`}</p>
}

describe('the payment actions of the store', () => {
  it('start with no method chosen and nothing being paid', () => {
    render(<ChosenMethod />)
    expect(screen.getByText('none / idle')).toBeInTheDocument()
  })

  it('choose a method for every reader of the page, and tell the caller only a real change', () => {
    render(<ChosenMethod />)
    const listener = vi.fn()
    const unsubscribe = shopStore.subscribe(listener)

    let changes: boolean[] = []
    act(() => {
      changes = [
        choosePaymentMethod('PayPal'),
        choosePaymentMethod('PayPal'),
        choosePaymentMethod('Credit Card'),
      ]
    })
    unsubscribe()

    expect(changes).toEqual([true, false, true])
    expect(listener).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Credit Card / idle')).toBeInTheDocument()
  })

  it('move the payment through its phases and back to idle', () => {
    render(<ChosenMethod />)
    act(() => setPaymentPhase('capturing'))
    expect(screen.getByText('none / capturing')).toBeInTheDocument()
    act(() => setPaymentPhase('unknown'))
    expect(screen.getByText('none / unknown')).toBeInTheDocument()
    act(() => setPaymentPhase('idle'))
    expect(screen.getByText('none / idle')).toBeInTheDocument()
  })
})
