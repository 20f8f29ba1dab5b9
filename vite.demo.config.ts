import { defineConfig } from 'vite'

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
})
