/**
 * The element types derived from the declarations. `npm run typecheck` is the real check here: every `expectTypeOf`
 * and every `@ts-expect-error` below fails the type check when a derived type drifts from its declaration.
 */
import { describe, expect, expectTypeOf, it } from 'vitest'
import type {
  ShopElementAttributeMap,
  ShopElementAttributes,
  ShopElementsIntrinsicElements,
  ShopTag,
} from '../../../elements/index'
import { SHOP_TAGS } from '../../../elements/index'
import type { JsonAttribute } from '../../../src/domain/values/jsonAttribute'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends ShopElementsIntrinsicElements {}
  }
}

describe('types derived from the element declarations', () => {
  it('give every tag JSX attributes with their declared values', () => {
    const page = (
      <>
        <shop-init api-url="https://museum.gomus.de" shop-domain="shop.museum.de" shop-type="second" />
        <shop-init-domain api-domain="museum.gomus.de" shop-domain="shop.museum.de" variant="special" />
        <shop-nav nav="[]" mobile expand-mobile-subnavs="" current-page="shop.museums" />
        <shop-donations />
        <shop-payment border-radius={4} height="45" environment="sandbox" layout="column" test />
        {/* @ts-expect-error api-url is required */}
        <shop-init shop-domain="shop.museum.de" />
        {/* @ts-expect-error shop-type is 'hash' or 'second' */}
        <shop-init-domain api-domain="a" shop-domain="b" shop-type="other" />
        {/* @ts-expect-error <shop-nav> has no such attribute */}
        <shop-nav navigation="[]" />
        {/* @ts-expect-error <shop-donations> has no attributes */}
        <shop-donations campaign="1" />
      </>
    )
    expect(page.props).toBeDefined()
    expectTypeOf<keyof ShopElementsIntrinsicElements>().toEqualTypeOf<ShopTag>()
    expectTypeOf(SHOP_TAGS).items.toEqualTypeOf<ShopTag>()
  })

  it('give components camelCased props with the converters’ types', () => {
    expectTypeOf<ShopElementAttributes<'shop-nav'>>().toEqualTypeOf<{
      nav: JsonAttribute
      mobile: boolean | 'auto' | 'collapsed'
      expandMobileSubnavs: boolean
      currentPage: string | undefined
    }>()
    expectTypeOf<ShopElementAttributes<'shop-payment'>['borderRadius']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<ShopElementAttributes<'shop-init'>>()
      .toHaveProperty('storageKeys')
      .toEqualTypeOf<JsonAttribute>()
    expectTypeOf<ShopElementAttributes<'shop-init'>>().not.toHaveProperty('apiDomain')
    expectTypeOf<keyof ShopElementAttributeMap>().toEqualTypeOf<ShopTag>()
    expectTypeOf<ShopElementAttributeMap['shop-cart']>().toEqualTypeOf<ShopElementAttributes<'shop-cart'>>()
  })

  it('give every tag its element type, with one text property per attribute', () => {
    expectTypeOf<HTMLElementTagNameMap['shop-nav']>()
      .toHaveProperty('currentPage')
      .toEqualTypeOf<string | undefined>()
    expectTypeOf<HTMLElementTagNameMap['shop-init-domain']>().toHaveProperty('apiDomain')
    expectTypeOf<HTMLElementTagNameMap['shop-payment']>().toMatchTypeOf<HTMLElement>()
    expect(document.createElement('shop-nav')).toBeInstanceOf(HTMLElement)
  })
})
