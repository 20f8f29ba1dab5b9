import { defineConfig } from 'vitest/config'

const UNIT_TESTS = 'test/unit/**/*.test.{ts,tsx}'

/**
 * Unit test files that touch no DOM: neither the test nor the code under test reads document, window, storage or
 * cookies. They run in Node, which starts in a fraction of jsdom's time.
 */
const DOM_FREE = [
  'test/unit/api/*.test.ts',
  'test/unit/architecture/*.test.ts',
  'test/unit/build/*.test.ts',
  'test/unit/msw/*.test.ts',
  'test/unit/package/*.test.ts',
  'test/unit/domain/fieldOf.test.ts',
  'test/unit/domain/logOnce.test.ts',
  'test/unit/domain/money.test.ts',
  'test/unit/domain/textLocale.test.ts',
  'test/unit/domain/translations.test.ts',
  'test/unit/domain/urls.test.ts',
  'test/unit/elements/shop-donations/campaigns.test.ts',
  'test/unit/elements/paymentSettled.test.ts',
  'test/unit/eventDates/*.test.ts',
  'test/unit/elements/theme.test.ts',
  'test/unit/hardening/converters.test.ts',
  'test/unit/hardening/money.properties.test.ts',
  'test/unit/elements/shop-nav/layoutChoice.test.ts',
  'test/unit/elements/shop-nav/navEntries.test.ts',
  'test/unit/elements/shop-nav/navListings.test.ts',
  'test/unit/elements/shop-payment/captureRecovery.test.ts',
  'test/unit/elements/shop-payment/googlePayDecision.test.ts',
  'test/unit/elements/shop-payment/methods/cardResult.test.ts',
  'test/unit/elements/shop-payment/orderRequest.properties.test.ts',
  'test/unit/elements/shop-payment/orderRequest.test.ts',
  'test/unit/elements/shop-payment/sdkOptions.test.ts',
  'test/unit/personalization/*.test.ts',
  'test/unit/services/*.test.ts',
  'test/unit/tickets/*.test.ts',
]

/**
 * jsdom test files about what happens once per page, so each needs a page and modules of its own: start-up and
 * registration, the opt-ins, and the wallet vendors' scripts a page loads once. The checkout with PayPal loaded
 * starts those loads too; jsdom never runs them, so their 10 s wait would end, and log, in whichever file runs next.
 */
const OWN_PAGE = [
  'test/unit/elements/init.test.tsx',
  'test/unit/elements/optIns.test.tsx',
  'test/unit/elements/shop-payment/methods/applePay.test.tsx',
  'test/unit/elements/shop-payment/methods/googlePay.test.tsx',
  'test/unit/elements/shop-payment/methods/loadVendorScript.test.ts',
  // Reads which areas are visible: the page's stylesheets, which earlier files on a shared page add to.
  'test/unit/elements/shop-payment/shopPaymentMethods.test.tsx',
  'test/unit/elements/shop-payment/shopPayment.test.tsx',
  'test/unit/elements/shop-payment/shopPaymentFlow.test.tsx',
  'test/unit/elements/shop-payment/shopPaymentRecovery.test.tsx',
]

/** DOM-free files that mock a module of the shop: they need modules of their own, which a shared worker has not. */
const OWN_MODULES = ['test/unit/tickets/bigDays.test.ts']

const DOM_SETUP = ['test/setup.ts', 'test/setup.dom.ts']

/**
 * Four projects: Node for DOM-free files (modules of their own for OWN_MODULES), one shared jsdom page for the rest,
 * and a page per file for OWN_PAGE.
 * The first two share their worker's modules across files (no isolation): test/setup.ts and test/setup.dom.ts reset
 * the shop's state, the page and the fake API after every test. The package tests read the build and run after it
 * (test/package/vitest.config.ts).
 */
export default defineConfig({
  test: {
    // A bound for a hung test, not a speed limit: a component test clicks through a whole flow, and beside a second
    // full suite on a 2-core machine (load 8 and more) one took 35 s. Tests wait for what they need, never a time.
    testTimeout: 120_000,
    // One worker per core: Vitest's default leaves one core to its main process, which has little to do here.
    maxWorkers: '100%',
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: DOM_FREE,
          exclude: OWN_MODULES,
          setupFiles: ['test/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-own-modules',
          environment: 'node',
          include: OWN_MODULES,
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: [UNIT_TESTS],
          exclude: [...DOM_FREE, ...OWN_PAGE],
          setupFiles: DOM_SETUP,
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'jsdom-own-page', environment: 'jsdom', include: OWN_PAGE, setupFiles: DOM_SETUP },
      },
    ],
  },
})
