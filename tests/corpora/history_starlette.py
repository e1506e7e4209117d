#!/usr/bin/env python3
"""Measure `docdrift scan --since` on a real project's code and docs: Starlette 1.10.0
(the sdist the corpora already use: Python code, MkDocs Markdown docs) is committed and
tagged, then a branch plants changes to documented defaults one commit each, among noise
commits (undocumented defaults, comments, a file rename, a binary file, a docs edit with no
value). Prints recall and precision of the broken links reported, per definition, and
whether each came with the commit that planted it.

    python3 tests/corpora/history_starlette.py --bin target/debug/docdrift \
        --sdist tests/corpora/cache/downloads/starlette-1.10.0.tar.gz
"""

import argparse
import json
import os
import subprocess
import tarfile
import tempfile
import time

ENV = dict(os.environ, GIT_CONFIG_NOSYSTEM="1", GIT_CONFIG_GLOBAL="/dev/null")


def git(repo, *args):
    return subprocess.run(["git", "-C", repo, *args], check=True, env=ENV,
                          capture_output=True, text=True).stdout


def commit(repo, subject):
    git(repo, "add", "-A")
    git(repo, "-c", "user.name=planter", "-c", "user.email=p@example.org",
        "commit", "-qm", subject)


def edit(repo, rel, old, new):
    p = os.path.join(repo, rel)
    text = open(p, encoding="utf-8").read()
    assert text.count(old) == 1, (rel, old, text.count(old))
    open(p, "w", encoding="utf-8").write(text.replace(old, new))


