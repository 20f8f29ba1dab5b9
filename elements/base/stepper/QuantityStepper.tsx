/**
 * The quantity stepper the elements share ("−", the number, "+"): a group named after what is counted, buttons named
 * after the step, the number as an output. A step that cannot happen keeps its button focusable and says so with
 * `aria-disabled`; the button still reports the press, so the caller can say why nothing changed.
 */
import { useElementStyles } from '../adoptStyles'
import { stepperStyles } from './styles'

export interface QuantityStepperProps {
  /** The group's accessible name: what is counted. */
  label: string
  quantity: number
  /** Accessible names of the two buttons and of the number. */
  lessLabel: string
  moreLabel: string
  quantityLabel: string
  lessDisabled: boolean
  moreDisabled: boolean
  onLess: () => void
  onMore: () => void
}

function StepButton({
  sign,
  label,
  disabled,
  onClick,
}: {
  sign: string
  label: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="shop-stepper__button"
      part="stepper-button"
      aria-label={label}
      aria-disabled={disabled}
      onClick={onClick}
    >
      {sign}
    </button>
  )
}

export function QuantityStepper(props: QuantityStepperProps) {
  useElementStyles(stepperStyles)
  return (
    <div className="shop-stepper" part="stepper" role="group" aria-label={props.label}>
      <StepButton sign="−" label={props.lessLabel} disabled={props.lessDisabled} onClick={props.onLess} />
      <output className="shop-stepper__quantity" part="quantity" aria-label={props.quantityLabel}>
        {props.quantity}
      </output>
      <StepButton sign="+" label={props.moreLabel} disabled={props.moreDisabled} onClick={props.onMore} />
    </div>
  )
}
