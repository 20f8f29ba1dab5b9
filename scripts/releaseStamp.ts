/**
 * What `npm version` writes into the documents of a release: the README's script tag loads the new exact version from
 * the CDN with the entry's Subresource Integrity hash, and the changelog's pending section gets its version and date.
 * Both are written at release time because the hash is only known once the release is built, and a hash copied by
 * hand is the kind of mistake that breaks every museum page that pins it. `npm run build` prints the same hash
 * (scripts/print-sri.mjs, which also runs these with `--stamp`).
 */
import { createHash } from 'node:crypto'

export interface Release {
  /** The npm package name, as in package.json. */
  name: string
  /** The exact version being released, e.g. 0.2.0. */
  version: string
  /** `sha384-…` of the built entry. */
  integrity: string
  /** The release day, YYYY-MM-DD. */
  date: string
}

/** The `integrity` value browsers compute for these bytes. */
export function integrityOf(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`
}

/** `text` as a regular expression that matches it literally. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * Every jsDelivr address of the package names `release.version`, and the integrity of the script tag that loads the
 * entry is the release's. Throws when the README has no such script tag: a release must not leave a stale hash.
 */
export function stampReadme(readme: string, release: Release, entry: string): string {
  const cdn = `https://cdn.jsdelivr.net/npm/${release.name}@`
  const versioned = new RegExp(`${literally(cdn)}[^/\\s"'\`]+/`, 'g')
  const stamped = readme.replace(versioned, `${cdn}${release.version}/`)
  // Not global: `test` would then move the pattern's lastIndex, and the README has one such tag.
  const tag = new RegExp(`(src="${literally(`${cdn}${release.version}/${entry}`)}"\\s+integrity=")[^"]*(")`)
  if (!tag.test(stamped))
    throw new Error(`README.md: no <script src="${cdn}…/${entry}" integrity="…"> to stamp`)
  return stamped.replace(tag, `$1${release.integrity}$2`)
}

/**
 * The changelog's pending section, `## [Unreleased]` or `## [<version>] - Unreleased`, becomes
 * `## [<version>] - <date>`. Throws when there is none: every release says what it changes.
 */
export function stampChangelog(changelog: string, release: Release): string {
  const pending = new RegExp(
    `^## (?:\\[Unreleased\\]|\\[${literally(release.version)}\\] - Unreleased)$`,
    'm',
  )
  if (!pending.test(changelog))
    throw new Error(
      `CHANGELOG.md: no "## [Unreleased]" or "## [${release.version}] - Unreleased" section to release`,
    )
  return changelog.replace(pending, `## [${release.version}] - ${release.date}`)
}
