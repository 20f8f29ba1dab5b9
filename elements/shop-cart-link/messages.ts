/**
 * Built-in texts of the cart link (German and English); the shop's translations override them key by key.
 *
 * Translation keys (placeholders in braces):
 * - `cartLink.label` — the visible label, and the accessible name of an empty cart.
 * - `cartLink.items.one`, `cartLink.items.other` {{count}} — the number of items (cart lines by quantity, each
 *   donation one item).
 * - `cartLink.name` {{label}} {{items}} {{total}} — the accessible name of a cart with items. The link shows the
 *   label, the count and the total and says the words between them: no punctuation right after the label, which a
 *   browser would part from it with a space.
 */
export const cartLinkMessages = {
  de: {
    'cartLink.label': 'Warenkorb',
    'cartLink.items.one': '{{count}} Artikel',
    'cartLink.items.other': '{{count}} Artikel',
    'cartLink.name': '{{label}} {{items}}, {{total}}',
  },
  en: {
    'cartLink.label': 'Cart',
    'cartLink.items.one': '{{count}} item',
    'cartLink.items.other': '{{count}} items',
    'cartLink.name': '{{label}} {{items}}, {{total}}',
  },
} as const satisfies Record<'de' | 'en', Record<string, string>>
