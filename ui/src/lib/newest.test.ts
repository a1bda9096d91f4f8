import { describe, expect, it } from 'vitest'
import { newest } from './newest'

/** A promise settled by hand. */
function later<T>() {
  let settle!: (v: T) => void
  let reject!: (e: unknown) => void
  const p = new Promise<T>((ok, no) => {
    settle = ok
    reject = no
  })
  return { p, settle, reject }
}

describe('the newest answer', () => {
  it('is the only one heard, whatever order the answers come in', async () => {
    const n = newest()
    const heard: string[] = []
    const [a, b] = [later<string>(), later<string>()]
    n.ask(a.p, (v) => heard.push(v))
    n.ask(b.p, (v) => heard.push(v))
    b.settle('second')
    a.settle('first, late')
    await Promise.all([a.p, b.p])
    expect(heard).toEqual(['second'])
  })

  it('hears a failure of the newest, and nothing once dropped', async () => {
    const n = newest()
    const heard: unknown[] = []
    const a = later<string>()
    n.ask(a.p, () => heard.push('ok'), (e) => heard.push(e))
    a.reject('refused')
    await a.p.catch(() => {})
    const b = later<string>()
    n.ask(b.p, (v) => heard.push(v))
    n.drop()
    b.settle('too late')
    await b.p
    expect(heard).toEqual(['refused'])
  })
})
