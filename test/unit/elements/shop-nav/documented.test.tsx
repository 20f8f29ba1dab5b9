import { within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { knobs } from '../../../msw/knobs'
import { findNav, navWarnings, renderNav, SHOP } from './renderNav'

const EVERY_LISTING = [
  { type: 'museums', count: 5 },
  { type: 'exhibitions', count: 5 },
  { type: 'events', count: 5 },
  { type: 'tours', count: 5 },
  { type: 'merchandise', count: 2 },
]

async function itemsOf(nav: HTMLElement, name: string) {
  const button = within(nav).getByRole('button', { name })
  await userEvent.click(button)
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!list) throw new Error(`no list controlled by ${name}`)
  return within(list)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])
}

describe('<shop-nav> on exactly the documented v4 examples', () => {
  it('renders every listing from them, without a problem', async () => {
    knobs.fixtureSet = 'documented'
    const { warn } = renderNav(EVERY_LISTING)
    const nav = await findNav()
    expect(await itemsOf(nav, 'Museen')).toEqual([['Intro Museum', `${SHOP}museum/1`]])
    expect(await itemsOf(nav, 'Ausstellungen')).toEqual([
      ['Dauerausstellung | Gemäldegalerie', `${SHOP}exhibition/33`],
    ])
    expect(await itemsOf(nav, 'Veranstaltungen')).toEqual([
      ['El Siglo de Oro | Öffentliche Führung', `${SHOP}product/event/101174`],
    ])
    expect(await itemsOf(nav, 'Führungen')).toEqual([
      ['El Siglo de Oro | Gruppenführung', `${SHOP}product/tour/101173`],
    ])
    // The documentation has no merchandise example: the fake API keeps ours there.
    expect(await itemsOf(nav, 'Museumsshop')).toEqual([
      ['Ausstellungskatalog „Hokusai“', `${SHOP}merchandise/detail/41`],
      ['Plüsch-T-Rex 🦖', `${SHOP}merchandise/detail/42`],
      ['Alle anzeigen', `${SHOP}merchandise/list`],
    ])
    expect(navWarnings(warn)).toEqual([])
    // The only line allowed is start-up's note that the shop (https://<shop-domain>/) is on another origin.
    const others = warn.mock.calls
      .map(([message]) => String(message))
      .filter((m) => !m.includes('another origin'))
    expect(others).toEqual([])
  })
})
