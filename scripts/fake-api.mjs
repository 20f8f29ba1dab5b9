/**
 * `npm run fake-api [-- --port 8787] [-- "?latency=300&fail=shop:http500"]`: the fake v4 API on its own port, with
 * CORS for pages on this machine. The TypeScript server (scripts/fakeApiServer.ts) and the fake API's modules are
 * loaded through Vite, as the demo loads them.
 */
import { runnerImport } from 'vite'

const args = process.argv.slice(2)
const portAt = args.indexOf('--port')
const port = Number(portAt >= 0 ? args[portAt + 1] : (process.env.FAKE_API_PORT ?? 8787))
const search = args.find((arg) => arg.startsWith('?')) ?? ''

const { module } = await runnerImport('./scripts/fakeApiServer.ts')
await module.startFakeApiServer(port, search)
console.log(
  `Fake v4 shop API: http://127.0.0.1:${port} (api-url), CORS for http://localhost and 127.0.0.1 pages.`,
)
console.log(`  shop-domain: any, e.g. shop.demo-museum.de; knobs: ${search || 'none'}. Ctrl+C stops it.`)
