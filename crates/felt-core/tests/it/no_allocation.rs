//! The showdown's evaluators allocate nothing: every hand type, on seeded random hands,
//! counted by an allocator that tallies each thread's allocations (the tests of this
//! binary run on threads of their own, so only the evaluators are counted here).

use felt_core::showdown::bits::{self, CardSet};
use felt_core::showdown::cards::{Card, deck};
use felt_core::showdown::eval::{
    HighRules, Straights, badugi, badugi_by, best_high, best_low_27, best_low_a5, high_bits,
    high_small, high5, high5_ace_low, high5_by, low_27, low_a5, low_a6, points_49,
};
use felt_core::showdown::split::{Use, best_made};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::hint::black_box;

struct Tally;

thread_local! {
    static ALLOCATIONS: Cell<u64> = const { Cell::new(0) };
}

// SAFETY: every call is passed to the system allocator unchanged; the tally only counts.
unsafe impl GlobalAlloc for Tally {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: the caller's layout, as GlobalAlloc::alloc requires.
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from `alloc` above with this layout.
        unsafe { System.dealloc(ptr, layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let _ = ALLOCATIONS.try_with(|n| n.set(n.get() + 1));
        // SAFETY: as for `alloc` and `dealloc`.
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static TALLY: Tally = Tally;

/// How many allocations `f` made on this thread.
fn allocations(f: impl FnOnce()) -> u64 {
    let before = ALLOCATIONS.with(Cell::get);
    f();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn no_evaluator_allocates() {
    let mut rng = StdRng::seed_from_u64(63);
    let mut d = deck();
    let scales = [
        HighRules::STANDARD,
        HighRules {
            straights: Straights::ShortDeck,
            flush_over_full: true,
            ..HighRules::STANDARD
        },
        HighRules {
            straights: Straights::Mexican,
            flush_over_full: true,
            ..HighRules::STANDARD
        },
        HighRules {
            four_card_hands: true,
            ..HighRules::STANDARD
        },
        HighRules {
            quick_quads: true,
            ..HighRules::STANDARD
        },
        HighRules {
            straights: Straights::None,
            ..HighRules::STANDARD
        },
    ];
    let exactly = Use::Exactly { hole: 2, board: 3 };
    // The tests around this one share the process: hands are dealt before counting.
    let deals: Vec<Vec<Card>> = (0..500)
        .map(|_| {
            d.shuffle(&mut rng);
            d[..10].to_vec()
        })
        .collect();
    for cards in &deals {
        let five: &[Card; 5] = cards[..5].try_into().unwrap();
        let seven = &cards[..7];
        let made = allocations(|| {
            for rules in &scales {
                black_box(high5_by(five, rules));
            }
            black_box(high5(five, true));
            black_box(high5_ace_low(five));
            black_box(high_bits(seven, true));
            black_box(best_high(seven, false));
            black_box(high_small(&cards[..3], true));
            black_box(high_small(&cards[..4], false));
            black_box(low_a5(five));
            black_box(low_27(five));
            black_box(low_a6(five));
            black_box(best_low_a5(seven));
            black_box(best_low_27(seven));
            black_box(badugi(&cards[..4]));
            black_box(badugi_by(&cards[..5], true));
            black_box(points_49(five));
            let set = CardSet::of(seven).unwrap();
            black_box(bits::high(set, true));
            black_box(bits::low_a5(CardSet::of(five).unwrap()));
            black_box(bits::best_exactly(
                &cards[..5],
                &cards[5..],
                2,
                3,
                bits::low_a5,
            ));
            black_box(best_made(&cards[..4], &cards[4..9], exactly, |f| {
                high5(f, true).value
            }));
        });
        assert_eq!(made, 0, "{cards:?}");
    }
    // The tally counts: a vector of cards is one allocation.
    assert_eq!(allocations(|| drop(black_box(deck()))), 1);
}
