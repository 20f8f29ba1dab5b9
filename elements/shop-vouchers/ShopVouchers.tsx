import { useMemo } from 'react'
import { FAILURE_TEXT_KEYS, registerMessages } from '../../src/domain/messages'
import type { ShopConfig } from '../../src/domain/shop/config'
import { VOUCHERS_REQUEST } from '../../src/services/coupons'
import { apiQuery } from '../../src/store/apiQuery'
import { retryFailedQueries } from '../../src/store/query'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useQuery } from '../base/storeHooks'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext } from '../base/useShopContext'
import { useShopText } from '../base/useShopText'
import type { SHOP_VOUCHERS } from './element'
import { voucherMessages } from './messages'
import { voucherStyles } from './styles'
import { VoucherCard } from './VoucherCard'

// Registered when this chunk loads: the voucher texts are not part of the start-up bundle.
registerMessages(voucherMessages)

const ELEMENT = 'shop-vouchers'

type ShopVouchersProps = ElementProps<typeof SHOP_VOUCHERS>

/** The vouchers sold online, each as a card; while they load a line says so, a failure offers to ask again. */
function VoucherList({ config, goToCart }: { config: ShopConfig; goToCart: boolean }) {
  const { t } = useShopText()
  const state = useQuery(useMemo(() => apiQuery(config, VOUCHERS_REQUEST), [config]))
  useLoadedEvent(ELEMENT, 'vouchers', state?.status === 'success')
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
  const vouchers = state?.data
  if (!vouchers)
    return (
      <p className="shop-vouchers__loading" role="status">
        {t('vouchers.loading')}
      </p>
    )
  if (vouchers.length === 0) return <p className="shop-vouchers__loading">{t('vouchers.none')}</p>
  return (
    <ul className="shop-vouchers" part="vouchers" aria-label={t('vouchers.label')}>
      {vouchers.map((voucher) => (
        <VoucherCard key={voucher.id} config={config} voucher={voucher} goToCart={goToCart} />
      ))}
    </ul>
  )
}

/**
 * The shop's gift vouchers on the museum's own page: each sold online with its price (and its value when it differs),
 * bought into the cart as `{type: "Coupon", attributes: {id, quantity}}`; a voucher sent by post brings its shipping
 * article with it, and says so.
 */
export default function ShopVouchers({ afterAdd }: ShopVouchersProps) {
  useElementStyles(voucherStyles)
  const context = useShopContext()
  if (context.status === 'error') return <ShopContextFailure element={ELEMENT} context={context} />
  if (context.status === 'waiting')
    return (
      <p className="shop-vouchers__loading" role="status">
        {context.t('vouchers.loading')}
      </p>
    )
  return <VoucherList config={context.config} goToCart={afterAdd === 'cart'} />
}
