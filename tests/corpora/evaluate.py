#!/usr/bin/env python3
"""Measure `docdrift scan` against the hand-labelled corpora in this directory.

For each project (a directory here holding labels.toml) and each variant:

  natural  the release as published: its docs against its own code
  planted  the same docs against a copy of the code with the edits listed under
           [[planted]] in labels.toml (known drift put in on purpose)

it runs `docdrift scan --docs DOCS --checkout CHECKOUT --format json --all` under
`/usr/bin/time -v`, matches every finding to the labelled statements and prints:

  precision  of the drift findings (verdict `disagree`), how many are true drift
  recall     of the labelled true-drift statements, how many a drift finding reports
             (also over the in-scope ones: name written next to the value, code in a
             language scan reads)
  ambiguous  findings with verdict `error` (ambiguous), apart from drift
  wall time and peak RSS of the scan

Run tests/corpora/build.sh first. Usage:

  python3 tests/corpora/evaluate.py --bin target/release/docdrift [--project NAME]
      [--variant natural|planted] [--list] [--json OUT.json] [--keep DIR]

Exit status: 0 when every scan ran (whatever the figures), 1 when a scan could not be
run or its output was not JSON (a crash is reported, and counted as no findings).
"""

import argparse
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))

# ----------------------------------------------------------------------------- labels


def load_labels(project_dir):
    path = os.path.join(project_dir, "labels.toml")
    with open(path, "rb") as f:
        data = tomllib.load(f)
    corpus = data.get("corpus", {})
    if "labels_from" in corpus:
        # The same docs built another way: the other project's labels, pages renamed.
        other = load_labels(os.path.join(os.path.dirname(project_dir), corpus["labels_from"]))
        pattern, repl = corpus.get("page_rewrite", ["^$", ""])
        for key in ("statement", "planted", "code_finding"):
            data[key] = [dict(x) for x in other.get(key, [])]
        for s in data["statement"]:
            s["page"] = re.sub(pattern, repl, s["page"])
    split = corpus.get("split")
    if split not in ("dev", "test"):
        sys.exit(f"{path}: [corpus] split must be \"dev\" (rules written against it) or \"test\""
                 " (labelled before scan first ran on it, never tuned on)")
    stmts = data.get("statement", [])
    ids = set()
    for i, s in enumerate(stmts):
        for key in ("id", "page", "text", "key", "code", "verdict"):
            if key not in s:
                sys.exit(f"{path}: statement #{i + 1} has no `{key}`")
        if s["verdict"] not in ("agree", "drift", "example"):
            sys.exit(f"{path}: statement {s['id']}: verdict must be agree, drift or example")
        if s["id"] in ids:
            sys.exit(f"{path}: duplicate statement id {s['id']}")
        ids.add(s["id"])
        # `code_alt`: a list of `path:line`; one location may be given as a string.
        alt = s.get("code_alt", [])
        if isinstance(alt, str):
            s["code_alt"] = [alt]
        elif not (isinstance(alt, list) and all(isinstance(x, str) for x in alt)):
            sys.exit(f"{path}: statement {s['id']}: code_alt must be a `path:line` string or a"
                     " list of them")
    for p in data.get("planted", []):
        for sid in p.get("statements", []):
            if sid not in ids:
                sys.exit(f"{path}: planted {p.get('id')} names unknown statement {sid}")
        # `in_scope`: the statements the edit brings into scope (a list of its ids), or a
        # bool for all of them or none (`in_scope = false`: the edit changes nothing scan reads).
        promote = p.get("in_scope", [])
        if isinstance(promote, bool):
            p["in_scope"] = list(p.get("statements", [])) if promote else []
        elif not isinstance(promote, list) or any(x not in p.get("statements", []) for x in promote):
            sys.exit(f"{path}: planted {p.get('id')}: in_scope must be true, false or a list of"
                     " its own statement ids")
    return data


def split_loc(loc):
    """'path/file.py:12' -> ('path/file.py', 12); no line -> (path, None)."""
    m = re.match(r"^(.*?):(\d+)$", loc)
    return (m.group(1), int(m.group(2))) if m else (loc, None)


