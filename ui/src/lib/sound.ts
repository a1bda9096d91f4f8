// Sounds made with WebAudio (no audio files): a rising chime when the level changes and
// a short double beep a minute before. Browsers only allow sound after a user gesture;
// `unlockAudio` is called on the first click or key.

import { pageLanguage } from './i18n.svelte'

let ctx: AudioContext | null = null
let muted = localStorage.getItem('felt.muted') === '1'

export function isMuted(): boolean {
  return muted
}

export function setMuted(m: boolean): void {
  muted = m
  localStorage.setItem('felt.muted', m ? '1' : '0')
}

export function unlockAudio(): void {
  try {
    ctx ??= new AudioContext()
    const c = ctx
    void c.resume().then(() => listeners.forEach((f) => f(c.state === 'running')))
  } catch {
    ctx = null
  }
}

const listeners = new Set<(on: boolean) => void>()

/** Whether the browser lets this page make sound now (a TV needs one click first). */
export function audioUnlocked(): boolean {
  return ctx?.state === 'running'
}

/** Calls `f` when sound becomes allowed; returns the unsubscribe. */
export function onAudioUnlocked(f: (on: boolean) => void): () => void {
  listeners.add(f)
  return () => listeners.delete(f)
}

/** Says `text` with the browser's speech, after a chime (unless `chime` is false, when
 * the caller played its own), where the browser can speak. */
export function speak(text: string, chime = true): void {
  if (muted || text === '') return
  if (chime) playLevelChange()
  try {
    if (!('speechSynthesis' in window)) return
    const u = new SpeechSynthesisUtterance(text)
    u.rate = 0.95
    // A voice for the page's language (the words are in it): "de" picks a German voice.
    const lang = pageLanguage()
    if (lang) u.lang = lang === 'en-XA' ? 'en' : lang
    setTimeout(() => window.speechSynthesis.speak(u), chime ? 900 : 500)
  } catch {
    // No voice on this screen: the message is on the screen anyway.
  }
}

function tone(freq: number, start: number, length: number, volume = 0.3): void {
  if (!ctx) return
  const osc = ctx.createOscillator()
  const gain = ctx.createGain()
  osc.type = 'sine'
  osc.frequency.value = freq
  const t = ctx.currentTime + start
  gain.gain.setValueAtTime(0, t)
  gain.gain.linearRampToValueAtTime(volume, t + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.001, t + length)
  osc.connect(gain).connect(ctx.destination)
  osc.start(t)
  osc.stop(t + length + 0.05)
}

/** The level-change chime: three rising notes. */
export function playLevelChange(): void {
  if (muted) return
  unlockAudio()
  ;[523.25, 659.25, 783.99].forEach((f, i) => tone(f, i * 0.28, 0.9))
}

/** The one-minute warning: two short beeps. */
export function playWarning(): void {
  if (muted) return
  unlockAudio()
  tone(880, 0, 0.18)
  tone(880, 0.3, 0.18)
}
