//! Tests of the surfaces read from Python code (`super`), each through the file listing.

use super::super::list;
use super::*;

/// One expected surface: its kind, name, value and line, as [`find`] lists them.
fn item(kind: Kind, name: &str, value: Value, line: usize) -> (Kind, String, Option<Value>, usize) {
    (kind, name.to_string(), Some(value), line)
}

fn reg(name: &str, value: Value, line: usize) -> (Kind, String, Option<Value>, usize) {
    item(Kind::RegisteredSetting, name, value, line)
}

fn cli(name: &str, value: Value, line: usize) -> (Kind, String, Option<Value>, usize) {
    item(Kind::CliOption, name, value, line)
}

/// The surfaces of one kind [`find`] lists.
fn find_kind(src: &str, kind: Kind) -> Vec<(Kind, String, Option<Value>, usize)> {
    find(src).into_iter().filter(|(k, ..)| *k == kind).collect()
}

fn find(src: &str) -> Vec<(Kind, String, Option<Value>, usize)> {
    let l = list(Path::new("cli.py"), src);
    let mut v: Vec<_> = l
        .items
        .into_iter()
        .filter(|i| {
            matches!(
                i.kind,
                Kind::CliOption | Kind::EnvDefault | Kind::RegisteredSetting | Kind::SettingRead
            )
        })
        .map(|i| (i.kind, i.name, i.value, i.line))
        .collect();
    v.sort_by(|a, b| a.1.cmp(&b.1));
    v
}

#[test]
fn argparse_click_typer_and_env_surfaces_are_listed_with_their_owner() {
    let src = r#"import argparse, os, click, typer
PORT = 8000

def build_parser():
    parser = argparse.ArgumentParser()
    parser.add_argument("-p", "--port", type=int, default=PORT)
    parser.add_argument("--name", help="no default")
    parser.add_argument("files", nargs="*", default=[])
    return parser

@click.command()
@click.option("--bind-host", default="localhost", show_default=True)
@click.option("--fast/--safe", is_flag=True)
def serve(bind_host):
    workers = int(os.environ.get("APP_WORKERS", 4))
    cache = os.getenv("APP_CACHE", "~/.cache/app")

def main(idle_timeout: int = typer.Option(5, "--idle-timeout"), retries: int = typer.Option(3)):
    pass
"#;
    assert_eq!(
        find(src),
        vec![
            cli("build_parser(--port)", Value::Int(8000), 6),
            cli("main(--idle-timeout)", Value::Int(5), 18),
            cli("main(--retries)", Value::Int(3), 18),
            cli("serve(--bind-host)", Value::Str("localhost".into()), 12),
            item(
                Kind::EnvDefault,
                "serve(APP_CACHE)",
                Value::Str("~/.cache/app".into()),
                16
            ),
            item(Kind::EnvDefault, "serve(APP_WORKERS)", Value::Int(4), 15),
        ]
    );
}

#[test]
fn a_local_getters_reads_by_name_are_setting_reads() {
    // pyramid_jinja2's `sget`; a getter of another shape (three parameters, a body of
    // two statements) reads nothing, nor does an empty-string fallback.
    let src = "def parse(settings, prefix):\n    def sget(name, default=None):\n        \
                   return settings.get(prefix + name, default)\n\n    \
                   def other(name, default, extra):\n        return settings.get(name, default)\n\n    \
                   enc = sget(\"input_encoding\", \"utf-8\")\n    \
                   undefined = sget(\"undefined\", \"\")\n    \
                   x = other(\"x\", 1, 2)\n    return enc\n";
    assert_eq!(
        find(src),
        [(
            Kind::SettingRead,
            "parse(input_encoding)".to_string(),
            Some(Value::Str("utf-8".into())),
            8
        )]
    );
}

#[test]
fn tables_of_setting_records_built_by_keyword_are_registered_settings() {
    // sphinx-autodoc-typehints' `OPTIONS`; annotated or not, and one record alone. A
    // table holding a positional record, a lower-case call or an element without a
    // `default=` is data.
    let src = "from typing import Final\n\
                   OPTIONS: Final[tuple[Option, ...]] = (\n    \
                   Option(name=\"always_document_param_types\", default=False, rebuild=\"env\"),\n    \
                   Option(name=\"typehints_defaults\", default=None, rebuild=\"env\"),\n)\n\
                   EXTRA = [Setting(name=\"page_size\", default=50)]\n\
                   ONE = Option(name=\"retries\", default=3)\n\
                   MIXED = (Option(name=\"a\", default=1), Option(\"b\", 2))\n\
                   LOWER = (option(name=\"c\", default=1),)\n\
                   NODEFAULT = (Option(name=\"d\", default=1), Option(name=\"e\"))\n";
    let got = find_kind(src, Kind::RegisteredSetting);
    assert_eq!(
        got,
        [
            reg("always_document_param_types", Value::Bool(false), 3),
            reg("page_size", Value::Int(50), 6),
            reg("retries", Value::Int(3), 7),
            reg("typehints_defaults", Value::None, 4),
        ]
    );
}

