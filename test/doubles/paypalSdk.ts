/**
 * Test double of the PayPal JS SDK v5 (`window.paypal`), served instead of https://www.paypal.com/sdk/js in
 * browser tests and the demo and installed directly in jsdom tests. It never ships in dist.
 *
 * Each install function of a double is self-contained: serve.ts serialises it with `toString()` and runs it as
 * a script body, so it uses nothing from module scope (type imports vanish at compile time) and no syntax that
 * makes the compiler emit helpers. Knobs and the call log live on `window.__paypalDouble` (globals.d.ts).
 * This core installs Buttons, Marks, Messages and funding; paypalCardFields.ts and paypalWallets.ts add the
 * rest on top, through the kit the core leaves on the namespace.
 */
import type {
  PayPalButtonsComponent,
  PayPalButtonsComponentOptions,
  PayPalMarksComponent,
  PayPalMarksComponentOptions,
  PayPalMessagesComponent,
  PayPalNamespace,
} from '@paypal/paypal-js'

/** One checkout run: the merchant's callbacks, adapted to plain order ids. */
export interface PayPalDoubleFlow {
  createOrder: (() => Promise<string>) | undefined
  approve: (orderID: string) => Promise<void> | void
  cancel: (orderID: string) => Promise<void> | void
  onError: ((error: Record<string, unknown>) => void) | undefined
}

/** Helpers the core shares with the other parts of the PayPal double (as `paypal.__doubleKit`). */
export interface PayPalDoubleKit {
  state: () => PayPalDoubleState
  record: (name: string, detail?: string) => void
  eligible: (source: string) => boolean
  /** Records `call` with `source`, then answers eligible(source). */
  checkEligible: (call: string, source: string) => boolean
  containerOf: (container: string | HTMLElement) => HTMLElement
  element: <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text: string,
    attributes?: Record<string, string>,
  ) => HTMLElementTagNameMap[K]
  /** createOrder, then onApprove / onCancel / onError as the outcome knob says. */
  runFlow: (flow: PayPalDoubleFlow) => Promise<void>
}

/** The namespace as the parts see it: the published one plus the kit. */
export type PayPalDoubleNamespace = PayPalNamespace & { __doubleKit?: PayPalDoubleKit }

