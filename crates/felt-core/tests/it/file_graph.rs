//! The graph of a crate's files, for the tests that keep every crate free of circles (the
//! core's, the root package's and the desktop shell's `no_cycles`): one reader and one
//! check, so every crate is held to the same rule.
//!
//! Reads every `.rs` file under a `src/` (the `*tests.rs` files and the bodies of
//! `#[cfg(test)] mod` blocks left out), collects the modules each one names through `use`
//! (`crate::`, `super::`, `self::`, `{…}` groups included) and through `crate::`/`super::`
//! paths in code (comments and string literals left out), and resolves each name to the
//! file of the longest module path it spells: `crate::rules::seating::PlayerId` is
//! `seating/mod.rs`, `crate::rules::seating::seat::PlayerId` is `seating/seat.rs`. A parent
//! (`lib.rs`, `x/mod.rs`, `x.rs` with an `x/` folder) naming its own descendants is not an
//! edge: declaring and re-exporting children is how a module is built.
//!
//! A circle between files means neither can be read, tested or moved without the other;
//! the way out is to move the shared type down into a file both can see.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The layer of `file` in `layers` (lowest first) by the longest prefix of its path that
/// a layer lists, with that prefix; `None` for a file no layer lists (the crate root).
pub fn layer_in(layers: &[&[&'static str]], file: &str) -> Option<(usize, &'static str)> {
    layers
        .iter()
        .enumerate()
        .flat_map(|(i, l)| l.iter().map(move |p| (i, *p)))
        .filter(|(_, prefix)| file.starts_with(prefix))
        .max_by_key(|(_, prefix)| prefix.len())
}

/// Every circle (one per back edge found walking the files in order) and every file that
/// names a layer above its own.
pub fn problems(
    graph: &BTreeMap<String, BTreeSet<String>>,
    layer: impl Fn(&str) -> Option<(usize, &'static str)>,
) -> Vec<String> {
    let mut out = circles(graph)
        .into_iter()
        .map(|c| format!("circle: {}", c.join(" → ")))
        .collect::<Vec<_>>();
    for (from, to) in graph {
        let Some((own, own_name)) = layer(from) else {
            continue;
        };
        for t in to {
            if let Some((_, their_name)) = layer(t).filter(|&(l, _)| l > own) {
                out.push(format!(
                    "{from} (layer {own_name}) names {t} (layer {their_name}), a layer above it"
                ));
            }
        }
    }
    out
}

pub fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    fn walk<'a>(
        node: &'a str,
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
        out: &mut Vec<Vec<String>>,
    ) {
        path.push(node);
        for next in &graph[node] {
            if let Some(i) = path.iter().position(|p| p == next) {
                let mut circle: Vec<String> = path[i..].iter().map(|s| s.to_string()).collect();
                circle.push(next.clone());
                out.push(circle);
            } else if !done.contains(next.as_str()) {
                walk(next, graph, path, done, out);
            }
        }
        path.pop();
        done.insert(node);
    }
    let (mut done, mut out) = (BTreeSet::new(), Vec::new());
    for node in graph.keys() {
        if !done.contains(node.as_str()) {
            walk(node, graph, &mut Vec::new(), &mut done, &mut out);
        }
    }
    out
}

/// `(path under src/ with '/' separators, text)` of every source file but test files.
pub fn read_sources(root: &Path, dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            read_sources(root, &path, out);
            continue;
        }
        let name = path.file_name().unwrap().to_string_lossy();
        if !name.ends_with(".rs") || name.ends_with("tests.rs") {
            continue;
        }
        let rel = path.strip_prefix(root).unwrap().to_string_lossy();
        let rel = rel.replace('\\', "/");
        out.push((rel, std::fs::read_to_string(&path).unwrap()));
    }
}

