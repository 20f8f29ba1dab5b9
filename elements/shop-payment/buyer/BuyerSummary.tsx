import { useEffect, useState } from 'react'
import { ACCOUNT_REQUEST } from '../../../src/services/auth'
import type { AccountName } from '../../../src/api/schemas/auth'
import type { Buyer } from '../../../src/checkout/buyer'
import type { BuyerDraft } from '../../../src/checkout/buyerDraft'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { apiQuery } from '../../../src/store/apiQuery'
import { fetchQuery } from '../../../src/store/query'
import { useShopText } from '../../base/useShopText'

type KnownBuyer = Exclude<Buyer, { kind: 'none' }>

interface BuyerSummaryProps {
  config: ShopConfig
  buyer: KnownBuyer
  /** The account's names, when a sign-in in this page gave them. */
  account: AccountName | null
  draft: BuyerDraft | null
  /** A payment is under way: the buyer stays. */
  locked: boolean
  onSignOut: () => void
  focusRef: React.Ref<HTMLDivElement>
}

function person(name: string, surname: string, email: string): string | null {
  const full = `${name} ${surname}`.trim()
  if (!full) return email || null
  return email ? `${full} (${email})` : full
}

/**
 * A signed-in customer's names: from this page's sign-in, else asked of the server (once for every checkout of the page);
 * the uid until then.
 */
function useCustomerName(config: ShopConfig, buyer: KnownBuyer, account: AccountName | null): string | null {
  const [asked, setAsked] = useState<AccountName | null>(null)
  const customer = buyer.kind === 'customer' ? buyer.auth : null
  useEffect(() => {
    if (!customer || account) return
    let current = true
    fetchQuery(apiQuery(config, ACCOUNT_REQUEST, customer)).then(
      (found) => current && setAsked(found),
      // Without the names the summary says the address the login belongs to.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [config, customer, account])
  if (!customer) return null
  const known = account ?? asked
  return person(known?.name ?? '', known?.surname ?? '', known?.email || customer.uid)
}

/** "Sie bestellen als Erika Muster (erika@example.org)." with a way to sign out or change the details. */
export function BuyerSummary({
  config,
  buyer,
  account,
  draft,
  locked,
  onSignOut,
  focusRef,
}: BuyerSummaryProps) {
  const { t } = useShopText()
  const customer = useCustomerName(config, buyer, account)
  const guest = draft ? person(draft.name, draft.surname, draft.email) : null
  const who = (buyer.kind === 'customer' ? customer : guest) ?? t('buyer.guest')
  return (
    <div className="shop-buyer__summary" ref={focusRef} tabIndex={-1}>
      <p className="shop-buyer__as">{t('buyer.orderingAs', { person: who })}</p>
      {!locked && (
        <button type="button" className="shop-buyer__link" onClick={onSignOut}>
          {t(buyer.kind === 'customer' ? 'buyer.signOut' : 'buyer.change')}
        </button>
      )}
    </div>
  )
}