def norm(s):
    """Names compare ignoring case and -/_ (docs write `line-length`, code `line_length`)."""
    return re.sub(r"[-_\s]", "", (s or "").lower())


# ----------------------------------------------------------------------------- planted copy


def planted_checkout(cache, name, checkout, planted):
    """A copy of the checkout with the planted edits applied; rebuilt when the edits change."""
    spec = json.dumps(planted, sort_keys=True).encode()
    stamp = hashlib.sha256(spec).hexdigest()
    dest = os.path.join(cache, name, "checkout-planted")
    stamp_file = os.path.join(cache, name, ".planted-stamp")
    if os.path.isdir(dest) and os.path.exists(stamp_file) and open(stamp_file).read() == stamp:
        return dest
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(checkout, dest, symlinks=True)
    for p in planted:
        for e in p["edits"]:
            path = os.path.join(dest, e["file"])
            with open(path, encoding="utf-8") as f:
                lines = f.read().split("\n")
            i = e["line"] - 1
            if e["old"] not in lines[i]:
                sys.exit(f"planted {p['id']}: {e['file']}:{e['line']} does not contain {e['old']!r}"
                         f" (found {lines[i]!r})")
            lines[i] = lines[i].replace(e["old"], e["new"], 1)
            with open(path, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
    with open(stamp_file, "w") as f:
        f.write(stamp)
    return dest


# ----------------------------------------------------------------------------- running scan


def parse_time_v(text):
    out = {"wall_s": None, "max_rss_kb": None}
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("Elapsed (wall clock) time"):
            v = line.rsplit(": ", 1)[1]
            parts = [float(x) for x in v.split(":")]
            secs = 0.0
            for p in parts:
                secs = secs * 60 + p
            out["wall_s"] = secs
        elif line.startswith("Maximum resident set size"):
            out["max_rss_kb"] = int(line.rsplit(": ", 1)[1])
        elif line.startswith("Command terminated by signal"):
            out["signal"] = int(line.rsplit(" ", 1)[1])
    return out


def run_scan(binary, docs, checkout, keep_dir, tag):
    time_bin = "/usr/bin/time"
    cmd = [binary, "scan", "--docs", docs, "--checkout", checkout, "--format", "json", "--all"]
    with tempfile.TemporaryDirectory() as tmp:
        tfile = os.path.join(tmp, "time.txt")
        full = ([time_bin, "-v", "-o", tfile] + cmd) if os.access(time_bin, os.X_OK) else cmd
        proc = subprocess.run(full, capture_output=True, text=True)
        timing = parse_time_v(open(tfile).read()) if os.path.exists(tfile) else {}
    if keep_dir:
        os.makedirs(keep_dir, exist_ok=True)
        with open(os.path.join(keep_dir, f"{tag}.json"), "w") as f:
            f.write(proc.stdout)
        with open(os.path.join(keep_dir, f"{tag}.stderr"), "w") as f:
            f.write(proc.stderr)
    res = {"cmd": " ".join(cmd), "exit": proc.returncode, **timing, "stderr_tail": proc.stderr[-600:]}
    try:
        res["report"] = json.loads(proc.stdout)
    except json.JSONDecodeError:
        res["report"] = None
    return res


# ----------------------------------------------------------------------------- findings


def finding_class(f):
    """`disagree`, `inconsistent`, `documented-not-in-code`, `undocumented`, `ambiguous`, `agree` …

    Taken from the id (`<class>/<name>/<n>`), else the `[class]` the message starts with,
    else the verdict."""
    fid = f.get("id") or ""
    if "/" in fid:
        return fid.split("/", 1)[0]
    m = re.match(r"^\[([\w-]+)\]", f.get("message") or "")
    return m.group(1) if m else (f.get("verdict") or "?")


def alnum(s):
    return re.sub(r"[^0-9a-z]", "", (s or "").lower())


def overlaps(matched, text):
    """The matched text and the labelled text share a run of 24 letters/digits."""
    a, b = alnum(matched), alnum(text)
    if not a or not b:
        return False
    short, long_ = (a, b) if len(a) <= len(b) else (b, a)
    if len(short) < 24:
        return short in long_
    return any(short[i:i + 24] in long_ for i in range(0, len(short) - 23, 8))


def docs_page(url, docs_root):
    """A docs place's page, relative to the docs root ('rules.html', 'md013.md')."""
    if not url:
        return None
    if url.startswith("file://"):
        url = urllib.parse.unquote(urllib.parse.urlparse(url).path)
    if not os.path.isabs(url) and "://" not in url and os.path.exists(url):
        url = os.path.abspath(url)  # scan echoes --docs as given
    if os.path.isabs(url):
        try:
            return os.path.relpath(os.path.realpath(url), os.path.realpath(docs_root))
        except ValueError:
            return url
    return url


def statement_page(s):
    page, line = split_loc(s["page"])
    return page, line


def names_key(key, ntext):
    """Whether a finding's normalised text names a statement's key: the key's last dotted part
    (`max` of `rules.a.max`), or, for a key written in words (`JsonPointer.set create`,
    `Client.__init__ timeout`), every word of that part (`JsonPointer.set(create)`)."""
    leaf = key.split(".")[-1]
    if norm(leaf) in ntext:
        return True
    words = re.findall(r"[0-9A-Za-z_-]+", leaf)
    return len(words) > 1 and all(norm(w) in ntext for w in words)


def match_finding(f, stmts, docs_root):
    """Labelled statements this finding is about, and why it may be wrong.

    A statement matches when one of the finding's docs places is on its page (and on its
    line, for Markdown labels that give one) and names its key (the key's last segment in
    the matched text or message), and the finding's code side is the statement's code
    file (or one of its `code_alt` files). Returns (statements, reason) where reason is
    None on a match, `wrong-code` when the docs side matched a statement but the code side
    is another definition, `unlabelled` when no labelled statement is on that docs place,
    `code-only` when the finding has no docs place at all."""
    places = f.get("docs") or []
    code_files = {c.get("file") for c in (f.get("code") or []) if c.get("file")}
    code_locs = {(c.get("file"), c.get("line")) for c in (f.get("code") or [])}
    if not places:
        return [], "code-only"
    text = " ".join([f.get("message") or "", f.get("says") or ""] +
                    [p.get("matched") or "" for p in places])
    ntext = norm(text)
    docs_side, scored = [], []
    for s in stmts:
        page, line = statement_page(s)
        if not names_key(s["key"], ntext):
            continue
        # A grouped finding lists every docs place stating its value: the statement is
        # scored by the place that fits it best, not only by the first one on its page.
        best_here = None
        for p in places:
            if docs_page(p.get("url"), docs_root) != page:
                continue
            # Same page and key: the place is this statement's when the matched text overlaps
            # the labelled text, else when the line agrees (the text first: scan's Markdown
            # line numbers are not always the source line).
            score = 2 if overlaps(p.get("matched"), s["text"]) else \
                1 if line is not None and p.get("line") == line else 0
            best_here = score if best_here is None else max(best_here, score)
        if best_here is not None:
            docs_side.append(s)
            scored.append((best_here, s))
    if not docs_side:
        return [], "unlabelled"
    best = max(sc for sc, _ in scored)
    if best:
        docs_side = [s for sc, s in scored if sc == best]
    # A finding that names the docs key path (`rules.braces.forbid`) is about that statement,
    # not another rule's option of the same name on the same page.
    full = [s for s in docs_side if "." in s["key"] and norm(s["key"]) in ntext]
    if full:
        docs_side = full
    if not code_files:  # documented-not-in-code: the docs side is all there is
        return docs_side, None
    both = []
    for s in docs_side:
        files = [split_loc(s["code"])] + [split_loc(a) for a in s.get("code_alt", [])]
        if any(fl[0] in code_files for fl in files):
            both.append(s)
    if not both:
        return docs_side, "wrong-code"
    exact = [s for s in both
             if any(split_loc(x) in code_locs for x in [s["code"]] + s.get("code_alt", []))]
    if exact:
        both = exact
    if len(both) > 1:  # same page, key and file: narrow by the value the finding read
        dv = norm(f.get("docs_raw") or "")

        def by_value(cands):
            return [s for s in cands if norm(s.get("docs_value")) == dv] or cands

        if best == 2:
            # A grouped finding's places each fit their own statement by text ("Defaults to
            # true." in a parameter list and `=True` in the signature): every one of them is
            # found, whatever words it gave the value in. Only statements sharing one place
            # are told apart by the value.
            kept = []
            for p in places:
                here = [s for s in both
                        if docs_page(p.get("url"), docs_root) == statement_page(s)[0]
                        and overlaps(p.get("matched"), s["text"])]
                kept += [s for s in by_value(here) if s not in kept]
            both = kept or by_value(both)
        else:
            both = by_value(both)
    return both, None


def evaluate_variant(name, variant, labels, report, docs_root):
    stmts = [dict(s) for s in labels.get("statement", [])]
    if variant == "planted":
        by_id = {s["id"]: s for s in stmts}
        for p in labels.get("planted", []):
            for sid in p["statements"]:
                by_id[sid]["verdict"] = "drift"
                by_id[sid]["code_value"] = p.get("code_value", by_id[sid].get("code_value"))
                by_id[sid]["planted"] = p["id"]
                # e.g. an edit that also reaches a file scan reads: these statements become in scope
                if sid in p.get("in_scope", []):
                    by_id[sid]["in_scope"] = True
    # Findings with no docs side (code vs code, undocumented keys) judged by hand; `finding`
    # is the id without its counter, or a glob (`undocumented/*`).
    judged = {j["finding"]: j for j in labels.get("code_finding", [])}
    findings = (report or {}).get("findings") or []
    drift, ambiguous, compared, low = [], [], set(), []
    for f in findings:
        cls = finding_class(f)
        verdict = f.get("verdict")
        matched, why = match_finding(f, stmts, docs_root)
        if why is None:
            compared.update(s["id"] for s in matched)
        if verdict == "disagree" and ((f.get("confidence") or {}).get("level") == "low"):
            # Low-confidence drift: not in scan's default report (listed with --all); counted
            # apart, like ambiguous findings.
            low.append({"finding": f, "statements": matched, "why": why,
                        "on_drift": why is None and any(s["verdict"] == "drift" for s in matched)})
        elif verdict == "disagree":
            # `documented-not-in-code` is only right about a statement whose name the code
            # lacks (`absent = true`); about a key the code defines it is the wrong drift.
            true = why is None and any(
                s["verdict"] == "drift" and (cls != "documented-not-in-code") == (not s.get("absent"))
                for s in matched)
            if why is None and not true and cls == "documented-not-in-code":
                why = "documented-not-in-code, but the code defines it"
            elif why is None and not true and any(s["verdict"] == "example" for s in matched):
                why = "example block"
            elif why == "wrong-code" and any(s["verdict"] == "example" for s in matched):
                why = "example block (and another definition)"
            if why == "code-only":
                key = re.sub(r"/\d+$", "", f.get("id") or "")
                j = judged.get(key) or next(
                    (v for k, v in judged.items() if fnmatch.fnmatchcase(key, k)), None)
                true = bool(j and j.get("truth") == "drift")
                why = "code-only" + ("" if j else " (not judged: counted false)")
            drift.append({"finding": f, "class": cls, "statements": matched, "why": why, "true": true})
        elif verdict == "error":  # ambiguous (an ambiguous finding with an agreeing candidate is `skipped`)
            ambiguous.append({"finding": f, "class": cls, "statements": matched, "why": why,
                              "on_drift": why is None and any(s["verdict"] == "drift" for s in matched)})
    reported = set()
    for d in drift:
        if d["why"] is None:
            reported.update(s["id"] for s in d["statements"] if s["verdict"] == "drift")
    ambiguous_on = set()
    for a in ambiguous:
        if a["on_drift"]:
            ambiguous_on.update(s["id"] for s in a["statements"] if s["verdict"] == "drift")
    truth = [s for s in stmts if s["verdict"] == "drift"]
    truth_in = [s for s in truth if s.get("in_scope")]
    return {
        "project": name, "variant": variant,
        "statements": len(stmts),
        "statements_in_scope": sum(1 for s in stmts if s.get("in_scope")),
        "statements_compared": len(compared),
        "drift_findings": len(drift),
        "true_positives": sum(1 for d in drift if d["true"]),
        "labelled_drift": len(truth),
        "labelled_drift_in_scope": len(truth_in),
        "recalled": len([s for s in truth if s["id"] in reported]),
        "recalled_in_scope": len([s for s in truth_in if s["id"] in reported]),
        "ambiguous_findings": len(ambiguous),
        "low_confidence_findings": len(low),
        "low_confidence_on_true_drift": sum(1 for x in low if x["on_drift"]),
        "ambiguous_on_true_drift": len(ambiguous_on),
        "false_positives": [
            {"id": d["finding"].get("id"), "why": d["why"] or "statement agrees",
             "statements": [s["id"] for s in d["statements"]],
             "message": d["finding"].get("message")}
            for d in drift if not d["true"]],
        "missed": [{"id": s["id"], "page": s["page"], "text": s["text"], "in_scope": s.get("in_scope", False),
                    "ambiguous": s["id"] in ambiguous_on}
                   for s in truth if s["id"] not in reported],
        "ambiguous": [{"id": a["finding"].get("id"), "on_true_drift": a["on_drift"],
                       "message": a["finding"].get("message")} for a in ambiguous],
        "low_confidence": [{"id": x["finding"].get("id"), "on_true_drift": x["on_drift"],
                            "message": x["finding"].get("message")} for x in low],
    }


# ----------------------------------------------------------------------------- output


def pct(a, b):
    return f"{100.0 * a / b:5.1f}%" if b else "   n/a"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(HERE, "..", "..", "target", "release", "docdrift"))
    ap.add_argument("--cache", default=os.environ.get("CORPORA_CACHE", os.path.join(HERE, "cache")))
    ap.add_argument("--project", action="append", help="only this project (repeatable)")
    ap.add_argument("--variant", action="append", choices=["natural", "planted"])
    ap.add_argument("--list", action="store_true", help="list every false positive, miss and ambiguous finding")
    ap.add_argument("--json", help="write all results to this JSON file")
    ap.add_argument("--keep", help="keep each scan's JSON output and stderr in this directory")
    args = ap.parse_args()

    binary = os.path.abspath(args.bin)
    if not os.access(binary, os.X_OK):
        sys.exit(f"{binary}: not an executable (build it: cargo build --release)")
    projects = sorted(d for d in os.listdir(HERE)
                      if os.path.isfile(os.path.join(HERE, d, "labels.toml")))
    if args.project:
        unknown = set(args.project) - set(projects)
        if unknown:
            sys.exit(f"unknown project(s) {sorted(unknown)}; known: {projects}")
        projects = [p for p in projects if p in args.project]
    variants = args.variant or ["natural", "planted"]
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"binary: {binary} ({version})")

    results, failed = [], False
    for name in projects:
        labels = load_labels(os.path.join(HERE, name))
        corpus = labels.get("corpus", {})
        base = os.path.join(args.cache, name)
        docs = os.path.abspath(os.path.join(base, corpus.get("docs", "docs")))
        checkout = os.path.abspath(os.path.join(base, corpus.get("checkout", "checkout")))
        if not (os.path.isdir(docs) and os.path.isdir(checkout)):
            print(f"{name}: skipped, {docs} or {checkout} missing: run tests/corpora/build.sh first")
            failed = True
            continue
        for variant in variants:
            if variant == "planted" and not labels.get("planted"):
                continue
            co = checkout if variant == "natural" else planted_checkout(
                args.cache, name, checkout, labels["planted"])
            run = run_scan(binary, docs, co, args.keep, f"{name}-{variant}")
            sv = (run["report"] or {}).get("schema_version")
            if sv not in (None, 1):
                print(f"{name} {variant}: report schema_version {sv} (this script knows 1): "
                      "reading it by the same keys")
            r = evaluate_variant(name, variant, labels, run["report"], docs)
            r.update({k: run.get(k) for k in ("cmd", "exit", "wall_s", "max_rss_kb", "signal")})
            r["split"] = corpus["split"]
            r["ran"] = run["report"] is not None
            if not r["ran"]:
                failed = True
                r["stderr_tail"] = run["stderr_tail"]
            results.append(r)

    hdr = (f"{'project':<23} {'variant':<8} {'stmts':>5} {'cmp':>4} {'drift':>5} {'TP':>3} {'FP':>3} "
           f"{'prec':>6} {'truth':>5} {'found':>5} {'recall':>6} {'in-sc':>9} {'amb':>4} {'amb@T':>5} "
           f"{'low':>4} {'wall':>6} {'RSS MB':>7}  exit")
    print(hdr)
    print("-" * len(hdr))

    def row(label, variant, rs):
        st = sum(r["statements"] for r in rs)
        cmp_ = sum(r["statements_compared"] for r in rs)
        d = sum(r["drift_findings"] for r in rs)
        tp = sum(r["true_positives"] for r in rs)
        t = sum(r["labelled_drift"] for r in rs)
        f = sum(r["recalled"] for r in rs)
        ti = sum(r["labelled_drift_in_scope"] for r in rs)
        fi = sum(r["recalled_in_scope"] for r in rs)
        amb = sum(r["ambiguous_findings"] for r in rs)
        ambt = sum(r["ambiguous_on_true_drift"] for r in rs)
        lowc = sum(r.get("low_confidence_findings", 0) for r in rs)
        wall = sum(r["wall_s"] or 0 for r in rs)
        rss = max((r["max_rss_kb"] or 0) for r in rs) / 1024
        exits = ",".join(str(r["exit"]) + ("" if r["ran"] else "!") for r in rs)
        print(f"{label:<23} {variant:<8} {st:>5} {cmp_:>4} {d:>5} {tp:>3} {d - tp:>3} {pct(tp, d):>6} "
              f"{t:>5} {f:>5} {pct(f, t):>6} {f'{fi}/{ti}':>4} {pct(fi, ti):>4} {amb:>4} {ambt:>5} "
              f"{lowc:>4} {wall:>5.2f}s {rss:>7.1f}  {exits}")

    # The test set first: its figures are the headline (labelled before scan first ran on
    # those projects, and no rule was written while looking at them); dev beside it.
    for split, title in (("test", "TEST SET (never tuned on)"), ("dev", "DEV SET (rules written against it)")):
        rs_split = [r for r in results if r["split"] == split]
        if not rs_split:
            continue
        print(f"== {title}")
        for r in rs_split:
            row(r["project"], r["variant"], [r])
        for v in variants:
            rs = [r for r in rs_split if r["variant"] == v]
            if rs:
                row(f"{split} overall", v, rs)
        if len(variants) > 1:
            row(f"{split} overall", "both", rs_split)
        print("-" * len(hdr))
    print("stmts: labelled statements; cmp: of them, compared by scan (any verdict); drift: findings with"
          " verdict disagree;\nTP/FP: drift findings about a labelled true drift / anything else; truth:"
          " labelled true-drift statements;\nfound: of them, reported as drift; in-sc: the same over in-scope"
          " statements (name next to the value, code scan reads);\namb: ambiguous findings (verdict error);"
          " amb@T: true-drift statements only reported as ambiguous; low: low-confidence\ndrift"
          " findings (not in scan's default report, not counted in drift/TP/FP); exit: scan's exit code,"
          " `!` = no JSON\noutput (crash).")
    for r in results:
        if not r["ran"]:
            print(f"\n{r['project']} {r['variant']}: scan exited {r['exit']}"
                  f"{' (signal %s)' % r['signal'] if r.get('signal') else ''} without JSON:\n"
                  f"  {r['stderr_tail'].strip()[-300:]}")
    if args.list:
        for r in results:
            print(f"\n== {r['project']} {r['variant']}")
            for fp in r["false_positives"]:
                print(f"  FP [{fp['why']}] {fp['id']} {fp['statements']}\n     {fp['message']}")
            for m in r["missed"]:
                print(f"  MISS {m['id']} ({'in scope' if m['in_scope'] else 'out of scope'}"
                      f"{', ambiguous' if m['ambiguous'] else ''}) {m['page']}: {m['text'][:120]}")
            for a in r["ambiguous"]:
                print(f"  AMB {'(true drift) ' if a['on_true_drift'] else ''}{a['id']}\n     {a['message']}")
            for x in r["low_confidence"]:
                print(f"  LOW {'(true drift) ' if x['on_true_drift'] else ''}{x['id']}\n     {x['message']}")
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"binary": binary, "version": version, "results": results}, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
