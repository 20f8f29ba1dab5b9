import { describe, expect, it, vi } from 'vitest'
import { readCookie, writeCookie } from '../../../src/domain/browser/cookies'

describe('cookies', () => {
  it('reads a cookie the page wrote, decoding it', () => {
    document.cookie = `auth_headers=${encodeURIComponent('{"uid":"a@b.de"}')}; path=/`
    expect(readCookie('auth_headers')).toBe('{"uid":"a@b.de"}')
  })

  it('gives undefined for a cookie that is not set', () => {
    expect(readCookie('auth_headers')).toBeUndefined()
  })

  it('writes a value with special characters that reads back unchanged', () => {
    const value = '{"access-token":"x;y=z","uid":"müller@example.org"}'
    expect(writeCookie('auth_headers', value)).toBe(true)
    expect(readCookie('auth_headers')).toBe(value)
  })

  it('does not throw where the page may not use cookies', () => {
    const insecure = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const getter = vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(insecure)
    const setter = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(insecure)
    const read = readCookie('auth_headers')
    const written = writeCookie('auth_headers', '[]')
    // Restored here, not by Vitest: the shared teardown reads document.cookie before mocks are restored.
    getter.mockRestore()
    setter.mockRestore()
    expect(read).toBeUndefined()
    expect(written).toBe(false)
  })
})
