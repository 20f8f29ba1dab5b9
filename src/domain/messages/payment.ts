/** Built-in texts of the payment element (German and English); the shop's translations override them. */
export const paymentMessages = {
  de: {},
  en: {},
} as const satisfies Record<'de' | 'en', Record<string, string>>
