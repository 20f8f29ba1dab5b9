import { useEffect, useRef, useState, type RefObject } from 'react'
import type { CartSummaryItem } from '../../src/domain/cart/storedCart'
import type { ShopConfig } from '../../src/domain/shop/config'
import type { ShopError } from '../../src/domain/errors'
import type { Translator } from '../../src/domain/messages/translations'
import { useEmit } from '../base/elementContext'
import type { Attendee } from '../../src/domain/tickets/attendees'
import { namesWithPerson } from '../../src/domain/cart/lineRules'
import { changeQuantity, nameLine, removeLine, type LineOutcome } from './cartActions'
import type { CartView, ViewLine } from './cartView'
import { refusalOf } from './lineSentences'

type ItemLine = Extract<ViewLine, { kind: 'item' }>

/** The names the cart asks for in a line: a new person's (a step up), or a person's the line lacks. */
export interface NameAsk {
  key: string
  /** The person (from 0) named. */
  index: number
  adding: boolean
}

/** What the cart's lines need to change the cart and to say what happened. */
export interface CartEdits {
  /** The last change in words, for the polite live region. */
  announcement: string
  /** Per line key: why its last change did not happen, shown under the line. */
  notes: ReadonlyMap<string, string>
  /** The line whose places are being asked. */
  busyKey: string | null
  /** The last failure, for the `shop-error` event. */
  failure: ShopError | null
  /** The names being asked for, in which line; null while none are. */
  naming: NameAsk | null
  step: (line: ViewLine, direction: 'less' | 'more') => void
  /** Sets the quantity of the line at `index` (the places still free); the keyboard then goes to the line. */
  setTo: (line: ViewLine, quantity: number, index: number) => void
  remove: (line: ViewLine, index: number) => void
  /** Asks for the names of person `index` of `line`, which lacks them. */
  askName: (line: ItemLine, index: number) => void
  /** The names asked for, given (and checked); the step up or the line's names are written. */
  giveName: (line: ItemLine, names: Attendee) => void
  cancelName: () => void
  /** Where the keyboard goes after a removal: the list (its lines in order) and the empty cart's sentence. */
  listRef: RefObject<HTMLUListElement | null>
  emptyRef: RefObject<HTMLParagraphElement | null>
}

/**
 * The cart's changes and what they say: each step or removal is announced; a change that did not happen is said under
 * its line too. The keyboard stays on a line's control while its quantity changes (the line keeps its place), and after
 * a removal moves to the line that took its place, else the one before, else the empty cart's sentence.
 */
export function useCartEdits(
  config: ShopConfig,
  view: CartView,
  items: readonly CartSummaryItem[],
  t: Translator,
): CartEdits {
  const emit = useEmit()
  const [announcement, setAnnouncement] = useState('')
  const [notes, setNotes] = useState<ReadonlyMap<string, string>>(new Map())
  const [busyKey, setBusyKey] = useState<string | null>(null)
  const [failure, setFailure] = useState<ShopError | null>(null)
  const [naming, setNaming] = useState<NameAsk | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const emptyRef = useRef<HTMLParagraphElement>(null)
  const focusAt = useRef<number | null>(null)
  const busy = useRef(false)

  useEffect(() => {
    const at = focusAt.current
    if (at === null) return
    focusAt.current = null
    const lines = listRef.current?.children
    const target = lines?.[Math.min(at, lines.length - 1)] ?? emptyRef.current
    if (target instanceof HTMLElement) target.focus()
  }, [view.lines])

  const noteFor = (key: string, note: string | null) =>
    setNotes((current) => {
      const next = new Map(current)
      if (note === null) next.delete(key)
      else next.set(key, note)
      return next
    })

  const settle = (line: ViewLine, outcome: LineOutcome, lastLine: boolean) => {
    if (outcome.kind === 'changed' || outcome.kind === 'removed') {
      noteFor(line.key, null)
      setAnnouncement(
        outcome.kind === 'changed'
          ? t('cart.quantityNow', { line: line.label, count: outcome.quantity })
          : [t('cart.removed', { line: line.label }), lastLine ? t('cart.nowEmpty') : ''].join(' ').trim(),
      )
      return
    }
    if (outcome.kind === 'askName') {
      noteFor(line.key, null)
      setNaming({ key: line.key, index: line.quantity, adding: true })
      setAnnouncement(t('cart.names.ask'))
      return
    }
    if (outcome.kind === 'failed' || outcome.kind === 'storageFailed') setFailure(outcome.error)
    const { note, said } = refusalOf(outcome, line, t)
    noteFor(line.key, note)
    setAnnouncement(said)
  }

  const stepTo = (line: ItemLine, quantity: number, added?: Attendee, focusIndex: number | null = null) => {
    busy.current = true
    setBusyKey(line.key)
    focusAt.current = focusIndex
    const others = items.filter((item) => item !== line.item)
    void changeQuantity({ config, line, others, quantity, emit, ...(added && { added }) }).then((outcome) => {
      busy.current = false
      setBusyKey(null)
      if (outcome.kind !== 'changed') focusAt.current = null
      settle(line, outcome, false)
    })
  }

  const step = (line: ViewLine, direction: 'less' | 'more') => {
    if (line.kind !== 'item' || line.past || busy.current || (direction === 'less' && line.quantity <= 1))
      return
    setNaming(null)
    stepTo(line, line.quantity + (direction === 'more' ? 1 : -1))
  }

  const askName = (line: ItemLine, index: number) => {
    if (!busy.current) setNaming({ key: line.key, index, adding: false })
  }

  const giveName = (line: ItemLine, names: Attendee) => {
    if (busy.current || naming?.key !== line.key) return
    setNaming(null)
    if (naming.adding) return stepTo(line, line.quantity + 1, names)
    const outcome = nameLine(config, line, namesWithPerson(line.item, line.quantity, naming.index, names))
    if (outcome.kind !== 'changed') return settle(line, outcome, false)
    noteFor(line.key, null)
    setAnnouncement(t('cart.names.given', { line: line.label, number: naming.index + 1 }))
  }

  const remove = (line: ViewLine, index: number) => {
    if (busy.current) return
    const outcome = removeLine(config, line, emit)
    if (outcome.kind === 'removed') focusAt.current = index
    settle(line, outcome, view.lines.length === 1)
  }

  const setTo = (line: ViewLine, quantity: number, index: number) => {
    if (line.kind !== 'item' || line.past || busy.current || quantity < 1) return
    setNaming(null)
    stepTo(line, quantity, undefined, index)
  }

  const cancelName = () => setNaming(null)

  return {
    announcement,
    notes,
    busyKey,
    failure,
    naming,
    step,
    setTo,
    remove,
    askName,
    giveName,
    cancelName,
    listRef,
    emptyRef,
  }
}
