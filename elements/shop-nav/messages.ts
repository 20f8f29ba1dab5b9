/**
 * Built-in texts of the nav element (German and English); the shop's translations override them. Group entries
 * first look for `nav.eventGroup.<id>` / `nav.tourGroup.<id>` (shop translations only), then use `nav.events` /
 * `nav.tours` (see src/domain/nav/navEntries.ts).
 */
export const navMessages = {
  de: {
    'nav.label': 'Shop',
    'nav.home': 'Startseite',
    'nav.tickets': 'Tickets',
    'nav.annualTickets': 'Jahreskarten',
    'nav.combiTickets': 'Kombitickets',
    'nav.coupons': 'Gutscheine',
    'nav.events': 'Veranstaltungen',
    'nav.exhibitions': 'Ausstellungen',
    'nav.museums': 'Museen',
    'nav.tours': 'Führungen',
    'nav.merchandise': 'Museumsshop',
    'nav.viewAll': 'Alle anzeigen',
  },
  en: {
    'nav.label': 'Shop',
    'nav.home': 'Home',
    'nav.tickets': 'Tickets',
    'nav.annualTickets': 'Annual tickets',
    'nav.combiTickets': 'Combined tickets',
    'nav.coupons': 'Gift vouchers',
    'nav.events': 'Events',
    'nav.exhibitions': 'Exhibitions',
    'nav.museums': 'Museums',
    'nav.tours': 'Guided tours',
    'nav.merchandise': 'Museum shop',
    'nav.viewAll': 'View all',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
