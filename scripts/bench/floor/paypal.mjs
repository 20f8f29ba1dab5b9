// The floor's lazy chunk: what the payment element cannot do without — PayPal's React components (the script
// provider and the buttons, which bring the SDK script loader, script reducer and context) and @paypal/paypal-js's
// own loader, for the payment methods that load the SDK outside React. Each is used once, minimally, so the bundler
// keeps exactly the code a real checkout would pay for and nothing that only some feature of ours adds on top.
//
// Nothing here runs: the floor is built, measured and thrown away. The client id and the order are placeholders.
import { loadScript } from '@paypal/paypal-js'
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js'
import { createElement } from 'react'

const OPTIONS = { clientId: 'floor' }

/**
 * Loads the SDK with the stand-alone loader (what code outside the React provider uses), then answers with a fixed
 * order id.
 */
async function createOrder() {
  await loadScript(OPTIONS)
  return 'floor-order'
}

/**
 * The lazy component: a script provider around one button group, as in the smallest PayPal checkout.
 * @returns {import('react').ReactElement}
 */
export default function FloorPayment() {
  return createElement(
    PayPalScriptProvider,
    { options: OPTIONS },
    createElement(PayPalButtons, { createOrder, style: { layout: 'vertical' } }),
  )
}
