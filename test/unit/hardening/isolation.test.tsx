import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ElementRoot } from '../../../elements/base/ElementRoot'

function Broken(): never {
  throw new Error('render failed with a secret-free message')
}

describe('isolation between elements', () => {
  it('an element that throws shows a message in its place, sends shop-error, and leaves the others working', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const events: CustomEvent[] = []
    document.addEventListener('shop-error', (event) => events.push(event), { once: true })
    render(
      <>
        <ElementRoot name="shop-broken">
          <Broken />
        </ElementRoot>
        <ElementRoot name="shop-working">
          <p>still here</p>
        </ElementRoot>
      </>,
      { container: document.body.appendChild(document.createElement('div')) },
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/not available/i)
    expect(screen.getByText('still here')).toBeVisible()
    await waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]?.detail).toMatchObject({
      element: 'shop-broken',
      message: 'render failed with a secret-free message',
    })
    expect(events[0]?.bubbles && events[0]?.composed).toBe(true)
  })

  it('a host listener that throws cannot break the element that sent the event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    // The browser reports a listener's exception to the window (the host's own error), it never reaches our element.
    const reported: string[] = []
    const onError = (event: ErrorEvent) => {
      reported.push(event.message)
      event.preventDefault()
    }
    window.addEventListener('error', onError)
    document.addEventListener(
      'shop-error',
      () => {
        throw new Error('host page bug')
      },
      { once: true },
    )
    render(
      <ElementRoot name="shop-broken">
        <Broken />
      </ElementRoot>,
      { container: document.body.appendChild(document.createElement('div')) },
    )
    expect(screen.getByRole('alert')).toBeVisible()
    await waitFor(() => expect(reported).toEqual(['host page bug']))
    window.removeEventListener('error', onError)
  })
})
