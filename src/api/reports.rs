//! Reports from the tables. A table's device (paired for one table) reports a
//! bust, the button, a hand won, a shootout winner, a hand-for-hand hand or its players'
//! chip counts. The TD chooses per event whether those reports apply at once or wait
//! for a click at the desk; either way the action is logged with the device that sent
//! it, and undoes like any other.

use super::devices::{Device, DeviceScope};
use super::{Ack, ApiError, Felt};
use crate::store::ReportRow;
use felt_core::engine::Command;
use felt_core::lang::{Asked, Locale, Phrase, Speak};
use serde::{Deserialize, Serialize};

/// How many decided reports the list keeps showing.
const DECIDED_SHOWN: usize = 20;

/// What happens to a report from a table's device.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TableReports {
    /// Applied as soon as it arrives (logged as the device's action).
    #[default]
    AtOnce,
    /// Kept until the TD applies or declines it at the desk.
    Desk,
}

impl TableReports {
    fn key(id: i64) -> String {
        format!("table-reports:{id}")
    }
}

/// Where a report stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum ReportState {
    Waiting,
    Applied,
    Declined,
}

/// One report from a table's device.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Report {
    pub id: i64,
    /// The device that sent it, as the log names it.
    pub device: String,
    pub device_id: i64,
    pub at_ms: i64,
    pub command: Command,
    /// What it does (or did), in the words of the recent-actions list; for a waiting
    /// report that would be refused now, why.
    pub text: String,
    pub state: ReportState,
    /// Would it be taken now (waiting reports only).
    pub fits: bool,
    /// The log position of the action, once applied.
    pub seq: Option<u64>,
    /// Who declined it, or what the desk noted.
    pub note: Option<String>,
}

/// An event's table reports: the mode, the waiting ones (oldest first) and the latest
/// decided (newest first).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
pub struct ReportsView {
    pub mode: TableReports,
    pub waiting: Vec<Report>,
    pub decided: Vec<Report>,
}

/// `PUT /api/events/{id}/reports`: the event's mode for table reports.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportsMode {
    pub mode: TableReports,
}

/// `POST /api/events/{id}/reports/{report}`: apply it or decline it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ReportDecision {
    pub apply: bool,
}

/// What a command from a device came to: done at once (the event view after it), or kept
/// for the desk (HTTP answers 202 with the report).
#[derive(Debug, Clone, PartialEq)]
pub enum Sent {
    Done { ack: Box<Ack> },
    Waiting { report: Box<Report> },
}

/// How the log names a device.
pub fn device_label(device: &Device) -> String {
    format!("{} (device #{})", device.name, device.id)
}

impl Felt {
    /// Event `id`'s mode for table reports.
    pub fn table_reports(&self, id: i64) -> Result<TableReports, ApiError> {
        self.snapshot(id)?;
        Ok(
            match self.reader().setting(&TableReports::key(id))?.as_deref() {
                Some("desk") => TableReports::Desk,
                _ => TableReports::AtOnce,
            },
        )
    }

    /// Sets event `id`'s mode for table reports. Reports already waiting stay waiting.
    pub fn set_table_reports(&self, id: i64, mode: TableReports) -> Result<ReportsView, ApiError> {
        self.set_table_reports_in(id, mode, Asked::named(Locale::ENGLISH))
    }

    /// [`Felt::set_table_reports`], the reports in the language `asked` for (or the
    /// event's).
    pub fn set_table_reports_in(
        &self,
        id: i64,
        mode: TableReports,
        asked: Asked,
    ) -> Result<ReportsView, ApiError> {
        self.snapshot(id)?;
        let key = TableReports::key(id);
        match mode {
            TableReports::Desk => self.store().set_setting(&key, "desk")?,
            TableReports::AtOnce => self.store().remove_setting(&key)?,
        }
        self.reports_in(id, asked)
    }

    /// Runs a command a paired device sent (its scope already checked): a table's report
    /// waits for the desk when the event asks for that, anything else is done at once,
    /// logged as the device's. What it came to is in the language `asked` for (or the
    /// event's).
    pub fn run_from_device(
        &self,
        device: &Device,
        id: i64,
        command: &Command,
        asked: Asked,
    ) -> Result<Sent, ApiError> {
        let label = device_label(device);
        if device.scope == DeviceScope::Table
            && self.table_reports(id)? == TableReports::Desk
            && !matches!(command, Command::History(_))
        {
            // Refused now is refused at the table, not queued for the desk to find.
            let s = self.snapshot(id)?;
            s.t.preview(command, self.now())?;
            let json =
                serde_json::to_string(command).map_err(|e| ApiError::Internal(e.to_string()))?;
            let rid = self
                .store()
                .add_report(id, device.id, &label, &json, self.now())?;
            let row = self
                .reader()
                .report(id, rid)?
                .ok_or_else(|| ApiError::Internal("a report just kept is missing".into()))?;
            let l = asked.for_event(s.t.language);
            return Ok(Sent::Waiting {
                report: Box::new(self.report_view(id, row, l)?),
            });
        }
        Ok(Sent::Done {
            ack: Box::new(self.execute_in(id, command, Some(&label), asked)?),
        })
    }

    /// Event `id`'s table reports.
    pub fn reports(&self, id: i64) -> Result<ReportsView, ApiError> {
        self.reports_in(id, Asked::named(Locale::ENGLISH))
    }

