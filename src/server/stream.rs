//! The live stream for displays: server-sent events carrying the event view.
//!
//! A `view` message is sent on connect, whenever any process changes the database, when
//! the clock moves to another period by itself, and every few seconds as a heartbeat.
//! Every message carries the server's time (`clock.now`) so a display can measure its
//! offset and keep counting down on its own between messages.

use super::AppState;
use super::extract::Path;
use super::openapi::{EventId, NoSuchEvent};
use axum::extract::State;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use felt_core::view::clock::ClockStatus;
use futures_util::stream::{self, Stream};
use std::convert::Infallible;
use std::time::Duration;
use tokio::sync::broadcast;

const HEARTBEAT: Duration = Duration::from_secs(5);
const CHECK: Duration = Duration::from_millis(500);

struct Follow {
    state: AppState,
    id: i64,
    rx: broadcast::Receiver<u64>,
    /// (period, status) last sent, to notice level changes the clock makes by itself.
    last: Option<(usize, ClockStatus)>,
    since_send: Duration,
    first: bool,
}

/// Server-sent events: `view` messages with the event view
///
/// Each `view` message's data is the event view (`GET /api/events/{id}`) as JSON, sent on
/// connect, on every change, when the clock moves to another period and every few
/// seconds; its `clock.now` is the server's time.
#[utoipa::path(
    get,
    path = "/api/events/{id}/stream",
    params(EventId),
    responses(
        (
            status = 200,
            description = "An endless stream of `view` messages",
            content_type = "text/event-stream"
        ),
        NoSuchEvent,
    )
)]
pub async fn stream(State(state): State<AppState>, Path(id): Path<i64>) -> Response {
    let felt = state.felt.clone();
    if let Err(e) = super::routes::blocking(move || felt.event_view(id)).await {
        return e.into_response();
    }
    let rx = state.changes.subscribe();
    let follow = Follow {
        state,
        id,
        rx,
        last: None,
        since_send: Duration::ZERO,
        first: true,
    };
    Sse::new(events(follow))
        .keep_alive(KeepAlive::default())
        .into_response()
}

fn events(follow: Follow) -> impl Stream<Item = Result<Event, Infallible>> {
    stream::unfold(follow, |mut f| async move {
        loop {
            let mut changed = f.first;
            f.first = false;
            if !changed {
                match tokio::time::timeout(CHECK, f.rx.recv()).await {
                    Ok(Ok(_)) | Ok(Err(broadcast::error::RecvError::Lagged(_))) => changed = true,
                    Ok(Err(broadcast::error::RecvError::Closed)) => return None,
                    Err(_) => f.since_send += CHECK,
                }
            }
            let felt = f.state.felt.clone();
            let id = f.id;
            let view = match tokio::task::spawn_blocking(move || felt.event_view(id)).await {
                Ok(Ok(v)) => v,
                _ => return None,
            };
            let key = (view.clock.period, view.clock.status);
            if changed || f.last.as_ref() != Some(&key) || f.since_send >= HEARTBEAT {
                f.last = Some(key);
                f.since_send = Duration::ZERO;
                let data = serde_json::to_string(&view).expect("views serialise");
                return Some((Ok(Event::default().event("view").data(data)), f));
            }
        }
    })
}
