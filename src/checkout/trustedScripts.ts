/**
 * The elements' one Trusted Types policy, `museum-shop`. A page that enforces Trusted Types for scripts
 * (`require-trusted-types-for 'script'`) lets an address into `<script src>` only through a policy, so the scripts the
 * elements load (PayPal's, Apple Pay JS, Google's pay.js) go through this one. It passes nothing else: https
 * addresses on those vendors' hosts only. A page with a `trusted-types` list names it there (docs/security.md).
 */
import { logOnce } from '../page/logOnce'
import { pageState } from '../page/pageState'

/** The policy's name, as a page's `trusted-types` directive lists it. */
export const TRUSTED_TYPES_POLICY = 'museum-shop'

/** The hosts of every script the elements load. */
const SCRIPT_HOSTS: readonly string[] = [
  'www.paypal.com',
  'www.sandbox.paypal.com',
  'applepay.cdn-apple.com',
  'pay.google.com',
]

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy
}

/** The policy's rule: a vendor's script address passes as it is, any other is refused. */
function vendorScript(url: string): string {
  const address = new URL(url)
  if (address.protocol !== 'https:' || !SCRIPT_HOSTS.includes(address.hostname))
    throw new TypeError(`${url} is no script the shop elements load`)
  return url
}

// Made once per page: a second policy of the same name is refused where the page lists its policies.
const policy = pageState((): ScriptUrlPolicy | null => {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
  if (!factory) return null
  try {
    return factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: vendorScript })
  } catch (error) {
    logOnce(
      TRUSTED_TYPES_POLICY,
      `The Trusted Types policy "${TRUSTED_TYPES_POLICY}" was refused (list it in the page's trusted-types ` +
        `directive): ${String(error)}`,
    )
    return null
  }
})

/**
 * `url` as `<script src>` takes it on this page: made by the policy where the browser has Trusted Types (a
 * TrustedScriptURL, which the script's `src` takes where a string goes), else the address itself. Throws for an
 * address the policy refuses.
 */
export function scriptAddress(url: string): string {
  const made = policy.current
  return made ? (made.createScriptURL(url) as string) : url
}
