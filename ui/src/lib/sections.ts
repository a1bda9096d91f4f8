// The structure editor's forms as data: each section of the structure file, its fields,
// how each is typed (whole number, money, a choice, yes/no, text) and the TD's words for
// it. The editor renders them; the server's file checker judges what is typed.

import { CHOICES, type Row } from './draft'

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

const offer = (what: string): FieldSpec[] => [
  { key: 'chips', label: 'Chips', kind: 'whole' },
  { key: 'price', label: 'Price', kind: 'money', hint: 'what the player pays, fee included' },
  { key: 'fee', label: 'Of which fee', kind: 'money' },
  { key: 'limit', label: 'Most per player', kind: 'whole', hint: 'empty: no limit' },
  { key: 'from_level', label: 'From level', kind: 'whole' },
  { key: 'until_end_of_level', label: 'Until the end of level', kind: 'whole' },
  { key: 'at_break_after_level', label: 'Only at the break after level', kind: 'whole' },
  { key: 'stack_at_most', label: `Only with a stack of at most`, kind: 'whole', hint: `chips, for a ${what}` },
]

export const SECTIONS: SectionSpec[] = [
  {
    table: '',
    title: 'Event',
    fields: [
      { key: 'name', label: 'Name', kind: 'text', wide: true },
      { key: 'number', label: 'Event number', kind: 'whole' },
      { key: 'description', label: 'Description', kind: 'prose' },
      { key: 'starting_stack', label: 'Starting stack', kind: 'whole' },
      { key: 'table_size', label: 'Seats a table', kind: 'whole' },
      { key: 'level_minutes', label: 'Level length (min)', kind: 'whole', hint: 'levels without their own length' },
      { key: 'ante_kind', label: 'Ante posted as', kind: 'choice', choices: CHOICES.ante_kind },
      { key: 'rotation', label: 'Game rotation', kind: 'list', wide: true, hint: 'game ids in order; a level without a game plays the next one' },
      { key: 'after_last', label: 'After the last level', kind: 'choice', choices: CHOICES.after_last, hint: 'repeat (default): the last levels again; double; or stop the clock' },
      { key: 'chip_race', label: 'Chip races', kind: 'choice', choices: CHOICES.chip_race, hint: 'race (default, TDA); classic: the highest card takes all' },
    ],
  },
  {
    table: 'late_registration',
    title: 'Late registration',
    start: { until_end_of_level: 6 },
    fields: [{ key: 'until_end_of_level', label: 'Open until the end of level', kind: 'whole' }],
  },
  {
    table: 're_entry',
    title: 'Re-entry',
    start: { chips: 10000, price: 10000, until_end_of_level: 6 },
    fields: offer('re-entry'),
  },
  {
    table: 'rebuy',
    title: 'Rebuys',
    start: { chips: 10000, price: 10000, until_end_of_level: 6 },
    fields: offer('rebuy'),
  },
  {
    table: 'add_on',
    title: 'Add-on',
    start: { chips: 10000, price: 10000, at_break_after_level: 6 },
    fields: offer('add-on'),
  },
  {
    table: 'lammers',
    title: 'Lammers',
    start: { per_entry: 2, value: 5000, redeem_by_end_of_level: 8 },
    fields: [
      { key: 'per_entry', label: 'Lammers per entry', kind: 'whole' },
      { key: 'value', label: 'Chips each', kind: 'whole' },
      { key: 'redeem_by_end_of_level', label: 'Redeem by the end of level', kind: 'whole' },
      { key: 'at_deadline', label: 'Left at the deadline', kind: 'choice', choices: CHOICES.at_deadline },
    ],
  },
  {
    table: 'big_blind_ante',
    title: 'Big blind ante',
    start: { preset: 'tda-2024' },
    fields: [
      { key: 'preset', label: 'Rule set', kind: 'choice', choices: CHOICES.preset },
      { key: 'amount', label: 'Ante amount', kind: 'choice', choices: CHOICES.amount },
      { key: 'reduce_at_players', label: 'Reduced at players', kind: 'whole' },
      { key: 'reduced_to', label: 'Reduced to', kind: 'choice', choices: CHOICES.amount },
      { key: 'posting_order', label: 'Short stack posts', kind: 'choice', choices: CHOICES.posting_order },
    ],
  },
  {
    table: 'money',
    title: 'Money',
    start: { currency: 'USD', buy_in: 10000 },
    fields: [
      { key: 'currency', label: 'Currency', kind: 'text', hint: 'USD, EUR, GBP, ...' },
      { key: 'buy_in', label: 'Buy-in', kind: 'money', hint: 'fee included' },
      { key: 'fee', label: 'Of which fee', kind: 'money' },
      { key: 'guarantee', label: 'Guarantee', kind: 'money' },
    ],
  },
  {
    table: 'payouts',
    title: 'Payouts',
    start: { table: 'standard-15' },
    // Drawn by PayoutsEditor: a shipped table, the house's own rows, or the curve.
    fields: [],
  },
  {
    table: 'special',
    title: 'Special formats',
    start: {},
    fields: [
      { key: 'win_the_button', label: 'Win the button', kind: 'bool' },
      { key: 'bounty', label: 'Bounty on each player', kind: 'money' },
      { key: 'progressive_bounty', label: 'Progressive knockout (half of each bounty onto the winner’s head)', kind: 'bool' },
      { key: 'eliminations_per_level', label: 'Next level after eliminations', kind: 'whole', hint: 'home game: blinds go up every N busts' },
      { key: 'hard_stop_minutes', label: 'Hard stop after (min)', kind: 'whole' },
      { key: 'bomb_pot', label: 'Bomb pots', kind: 'bool' },
      { key: 'jam_or_fold', label: 'Jam or fold', kind: 'bool' },
    ],
  },
  {
    table: 'seating',
    title: 'Seating and balancing',
    start: {},
    fields: [
      { key: 'balance_trigger', label: 'Balance when tables differ by more than', kind: 'whole' },
      { key: 'hold_play_gap', label: 'Hold play when tables differ by', kind: 'whole' },
      { key: 'break_order', label: 'Break tables', kind: 'choice', choices: CHOICES.break_order },
      { key: 'tables', label: 'Tables in the room', kind: 'whole' },
      { key: 'unknown_button', label: 'Button unknown: start at', kind: 'choice', choices: CHOICES.unknown_button },
      { key: 'final_table_seats', label: 'Final table seats', kind: 'whole' },
      { key: 'final_table_redraw', label: 'Redraw at the final table', kind: 'bool' },
      { key: 'hand_for_hand_seconds', label: 'Hand-for-hand seconds', kind: 'whole' },
    ],
  },
]
