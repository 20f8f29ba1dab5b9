/**
 * The stand-in shop's product pages: an event with its upcoming dates (#/product/event/{id}) and an article of the
 * museum shop (#/merchandise/detail/{id}). Title and price come from the fake API; "add to cart" writes the cart in
 * the documented storage format (../cart.ts).
 */
import { el } from '../dom'
import { loadEventOffer, loadMerchandise, pictureUrl, type EventDate } from './catalog'
import {
  addToCartButton,
  dateTime,
  loadError,
  notFound,
  picture,
  price,
  type View,
  type ViewContext,
} from './view'

function dateRow(context: ViewContext, eventId: number, title: string, date: EventDate): HTMLElement {
  const adult = date.prices[0]
  const when = dateTime(date.start_time, context.locale)
  const seats = date.seats?.available
  const soldOut = !date.bookable || seats === 0
  return el(
    'li',
    { class: 'shop-date' },
    el(
      'div',
      {},
      el('strong', {}, when),
      date.language && ` · ${date.language.name}`,
      el(
        'div',
        { class: 'shop-muted' },
        soldOut ? context.t('soldOut') : seats !== undefined && context.t('seatsLeft', { count: seats }),
      ),
    ),
    el(
      'div',
      { class: 'shop-price' },
      adult ? [adult.title, price(adult.price_cents)].filter(Boolean).join(' ') : '–',
    ),
    // The booked record is the date; the event id goes along as an extra attribute for the order.
    adult
      ? addToCartButton(
          context,
          {
            type: 'Event',
            id: date.id,
            name: `${title} (${when})`,
            priceCents: adult.price_cents,
            extra: { event_id: eventId },
          },
          soldOut,
        )
      : null,
  )
}

/** #/product/event/{id}: the event's title, picture and dates, each with its adult price and an add button. */
export function eventPage(id: number): View {
  return async (context) => {
    try {
      const offer = await loadEventOffer(id, context.locale)
      if (!offer) return notFound(context, `#/product/event/${id}`)
      const { event, dates } = offer
      return [
        el('p', { class: 'shop-kicker' }, event.category?.name ?? context.t('events')),
        el('h1', {}, event.title),
        picture(pictureUrl(event.picture), event.title),
        el('h2', {}, context.t('nextDates')),
        dates.length === 0
          ? el('p', {}, context.t('noDates'))
          : el(
              'ul',
              { class: 'shop-dates' },
              ...dates.map((date) => dateRow(context, event.id, event.title, date)),
            ),
      ]
    } catch (error) {
      return loadError(context, error)
    }
  }
}

/** #/merchandise/detail/{id}: one article with price, VAT note and an add button. */
export function merchandisePage(id: number): View {
  return async (context) => {
    try {
      const article = (await loadMerchandise(context.locale)).find((candidate) => candidate.id === id)
      if (!article) return notFound(context, `#/merchandise/detail/${id}`)
      return [
        el('p', { class: 'shop-kicker' }, context.t('merchandise')),
        el('h1', {}, article.title),
        picture(pictureUrl(article.picture), article.title),
        el('p', { class: 'shop-price shop-price--large' }, price(article.price_cents)),
        el(
          'p',
          { class: 'shop-muted' },
          article.vat_pct !== undefined && context.t('vatIncluded', { vat: article.vat_pct }),
          article.article_number && ` · ${context.t('articleNumber', { number: article.article_number })}`,
        ),
        addToCartButton(context, {
          type: 'Merchandise',
          id: article.id,
          name: article.title,
          priceCents: article.price_cents,
        }),
      ]
    } catch (error) {
      return loadError(context, error)
    }
  }
}
