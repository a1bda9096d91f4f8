//! The TypeScript types of the wire format (`ui/src/lib/api/types.ts`) are generated from
//! the Rust types with ts-rs. This test regenerates them into a temp dir and fails when
//! the committed file differs, so the UI and the backend cannot drift apart (issue 3).
//!
//! To refresh the file after changing a wire type: `UPDATE_TS_TYPES=1 cargo test --test it ts_types`.

use felt::api::calc::{
    AnteRequest, ChopRequest, EventAnteRequest, IcmRequest, PayoutSplit, PayoutsRequest,
    SeatDrawRequest, ShootoutDraw,
};
use felt::api::{
    Ack, AnteCalculation, ChipRaceRequest, ChipRaceResult, CreatedEvent, EnteredCards, ErrorBody,
    EventSummary, EventView, NextChipRace, RaceSeatResult,
};
use felt::store::KnownPlayer;
use felt_core::UtcMs;
use felt_core::engine::{
    ActionSummary, BuyKind, ClockAction, Command, CountCommand, Counter, FieldCommand,
    HistoryCommand, HoldKind, HoldOrder, MoneyCommand, RoomCommand, SeatingCommand,
    StructureCommand,
};
use felt_core::field::decide::{ChipCount, MoveOrder, SeatTarget};
use felt_core::field::results::{DealKind, DealProposal};
use felt_core::field::shootout::ShootoutView;
use felt_core::rules::chip_race::RaceVariant;
use felt_core::rules::clock::{Clock, PauseReason};
use felt_core::rules::deal::Saver;
use felt_core::rules::payout::CurveParams;
use felt_core::rules::payout::event::{DealLine, DealLines, PayoutRow, PayoutsView, PlaceLine};
use felt_core::rules::seating::MoveKind;
use felt_core::structure::*;
use felt_core::view::chips::{BountyLine, BountyView, LammersView, OwingView};
use felt_core::view::clock::{
    Announcement, ClockStatus, ClockView, EliminationsView, Figure, HardStopView, NextView,
    RaceOffView, ResultRow, ResultView, StakesView,
};
use felt_core::view::field::*;
use ts_rs::{Config, TS};

const COMMITTED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/src/lib/api/types.ts");

fn decl<T: TS>(cfg: &Config) -> String {
    let docs = T::docs().map(|d| format!("{d}\n")).unwrap_or_default();
    format!("{docs}export {}\n", T::decl(cfg))
}

