import { useEffect, useState } from 'react'
import { toShopError, type ShopError } from '../../src/domain/errors'
import type { Order } from '../../src/domain/shop/order'
import type { ShopConfig } from '../../src/domain/shop/config'
import { ORDER_REQUEST } from '../../src/services/orderConfirmation'
import { apiQuery } from '../../src/store/apiQuery'
import { fetchQuery } from '../../src/store/query'

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
 * (a "try again" or "check again"). The first look takes the answer the element asked for when it connected; every
 * later one asks the server.
 */
export function useOrder(config: ShopConfig, token: string, attempt: number): OrderState {
  const [state, setState] = useState<OrderState>({ status: 'loading' })
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const query = apiQuery(config, ORDER_REQUEST, { token })
    const ask = (round: number) => {
      fetchQuery(query, round === 0 && attempt === 0 ? 'cached' : 'fresh').then(
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
