import { describe, expect, it, vi } from 'vitest'
import { StorageError } from '../../../src/domain/errors'
import { readJson, readText, removeKey, writeText } from '../../../src/domain/browser/storage'
import { preserveCorrupt, writeJson, writeTextQuietly } from '../../../src/domain/browser/storageUpdates'

function storageIsFull() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  })
}

/** Runs `check` while the localStorage getter throws, as in sandboxed frames; restores it before teardown. */
function whileStorageIsDisabled(check: () => void) {
  const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError')
  })
  try {
    check()
  } finally {
    getter.mockRestore()
  }
}

describe('readJson', () => {
  it('parses stored JSON', () => {
    localStorage.setItem('museum-shop.test', '{"items":[1,2]}')
    expect(readJson('museum-shop.test')).toEqual({ ok: true, value: { items: [1, 2] } })
  })

  it('reports a missing key', () => {
    expect(readJson('museum-shop.test')).toEqual({ ok: false, reason: 'missing' })
  })

  it('reports unparseable text as corrupt', () => {
    localStorage.setItem('museum-shop.test', '{"items":[1,')
    expect(readJson('museum-shop.test')).toEqual({ ok: false, reason: 'corrupt' })
  })

  it('reports disabled storage as unavailable instead of throwing', () => {
    whileStorageIsDisabled(() => {
      expect(readJson('museum-shop.test')).toEqual({ ok: false, reason: 'unavailable' })
      expect(readText('museum-shop.test')).toBeNull()
      expect(() => removeKey('museum-shop.test')).not.toThrow()
    })
  })
})

describe('writeJson', () => {
  it('stores JSON that readJson reads back', () => {
    writeJson('museum-shop.test', { version: 1, items: [] })
    expect(localStorage.getItem('museum-shop.test')).toBe('{"version":1,"items":[]}')
    expect(readJson('museum-shop.test')).toEqual({ ok: true, value: { version: 1, items: [] } })
  })

  it('throws a StorageError naming the key when the quota is exceeded', () => {
    storageIsFull()
    let thrown: unknown
    try {
      writeJson('museum-shop.test', [1])
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(StorageError)
    expect(thrown).toMatchObject({ key: 'museum-shop.test', message: 'Browser storage is full' })
    expect((thrown as StorageError).cause).toBeInstanceOf(DOMException)
  })

  it('throws a StorageError when storage is disabled', () => {
    whileStorageIsDisabled(() => {
      expect(() => writeJson('museum-shop.test', 1)).toThrow(StorageError)
      expect(() => writeText('museum-shop.test', '1')).toThrow('Browser storage is not available')
    })
  })

  it('throws a StorageError for values JSON cannot represent', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => writeJson('museum-shop.test', cyclic)).toThrow(StorageError)
    expect(() => writeJson('museum-shop.test', undefined)).toThrow(StorageError)
    expect(localStorage.getItem('museum-shop.test')).toBeNull()
  })
})

describe('writeTextQuietly', () => {
  it('writes and returns true', () => {
    expect(writeTextQuietly('museum-shop.test', 'true')).toBe(true)
    expect(localStorage.getItem('museum-shop.test')).toBe('true')
  })

  it('returns false and warns instead of throwing when storage is full', () => {
    storageIsFull()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(writeTextQuietly('museum-shop.test', 'true')).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Browser storage is full'))
  })
})

describe('removeKey', () => {
  it('removes the key', () => {
    localStorage.setItem('museum-shop.test', '1')
    removeKey('museum-shop.test')
    expect(localStorage.getItem('museum-shop.test')).toBeNull()
  })
})

describe('preserveCorrupt', () => {
  it('copies unparseable text to <key>.corrupt', () => {
    localStorage.setItem('museum-shop.test', '[{"value":500,')
    expect(preserveCorrupt('museum-shop.test')).toBe(true)
    expect(localStorage.getItem('museum-shop.test.corrupt')).toBe('[{"value":500,')
  })

  it('leaves parseable and missing values alone', () => {
    localStorage.setItem('museum-shop.test', '[1]')
    expect(preserveCorrupt('museum-shop.test')).toBe(false)
    expect(preserveCorrupt('museum-shop.other')).toBe(false)
    expect(localStorage.getItem('museum-shop.test.corrupt')).toBeNull()
    expect(localStorage.getItem('museum-shop.other.corrupt')).toBeNull()
  })

  it('also copies parseable values the caller cannot use', () => {
    localStorage.setItem('museum-shop.test', '{"foreign":true}')
    expect(preserveCorrupt('museum-shop.test', Array.isArray)).toBe(true)
    expect(localStorage.getItem('museum-shop.test.corrupt')).toBe('{"foreign":true}')
  })

  it('warns instead of throwing when the copy cannot be written', () => {
    localStorage.setItem('museum-shop.test', 'not json')
    storageIsFull()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(preserveCorrupt('museum-shop.test')).toBe(false)
    expect(warn).toHaveBeenCalledTimes(1)
  })

  it('keeps a second unreadable value beside the first copy, never over it', () => {
    localStorage.setItem('museum-shop.test', '{first')
    expect(preserveCorrupt('museum-shop.test')).toBe(true)
    localStorage.setItem('museum-shop.test', '{second')
    expect(preserveCorrupt('museum-shop.test')).toBe(true)
    expect(localStorage.getItem('museum-shop.test.corrupt')).toBe('{first')
    expect(localStorage.getItem('museum-shop.test.corrupt.2')).toBe('{second')
    // The same value again is kept already.
    expect(preserveCorrupt('museum-shop.test')).toBe(false)
  })
})
