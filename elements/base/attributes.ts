import { parseJsonAttribute, type JsonAttribute } from '../../src/domain/values/jsonAttribute'
import type { ShopEventName } from '../../src/domain/host/events'
import { isSharedThemeName, THEME, THEME_PREFIX, type ThemeName } from './theme'

/**
 * How an element's attributes are declared: once per element, in a small declaration file next to its component.
 * The element class, the component's props, the JSX and tag-name types and the manifest are all derived from it.
 */

/** Reads the raw attribute value (`null` when absent) and never throws: a bad value becomes the prop's default. */
export type AttributeConverter<T> = (raw: string | null) => T

/** Text as given; absent → undefined. */
export const string: AttributeConverter<string | undefined> = (raw) => raw ?? undefined

/**
 * HTML boolean semantics: present = true (also `mobile=""`), absent = false; `"false"` is accepted as false because
 * CMS editors write it.
 */
export const boolean: AttributeConverter<boolean> = (raw) =>
  raw !== null && raw.trim().toLowerCase() !== 'false'

/** A finite number ≥ 0; anything else (absent, text, negative) → undefined. */
export const nonNegativeNumber: AttributeConverter<number | undefined> = (raw) => {
  if (raw === null || raw.trim() === '') return undefined
  const value = Number(raw)
  return Number.isFinite(value) && value >= 0 ? value : undefined
}

/** Ids as a list: `"12, 14 15"` → [12, 14, 15]; whatever is not a whole number above 0 is left out. */
export const idList: AttributeConverter<number[]> = (raw) =>
  (raw ?? '')
    .split(/[\s,;]+/)
    .filter((part) => /^\d+$/.test(part) && Number(part) > 0)
    .map(Number)

/** JSON, parsed; invalid JSON is passed on with its raw text so the component can say what is wrong. */
export const json: AttributeConverter<JsonAttribute> = parseJsonAttribute

/**
 * One attribute: its converter, and the documented values of a text attribute. `Prop` is what the component gets,
 * `Html` what HTML and JSX take; `required` marks an attribute a page must set. The last two exist only as types.
 */
export interface Attribute<Prop = unknown, Html = unknown, Required extends boolean = boolean> {
  readonly convert: AttributeConverter<Prop>
  readonly values?: readonly string[]
  readonly html?: Html
  readonly required?: Required
}

/** Text; `values` are the documented ones (still passed on as text: the component decides what a bad one means). */
export const text = <const V extends string = string>(
  ...values: V[]
): Attribute<string | undefined, V, false> =>
  values.length ? { convert: string, values } : { convert: string }

/** A text attribute the page must set (the store reports it missing); required only for the types. */
export const requiredText = (): Attribute<string | undefined, string, true> => ({ convert: string })

export const flag: Attribute<boolean, boolean | '', false> = { convert: boolean }
export const number: Attribute<number | undefined, number | string, false> = { convert: nonNegativeNumber }
export const jsonText: Attribute<JsonAttribute, string, false> = { convert: json }
export const ids: Attribute<number[], string, false> = { convert: idList }

/** Attributes by their HTML name (`current-page`). */
export type Attributes = Readonly<Record<string, Attribute>>

export interface ElementDeclaration<Tag extends string = string, A extends Attributes = Attributes> {
  readonly tag: Tag
  readonly attributes: A
}

export const declareElement = <const Tag extends string, const A extends Attributes>(
  tag: Tag,
  attributes: A,
): ElementDeclaration<Tag, A> => ({ tag, attributes })

/** `current-page` → `currentPage`: the prop (and element property) of an attribute. */
type PropName<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PropName<Tail>>}`
  : S

export const propName = (attribute: string): string =>
  attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

type AttributesOf<D> = D extends ElementDeclaration<string, infer A> ? A : never

/** The component's props: one per attribute, camelCased, with the converter's type. */
export type ElementProps<D extends ElementDeclaration> = {
  -readonly [N in keyof AttributesOf<D> & string as PropName<N>]: AttributesOf<D>[N] extends Attribute<
    infer K
  >
    ? K
    : never
}

type HtmlValue<T> = T extends Attribute<unknown, infer H> ? H : never
type RequiredNames<A> = {
  [N in keyof A]: A[N] extends Attribute<unknown, unknown, true> ? N : never
}[keyof A]

/** Attribute names as written in HTML and their values: for JSX and template type checks. */
export type ElementHtmlAttributes<D extends ElementDeclaration> = {
  -readonly [N in RequiredNames<AttributesOf<D>>]: HtmlValue<AttributesOf<D>[N]>
} & {
  -readonly [N in Exclude<keyof AttributesOf<D>, RequiredNames<AttributesOf<D>>>]?: HtmlValue<
    AttributesOf<D>[N]
  >
}

/** The element's properties: each attribute, camelCased, reflects its text. */
export type ElementProperties<D extends ElementDeclaration> = { [N in keyof ElementProps<D>]?: string }

/**
 * What the manifest says about an element besides its attribute kinds. Kept in its own export so that the bundle,
 * which never reads it, leaves it out; `attributes` must document exactly the declared ones.
 */
export interface ElementDocs<D extends ElementDeclaration = ElementDeclaration> {
  readonly element: D
  readonly description: string
  readonly attributes: {
    readonly [N in keyof AttributesOf<D>]: { description: string; default?: string; type?: string }
  }
  readonly events: readonly ShopEventName[]
  readonly cssParts: readonly string[]
  readonly cssProperties: readonly string[]
  /** Content the page gives as the element's children, by `slot` name. */
  readonly slots?: readonly { name: string; description: string }[]
}

/**
 * Docs written in a function, for docs whose texts name constants (`${AUTO}`): the bundle drops the call with
 * everything in it, where it would keep such a template at the top level.
 */
/* @__NO_SIDE_EFFECTS__ */
export function elementDocs<D extends ElementDeclaration>(docs: () => ElementDocs<D>): ElementDocs<D> {
  return docs()
}

/**
 * The custom properties an element reads, from the theme table: its own (`--shop-nav-…` for `shop-nav`), then the
 * shared ones. Free of side effects, so unused docs leave the bundle; it takes the declaration, not its tag, because
 * the bundle would keep a property read of the argument (`SHOP_NAV.tag`) where it drops the call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function cssProperties({ tag }: ElementDeclaration<`shop-${string}`>): readonly string[] {
  const feature = tag.slice('shop-'.length)
  const names = Object.keys(THEME) as ThemeName[]
  const own = names.filter((name) => name.startsWith(`${feature}-`))
  const shared = names.filter((name) => isSharedThemeName(name))
  return [...own, ...shared].map((name) => `${THEME_PREFIX}${name}`)
}

/** Shared by the booking elements' `after-add`: stay on the page with a confirmation, or go to the cart. */
export const AFTER_ADD = ['stay', 'cart'] as const
