/** The demo keeps every query parameter its README lists when the visitor follows a link to another demo page. */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { withDemoQuery } from '../../../demo/links'
import { DEMO_QUERY_PARAMS } from '../../../demo/settings'

/** The parameter names in the first column of the README's "Query parameters" table. */
function documentedParameters(): string[] {
  const readme = readFileSync('demo/README.md', 'utf8')
  const section = readme.slice(readme.indexOf('## Query parameters'))
  const table = section.slice(0, section.indexOf('\n## '))
  const names = table
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? ''))
  return [...new Set(names)]
}

describe('the demo query', () => {
  it('keeps every parameter the README documents', () => {
    const documented = documentedParameters()
    expect(documented.length).toBeGreaterThan(20)
    expect(documented.filter((name) => !(DEMO_QUERY_PARAMS as readonly string[]).includes(name))).toEqual([])
  })

  it("carries the page's knobs onto links to demo pages, the link's own parameters first", () => {
    history.replaceState(
      null,
      '',
      '/demo/tickets.html?ticketDay=2026-10-24&seats=105:1&refuseHolds=403&token=x',
    )
    expect(withDemoQuery('/demo/event.html?event=22&seats=105:0')).toBe(
      '/demo/event.html?event=22&seats=105%3A0&ticketDay=2026-10-24&refuseHolds=403',
    )
    expect(withDemoQuery('https://example.org/demo/x.html')).toBe('https://example.org/demo/x.html')
  })
})
