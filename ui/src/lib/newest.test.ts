import { describe, expect, it } from 'vitest'
import { newest } from './newest'

/** Requests settled by hand, in the order they were sent. */
function server() {
  const sent: { what: string; settle: (v: string) => void; reject: (e: unknown) => void }[] = []
  const get = (what: string) => () =>
    new Promise<string>((settle, reject) => {
      sent.push({ what, settle, reject })
    })
  return { sent, get }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

describe('one request at a time, the newest wish next', () => {
  it('sends one request while asks pile up, then only the last of them', async () => {
    const n = newest()
    const s = server()
    const heard: string[] = []
    for (const w of ['a', 'b', 'c', 'd']) n.ask(s.get(w), (v) => heard.push(v))
    expect(s.sent.map((r) => r.what)).toEqual(['a'])
    expect(n.busy()).toBe(true)
    s.sent[0].settle('A')
    await tick()
    // a's answer is heard (it is newer than anything on screen), then d is sent: b and c never.
    expect(heard).toEqual(['A'])
    expect(s.sent.map((r) => r.what)).toEqual(['a', 'd'])
    s.sent[1].settle('D')
    await tick()
    expect(heard).toEqual(['A', 'D'])
    expect(n.busy()).toBe(false)
  })

  it('hears a failure, goes on after it, and hears nothing once dropped', async () => {
    const n = newest()
    const s = server()
    const heard: unknown[] = []
    n.ask(s.get('a'), () => heard.push('ok'), (e) => heard.push(e))
    n.ask(s.get('b'), (v) => heard.push(v))
    s.sent[0].reject('refused')
    await tick()
    expect(heard).toEqual(['refused'])
    expect(s.sent.map((r) => r.what)).toEqual(['a', 'b'])
    n.drop()
    n.ask(s.get('c'), (v) => heard.push(v))
    // Another question goes at once, without waiting for b's answer.
    expect(s.sent.map((r) => r.what)).toEqual(['a', 'b', 'c'])
    s.sent[1].settle('too late')
    await tick()
    // b's answer was dropped, and its end does not free c's place.
    expect(heard).toEqual(['refused'])
    n.ask(s.get('d'), (v) => heard.push(v))
    expect(s.sent.map((r) => r.what)).toEqual(['a', 'b', 'c'])
    s.sent[2].settle('C')
    await tick()
    expect(heard).toEqual(['refused', 'C'])
    expect(s.sent.map((r) => r.what)).toEqual(['a', 'b', 'c', 'd'])
  })

  it('takes a request that throws as a failure and stays usable', async () => {
    const n = newest()
    const heard: unknown[] = []
    n.ask(() => {
      throw new Error('no token')
    }, () => heard.push('ok'), (e) => heard.push((e as Error).message))
    await tick()
    n.ask(() => Promise.resolve('fine'), (v) => heard.push(v))
    await tick()
    expect(heard).toEqual(['no token', 'fine'])
  })
})
