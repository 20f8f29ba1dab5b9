/**
 * Helpers for browser tests of the checkout's buyer step: the guest form filled by label, and what a page left
 * behind that could hold a person's data (analytics pushes, shop events, console lines, addresses, storage).
 */
import { expect, type Page } from '@playwright/test'

/** What a visitor types into the guest form. */
export interface GuestEntry {
  name: string
  surname: string
  email: string
  emailConfirmation: string
}

export const ERIKA: GuestEntry = {
  name: 'Erika',
  surname: 'Musterfrau',
  email: 'erika.musterfrau@example.org',
  emailConfirmation: 'erika.musterfrau@example.org',
}

/** German labels of the guest form's fields. */
export const GUEST_LABELS = {
  name: 'Vorname',
  surname: 'Nachname',
  email: 'E-Mail-Adresse',
  emailConfirmation: 'E-Mail-Adresse wiederholen',
} as const

export const CONSENT = 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen.'

/** Fills the text fields by their labels (the consent is left as it is). */
export async function fillGuest(
  page: Page,
  entry: GuestEntry,
  labels: Record<keyof GuestEntry, string> = GUEST_LABELS,
): Promise<void> {
  for (const field of ['name', 'surname', 'email', 'emailConfirmation'] as const) {
    await page.getByLabel(labels[field], { exact: true }).fill(entry[field])
  }
}

/** A field's message, as assistive technology reads it with the field. */
export async function expectMessage(page: Page, label: string, message: string): Promise<void> {
  await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message)
}

/** Every key and value of both storages of the page, one "key=value" line each. */
export function storageLines(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => {
    const lines = (storage: Storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`)
    return { local: lines(localStorage), session: lines(sessionStorage) }
  })
}
