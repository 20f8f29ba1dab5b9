import { useShopText } from '../base/useShopText'

export interface TourNoticeProps {
  /** What the visitor is told: no tour named, none found, none to book. */
  text: string
  /** The shop's tours. */
  link: string
}

/**
 * In place of a booking: why there is none here, with the way to the shop's tours. Asking again would not help, so
 * there is no retry button.
 */
export function TourNotice({ text, link }: TourNoticeProps) {
  const { t } = useShopText()
  return (
    <div className="shop-tours" part="tours">
      <div className="shop-tours__notice" part="notice">
        <p>{text}</p>
        <a className="shop-tours__cart-link" part="shop-link" href={link}>
          {t('tours.allTours')}
        </a>
      </div>
    </div>
  )
}
