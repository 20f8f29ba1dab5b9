/**
 * What `npm version` writes into the README and the changelog of a release (scripts/releaseStamp.ts), run on the
 * repository's own documents so a change to their shape that would break a release fails here first.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { integrityOf, stampChangelog, stampReadme, type Release } from '../../../scripts/releaseStamp.ts'

const ENTRY = 'dist/shop-elements.js'
const README = readFileSync('README.md', 'utf8')
const CHANGELOG = readFileSync('CHANGELOG.md', 'utf8')
const { name } = JSON.parse(readFileSync('package.json', 'utf8')) as { name: string }
const RELEASE: Release = {
  name,
  version: '2.3.4',
  integrity: 'sha384-AbC+/9xyz0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ=',
  date: '2027-01-15',
}

const cdnAddresses = (text: string) =>
  text.match(new RegExp(`https://cdn\\.jsdelivr\\.net/npm/${name}@[^/]+/`, 'g')) ?? []

describe("the README's script tag at a release", () => {
  const stamped = stampReadme(README, RELEASE, ENTRY)

  it('loads the released version with its integrity', () => {
    expect(stamped).toMatch(
      `src="https://cdn.jsdelivr.net/npm/${name}@2.3.4/${ENTRY}"\n  integrity="${RELEASE.integrity}"`,
    )
  })

  it('names the released version in every CDN address, and changes nothing else', () => {
    const addresses = cdnAddresses(stamped)
    expect(addresses.length).toBe(cdnAddresses(README).length)
    expect(new Set(addresses)).toEqual(new Set([`https://cdn.jsdelivr.net/npm/${name}@2.3.4/`]))
    const unstamped = (text: string) =>
      text.replace(/@[^/\s"]+\/dist/g, '@V/dist').replace(/integrity="[^"]*"/g, 'integrity=""')
    expect(unstamped(stamped)).toBe(unstamped(README))
  })

  it('replaces an earlier release’s hash, so stamping twice gives the same text', () => {
    const next = { ...RELEASE, version: '2.3.5', integrity: 'sha384-next' }
    expect(stampReadme(stamped, next, ENTRY)).toBe(stampReadme(README, next, ENTRY))
    expect(stampReadme(stamped, RELEASE, ENTRY)).toBe(stamped)
  })

  it('refuses a README without the script tag rather than leave a stale hash', () => {
    expect(() => stampReadme('# Shop\n', RELEASE, ENTRY)).toThrow(/no <script src=/)
  })
})

describe("the changelog's pending section at a release", () => {
  it('gets the version and the date', () => {
    const pending = CHANGELOG.replace(/^## \[[^\]]+\] - Unreleased$/m, '## [2.3.4] - Unreleased')
    const stamped = stampChangelog(pending, RELEASE)
    expect(stamped).toContain('\n## [2.3.4] - 2027-01-15\n')
    expect(stamped).not.toMatch(/Unreleased$/m)
  })

  it('also takes the Keep a Changelog heading "[Unreleased]"', () => {
    expect(stampChangelog('# Changelog\n\n## [Unreleased]\n\n- x\n', RELEASE)).toBe(
      '# Changelog\n\n## [2.3.4] - 2027-01-15\n\n- x\n',
    )
  })

  it('refuses a release that the changelog does not describe', () => {
    expect(() => stampChangelog('# Changelog\n\n## [2.3.3] - 2027-01-01\n', RELEASE)).toThrow(
      /no "## \[Unreleased\]"/,
    )
    expect(() => stampChangelog('## [9.9.9] - Unreleased\n', RELEASE)).toThrow()
  })
})

describe('integrityOf', () => {
  it('is the sha384 value browsers compute (the SRI specification’s example)', () => {
    // The digest of "alert('Hello, world.');", as given in the Subresource Integrity specification.
    expect(integrityOf(new TextEncoder().encode("alert('Hello, world.');"))).toBe(
      'sha384-H8BRh8j48O9oYatfu5AZzq6A9RINhZO5H16dQZngK7T62em8MUt1FLm52t+eX6xO',
    )
  })
})
