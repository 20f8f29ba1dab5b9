/* global fetch */
// The Vite demo server (vite.demo.config.ts) on a free port, started and stopped by the bench, like Playwright's
// webServer does for the browser tests.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

/** @returns {Promise<number>} a port nothing listens on right now */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/**
 * Starts `npx vite --config vite.demo.config.ts --port <free port>` in its own process group (npx starts node as a
 * child, so stopping only npx would leave Vite running) and waits until the harness page answers.
 * @returns {Promise<{ baseURL: string, stop: () => void }>}
 */
export async function startDemoServer(timeoutMs = 60_000) {
  const port = await freePort()
  const child = spawn('npx', ['vite', '--config', 'vite.demo.config.ts', '--port', String(port)], {
    env: { ...process.env, DEMO_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  const stop = () => {
    if (child.exitCode !== null || child.pid === undefined) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  // Its own process group outlives us unless stopped: on a normal exit, and on Ctrl-C or kill (no 'exit' then).
  process.once('exit', stop)
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.once(signal, () => {
      stop()
      process.exit(128 + (signal === 'SIGINT' ? 2 : 15))
    })
  }
  const baseURL = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with code ${child.exitCode}`)
    const ok = await fetch(`${baseURL}/test/e2e/pages/harness.html`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return { baseURL, stop }
    await sleep(200)
  }
  stop()
  throw new Error(`the demo server did not answer on ${baseURL} within ${timeoutMs} ms`)
}
