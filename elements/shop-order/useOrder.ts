import { useEffect, useState } from 'react'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Order } from '../../src/domain/shop/order'
import type { ShopConfig } from '../../src/domain/shop/config'
import { authHeaders } from '../../src/domain/shop/user'
import { fetchOrder } from '../../src/services/orderConfirmation'
import { apiClientFor } from '../../src/store/apiQuery'

/**
 * The pauses before each new look at an order whose payment is not confirmed yet: they grow, so a provider that takes
 * a while is not flooded, and after the last the element says what to do instead of waiting on.
 */
export const PENDING_PAUSES_MS = [1000, 2000, 3000, 5000] as const

export type OrderState =
  | { status: 'loading' }
  | { status: 'error'; error: ShopError }
  | { status: 'pending'; order: Order; gaveUp: boolean }
  | { status: 'ready'; order: Order }

/**
 * The order of `token`, asked again with growing pauses while the payment is unconfirmed. `attempt` starts it over
 * (a "try again" or "check again").
 */
export function useOrder(config: ShopConfig, token: string, attempt: number): OrderState {
  const [state, setState] = useState<OrderState>({ status: 'loading' })
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const client = apiClientFor(config)
    const ask = (round: number) => {
      fetchOrder(client, token, authHeaders()).then(
        (order) => {
          if (stopped) return
          if (order.isValid) return setState({ status: 'ready', order })
          const pause = PENDING_PAUSES_MS[round]
          setState({ status: 'pending', order, gaveUp: pause === undefined })
          if (pause !== undefined) timer = setTimeout(() => ask(round + 1), pause)
        },
        (error: unknown) => {
          if (!stopped) setState({ status: 'error', error: toShopError(error) })
        },
      )
    }
    ask(0)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [config, token, attempt])
  return state
}
