//! The one error every front door shows: a stable code and a plain-words message.

use crate::store::StoreError;
use felt_core::engine::{CommandError, ReplayError};
use felt_core::lang::{Phrase, Speak};
use felt_core::rules::ante::AnteError;
use felt_core::rules::chip_race::ChipRaceError;
use felt_core::rules::deal::DealError;
use felt_core::rules::limits::OverLimit;
use felt_core::rules::payout::{PayoutError, PaytableError, SatelliteError};
use felt_core::rules::seating::SeatingError;
use felt_core::structure::Diagnostic;
use serde::{Deserialize, Serialize};

/// Why an API call failed. Said in the asker's language where its words are in the
/// message files ([`Speak`]); `Display` is the English.
#[derive(Debug)]
pub enum ApiError {
    Rejected(CommandError),
    NoSuchEvent {
        id: i64,
    },
    NoSuchStructure {
        id: i64,
    },
    NoSuchSlide {
        id: i64,
    },
    /// A guide chapter a club's language has not written (the page shows the English).
    NoSuchChapter {
        lang: String,
        chapter: String,
    },
    NoSuchGame(String),
    NoSuchNight {
        id: i64,
    },
    NoSuchSeries {
        id: i64,
    },
    NoSuchPlayer {
        id: i64,
    },
    NoSuchDevice {
        id: i64,
    },
    NoSuchBackup {
        name: String,
    },
    /// A file offered to restore from that is not a Felt database this Felt can open.
    Backup(Phrase),
    Night(felt_core::night::NightError),
    Structure {
        diagnostics: Vec<Diagnostic>,
    },
    BadRequest(Phrase),
    /// The LAN listener could not be opened or closed, in words.
    Lan(Phrase),
    /// The event's clock is running: it is paused or finished before it is deleted.
    EventRunning {
        id: i64,
    },
    /// A structure draft, template or wizard request read fine but cannot be used.
    Draft(Phrase),
    /// A showdown the judge cannot settle, in words naming the card, player or part.
    Judge(felt_core::showdown::JudgeError),
    /// A change to the player register (an add, edit, merge or import) that cannot be
    /// made, in words naming the player or the line.
    Register(Phrase),
    /// A slide that cannot be kept (not an image, too big, one too many), in words.
    Slide(Phrase),
    /// A screen's report or assignment that cannot be taken, in words.
    Screen(Phrase),
    /// A command sent by name whose fields are missing or not valid for it.
    CommandFields(Phrase),
    /// A change to a series (its name, its events) that cannot be made, in words.
    Series(Phrase),
    /// A series points rule that cannot score the series' events, in words.
    SeriesRule(Phrase),
    /// A day 2 that cannot be made from the flights named, in words naming the flight.
    DayTwo(Phrase),
    Ante(AnteError),
    ChipRace(ChipRaceError),
    Payout(PayoutError),
    Paytable(PaytableError),
    Satellite(SatelliteError),
    Deal(DealError),
    SeatDraw(SeatingError),
    Bounty(felt_core::rules::bounty::BountyError),
    Replay {
        id: i64,
        source: ReplayError,
    },
    Damaged {
        id: i64,
        seq: u64,
        problem: Phrase,
    },
    Store(StoreError),
    Print(crate::paper::PaperError),
    /// A repair of a damaged log that does not fit the log as it is now.
    Repair(Phrase),
    /// A costly calculation waited too long for its turn, or ran past its time budget.
    Busy(Phrase),
    /// A pairing or device request that read fine but cannot be done.
    Device(Phrase),
    /// A paired device asked for something outside its scope.
    Forbidden(Phrase),
    /// A fault in Felt itself inside one event's fold or view, caught there: the event is
    /// named, and every other event (and the process) goes on.
    Fault {
        id: i64,
        what: &'static str,
        message: String,
    },
    /// A fault in Felt itself (a panic caught at a front door), never the caller's input.
    Internal(String),
}

/// `From` for the errors an API error wraps whole.
macro_rules! wraps {
    ($($variant:ident($t:ty)),* $(,)?) => {
        $(impl From<$t> for ApiError {
            fn from(e: $t) -> Self {
                ApiError::$variant(e)
            }
        })*
    };
}

