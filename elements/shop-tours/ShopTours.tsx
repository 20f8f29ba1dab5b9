import { useMemo, useState } from 'react'
import { shopCurrency } from '../../src/api/schemas/shop'
import type { ShopConfig } from '../../src/domain/shop/config'
import { FAILURE_TEXT_KEYS, registerMessages } from '../../src/domain/messages'
import { tourIdFrom } from '../../src/domain/tours/errors'
import { createShopUrls, tourGroupCategoryIds } from '../../src/domain/shop/urls'
import { TOURS_REQUEST, type TourFilters } from '../../src/services/tours'
import { apiQuery } from '../../src/store/apiQuery'
import { useQuery } from '../base/storeHooks'
import { retryFailedQueries } from '../../src/store/query'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useShopText } from '../base/useShopText'
import { useShopContext } from '../base/useShopContext'
import type { SHOP_TOURS } from './element'
import { tourMessages } from './messages'
import { tourStyles } from './styles'
import { TourBooking, type TourBookingProps } from './TourBooking'
import { TourNotice } from './TourNotice'

// Registered when this chunk loads: the texts are not part of the start-up bundle.
registerMessages(tourMessages)

const ELEMENT = 'shop-tours'

type ShopToursProps = ElementProps<typeof SHOP_TOURS>

export default function ShopTours(props: ShopToursProps) {
  useElementStyles(tourStyles)
  const context = useShopContext()
  if (context.status === 'error') return <ShopContextFailure element={ELEMENT} context={context} />
  const { t, locale } = context
  if (context.status === 'waiting')
    return (
      <p className="shop-tours__loading" role="status" part="placeholder">
        {t('tours.loading')}
      </p>
    )
  const shop = context.status === 'ready' ? context.shop : undefined
  const group = props.tourGroup?.trim()
  const groupIds = group ? (tourGroupCategoryIds(shop?.settings, group) ?? []) : []
  const filters: TourFilters = {
    museumIds: props.museumIds ?? [],
    exhibitionIds: props.exhibitionIds ?? [],
    categoryIds: [...(props.categoryIds ?? []), ...groupIds],
  }
  const filtered = Object.values(filters).some((list) => list.length > 0)
  const shared = {
    config: context.config,
    currency: shopCurrency(shop),
    goToCart: props.afterAdd === 'cart',
    t,
    locale,
  }
  const toursUrl = createShopUrls(context.config).publicTours()
  const id = tourIdFrom(props.tourId, filtered ? '' : (globalThis.location?.search ?? ''))
  // Another tour is another booking: nothing chosen carries over.
  if (id !== null) return <TourBooking key={id} tourId={id} {...shared} />
  if (!filtered) return <TourNotice text={t('tours.missing')} link={toursUrl} />
  // A tour group the settings do not know yet (the shop still loading) would list every tour.
  if (group && !shop)
    return (
      <p className="shop-tours__loading" role="status">
        {t('tours.loading')}
      </p>
    )
  return <TourPick filters={filters} toursUrl={toursUrl} {...shared} />
}

/** The bookable tours of the filter as one named radio group; the chosen one's booking below. */
function TourPick({
  filters,
  toursUrl,
  ...shared
}: Omit<TourBookingProps, 'tourId'> & { filters: TourFilters; toursUrl: string; config: ShopConfig }) {
  const { config } = shared
  const { t } = useShopText()
  const { museumIds, exhibitionIds, categoryIds } = filters
  const query = useMemo(
    () => apiQuery(config, TOURS_REQUEST, { museumIds, exhibitionIds, categoryIds }),
    [config, museumIds, exhibitionIds, categoryIds],
  )
  const state = useQuery(query)
  const [chosen, setChosen] = useState<number | null>(null)
  if (state?.status === 'error')
    return (
      <StatusMessage
        element={ELEMENT}
        error={state.error}
        message={t(FAILURE_TEXT_KEYS[state.error.failure])}
        onRetry={retryFailedQueries}
        retryLabel={t('common.retry')}
      />
    )
  const tours = state?.data?.filter((tour) => tour.bookable)
  if (!tours)
    return (
      <p className="shop-tours__loading" role="status">
        {t('tours.loading')}
      </p>
    )
  if (tours.length === 0) return <TourNotice text={t('tours.pick.none')} link={toursUrl} />
  const only = tours.length === 1 ? tours[0] : undefined
  const tourId = only?.id ?? chosen
  return (
    <div className="shop-tours" part="tours">
      {!only && (
        <fieldset className="shop-tours__step" part="step">
          <legend className="shop-tours__legend" part="legend">
            {t('tours.pick.legend')}
          </legend>
          <div className="shop-tours__choices">
            {tours.map((tour) => (
              <label key={tour.id} className="shop-tours__choice" part="tour">
                <input
                  type="radio"
                  name="tour"
                  value={tour.id}
                  checked={tour.id === chosen}
                  onChange={() => setChosen(tour.id)}
                />
                <span>{tour.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {tourId !== null && <TourBooking key={tourId} tourId={tourId} {...shared} />}
    </div>
  )
}
