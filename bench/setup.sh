#!/usr/bin/env bash
# Installs what the benchmark harness (`cargo run --release --example bench`) needs on a fresh
# machine: the BeautifulSoup peer's Python packages, ripgrep, and checks for wget and the
# corpora. Idempotent: re-running it only re-checks.
set -euo pipefail

SUDO=""
if [ "$(id -u)" != 0 ] && command -v sudo >/dev/null; then SUDO="sudo"; fi

if ! python3 -c 'import bs4, lxml' 2>/dev/null; then
  python3 -m pip install --quiet beautifulsoup4 lxml \
    || python3 -m pip install --quiet --break-system-packages beautifulsoup4 lxml
fi

if ! command -v rg >/dev/null; then
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq ripgrep
fi

for tool in wget python3 rustc; do
  command -v "$tool" >/dev/null || { echo "setup: $tool is required but missing" >&2; exit 1; }
done
if [ ! -x /usr/bin/time ]; then
  $SUDO apt-get install -y -qq time
fi

DOCS="$(rustc --print sysroot)/share/doc/rust/html"
[ -d "$DOCS" ] || { echo "setup: docs corpus missing at $DOCS (rustup component add rust-docs)" >&2; exit 1; }
echo "setup: ok"
echo "  python: $(python3 -c 'import bs4, lxml; print("bs4", bs4.__version__, "lxml", lxml.__version__)')"
echo "  $(rg --version | head -1)"
echo "  $(wget --version | head -1)"
echo "  docs corpus: $DOCS ($(find "$DOCS" -name '*.html' | wc -l) .html files)"
echo "  python corpus: $(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"], sysconfig.get_paths()["purelib"])')"
