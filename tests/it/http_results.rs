//! Results over HTTP on a real server: a deal proposal, a deal refused until everyone
//! agreed, the results CSV and the floor printouts of an event with players.

use crate::support;
use serde_json::{Value, json};
use support::{Scenario, Server, get, post};

fn bytes(server: &Server, path: &str) -> (u16, String, Vec<u8>) {
    let mut r = support::agent().get(&server.url(path)).call().unwrap();
    let kind = r.headers()["content-type"].to_str().unwrap().to_string();
    let status = r.status().as_u16();
    let body = r
        .body_mut()
        .with_config()
        .limit(20_000_000)
        .read_to_vec()
        .unwrap();
    (status, kind, body)
}

#[test]
fn deal_results_csv_and_floor_paper() {
    let dir = tempfile::tempdir().unwrap();
    let server = Server::start(&dir.path().join("felt.db"));
    let event = Scenario::example(&server);
    event.numbered("Player ", 12).draw(5);
    event.act(json!({"type": "start"}));
    for p in 1..=9 {
        event.bust(p, Some(12));
    }
    let id = event.id;
    let cmd = |body: Value| event.send(body);
    // Three left: an ICM proposal from their chip counts, summing to the prizes left.
    // From stacks the caller gives it needs the TD token: its cost is theirs.
    let deal_url = server.url(&format!("/api/events/{id}/deal"));
    let body = json!({"method": "icm", "stacks": [60000, 40000, 20000]});
    let (status, refused) = post(&deal_url, None, body.clone());
    assert_eq!(
        (status, refused["code"].as_str()),
        (401, Some("unauthorized"))
    );
    let (status, proposal) = post(&deal_url, Some(&server.token), body);
    assert_eq!(status, 200, "{proposal}");
    // The event's own proposal, from the counts recorded, is an open read: refused in
    // words while a player still in has no count, the same proposal once they are in.
    let own = server.url(&format!("/api/events/{id}/deal?method=icm"));
    let (status, uncounted) = get(&own);
    assert_eq!(status, 400, "{uncounted}");
    assert!(
        uncounted["message"]
            .as_str()
            .unwrap()
            .starts_with("no chip count is recorded for Player 10, Player 11, Player 12"),
        "{uncounted}"
    );
    let (status, ack) = cmd(json!({"type": "record_counts", "counts": [
        {"player": 10, "chips": 60000}, {"player": 11, "chips": 40000}, {"player": 12, "chips": 20000}]}));
    assert_eq!(status, 200, "{ack}");
    let (status, recorded) = get(&own);
    assert_eq!(status, 200, "{recorded}");
    assert_eq!(recorded, proposal);
    let mut amounts: Vec<u64> = serde_json::from_value(proposal["amounts"].clone()).unwrap();
    let prizes: Vec<u64> = serde_json::from_value(proposal["prizes"].clone()).unwrap();
    // Rounded to the event's increment: what rounding left is kept for 1st.
    let kept = proposal["play_for"].as_u64().unwrap();
    assert_eq!(kept, proposal["remainder"].as_u64().unwrap());
    assert_eq!(
        amounts.iter().sum::<u64>() + kept,
        prizes.iter().sum::<u64>()
    );
    // The players share it all now: the remainder goes to the chip leader's amount.
    amounts[0] += kept;
    assert_eq!(proposal["players"], json!([10, 11, 12]));
    // Refused while Player 11 has not agreed; accepted with everyone.
    let deal = |agreed: Value| {
        cmd(
            json!({"type": "deal", "method": "icm", "players": [10, 11, 12],
                   "amounts": amounts, "play_for": 0, "agreed": agreed}),
        )
    };
    let (status, body) = deal(json!([10, 12]));
    assert_eq!(status, 422);
    assert_eq!(body["code"], "deal-not-agreed");
    assert_eq!(
        body["message"],
        "entry 11 (Player 11) has not agreed to the deal"
    );
    let (status, ack) = deal(json!([10, 11, 12]));
    assert_eq!(status, 200, "{ack}");

    let (status, kind, csv) = bytes(&server, &format!("/api/events/{id}/results.csv"));
    assert_eq!((status, kind.as_str()), (200, "text/csv; charset=utf-8"));
    let csv = String::from_utf8(csv).unwrap();
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(lines[0], "place,name,prize,bounties");
    assert!(lines[1].starts_with("1-3,Player 10,"), "{csv}");
    assert!(lines.contains(&"12,Player 1,0.00,0.00"), "{csv}");
    // The books after the places: 12 x $250 taken in, $25 a head in fees, the pool all
    // paid out after the deal; the start as a UTC instant.
    let books: Vec<&str> = lines[13..].to_vec();
    assert!(
        books[0].starts_with(",started,20") && books[0].ends_with("Z,"),
        "{csv}"
    );
    assert_eq!(
        &books[1..],
        [
            ",taken in (12 entries),3000.00,",
            ",fees,300.00,",
            ",prize pool,2700.00,",
            ",prizes paid,2700.00,",
            ""
        ],
        "{csv}"
    );
    for path in [
        "seat-cards.pdf",
        "results.pdf",
        "table-lists.pdf",
        "moves.pdf",
    ] {
        let (status, kind, pdf) = bytes(&server, &format!("/api/events/{id}/paper/{path}"));
        assert_eq!((status, kind.as_str()), (200, "application/pdf"), "{path}");
        assert!(pdf.starts_with(b"%PDF"), "{path}");
        // The results sheet carries the books: the day played, the money in and out.
        if path == "results.pdf"
            && let Some(text) = crate::poppler::layout_text(&pdf)
        {
            for want in [
                "played ",
                "Taken in (12 entries)",
                "3,000.00",
                "Fees",
                "300.00",
                "Prize pool",
                "Prizes paid",
                "2,700.00",
            ] {
                assert!(text.contains(want), "{want}: {text}");
            }
        }
    }
}
