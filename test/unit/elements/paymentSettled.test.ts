import { describe, expect, it } from 'vitest'
import { paymentSettled } from '../../../elements/shop-init/diagnostics/observePayment'
import { optInHost } from '../../../elements/shop-init/host/optInHost'
import { recordMethodEligibility } from '../../../src/store/paymentActions'

const tick = () => new Promise((resolve) => setTimeout(resolve, 10))

describe("the self-diagnosis waits for the payment element's decisions", () => {
  it('does not take the first method reported for all of them', async () => {
    let settled = false
    void paymentSettled(optInHost, 5_000).then(() => (settled = true))
    // One render's effects: each method reports in turn, the wallets still checking.
    recordMethodEligibility('PayPal', 'eligible')
    recordMethodEligibility('Apple Pay', 'pending')
    await tick()
    expect(settled).toBe(false)
    recordMethodEligibility('Apple Pay', 'ineligible')
    await tick()
    expect(settled).toBe(true)
  })

  it('gives up waiting after a while', async () => {
    recordMethodEligibility('Google Pay', 'pending')
    let settled = false
    void paymentSettled(optInHost, 30).then(() => (settled = true))
    await tick()
    expect(settled).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 40))
    expect(settled).toBe(true)
  })
})