/// The module path of a file: `seating/mod.rs` and `seating.rs` are `seating`, `lib.rs`
/// (or a binary crate's `main.rs`) is the crate root.
fn module_of(file: &str) -> Vec<String> {
    let mut parts: Vec<String> = file
        .trim_end_matches(".rs")
        .split('/')
        .map(str::to_string)
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// From each file, the other files it names (a parent's own descendants left out).
pub fn file_graph(files: &[(String, String)]) -> BTreeMap<String, BTreeSet<String>> {
    let modules: BTreeMap<Vec<String>, &str> = files
        .iter()
        .map(|(f, _)| (module_of(f), f.as_str()))
        .collect();
    let mut graph = BTreeMap::new();
    for (file, text) in files {
        let here = module_of(file);
        let mut to = BTreeSet::new();
        for path in named_paths(&drop_test_modules(&code_only(text))) {
            let Some(absolute) = absolute(&here, &path, &modules) else {
                continue;
            };
            // The longest module path named is the file that defines what is named.
            let target = (0..=absolute.len())
                .rev()
                .find_map(|n| modules.get(&absolute[..n]).map(|f| (n, *f)));
            if let Some((n, target)) = target {
                let descendant = n > here.len() && absolute[..here.len()] == here[..];
                if target != file && !descendant {
                    to.insert(target.to_string());
                }
            }
        }
        graph.insert(file.clone(), to);
    }
    graph
}

/// `path` from module `here` as a path from the crate root; `None` for other crates.
fn absolute(
    here: &[String],
    path: &[String],
    modules: &BTreeMap<Vec<String>, &str>,
) -> Option<Vec<String>> {
    let mut base = here.to_vec();
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base.clear();
            rest = &rest[1..];
        }
        Some("self" | "super") => {
            while let Some(first) = rest.first().filter(|s| *s == "self" || *s == "super") {
                if first == "super" {
                    base.pop();
                }
                rest = &rest[1..];
            }
        }
        // A `use` of a child module by its bare name (`use model::X;` in a `mod.rs`).
        Some(first) if modules.contains_key(&[here, &[first.to_string()]].concat()) => {}
        _ => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The text with comments blanked and string and character literals emptied, so only
/// code is left (lines are kept).
fn code_only(text: &str) -> String {
    let c: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    let ident = |ch: char| ch.is_alphanumeric() || ch == '_';
    while i < c.len() {
        let at = |j: usize| c.get(j).copied().unwrap_or('\0');
        if at(i) == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if at(i) == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            loop {
                if at(i) == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if at(i) == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                } else {
                    if at(i) == '\n' {
                        out.push('\n');
                    }
                    i += 1;
                }
                if depth == 0 || i >= c.len() {
                    break;
                }
            }
            out.push(' ');
        } else if (at(i) == 'r' || (at(i) == 'b' && at(i + 1) == 'r'))
            && (i == 0 || !ident(c[i - 1]))
            && raw_string_start(&c, i).is_some()
        {
            let (hashes, open) = raw_string_start(&c, i).unwrap();
            i = open + 1;
            while i < c.len() && !(c[i] == '"' && (1..=hashes).all(|k| at(i + k) == '#')) {
                i += 1;
            }
            i += 1 + hashes;
            out.push_str("\"\"");
        } else if at(i) == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            i += 1;
            out.push_str("\"\"");
        } else if at(i) == '\'' && (at(i + 1) == '\\' || at(i + 2) == '\'') {
            // A character literal; a lifetime (`'a`) has no closing quote.
            i += 2;
            while i < c.len() && c[i] != '\'' {
                i += 1;
            }
            i += 1;
            out.push_str("' '");
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

/// For a raw string starting at `i` (`r#"` or `br"`), the number of `#` and the index of
/// the opening quote.
fn raw_string_start(c: &[char], i: usize) -> Option<(usize, usize)> {
    let mut j = if c[i] == 'b' { i + 2 } else { i + 1 };
    let first = j;
    while c.get(j) == Some(&'#') {
        j += 1;
    }
    (c.get(j) == Some(&'"')).then_some((j - first, j))
}

/// The code without the bodies of `#[cfg(test)] mod name { … }` blocks.
fn drop_test_modules(code: &str) -> String {
    let mut code = code.to_string();
    let mut from = 0;
    while let Some(found) = code[from..].find("#[cfg(test)]") {
        let start = from + found;
        let mut rest = code[start + "#[cfg(test)]".len()..].trim_start();
        while rest.starts_with("#[") {
            rest = rest[rest.find(']').map_or(rest.len(), |e| e + 1)..].trim_start();
        }
        let rest = rest.strip_prefix("pub ").unwrap_or(rest).trim_start();
        let is_block = rest
            .strip_prefix("mod ")
            .and_then(|r| r.find(['{', ';']).map(|e| r[e..].starts_with('{')))
            .unwrap_or(false);
        if !is_block {
            from = start + 1;
            continue;
        }
        let open = start + code[start..].find('{').unwrap();
        let mut depth = 0;
        let mut end = code.len();
        for (k, ch) in code[open..].char_indices() {
            match ch {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                end = open + k + 1;
                break;
            }
        }
        code.replace_range(start..end, "");
        from = start;
    }
    code
}

/// Tokens of code: identifiers (with `$crate` kept whole), `::`, and single characters.
fn tokens(code: &str) -> Vec<String> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if c[i].is_whitespace() {
            i += 1;
        } else if c[i].is_alphanumeric() || c[i] == '_' || (c[i] == '$' && i + 1 < c.len()) {
            let start = i;
            i += 1;
            while i < c.len() && (c[i].is_alphanumeric() || c[i] == '_') {
                i += 1;
            }
            out.push(c[start..i].iter().collect());
        } else if c[i] == ':' && c.get(i + 1) == Some(&':') {
            out.push("::".to_string());
            i += 2;
        } else {
            out.push(c[i].to_string());
            i += 1;
        }
    }
    out
}

