import { resolve } from 'node:path'
import { createServer } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { DEMO_START_PAGE } from '../../../vite.demo.config'

describe('npm run demo', () => {
  it("prints the address of the demo's first page once the server listens", async () => {
    const written: string[] = []
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk))
      return true
    })
    // Port 0: any free port, so the test never meets a demo or test server already running.
    const server = await createServer({
      configFile: resolve('vite.demo.config.ts'),
      server: { port: 0, strictPort: false },
    })
    try {
      await server.listen()
      const address = server.httpServer?.address()
      const port = typeof address === 'object' && address !== null ? address.port : NaN
      await vi.waitFor(() => expect(written.join('')).toContain(`http://127.0.0.1:${port}${DEMO_START_PAGE}`))
    } finally {
      write.mockRestore()
      await server.close()
    }
  })
})
