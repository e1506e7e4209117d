# Offline shim (tests/corpora/build.sh): runs the checkout's own docs/conf.py unchanged, then
# turns off sphinx-immaterial's Google Fonts download (html_theme_options "font": False, the
# theme's documented switch), the one thing the build fetches from outside a package registry.
import os
import sys

_docs = os.environ["ISORT_DOCS_DIR"]
_conf = os.path.join(_docs, "conf.py")
_cwd = os.getcwd()
os.chdir(_docs)  # conf.py resolves sys.path ("..") from the working directory, as Sphinx runs it
__file__ = _conf
exec(compile(open(_conf, encoding="utf-8").read(), _conf, "exec"))
os.chdir(_cwd)
html_theme_options["font"] = False
# Relative to the confdir in conf.py (docs/): made absolute, since the confdir is now this shim's.
html_static_path = [os.path.join(_docs, p) for p in html_static_path]
html_logo = os.path.join(_docs, html_logo)
html_favicon = os.path.join(_docs, html_favicon)
