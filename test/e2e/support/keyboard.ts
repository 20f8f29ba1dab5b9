/** Keyboard-only steps in the ticket element's shadow root. */
import { expect, type Page } from '@playwright/test'

/** The accessible-ish name of the element focused inside `<shop-tickets>`: its label, aria-label or text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.querySelector('shop-tickets:focus-within')?.shadowRoot?.activeElement
    if (!(focused instanceof HTMLElement)) return ''
    const label = focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent : null
    return (focused.getAttribute('aria-label') ?? label ?? focused.textContent ?? '')
      .replace(/\s+/g, ' ')
      .trim()
  })
}

/** Presses Tab until the focused control is named `name` (at most 25 times). */
export async function tabTo(page: Page, name: string): Promise<void> {
  for (let step = 0; step < 25; step++) {
    if ((await focusedName(page)) === name) return
    await page.keyboard.press('Tab')
  }
  expect(await focusedName(page), `no "${name}" within 25 presses of Tab`).toBe(name)
}

/**
 * From the page's start: Tab into the calendar and choose the reference Saturday with the arrow keys; returns once
 * the keyboard has followed to the day's times (they take the focus when they have arrived, so a Tab pressed earlier
 * would start from the calendar).
 */
export async function chooseSaturdayByKeyboard(page: Page): Promise<void> {
  await tabTo(page, 'Donnerstag, 28. Mai 2026, verfügbar')
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  expect(await focusedName(page)).toBe('Samstag, 30. Mai 2026, verfügbar')
  await page.keyboard.press('Enter')
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('shop-tickets')?.shadowRoot?.activeElement?.localName),
    )
    .toBe('fieldset')
}