/// Every path the code names: each leaf of every `use` tree, and each `crate::…`,
/// `super::…` or `self::…` path in code.
fn named_paths(code: &str) -> Vec<Vec<String>> {
    let t = tokens(code);
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        if t[i] == "use" {
            i = use_tree(&t, i + 1, &[], &mut out);
            continue;
        }
        let starts_path = matches!(t[i].as_str(), "crate" | "super" | "self")
            && t.get(i + 1).is_some_and(|n| n == "::")
            && (i == 0 || t[i - 1] != "::");
        if starts_path {
            let mut path = vec![t[i].clone()];
            while t.get(i + 1).is_some_and(|n| n == "::")
                && t.get(i + 2)
                    .is_some_and(|s| s.starts_with(|ch: char| ch.is_alphanumeric() || ch == '_'))
            {
                path.push(t[i + 2].clone());
                i += 2;
            }
            out.push(path);
        }
        i += 1;
    }
    out
}

/// Reads one use tree starting at token `i` under `prefix`; returns the index after it.
fn use_tree(t: &[String], mut i: usize, prefix: &[String], out: &mut Vec<Vec<String>>) -> usize {
    let mut path = prefix.to_vec();
    while i < t.len() {
        match t[i].as_str() {
            "::" => i += 1,
            "{" => {
                i += 1;
                while i < t.len() && t[i] != "}" {
                    i = use_tree(t, i, &path, out);
                    if t.get(i).is_some_and(|s| s == ",") {
                        i += 1;
                    }
                }
                return i + 1;
            }
            "*" => {
                out.push(path);
                return i + 1;
            }
            "as" => i += 2,
            "," | "}" | ";" => break,
            // `self` in a group names the module the group is under.
            "self" if !path.is_empty() => i += 1,
            segment => {
                path.push(segment.to_string());
                i += 1;
            }
        }
    }
    out.push(path);
    i
}
