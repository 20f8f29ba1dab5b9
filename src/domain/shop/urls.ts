/**
 * Every link into the shop is built here, behind one interface, so components never assemble shop addresses
 * themselves and the shop type / deployment variant is decided in exactly one place.
 */
import * as z from 'zod/mini'
import { firstOf } from '../values/firstOf'
import { fieldOf } from '../values/fieldOf'

/** 'hash': the older hash-routed shop. 'second': the second shop type with different checkout links. */
export type ShopType = 'hash' | 'second'

/** 'special': the one museum deployment with its own cart storage and path-routed shop links. */
export type Variant = 'default' | 'special'

/** Id of a shop record as it appears in a link. */
export type RecordId = number | string

/** Absolute addresses of all shop screens. */
export interface ShopUrls {
  start(): string
  login(): string
  registration(): string
  account(): string
  /** The shop's own cart; the visitor's cart may be the museum's own page: see shopPages.ts. */
  cart(): string
  ticketsAnnual(): string
  ticketsCombi(group?: string): string
  ticketsDay(): string
  ticketsFilters(group?: string): string
  coupons(): string
  events(): string
  eventGroup(categoryIds: readonly RecordId[]): string
  event(id: RecordId): string
  exhibitions(): string
  exhibition(id: RecordId): string
  museums(): string
  museum(id: RecordId): string
  merchandiseList(): string
  merchandise(id: RecordId): string
  publicTours(): string
  tourGroup(categoryIds: readonly RecordId[]): string
  tour(id: RecordId): string
  checkoutSuccess(token: string): string
  checkoutFailure(message: string): string
}

/** What decides the shape of the links. */
export interface ShopUrlOptions {
  /** The shop's base address, e.g. 'https://shop.example.org'; a trailing slash is optional. */
  shopUrl: string
  shopType: ShopType
  variant: Variant
  /**
   * The museum's own page for an event, `{id}` standing for the event's id (as the configuration resolved it); when
   * absent, events link to the shop's event page.
   */
  eventUrl?: string | null
  /** The museum's own page for a tour, `{id}` standing for the tour's id; when absent, tours link to the shop. */
  tourUrl?: string | null
  /** The museum's own voucher page; when absent, coupons link to the shop's. */
  voucherUrl?: string | null
}

/** The museum's tour page without a tour: the query parameter holding `{id}` left out; null when `{id}` is elsewhere. */
function tourPageOf(template: string): string | null {
  const page = template.replace(/([?&])[^?&#=]*=\{id\}(&?)/, (_, lead: string, tail: string) =>
    tail ? lead : '',
  )
  return page.includes('{id}') ? null : page
}

type QueryPair = readonly [name: string, value: RecordId]

function query(pairs: readonly QueryPair[]): string {
  if (pairs.length === 0) return ''
  return '?' + pairs.map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`).join('&')
}

function groupQuery(group: string | undefined): string {
  return group ? query([['group', group]]) : ''
}

function categoryQuery(categoryIds: readonly RecordId[]): string {
  return query(categoryIds.map((id): QueryPair => ['category_id', id]))
}

function segment(id: RecordId): string {
  return encodeURIComponent(String(id))
}

/** Builds the shop links for one deployment. */
export function createShopUrls(options: ShopUrlOptions): ShopUrls {
  const base = options.shopUrl.trim().replace(/\/+$/, '')
  // The special variant routes by path; the other deployments route inside the hash.
  const router = options.variant === 'special' ? `${base}/` : `${base}/#/`
  const route = (path: string): string => router + path
  const second = options.shopType === 'second'
  const tourPage = options.tourUrl ? tourPageOf(options.tourUrl) : null

  return {
    start: () => route('start'),
    login: () => route('login'),
    registration: () => route('registration'),
    account: () => route('user/account'),
    cart: () => route('cart'),
    ticketsAnnual: () => route('tickets/annual'),
    ticketsCombi: (group) => route('tickets/combi' + groupQuery(group)),
    ticketsDay: () => route('tickets/day'),
    ticketsFilters: (group) => route('tickets/filters' + groupQuery(group)),
    coupons: () => options.voucherUrl || route('coupons'),
    events: () => route('products/events'),
    eventGroup: (categoryIds) => route('products/events' + categoryQuery(categoryIds)),
    event: (id) =>
      options.eventUrl
        ? options.eventUrl.split('{id}').join(segment(id))
        : route(`product/event/${segment(id)}`),
    exhibitions: () => route('exhibitions'),
    exhibition: (id) => route(`exhibition/${segment(id)}`),
    museums: () => route('museums'),
    museum: (id) => route(`museum/${segment(id)}`),
    merchandiseList: () => route('merchandise/list'),
    merchandise: (id) => route(`merchandise/detail/${segment(id)}`),
    publicTours: () => tourPage ?? route('products/public-tours'),
    tourGroup: (categoryIds) => tourPage ?? route('products/tours' + categoryQuery(categoryIds)),
    tour: (id) =>
      options.tourUrl
        ? options.tourUrl.split('{id}').join(segment(id))
        : route(`product/tour/${segment(id)}`),
    // The second shop type has its own path-routed checkout pages and query names.
    checkoutSuccess: (token) =>
      second
        ? `${base}/checkout/success/${query([['token', token]])}`
        : route(`checkout/success${query([['ORDERID', token]])}`),
    checkoutFailure: (message) =>
      second
        ? `${base}/checkout/failure${query([['error', message]])}`
        : route(`checkout/failure${query([['payment_error', message]])}`),
  }
}

// Real servers send category ids as numbers or as digit strings; both are accepted.
const categoryIdSchema = firstOf([
  z.int(),
  z.pipe(z.string().check(z.regex(/^[1-9]\d*$/)), z.transform(Number)),
])
// Checked after parsing: a group needs ids and ids are above 0. zod's minLength and gt checks would ship their own
// classes in the start-up file.
const categoryIdListSchema = z.array(categoryIdSchema)

function readGroup(settings: unknown, menuKey: string, groupsKey: string, groupId: string): number[] | null {
  const result = categoryIdListSchema.safeParse(fieldOf(settings, menuKey, groupsKey, groupId))
  return result.success && result.data.length > 0 && result.data.every((id) => id > 0) ? result.data : null
}

/**
 * Category ids of the configured event group `groupId` (settings.multipleEventsMenuItems.event_groups),
 * or null when the group is missing, empty or not a list of ids.
 */
export function eventGroupCategoryIds(settings: unknown, groupId: string): number[] | null {
  return readGroup(settings, 'multipleEventsMenuItems', 'event_groups', groupId)
}

/**
 * Category ids of the configured tour group `groupId` (settings.multipleToursMenuItems.tour_groups),
 * or null when the group is missing, empty or not a list of ids.
 */
export function tourGroupCategoryIds(settings: unknown, groupId: string): number[] | null {
  return readGroup(settings, 'multipleToursMenuItems', 'tour_groups', groupId)
}