/** Installs the core of the double as `win.paypal`: what react-paypal-js's PayPalButtons and PayPalMarks call. */
export function installPayPalDouble(win: Window): void {
  type WiderThanPublished = 'FUNDING' | 'getFundingSources' | 'isFundingEligible'
  const marker = 'museum-shop-sdk-double'
  const state = (): PayPalDoubleState => (win.__paypalDouble ??= {})
  const record = (name: string, detail?: string): void => {
    const calls = (state().calls ??= [])
    calls.push(detail === undefined ? { name } : { name, detail })
  }
  const sources = ['paypal', 'paylater', 'card', 'ideal', 'bancontact', 'blik', 'eps', 'multibanco', 'mybank']
  const allSources = sources.concat(['p24', 'trustly', 'applepay', 'googlepay'])
  const FUNDING = Object.fromEntries(allSources.map((source) => [source.toUpperCase(), source]))
  const eligible = (source: string): boolean => (state().eligible ?? allSources).includes(source)
  const checkEligible = (call: string, source: string): boolean => {
    record(call, source)
    return eligible(source)
  }
  const containerOf = (container: string | HTMLElement): HTMLElement => {
    const found =
      typeof container === 'string' ? win.document.querySelector<HTMLElement>(container) : container
    if (!found) throw new Error(`PayPal double: container ${String(container)} not found`)
    return found
  }
  const element = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    text: string,
    attributes: Record<string, string> = {},
  ): HTMLElementTagNameMap[K] => {
    const created = win.document.createElement(tag)
    created.textContent = text
    for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value)
    created.setAttribute('data-double', marker)
    return created
  }
  const fail = (onError: PayPalDoubleFlow['onError'], error: unknown): void => {
    record('onError', error instanceof Error ? error.message : String(error))
    // The SDK hands over an Error; its published type calls the argument a plain record.
    onError?.(error as Record<string, unknown>)
  }

  const runFlow = async (flow: PayPalDoubleFlow): Promise<void> => {
    let orderID: string
    try {
      record('createOrder')
      if (!flow.createOrder) throw new Error('PayPal double: createOrder is missing')
      orderID = await flow.createOrder()
      if (typeof orderID !== 'string' || !orderID) throw new Error('Expected an order id to be passed')
    } catch (error) {
      return fail(flow.onError, error)
    }
    const approve = async (): Promise<void> => {
      record('onApprove', orderID)
      await flow.approve(orderID)
    }
    try {
      const outcome = state().outcome ?? 'approve'
      if (outcome === 'cancel') {
        record('onCancel', orderID)
        await flow.cancel(orderID)
      } else if (outcome === 'error') fail(flow.onError, new Error('PayPal double error'))
      // Both calls start before either settles, as when PayPal calls onApprove twice.
      else if (outcome === 'approve-twice') await Promise.all([approve(), approve()])
      else await approve()
    } catch (error) {
      fail(flow.onError, error)
    }
  }

  const Buttons = (options: PayPalButtonsComponentOptions = {}): PayPalButtonsComponent => {
    let props = options
    const fundingSource = options.fundingSource ?? 'paypal'
    let button: HTMLButtonElement | null = null
    let disabled = false
    const setDisabled = async (value: boolean): Promise<void> => {
      disabled = value
      if (button) button.disabled = value
    }
    const click = async (): Promise<void> => {
      if (props.onClick) {
        record('onClick', fundingSource)
        let rejected = false
        const actions = { resolve: async () => undefined, reject: async () => void (rejected = true) }
        try {
          const result: unknown = await props.onClick({ fundingSource }, actions)
          if (result === false || rejected) return
        } catch {
          return
        }
      }
      const { createOrder, onApprove, onCancel } = props
      await runFlow({
        createOrder:
          createOrder &&
          (() =>
            createOrder({ paymentSource: fundingSource }, { order: { create: async () => 'DOUBLE-ORDER' } })),
        approve: (orderID) =>
          onApprove?.(
            { orderID, payerID: 'DOUBLE-PAYER' },
            { redirect: () => undefined, restart: () => undefined },
          ),
        cancel: (orderID) => onCancel?.({ orderID }, { redirect: () => undefined }),
        onError: props.onError,
      })
    }
    record('Buttons', fundingSource)
    return {
      isEligible: () => checkEligible('isEligible', fundingSource),
      render: async (container) => {
        record('render', fundingSource)
        if (!eligible(fundingSource)) throw new Error(`PayPal double: ${fundingSource} is not eligible`)
        const host = containerOf(container)
        // Like the real SDK: a container in a shadow root whose host sits in another shadow root
        // cannot receive PayPal's iframe.
        const root = host.getRootNode() as Node & { host?: Node }
        if (root.host && (root.host.getRootNode() as Node & { host?: Node }).host) {
          throw new Error('PayPal double: cannot render into a nested shadow root')
        }
        button = element('button', `PayPal (test double) ${fundingSource}`, {
          type: 'button',
          'data-testid': 'paypal-double-button',
          'data-funding-source': fundingSource,
        })
        button.disabled = disabled
        button.addEventListener('click', () => {
          click().catch((error: unknown) => record('uncaught', String(error)))
        })
        host.append(button)
        record('onInit', fundingSource)
        props.onInit?.({}, { enable: () => setDisabled(false), disable: () => setDisabled(true) })
      },
      close: async () => {
        record('close', fundingSource)
        button?.remove()
        button = null
      },
      updateProps: async (next) => {
        record('updateProps', fundingSource)
        props = { ...props, ...next }
      },
      resume: () => undefined,
      hasReturned: () => false,
    }
  }

  const Marks = (options: PayPalMarksComponentOptions = {}): PayPalMarksComponent => {
    const source = options.fundingSource ?? 'paypal'
    record('Marks', source)
    return {
      isEligible: () => checkEligible('Marks.isEligible', source),
      render: async (container) => {
        const mark = element('span', `${source} (test double)`, { 'data-testid': 'paypal-double-mark' })
        containerOf(container).append(mark)
      },
    }
  }

  const Messages = (): PayPalMessagesComponent => {
    record('Messages')
    return { render: async () => undefined }
  }

  const kit: PayPalDoubleKit = { state, record, eligible, checkEligible, containerOf, element, runFlow }
  const namespace = {
    Buttons,
    Marks,
    Messages,
    FUNDING,
    getFundingSources: () => {
      record('getFundingSources')
      return allSources.slice()
    },
    isFundingEligible: (source: string) => checkEligible('isFundingEligible', source),
    rememberFunding: () => undefined,
    version: `5.0.0-${marker}`,
    __doubleKit: kit,
  } satisfies Omit<PayPalNamespace, WiderThanPublished> & Record<WiderThanPublished | '__doubleKit', unknown>
  // 'googlepay' is missing from the published FUNDING_SOURCE type, so the namespace is wider than PayPalNamespace.
  Reflect.set(win, 'paypal', namespace)
  state().marker = marker
}