wraps!(
    Rejected(CommandError),
    Night(felt_core::night::NightError),
    Judge(felt_core::showdown::JudgeError),
    Ante(AnteError),
    ChipRace(ChipRaceError),
    Payout(PayoutError),
    Paytable(PaytableError),
    Satellite(SatelliteError),
    Deal(DealError),
    SeatDraw(SeatingError),
    Bounty(felt_core::rules::bounty::BountyError),
    Store(StoreError),
    Print(crate::paper::PaperError),
);

impl Speak for ApiError {
    fn phrase(&self) -> Phrase {
        let p = Phrase::new;
        let id = |id: &i64| id.to_string();
        match self {
            ApiError::Rejected(e) => e.phrase(),
            ApiError::NoSuchEvent { id: n } => p("refusal-no-such-event").text("id", id(n)),
            ApiError::NoSuchStructure { id: n } => p("refusal-no-such-structure").text("id", id(n)),
            ApiError::NoSuchSlide { id: n } => p("refusal-no-such-slide").text("id", id(n)),
            ApiError::NoSuchChapter { lang, chapter } => p("refusal-no-such-chapter")
                .text("lang", lang.clone())
                .text("chapter", chapter.clone()),
            ApiError::NoSuchGame(name) => p("refusal-no-such-game").text("name", name.clone()),
            ApiError::NoSuchNight { id: n } => p("refusal-no-such-night").text("id", id(n)),
            ApiError::NoSuchSeries { id: n } => p("refusal-no-such-series").text("id", id(n)),
            ApiError::NoSuchPlayer { id: n } => p("refusal-no-such-player").text("id", id(n)),
            ApiError::NoSuchDevice { id: n } => p("refusal-no-such-device").text("id", id(n)),
            ApiError::NoSuchBackup { name } => {
                p("refusal-no-such-backup").text("name", name.clone())
            }
            ApiError::EventRunning { id: n } => p("refusal-event-running").text("id", id(n)),
            ApiError::Structure { diagnostics } => {
                p("refusal-structure-errors").text("list", list(diagnostics))
            }
            ApiError::Bounty(e) => p("refusal-bounty").phrase("why", e.phrase()),
            ApiError::Replay { id: n, source } => p("refusal-replay")
                .text("id", id(n))
                .phrase("why", source.phrase()),
            ApiError::Damaged {
                id: n,
                seq,
                problem,
            } => p("refusal-damaged")
                .text("id", id(n))
                .text("seq", seq.to_string())
                .phrase("problem", problem.clone()),
            ApiError::Print(e) => p("refusal-print").text("why", e.to_string()),
            ApiError::Fault {
                id: n,
                what,
                message,
            } => p("refusal-fault")
                .text("id", id(n))
                .text("what", *what)
                .text("message", message.clone()),
            ApiError::Internal(m) => p("refusal-internal").text("message", m.clone()),
            ApiError::Backup(m)
            | ApiError::BadRequest(m)
            | ApiError::Lan(m)
            | ApiError::Draft(m)
            | ApiError::Register(m)
            | ApiError::Slide(m)
            | ApiError::Screen(m)
            | ApiError::CommandFields(m)
            | ApiError::Series(m)
            | ApiError::SeriesRule(m)
            | ApiError::DayTwo(m)
            | ApiError::Repair(m)
            | ApiError::Busy(m)
            | ApiError::Device(m)
            | ApiError::Forbidden(m) => m.clone(),
            ApiError::Night(e) => e.phrase(),
            ApiError::Judge(e) => p("refusal-english").text("text", e.to_string()),
            ApiError::Ante(e) => e.phrase(),
            ApiError::ChipRace(e) => e.phrase(),
            ApiError::Payout(e) => e.phrase(),
            ApiError::Paytable(e) => e.phrase(),
            ApiError::Satellite(e) => e.phrase(),
            ApiError::Deal(e) => e.phrase(),
            ApiError::SeatDraw(e) => e.phrase(),
            ApiError::Store(e) => p("refusal-english").text("text", e.to_string()),
        }
    }
}
felt_core::spoken_error!(ApiError);