#[test]
fn option_tables_of_name_and_dict_pairs_are_command_line_options() {
    // pylint's checkers; a table with another kind of element is none.
    let src = "class FormatChecker:\n    options = (\n        (\"max-line-length\", {\"default\": 100, \"type\": \"int\"}),\n        \
                   (\"indent-string\", {\"default\": \"    \"}),\n        (\"no-default\", {\"type\": \"int\"}),\n    )\n\n\
                   class Other:\n    pairs = ((\"a\", {\"default\": 1}), \"b\")\n\n\
                   OPTIONS = ((\"output-format\", {\"default\": \"dot\"}),)\n\n\
                   def make_options():\n    return ((\"jobs\", {\"default\": 1}),)\n";
    let got = find_kind(src, Kind::CliOption);
    assert_eq!(
        got,
        [
            cli("--output-format", Value::Str("dot".into()), 11),
            cli(
                "FormatChecker(--indent-string)",
                Value::Str("    ".into()),
                4
            ),
            cli("FormatChecker(--max-line-length)", Value::Int(100), 3),
            cli("make_options(--jobs)", Value::Int(1), 14),
        ]
    );
}

#[test]
fn python_markdown_config_lists_are_settings_of_the_extension_class() {
    // The default is each list's first item, owned by the class, at the key's line; a
    // `config` dict of another shape, or the same shape under another name, is not one.
    let src = "class CaretExtension(Extension):\n    def __init__(self, *args, **kwargs):\n        \
                   self.config = {\n            'smart_insert': [True, 'Treat connected words intelligently'],\n            \
                   'insert': (True, 'Enable insert'),\n        }\n\n\
                   class Legacy(Extension):\n    config = {'base_path': ['.', 'Base path']}\n\n\
                   class Data:\n    def __init__(self):\n        self.config = {'a': [1, 2]}\n        \
                   self.table = {'b': [1, 'x']}\n";
    let got = find_kind(src, Kind::RegisteredSetting);
    assert_eq!(
        got,
        [
            reg("CaretExtension(insert)", Value::Bool(true), 5),
            reg("CaretExtension(smart_insert)", Value::Bool(true), 4),
            reg("Legacy(base_path)", Value::Str(".".into()), 9),
        ]
    );
}

#[test]
fn registration_calls_and_typed_getters_name_settings_with_their_defaults() {
    // tox registers by `name=` or first argument with `default=`, and reads settings with
    // `reader.getbool(name, default)`; configparser's getters take a section first and a
    // `fallback=`. A plain `.get` is any mapping's, and an argument that is not a string
    // literal names nothing.
    let src = "def tox_addoption(parser):\n    parser.add_testenv_attribute(name='sitepackages', type='bool', default=False)\n    \
                   parser.add_testenv_attribute('download', 'bool', 'help', default=True)\n    \
                   parser.add_testenv_attribute(name='deps', type='line-list')\n\n\
                   class ParseIni:\n    def __init__(self, reader, cfg, name):\n        \
                   self.a = reader.getbool('skipsdist', False)\n        \
                   self.b = reader.getpath('toxworkdir', default='{toxinidir}/.tox')\n        \
                   self.c = cfg.getint('server', 'port', fallback=8000)\n        \
                   self.d = reader.get('plain', 3)\n        \
                   self.e = reader.getstring(name, 'x')\n        \
                   self.f = reader.getstring('isolated_build_env', '.package')\n\n\
                   def pytest_addoption(parser):\n    parser.addini('tmp_path_retention_count', help='How many', default=3)\n";
    let got = find_kind(src, Kind::RegisteredSetting);
    assert_eq!(
        got,
        [
            reg(
                "ParseIni.__init__(isolated_build_env)",
                Value::Str(".package".into()),
                13
            ),
            reg("ParseIni.__init__(port)", Value::Int(8000), 10),
            reg("ParseIni.__init__(skipsdist)", Value::Bool(false), 8),
            reg(
                "ParseIni.__init__(toxworkdir)",
                Value::Str("{toxinidir}/.tox".into()),
                9
            ),
            reg(
                "pytest_addoption(tmp_path_retention_count)",
                Value::Int(3),
                16
            ),
            reg("tox_addoption(download)", Value::Bool(true), 3),
            reg("tox_addoption(sitepackages)", Value::Bool(false), 2),
        ]
    );
}

#[test]
fn a_django_setting_read_with_its_default_is_a_setting() {
    let src = "from django.conf import settings\n\n\
                   class S3Storage:\n    def get_default_settings(self):\n        \
                   return {\n            'querystring_expire': setting('AWS_QUERYSTRING_EXPIRE', 3600),\n            \
                   'bucket_name': setting('AWS_STORAGE_BUCKET_NAME'),\n            \
                   'acl': getattr(settings, 'AWS_DEFAULT_ACL', 'private'),\n            \
                   'text': name.replace('OLD_NAME', 'x'),\n            \
                   'lower': setting('region', 'us'),\n        }\n";
    let got: Vec<(String, Option<Value>, usize)> = find(src)
        .into_iter()
        .filter(|(k, ..)| *k == Kind::SettingRead)
        .map(|(_, n, v, l)| (n, v, l))
        .collect();
    assert_eq!(
        got,
        [
            (
                "S3Storage.get_default_settings(AWS_DEFAULT_ACL)".to_string(),
                Some(Value::Str("private".into())),
                8
            ),
            (
                "S3Storage.get_default_settings(AWS_QUERYSTRING_EXPIRE)".to_string(),
                Some(Value::Int(3600)),
                6
            ),
        ]
    );
}

#[test]
fn calls_without_a_flag_or_a_default_are_not_surfaces() {
    let src = "def f(d):\n    d.get('key', 3)\n    parser.add_argument('--x')\n    \
                   options.option('name', default=1)\n";
    assert!(find(src).is_empty());
}