    /// Event `id`'s table reports in the language `asked` for (or the event's).
    pub fn reports_in(&self, id: i64, asked: Asked) -> Result<ReportsView, ApiError> {
        let mode = self.table_reports(id)?;
        let l = asked.for_event(self.snapshot(id)?.t.language);
        let rows = self.reader().reports(id, DECIDED_SHOWN)?;
        let mut waiting = Vec::new();
        let mut decided = Vec::new();
        for row in rows {
            let r = self.report_view(id, row, l)?;
            if r.state == ReportState::Waiting {
                waiting.push(r);
            } else {
                decided.push(r);
            }
        }
        Ok(ReportsView {
            mode,
            waiting,
            decided,
        })
    }

    /// The TD applies (logged as the device's action, confirmed at the desk) or declines
    /// report `report` of event `id`. Refused when it is not waiting, or when the engine
    /// refuses it now (it then stays waiting, to decline or apply later).
    pub fn decide_report(&self, id: i64, report: i64, apply: bool) -> Result<Report, ApiError> {
        self.decide_report_in(id, report, apply, Asked::named(Locale::ENGLISH))
    }

    /// [`Felt::decide_report`], the report in the language `asked` for (or the event's).
    /// What it did is kept in English, as the log's words are.
    pub fn decide_report_in(
        &self,
        id: i64,
        report: i64,
        apply: bool,
        asked: Asked,
    ) -> Result<Report, ApiError> {
        let row = self.reader().report(id, report)?.ok_or_else(|| {
            ApiError::Device(
                Phrase::new("refusal-api-report-none")
                    .text("id", id.to_string())
                    .text("report", report.to_string()),
            )
        })?;
        if row.state != "waiting" {
            return Err(ApiError::Device(
                Phrase::new(if row.state == "declined" {
                    "refusal-api-report-declined"
                } else {
                    "refusal-api-report-applied"
                })
                .text("report", report.to_string())
                .text("device", row.device.clone()),
            ));
        }
        let now = self.now();
        if !apply {
            // What it would have done, kept as its text.
            let text = self.report_view(id, row.clone(), Locale::ENGLISH)?.text;
            if !self.store().move_report(
                report,
                "waiting",
                "declined",
                Some(now),
                None,
                Some(&text),
            )? {
                return Err(ApiError::Device(
                    Phrase::new("refusal-api-report-decided").text("report", report.to_string()),
                ));
            }
        } else {
            let command: Command = serde_json::from_str(&row.command).map_err(|e| {
                ApiError::Internal(format!("table report #{report} cannot be read: {e}"))
            })?;
            if !self
                .store()
                .move_report(report, "waiting", "applying", None, None, None)?
            {
                return Err(ApiError::Device(
                    Phrase::new("refusal-api-report-decided").text("report", report.to_string()),
                ));
            }
            let from = format!("{}, confirmed at the desk", row.device);
            match self.execute_from(id, &command, Some(&from)) {
                Ok(ack) => {
                    let text = ack
                        .view
                        .recent_actions
                        .iter()
                        .find(|a| a.seq == ack.seq)
                        .map(|a| a.text.clone());
                    self.store().move_report(
                        report,
                        "applying",
                        "applied",
                        Some(now),
                        Some(ack.seq),
                        text.as_deref(),
                    )?;
                }
                Err(e) => {
                    self.store()
                        .move_report(report, "applying", "waiting", None, None, None)?;
                    return Err(e);
                }
            }
        }
        let row = self
            .reader()
            .report(id, report)?
            .ok_or_else(|| ApiError::Internal("a report just decided is missing".into()))?;
        let l = asked.for_event(self.snapshot(id)?.t.language);
        self.report_view(id, row, l)
    }

    /// Report `row` in `l`'s words. A decided report keeps what it did in English (the
    /// store's words); in another language an applied one is worded afresh from its
    /// action while the event still lists it, and a declined one (whose action never
    /// happened) shows the kept words.
    fn report_view(&self, id: i64, row: ReportRow, l: Locale) -> Result<Report, ApiError> {
        let command: Command = serde_json::from_str(&row.command)
            .map_err(|e| ApiError::Internal(format!("table report #{}: {e}", row.id)))?;
        let state = match row.state.as_str() {
            "applied" => ReportState::Applied,
            "declined" => ReportState::Declined,
            _ => ReportState::Waiting,
        };
        let kept = row.note.clone().unwrap_or_default();
        let (text, fits, note) = match state {
            ReportState::Applied => {
                let again = match row.seq {
                    Some(seq) if l != Locale::ENGLISH => self.snapshot(id)?.t.action_phrase(seq),
                    _ => None,
                };
                (
                    again.map_or(kept, |p| p.say(l)),
                    true,
                    Some(match row.seq {
                        Some(seq) => Phrase::new("action-report-applied-as")
                            .text("seq", seq.to_string())
                            .say(l),
                        None => Phrase::new("action-report-applied").say(l),
                    }),
                )
            }
            ReportState::Declined => (
                kept,
                false,
                Some(Phrase::new("action-report-declined").say(l)),
            ),
            ReportState::Waiting => match self.snapshot(id)?.t.preview(&command, self.now()) {
                Ok(p) => (p.say(l), true, None),
                Err(e) => (
                    Phrase::new("action-report-refused")
                        .text("reason", e.speak(l))
                        .say(l),
                    false,
                    None,
                ),
            },
        };
        Ok(Report {
            id: row.id,
            device: row.device,
            device_id: row.device_id,
            at_ms: row.at.0,
            command,
            text,
            state,
            fits: fits && state == ReportState::Waiting,
            seq: row.seq,
            note,
        })
    }
}
