//! `docdrift scan --baseline` / `--write-baseline` and `check --baseline` end to end: known
//! drift passes and is listed with its reason, new or changed drift fails, expired entries
//! hide nothing, and a file that is not a baseline is never overwritten.

use crate::kiln::{docdrift, released, Repo};
use serde_json::Value as Json;
use std::path::PathBuf;

fn scan_baseline(r: &Repo, extra: &[&str]) -> (i32, String, String) {
    let out = docdrift()
        .arg("scan")
        .args(["--docs", &r.path("docs"), "--checkout", &r.path(".")])
        .args(extra)
        .output()
        .unwrap();
    (
        out.status.code().unwrap(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn a_baseline_lets_known_drift_pass_and_new_drift_fail() {
    let r = released();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("baseline.json");
    let f = file.to_str().unwrap();
    // v1.0 has one drift finding: MAX_UPLOAD_MB.
    let (code, _, err) = scan_baseline(&r, &["--write-baseline", f]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("wrote 1 known drift findings"), "{err}");
    // A reason added by hand survives a rewrite.
    let text = std::fs::read_to_string(&file).unwrap();
    let mut v: Json = serde_json::from_str(&text).unwrap();
    v["entries"][0]["reason"] = "raised in 1.1, docs follow".into();
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    let (code, out, _) = scan_baseline(&r, &["--baseline", f]);
    assert_eq!(code, 0, "{out}");
    assert!(
        out.starts_with(&format!(
            "baseline {f}: 0 new, 0 updated, 1 known, 0 absent"
        )),
        "{out}"
    );
    assert!(
        out.contains("unchanged disagree/MAX_UPLOAD_MB/1 (reason: raised in 1.1, docs follow)"),
        "{out}"
    );
    // New drift fails; the known finding is still counted as known.
    r.edit("kiln/settings.py", "\"workers\": 4", "\"workers\": 5");
    let (code, out, _) = scan_baseline(&r, &["--baseline", f, "--format", "json"]);
    assert_eq!(code, 1, "{out}");
    let v: Json = serde_json::from_str(&out).unwrap();
    let ids: Vec<&str> = v["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["disagree/server.workers/1"]);
    let states: Vec<(&str, &str)> = v["baseline"]["findings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["id"].as_str().unwrap(), f["state"].as_str().unwrap()))
        .collect();
    assert!(
        states.contains(&("disagree/MAX_UPLOAD_MB/1", "unchanged")),
        "{states:?}"
    );
    assert!(
        states.contains(&("disagree/server.workers/1", "new")),
        "{states:?}"
    );
    // SARIF carries the states.
    let (_, out, _) = scan_baseline(&r, &["--baseline", f, "--format", "sarif"]);
    let v: Json = serde_json::from_str(&out).unwrap();
    let mut states: Vec<&str> = v["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["baselineState"].as_str().unwrap())
        .collect();
    states.sort();
    assert_eq!(states, ["new", "unchanged"]);
    // The code value of the known finding changes: updated, and it fails.
    r.edit("kiln/settings.py", "\"workers\": 5", "\"workers\": 4");
    r.edit(
        "kiln/settings.py",
        "MAX_UPLOAD_MB = 20",
        "MAX_UPLOAD_MB = 30",
    );
    let (code, out, _) = scan_baseline(&r, &["--baseline", f]);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("updated   disagree/MAX_UPLOAD_MB/1"), "{out}");
    // Fixed: the entry is absent, nothing fails.
    r.edit(
        "kiln/settings.py",
        "MAX_UPLOAD_MB = 30",
        "MAX_UPLOAD_MB = 10",
    );
    let (code, out, _) = scan_baseline(&r, &["--baseline", f]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("absent    disagree/MAX_UPLOAD_MB/1"), "{out}");
}

#[test]
fn an_expired_baseline_entry_hides_nothing() {
    let r = released();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("baseline.json");
    let f = file.to_str().unwrap();
    scan_baseline(&r, &["--write-baseline", f]);
    let mut v: Json = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    v["entries"][0]["expires"] = "2020-01-31".into();
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    let (code, out, _) = scan_baseline(&r, &["--baseline", f]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("baseline entry expired on 2020-01-31"),
        "{out}"
    );
    // A bad date names the entry.
    v["entries"][0]["expires"] = "soon".into();
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    let (code, _, err) = scan_baseline(&r, &["--baseline", f]);
    assert_eq!(code, 2);
    assert!(
        err.contains("entry 1: `expires` = \"soon\" is not a date (expected YYYY-MM-DD)"),
        "{err}"
    );
}

#[test]
fn a_json_report_serves_as_a_baseline_and_other_files_are_not_overwritten() {
    let r = released();
    let dir = tempfile::tempdir().unwrap();
    let report = dir.path().join("report.json");
    let (_, out, _) = scan_baseline(&r, &["--format", "json"]);
    std::fs::write(&report, out).unwrap();
    let (code, out, _) = scan_baseline(&r, &["--baseline", report.to_str().unwrap()]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("1 known"), "{out}");
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "mine\n").unwrap();
    let (code, _, err) = scan_baseline(&r, &["--write-baseline", notes.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("refusing to overwrite"), "{err}");
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "mine\n");
}

#[test]
fn check_takes_a_baseline_too() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("known.json");
    let f = file.to_str().unwrap();
    let check = |extra: &[&str]| {
        let out = docdrift()
            .current_dir(&root)
            .args(["check", "--claims", "claims/demo.toml", "--no-config"])
            .args(extra)
            .output()
            .unwrap();
        (
            out.status.code().unwrap(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    // The demo disagrees on purpose (12 claims): saved as known, the run passes.
    let (code, _, err) = check(&["--write-baseline", f]);
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("wrote 12 known disagreements"), "{err}");
    let (code, out, err) = check(&["--baseline", f]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        err.contains("0 new, 0 updated, 12 known, 0 absent"),
        "{err}"
    );
    assert!(out.contains("0 disagree"), "{out}");
    // One entry dropped: that disagreement is new again; one entry's code value edited:
    // updated. Both fail and stay in the report.
    let mut v: Json = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let entries = v["entries"].as_array_mut().unwrap();
    let dropped = entries.remove(0)["id"].as_str().unwrap().to_string();
    let edited = entries[0]["id"].as_str().unwrap().to_string();
    entries[0]["code_value"] = "12345".into();
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    let (code, out, err) = check(&["--baseline", f, "--format", "json"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("1 new, 1 updated, 10 known, 0 absent"),
        "{err}"
    );
    assert!(err.contains(&format!("updated   {edited}")), "{err}");
    let report: Json = serde_json::from_str(&out).unwrap();
    let mut ids: Vec<&str> = report["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["verdict"] == "disagree")
        .map(|f| f["id"].as_str().unwrap())
        .collect();
    ids.sort();
    let mut want = vec![dropped.as_str(), edited.as_str()];
    want.sort();
    assert_eq!(ids, want);
}

/// `scan --since REV --baseline FILE`: the baseline's known drift (already drifting at REV)
/// is listed with its reason and never fails; a link that broke since REV fails unless the
/// baseline holds its drift too; an expired entry hides nothing.
#[test]
fn since_with_a_baseline_fails_only_on_links_the_baseline_does_not_know() {
    let mut r = released();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("known.json");
    let f = file.to_str().unwrap();
    // At v1.0: MAX_UPLOAD_MB already disagrees; accept it with a reason.
    let (code, _, err) = scan_baseline(&r, &["--write-baseline", f]);
    assert_eq!(code, 1, "{err}");
    let mut v: Json = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    v["entries"][0]["reason"] = "docs follow in 1.2".into();
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    // Since v1.0, a documented default changed: a broken link the baseline does not know.
    r.edit("kiln/settings.py", "\"port\": 8080", "\"port\": 9090");
    r.commit("move to 9090", "Bob");
    let since = ["--since", "v1.0", "--baseline", f];
    let (code, out, err) = scan_baseline(&r, &[&since[..], &["--format", "json"]].concat());
    assert_eq!(code, 1, "the new break fails: {out}{err}");
    let v: Json = serde_json::from_str(&out).unwrap();
    let s = &v["since"];
    assert_eq!(s["baseline"], f);
    assert_eq!(s["broken"].as_array().unwrap().len(), 1, "{s:#}");
    assert_eq!(s["broken"][0]["code"]["name"], "DEFAULTS.server.port");
    assert_eq!(s["broken"][0]["known"], Json::Null);
    assert_eq!(
        s["broken"][0]["code"]["commits"][0]["subject"],
        "move to 9090"
    );
    let drifting = s["already_drifting"].as_array().unwrap();
    assert_eq!(drifting.len(), 1, "{s:#}");
    assert_eq!(drifting[0]["id"], "disagree/MAX_UPLOAD_MB/1");
    assert_eq!(drifting[0]["known"]["reason"], "docs follow in 1.2");
    // The table says which is which.
    let (_, out, _) = scan_baseline(&r, &since);
    assert!(out.contains("baseline "), "{out}");
    assert!(out.contains("0 of the 1 broken links known"), "{out}");
    assert!(
        out.contains("\nBROKEN  code-changed  `DEFAULTS.server.port`"),
        "{out}"
    );
    assert!(
        out.contains("[known in the baseline (reason: docs follow in 1.2)]"),
        "{out}"
    );

    // Accept the break too (a rewrite keeps the first reason): known, listed, exit 0.
    let (_, _, err) = scan_baseline(&r, &["--write-baseline", f, "--baseline", f]);
    assert!(err.contains("wrote 2 known drift findings"), "{err}");
    let mut v: Json = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    for e in v["entries"].as_array_mut().unwrap() {
        if e["id"].as_str().unwrap().contains("port") {
            e["reason"] = "docs update after the freeze".into();
            e["expires"] = "2099-12-31".into();
        }
    }
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    let (code, out, err) = scan_baseline(&r, &since);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("1 of the 1 broken links known"), "{out}");
    assert!(
        out.contains("\nKNOWN   code-changed  `DEFAULTS.server.port`"),
        "{out}"
    );
    assert!(
        out.contains("  known known in the baseline (reason: docs update after the freeze)"),
        "{out}"
    );
    let (code, out, _) = scan_baseline(&r, &[&since[..], &["--format", "markdown"]].concat());
    assert_eq!(code, 0);
    assert!(out.contains("1 known in the baseline"), "{out}");
    assert!(
        out.contains("<summary>Broke, known in the baseline (1)</summary>"),
        "{out}"
    );
    let (_, out, _) = scan_baseline(&r, &[&since[..], &["--format", "sarif"]].concat());
    let v: Json = serde_json::from_str(&out).unwrap();
    let res = &v["runs"][0]["results"];
    let port = res
        .as_array()
        .unwrap()
        .iter()
        .find(|x| x["ruleId"] == "since/code-changed")
        .unwrap();
    assert_eq!(port["baselineState"], "unchanged");
    assert_eq!(
        port["suppressions"][0]["justification"],
        "known in the baseline (reason: docs update after the freeze)"
    );

    // Expired: the break fails again.
    let mut v: Json = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    for e in v["entries"].as_array_mut().unwrap() {
        if e["id"].as_str().unwrap().contains("port") {
            e["expires"] = "2020-01-01".into();
        }
    }
    std::fs::write(&file, serde_json::to_string(&v).unwrap()).unwrap();
    let (code, out, _) = scan_baseline(&r, &since);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("\nBROKEN  code-changed"), "{out}");
}
