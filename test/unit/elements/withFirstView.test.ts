/**
 * A row with a first-view hook: the element connects, which starts its chunk and runs the hook; the element's chunk
 * counts as loaded (and React renders it) only after the hook has asked for the first view, and still loads when the
 * hook's chunk does not.
 */
import { describe, expect, it } from 'vitest'
import { withFirstView } from '../../../elements/base/connectHookIn'

type Props = { id: string }

function row(hookLoads: boolean) {
  const seen: string[] = []
  const hook = () =>
    hookLoads
      ? Promise.resolve({ default: ({ id }: Props) => void seen.push(`asked ${id}`) })
      : Promise.reject(new Error('chunk failed'))
  const element = () => Promise.resolve({ default: () => null })
  return { seen, ...withFirstView(hook, element) }
}

/** What the element base does on connect: start the element's chunk, then run the connect hook. */
function connect({ load, onConnect, seen }: ReturnType<typeof row>) {
  const loaded = load().then(() => seen.push('element loaded'))
  const stop = onConnect({ id: 'a' })
  return { loaded, stop }
}

describe('a row with a first-view hook', () => {
  it("has the element loaded only after the hook has asked, though the element's chunk was asked first", async () => {
    const tickets = row(true)
    await connect(tickets).loaded
    expect(tickets.seen).toEqual(['asked a', 'element loaded'])
  })

  it("loads the element when the hook's chunk fails", async () => {
    const tickets = row(false)
    await connect(tickets).loaded
    expect(tickets.seen).toEqual(['element loaded'])
  })

  it('asks nothing when the element left before the hook arrived', async () => {
    const tickets = row(true)
    const { loaded, stop } = connect(tickets)
    stop()
    await loaded
    expect(tickets.seen).toEqual(['element loaded'])
  })
})
