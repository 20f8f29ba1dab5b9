import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { build, type Plugin, type Rolldown } from 'vite'

/**
 * The scripts of the pages the browser tests open: the test harness and the demo museum's pages (CMS pages, the
 * diagnostics page, the stand-in payment provider and shop).
 */
const PAGE_SCRIPTS = [
  '/test/e2e/pages/harness.ts',
  '/demo/boot.ts',
  '/demo/diagnostics.ts',
  '/demo/provider.ts',
  '/demo/shop/main.ts',
]

/** The test pages and the demo pages, a folder's address meaning its index.html. */
const PAGE = /^\/(?:test\/e2e\/pages\/[a-z-]+\.html|demo\/(?:[a-z]+\/)?(?:[a-z-]+\.html)?)$/

/** One script, its CSS imports placed by the script itself, as Vite's development server places them. */
function scriptWithStyles(output: Rolldown.RolldownOutput, script: string): string {
  const chunk = output.output.find((file) => file.type === 'chunk')
  if (!chunk || chunk.type !== 'chunk')
    throw new Error(`bundled test pages: the build of ${script} gave no script`)
  const css = output.output
    .filter((file) => file.type === 'asset' && file.fileName.endsWith('.css'))
    .map((file) => (file.type === 'asset' ? String(file.source) : ''))
    .join('\n')
  if (css === '') return chunk.code
  const placeStyles =
    `{const style=document.createElement('style');style.textContent=${JSON.stringify(css)};` +
    'document.head.append(style)}\n'
  return placeStyles + chunk.code
}

async function bundle(root: string, define: Record<string, unknown>, script: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    // The same replacements as the pages' modules get from the demo server's config.
    define,
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rolldownOptions: { input: `.${script}`, output: { codeSplitting: false } },
    },
  })
  const [output] = Array.isArray(result) ? result : [result]
  if (!output || !('output' in output)) throw new Error(`bundled test pages: no output for ${script}`)
  return scriptWithStyles(output, script)
}

/**
 * For the browser tests (E2E_BUNDLED_PAGES=1): each page script as one file, bundled when the server starts, and the
 * pages as written, without Vite's live-reload client. Served module by module, a demo page made some 140 requests
 * and took 8–9 s to show its elements in a fresh browser context here, the test harness some seventy; every test
 * opens at least one page. The demo itself keeps the module-by-module scripts, so an edit shows on reload.
 */
export function bundledTestPages(): Plugin {
  return {
    name: 'bundled-test-pages',
    async configureServer(server) {
      if (process.env.E2E_BUNDLED_PAGES !== '1') return
      const root = server.config.root
      const define = server.config.define ?? {}
      const scripts = new Map(
        await Promise.all(
          PAGE_SCRIPTS.map(async (script) => [script, await bundle(root, define, script)] as const),
        ),
      )
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        const code = scripts.get(path)
        if (code !== undefined) {
          response.setHeader('Content-Type', 'text/javascript')
          response.end(code)
          return
        }
        if (!PAGE.test(path)) return next()
        const file = path.endsWith('/') ? `${path}index.html` : path
        readFile(join(root, file)).then(
          (body) => {
            response.setHeader('Content-Type', 'text/html')
            response.end(body)
          },
          () => next(),
        )
      })
    },
  }
}
