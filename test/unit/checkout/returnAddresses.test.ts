import { describe, expect, it } from 'vitest'
import { checkoutAddresses } from '../../../src/checkout/returnAddresses'
import { resolveShopConfig } from '../../../src/domain/shop/config'
import { DEFAULT_STORAGE_KEYS } from '../../../src/domain/shop/storageKeys'
import { testConfig } from '../../helpers/config'

describe('the success and failure addresses', () => {
  it("are the shop's pages without the museum's own", () => {
    const addresses = checkoutAddresses(testConfig())
    expect(addresses.success('tok 1')).toBe('https://shop.demo-museum.de/#/checkout/success?ORDERID=tok%201')
    expect(addresses.failure('Abgelehnt & fertig')).toBe(
      'https://shop.demo-museum.de/#/checkout/failure?payment_error=Abgelehnt%20%26%20fertig',
    )
  })

  it("are the museum's templates, with the token and the message encoded", () => {
    const addresses = checkoutAddresses(
      testConfig({
        successUrl: '/danke?order={token}',
        failureUrl: 'https://museum.example/kasse?fehler={message}#top',
      }),
    )
    expect(addresses.success('a/b')).toBe('/danke?order=a%2Fb')
    expect(addresses.failure('Nicht bezahlt?')).toBe(
      'https://museum.example/kasse?fehler=Nicht%20bezahlt%3F#top',
    )
  })
})

describe('success-url and failure-url of the init element', () => {
  const resolve = (successUrl: string | null, failureUrl: string | null) => {
    const config = resolveShopConfig(
      { apiUrl: 'https://api.example', shopDomain: 'shop.example', successUrl, failureUrl },
      DEFAULT_STORAGE_KEYS,
      () => null,
    )
    if (config instanceof Error) throw config
    return [config.successUrl, config.failureUrl]
  }

  it('keeps http(s) templates as written', () => {
    expect(resolve(' /danke?order={token} ', 'https://m.example/f?m={message}')).toEqual([
      '/danke?order={token}',
      'https://m.example/f?m={message}',
    ])
  })

  it('ignores another scheme and an empty value', () => {
    expect(resolve('javascript:alert({token})', '')).toEqual([null, null])
  })
})
