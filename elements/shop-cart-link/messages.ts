/**
 * Built-in texts of the cart link (German and English); the shop's translations override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `cartLink.label` — the visible label, and the accessible name of an empty cart.
 * - `cartLink.items.one`, `cartLink.items.other` {{count}} — the number of items (cart lines by quantity, each
 *   donation one item).
 * - `cartLink.name` {{label}} {{items}} {{total}} — the accessible name of a cart with items.
 */
export const cartLinkMessages = {
  de: {
    'cartLink.label': 'Warenkorb',
    'cartLink.items.one': '1 Artikel',
    'cartLink.items.other': '{{count}} Artikel',
    'cartLink.name': '{{label}}, {{items}}, {{total}}',
  },
  en: {
    'cartLink.label': 'Cart',
    'cartLink.items.one': '1 item',
    'cartLink.items.other': '{{count}} items',
    'cartLink.name': '{{label}}, {{items}}, {{total}}',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
