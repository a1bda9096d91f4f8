//! Hands valued from rank bits, with no choice of five tried and nothing allocated: a set
//! of distinct natural cards is one `u64`, sixteen bits per suit, a card's bit at its rank
//! (2 to 14) in its suit's lane. Joining two sets is an OR, so Omaha's hands are the
//! hole pairs' sets joined to the board triples' sets. The values are the very values of
//! [`super::eval`]'s five-card scales (the tests compare them on every hand), so fast and
//! slow valuations can meet in one comparison.
//!
//! The tie-breaking ranks come from one table: for each set of ranks, its five highest,
//! packed four bits each as [`super::eval`] packs them. The hand [`Value`] every scale
//! gives and the choosing of cards ([`choose`]) live here, below every evaluator.

use super::cards::Card;

/// A hand's value on any scale: greater is better.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Value(pub u32);

/// Every choice of `k` cards from `cards`, in order. No allocation for up to
/// [`CHOOSE_MAX`] cards chosen (every game's; more is refused by the readers first).
pub fn choose(cards: &[Card], k: usize, mut each: impl FnMut(&[Card])) {
    let n = cards.len();
    if k == 0 || k > n || k > CHOOSE_MAX {
        return;
    }
    let mut idx = first_choice();
    let mut pick = [cards[0]; CHOOSE_MAX];
    loop {
        for (p, &i) in pick.iter_mut().zip(&idx[..k]) {
            *p = cards[i];
        }
        each(&pick[..k]);
        if !next_choice(&mut idx, k, n) {
            return;
        }
    }
}

/// The indices of the first choice: 0, 1, 2, ...
fn first_choice() -> [usize; CHOOSE_MAX] {
    std::array::from_fn(|i| i)
}

/// Moves the `k` indices of a choice from `n` on to the next choice in [`choose`]'s
/// order; `false` after the last.
#[inline]
fn next_choice(idx: &mut [usize; CHOOSE_MAX], k: usize, n: usize) -> bool {
    // The rightmost index that can still move right, then the ones after it.
    let mut i = k;
    while i > 0 && idx[i - 1] == i - 1 + n - k {
        i -= 1;
    }
    if i == 0 {
        return false;
    }
    idx[i - 1] += 1;
    for j in i..k {
        idx[j] = idx[j - 1] + 1;
    }
    true
}

/// The most cards [`choose`] picks at once.
pub const CHOOSE_MAX: usize = 8;

/// Distinct natural cards (ranks 2 to 14), as four suits' rank bits.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CardSet(u64);

impl CardSet {
    /// The set of `cards`; `None` when a card is repeated or is not a natural rank (a
    /// joker), which the callers value the slow way.
    pub fn of(cards: &[Card]) -> Option<CardSet> {
        // No branch per card: what is wrong is gathered and looked at once.
        let (mut set, mut twice, mut unnatural) = (0u64, 0u64, false);
        for c in cards {
            unnatural |= c.rank.wrapping_sub(2) > 12;
            let b = 1u64 << ((16 * c.suit as u32 + u32::from(c.rank)) & 63);
            twice |= set & b;
            set |= b;
        }
        (!unnatural && twice == 0).then_some(CardSet(set))
    }

