import { describe, expect, it } from 'vitest'
import { AUTO_MOBILE_BELOW_PX, SHOP_NAV } from '../../../../elements/shop-nav/element'
import { nextAutoMobile } from '../../../../elements/shop-nav/useAutoMobile'

describe('the mobile attribute: present/"true" = mobile, absent/"false" = desktop, "auto" and "collapsed" = by width', () => {
  it.each([
    [null, false],
    ['', true],
    ['true', true],
    ['mobile', true],
    ['automatic', true],
    ['yes', true],
    ['false', false],
    [' FALSE ', false],
    ['auto', 'auto'],
    [' Auto ', 'auto'],
    ['collapsed', 'collapsed'],
    [' COLLAPSED ', 'collapsed'],
    ['collapse', true],
  ])('mobile=%j → %s', (raw, expected) => {
    expect(SHOP_NAV.attributes.mobile.convert(raw)).toBe(expected)
  })
})

describe('mobile="auto" picks the layout by the element width, without switching back and forth', () => {
  const below = AUTO_MOBILE_BELOW_PX

  it('is mobile below the breakpoint and the bar from it on', () => {
    expect(nextAutoMobile(320, false)).toBe(true)
    expect(nextAutoMobile(below - 1, false)).toBe(true)
    expect(nextAutoMobile(below, false)).toBe(false)
    expect(nextAutoMobile(1280, true)).toBe(false)
  })

  it('stays mobile a little past the breakpoint, so a host that shrinks to its content cannot make it flicker', () => {
    expect(nextAutoMobile(below, true)).toBe(true)
    expect(nextAutoMobile(below + 8, true)).toBe(true)
    expect(nextAutoMobile(below + 8, false)).toBe(false)
  })

  it('keeps its layout while hidden (width 0)', () => {
    expect(nextAutoMobile(0, true)).toBe(true)
    expect(nextAutoMobile(0, false)).toBe(false)
  })
})
