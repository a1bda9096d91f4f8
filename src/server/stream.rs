//! The live stream for displays: server-sent events carrying the event view.
//!
//! Each followed event has one live view ([`LiveViews`]): a task that computes the view
//! once per change and shares the serialised JSON with every display following the event,
//! so five TVs cost what one does. It is recomputed when any process changes the
//! database, when the clock moves to another period or pauses by itself, and every few
//! seconds as a heartbeat. A live view is kept per language asked for (`?lang=` and the
//! display's `Accept-Language`; the event's own language between them): the room's German
//! TVs share one. Every message carries the server's time (`clock.now`) so a
//! display can measure its offset and keep counting down on its own between messages.

use super::AppState;
use super::extract::{Lang, Path};
use super::openapi::{EventId, LangParam, NoSuchEvent};
use crate::api::{Felt, LiveKey};
use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use felt_core::lang::Asked;
use futures_util::stream::{self, Stream};
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::{broadcast, watch};

const HEARTBEAT: Duration = Duration::from_secs(5);
const CHECK: Duration = Duration::from_millis(500);

/// The view JSON of an event, as last computed (`None` before the first).
type Shared = watch::Receiver<Option<Arc<str>>>;

/// The live views being followed, one per event and language.
#[derive(Clone, Default)]
pub struct LiveViews(Arc<Mutex<HashMap<(i64, Asked), Shared>>>);

/// How many times views were computed for displays, over the server's life (for tests and
/// the health check: it grows with changes and heartbeats, not with the displays).
static COMPUTED: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Views computed for displays so far.
pub fn views_computed() -> u64 {
    COMPUTED.load(std::sync::atomic::Ordering::Relaxed)
}

impl LiveViews {
    /// The live view of event `id` in `l`, starting its task if no display follows it yet.
    fn follow(&self, state: &AppState, id: i64, l: Asked) -> Shared {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(rx) = map.get(&(id, l))
            && rx.has_changed().is_ok()
        {
            return rx.clone();
        }
        let (tx, rx) = watch::channel(None);
        map.insert((id, l), rx.clone());
        tokio::spawn(compute(
            self.clone(),
            state.felt.clone(),
            state.changes.subscribe(),
            (id, l),
            tx,
        ));
        rx
    }

    /// Forgets event `id`'s live view if no display follows it any more (only the map's
    /// own receiver is left); true when forgotten.
    fn forget_if_unfollowed(&self, id: (i64, Asked), tx: &watch::Sender<Option<Arc<str>>>) -> bool {
        let mut map = self.0.lock().unwrap_or_else(|p| p.into_inner());
        if tx.receiver_count() > 1 {
            return false;
        }
        map.remove(&id);
        true
    }
}

/// The task behind one event's live view.
async fn compute(
    live: LiveViews,
    felt: Arc<Felt>,
    mut changes: broadcast::Receiver<u64>,
    (id, l): (i64, Asked),
    tx: watch::Sender<Option<Arc<str>>>,
) {
    let mut last: Option<LiveKey> = None;
    let mut since = Duration::ZERO;
    loop {
        let f = felt.clone();
        let Ok(Ok(key)) = tokio::task::spawn_blocking(move || f.live_key(id)).await else {
            break;
        };
        if last != Some(key) || since >= HEARTBEAT {
            let f = felt.clone();
            let view = tokio::task::spawn_blocking(move || f.event_view_in(id, l)).await;
            let Ok(Ok(view)) = view else { break };
            COMPUTED.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let data: Arc<str> = serde_json::to_string(&view)
                .expect("views serialise")
                .into();
            // The key of the view just computed (a write may have landed meanwhile: then
            // the next round sees a newer key and computes again).
            last = Some(key);
            since = Duration::ZERO;
            tx.send_replace(Some(data));
        }
        if live.forget_if_unfollowed((id, l), &tx) {
            return;
        }
        match tokio::time::timeout(CHECK, changes.recv()).await {
            Ok(Ok(_)) | Ok(Err(broadcast::error::RecvError::Lagged(_))) => {}
            Ok(Err(broadcast::error::RecvError::Closed)) => break,
            Err(_) => since += CHECK,
        }
    }
    // The event cannot be shown any more: the displays' streams end (they reconnect).
    let mut map = live.0.lock().unwrap_or_else(|p| p.into_inner());
    if map
        .get(&(id, l))
        .is_some_and(|rx| rx.same_channel(&tx.subscribe()))
    {
        map.remove(&(id, l));
    }
}

/// Server-sent events: `view` messages with the event view
///
/// Each `view` message's data is the event view (`GET /api/events/{id}`) as JSON, sent on
/// connect, on every change, when the clock moves to another period and every few
/// seconds; its `clock.now` is the server's time. Every display following an event gets
/// the same view, computed once.
#[utoipa::path(
    get,
    path = "/api/events/{id}/stream",
    operation_id = "stream",
    params(EventId, LangParam),
    responses(
        (
            status = 200,
            description = "An endless stream of `view` messages",
            content_type = "text/event-stream"
        ),
        NoSuchEvent,
    )
)]
pub async fn stream(State(state): State<AppState>, Path(id): Path<i64>, Lang(l): Lang) -> Response {
    let felt = state.felt.clone();
    if let Err(e) = super::reply::blocking(move || felt.live_key(id)).await {
        return e.into_response();
    }
    let rx = state.live.follow(&state, id, l);
    Sse::new(events(rx))
        .keep_alive(KeepAlive::default())
        .into_response()
}

fn events(mut rx: Shared) -> impl Stream<Item = Result<Event, Infallible>> {
    // The view already computed (if any) goes out at once; then each new one.
    rx.mark_changed();
    stream::unfold(rx, |mut rx| async move {
        loop {
            rx.changed().await.ok()?;
            let data = rx.borrow_and_update().clone();
            if let Some(data) = data {
                return Some((Ok(Event::default().event("view").data(&*data)), rx));
            }
        }
    })
}

/// This area's routes: open to every display.
pub(super) fn routes() -> utoipa_axum::router::OpenApiRouter<super::AppState> {
    use utoipa_axum::router::OpenApiRouter;
    use utoipa_axum::routes;
    OpenApiRouter::new().routes(routes!(stream))
}
