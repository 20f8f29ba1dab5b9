import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { bundledTestPages } from './scripts/bundledTestPages.ts'

/**
 * The Content Security Policy a strict museum site might send, applied to the CSP test page only. It allows no
 * 'unsafe-inline' and no 'unsafe-eval'; docs/security.md lists what a museum must allow.
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' https://www.paypal.com https://www.sandbox.paypal.com",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self' ws: https://demo-museum.gomus.de https://www.paypal.com https://www.sandbox.paypal.com",
  'frame-src https://www.paypal.com https://www.sandbox.paypal.com',
  "worker-src 'self'",
].join('; ')

/**
 * The strict policy with the wallets' scripts allowed and Trusted Types enforced for scripts: only the elements'
 * policy (`museum-shop`) and the test page's own (`harness`, which places the markup and the bundle; `default`, which
 * lets the fake API's worker through and nothing else) may make script addresses and markup.
 */
export const TRUSTED_TYPES_CSP = [
  STRICT_CSP.replace(
    "script-src 'self'",
    "script-src 'self' https://applepay.cdn-apple.com https://pay.google.com",
  ),
  "require-trusted-types-for 'script'",
  'trusted-types museum-shop harness default',
].join('; ')

function strictCspPage(): Plugin {
  return {
    name: 'strict-csp-test-page',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.startsWith('/test/e2e/pages/csp.html'))
          response.setHeader(
            'Content-Security-Policy',
            request.url.includes('trusted-types') ? TRUSTED_TYPES_CSP : STRICT_CSP,
          )
        next()
      })
    },
  }
}

const BUILT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.map': 'application/json',
}

/**
 * The built bundle and its chunks byte for byte, as a museum's server sends them. Through Vite's module pipeline each
 * file came back with its source map inlined, seven times its size (2.4 MB for the entry), on every page of every
 * browser test; the map is served beside it for the browser's developer tools.
 */
function builtFilesAsShipped(): Plugin {
  return {
    name: 'built-files-as-shipped',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? ''
        const type = BUILT_TYPES[extname(path)]
        if (!path.startsWith('/dist/') || path.includes('..') || type === undefined) return next()
        readFile(join(server.config.root, path)).then(
          (body) => {
            response.setHeader('Content-Type', type)
            response.setHeader('Cache-Control', 'no-cache')
            response.end(body)
          },
          () => next(),
        )
      })
    },
  }
}

/**
 * The demo's stand-in payment provider takes `payment_data` as a form POST, as Computop's Paygate does; a static page
 * cannot read a POST body, so the server answers it with the same fields in the page's address (303: then GET).
 */
function fakeProviderForm(): Plugin {
  return {
    name: 'fake-provider-form',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'POST' || request.url?.split('?')[0] !== '/demo/provider.html') return next()
        let body = ''
        request.setEncoding('utf8')
        request.on('data', (chunk: string) => (body += chunk))
        request.on('end', () => {
          response.statusCode = 303
          response.setHeader('Location', `/demo/provider.html?${new URLSearchParams(body).toString()}`)
          response.end()
        })
      })
    },
  }
}

/** The demo's first page: `npm run demo` prints its address (with logLevel 'warn' Vite prints none of its own). */
export const DEMO_START_PAGE = '/demo/index.html'

function printDemoAddress(): Plugin {
  return {
    name: 'print-demo-address',
    configureServer(server) {
      server.httpServer?.once('listening', () => {
        const address = server.httpServer?.address()
        if (address === null || address === undefined || typeof address === 'string') return
        const host = address.family === 'IPv6' ? `[${address.address}]` : address.address
        process.stdout.write(`\n  Demo museum site: http://${host}:${address.port}${DEMO_START_PAGE}\n\n`)
      })
    },
  }
}

/**
 * Dev server for the demo museum site and the browser-test pages. Both load the BUILT bundle from /dist,
 * so what is tested is what ships. msw's worker script is served from demo/public.
 */
export default defineConfig({
  root: '.',
  publicDir: 'demo/public',
  server: { host: '127.0.0.1', port: Number(process.env.DEMO_PORT ?? 5173), strictPort: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('development') },
  logLevel: 'warn',
  plugins: [
    strictCspPage(),
    builtFilesAsShipped(),
    fakeProviderForm(),
    bundledTestPages(),
    printDemoAddress(),
  ],
})
