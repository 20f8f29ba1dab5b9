/* global document, fetch -- bundled for the browser */
// The control page's script: React + ReactDOM and nothing else, one request to the same fake API with the headers the
// product sends (so it pays the same preflight and latency), and its answer rendered as links. The nav is compared
// with this: what any React page that shows API data needs at least.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

const root = document.getElementById('control')
if (root) {
  const { api = '', shopDomain = '', locale = 'de' } = root.dataset
  fetch(`${api}/api/v4/shop?locale=${encodeURIComponent(locale)}`, {
    headers: { Accept: 'application/json', 'X-Shop-Url': shopDomain },
  })
    .then((response) => response.json())
    .then((/** @type {{ shop?: Record<string, unknown> }} */ answer) => {
      const fields = Object.keys(answer.shop ?? {})
      createRoot(root).render(
        createElement(
          'nav',
          null,
          fields.map((field) => createElement('a', { key: field, href: `#${field}` }, field)),
        ),
      )
    })
}
