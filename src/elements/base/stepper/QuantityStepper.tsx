import { useElementStyles } from '../adoptStyles'
import { stepperStyles } from './styles'

export interface QuantityStepperProps {
  /** The group's accessible name: what is counted ("Erwachsene", "Plätze"). */
  name: string
  quantity: number
  /** "+" can do nothing (the limit is reached): it stays focusable and says so by aria-disabled. */
  atLimit: boolean
  onStep: (direction: 'up' | 'down') => void
  /** The translated names of "−", the shown quantity and "+". */
  labels: { less: string; quantity: string; more: string }
}

/**
 * "−", the quantity and "+" as one named group: the buttons stay focusable when they can do nothing, so the keyboard
 * does not lose its place at a limit; the quantity is an output read with its name. Announcing a step, and the limit
 * that stopped it, is the caller's: it knows why.
 */
export function QuantityStepper({ name, quantity, atLimit, onStep, labels }: QuantityStepperProps) {
  useElementStyles(stepperStyles)
  return (
    <div className="shop-stepper" part="stepper" role="group" aria-label={name}>
      <button
        type="button"
        className="shop-stepper__button"
        part="stepper-button"
        aria-label={labels.less}
        aria-disabled={quantity === 0}
        onClick={() => quantity > 0 && onStep('down')}
      >
        −
      </button>
      <output className="shop-stepper__quantity" part="quantity" aria-label={labels.quantity}>
        {quantity}
      </output>
      <button
        type="button"
        className="shop-stepper__button"
        part="stepper-button"
        aria-label={labels.more}
        aria-disabled={atLimit}
        onClick={() => onStep('up')}
      >
        +
      </button>
    </div>
  )
}
