/* global document, fetch -- bundled for the browser */
// The ticket page's control: React + ReactDOM and nothing else, the ticket element's calendar request (the same URL
// and headers, so it pays the same preflight and latency; the bench passes the URL the element asked for) and its
// answer rendered as a month of day buttons. The ticket page is compared with this: what any React page that shows
// the calendar's availability needs at least.
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

const root = document.getElementById('control')
if (root) {
  const { api = '', shopDomain = '', path = '' } = root.dataset
  fetch(`${api}${path}`, { headers: { Accept: 'application/json', 'X-Shop-Url': shopDomain } })
    .then((response) => response.json())
    .then((/** @type {{ data?: Record<string, string | boolean> }} */ answer) => {
      const days = Object.entries(answer.data ?? {})
      createRoot(root).render(
        createElement(
          'div',
          { role: 'grid' },
          days.map(([day, status]) =>
            createElement(
              'button',
              {
                key: day,
                type: 'button',
                className: `day--${String(status)}`,
                'aria-label': `${day}, ${status}`,
              },
              day.slice(8),
            ),
          ),
        ),
      )
    })
}
