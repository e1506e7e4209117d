# Offline shim (tests/corpora/build.sh): runs the checkout's own doc/source/conf.py unchanged,
# then takes out reno.sphinxext. Its `release-notes` directive (changelog.rst, the only use)
# reads the release notes from the project's git history, which the sdist does not ship (reno
# fails with "No git repository was found"); the directive is registered here as one that
# renders nothing, and build.sh drops changelog.html, as other corpora drop their changelogs.
import os

from docutils.parsers.rst import Directive

_source = os.environ["TENACITY_DOCS_DIR"]
_conf = os.path.join(_source, "conf.py")
__file__ = _conf
exec(compile(open(_conf, encoding="utf-8").read(), _conf, "exec"))
extensions = [e for e in extensions if e != "reno.sphinxext"]


class _NoReleaseNotes(Directive):
    has_content = True
    optional_arguments = 99
    final_argument_whitespace = True
    option_spec = None

    def run(self):
        return []


def setup(app):
    app.add_directive("release-notes", _NoReleaseNotes)
