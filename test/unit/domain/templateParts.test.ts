import { describe, expect, it } from 'vitest'
import { templateParts } from '../../../src/domain/messages/templateParts'

describe('templateParts', () => {
  it('cuts a text into its words and slots, in order', () => {
    expect(templateParts('{{label}} {{items}}, {{total}}')).toEqual([
      { slot: 'label' },
      { text: ' ' },
      { slot: 'items' },
      { text: ', ' },
      { slot: 'total' },
    ])
    expect(templateParts('{{ count }} Artikel')).toEqual([{ slot: 'count' }, { text: ' Artikel' }])
  })

  it('keeps a text without slots whole, and gives nothing for nothing', () => {
    expect(templateParts('Warenkorb')).toEqual([{ text: 'Warenkorb' }])
    expect(templateParts('')).toEqual([])
  })
})
