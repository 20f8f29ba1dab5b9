import { useCallback, useMemo, useState } from 'react'
import { useShopText } from '../base/useShopText'
import type { ShopConfig } from '../../src/domain/shop/config'
import { FAILURE_TEXT_KEYS, registerMessages } from '../../src/domain/messages'
import { countryChoices, LANGUAGES, SALUTATIONS } from '../../src/domain/personalization/choices'
import { OrderTokenError } from '../../src/domain/personalization/errors'
import { saleState } from '../../src/domain/personalization/holders'
import {
  anySent,
  openSales,
  typedUnsent,
  type OrderProgress,
  type SaleProgress,
} from '../../src/domain/personalization/progress'
import type { AnnualOrder } from '../../src/domain/personalization/types'
import { museumToday } from '../../src/domain/tickets/wallClock'
import { retryFailedQueries } from '../../src/store/query'
import { useElementStyles } from '../base/adoptStyles'
import type { ElementProps } from '../base/attributes'
import { ShopContextFailure, StatusMessage } from '../base/StatusMessage'
import { useFailureReport } from '../base/useFailureReport'
import { useLoadedEvent } from '../base/useLoadedEvent'
import { useShopContext } from '../base/useShopContext'
import { BadToken } from './BadToken'
import type { SHOP_PERSONALIZATION } from './element'
import type { HolderChoices } from './HolderFieldset'
import { personalizationMessages } from './messages'
import { SaleSection } from './SaleSection'
import { personalizationStyles } from './styles'
import { useLeaveWarning } from './useLeaveWarning'
import { useAnnualOrder, useCountries, useOrderToken } from './usePersonalizationData'

registerMessages(personalizationMessages)

type ShopPersonalizationProps = ElementProps<typeof SHOP_PERSONALIZATION>

const ELEMENT = 'shop-personalization'

export default function ShopPersonalization({ token: tokenAttribute }: ShopPersonalizationProps) {
  useElementStyles(personalizationStyles)
  const context = useShopContext()
  const token = useOrderToken(tokenAttribute)
  if (context.status === 'error') return <ShopContextFailure element={ELEMENT} context={context} />
  if (context.status === 'waiting') return <Placeholder />
  return <Personalization config={context.config} token={token} />
}

/** The element's first look while the order loads: one line, in the space the element keeps from the start. */
function Placeholder() {
  const { t } = useShopText()
  return (
    <div className="shop-personalization shop-personalization--loading" part="placeholder" aria-busy="true">
      <p className="shop-personalization__loading" role="status">
        {t('personalization.loading')}
      </p>
    </div>
  )
}

interface PersonalizationProps {
  config: ShopConfig
  token: string | null
}

function Personalization({ config, token }: PersonalizationProps) {
  const { t } = useShopText()
  const order = useAnnualOrder(config, token)
  const missing = useMemo(() => new OrderTokenError('missing'), [])
  useLoadedEvent(ELEMENT, 'annual/order', order?.status === 'success')
  if (!token) return <BadToken config={config} error={missing} />
  if (order?.status === 'error') {
    if (order.error instanceof OrderTokenError) return <BadToken config={config} error={order.error} />
    return (
      <StatusMessage
        element={ELEMENT}
        error={order.error}
        message={t(FAILURE_TEXT_KEYS[order.error.failure])}
        onRetry={retryFailedQueries}
        retryLabel={t('common.retry')}
      />
    )
  }
  if (!order?.data) return <Placeholder />
  // An order without annual tickets (the success page of any order) shows nothing.
  if (order.data.sales.length === 0) return null
  return <Sales config={config} token={token} order={order.data} />
}

function Sales({ config, token, order }: PersonalizationProps & { token: string; order: AnnualOrder }) {
  const { t, locale } = useShopText()
  const [today] = useState(() => museumToday())
  const countries = useCountries(config)
  useFailureReport(ELEMENT, countries?.status === 'error' ? countries.error : null)
  const germany = t('personalization.country.germany')
  const countryList = countries?.status === 'error' ? undefined : countries?.data
  const choices = useMemo<HolderChoices>(
    () => ({
      salutations: SALUTATIONS.map(({ id, labelKey }) => ({ value: String(id), label: t(labelKey) })),
      languages: LANGUAGES.map(({ id, labelKey }) => ({ value: String(id), label: t(labelKey) })),
      countries: countryChoices(countryList, germany, locale).map(({ id, name }) => ({
        value: String(id),
        label: name,
      })),
    }),
    [t, countryList, germany, locale],
  )
  const open = order.sales.some((sale) => saleState(sale) === 'open')
  // Each form sends its own sale: after one is sent, the others still to send are named, and leaving asks first.
  const [progress, setProgress] = useState<OrderProgress>({})
  const report = useCallback((saleId: number, step: SaleProgress) => {
    setProgress((current) => (current[saleId] === step ? current : { ...current, [saleId]: step }))
  }, [])
  useLeaveWarning(typedUnsent(progress))
  const stillOpen = openSales(order.sales, progress)
  const othersSent = anySent(progress)
  return (
    <div className="shop-personalization" part="personalization">
      {open && <p className="shop-personalization__intro">{t('personalization.intro')}</p>}
      {order.sales.map((sale) => (
        <SaleSection
          key={sale.id}
          config={config}
          token={token}
          sale={sale}
          today={today}
          choices={choices}
          onProgress={report}
          stillOpen={stillOpen}
          othersSent={othersSent}
        />
      ))}
    </div>
  )
}
