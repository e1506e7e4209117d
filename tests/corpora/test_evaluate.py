#!/usr/bin/env python3
"""Self-test of evaluate.py's matching and counting, on hand-made findings (no corpora needed).

python3 tests/corpora/test_evaluate.py
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import evaluate as ev  # noqa: E402

ROOT = "/corpus/site"

LABELS = {
    "statement": [
        {"id": "a-max", "page": "rules.html", "text": "max: 80", "key": "rules.a.max",
         "docs_value": "80", "code": "rules/a.py:9", "verdict": "agree", "in_scope": True},
        {"id": "b-max", "page": "rules.html", "text": "max: 2", "key": "rules.b.max",
         "docs_value": "2", "code": "rules/b.py:5", "verdict": "drift", "in_scope": True},
        {"id": "ex", "page": "conf.html", "text": "max: 70", "key": "rules.a.max",
         "docs_value": "70", "code": "rules/a.py:9", "verdict": "example"},
        {"id": "gone", "page": "p.md:12", "text": "set `old_name` to `true`", "key": "old_name",
         "docs_value": "true", "code": "lib/x.js:3", "verdict": "drift", "absent": True},
        {"id": "md-a", "page": "p.md:3", "text": "`size`: Size (`integer`, default `4`)", "key": "size",
         "docs_value": "4", "code": "lib/x.js:7", "code_alt": ["example.yaml:4"], "verdict": "agree"},
        {"id": "md-b", "page": "p.md:20", "text": "the configured `size` (default: 4 characters)",
         "key": "size", "docs_value": "4", "code": "lib/x.js:7", "code_alt": ["example.yaml:4"],
         "verdict": "agree"},
    ],
    "planted": [{"id": "p", "statements": ["a-max"], "code_value": "100", "edits": []}],
    "code_finding": [{"finding": "inconsistent/max", "truth": "not-drift"},
                     {"finding": "undocumented/*", "truth": "not-drift"}],
}


def finding(cls, verdict, page, matched, code=(), msg="", line=None, raw=None, name="n"):
    return {"id": f"{cls}/{name}/1", "verdict": verdict, "message": f"[{cls}] {msg}", "docs_raw": raw,
            "docs": [{"url": f"{ROOT}/{page}", "line": line, "matched": matched}] if page else [],
            "code": [{"file": c.rsplit(":", 1)[0], "line": int(c.rsplit(":", 1)[1])} for c in code]}


class MatchTest(unittest.TestCase):
    def test_key_path_picks_the_rule(self):
        f = finding("disagree", "disagree", "rules.html", "max: 2", ["rules/b.py:5"], "`rules.b.max`")
        stmts, why = ev.match_finding(f, LABELS["statement"], ROOT)
        self.assertIsNone(why)
        self.assertEqual([s["id"] for s in stmts], ["b-max"])

    def test_a_key_in_words_is_named_by_all_its_words(self):
        stmts = [
            {"id": "sig", "page": "api.html", "text": "set(doc, inplace=True, create=False)",
             "key": "JsonPointer.set create", "docs_value": "False", "code": "jp.py:208",
             "verdict": "drift"},
            {"id": "doc", "page": "api.html", "text": "With create set to true, members are made.",
             "key": "create", "docs_value": "true", "code": "jp.py:208", "verdict": "example"},
        ]
        f = finding("disagree", "disagree", "api.html", "set(doc, inplace=True, create=False)",
                    ["jp.py:208"], "`JsonPointer.set(create)`", raw="False")
        matched, why = ev.match_finding(f, stmts, ROOT)
        self.assertIsNone(why)
        self.assertEqual([s["id"] for s in matched], ["sig"])
        self.assertFalse(ev.names_key("exit status (missing file)", ev.norm("exit status 1")))

    def test_other_definition_is_wrong_code(self):
        f = finding("disagree", "disagree", "rules.html", "max: 80", ["presets/relaxed.yaml:3"], "`rules.a.max`")
        self.assertEqual(ev.match_finding(f, LABELS["statement"], ROOT)[1], "wrong-code")

    def test_file_url_and_unlabelled_page(self):
        f = finding("disagree", "disagree", "other.html", "max: 2", ["rules/b.py:5"])
        self.assertEqual(ev.match_finding(f, LABELS["statement"], ROOT)[1], "unlabelled")
        self.assertEqual(ev.docs_page(f"file://{ROOT}/x/y.html", ROOT), "x/y.html")

    def test_markdown_text_decides_when_line_differs(self):
        # scan reported line 3 (md-a's line) for md-b's sentence: the text wins
        f = finding("disagree", "disagree", "p.md", "the configured size (default: 4 characters)",
                    ["example.yaml:4"], line=3)
        stmts, why = ev.match_finding(f, LABELS["statement"], ROOT)
        self.assertIsNone(why)
        self.assertEqual([s["id"] for s in stmts], ["md-b"])
        # no text to go by: the line decides
        f["docs"][0]["matched"] = "size = 4"
        self.assertEqual([s["id"] for s in ev.match_finding(f, LABELS["statement"], ROOT)[0]], ["md-a"])

    def test_grouped_finding_matches_every_place(self):
        # one finding listing both Markdown places stating 4: a statement is scored by the
        # place that fits it best, not only by the first place on its page
        f = finding("disagree", "disagree", "p.md", "size = 4", ["example.yaml:4"], line=3)
        f["docs"].append({"url": f"{ROOT}/p.md", "line": 20,
                          "matched": "the configured size (default: 4 characters)"})
        stmts, why = ev.match_finding(f, LABELS["statement"], ROOT)
        self.assertIsNone(why)
        self.assertEqual(sorted(s["id"] for s in stmts), ["md-b"])
        # each place fits its own statement: both are about the finding
        f["docs"][0]["matched"] = "size: Size (integer, default 4)"
        stmts, _ = ev.match_finding(f, LABELS["statement"], ROOT)
        self.assertEqual(sorted(s["id"] for s in stmts), ["md-a", "md-b"])
        # the value read is the first place's: the second place still found its own
        # statement, though that one words the value otherwise
        f["docs_raw"] = "4"
        stmts = [dict(s) for s in LABELS["statement"]]
        stmts[5]["docs_value"] = "4 characters"
        self.assertEqual(sorted(s["id"] for s in ev.match_finding(f, stmts, ROOT)[0]), ["md-a", "md-b"])
        # one place overlapping two statements: the value decides between them
        f["docs"] = f["docs"][1:]
        f["docs"][0]["matched"] = "the configured size (default: 4 characters) size: Size (integer, default 4)"
        self.assertEqual([s["id"] for s in ev.match_finding(f, stmts, ROOT)[0]], ["md-a"])


class CountTest(unittest.TestCase):
    def report(self):
        return {"findings": [
            finding("disagree", "disagree", "rules.html", "max: 2", ["rules/b.py:5"], "`rules.b.max`"),
            finding("disagree", "disagree", "rules.html", "max: 80", ["rules/a.py:9"], "`rules.a.max`"),
            finding("disagree", "disagree", "conf.html", "max: 70", ["rules/a.py:9"], "`rules.a.max`"),
            finding("documented-not-in-code", "disagree", "p.md", "set old_name to true", msg="`old_name`", line=12),
            finding("inconsistent", "disagree", None, None, ["rules/a.py:9", "rules/b.py:5"], name="max"),
            finding("undocumented", "disagree", None, None, ["rules/a.py:10"], name="a.other"),
            finding("ambiguous", "error", "rules.html", "max: 2", ["rules/b.py:5", "rules/a.py:9"], "`rules.b.max`"),
            finding("agree", "agree", "p.md", "size: Size (integer, default 4)", ["example.yaml:4"], line=3),
        ]}

    def test_natural(self):
        r = ev.evaluate_variant("t", "natural", LABELS, self.report(), ROOT)
        self.assertEqual(r["drift_findings"], 6)
        self.assertEqual(r["true_positives"], 2)  # b-max, and the absent old_name
        self.assertEqual(r["labelled_drift"], 2)
        self.assertEqual(r["recalled"], 2)
        self.assertEqual(r["ambiguous_findings"], 1)
        whys = sorted(fp["why"] for fp in r["false_positives"])
        self.assertEqual(whys, ["code-only", "code-only", "example block", "statement agrees"])
        self.assertEqual(r["statements_compared"], 5)  # b-max, a-max, ex, gone, md-a

    def test_planted_turns_statements_into_drift(self):
        r = ev.evaluate_variant("t", "planted", LABELS, self.report(), ROOT)
        self.assertEqual(r["labelled_drift"], 3)
        self.assertEqual(r["true_positives"], 3)
        self.assertEqual(r["recalled"], 3)

    def test_low_confidence_drift_is_counted_apart(self):
        rep = self.report()
        rep["findings"][0]["confidence"] = {"level": "low", "evidence": []}  # the b-max drift
        r = ev.evaluate_variant("t", "natural", LABELS, rep, ROOT)
        self.assertEqual(r["drift_findings"], 5)
        self.assertEqual(r["low_confidence_findings"], 1)
        self.assertEqual(r["low_confidence_on_true_drift"], 1)
        self.assertEqual(r["recalled"], 1)  # only the absent old_name is reported

    def test_crash_counts_nothing(self):
        r = ev.evaluate_variant("t", "natural", LABELS, None, ROOT)
        self.assertEqual((r["drift_findings"], r["recalled"], r["labelled_drift"]), (0, 0, 2))

    def test_time_v_parsing(self):
        t = ev.parse_time_v("\tElapsed (wall clock) time (h:mm:ss or m:ss): 1:02.50\n"
                            "\tMaximum resident set size (kbytes): 40984\n"
                            "Command terminated by signal 6\n")
        self.assertEqual(t, {"wall_s": 62.5, "max_rss_kb": 40984, "signal": 6})


class SplitTest(unittest.TestCase):
    """Every labelled project says whether it is development or test set."""

    def write(self, corpus):
        import tempfile
        d = tempfile.mkdtemp()
        with open(os.path.join(d, "labels.toml"), "w") as f:
            f.write(corpus)
        return d

    def test_split_is_required(self):
        d = self.write('[corpus]\nproject = "x"\n')
        with self.assertRaises(SystemExit) as e:
            ev.load_labels(d)
        self.assertIn("split must be", str(e.exception))

    def test_planted_in_scope_is_a_list_or_a_bool(self):
        head = '[corpus]\nproject = "x"\nsplit = "test"\n[[statement]]\nid = "a"\npage = "p.html"\n' \
               'text = "t"\nkey = "k"\ncode = "c.py:1"\nverdict = "agree"\n'
        edit = '[[planted]]\nid = "e"\nstatements = ["a"]\nedits = []\n'
        self.assertEqual(ev.load_labels(self.write(head + edit + "in_scope = false\n"))["planted"][0]["in_scope"], [])
        self.assertEqual(ev.load_labels(self.write(head + edit + "in_scope = true\n"))["planted"][0]["in_scope"], ["a"])
        with self.assertRaises(SystemExit) as e:
            ev.load_labels(self.write(head + edit + 'in_scope = ["b"]\n'))
        self.assertIn("in_scope must be", str(e.exception))

    def test_code_alt_is_a_list_or_one_location(self):
        head = '[corpus]\nproject = "x"\nsplit = "test"\n[[statement]]\nid = "a"\npage = "p.html"\n' \
               'text = "t"\nkey = "k"\ncode = "c.py:1"\nverdict = "agree"\n'
        one = ev.load_labels(self.write(head + 'code_alt = "d.py:2"\n'))["statement"][0]
        self.assertEqual(one["code_alt"], ["d.py:2"])
        with self.assertRaises(SystemExit) as e:
            ev.load_labels(self.write(head + "code_alt = 3\n"))
        self.assertIn("code_alt must be", str(e.exception))

    def test_split_is_read(self):
        d = self.write('[corpus]\nproject = "x"\nsplit = "test"\n')
        self.assertEqual(ev.load_labels(d)["corpus"]["split"], "test")

    def test_every_corpus_here_has_one(self):
        here = os.path.dirname(os.path.abspath(__file__))
        splits = {}
        for name in sorted(os.listdir(here)):
            if os.path.isfile(os.path.join(here, name, "labels.toml")):
                splits[name] = ev.load_labels(os.path.join(here, name))["corpus"]["split"]
        self.assertEqual(splits.get("yamllint"), "dev")
        self.assertIn("test", splits.values())


if __name__ == "__main__":
    unittest.main()
