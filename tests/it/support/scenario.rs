//! One way for a test to set up an event: through the door the test is about, the API of
//! a real server or the `felt` command line on a real database file. Register, draw,
//! bust, play down to a place; every step must be accepted, so a test reads as the story
//! it tells and a set-up that stops working fails where it stops.

use super::{Server, felt, get, post};
use serde_json::{Value, json};
use std::path::{Path, PathBuf};

/// Where a scenario's actions go.
enum Door<'a> {
    /// `POST /api/events/{id}/commands` with the TD token.
    Api(&'a Server),
    /// `felt … --db FILE`.
    Terminal(PathBuf),
}

/// An event under test and the door it is worked through.
pub struct Scenario<'a> {
    /// The event's id.
    pub id: i64,
    door: Door<'a>,
}

impl<'a> Scenario<'a> {
    /// An event made over the API from a structure file's text.
    pub fn from_source(server: &'a Server, file: &str, source: &str) -> Self {
        Self::created(server, json!({"file": file, "source": source}))
    }

    /// An event made over the API from a structure file of the repository
    /// (`structures/example-nlhe-bba.toml`).
    pub fn from_file(server: &'a Server, path: &str) -> Self {
        let source = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let name = Path::new(path).file_name().unwrap().to_string_lossy();
        Self::from_source(server, &name, &source)
    }

    /// The shipped no-limit hold'em example with a big blind ante, made over the API.
    pub fn example(server: &'a Server) -> Self {
        Self::from_file(server, "structures/example-nlhe-bba.toml")
    }

    /// An event made over the API from a structure Felt ships, by its name
    /// (`example-nlhe-bba`, `horse`).
    pub fn shipped(server: &'a Server, name: &str) -> Self {
        Self::created(server, json!({"shipped": name}))
    }

    fn created(server: &'a Server, body: Value) -> Self {
        let (status, made) = post(&server.url("/api/events"), Some(&server.token), body);
        assert_eq!(status, 201, "the event was not made: {made}");
        let id = made["id"].as_i64().expect("the new event's id");
        Scenario {
            id,
            door: Door::Api(server),
        }
    }

