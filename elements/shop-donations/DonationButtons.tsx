import type { MouseEvent } from 'react'
import { useShopText } from '../base/useShopText'
import type { ShopConfig } from '../../src/domain/shop/config'
import { skipDonationAndGoToCart } from './donationActions'
import { OutcomeMessage } from './DonationMessages'
import type { Leaving, LeavingButton } from './useLeaving'

const BUTTONS = {
  add: {
    text: 'donations.addToCart',
    className: 'shop-donations__button shop-donations__button--primary',
    part: 'button add-button',
    type: 'submit',
  },
  skip: {
    text: 'donations.skip',
    className: 'shop-donations__button',
    part: 'button skip-button',
    type: 'button',
  },
} as const

interface LeaveButtonProps {
  button: LeavingButton
  /** The button whose activation is taking the visitor on, if any. */
  busyWith: LeavingButton | null
  /** There is nothing to do yet (no amount to add). */
  disabled?: boolean
  onClick?: () => void
}

const ignore = (event: MouseEvent) => event.preventDefault()

/**
 * One of the two buttons that take the visitor to the cart. While the page is being left, the pressed one is busy
 * (aria-busy, a spinner) and both are aria-disabled: they keep the keyboard's place, and clicks, Enter in the form
 * included (a click on the submit button), do nothing more.
 */
export function LeaveButton({ button, busyWith, disabled = false, onClick }: LeaveButtonProps) {
  const { t } = useShopText()
  const { text, className, part, type } = BUTTONS[button]
  const leaving = busyWith !== null
  return (
    <button
      type={type}
      className={className}
      part={part}
      disabled={disabled}
      aria-disabled={leaving || undefined}
      aria-busy={busyWith === button || undefined}
      onClick={leaving ? ignore : onClick}
    >
      {t(text)}
    </button>
  )
}

/**
 * "Continue without donating" on its own, while the shop loads or after it failed: it needs nothing but the
 * configuration, so the way to the cart never waits for the campaigns. Goes into an actions row; storage the browser
 * refuses is said in the row's first line.
 */
export function SkipOnly({ config, leaving }: { config: ShopConfig; leaving: Leaving }) {
  const { busyWith, outcome, leave } = leaving
  return (
    <>
      <OutcomeMessage outcome={outcome} campaign={undefined} loginUrl="" />
      <LeaveButton
        button="skip"
        busyWith={busyWith}
        onClick={() => leave('skip', () => skipDonationAndGoToCart(config))}
      />
    </>
  )
}
