// The structure editor's forms as data: each section of the structure file, its fields,
// how each is typed (whole number, money, a choice, yes/no, text) and the TD's words for
// it. The editor renders them; the server's file checker judges what is typed.

import { CHOICES, type Row } from './draft'
import { t } from './i18n.svelte'

export type FieldKind = 'text' | 'prose' | 'whole' | 'money' | 'percent' | 'choice' | 'bool' | 'list'

export interface FieldSpec {
  key: string
  label: string
  kind: FieldKind
  choices?: readonly string[]
  hint?: string
  /** Two columns of the editor's grid: a value that is often long (a name, a list). */
  wide?: boolean
}

export interface SectionSpec {
  /** The file's table ("" for the top level). */
  table: string
  title: string
  /** A section the TD turns on, with these starting values; absent: always shown. */
  start?: Row
  fields: FieldSpec[]
}

/** The payout tables shipped with Felt (`structures/payouts/`). */
export const PAYOUT_TABLES = ['barge-2025', 'standard-15'] as const

const offer = (what: 're-entry' | 'rebuy' | 'add-on'): FieldSpec[] => [
  { key: 'chips', label: t('ui-chips'), kind: 'whole' },
  { key: 'price', label: t('sections-price'), kind: 'money', hint: t('sections-price-hint') },
  { key: 'fee', label: t('sections-of-which-fee'), kind: 'money' },
  { key: 'limit', label: t('sections-most-per-player'), kind: 'whole', hint: t('sections-most-per-player-hint') },
  { key: 'from_level', label: t('sections-from-level'), kind: 'whole' },
  { key: 'until_end_of_level', label: t('sections-until-the-end-of-level'), kind: 'whole' },
  { key: 'at_break_after_level', label: t('sections-only-at-the-break-after-level'), kind: 'whole' },
  { key: 'stack_at_most', label: t('sections-stack-at-most'), kind: 'whole', hint: t('sections-stack-at-most-hint', { offer: what }) },
]

