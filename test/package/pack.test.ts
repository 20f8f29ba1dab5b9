/**
 * What a museum's developer installs: the file list `npm pack` would publish, the package fields that point into it,
 * and the Subresource Integrity hash the build prints for the entry.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const ENTRY = 'dist/shop-elements.js'
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  name: string
  version: string
  private?: boolean
  license: string
  types: string
  exports: { '.': { types: string; import: string } }
  sideEffects: string[]
  customElements: string
  scripts: Record<string, string>
  dependencies?: Record<string, string>
}

/** The entry's integrity as browsers compute it, worked out here rather than by the script under test. */
const entryIntegrity = () => `sha384-${createHash('sha384').update(readFileSync(ENTRY)).digest('base64')}`

/** Runs `work` in a new temporary folder and removes the folder afterwards. */
function inTemporaryFolder(prefix: string, work: (folder: string) => void): void {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  try {
    work(folder)
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Every path a user may get: the entry, its chunks and maps, the types, the manifest and the documents. */
const ALLOWED =
  /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|custom-elements\.json|dist\/shop-elements\.(js|js\.map|d\.ts)|dist\/chunks\/[\w-]+\.js(\.map)?|dist\/types\/[\w/.-]+\.d\.ts)$/

let packed: string[] = []

beforeAll(() => {
  const json = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' })
  const [result] = JSON.parse(json) as [{ files: { path: string }[] }]
  packed = result.files.map((file) => file.path).sort()
}, 60_000)

/** The chunks the entry imports, by their package path. */
function chunksOfEntry(): string[] {
  const code = readFileSync(ENTRY, 'utf8')
  return [...new Set([...code.matchAll(/["'`]\.\/(chunks\/[\w-]+\.js)["'`]/g)].map((m) => `dist/${m[1]}`))]
}

describe('npm pack', () => {
  it('ships the entry, every chunk, the types, the manifest, README, LICENSE and CHANGELOG', () => {
    const chunks = readdirSync('dist/chunks')
      .filter((name) => name.endsWith('.js'))
      .map((name) => `dist/chunks/${name}`)
    expect(chunks.length).toBeGreaterThan(0)
    expect(chunksOfEntry().length).toBeGreaterThan(0)
    expect(packed).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'custom-elements.json',
        ENTRY,
        'dist/shop-elements.d.ts',
        'dist/types/elements/index.d.ts',
        ...chunks,
        ...chunksOfEntry(),
      ]),
    )
  })

  it('ships nothing else: no sources, tests, doubles, fixtures, demo or scripts', () => {
    expect(packed.filter((path) => !ALLOWED.test(path))).toEqual([])
    expect(
      packed.filter((path) => /doubles|fixtures|msw|mockServiceWorker|demo|\.test\./.test(path)),
    ).toEqual([])
  })

  it('ships source maps only beside their code, self-contained and without test or demo code in them', () => {
    const maps = packed.filter((path) => path.endsWith('.map'))
    expect(maps.length).toBeGreaterThan(0)
    for (const map of maps) {
      expect(packed).toContain(map.slice(0, -'.map'.length))
      const { sources, sourcesContent } = JSON.parse(readFileSync(map, 'utf8')) as {
        sources: string[]
        sourcesContent?: unknown[]
      }
      expect(sourcesContent).toHaveLength(sources.length)
      expect(sources.filter((source) => /(^|\/)(test|demo)\//.test(source))).toEqual([])
    }
  })
})

describe('a museum developer installing the package', () => {
  it('installs nothing else: the bundle holds its runtime, and no shipped file imports a package', () => {
    expect(pkg.dependencies).toBeUndefined()
    const specifiers = packed
      .filter((path) => path.endsWith('.js'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/\b(?:from|import)\s*\(?\s*["'`]([^"'`]+)["'`]/g)].map(
          (match) => match[1]!,
        ),
      )
    expect(specifiers.length).toBeGreaterThan(0)
    expect(specifiers.filter((specifier) => !/^\.{1,2}\//.test(specifier))).toEqual([])
  })

  it('gets types that check strictly in a project without React or any other library installed', () => {
    inTemporaryFolder('consumer-', (project) => {
      const installed = join(project, 'node_modules', pkg.name)
      for (const path of packed) {
        mkdirSync(join(installed, path, '..'), { recursive: true })
        copyFileSync(path, join(installed, path))
      }
      const typeCheck = (source: string) => {
        writeFileSync(join(project, 'page.ts'), source)
        try {
          execFileSync(join(process.cwd(), 'node_modules/.bin/tsc'), ['-p', project], { encoding: 'utf8' })
          return ''
        } catch (error) {
          return String((error as { stdout?: string }).stdout)
        }
      }
      writeFileSync(
        join(project, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            skipLibCheck: false,
            noEmit: true,
            module: 'esnext',
            moduleResolution: 'bundler',
            target: 'es2022',
            lib: ['es2022', 'dom'],
            types: [],
          },
          files: ['page.ts'],
        }),
      )
      const page = `import type { ShopEventMap } from '${pkg.name}'
const nav = document.querySelector('shop-nav')
nav?.setAttribute('mobile', 'auto')
document.addEventListener('shop-error', (event) => console.log(event.detail.message))
export type Failure = ShopEventMap['shop-error']
`
      expect(typeCheck(page)).toBe('')
      // The types are real, not any: a wrong use fails.
      expect(typeCheck(`${page}const count: number = document.querySelector('shop-nav')\n`)).toMatch(/TS2322/)
    })
  }, 60_000)
})

describe('package.json', () => {
  it('is publishable under the MIT license', () => {
    expect(pkg.private).toBeUndefined()
    expect(pkg.license).toBe('MIT')
    expect(readFileSync('LICENSE', 'utf8')).toMatch(/^MIT License\n/)
  })

  it('points its entry, types, side effects and manifest at packed files', () => {
    for (const path of [pkg.exports['.'].import, pkg.exports['.'].types, pkg.types, pkg.customElements])
      expect(packed).toContain(path.replace(/^\.\//, ''))
    expect(pkg.sideEffects).toContain(`./${ENTRY}`)
  })

  it('is the package and exact version every CDN address of the README loads', () => {
    const urls =
      readFileSync('README.md', 'utf8').match(/https:\/\/cdn\.jsdelivr\.net\/npm\/[^\s"'`)]+/g) ?? []
    expect(urls).toContain(`https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/${ENTRY}`)
    const prefix = `https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/`
    for (const url of urls) expect(url.slice(0, prefix.length)).toBe(prefix)
  })
})

describe('print-sri', () => {
  it("prints the entry's sha384 integrity, as browsers compute it", () => {
    const printed = execFileSync('node', ['scripts/print-sri.mjs'], { encoding: 'utf8' })
    expect(printed.match(/sha384-[A-Za-z0-9+/]+=*/g)).toEqual([entryIntegrity()])
  })

  it('with --stamp (the `version` step of npm version), writes that hash and the version into the documents', () => {
    inTemporaryFolder('release-', (release) => {
      mkdirSync(join(release, 'dist'))
      for (const file of ['package.json', 'README.md', 'CHANGELOG.md', ENTRY])
        copyFileSync(file, join(release, file))
      execFileSync('node', [join(process.cwd(), 'scripts/print-sri.mjs'), '--stamp'], { cwd: release })
      const readme = readFileSync(join(release, 'README.md'), 'utf8')
      expect(readme).toContain(
        `src="https://cdn.jsdelivr.net/npm/${pkg.name}@${pkg.version}/${ENTRY}"\n  integrity="${entryIntegrity()}"`,
      )
      const today = new Date().toISOString().slice(0, 10)
      expect(readFileSync(join(release, 'CHANGELOG.md'), 'utf8')).toContain(`## [${pkg.version}] - ${today}`)
    })
    expect(pkg.scripts.version).toContain('print-sri.mjs --stamp')
  })
})
