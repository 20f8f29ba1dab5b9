import type { FailureKind } from '../errors'

/**
 * Built-in texts shared by every element (failures, loading). German and English; English is the last fallback.
 * Visitors read a sentence per kind of failure; the technical message goes to the console and `shop-error`.
 */
export const commonMessages = {
  de: {
    'errors.offline':
      'Der Shop ist gerade nicht erreichbar. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es noch einmal.',
    'errors.unavailable': 'Der Shop antwortet gerade nicht. Bitte versuchen Sie es gleich noch einmal.',
    'errors.element': 'Dieser Teil des Shops ist gerade nicht verfügbar.',
    'common.retry': 'Erneut versuchen',
    'common.loading': 'Wird geladen …',
  },
  en: {
    'errors.offline': 'The shop cannot be reached right now. Please check your connection and try again.',
    'errors.unavailable': 'The shop is not answering right now. Please try again in a moment.',
    'errors.element': 'This part of the shop is not available right now.',
    'common.retry': 'Try again',
    'common.loading': 'Loading …',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>

/** The visitor's sentence for each kind of failure. */
export const FAILURE_TEXT_KEYS = {
  offline: 'errors.offline',
  unavailable: 'errors.unavailable',
  broken: 'errors.element',
} as const satisfies Record<FailureKind, keyof (typeof commonMessages)['en']>
