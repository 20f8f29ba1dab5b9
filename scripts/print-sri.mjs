// Prints the Subresource Integrity hash of the bundle's entry, the last step of `npm run build`, for the
// `integrity` attribute of the script tag (README "The one script tag"). It covers the entry only: the entry imports
// its chunks itself, and a module's imports carry no integrity of their own.
// With `--stamp`, the `version` step of `npm version` (run in the package's folder), it also writes the release into
// README.md and CHANGELOG.md.
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const ENTRY = 'dist/shop-elements.js'

/** @type {{ module: typeof import('./releaseStamp.ts') }} */
const { module: stamp } = await runnerImport(fileURLToPath(new URL('releaseStamp.ts', import.meta.url)), {
  configFile: false,
  logLevel: 'warn',
})
const integrity = stamp.integrityOf(readFileSync(ENTRY))
console.log(`Subresource Integrity of ${ENTRY} (the entry only; the module imports its chunks itself):`)
console.log(integrity)

if (process.argv.includes('--stamp')) {
  const { name, version } = JSON.parse(readFileSync('package.json', 'utf8'))
  const release = { name, version, integrity, date: new Date().toISOString().slice(0, 10) }
  writeFileSync('README.md', stamp.stampReadme(readFileSync('README.md', 'utf8'), release, ENTRY))
  writeFileSync('CHANGELOG.md', stamp.stampChangelog(readFileSync('CHANGELOG.md', 'utf8'), release))
  console.log(`README.md and CHANGELOG.md now name ${name}@${version} (${release.date})`)
}