impl ApiError {
    /// Refusal of a write to an event whose log is damaged.
    pub(crate) fn damaged(id: i64, d: &felt_core::engine::Damage) -> ApiError {
        ApiError::Damaged {
            id,
            seq: d.seq,
            problem: d.message.clone(),
        }
    }
}

/// Names as a request spells them, offered as a choice: "a", "a or b", "a, b or c" (the
/// "or" in the asker's language).
pub(crate) fn one_of(names: &[&str]) -> Phrase {
    match names {
        [init @ .., last] if !init.is_empty() => Phrase::new("refusal-api-one-of")
            .text("names", init.join(", "))
            .text("last", *last),
        _ => Phrase::new("refusal-api-one-name").text("name", names.concat()),
    }
}

fn list(d: &[Diagnostic]) -> String {
    d.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The serialisable form of an error, as the UI and HTTP clients receive it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub code: String,
    pub message: String,
}

impl ErrorBody {
    /// The body of a refusal: every quoted input in `message` cut to a short excerpt, so a
    /// 100 KB name sent is never sent back in full. Every `{code, message}` is made here.
    pub fn new(code: &str, message: &str) -> ErrorBody {
        ErrorBody {
            code: code.to_string(),
            message: shorten_quotes(message),
        }
    }
}

/// The longest quotation a message keeps whole, in characters.
const LONGEST_QUOTE: usize = 60;
/// What a longer quotation keeps: its start, then "…".
const EXCERPT: usize = 40;

/// `message` with each quotation (between `"`, `` ` `` or `'`, or a language's own quotes:
/// „…“, “…”, «…», ‚…‘, ‘…’) longer than [`LONGEST_QUOTE`] characters cut to its first
/// [`EXCERPT`] and "…". A `'` opens a quotation only at the start of a word (so "player's"
/// is no quote), and an escaped quote (`\"`, as `{:?}` writes one) does not close one.
pub fn shorten_quotes(message: &str) -> String {
    let chars: Vec<char> = message.chars().collect();
    let mut out = String::with_capacity(message.len().min(4 * 1024));
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let closer = match c {
            '"' | '`' => Some(c),
            '\'' if i == 0 || !chars[i - 1].is_alphanumeric() => Some(c),
            '„' => Some('“'),
            '“' => Some('”'),
            '«' => Some('»'),
            '‚' => Some('‘'),
            '‘' => Some('’'),
            _ => None,
        };
        if let Some(q) = closer
            && let Some(len) = quoted_len(&chars[i + 1..], q)
        {
            out.push(c);
            let inside = &chars[i + 1..i + 1 + len];
            if len > LONGEST_QUOTE {
                out.extend(&inside[..EXCERPT]);
                out.push('…');
            } else {
                out.extend(inside);
            }
            out.push(q);
            i += len + 2;
            continue;
        }
        out.push(c);
        i += 1;
    }
    out
}

/// How many characters stand before the quote `q` that closes a quotation in `rest`.
fn quoted_len(rest: &[char], q: char) -> Option<usize> {
    let mut escaped = false;
    for (n, &c) in rest.iter().enumerate() {
        match c {
            _ if escaped => escaped = false,
            '\\' => escaped = true,
            _ if c == q => return Some(n),
            _ => {}
        }
    }
    None
}

