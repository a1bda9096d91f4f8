//! `felt slides`: the images the displays show during breaks (and now and then during
//! play, if an event asks): list, add, remove, and an event's choice of when; the same
//! as the console's Screens panel and `/api/slides`.

use super::db::DbArg;
use crate::api::slides::SlideShow;
use std::path::PathBuf;

#[derive(Debug, clap::Subcommand)]
pub enum SlidesCmd {
    /// List the slides.
    List {
        #[arg(long)]
        json: bool,
        #[command(flatten)]
        db: DbArg,
    },
    /// Add an image (PNG, JPEG, WebP or GIF, at most 1.5 MB; 1920x1080 fits a TV).
    Add {
        file: PathBuf,
        /// Its name in the list (the file's name without its extension by default).
        #[arg(long)]
        name: Option<String>,
        #[command(flatten)]
        db: DbArg,
    },
    /// Remove a slide from every display.
    Remove {
        slide: i64,
        #[command(flatten)]
        db: DbArg,
    },
    /// When an event's displays show the slides (prints the choice; the options change it).
    Show {
        event: i64,
        /// During breaks: on or off.
        #[arg(long, value_parser = on_off)]
        breaks: Option<bool>,
        /// One slide every two minutes of play: on or off.
        #[arg(long, value_parser = on_off)]
        during_play: Option<bool>,
        /// Seconds each slide shows (5 to 120).
        #[arg(long)]
        seconds: Option<u32>,
        #[command(flatten)]
        db: DbArg,
    },
}

fn on_off(s: &str) -> Result<bool, String> {
    match s {
        "on" | "yes" | "true" => Ok(true),
        "off" | "no" | "false" => Ok(false),
        _ => Err(format!("'{s}': say on or off")),
    }
}

fn words(show: &SlideShow) -> String {
    let when = match (show.breaks, show.during_play) {
        (true, true) => "during breaks and once every two minutes of play",
        (true, false) => "during breaks",
        (false, true) => "once every two minutes of play, not during breaks",
        (false, false) => "never",
    };
    format!("{when}, {} s each", show.seconds)
}

pub fn run(cmd: SlidesCmd) -> anyhow::Result<()> {
    match cmd {
        SlidesCmd::List { json, db } => {
            let slides = db.open()?.slides()?;
            if json {
                println!("{}", serde_json::to_string_pretty(&slides)?);
            } else if slides.is_empty() {
                println!("No slides.");
            }
            if !json {
                for s in slides {
                    println!(
                        "{:>4}  {} ({}, {} KB)",
                        s.id,
                        s.name,
                        s.mime,
                        s.bytes / 1000
                    );
                }
            }
            Ok(())
        }
        SlidesCmd::Add { file, name, db } => {
            let bytes = std::fs::read(&file)
                .map_err(|e| anyhow::anyhow!("cannot read {}: {e}", file.display()))?;
            let name = name.unwrap_or_else(|| {
                file.file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_else(|| "Slide".into())
            });
            let s = db
                .open()?
                .add_slide_bytes(name.trim(), &bytes)
                .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
            println!("Slide #{} \"{}\" added ({}).", s.id, s.name, s.mime);
            Ok(())
        }
        SlidesCmd::Remove { slide, db } => {
            let left = db.open()?.remove_slide(slide)?;
            println!("Slide #{slide} removed; {} left.", left.len());
            Ok(())
        }
        SlidesCmd::Show {
            event,
            breaks,
            during_play,
            seconds,
            db,
        } => {
            let felt = db.open()?;
            let mut show = felt.event_slides(event)?.show;
            if breaks.is_some() || during_play.is_some() || seconds.is_some() {
                show.breaks = breaks.unwrap_or(show.breaks);
                show.during_play = during_play.unwrap_or(show.during_play);
                show.seconds = seconds.unwrap_or(show.seconds);
                show = felt.set_slide_show(event, show)?.show;
            }
            println!("Event #{event} shows its slides {}.", words(&show));
            Ok(())
        }
    }
}
