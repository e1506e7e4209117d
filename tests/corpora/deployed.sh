#!/bin/bash
# Deployed page vs source (issue #30) on the two real site builds of the corpora:
# markdownlint's rule docs built by Docusaurus and Starlette's docs built by MkDocs-material
# (tests/corpora/build.sh builds both). Each run copies the build and its Markdown into a
# temp dir, commits the Markdown to a fresh git repository, checks one deployed-page claim per
# page (source discovered under docs/), then changes one paragraph of one source, commits it
# (a docs fix merged, not deployed) and checks again: that page must be reported behind with
# the changed paragraph, every other page must agree. Figures: docs/deployed.md.
#
# Usage: tests/corpora/deployed.sh [--bin target/debug/docdrift]
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${CORPORA_CACHE:-$HERE/cache}"
BIN="$HERE/../../target/debug/docdrift"
[[ "${1:-}" == "--bin" ]] && BIN="$(realpath "$2")"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

measure() { # name site docs stale-file from to
    local name=$1 site=$2 docs=$3 stale=$4 from=$5 to=$6 w="$WORK/$1"
    mkdir -p "$w/src" && cp -r "$site" "$w/site" && cp -r "$docs" "$w/src/docs"
    git -C "$w/src" init -q && git -C "$w/src" add -A
    git -C "$w/src" -c user.email=t@example.com -c user.name=t commit -qm "docs as deployed"
    python3 - "$w" <<'PY'
import os, sys
w = sys.argv[1]; site = w + '/site'
pages = sorted(d for d in os.listdir(site) if os.path.isfile(f'{site}/{d}/index.html') and d != '404')
if os.path.isfile(site + '/index.html'):
    pages.append('')
out = ['version = 1', '[target]', 'checkout = "src"', 'docs_dir = "site"', '']
for p in pages:
    page = f'{p}/index.html' if p else 'index.html'
    out += ['[[claim]]', f'id = "{p or "home"}"', 'says = "built from this checkout"',
            f'docs = {{ page = "{page}", source = "docs/" }}', '']
open(w + '/claims.toml', 'w').write('\n'.join(out))
PY
    cd "$w"
    echo "== $name: as deployed"
    /usr/bin/time -f "%e s wall, %U s user, %M KB max RSS" "$BIN" check --claims claims.toml --snapshots . | tail -2
    sed -i "s/$from/$to/" "src/docs/$stale"
    git -C src -c user.email=t@example.com -c user.name=t commit -qam "edit $stale"
    echo "== $name: $stale changed and committed"
    /usr/bin/time -f "%e s wall, %U s user, %M KB max RSS" "$BIN" check --claims claims.toml --snapshots . | tail -2 || true
    "$BIN" check --claims claims.toml --snapshots . --format json | python3 -c "
import json, sys
v = json.load(sys.stdin)
for f in v['findings']:
    if f['verdict'] != 'agree':
        print(f['id'], f['verdict'], f['message'])" || true
    cd - >/dev/null
}

measure markdownlint "$CACHE/markdownlint/site" "$CACHE/markdownlint/docs" md013.md \
    "default: 80 characters" "default: 100 characters"
measure starlette "$CACHE/starlette/site" "$CACHE/starlette/checkout/docs" middleware.md \
    "wrapped by the exception handler" "wrapped by the server error middleware"