    /// The same event, worked through `server` (a scenario set up at the terminal, then
    /// served).
    pub fn over(&self, server: &'a Server) -> Scenario<'a> {
        Scenario {
            id: self.id,
            door: Door::Api(server),
        }
    }

    /// The event's id as the command line takes it.
    pub fn id_arg(&self) -> String {
        self.id.to_string()
    }

    /// `path` below the event: `/api/events/{id}/{what}`.
    pub fn path(&self, what: &str) -> String {
        format!("/api/events/{}/{what}", self.id)
    }

    /// A read of the event over the API (`field`, `clock`, `levels`…); its JSON.
    pub fn view(&self, what: &str) -> Value {
        let Door::Api(server) = &self.door else {
            panic!("a view is read over the API: use `over(&server)`");
        };
        let (status, body) = get(&server.url(&self.path(what)));
        assert_eq!(status, 200, "GET {what}: {body}");
        body
    }

    /// Sends one engine command as JSON (`{"type": "pause"}`), over the API; its status
    /// and answer, accepted or not.
    pub fn send(&self, command: Value) -> (u16, Value) {
        let Door::Api(server) = &self.door else {
            panic!("a JSON command goes over the API: use `over(&server)`");
        };
        post(
            &server.url(&self.path("commands")),
            Some(&server.token),
            command,
        )
    }

    /// Sends one engine command that must be accepted; the answer.
    pub fn act(&self, command: Value) -> Value {
        let (status, answer) = self.send(command.clone());
        assert_eq!(status, 200, "{command} was refused: {answer}");
        answer
    }

    /// `felt ARGS` with the event's database, which must succeed; its output.
    fn terminal(&self, db: &Path, args: &[&str]) -> String {
        let mut all = args.to_vec();
        all.extend(["--db", db.to_str().expect("a UTF-8 path")]);
        let (code, out, err) = felt(&all);
        assert_eq!(code, 0, "felt {args:?} was refused: {err}");
        out
    }

    /// Registers each of `names`, in order (entries 1, 2, … in a new event).
    pub fn register(&self, names: &[&str]) -> &Self {
        for name in names {
            match &self.door {
                Door::Api(_) => {
                    self.act(json!({"type": "register", "name": name}));
                }
                Door::Terminal(db) => {
                    self.terminal(db, &["player", "register", &self.id_arg(), name]);
                }
            }
        }
        self
    }

    /// Registers `count` players named `P1`, `P2`, ….
    pub fn players(&self, count: usize) -> &Self {
        self.numbered("P", count)
    }

    /// Registers `count` players named `prefix` and a number from 1 (`Player 1`, …).
    pub fn numbered(&self, prefix: &str, count: usize) -> &Self {
        let names: Vec<String> = (1..=count).map(|i| format!("{prefix}{i}")).collect();
        self.register(&names.iter().map(String::as_str).collect::<Vec<_>>())
    }

    /// Draws the seats with `seed`.
    pub fn draw(&self, seed: u64) -> &Self {
        match &self.door {
            Door::Api(_) => {
                self.act(json!({"type": "draw_seats", "seed": seed}));
            }
            Door::Terminal(db) => {
                let seed = seed.to_string();
                self.terminal(db, &["tables", "draw", &self.id_arg(), "--seed", &seed]);
            }
        }
        self
    }

    /// Busts `entry`, knocked out by `by` when given.
    pub fn bust(&self, entry: u64, by: Option<u64>) -> &Self {
        match &self.door {
            Door::Api(_) => {
                let mut command = json!({"type": "bust", "player": entry});
                if let Some(by) = by {
                    command["by"] = json!(by);
                }
                self.act(command);
            }
            Door::Terminal(db) => {
                let (id, entry) = (self.id_arg(), entry.to_string());
                let by = by.map(|b| b.to_string());
                let mut args = vec!["player", "bust", &id, &entry];
                if let Some(by) = &by {
                    args.extend(["--by", by]);
                }
                self.terminal(db, &args);
            }
        }
        self
    }

    /// The entries still in, lowest first, as the event's own list says.
    pub fn still_in(&self) -> Vec<u64> {
        let players = match &self.door {
            Door::Api(_) => self.view("field")["players"].clone(),
            Door::Terminal(db) => {
                let out = self.terminal(db, &["player", "list", &self.id_arg(), "--json"]);
                serde_json::from_str(&out).expect("`felt player list --json` is JSON")
            }
        };
        let mut ids: Vec<u64> = players
            .as_array()
            .expect("a list of entries")
            .iter()
            .filter(|p| {
                !matches!(
                    p["state"].as_str(),
                    Some("busted" | "finished" | "unregistered")
                )
            })
            .map(|p| p["id"].as_u64().expect("an entry id"))
            .collect();
        ids.sort_unstable();
        ids
    }

    /// Plays down to `left` players: the lowest entries still in bust, one by one.
    pub fn play_to(&self, left: usize) -> &Self {
        loop {
            let still = self.still_in();
            if still.len() <= left {
                return self;
            }
            self.bust(still[0], None);
        }
    }
}

impl Scenario<'static> {
    /// An event already in the database `db`, worked at the terminal.
    pub fn at(db: &Path, id: i64) -> Scenario<'static> {
        Scenario {
            id,
            door: Door::Terminal(db.to_path_buf()),
        }
    }

    /// An event made at the terminal from a structure file (`felt event create FILE`).
    pub fn at_terminal(db: &Path, file: &str) -> Scenario<'static> {
        let (code, out, err) = felt(&["event", "create", file, "--db", db.to_str().unwrap()]);
        assert_eq!(code, 0, "felt event create {file}: {err}");
        Scenario::at(
            db,
            out.trim().parse().expect("`event create` prints the id"),
        )
    }
}