# (file, old, new, subject, definition that breaks or None for noise)
PLANTS = [
    ("starlette/middleware/cors.py", "allow_credentials: bool = False", "allow_credentials: bool = True",
     "cors: credentials on by default", "CORSMiddleware.__init__(allow_credentials)"),
    ("starlette/middleware/cors.py", "max_age: int = 600", "max_age: int = 3600",
     "cors: cache preflight for an hour", "CORSMiddleware.__init__(max_age)"),
    ("starlette/middleware/cors.py", 'allow_methods: Collection[str] = ("GET",)',
     'allow_methods: Collection[str] = ("GET", "HEAD")', "cors: allow HEAD (undocumented)", None),
    ("starlette/middleware/sessions.py", 'session_cookie: str = "session"', 'session_cookie: str = "sid"',
     "sessions: shorter cookie name", "SessionMiddleware.__init__(session_cookie)"),
    ("starlette/middleware/sessions.py", "14 * 24 * 60 * 60,  # 14 days", "7 * 24 * 60 * 60,  # 7 days",
     "sessions: one week", "SessionMiddleware.__init__(max_age)"),
    ("starlette/middleware/sessions.py", '= "lax",', '= "strict",',
     "sessions: strict same-site", "SessionMiddleware.__init__(same_site)"),
    ("starlette/middleware/sessions.py", "https_only: bool = False", "https_only: bool = True",
     "sessions: https only (undocumented)", None),
    ("starlette/middleware/hosts.py", "www_redirect: bool = True", "www_redirect: bool = False",
     "trustedhost: no www redirect", "TrustedHostMiddleware.__init__(www_redirect)"),
    ("starlette/middleware/gzip.py", "minimum_size: int = 500", "minimum_size: int = 1000",
     "gzip: larger minimum", "GZipMiddleware.__init__(minimum_size)"),
    ("starlette/middleware/gzip.py", "int = 1000,\n        compresslevel: int = 9,",
     "int = 1000,\n        compresslevel: int = 9,  # zlib's best",
     "gzip: explain the thread threshold (comment)", None),
    ("starlette/middleware/gzip.py", "compresslevel: int = 9,  # zlib's best", "compresslevel: int = 6,  # zlib's default",
     "gzip: faster level", "GZipMiddleware.__init__(compresslevel)"),
    ("starlette/middleware/gzip.py", "128 * 1024,  # 128 KiB\n        *,", "64 * 1024,  # 64 KiB\n        *,",
     "gzip: thread at 64 KiB", "GZipMiddleware.__init__(thread_minimum_size)"),
    ("starlette/staticfiles.py", "check_dir: bool = True", "check_dir: bool = False",
     "staticfiles: lazy directory check", "StaticFiles.__init__(check_dir)"),
    ("starlette/staticfiles.py", "html: bool = False", "html: bool = True",
     "staticfiles: html mode (undocumented default)", None),
    ("starlette/staticfiles.py", "follow_symlink: bool = False", "follow_symlink: bool = True",
     "staticfiles: follow symlinks", "StaticFiles.__init__(follow_symlink)"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--sdist", required=True)
    ap.add_argument("--older-sdist", help="an older Starlette sdist: also run --since on the "
                    "real history between the two releases")
    a = ap.parse_args()
    if a.older_sdist:
        natural(a.bin, a.older_sdist, a.sdist)
    tmp = tempfile.mkdtemp(prefix="history-starlette-")
    with tarfile.open(a.sdist) as t:
        t.extractall(tmp, filter="data")
    repo = os.path.join(tmp, os.listdir(tmp)[0])
    git(repo, "init", "-q", "-b", "main")
    commit(repo, "starlette 1.10.0 (sdist)")
    git(repo, "tag", "v1.10.0")
    git(repo, "checkout", "-q", "-b", "planted")
    expected = {}
    for i, (f, old, new, subject, broken) in enumerate(PLANTS):
        edit(repo, f, old, new)
        commit(repo, subject)
        if broken:
            expected[broken] = subject
        if i == 4:
            # Noise: a rename (the planted change after it must follow it), a binary file,
            # a docs edit stating no value.
            git(repo, "mv", "starlette/middleware/trustedhost.py", "starlette/middleware/hosts.py")
            commit(repo, "rename trustedhost to hosts")
            open(os.path.join(repo, "docs/img.png"), "wb").write(b"\x89PNG\r\n\x1a\n\x00\x00\x00")
            commit(repo, "docs: add an image")
            edit(repo, "docs/middleware.md", "Starlette includes several middleware classes", "Starlette ships several middleware classes")
            commit(repo, "docs: retitle")
    bin_ = os.path.abspath(a.bin)
    t0 = time.perf_counter()
    subprocess.run([bin_, "scan", "--docs", "docs", "--checkout", ".", "--format", "json"],
                   cwd=repo, capture_output=True)
    plain = time.perf_counter() - t0
    t0 = time.perf_counter()
    out = subprocess.run([bin_, "scan", "--since", "v1.10.0", "--docs", "docs", "--checkout", ".",
                          "--format", "json"], cwd=repo, capture_output=True, text=True)
    since = time.perf_counter() - t0
    report = json.loads(out.stdout)["since"]
    got = {}
    for b in report["broken"]:
        got.setdefault(b["code"]["name"], set()).update(c["subject"] for c in b["code"]["commits"])
    tp = [n for n in got if n in expected]
    fp = [n for n in got if n not in expected]
    fn = [n for n in expected if n not in got]
    right_commit = [n for n in tp if got[n] == {expected[n]}]
    print(f"links at v1.10.0: {report['links']}; planted changes to documented defaults: {len(expected)}")
    print(f"reported broken definitions: {len(got)}; true {len(tp)}, false {len(fp)} {fp}")
    print(f"recall {len(tp)}/{len(expected)} = {100 * len(tp) / len(expected):.0f}%; "
          f"precision {len(tp)}/{max(len(got), 1)} = {100 * len(tp) / max(len(got), 1):.0f}%")
    print(f"with exactly the planting commit: {len(right_commit)}/{len(tp)}; missed {fn}")
    print(f"already drifting: {len(report['already_drifting'])}, unanchored: {len(report['unanchored'])}")
    print(f"wall: plain scan {plain:.2f} s, --since {since:.2f} s ({since / plain:.1f}x)")
    print(f"exit code {out.returncode}; stderr: {out.stderr.strip()[:300]}")


def natural(bin_, older, newer):
    """Two real releases as two commits: what `--since <older>` reports on the newer one."""
    tmp = tempfile.mkdtemp(prefix="history-natural-")
    repo = os.path.join(tmp, "repo")
    os.makedirs(repo)
    git(repo, "init", "-q", "-b", "main")
    for sdist in (older, newer):
        for entry in os.listdir(repo):
            if entry != ".git":
                subprocess.run(["rm", "-rf", os.path.join(repo, entry)], check=True)
        with tarfile.open(sdist) as t:
            t.extractall(tmp, filter="data")
            top = os.path.join(tmp, t.getnames()[0].split("/")[0])
        for entry in os.listdir(top):
            os.rename(os.path.join(top, entry), os.path.join(repo, entry))
        name = os.path.basename(top)
        commit(repo, name)
        git(repo, "tag", name)
    first = os.path.basename(older).removesuffix(".tar.gz")
    out = subprocess.run([os.path.abspath(bin_), "scan", "--since", first, "--docs", "docs",
                          "--checkout", ".", "--format", "json"], cwd=repo,
                         capture_output=True, text=True)
    r = json.loads(out.stdout)["since"]
    print(f"natural history {first} -> {os.path.basename(newer).removesuffix('.tar.gz')}: "
          f"{r['links']} links, {len(r['broken'])} broke, {r['held']} hold, "
          f"{r['retired']} no longer stated, {len(r['already_drifting'])} already drifting, "
          f"{len(r['unanchored'])} unanchored")
    for b in r["broken"]:
        print("  broken:", b["message"])


if __name__ == "__main__":
    main()