/// Every code an API error carries, with its HTTP status and what it means: the one
/// table the doors read (the server's statuses, the OpenAPI document's descriptions). A
/// command the engine refuses carries the engine's own code (`clock-not-started`, ...),
/// always with [`REFUSED_COMMAND_STATUS`].
pub const ERROR_CODES: &[(&str, u16, &str)] = &[
    (
        "bad-request",
        400,
        "a path, query or body cannot be read, or a field is missing",
    ),
    ("unauthorized", 401, "the TD token is missing or wrong"),
    (
        "device-scope",
        403,
        "a paired device asked for something outside its scope",
    ),
    ("no-such-event", 404, "there is no such event"),
    (
        "no-such-structure",
        404,
        "there is no such structure in the library",
    ),
    ("no-such-slide", 404, "there is no such slide"),
    (
        "no-such-chapter",
        404,
        "a club's language has no such chapter of the guide",
    ),
    (
        "no-such-game",
        404,
        "no game of the catalog answers to that name",
    ),
    ("no-such-night", 404, "there is no such night"),
    ("no-such-series", 404, "there is no such series"),
    (
        "no-such-player",
        404,
        "there is no such player in the register",
    ),
    ("no-such-device", 404, "there is no such paired device"),
    ("no-such-backup", 404, "there is no backup of that name"),
    (
        "backup-refused",
        422,
        "the file to restore from is not a Felt database this Felt can open",
    ),
    (
        "log-damaged",
        409,
        "the event's log has a record that cannot be read or folded",
    ),
    ("over-limit", 422, "an input is beyond one of Felt's limits"),
    ("structure-invalid", 422, "the structure file has errors"),
    (
        "draft-refused",
        422,
        "a structure draft, template or wizard request cannot be used",
    ),
    (
        "judge-refused",
        422,
        "a showdown the judge cannot settle (a card twice, a missing board, a game not settled by the cards)",
    ),
    (
        "day-two-refused",
        422,
        "a day 2 cannot be made from the flights named",
    ),
    (
        "command-invalid",
        422,
        "a command sent by name lacks a field it needs, or has one not valid",
    ),
    (
        "series-rule-refused",
        422,
        "a series' points rule cannot score its events",
    ),
    (
        "register-refused",
        422,
        "a change to the player register cannot be made",
    ),
    ("slide-refused", 422, "a slide cannot be kept"),
    (
        "screen-refused",
        422,
        "a screen's report or assignment cannot be taken",
    ),
    (
        "device-refused",
        422,
        "a pairing or device request cannot be done",
    ),
    (
        "event-running",
        422,
        "the event's clock runs: pause it first",
    ),
    (
        "lan-refused",
        422,
        "the LAN listener cannot be opened or closed",
    ),
    (
        "ante-refused",
        422,
        "the ante calculator's input cannot be used",
    ),
    (
        "chip-race-refused",
        422,
        "the chip race's input cannot be used",
    ),
    (
        "payout-refused",
        422,
        "the payouts cannot be worked out for that input",
    ),
    ("payout-table-invalid", 422, "a payout table has errors"),
    (
        "deal-refused",
        422,
        "the deal cannot be worked out for that input",
    ),
    (
        "seat-draw-refused",
        422,
        "the seat draw's input cannot be used",
    ),
    (
        "repair-refused",
        422,
        "the repair does not fit the log as it is now",
    ),
    ("night-refused", 422, "a night's action cannot be taken"),
    ("busy", 503, "a costly calculation waited or ran too long"),
    ("storage", 500, "the database failed"),
    ("print-failed", 500, "a printout could not be made"),
    (
        "internal",
        500,
        "Felt failed inside (never the caller's input)",
    ),
];

/// The HTTP status of a command the engine refuses, whatever its code.
pub const REFUSED_COMMAND_STATUS: u16 = 422;

