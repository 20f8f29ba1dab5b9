import { existsSync, readFileSync } from 'node:fs'

/** The files package.json points at: `npm run build` writes them all. */
function builtFiles(): string[] {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
    module: string
    types: string
    customElements: string
  }
  return [pkg.module, pkg.types, pkg.customElements].map((path) => path.replace(/^\.\//, ''))
}

/** Stops the package tests before they start when there is no build to read: they would only report missing files. */
export default function requireBuild(): void {
  const missing = builtFiles().filter((path) => !existsSync(path))
  if (missing.length > 0)
    throw new Error(
      `The package tests read the build; ${missing.join(', ')} missing: run \`npm run build\` first.`,
    )
}
