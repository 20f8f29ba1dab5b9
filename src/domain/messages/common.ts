/** Built-in texts shared by every element (errors, loading). German and English; English is the last fallback. */
export const commonMessages = {
  de: {
    'errors.config.api-url': 'Die Shop-Konfiguration fehlt: Public API URL is not set',
    'errors.config.api-url-invalid':
      'Die Shop-Konfiguration ist ungültig: Public API URL is not a valid http(s) address',
    'errors.config.shop-domain': 'Die Shop-Konfiguration fehlt: Shop Domain (X-Shop-Url) is not set',
    'errors.config.locale': 'Die Shop-Konfiguration fehlt: Locale is not set',
    'errors.config.no-init-element': 'Die Shop-Konfiguration fehlt: Public API URL is not set',
    'errors.load': 'Die Shop-Daten konnten nicht geladen werden ({{message}}).',
    'errors.element': 'Dieser Teil des Shops ist gerade nicht verfügbar.',
    'common.loading': 'Wird geladen …',
  },
  en: {
    'errors.config.api-url': 'The shop is not configured: Public API URL is not set',
    'errors.config.api-url-invalid':
      'The shop is misconfigured: Public API URL is not a valid http(s) address',
    'errors.config.shop-domain': 'The shop is not configured: Shop Domain (X-Shop-Url) is not set',
    'errors.config.locale': 'The shop is not configured: Locale is not set',
    'errors.config.no-init-element': 'The shop is not configured: Public API URL is not set',
    'errors.load': 'The shop data could not be loaded ({{message}}).',
    'errors.element': 'This part of the shop is not available right now.',
    'common.loading': 'Loading …',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