impl ApiError {
    /// A stable, machine-readable code.
    pub fn code(&self) -> &'static str {
        let too_many_draws = matches!(self, ApiError::Deal(DealError::TooManyDraws { .. }));
        if self.over_limit().is_some() || too_many_draws {
            return "over-limit";
        }
        match self {
            ApiError::Rejected(e) => e.code(),
            ApiError::NoSuchEvent { .. } => "no-such-event",
            ApiError::NoSuchStructure { .. } => "no-such-structure",
            ApiError::NoSuchSlide { .. } => "no-such-slide",
            ApiError::NoSuchChapter { .. } => "no-such-chapter",
            ApiError::NoSuchGame(_) => "no-such-game",
            ApiError::NoSuchNight { .. } => "no-such-night",
            ApiError::NoSuchSeries { .. } => "no-such-series",
            ApiError::NoSuchPlayer { .. } => "no-such-player",
            ApiError::NoSuchDevice { .. } => "no-such-device",
            ApiError::NoSuchBackup { .. } => "no-such-backup",
            ApiError::Backup(_) => "backup-refused",
            ApiError::Night(e) => e.code(),
            ApiError::Structure { .. } => "structure-invalid",
            ApiError::BadRequest(_) => "bad-request",
            ApiError::Draft(_) => "draft-refused",
            ApiError::Judge(_) => "judge-refused",
            ApiError::DayTwo(_) => "day-two-refused",
            ApiError::SeriesRule(_) => "series-rule-refused",
            ApiError::Series(_) => "series-refused",
            ApiError::CommandFields(_) => "command-invalid",
            ApiError::Register(_) => "register-refused",
            ApiError::Slide(_) => "slide-refused",
            ApiError::Screen(_) => "screen-refused",
            ApiError::EventRunning { .. } => "event-running",
            ApiError::Lan(_) => "lan-refused",
            ApiError::Ante(_) => "ante-refused",
            ApiError::ChipRace(_) => "chip-race-refused",
            ApiError::Payout(_) | ApiError::Satellite(_) => "payout-refused",
            ApiError::Paytable(_) => "payout-table-invalid",
            ApiError::Deal(_) => "deal-refused",
            ApiError::SeatDraw(_) => "seat-draw-refused",
            ApiError::Damaged { .. } => "log-damaged",
            ApiError::Bounty(_) | ApiError::Replay { .. } => "internal",
            ApiError::Store(_) => "storage",
            ApiError::Print(_) => "print-failed",
            ApiError::Busy(_) => "busy",
            ApiError::Repair(_) => "repair-refused",
            ApiError::Device(_) => "device-refused",
            ApiError::Forbidden(_) => "device-scope",
            ApiError::Internal(_) | ApiError::Fault { .. } => "internal",
        }
    }

    /// The HTTP status of this error, from [`ERROR_CODES`]: a command the engine refuses
    /// (or a night's action refused by its own code) is 422.
    pub fn status(&self) -> u16 {
        let code = self.code();
        ERROR_CODES
            .iter()
            .find(|(c, _, _)| *c == code)
            .map_or(REFUSED_COMMAND_STATUS, |&(_, status, _)| status)
    }

    /// The limit an input went beyond, when that is why a calculator refused.
    pub fn over_limit(&self) -> Option<&OverLimit> {
        match self {
            ApiError::Ante(AnteError::Limit(e))
            | ApiError::ChipRace(ChipRaceError::Limit(e))
            | ApiError::Payout(PayoutError::Limit(e))
            | ApiError::Satellite(SatelliteError::Limit(e))
            | ApiError::Deal(DealError::Limit(e))
            | ApiError::SeatDraw(SeatingError::Limit(e)) => Some(e),
            _ => None,
        }
    }

    /// The `{code, message}` body.
    pub fn body(&self) -> ErrorBody {
        ErrorBody::new(self.code(), &self.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use felt_core::rules::clock::ClockError;

    #[test]
    fn error_body_json_is_code_and_message() {
        let e = ApiError::Rejected(CommandError::Clock(ClockError::NotStarted));
        assert_eq!(
            serde_json::to_string(&e.body()).unwrap(),
            r#"{"code":"clock-not-started","message":"the clock has not started yet; start it first"}"#
        );
        let e = ApiError::NoSuchEvent { id: 7 };
        assert_eq!(
            serde_json::to_value(e.body()).unwrap(),
            serde_json::json!({"code": "no-such-event", "message": "there is no event #7 in this database"})
        );
    }

    /// One table maps every code to its status: no two rows share a code, and the
    /// errors of each kind land on the status their row gives (a refused command, whose
    /// code is the engine's, on 422).
    #[test]
    fn every_code_has_one_status_in_the_table() {
        let mut seen = std::collections::BTreeSet::new();
        for (code, status, _) in ERROR_CODES {
            assert!(seen.insert(*code), "{code} twice");
            assert!((400..600).contains(status), "{code}");
        }
        let x = || Phrase::new("refusal-api-import-empty");
        let cases: Vec<(ApiError, &str, u16)> = vec![
            (ApiError::NoSuchDevice { id: 9 }, "no-such-device", 404),
            (
                ApiError::NoSuchBackup { name: "x".into() },
                "no-such-backup",
                404,
            ),
            (ApiError::Backup(x()), "backup-refused", 422),
            (ApiError::Slide(x()), "slide-refused", 422),
            (ApiError::Screen(x()), "screen-refused", 422),
            (ApiError::SeriesRule(x()), "series-rule-refused", 422),
            (ApiError::Register(x()), "register-refused", 422),
            (ApiError::BadRequest(x()), "bad-request", 400),
            (ApiError::Busy(x()), "busy", 503),
            (ApiError::Forbidden(x()), "device-scope", 403),
            (
                ApiError::Damaged {
                    id: 1,
                    seq: 2,
                    problem: Phrase::new("replay-created-twice").text("seq", "2"),
                },
                "log-damaged",
                409,
            ),
            (
                ApiError::Rejected(CommandError::Clock(ClockError::NotStarted)),
                "clock-not-started",
                422,
            ),
            (
                ApiError::Fault {
                    id: 3,
                    what: "its view",
                    message: "x".into(),
                },
                "internal",
                500,
            ),
        ];
        for (e, code, status) in cases {
            assert_eq!((e.code(), e.status()), (code, status), "{e}");
        }
    }

    #[test]
    fn a_long_quoted_input_is_cut_to_an_excerpt() {
        let name = "Ä".repeat(100_000);
        let e = ApiError::BadRequest(
            Phrase::new("refusal-api-no-shipped-structure").text("name", format!("{name:?}")),
        );
        let excerpt = format!("\"{}…\"", "Ä".repeat(40));
        assert_eq!(
            e.body().message,
            format!("there is no shipped structure named {excerpt}")
        );
        // Every kind of quote, an escaped quote inside, an apostrophe that is no quote.
        let long = "x".repeat(61);
        let cut = format!("{}…", "x".repeat(40));
        assert_eq!(
            shorten_quotes(&format!("found '{long}', `{long}` and \"a\\\"{long}\"")),
            format!("found '{cut}', `{cut}` and \"a\\\"{}…\"", "x".repeat(37))
        );
        let prose = format!("the player's stack is {long} chips, isn't it");
        assert_eq!(shorten_quotes(&prose), prose);
        // A quotation of 60 characters is kept whole; one never closed is left alone.
        let sixty = format!("\"{}\" and \"{long}", "y".repeat(60));
        assert_eq!(shorten_quotes(&sixty), sixty);
        // A language's own quotes, as a refusal said in German, French or Spanish has them.
        assert_eq!(
            shorten_quotes(&format!(
                "der Name „{long}“, le nom «\u{202f}{long}\u{202f}»"
            )),
            format!("der Name „{cut}“, le nom «\u{202f}{}…»", "x".repeat(39))
        );
    }

    /// Which variant whose words are made where the refusal is `e` is, by an exhaustive
    /// match: a variant added without a sample below fails to compile here first.
    fn made_here(e: &ApiError) -> Option<usize> {
        Some(match e {
            ApiError::Backup(_) => 0,
            ApiError::BadRequest(_) => 1,
            ApiError::Lan(_) => 2,
            ApiError::Draft(_) => 3,
            ApiError::Register(_) => 4,
            ApiError::Slide(_) => 5,
            ApiError::Screen(_) => 6,
            ApiError::CommandFields(_) => 7,
            ApiError::Series(_) => 8,
            ApiError::SeriesRule(_) => 9,
            ApiError::DayTwo(_) => 10,
            ApiError::Repair(_) => 11,
            ApiError::Busy(_) => 12,
            ApiError::Device(_) => 13,
            ApiError::Forbidden(_) => 14,
            ApiError::Rejected(_)
            | ApiError::NoSuchEvent { .. }
            | ApiError::NoSuchStructure { .. }
            | ApiError::NoSuchSlide { .. }
            | ApiError::NoSuchChapter { .. }
            | ApiError::NoSuchGame(_)
            | ApiError::NoSuchNight { .. }
            | ApiError::NoSuchSeries { .. }
            | ApiError::NoSuchPlayer { .. }
            | ApiError::NoSuchDevice { .. }
            | ApiError::NoSuchBackup { .. }
            | ApiError::Night(_)
            | ApiError::Structure { .. }
            | ApiError::EventRunning { .. }
            | ApiError::Judge(_)
            | ApiError::Ante(_)
            | ApiError::ChipRace(_)
            | ApiError::Payout(_)
            | ApiError::Paytable(_)
            | ApiError::Satellite(_)
            | ApiError::Deal(_)
            | ApiError::SeatDraw(_)
            | ApiError::Bounty(_)
            | ApiError::Replay { .. }
            | ApiError::Damaged { .. }
            | ApiError::Store(_)
            | ApiError::Print(_)
            | ApiError::Fault { .. }
            | ApiError::Internal(_) => return None,
        })
    }

    /// Says `phrase` in the pseudo-language: no message fell back to English, none is
    /// missing, and no English passed through (`refusal-english`) unless `english`.
    fn check_pseudo(phrase: &Phrase, english: bool, what: &str) {
        use felt_core::lang::{Locale, PSEUDO, take_missed};
        let said = phrase.say(Locale::parse(PSEUDO).unwrap());
        let missed: Vec<_> = take_missed()
            .into_iter()
            .filter(|(tag, _)| tag == PSEUDO)
            .collect();
        assert!(
            missed.is_empty(),
            "{what}: fell back to English: {missed:?}"
        );
        assert!(
            !said.contains("[refusal-"),
            "{what}: a missing message: {said}"
        );
        assert_eq!(
            phrase.ids().contains(&"refusal-english"),
            english,
            "{what}: {said}"
        );
        if !english {
            assert_ne!(said, phrase.to_string(), "{what}: said as in English");
        }
    }

    /// Each variant whose words are made where the refusal is, said in the pseudo-language
    /// from the message files (the points rule's own words stay English), its English as
    /// it always was.
    #[test]
    fn every_refusal_made_at_the_api_is_said_from_the_messages() {
        let p = Phrase::new;
        let samples: Vec<(ApiError, bool, &str)> = vec![
            (
                ApiError::Backup(p("refusal-api-restore-no-file").text("file", "/tmp/x.db")),
                false,
                "there is no file /tmp/x.db",
            ),
            (
                ApiError::BadRequest(
                    p("refusal-api-missing-give")
                        .text("name", "big_blind")
                        .phrase("what", p("refusal-api-what-chips")),
                ),
                false,
                "big_blind is missing: give a whole number of chips",
            ),
            (
                ApiError::Lan(p("refusal-api-lan-no-port").text("why", "address in use")),
                false,
                "no port could be opened on the LAN: address in use",
            ),
            (
                ApiError::Draft(
                    p("refusal-api-ticket-no-seat")
                        .text("entry", "4")
                        .text("sat", "2")
                        .list(
                            "holders",
                            vec![
                                p("refusal-api-ticket-holder")
                                    .text("name", "Ann")
                                    .text("entry", "1"),
                                p("refusal-api-ticket-holder")
                                    .text("name", "Bo")
                                    .text("entry", "3"),
                            ],
                        ),
                ),
                false,
                "entry 4 of event #2 won no seat (the seats went to Ann (entry 1), Bo (entry 3))",
            ),
            (
                ApiError::Register(
                    p("refusal-api-import-refused")
                        .count("n", 2u64)
                        .text("problems", "line 2: no name; line 5: no name"),
                ),
                false,
                "the import was refused and nothing changed (2 bad rows): line 2: no name; line 5: no name",
            ),
            (
                ApiError::Slide(p("refusal-api-slide-too-many").count("max", 60u64)),
                false,
                "there are 60 slides already: remove one first",
            ),
            (
                ApiError::Screen(p("refusal-api-screen-id")),
                false,
                "a screen's id is 4 to 64 letters, digits, '-' or '_'",
            ),
            (
                ApiError::CommandFields(
                    p("refusal-api-command-fields")
                        .text("name", "bust")
                        .text("why", "missing field `player`"),
                ),
                false,
                "the command bust cannot run with these fields: missing field `player`",
            ),
            (
                ApiError::Series(p("refusal-api-series-lacks-event").text("event", "7")),
                false,
                "event #7 is not in this series",
            ),
            (
                ApiError::SeriesRule(
                    p("refusal-english").text("text", "a formula may not assign to `x`"),
                ),
                true,
                "a formula may not assign to `x`",
            ),
            (
                ApiError::DayTwo(
                    p("refusal-api-day-two-over")
                        .text("id", "3")
                        .text("name", "Flight A"),
                ),
                false,
                "event #3 (Flight A) is over: it has no day 2",
            ),
            (
                ApiError::Repair(
                    p("refusal-api-repair-other-record")
                        .text("id", "1")
                        .text("damaged", "9")
                        .text("seq", "8"),
                ),
                false,
                "the damaged record of event #1 is #9, not #8",
            ),
            (
                ApiError::Busy(p("refusal-api-busy-long")),
                false,
                "this calculation takes longer than 20 seconds: ask for a smaller one",
            ),
            (
                ApiError::Device(p("refusal-api-device-code-used")),
                false,
                "this pairing code is not valid any more (each code works once, for ten minutes): ask the TD for a new one",
            ),
            (
                ApiError::Forbidden(
                    p("refusal-api-device-may-work")
                        .text("name", "Tablet 5")
                        .phrase(
                            "what",
                            p("refusal-api-device-what-table")
                                .text("table", "5")
                                .text("event", "2"),
                        )
                        .phrase(
                            "why",
                            p("refusal-api-device-other-table").text("table", "6"),
                        ),
                ),
                false,
                "Tablet 5 may only work table 5 of event #2: that is at table 6",
            ),
        ];
        let mut seen: Vec<usize> = samples.iter().filter_map(|(e, ..)| made_here(e)).collect();
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(
            seen,
            (0..15).collect::<Vec<_>>(),
            "a variant without a sample"
        );
        for (e, english, want) in &samples {
            assert_eq!(e.to_string(), *want);
            check_pseudo(&e.phrase(), *english, &format!("{e:?}"));
        }
    }

    /// Every `refusal-api-*` message is said in the pseudo-language from the message
    /// files, whatever its arguments, with no argument left unfilled.
    #[test]
    fn every_api_refusal_message_is_in_the_message_files() {
        let en = include_str!("../../crates/felt-core/messages/en.ftl");
        let mut ids = Vec::new();
        let mut lines = en.lines().peekable();
        while let Some(line) = lines.next() {
            let Some((id, value)) = line.split_once(" =") else {
                continue;
            };
            if !id.starts_with("refusal-api-") {
                continue;
            }
            // The message's text, its variants' lines too.
            let mut text = value.to_string();
            while let Some(next) = lines.peek().filter(|l| l.starts_with(' ')) {
                text.push_str(next);
                lines.next();
            }
            let mut args: Vec<&'static str> = Vec::new();
            for part in text.split("{ $").skip(1) {
                let name = part
                    .split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
                    .next()
                    .unwrap();
                let name: &'static str = Box::leak(name.to_string().into_boxed_str());
                if !args.contains(&name) {
                    args.push(name);
                }
            }
            ids.push((id, args));
        }
        assert!(ids.len() > 100, "{}", ids.len());
        for (id, args) in ids {
            let mut phrase = Phrase::new(id);
            for a in args {
                phrase = phrase.text(a, "x");
            }
            let one_name = id == "refusal-api-one-name";
            let pseudo = felt_core::lang::Locale::parse(felt_core::lang::PSEUDO).unwrap();
            let said = phrase.say(pseudo);
            let missed = felt_core::lang::take_missed();
            assert!(missed.is_empty(), "{id}: fell back: {missed:?}");
            assert!(!said.contains("[refusal-"), "{id}: {said}");
            if !one_name {
                assert_ne!(said, phrase.to_string(), "{id}: said as in English");
            }
        }
    }
}
