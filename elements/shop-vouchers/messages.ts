/**
 * Built-in texts of the voucher element (German and English); the shop's translations override them key by key.
 * `{{title}}` is a voucher's title, `{{value}}` and `{{price}}` amounts with their currency.
 */
export const voucherMessages = {
  de: {
    'vouchers.label': 'Gutscheine',
    'vouchers.loading': 'Gutscheine werden geladen …',
    'vouchers.none': 'Zurzeit gibt es keine Gutscheine zu kaufen.',
    'vouchers.valueAndPrice': 'Wert {{value}}, Preis {{price}}',
    'vouchers.price': 'Preis {{price}}',
    'vouchers.shipping': 'Wird per Post verschickt: {{article}} ({{price}}) kommt je Gutschein dazu.',
    'vouchers.count': 'Anzahl {{title}}',
    'vouchers.less': '{{title}}: einen weniger',
    'vouchers.more': '{{title}}: einen mehr',
    'vouchers.add': 'In den Warenkorb',
    'vouchers.addNamed': '{{title}} in den Warenkorb',
    'vouchers.added.one': '1 × {{title}} ist im Warenkorb.',
    'vouchers.added.other': '{{count}} × {{title}} sind im Warenkorb.',
    'vouchers.addedShipping': '{{article}} kommt mit.',
    'vouchers.toCart': 'Zum Warenkorb',
    'vouchers.addFailed':
      'Der Gutschein konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es noch einmal.',
  },
  en: {
    'vouchers.label': 'Gift vouchers',
    'vouchers.loading': 'Loading the gift vouchers …',
    'vouchers.none': 'There are no gift vouchers for sale at the moment.',
    'vouchers.valueAndPrice': 'Worth {{value}}, price {{price}}',
    'vouchers.price': 'Price {{price}}',
    'vouchers.shipping': 'Sent by post: {{article}} ({{price}}) is added for each voucher.',
    'vouchers.count': 'Number of {{title}}',
    'vouchers.less': '{{title}}: one less',
    'vouchers.more': '{{title}}: one more',
    'vouchers.add': 'Add to cart',
    'vouchers.addNamed': 'Add to cart: {{title}}',
    'vouchers.added.one': '1 × {{title}} is in your cart.',
    'vouchers.added.other': '{{count}} × {{title}} are in your cart.',
    'vouchers.addedShipping': '{{article}} comes with it.',
    'vouchers.toCart': 'Go to cart',
    'vouchers.addFailed': 'The voucher could not be put into the cart. Please try again.',
  },
} as const