    /// Both sets' cards (the two must not share a card: the callers join disjoint parts).
    pub fn join(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// How many cards the set holds.
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The ranks held, in any suit (bit `r` for rank `r`).
    pub fn ranks(self) -> u16 {
        let [c, d, h, s] = self.suits();
        c | d | h | s
    }

    /// How many suits hold five cards or more.
    pub fn suits_of_five(self) -> u32 {
        ((self.lane_counts() + 0x0003_0003_0003_0003) & 0x0018_0018_0018_0018).count_ones()
    }

    /// How many cards each suit holds, in the low bits of its 16-bit lane (a bit count
    /// of all four lanes at once).
    fn lane_counts(self) -> u64 {
        let x = self.0;
        let v = x - ((x >> 1) & 0x5555_5555_5555_5555);
        let v = (v & 0x3333_3333_3333_3333) + ((v >> 2) & 0x3333_3333_3333_3333);
        let v = (v + (v >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        (v + (v >> 8)) & 0x001F_001F_001F_001F
    }

    /// The ranks of a suit holding five cards or more (0 when none does; the highest
    /// such suit when two do).
    fn flush(self) -> u16 {
        // A count of 5 to 13, plus 3, sets bit 3 or 4 of its lane; smaller counts do not.
        let five = (self.lane_counts() + 0x0003_0003_0003_0003) & 0x0018_0018_0018_0018;
        if five == 0 {
            return 0;
        }
        (self.0 >> ((five.leading_zeros() ^ 63) / 16 * 16)) as u16
    }

    #[inline]
    fn suits(self) -> [u16; 4] {
        let x = self.0;
        [
            x as u16,
            (x >> 16) as u16,
            (x >> 32) as u16,
            (x >> 48) as u16,
        ]
    }
}

/// The ranks held at least once, twice, three and four times.
struct Counts {
    all: u16,
    two: u16,
    three: u16,
    four: u16,
}

/// Each rank's number of cards counted in binary, bit-sliced over the ranks (an adder
/// per suit), read back as "at least" masks.
#[inline]
fn counts(suits: [u16; 4]) -> Counts {
    let (mut ones, mut twos, mut fours) = (0u16, 0u16, 0u16);
    for x in suits {
        let carry = ones & x;
        ones ^= x;
        fours |= twos & carry;
        twos ^= carry;
    }
    Counts {
        all: ones | twos | fours,
        two: twos | fours,
        three: (ones & twos) | fours,
        four: fours,
    }
}

/// For each set of ranks 2 to 14 (bit `r - 2`), its five highest packed four bits each,
/// the highest in bits 16 to 19, zeros after the last; and in bits 24 to 27 how many
/// ranks the set holds (a table is faster than counting bits on processors without a
/// bit-count instruction, which a build for every x86-64 must assume).
static TOPS: [u32; 8192] = tops_table();

const fn tops_table() -> [u32; 8192] {
    let mut t = [0u32; 8192];
    let mut m = 0;
    while m < 8192 {
        let mut packed = 0u32;
        let mut taken = 0;
        let mut held = 0u32;
        let mut r = 14;
        while r >= 2 {
            if m & (1 << (r - 2)) != 0 {
                if taken < 5 {
                    packed |= (r as u32) << (16 - 4 * taken);
                    taken += 1;
                }
                held += 1;
            }
            r -= 1;
        }
        t[m] = packed | held << 24;
        m += 1;
    }
    t
}

/// The `n` highest ranks of `m` (rank bits 2 to 14), packed into the low `4n` bits.
#[inline]
fn top(m: u16, n: u32) -> u32 {
    (TOPS[usize::from(m >> 2) & 8191] & 0xF_FFFF) >> (4 * (5 - n))
}

/// The highest rank of `m` (not empty).
#[inline]
fn highest(m: u16) -> u16 {
    1 << (15 - m.leading_zeros())
}

/// The top card of the best straight in the ranks `m`; `wheel`: A-2-3-4-5 counts.
#[inline]
fn straight(m: u16, wheel: bool) -> Option<u32> {
    let runs = m & (m >> 1) & (m >> 2) & (m >> 3) & (m >> 4);
    if runs != 0 {
        return Some(15 - runs.leading_zeros() + 4);
    }
    const FIVE_HIGH: u16 = 1 << 14 | 0b11_1100;
    (wheel && m & FIVE_HIGH == FIVE_HIGH).then_some(5)
}

/// Where each standard category stands (as `Category::order_std` numbers them).
const STRAIGHT_FLUSH: u32 = 10 << 20;
const QUADS: u32 = 9 << 20;
const FULL_HOUSE: u32 = 8 << 20;
const FLUSH: u32 = 7 << 20;
const STRAIGHT: u32 = 6 << 20;
const TRIPS: u32 = 5 << 20;
const TWO_PAIR: u32 = 4 << 20;
const PAIR: u32 = 1 << 20;

/// The best standard high hand in `set` (five cards or more, at most one suit of five or
/// more: nine cards at most), its value as [`super::eval::high5`] gives the best five.
#[inline]
pub fn high(set: CardSet, wheel: bool) -> Value {
    let flush = set.flush();
    let Counts {
        all,
        two,
        three,
        four,
    } = counts(set.suits());
    // Quads and full houses beat a flush; a straight flush beats them.
    let full = || {
        if four != 0 {
            let q = highest(four);
            return Some(QUADS | top(q, 1) << 16 | top(all & !q, 1) << 12);
        }
        if three == 0 {
            return None;
        }
        let t = highest(three);
        let pair = two & !t;
        (pair != 0).then(|| FULL_HOUSE | top(t, 1) << 16 | top(pair, 1) << 12)
    };
    if flush != 0 {
        let v = match straight(flush, wheel) {
            Some(t) => STRAIGHT_FLUSH | t << 16,
            None => full().unwrap_or(FLUSH | top(flush, 5)),
        };
        return Value(v);
    }
    if three != 0 {
        if let Some(v) = full() {
            return Value(v);
        }
        if let Some(t) = straight(all, wheel) {
            return Value(STRAIGHT | t << 16);
        }
        let t = highest(three);
        return Value(TRIPS | top(t, 1) << 16 | top(all & !t, 2) << 8);
    }
    if let Some(t) = straight(all, wheel) {
        return Value(STRAIGHT | t << 16);
    }
    // High cards, a pair or two pair, most hands: all three worked out and the one the
    // number of pairs names taken, without a branch to guess wrong.
    if two == 0 {
        return Value(top(all, 5));
    }
    let p = highest(two);
    let rest = two & !p;
    if rest == 0 {
        return Value(PAIR | top(two, 1) << 16 | top(all & !two, 3) << 4);
    }
    let pq = p | highest(rest);
    Value(TWO_PAIR | top(pq, 2) << 12 | top(all & !pq, 1) << 8)
}

/// [`high`] for exactly five cards (Omaha's and Big O's hands), its value found from how
/// many ranks the five hold.
#[inline]
pub fn high_five(set: CardSet, wheel: bool) -> Value {
    let [c, d, h, s] = set.suits();
    let all = c | d | h | s;
    let entry = TOPS[usize::from(all >> 2) & 8191];
    let v = match entry >> 24 {
        5 => {
            let flush = all == c || all == d || all == h || all == s;
            match (straight(all, wheel), flush) {
                (Some(t), true) => STRAIGHT_FLUSH | t << 16,
                (Some(t), false) => STRAIGHT | t << 16,
                (None, true) => FLUSH | (entry & 0xF_FFFF),
                (None, false) => entry & 0xF_FFFF,
            }
        }
        4 => {
            let two = counts([c, d, h, s]).two;
            PAIR | top(two, 1) << 16 | top(all & !two, 3) << 4
        }
        3 => {
            let Counts { two, three, .. } = counts([c, d, h, s]);
            if three != 0 {
                TRIPS | top(three, 1) << 16 | top(all & !three, 2) << 8
            } else {
                TWO_PAIR | top(two, 2) << 12 | top(all & !two, 1) << 8
            }
        }
        _ => {
            let Counts { three, four, .. } = counts([c, d, h, s]);
            if four != 0 {
                QUADS | top(four, 1) << 16 | top(all & !four, 1) << 12
            } else {
                FULL_HOUSE | top(three, 1) << 16 | top(all & !three, 1) << 12
            }
        }
    };
    Value(v)
}

/// The ace-to-five low of five cards, as [`super::eval::low_a5`] values it: the ace is a
/// one, only pairs count against a hand; greater is better.
#[inline]
pub fn low_a5(set: CardSet) -> Value {
    // In every suit at once: the ace moved from bit 14 to bit 1, then every rank down
    // one bit, so ranks 1 to 13 sit at bits 0 to 12, which the table of highest ranks
    // reads one rank too high (one is taken off each rank it packs).
    let x = set.0;
    let low = CardSet(((x & 0x3FFC_3FFC_3FFC_3FFC) | ((x >> 13) & 0x0002_0002_0002_0002)) >> 1);
    let Counts {
        all,
        two,
        three,
        four,
    } = counts(low.suits());
    const ONES: [u32; 6] = [0, 0x1, 0x11, 0x111, 0x1111, 0x1_1111];
    let ranks = |g: u16| {
        let entry = TOPS[usize::from(g) & 8191];
        let k = entry >> 24;
        (((entry & 0xF_FFFF) >> (4 * (5 - k))) - ONES[k as usize], k)
    };
    if two == 0 {
        // Five different ranks: the low as it stands.
        let (packed, _) = ranks(all);
        return Value(!packed);
    }
    // The ranks by group, the biggest group first, each group highest first.
    let mut packed = 0u32;
    let mut n = 0;
    for g in [four, three & !four, two & !three, all & !two] {
        let (r, k) = ranks(g);
        packed = packed << (4 * k) | r;
        n += k;
    }
    packed <<= 4 * (5 - n);
    // Pairs against the hand: a pair 1, two pair 2, trips 3, a full house 4, quads 5.
    let category = match (four != 0, three != 0, n) {
        (true, ..) => 5,
        (_, true, 2) => 4,
        (_, true, _) => 3,
        _ if two & (two - 1) != 0 => 2,
        _ => 1,
    };
    Value(!(category << 20 | packed))
}

/// The most picks [`best_exactly`] takes from one side: four of eight (more cards than
/// any game deals: the caller tries each five then).
const PICKS_MAX: usize = 70;

/// Every choice of `k` of `cards` as a set into `out`, in the order [`choose`] gives
/// them, and how many; `None` when there are more than [`PICKS_MAX`] or a card is
/// repeated or not natural.
fn picks(cards: &[Card], k: usize, out: &mut [CardSet; PICKS_MAX]) -> Option<usize> {
    let n = cards.len();
    if k == 0 || k > n || k > CHOOSE_MAX || choices(n, k) > PICKS_MAX {
        return None;
    }
    // Every card distinct and natural, so every choice is a set: each card's bit once,
    // each choice the OR of its cards' bits.
    CardSet::of(cards)?;
    let bit = |c: &Card| 1u64 << ((16 * c.suit as u32 + u32::from(c.rank)) & 63);
    let mut idx = first_choice();
    let mut m = 0;
    loop {
        out[m] = CardSet(idx[..k].iter().fold(0, |set, &i| set | bit(&cards[i])));
        m += 1;
        if !next_choice(&mut idx, k, n) {
            return Some(m);
        }
    }
}

/// How many ways there are to choose `k` of `n`, or more than [`PICKS_MAX`] (counting
/// stops there).
fn choices(n: usize, k: usize) -> usize {
    let mut c = 1usize;
    for i in 0..k {
        c = c * (n - i) / (i + 1);
        if c > PICKS_MAX {
            return PICKS_MAX + 1;
        }
    }
    c
}

/// The best value `eval` gives a hand of exactly `h` of the `hole` cards and `b` of the
/// `board` (Omaha: two and three), and which choice of each made it, counted in the
/// order [`choose`] gives them (the first best in that order). Each side's choices are
/// made into sets once and joined pairwise, so Big O's 100 hands cost 100 ORs and
/// valuations. `None` when there is no such hand, a card is repeated or not natural,
/// or a side has more than [`PICKS_MAX`] choices.
pub fn best_exactly(
    hole: &[Card],
    board: &[Card],
    h: usize,
    b: usize,
    eval: impl Fn(CardSet) -> Value,
) -> Option<(Value, usize, usize)> {
    let mut mine = [CardSet::default(); PICKS_MAX];
    let mut shared = [CardSet::default(); PICKS_MAX];
    let m = picks(hole, h, &mut mine)?;
    let s = picks(board, b, &mut shared)?;
    let mut best: Option<(Value, usize, usize)> = None;
    for (i, x) in mine[..m].iter().enumerate() {
        for (j, y) in shared[..s].iter().enumerate() {
            if x.0 & y.0 != 0 {
                // A card both in the hand and on the board: not a real deal.
                return None;
            }
            let v = eval(x.join(*y));
            if best.is_none_or(|(bv, _, _)| v > bv) {
                best = Some((v, i, j));
            }
        }
    }
    best
}

/// The `i`-th choice of `k` of `cards` in the order [`choose`] gives them, into `out`;
/// how many cards it holds (0 when there is no such choice).
pub fn nth_pick(cards: &[Card], k: usize, i: usize, out: &mut [Card]) -> usize {
    let n = cards.len();
    if k == 0 || k > n || k > CHOOSE_MAX || k > out.len() {
        return 0;
    }
    let mut idx = first_choice();
    for _ in 0..i {
        if !next_choice(&mut idx, k, n) {
            return 0;
        }
    }
    for (o, &at) in out.iter_mut().zip(&idx[..k]) {
        *o = cards[at];
    }
    k
}
