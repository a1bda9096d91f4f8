// A list taller than its window on a display scrolls slowly, one row a step, whole rows
// only (the payouts column, the chip counts between days). The window and list heights
// are bound from the page; the rest follows from them and the row count.

import { scrollStart } from './payouts'

/** A step of the slow scroll, in ms. */
export const STEP_MS = 2500

export class RowScroller {
  windowHeight = $state(0)
  listHeight = $state(0)
  step = $state(0)
  #count: () => number

  /** `count` gives the rows now. Call `stop` when the list goes. */
  constructor(count: () => number) {
    this.#count = count
  }

  #timer = setInterval(() => this.step++, STEP_MS)
  stop() {
    clearInterval(this.#timer)
  }

  get rowHeight(): number {
    const n = this.#count()
    return n > 0 ? this.listHeight / n : 0
  }
  /** Whole rows the window holds. */
  get fit(): number {
    return this.rowHeight > 0 ? Math.floor(this.windowHeight / this.rowHeight) : this.#count()
  }
  get scrolling(): boolean {
    return this.#count() > this.fit
  }
  /** The first row shown now. */
  get start(): number {
    return this.scrolling ? scrollStart(this.#count(), this.fit, this.step) : 0
  }
}
