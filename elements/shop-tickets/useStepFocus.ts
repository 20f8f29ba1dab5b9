import { useRef } from 'react'

/**
 * Where the page goes after a choice, once the next render has shown its step: `times` moves the keyboard to the
 * day's times, `chosenTime` to the time just chosen (or, without times, the tickets), `ticketsInView` scrolls the
 * tickets into view without moving the keyboard.
 */
type StepMove = 'times' | 'chosenTime' | 'ticketsInView'

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** The steps' nodes and the move wanted after the next render. */
export function useStepFocus() {
  const times = useRef<HTMLFieldSetElement>(null)
  const tickets = useRef<HTMLFieldSetElement>(null)
  const wanted = useRef<StepMove | null>(null)

  /** Takes the wanted move if it is `move`: the combination's steps move the keyboard themselves. */
  const take = (move: StepMove): boolean => {
    if (wanted.current !== move) return false
    wanted.current = null
    return true
  }

  /** Makes the wanted move, when its step is there. */
  const afterRender = () => {
    const move = wanted.current
    if (move === 'times' && times.current) times.current.focus()
    else if (move === 'chosenTime' && (times.current || tickets.current))
      (times.current?.querySelector<HTMLInputElement>('input:checked') ?? tickets.current)?.focus()
    else if (move === 'ticketsInView' && tickets.current)
      // Optional for pages without layout (jsdom), where nothing scrolls.
      tickets.current.scrollIntoView?.({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' })
    else return
    wanted.current = null
  }

  return { times, tickets, want: (move: StepMove) => (wanted.current = move), take, afterRender }
}
