/**
 * Built-in texts of the elements' placeholders (German and English); the shop's translations override them.
 *
 * Translation keys:
 * - `loading.slow` — shown over a placeholder that has stood for a few seconds: the shop is slow, not broken.
 */
export const loadingMessages = {
  de: {
    'loading.slow': 'Das dauert gerade länger als gewohnt. Bitte haben Sie noch einen Moment Geduld.',
  },
  en: {
    'loading.slow': 'This is taking longer than usual. Please bear with us a moment.',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
