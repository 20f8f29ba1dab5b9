/**
 * The self-diagnosis demo page: starts the fake API, places `<shop-init debug>` with the demo shop's setup or (with
 * `?setup=broken`) a misconfigured one, loads the built bundle and shows the `shop-diagnostics` event's detail.
 */
import { loadShopBundle, startDemoApi } from './fakeApi'
import { DEMO_SHOP } from './settings'

const broken = new URLSearchParams(window.location.search).get('setup') === 'broken'

/** The init element's attributes: the demo museum's, or three typical mistakes. */
const attributes: Record<string, string> = broken
  ? {
      'api-url': DEMO_SHOP.apiUrl,
      'shop-domain': DEMO_SHOP.shopDomain,
      'shop-url': 'https://shop.other-origin.example/',
      'storage-keys': '{"cart": 5}',
    }
  : { 'api-url': DEMO_SHOP.apiUrl, 'shop-domain': DEMO_SHOP.shopDomain, 'shop-url': DEMO_SHOP.shopUrl }

function placeInit(): void {
  const init = document.createElement('shop-init')
  for (const [name, value] of Object.entries(attributes)) init.setAttribute(name, value)
  init.setAttribute('locale', 'en')
  init.toggleAttribute('debug', true)
  document.querySelector('[data-demo="init"]')?.append(init)
}

document.addEventListener('shop-diagnostics', (event) => {
  const verdict = document.querySelector('[data-demo="verdict"]')
  if (verdict) verdict.textContent = event.detail.ok ? 'No problems found' : 'Problems found'
  const report = document.querySelector('[data-demo="report"]')
  if (report) report.textContent = JSON.stringify(event.detail, null, 2)
})

await startDemoApi()
// The misconfigured API: the fake API stops answering the shop request, as a wrong API address would.
if (broken && window.__fakeApi) window.__fakeApi.knobs.failures.shop = 'network'
placeInit()
loadShopBundle()
