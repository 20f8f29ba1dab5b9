import { useEffect, useId, useRef, useState } from 'react'
import type { AccountName } from '../../../src/api/schemas/auth'
import { signOut, type Buyer } from '../../../src/checkout/buyer'
import { readBuyerDraft, valuesOfDraft } from '../../../src/checkout/buyerDraft'
import type { ShopConfig } from '../../../src/domain/shop/config'
import { registerMessages } from '../../../src/domain/messages'
import { useElementStyles } from '../../base/adoptStyles'
import { useShopText } from '../../base/useShopText'
import { BuyerSummary } from './BuyerSummary'
import { GuestForm } from './GuestForm'
import { buyerMessages } from './messages'
import { SignInForm } from './SignInForm'
import { buyerStyles } from './styles'

// Registered when the checkout's chunk loads, like the payment texts.
registerMessages(buyerMessages)

interface BuyerStepProps {
  config: ShopConfig
  /** The element's tag, for failure reports. */
  element: string
  buyer: Buyer
  onBuyer: (buyer: Buyer) => void
  /** The museum asks for the newsletter opt-in. */
  newsletter: boolean
  /** A payment is under way: the buyer can no longer change. */
  locked: boolean
}

/**
 * Who orders, before the payment methods: the signed-in customer or the guest of a login still valid, with a way to
 * sign out; otherwise the guest form, or the sign-in form instead. The payment methods show once there is a buyer.
 */
export function BuyerStep({ config, element, buyer, onBuyer, newsletter, locked }: BuyerStepProps) {
  useElementStyles(buyerStyles)
  const { t } = useShopText()
  const [mode, setMode] = useState<{ form: 'guest' } | { form: 'signIn'; email: string }>({ form: 'guest' })
  const [account, setAccount] = useState<AccountName | null>(null)
  const [draft, setDraft] = useState(() => readBuyerDraft(config.storageKeys.buyerDraft))
  const titleId = useId()
  const summary = useRef<HTMLDivElement>(null)
  // A form that replaces the one the visitor switched from takes the keyboard's place.
  const [switched, setSwitched] = useState(false)
  const switchTo = (next: typeof mode) => {
    setSwitched(true)
    setMode(next)
  }
  const moved = useRef(false)
  useEffect(() => {
    // After a form the keyboard continues from the summary, which the form's place gave way to.
    if (moved.current && buyer.kind !== 'none') summary.current?.focus()
    moved.current = false
  }, [buyer])

  const found = (next: Buyer, nextAccount: AccountName | null = null) => {
    moved.current = true
    setAccount(nextAccount)
    setDraft(readBuyerDraft(config.storageKeys.buyerDraft))
    onBuyer(next)
  }
  return (
    <div className="shop-buyer" role="group" aria-labelledby={titleId}>
      <p className="shop-buyer__title" id={titleId}>
        {t('buyer.title')}
      </p>
      {buyer.kind !== 'none' ? (
        <BuyerSummary
          config={config}
          buyer={buyer}
          account={account}
          draft={draft}
          locked={locked}
          focusRef={summary}
          onSignOut={() => {
            switchTo({ form: 'guest' })
            onBuyer(signOut())
          }}
        />
      ) : mode.form === 'signIn' ? (
        <SignInForm
          config={config}
          element={element}
          initialEmail={mode.email}
          focusFirst={switched}
          onBuyer={found}
          onGuest={() => switchTo({ form: 'guest' })}
        />
      ) : (
        <GuestForm
          config={config}
          element={element}
          initial={valuesOfDraft(readBuyerDraft(config.storageKeys.buyerDraft))}
          newsletter={newsletter}
          focusFirst={switched}
          onBuyer={(next) => found(next)}
          onSignIn={(email) => switchTo({ form: 'signIn', email })}
        />
      )}
    </div>
  )
}