/** The sections of the structure file, in the page's words. */
export function sections(): SectionSpec[] {
  return [
    {
      table: '',
      title: t('sections-event'),
      fields: [
        { key: 'name', label: t('sections-name'), kind: 'text', wide: true },
        { key: 'number', label: t('sections-event-number'), kind: 'whole' },
        { key: 'description', label: t('sections-description'), kind: 'prose' },
        { key: 'starting_stack', label: t('sections-starting-stack'), kind: 'whole' },
        { key: 'table_size', label: t('sections-seats-a-table'), kind: 'whole' },
        { key: 'level_minutes', label: t('sections-level-length-min'), kind: 'whole', hint: t('sections-level-length-hint') },
        { key: 'ante_kind', label: t('sections-ante-posted-as'), kind: 'choice', choices: CHOICES.ante_kind },
        { key: 'rotation', label: t('sections-game-rotation'), kind: 'list', wide: true, hint: t('sections-game-rotation-hint') },
        { key: 'after_last', label: t('sections-after-the-last-level'), kind: 'choice', choices: CHOICES.after_last, hint: t('sections-after-last-hint') },
        { key: 'chip_race', label: t('sections-chip-races'), kind: 'choice', choices: CHOICES.chip_race, hint: t('sections-chip-races-hint') },
      ],
    },
    {
      table: 'late_registration',
      title: t('sections-late-registration'),
      start: { until_end_of_level: 6 },
      fields: [{ key: 'until_end_of_level', label: t('sections-open-until-the-end-of-level'), kind: 'whole' }],
    },
    {
      table: 're_entry',
      title: t('sections-re-entry'),
      start: { chips: 10000, price: 10000, until_end_of_level: 6 },
      fields: offer('re-entry'),
    },
    {
      table: 'rebuy',
      title: t('sections-rebuys'),
      start: { chips: 10000, price: 10000, until_end_of_level: 6 },
      fields: offer('rebuy'),
    },
    {
      table: 'add_on',
      title: t('sections-add-on'),
      start: { chips: 10000, price: 10000, at_break_after_level: 6 },
      fields: offer('add-on'),
    },
    {
      table: 'lammers',
      title: t('sections-lammers'),
      start: { per_entry: 2, value: 5000, redeem_by_end_of_level: 8 },
      fields: [
        { key: 'per_entry', label: t('sections-lammers-per-entry'), kind: 'whole' },
        { key: 'value', label: t('sections-chips-each'), kind: 'whole' },
        { key: 'redeem_by_end_of_level', label: t('sections-redeem-by-the-end-of-level'), kind: 'whole' },
        { key: 'at_deadline', label: t('sections-left-at-the-deadline'), kind: 'choice', choices: CHOICES.at_deadline },
      ],
    },
    {
      table: 'big_blind_ante',
      title: t('sections-big-blind-ante'),
      start: { preset: 'tda-2024' },
      fields: [
        { key: 'preset', label: t('sections-rule-set'), kind: 'choice', choices: CHOICES.preset },
        { key: 'amount', label: t('sections-ante-amount'), kind: 'choice', choices: CHOICES.amount },
        { key: 'reduce_at_players', label: t('sections-reduced-at-players'), kind: 'whole' },
        { key: 'reduced_to', label: t('sections-reduced-to'), kind: 'choice', choices: CHOICES.amount },
        { key: 'posting_order', label: t('sections-short-stack-posts'), kind: 'choice', choices: CHOICES.posting_order },
      ],
    },
    {
      table: 'money',
      title: t('sections-money'),
      start: { currency: 'USD', buy_in: 10000 },
      fields: [
        { key: 'currency', label: t('sections-currency'), kind: 'text', hint: 'USD, EUR, GBP, ...' },
        { key: 'buy_in', label: t('sections-buy-in'), kind: 'money', hint: t('sections-buy-in-hint') },
        { key: 'fee', label: t('sections-of-which-fee'), kind: 'money' },
        { key: 'guarantee', label: t('sections-guarantee'), kind: 'money' },
      ],
    },
    {
      table: 'payouts',
      title: t('sections-payouts'),
      start: { table: 'standard-15' },
      // Drawn by PayoutsEditor: a shipped table, the house's own rows, or the curve.
      fields: [],
    },
    {
      table: 'special',
      title: t('sections-special-formats'),
      start: {},
      fields: [
        { key: 'win_the_button', label: t('sections-win-the-button'), kind: 'bool' },
        { key: 'bounty', label: t('sections-bounty-on-each-player'), kind: 'money' },
        { key: 'progressive_bounty', label: t('sections-progressive-knockout'), kind: 'bool' },
        { key: 'eliminations_per_level', label: t('sections-next-level-after-eliminations'), kind: 'whole', hint: t('sections-eliminations-hint') },
        { key: 'hard_stop_minutes', label: t('sections-hard-stop-after-min'), kind: 'whole' },
        { key: 'bomb_pot', label: t('sections-bomb-pots'), kind: 'bool' },
        { key: 'jam_or_fold', label: t('sections-jam-or-fold'), kind: 'bool' },
      ],
    },
    {
      table: 'seating',
      title: t('sections-seating-and-balancing'),
      start: {},
      fields: [
        { key: 'balance_trigger', label: t('sections-balance-trigger'), kind: 'whole' },
        { key: 'hold_play_gap', label: t('sections-hold-play-gap'), kind: 'whole' },
        { key: 'break_order', label: t('sections-break-tables'), kind: 'choice', choices: CHOICES.break_order },
        { key: 'tables', label: t('sections-tables-in-the-room'), kind: 'whole' },
        { key: 'unknown_button', label: t('sections-button-unknown-start-at'), kind: 'choice', choices: CHOICES.unknown_button },
        { key: 'final_table_seats', label: t('sections-final-table-seats'), kind: 'whole' },
        { key: 'final_table_redraw', label: t('sections-redraw-at-the-final-table'), kind: 'bool' },
        { key: 'hand_for_hand_seconds', label: t('sections-hand-for-hand-seconds'), kind: 'whole' },
      ],
    },
  ]
}