/// Every wire type, one declaration each, in one file.
fn generate() -> String {
    // JSON numbers reach the browser as JS numbers: chips and instants stay far below 2^53.
    let cfg = Config::new().with_large_int("number");
    let decls = [
        decl::<UtcMs>(&cfg),
        decl::<PauseReason>(&cfg),
        decl::<Clock>(&cfg),
        decl::<ClockStatus>(&cfg),
        decl::<ClockView>(&cfg),
        decl::<EliminationsView>(&cfg),
        decl::<HardStopView>(&cfg),
        decl::<StakesView>(&cfg),
        decl::<Figure>(&cfg),
        decl::<NextView>(&cfg),
        decl::<RaceOffView>(&cfg),
        decl::<PayoutsView>(&cfg),
        decl::<PlaceLine>(&cfg),
        decl::<PayoutRow>(&cfg),
        decl::<DealLines>(&cfg),
        decl::<DealLine>(&cfg),
        decl::<ResultView>(&cfg),
        decl::<Announcement>(&cfg),
        decl::<ResultRow>(&cfg),
        decl::<Structure>(&cfg),
        decl::<Family>(&cfg),
        decl::<Betting>(&cfg),
        decl::<Game>(&cfg),
        decl::<AnteKind>(&cfg),
        decl::<AfterLast>(&cfg),
        decl::<Stakes>(&cfg),
        decl::<Level>(&cfg),
        decl::<Break>(&cfg),
        decl::<Period>(&cfg),
        decl::<Chip>(&cfg),
        decl::<LateRegistration>(&cfg),
        decl::<LammerRule>(&cfg),
        decl::<LammerDeadline>(&cfg),
        decl::<BigBlindAntePreset>(&cfg),
        decl::<AnteAmount>(&cfg),
        decl::<PostingOrder>(&cfg),
        decl::<BigBlindAnteRule>(&cfg),
        decl::<PayoutRule>(&cfg),
        decl::<SatelliteRule>(&cfg),
        decl::<PriceFrom>(&cfg),
        decl::<felt_core::structure::CurveRule>(&cfg),
        decl::<felt_core::structure::HousePayoutRow>(&cfg),
        decl::<MoneyRule>(&cfg),
        decl::<AddOnRule>(&cfg),
        decl::<PurchaseWindow>(&cfg),
        decl::<SpecialRules>(&cfg),
        decl::<Shootout>(&cfg),
        decl::<felt_core::structure::ShootoutPay>(&cfg),
        decl::<Severity>(&cfg),
        decl::<Diagnostic>(&cfg),
        decl::<Counter>(&cfg),
        decl::<Command>(&cfg),
        decl::<ClockAction>(&cfg),
        decl::<CountCommand>(&cfg),
        decl::<FieldCommand>(&cfg),
        decl::<SeatingCommand>(&cfg),
        decl::<MoneyCommand>(&cfg),
        decl::<StructureCommand>(&cfg),
        decl::<RoomCommand>(&cfg),
        decl::<HistoryCommand>(&cfg),
        decl::<BuyKind>(&cfg),
        decl::<LammersView>(&cfg),
        decl::<OwingView>(&cfg),
        decl::<BountyView>(&cfg),
        decl::<BountyLine>(&cfg),
        decl::<felt_core::view::chips::BountyHead>(&cfg),
        decl::<ActionSummary>(&cfg),
        decl::<EventSummary>(&cfg),
        decl::<EventView>(&cfg),
        decl::<felt::api::LogDamage>(&cfg),
        decl::<Ack>(&cfg),
        decl::<CreatedEvent>(&cfg),
        decl::<felt::api::LibraryEntry>(&cfg),
        decl::<felt::api::DeletedEvent>(&cfg),
        decl::<felt_core::log::chain::BrokenLink>(&cfg),
        decl::<felt_core::log::chain::ChainReport>(&cfg),
        decl::<felt_core::view::draw_check::Spot>(&cfg),
        decl::<felt_core::view::draw_check::SeatLine>(&cfg),
        decl::<felt_core::view::draw_check::DrawLine>(&cfg),
        decl::<felt_core::view::draw_check::CommitLine>(&cfg),
        decl::<felt_core::view::draw_check::RandomLine>(&cfg),
        decl::<felt_core::view::draw_check::DrawCheck>(&cfg),
        decl::<felt_core::view::spoken::Spoken>(&cfg),
        decl::<felt::api::screens::ScreenLayout>(&cfg),
        decl::<felt::api::screens::ScreenReport>(&cfg),
        decl::<felt::api::screens::ScreenAssignment>(&cfg),
        decl::<felt::api::screens::ScreenUpdate>(&cfg),
        decl::<felt::api::screens::Screen>(&cfg),
        decl::<felt::api::devices::DeviceScope>(&cfg),
        decl::<felt::api::devices::Device>(&cfg),
        decl::<felt::api::devices::PairRequest>(&cfg),
        decl::<felt::api::devices::Pairing>(&cfg),
        decl::<felt::api::devices::ClaimRequest>(&cfg),
        decl::<felt::api::devices::Claimed>(&cfg),
        decl::<felt::api::devices::Caller>(&cfg),
        decl::<felt::api::reports::TableReports>(&cfg),
        decl::<felt::api::reports::ReportState>(&cfg),
        decl::<felt::api::reports::Report>(&cfg),
        decl::<felt::api::reports::ReportsView>(&cfg),
        decl::<felt::api::reports::ReportsMode>(&cfg),
        decl::<felt::api::reports::ReportDecision>(&cfg),
        decl::<felt_core::field::chips::RaceRecord>(&cfg),
        decl::<felt::api::slides::Slide>(&cfg),
        decl::<felt::api::slides::SlideUpload>(&cfg),
        decl::<felt::api::slides::SlideShow>(&cfg),
        decl::<felt::api::slides::SlidesView>(&cfg),
        decl::<felt_core::catalog::GameListing>(&cfg),
        decl::<felt_core::catalog::Variation>(&cfg),
        decl::<felt::api::night::NightSetup>(&cfg),
        decl::<felt::api::night::LimitSetup>(&cfg),
        decl::<felt::api::night::NightListing>(&cfg),
        decl::<felt::api::night::HouseGame>(&cfg),
        decl::<felt::api::night::CalledView>(&cfg),
        decl::<felt::api::night::NightLine>(&cfg),
        decl::<felt::api::night::NightView>(&cfg),
        decl::<felt::api::night::NextLimit>(&cfg),
        decl::<felt_core::night::NightAction>(&cfg),
        decl::<felt_core::night::CalledGame>(&cfg),
        decl::<felt_core::night::NightConfig>(&cfg),
        decl::<felt_core::night::LimitStep>(&cfg),
        decl::<felt_core::night::Deal>(&cfg),
        decl::<felt_core::night::Mistake>(&cfg),
        decl::<felt_core::night::KittyLine>(&cfg),
        decl::<felt_core::night::DrawCard>(&cfg),
        decl::<felt_core::night::Settlement>(&cfg),
        decl::<felt_core::night::Transfer>(&cfg),
        decl::<felt_core::night::PlayerResult>(&cfg),
        decl::<felt::api::series::SeriesSetup>(&cfg),
        decl::<felt::api::series::SeriesEventLine>(&cfg),
        decl::<felt::api::series::SeriesView>(&cfg),
        decl::<felt::api::tickets::TicketUse>(&cfg),
        decl::<felt::api::tickets::TicketView>(&cfg),
        decl::<felt::api::tickets::TicketsView>(&cfg),
        decl::<felt_core::field::Ticket>(&cfg),
        decl::<felt_core::field::RedrawRule>(&cfg),
        decl::<felt_core::field::FlightRule>(&cfg),
        decl::<felt_core::field::FlightTotal>(&cfg),
        decl::<felt_core::field::FlightBag>(&cfg),
        decl::<felt_core::field::Carried>(&cfg),
        decl::<felt_core::view::chip_counts::ChipCountRow>(&cfg),
        decl::<felt_core::view::chip_counts::ChipCountsView>(&cfg),
        decl::<felt::api::days::DayTwoRequest>(&cfg),
        decl::<felt::api::slides::SeriesBoard>(&cfg),
        decl::<felt::api::slides::BoardRow>(&cfg),
        decl::<felt_core::field::results::DealBounties>(&cfg),
        decl::<felt_core::view::chips::MysteryView>(&cfg),
        decl::<felt_core::structure::MysteryRule>(&cfg),
        decl::<felt_core::structure::Envelope>(&cfg),
        decl::<felt::api::days::DayTwoCreated>(&cfg),
        decl::<felt::api::players::PlayerInfo>(&cfg),
        decl::<felt::api::players::PlayerInput>(&cfg),
        decl::<felt::api::players::MergeRequest>(&cfg),
        decl::<felt::api::players::PlayerEventLine>(&cfg),
        decl::<felt::api::players::PlayerSeriesLine>(&cfg),
        decl::<felt::api::players::PlayerPage>(&cfg),
        decl::<felt::api::players::PlayerField>(&cfg),
        decl::<felt::api::players::ImportRequest>(&cfg),
        decl::<felt::api::players::ImportColumn>(&cfg),
        decl::<felt::api::players::ImportLine>(&cfg),
        decl::<felt::api::players::ImportProblem>(&cfg),
        decl::<felt::api::players::ImportReport>(&cfg),
        decl::<felt::api::series::SeriesListing>(&cfg),
        decl::<felt_core::rules::series::SeriesRule>(&cfg),
        decl::<felt_core::rules::series::PointsRule>(&cfg),
        decl::<felt_core::rules::series::Standing>(&cfg),
        decl::<felt_core::rules::series::EventPoints>(&cfg),
        decl::<felt_core::rules::series::Placing>(&cfg),
        decl::<felt_core::rules::series::SeriesEvent>(&cfg),
        decl::<felt_core::catalog::CatalogFamily>(&cfg),
        decl::<felt::api::LibraryItem>(&cfg),
        decl::<felt::api::TemplateInfo>(&cfg),
        decl::<felt::api::NewStructure>(&cfg),
        decl::<felt_core::structure::draft::DraftCheck>(&cfg),
        decl::<felt_core::structure::draft::Finding>(&cfg),
        decl::<felt::api::library::ProposeBody>(&cfg),
        decl::<felt_core::structure::propose::Proposal>(&cfg),
        decl::<felt_core::structure::propose::ProposedRow>(&cfg),
        decl::<ErrorBody>(&cfg),
        decl::<SeatingRule>(&cfg),
        decl::<TableBreakOrder>(&cfg),
        decl::<ButtonFallback>(&cfg),
        decl::<HoldOrder>(&cfg),
        decl::<HoldKind>(&cfg),
        decl::<MoveOrder>(&cfg),
        decl::<SeatTarget>(&cfg),
        decl::<FieldView>(&cfg),
        decl::<FieldPlayer>(&cfg),
        decl::<PlayerAction>(&cfg),
        decl::<PlayerActionKind>(&cfg),
        decl::<PlayerStatus>(&cfg),
        decl::<SeatPlace>(&cfg),
        decl::<PlaceView>(&cfg),
        decl::<FieldSeat>(&cfg),
        decl::<HoldView>(&cfg),
        decl::<FieldTable>(&cfg),
        decl::<PendingMove>(&cfg),
        decl::<MoveKind>(&cfg),
        decl::<FinalTableView>(&cfg),
        decl::<PendingPlan>(&cfg),
        decl::<HandForHandView>(&cfg),
        decl::<FieldCounts>(&cfg),
        decl::<KnownPlayer>(&cfg),
        decl::<ChipCount>(&cfg),
        decl::<felt_core::field::PotShare>(&cfg),
        decl::<ShootoutView>(&cfg),
        decl::<AnteCalculation>(&cfg),
        decl::<NextChipRace>(&cfg),
        decl::<RaceVariant>(&cfg),
        decl::<EnteredCards>(&cfg),
        decl::<ChipRaceRequest>(&cfg),
        decl::<RaceSeatResult>(&cfg),
        decl::<ChipRaceResult>(&cfg),
        decl::<DealKind>(&cfg),
        decl::<DealProposal>(&cfg),
        decl::<AnteRequest>(&cfg),
        decl::<EventAnteRequest>(&cfg),
        decl::<PayoutsRequest>(&cfg),
        decl::<PayoutSplit>(&cfg),
        decl::<CurveParams>(&cfg),
        decl::<IcmRequest>(&cfg),
        decl::<ChopRequest>(&cfg),
        decl::<Saver>(&cfg),
        decl::<SeatDrawRequest>(&cfg),
        decl::<ShootoutDraw>(&cfg),
    ];
    let mut out = String::from(
        "// Generated from the Rust wire types by tests/ts_types.rs (ts-rs). Do not edit:\n\
         // run `UPDATE_TS_TYPES=1 cargo test --test it ts_types` after changing a wire type.\n\n",
    );
    out.push_str(&decls.join("\n"));
    out
}

#[test]
fn committed_typescript_types_are_current() {
    let dir = tempfile::tempdir().unwrap();
    let fresh = dir.path().join("types.ts");
    std::fs::write(&fresh, generate()).unwrap();
    let fresh = std::fs::read_to_string(&fresh).unwrap();
    if std::env::var_os("UPDATE_TS_TYPES").is_some() {
        std::fs::write(COMMITTED, &fresh).unwrap();
    }
    let committed = std::fs::read_to_string(COMMITTED).unwrap_or_default();
    assert!(
        committed == fresh,
        "{COMMITTED} is stale: run `UPDATE_TS_TYPES=1 cargo test --test it ts_types` and commit it"
    );
}
