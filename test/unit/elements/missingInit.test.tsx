import { waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import '../../../src/index'
import { requestsTo } from '../../msw/requestLog'

describe('a page with shop elements but no init element', () => {
  it('shows the configuration error in every element, with one console line, and requests nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    document.body.innerHTML = `<shop-nav nav='[{"type":"coupons"}]'></shop-nav><shop-donations></shop-donations>`
    for (const tag of ['shop-nav', 'shop-donations']) {
      const root = document.querySelector(tag)!.shadowRoot!
      await waitFor(() =>
        expect(root.querySelector('[role="alert"]')?.textContent).toMatch(
          /This part of the shop is not available right now/,
        ),
      )
    }
    expect(error).toHaveBeenCalledTimes(1)
    expect(requestsTo('/api/v4/shop')).toHaveLength(0)
  })
})
