#!/usr/bin/env bash
# Builds the labelled evaluation corpora for `docdrift scan` (see README.md beside this file).
#
# Every corpus is a pinned release downloaded from a package registry, checked against the
# sha256 recorded here, unpacked, and its docs built the way the project builds them:
#
#   cache/yamllint/checkout      yamllint 1.37.1 sdist (PyPI), Python + YAML defaults
#   cache/yamllint/site          its Sphinx HTML site (sphinx 8.2.3, sphinx-rtd-theme 3.1.0)
#   cache/markdownlint/checkout  markdownlint 0.42.1 npm tarball: JS code, JSON schema, example YAML
#   cache/markdownlint/docs      its Markdown rule pages (doc/md0*.md), read with --docs
#   cache/markdownlint/site      the same pages built as a Docusaurus 3.10.2 site (npm ci from
#                                docusaurus/package-lock.json, every package sha512-checked)
#   cache/tokio/checkout         tokio 1.54.1 crate source (crates.io; sha256 also in tokio-doc/Cargo.lock)
#   cache/tokio/site             its rustdoc HTML (`cargo doc --no-deps`, features = full)
#   cache/flask/checkout         Flask 3.1.3 sdist (PyPI): Python, the `default_config` dict
#   cache/flask/site             its Sphinx HTML site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0;
#                                every package of its venv pinned below)
#   cache/starlette/checkout     Starlette 1.10.0 sdist (PyPI): Python, keyword defaults
#   cache/starlette/site         its MkDocs site (mkdocs 1.6.1, mkdocs-material 9.8.2,
#                                mkdocstrings-python 2.0.11; venv pinned below)
#
# TEST SET (labelled before scan first ran on them; see README.md "Development and test sets"):
#
#   cache/black/checkout         Black 26.10.1 sdist (PyPI): a click CLI documented by flag
#   cache/black/site             its Sphinx site (Sphinx 9.0.4, myst-parser 5.1.0, furo; the
#                                `blackd --help` output rendered by sphinxcontrib-programoutput)
#   cache/grep-searcher/checkout grep-searcher 0.1.17 crate (crates.io; sha256 in testcrates-doc/Cargo.lock)
#   cache/grep-searcher/site     its rustdoc HTML (`cargo doc --no-deps`)
#   cache/tungstenite/checkout   tungstenite 0.30.0 crate (crates.io; same lock file)
#   cache/tungstenite/site       its rustdoc HTML (`cargo doc --no-deps`, default features)
#   cache/pip-tools/checkout     pip-tools 7.5.2 sdist (PyPI): a click CLI (pip-compile, pip-sync)
#   cache/pip-tools/site         its Sphinx site (Sphinx 7.2.6, myst-parser, furo, apidoc +
#                                autodoc, the `--help` output rendered by sphinxcontrib-programoutput;
#                                the venv pinned to the sdist's docs/requirements.txt)
#   cache/ureq/checkout          ureq 3.5.2 crate (crates.io; same lock file): an HTTP client whose
#                                `Config`/`ConfigBuilder` methods document the `impl Default`
#   cache/ureq/site              its rustdoc HTML (`cargo doc --no-deps -p ureq`, default features
#                                off: no rustls/ring, no gzip)
#   cache/ignore/checkout        ignore 0.4.35 crate (crates.io; same lock file): ripgrep's directory
#                                walker, whose builder setters ("This is enabled by default.")
#                                document field values set in `WalkBuilder::new`/`IgnoreBuilder::new`
#   cache/ignore/site            its rustdoc HTML (`cargo doc --no-deps -p ignore`, default features)
#   cache/tempfile/checkout      tempfile 3.27.0 crate (crates.io; same lock file): temporary files,
#                                whose `Builder` setters state the `impl Default` values
#   cache/tempfile/site          its rustdoc HTML (`cargo doc --no-deps -p tempfile`, default
#                                features off: no getrandom)
#   cache/walkdir/checkout       walkdir 2.5.1 crate (crates.io; same lock file, already there as a
#                                dependency of ignore): recursive directory iterator whose `WalkDir`
#                                setters ("By default, this is disabled.") document `WalkDir::new`
#   cache/walkdir/site           its rustdoc HTML (`cargo doc --no-deps -p walkdir`; no features)
#   cache/env_logger/checkout    env_logger 0.10.2 crate (crates.io; same lock file): the `log`
#                                backend whose `Builder`/`Env`/const docs state its defaults
#   cache/env_logger/site        its rustdoc HTML (`cargo doc --no-deps -p env_logger`; default
#                                features off, only `humantime`)
#   cache/regex-automata/checkout regex-automata 0.4.19 crate (crates.io; same lock file, already there
#                                as a dependency of globset/grep): the regex crate's engines, whose
#                                `Config` setters ("The default for this is `true`.") state the
#                                fallbacks of their `get_*` getters (`unwrap_or(...)`)
#   cache/regex-automata/site    its rustdoc HTML (`cargo doc --no-deps -p regex-automata`, default
#                                features: every engine)
#   cache/csv/checkout           csv 1.4.0 crate (crates.io; same lock file): CSV reader/writer whose
#                                `ReaderBuilder`/`WriterBuilder` setters ("The default is ...") state
#                                the fields of their `Default` impls (the parser itself is csv-core,
#                                a dependency outside the checkout)
#   cache/csv/site               its rustdoc HTML (`cargo doc --no-deps -p csv`; csv has no features)
#   cache/globset/checkout       globset 0.4.22 crate (crates.io; same lock file, already there as a
#                                dependency of ignore/grep): glob matching, whose `GlobBuilder`
#                                setters ("This is disabled by default.") state `GlobOptions::default`
#   cache/globset/site           its rustdoc HTML (`cargo doc --no-deps -p globset`, default
#                                features: `log`)
#   cache/regex-syntax/checkout  regex-syntax 0.8.12 crate (crates.io; same lock file, already there
#                                as a dependency of regex-automata/globset): the regex parser, whose
#                                `ParserBuilder`, `ast::parse::ParserBuilder` and
#                                `hir::translate::TranslatorBuilder` setters state their defaults
#   cache/regex-syntax/site      its rustdoc HTML (`cargo doc --no-deps -p regex-syntax`, default
#                                features: `std`, `unicode`)
#   cache/r2d2/checkout          r2d2 0.8.10 crate (crates.io; same lock file, newly added): a generic
#                                connection pool whose `Builder` setters ("Defaults to 10.") state
#                                the fields of the `impl Default for Builder` struct literal
#   cache/r2d2/site              its rustdoc HTML (`cargo doc --no-deps -p r2d2`; r2d2 has no features)
#   cache/moka/checkout          moka 0.12.16 crate (crates.io; same lock file, newly added): a
#                                concurrent cache whose `CacheBuilder`, `Cache`, `policy` and
#                                `Expiry` docs state the builder defaults and limits
#   cache/moka/site              its rustdoc HTML (`cargo doc --no-deps -p moka`, features `sync`
#                                and `future`; moka has no default features)
#   cache/backoff/checkout       backoff 0.4.0 crate (crates.io; same lock file, newly added): retry
#                                with exponential backoff, whose `default` consts, `ExponentialBackoff`
#                                and `ExponentialBackoffBuilder` docs state the backoff defaults
#   cache/backoff/site           its rustdoc HTML (`cargo doc --no-deps -p backoff`, feature `tokio`
#                                (which implies `futures`), the set its docs.rs metadata names;
#                                backoff has no default features)
#   cache/bb8/checkout           bb8 0.9.1 crate (crates.io; same lock file, newly added): an async
#                                (tokio) connection pool whose `Builder` setters ("Defaults to 10.")
#                                state the fields of the `impl Default for Builder` struct literal
#   cache/bb8/site               its rustdoc HTML (`cargo doc --no-deps -p bb8`, default features:
#                                `parking_lot`)
#   cache/deadpool/checkout      deadpool 0.13.1 crate (crates.io; same lock file, newly added): the
#                                core async pool whose `managed::PoolConfig`/`Timeouts` and
#                                `unmanaged::PoolConfig` docs state the values of their `Default`
#                                impls (`cpu_core_count * 2`, no timeouts, `Fifo`) and the pool limits
#   cache/deadpool/site          its rustdoc HTML (`cargo doc --no-deps -p deadpool`, default features
#                                `managed` and `unmanaged` plus `serde` and `rt_tokio_1`)
#   cache/rayon-core/checkout    rayon-core 1.13.0 crate (crates.io; same lock file, newly added): rayon's
#                                thread pool core, whose `ThreadPoolBuilder` setters and `ThreadPool`/
#                                `scope`/`spawn` docs state the pool defaults (threads from
#                                RAYON_NUM_THREADS or the CPU count) and limits
#   cache/rayon-core/site        its rustdoc HTML (`cargo doc --no-deps -p rayon-core`, no features:
#                                its one feature `web_spin_lock` is for wasm)
#   cache/governor/checkout      governor 0.10.4 crate (crates.io; same lock file, newly added): a GCRA
#                                rate limiter whose `Quota`, `Jitter`, `RateLimiter`, clock and
#                                middleware docs state the quota constructors' burst sizes, the
#                                default clock and middleware, and the Cargo.toml default features
#   cache/governor/site          its rustdoc HTML (`cargo doc --no-deps -p governor`, default features
#                                `std`, `dashmap`, `jitter`, `quanta`: docs.rs's set, less its
#                                `--cfg docsrs`, which needs a nightly rustdoc)
#   cache/tokio-util/checkout    tokio-util 0.7.20 crate (crates.io; same lock file, already locked as a
#                                dependency of h2 (hyper's http2), now a root dependency with `full`): tokio's
#                                utilities, whose codec builders, `FramedRead`/`FramedWrite`, `io`
#                                readers, `DelayQueue` and task docs state their defaults and limits
#   cache/tokio-util/site        its rustdoc HTML (`cargo doc --no-deps -p tokio-util`, features `full`:
#                                `codec`, `compat`, `io-util`, `time`, `net`, `rt`, `join-map`; docs.rs's
#                                all-features less `tracing`/`__docs_rs` and its nightly `--cfg docsrs`)
#   cache/similar/checkout       similar 3.2.1 crate (crates.io; same lock file, newly added): a text
#                                diffing library whose `TextDiffConfig`, `UnifiedDiff`, `Deadline`,
#                                `algorithms` and `utils` docs state the diff defaults (Myers, context
#                                radius 3, no deadline) and limits
#   cache/similar/site           its rustdoc HTML (`cargo doc --no-deps -p similar`, features `bytes`,
#                                `inline`, `serde`, `unicode`, `hashbrown`: docs.rs's all-features less
#                                `wasm32_web_time`, which is for wasm)
#   cache/flexi_logger/checkout  flexi_logger 0.31.10 crate (crates.io; same lock file, newly added): a
#                                log backend whose `Logger`, `FileSpec`, `WriteMode`, `FileLogWriter`
#                                builder, `Naming`/`Cleanup`, `ErrorChannel` and `SyslogWriter`
#                                builder docs state the logger defaults (stderr, direct write mode,
#                                no rotation, truncation, the .log suffix, the rCURRENT infix, 8k
#                                buffers, a 1 s flush interval)
#   cache/flexi_logger/site      its rustdoc HTML (`cargo doc --no-deps -p flexi_logger`, its default
#                                `colors` and `textfilter` plus `async`, `buffer_writer`, `compress`,
#                                `dont_minimize_extra_stacks`, `json`, `kv`, `specfile_without_notification`,
#                                `syslog_writer`: docs.rs's all-features less `specfile` and `trc`)
#   cache/tracing-appender/checkout tracing-appender 0.2.5 crate (crates.io; same lock file, newly
#                                added): tracing's file appender and non-blocking writer, whose
#                                `rolling` builder, `Rotation` and `non_blocking` docs state the
#                                appender defaults (never rotating, no prefix/suffix, no file limit,
#                                a 128,000-line buffer, lossy)
#   cache/tracing-appender/site  its rustdoc HTML (`cargo doc --no-deps -p tracing-appender`, no
#                                features: docs.rs's default set; `parking_lot` only swaps its locks)
#   cache/backon/checkout        backon 1.6.0 crate (crates.io; same lock file, newly added): retry
#                                with backoff, whose `ExponentialBuilder`, `ConstantBuilder` and
#                                `FibonacciBuilder` "Default" lists and `Retry`/`BlockingRetry`
#                                setters state the retry defaults (1s, 60s, 3 times, factor 2, no
#                                jitter, the default sleeper)
#   cache/backon/site            its rustdoc HTML (`cargo doc --no-deps -p backon`, its default
#                                features plus `futures-timer-sleep` and `embassy-sleep`: docs.rs's
#                                all-features; without `--cfg docsrs`, so its `docs::examples`
#                                module, docs.rs-only, is not rendered)
#   cache/django/checkout        Django 5.2.19 sdist (PyPI): the large project (settings defaults
#                                in django/conf/global_settings.py, ~2,900 Python files)
#   cache/django/site            its Sphinx site (Sphinx 8.2.3, the `djangohtml` builder of
#                                docs/_ext; every package of its venv pinned below)
#   cache/bandit/checkout        Bandit 1.9.4 sdist (PyPI): an argparse CLI documented by flag
#                                (man page), plugin config defaults returned by gen_config()
#   cache/bandit/site            its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0; the plugin
#                                pages are autodoc of the plugin modules; venv pinned below)
#   cache/salt/checkout          Salt 3008.5 sdist (PyPI): the second large project (config defaults
#                                in the DEFAULT_MASTER_OPTS/DEFAULT_MINION_OPTS dicts of
#                                salt/config/__init__.py, ~990 Python files outside tests/)
#   cache/salt/site              its Sphinx site (Sphinx 7.0.1 and the rest of the sdist's own
#                                requirements/static/ci/py3.11/docs.lock, pinned below; autodoc)
#   cache/coverage/checkout      coverage.py 7.18.0 sdist (PyPI): settings as attributes set in
#                                CoverageConfig.__init__ (coverage/config.py), optparse options
#   cache/coverage/site          its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0, the
#                                sdist's doc/conf.py minus sphinx_linklint; venv pinned below)
#   cache/scrapy/checkout        Scrapy 2.19.0 sdist (PyPI): settings defaults as module constants of
#                                scrapy/settings/default_settings.py, the startproject template
#   cache/scrapy/site            its Sphinx site (Sphinx 9.0.4, sphinx-scrapy 0.15.0, sphinx-rtd-theme
#                                3.1.0; autodoc of the checkout; every package of the venv pinned below)
#   cache/sphinx/checkout        Sphinx 8.2.3 sdist (PyPI): confvals in Config.config_values
#                                (sphinx/config.py) and app.add_config_value() calls of builders/ext
#   cache/sphinx/site            its own docs (doc/, its conf.py and sphinx13 theme), built by the
#                                checkout's Sphinx itself (dependencies pinned below; autodoc)
#   cache/jinja2/checkout        Jinja 3.1.6 sdist (PyPI): Environment defaults as module constants
#                                of src/jinja2/defaults.py, the DEFAULT_POLICIES dict, keyword defaults
#   cache/jinja2/site            its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0; the same
#                                venv pins as flask's; autodoc of the checkout)
#   cache/structlog/checkout     structlog 25.4.0 sdist (PyPI): keyword defaults of processors,
#                                loggers and formatters, _BUILTIN_DEFAULT_* module constants
#   cache/structlog/site         its Sphinx site (Sphinx 9.0.4, furo, MyST; autodoc of the checkout)
#   cache/mypy/checkout          mypy 2.4.1 sdist (PyPI): config file settings as `self.X = literal`
#                                in Options.__init__ (mypy/options.py), a module constant
#                                (defaults.CACHE_DIR); the bundled typeshed stubs
#   cache/mypy/site              its Sphinx site (Sphinx 9.0.4, furo, myst-parser; pinned below)
#   cache/waitress/checkout      waitress 3.0.2 sdist (PyPI): serve()/waitress-serve settings as class
#                                attributes of Adjustments (src/waitress/adjustments.py)
#   cache/waitress/site          its Sphinx site (Sphinx 8.2.3, pylons-sphinx-themes 1.0.13; pinned below)
#   cache/isort/checkout         isort 9.0.2 sdist (PyPI): settings as fields of the frozen dataclass
#                                `_Config` (isort/settings.py), module constants they name, argparse
#                                options of isort/main.py
#   cache/isort/site             its Sphinx site (Sphinx 9.0.4, myst-parser, sphinx-immaterial; the
#                                venv pinned to the sdist's uv.lock `docs` group; isort-docs/conf.py)
#   cache/flake8/checkout        flake8 5.0.4 sdist (PyPI; the last release whose sdist ships docs/):
#                                options declared with add_option(default=...) in
#                                src/flake8/main/options.py, module constants of defaults.py
#   cache/flake8/site            its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0, sphinx-prompt
#                                1.10.2; autodoc of the installed sdist; venv pinned below)
#   cache/pylint/checkout        pylint 4.1.5 sdist (PyPI): options as `"default"` keys of the dicts
#                                in every checker's `options` tuple
#   cache/pylint/site            its Sphinx site (Sphinx 8.2.3, furo; all-options.rst and the
#                                message pages generated by doc/exts at build time)
#   cache/pycodestyle/checkout   pycodestyle 2.10.0 sdist (PyPI; the last release whose sdist ships
#                                docs/): one module, optparse options with default= literals and
#                                module constants (MAX_LINE_LENGTH, INDENT_SIZE, DEFAULT_EXCLUDE)
#   cache/pycodestyle/site       its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0; the
#                                hand-written signatures of api.rst; venv pinned below)
#   cache/mkdocstrings-python/checkout mkdocstrings-python 2.0.11 sdist (PyPI): handler options as
#                                fields of the dataclass PythonInputOptions (`] = True` defaults)
#   cache/mkdocstrings-python/site its MkDocs site (mkdocs 1.6.1, mkdocs-material 9.8.2,
#                                markdown-exec; Python 3.13 venv pinned below)
#   cache/rq/checkout            rq 3.0.0 sdist (PyPI): a Redis job queue whose `rq worker` /
#                                `rq worker-pool` click options default to constants of rq/defaults.py
#   cache/rq/docs                its Markdown docs pages (docs/docs/*.md), read with --docs: the
#                                project publishes them with Jekyll (Ruby, not a package registry we
#                                use), so, like markdownlint, no site generator runs
#   cache/tox/checkout           tox 3.28.0 sdist (PyPI; a 3.x release, whose sdist ships docs/): ini
#                                settings read with reader.getX("name", fallback) and registered with
#                                add_testenv_attribute(name=..., default=...) in src/tox/config/__init__.py
#   cache/tox/site               its Sphinx site (Sphinx 5.3.0, alabaster, sphinxcontrib-autoprogram;
#                                its conf.py's `conf` object type renders `name=DEFAULT(TYPE)`)
#   cache/pymdown-extensions/checkout  pymdown-extensions 10.16.1 sdist (PyPI): Python-Markdown
#                                extensions whose options are `self.config = {"key": [default, "..."]}`
#   cache/pymdown-extensions/docs  13 of its Markdown pages (docs/src/markdown/extensions/*.md), read
#                                with --docs: its MkDocs build was not set up (see build_pymdown_extensions)
#   cache/httpx/checkout         httpx 0.28.1 sdist (PyPI): keyword defaults of Client/AsyncClient,
#                                the transports and create_ssl_context, module constants of _config.py
#   cache/httpx/docs             the only Markdown the sdist ships (README.md, CHANGELOG.md), read with
#                                --docs: the sdist has no docs/ folder and no mkdocs.yml (see build_httpx)
#   cache/yapf/checkout          yapf 0.43.0 sdist (PyPI): argparse flags of yapf/__init__.py, style
#                                knobs as keyword literals of dict(...) in CreatePEP8Style() and
#                                style['KNOB'] = value overrides in the other style factories
#   cache/yapf/docs              its README.md, read with --docs: the sdist ships no docs/ and no
#                                site config (see build_yapf)
#   cache/hypercorn/checkout     Hypercorn 0.18.0 sdist (PyPI): an ASGI server whose settings are
#                                class attributes of Config (src/hypercorn/config.py), set from
#                                argparse flags (default=sentinel) in src/hypercorn/__main__.py
#   cache/hypercorn/site         README.rst and the `hypercorn --help` text rendered by docutils
#                                0.23.1: no sdist ships docs/ (see build_hypercorn)
#   cache/pydocstyle/checkout    pydocstyle 6.3.0 sdist (PyPI): a docstring checker whose optparse
#                                options (default=None) fall back to ConfigurationParser.DEFAULT_*
#                                class attributes (src/pydocstyle/config.py)
#   cache/pydocstyle/site        README.rst and the `pydocstyle --help` text rendered by docutils
#                                0.23.1: the sdist ships no docs/ (see build_pydocstyle)
#   cache/autopep8/checkout      autopep8 2.3.2 sdist (PyPI): one module (autopep8.py), argparse
#                                options of create_parser() with default= literals and module
#                                constants (DEFAULT_IGNORE, EXIT_CODE_*, PROJECT_CONFIG, DEFAULT_CONFIG)
#   cache/autopep8/site          README.rst and the `autopep8 --help` text rendered by docutils
#                                0.23.1: the sdist ships no docs/ (see build_autopep8)
#   cache/vulture/checkout       vulture 2.16 sdist (PyPI): a dead-code finder whose argparse flags
#                                (default=sentinel) fall back to the DEFAULTS dict (vulture/config.py,
#                                also the pyproject.toml [tool.vulture] keys); confidence values,
#                                error codes and exit codes are literals of vulture/core.py, noqa.py
#                                and utils.py
#   cache/vulture/site           README.md and the `vulture --help` text rendered by Python-Markdown
#                                3.11.3: the sdist ships no docs/ (see build_vulture)
#   cache/pytest/checkout        pytest 8.4.2 sdist (PyPI; the latest 8.x): ini options registered with
#                                parser.addini(name, ..., default=...), CLI flags with
#                                group.addoption(..., default=...), module constants (_pytest/...)
#   cache/pytest/site            its Sphinx site (Sphinx 9.0.4, furo, the sdist's doc/en/conf.py and
#                                requirements.txt; autodoc of the installed sdist; venv pinned below)
#   cache/werkzeug/checkout      Werkzeug 3.1.9 sdist (PyPI): keyword defaults of run_simple, the
#                                routing Map/Rule, Request/Response class attributes (data limits)
#   cache/werkzeug/site          its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0; the same
#                                venv pins as flask's; autodoc of the checkout)
#   cache/mkdocs/checkout        MkDocs 1.6.1 sdist (PyPI; the latest 1.6.x): click options of
#                                mkdocs/__main__.py, config options of mkdocs/config/defaults.py
#   cache/mkdocs/site            its CLI reference page rendered by MkDocs 1.6.1 itself with
#                                mkdocs-click, as the project renders it (the sdist ships no docs/
#                                and no mkdocs.yml; see build_mkdocs)
#   cache/flask-sqlalchemy/checkout Flask-SQLAlchemy 3.1.1 sdist (PyPI; the latest 3.1.x): config
#                                keys set with app.config.setdefault() in init_app, keyword defaults
#                                of SQLAlchemy(...), paginate() and Pagination.iter_pages()
#   cache/flask-sqlalchemy/site  its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0,
#                                sphinx-issues 6.0.0; the sdist's docs/conf.py; autodoc of the
#                                checkout; venv pinned below)
#   cache/click/checkout         Click 8.1.8 sdist (PyPI): keyword defaults of Option/Argument/
#                                Parameter/Context/Command/Group, HelpFormatter widths, termui and
#                                utils function defaults, CliRunner, shell-completion env vars
#   cache/click/site             its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0, whose
#                                click:run directives run the examples with the checkout; the same
#                                venv pins as flask's; autodoc of the checkout)
#   cache/markdown/checkout      Python-Markdown 3.10.3 sdist (PyPI; the latest release whose docs are
#                                built with MkDocs, 3.11 moved to Zensical): extension options as
#                                `self.config = {"key": [default, "..."]}`, keyword defaults,
#                                kwargs.get()/options.pop() fallbacks, class attributes
#   cache/markdown/site          its MkDocs site (mkdocs 1.6.1, mkdocs-nature 0.6, mkdocstrings-python
#                                2.0.11 API reference, gen-files/literate-nav/section-index; the
#                                sdist's own mkdocs.yml less the inventories URL; venv pinned below)
#   cache/codespell/checkout     codespell 2.4.3 sdist (PyPI): a spell checker whose argparse options
#                                (parse_options() in codespell_lib/_codespell.py) take default=
#                                literals or a module constant (_builtin_default); QuietLevels bits
#   cache/codespell/site         README.rst and the `codespell --help` text rendered by docutils
#                                0.23.1: the sdist ships no docs/ (see build_codespell)
#   cache/cachetools/checkout    cachetools 8.0.2 sdist (PyPI): memoizing caches whose defaults are
#                                keyword defaults of the Cache classes and the @cached/@cachedmethod
#                                and func.* decorators (maxsize=128, typed=False, timer=time.monotonic)
#   cache/cachetools/site        its one-page Sphinx site (Sphinx 9.0.4, the classic theme; autodoc
#                                of the checkout; the sdist's docs/conf.py; venv pinned below)
#   cache/doc8/checkout          doc8 2.0.0 sdist (PyPI): an argparse CLI (an RST style checker)
#                                whose defaults are the get_defaults() dict and module constants
#                                (MAX_LINE_LENGTH, FILE_PATTERNS, CONFIG_FILENAMES) of src/doc8/main.py
#   cache/doc8/site              its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0; the sdist's
#                                doc/source, whose readme page includes README.rst; venv pinned below)
#   cache/autoflake/checkout     autoflake 2.4.0 sdist (PyPI): one module (autoflake.py), an argparse
#                                CLI (argument_default=SUPPRESS, default= literals for -j/-v/
#                                --stdin-display-name) whose store_true flags default to False in
#                                merge_configuration_file(); SAFE_IMPORTS, the pyproject/setup.cfg
#                                table names and the skip_file regex are module-level literals
#   cache/autoflake/site         README.md and the `autoflake --help` text rendered by Python-Markdown
#                                3.11.3: the sdist ships no docs/ (see build_autoflake)
#   cache/flynt/checkout         flynt 1.0.6 sdist (PyPI): an argparse CLI (f-string converter) whose
#                                defaults are add_argument default= literals (src/flynt/cli.py), the
#                                State dataclass's fields, the `blacklist` set (api.py) and the
#                                config file names/table of utils/pyproject_finder.py
#   cache/flynt/site             README.md and the `flynt --help` text rendered by Python-Markdown
#                                3.11.3: the sdist ships no docs/ (see build_flynt)
#   cache/mdformat/checkout      mdformat 1.0.0 sdist (PyPI): a Markdown formatter whose CLI options
#                                default to None in argparse and take their defaults from the
#                                DEFAULT_OPTS mapping (src/mdformat/_conf.py), merged with
#                                .mdformat.toml and the CLI in src/mdformat/_cli.py
#   cache/mdformat/site          README.md and the `mdformat --help` text rendered by Python-Markdown
#                                3.11.3: the sdist ships no docs/ (see build_mdformat)
#   cache/sqlparse/checkout      sqlparse 0.6.1 sdist (PyPI): a SQL parser/formatter whose format
#                                options are keyword arguments validated and defaulted by
#                                validate_options() (options.get(name, default) in formatter.py),
#                                argparse flags of `sqlformat` (cli.py), keyword defaults of the API
#   cache/sqlparse/site          its Sphinx site (Sphinx 9.0.4, furo; the sdist's docs/source/conf.py;
#                                autodoc of the checkout; venv pinned below from its uv.lock)
#   cache/humanize/checkout      humanize 4.17.0 sdist (PyPI; the fallback named for python-json-logger
#                                4.2.0, whose sdist ships no docs and a README stating no value):
#                                keyword defaults of naturalsize/clamp/naturaldelta/precisedelta/...
#                                (most of them annotated, one parameter a line), literals in bodies,
#                                the .get() fallbacks of i18n's separator tables
#   cache/humanize/site          its MkDocs site (mkdocs 1.6.1, mkdocs-material 9.8.2, mkdocstrings
#                                1.0.8 + mkdocstrings-python 2.0.11, include-markdown; the sdist's own
#                                mkdocs.yml and docs/requirements.txt; venv pinned below)
#   cache/interrogate/checkout   interrogate 1.7.0 sdist (PyPI): a docstring-coverage CLI whose click
#                                options carry default= literals (src/interrogate/cli.py), with the
#                                InterrogateConfig attrs defaults (config.py) and the badge format
#                                and style fallbacks of badge_gen.py
#   cache/interrogate/site       its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0; the sdist's docs/
#                                conf.py, README.rst included into index.html; venv pinned below)
#   cache/limits/checkout        limits 5.8.0 sdist (PyPI): a rate-limiting library whose defaults
#                                are keyword defaults of the strategies and the storage classes
#                                (key_prefix, wrap_exceptions, ...), class attributes (DEFAULT_OPTIONS,
#                                STORAGE_SCHEME) and the rate-string parser's regexes (limits/util.py)
#   cache/limits/site            its Sphinx site (Sphinx 8.2.3, furo 2025.7.19; the sdist's
#                                doc/source/conf.py; autodoc of the checkout; venv pinned below from
#                                the sdist's uv.lock `docs` group)
#   cache/blacken-docs/checkout  blacken-docs 1.20.0 sdist (PyPI): an argparse CLI that runs Black on
#                                code blocks; its block syntaxes are regex constants and its flags'
#                                defaults argparse keywords (src/blacken_docs/__init__.py)
#   cache/blacken-docs/site      README.rst and the `blacken-docs --help` text rendered by docutils
#                                0.23.1: the sdist ships no docs/ (see build_blacken_docs)
#   cache/itsdangerous/checkout  ItsDangerous 2.2.0 sdist (PyPI): data signing whose defaults are
#                                keyword defaults of Signer/TimestampSigner and of the typing
#                                overloads of Serializer.__init__, class attributes
#                                (default_key_derivation, default_serializer, default_signer) and
#                                fallbacks in __init__ and method bodies
#   cache/itsdangerous/site      its Sphinx site (Sphinx 7.2.6, pallets-sphinx-themes 2.1.1; the venv
#                                pinned to the sdist's requirements/docs.txt; autodoc of the checkout)
#   cache/pip-licenses/checkout  pip-licenses 5.5.5 sdist (PyPI): an argparse CLI (one module,
#                                piplicenses.py) that lists installed packages' licenses; its flags'
#                                defaults are `config_from_file.get(key, literal)` default= keywords
#                                (pyproject.toml's [tool.pip-licenses] first), three of them enum
#                                members looked up by name (FromArg/OrderArg/FormatArg), plus the
#                                SYSTEM_PACKAGES list and the exit statuses of get_packages
#   cache/pip-licenses/site      README.md and the `pip-licenses --help` text rendered by
#                                Python-Markdown 3.11.3: the sdist ships no docs/ (see
#                                build_pip_licenses)
#   cache/tqdm/checkout          tqdm 4.70.1 sdist (PyPI): a progress-bar library and CLI whose
#                                defaults are keyword defaults of tqdm.__init__ (tqdm/std.py, under
#                                the @envwrap TQDM_* override) and of its methods, a class attribute
#                                (monitor_interval), and the CLI's `tqdm_args.pop(key, literal)`
#                                fallbacks (tqdm/cli.py)
#   cache/tqdm/site              README.rst and the `python -m tqdm --help` text rendered by
#                                docutils 0.23.1: the sdist ships no docs/ and no docs generator
#                                (see build_tqdm)
#   cache/cachelib/checkout      CacheLib 0.17.0 sdist (PyPI; the substitute for CacheControl 0.14.4 and
#                                schedule 1.2.2, whose sdists ship no docs): cache backends with one
#                                API, whose defaults are keyword defaults of each backend's __init__
#                                (default_timeout=300, threshold=500, host/port, key prefixes) and
#                                of the BaseCache methods, class attributes and literals in bodies
#   cache/cachelib/site          its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0; the venv
#                                pinned from the sdist's uv.lock docs group; autodoc of the checkout)
#   cache/mobc/checkout          mobc 0.9.0 crate (crates.io; pinned by its own lock file,
#                                mobc-doc/Cargo.lock, not testcrates-doc's: see build_crate): an
#                                async connection pool, whose `Builder` and `Pool` setters state the
#                                pool defaults (10 open, 2 idle, 30 s get timeout, test on check-out,
#                                no lifetimes) and limits (0 unlimited, zero Durations panic)
#   cache/mobc/site              its rustdoc HTML (`cargo doc --no-deps -p mobc`, its default
#                                features `tokio` and `unstable`: docs.rs's set less `docs`, which
#                                only turns on the nightly `feature(doc_cfg)`)
#   cache/more-itertools/checkout more-itertools 11.2.1 sdist (PyPI): iterable routines whose
#                                defaults are keyword defaults of module functions (more.py,
#                                recipes.py) and of class __init__s, some restated by hand-written
#                                signatures in docs/api.rst, and None fallbacks in function bodies
#   cache/more-itertools/site     its Sphinx site (Sphinx 9.0.4, furo 2025.12.19; the venv pinned
#                                from the sdist's docs/requirements.txt; autodoc of the checkout)
#   cache/pip-audit/checkout     pip-audit 2.10.1 sdist (PyPI): an argparse CLI that audits Python
#                                environments for known vulnerabilities; its flags' defaults are
#                                default= keywords of _parser() (pip_audit/_cli.py), most of them
#                                `os.environ.get("PIP_AUDIT_...", fallback)` with an enum member, a
#                                string or a class constant (OsvService.DEFAULT_OSV_URL) as fallback,
#                                shown by argparse's ArgumentDefaultsHelpFormatter
#   cache/pip-audit/site         README.md (which holds a copy of the --help text) and the
#                                `pip-audit --help` text rendered by Python-Markdown 3.11.3: the
#                                sdist ships no docs/ and no docs generator (see build_pip_audit)
#   cache/hyper-util/checkout    hyper-util 0.1.21 crate (crates.io; testcrates-doc's lock file, where
#                                it was locked already as reqwest's dependency): hyper's utilities,
#                                whose legacy client `Builder`, `HttpConnector`, `Connected`, SOCKS
#                                connectors and server `auto` builders state their defaults (pool
#                                idle timeout 90 s, no idle limit, Host header set, nodelay off,
#                                happy eyeballs 300 ms; the HTTP/1 and HTTP/2 ones are hyper's)
#   cache/hyper-util/site        its rustdoc HTML (`cargo doc --no-deps -p hyper-util`, docs.rs's
#                                `full` less `client-proxy-system`, which only gates macOS/Windows
#                                code; without `--cfg docsrs`)
#   cache/glom/checkout          glom 25.12.0 sdist (PyPI): nested-data access and restructuring
#                                whose defaults are keyword defaults of specifier classes and
#                                functions, `kwargs.pop(name, fallback)` in **kwargs signatures
#                                (glom(), Coalesce, Inspect, Glommer, flatten), module sentinels
#                                (SKIP, STOP) and face `missing=` values of its CLI (cli.py)
#   cache/glom/site              its Sphinx site (Sphinx 5.3.0, sphinx-rtd-theme 1.1.1: the sdist's
#                                own pinned docs/requirements-rtd.txt; autodoc of the checkout)
#   cache/pipdeptree/checkout    pipdeptree 4.2.16 sdist (PyPI): a CLI and a Python function
#                                (pipdeptree.render) over a Rust core (rust/src/, PyO3); the CLI's
#                                defaults are clap #[arg(default_value = ...)] attributes
#                                (rust/src/options.rs), render()'s are keyword defaults
#                                (src/pipdeptree/__init__.py), plus Rust constants (limits, PyPI)
#                                and the environment variables read in rust/src/index.rs
#   cache/pipdeptree/site        its Sphinx site (Sphinx 9.2.0, furo 2025.12.19, sphinxcontrib-mermaid,
#                                sphinxcontrib-towncrier; the venv pinned from the sdist's pylock.toml
#                                docs group under Python 3.13; conf.py reads the version of the
#                                release's own wheel, see build_pipdeptree)
#   cache/tower-http/checkout    tower-http 0.7.1 crate (crates.io; testcrates-doc's lock file, beside
#                                the 0.6.11 locked there as reqwest's dependency): tower's HTTP
#                                middleware, whose layers' and builders' docs state their defaults
#                                and limits (CORS preflight, compression/decompression encodings and
#                                quality, request body limit, trace levels and on-* callbacks,
#                                follow-redirect policy limits, ServeDir/ServeFile fallbacks)
#   cache/tower-http/site        its rustdoc HTML (`cargo doc --no-deps -p tower-http@0.7.1`, `full`,
#                                docs.rs's all-features; without `--cfg docsrs`)
#   cache/attrs/checkout         attrs 26.1.0 sdist (PyPI): class decorators whose defaults are keyword
#                                defaults of define()/field() (src/attr/_next_gen.py), of attr.s/
#                                Attribute/make_class/Factory (src/attr/_make.py), a functools.partial
#                                (attrs.frozen) and None fallbacks resolved in attrs()'s body
#   cache/attrs/site             its Sphinx site (Sphinx 9.1.0, furo 2025.12.19, myst-parser 5.0.0,
#                                sphinxcontrib-towncrier; the venv pinned from the sdist's uv.lock
#                                `docs` group under Python 3.13; autodoc of the checkout, installed)
#   cache/nox/checkout           nox 2026.10.20 sdist (PyPI): a session-automation CLI and library
#                                whose flags' defaults are attrs field defaults of NoxfileOptions/
#                                NoxConfig (nox/_options.py: default=, env_var=, attrs.Factory),
#                                resolved by fallbacks in bodies (`or "auto"`, `or 1`), and keyword
#                                defaults of nox.session, nox.parametrize, Session methods and
#                                nox.project helpers; the GitHub Action's inputs in action.yml
#   cache/nox/site               its Sphinx site (Sphinx 9.0.4, myst-parser 5.2.0, sphinx-tabs 3.5.0,
#                                witchhazel, alabaster: the pyproject.toml `docs` group less
#                                sphinx-autobuild, pinned; nox installed from the checkout)
#   cache/tonic/checkout         tonic 0.14.9 crate (crates.io; pinned by its own lock file,
#                                tonic-doc/Cargo.lock, not testcrates-doc's: see build_crate): gRPC
#                                over HTTP/2, whose `transport::Endpoint`/`Server` setters, `server::
#                                Grpc`/`client::Grpc` message-size limits, codec buffer settings and
#                                TLS configs state the channel/server defaults and limits
#   cache/tonic/site             its rustdoc HTML (`cargo doc --no-deps -p tonic`, its default features
#                                plus `gzip`, `deflate`, `zstd`, `tls-ring`, `tls-native-roots`,
#                                `tls-webpki-roots`: docs.rs's all-features less `tls-aws-lc`)
#   cache/quinn-proto/checkout   quinn-proto 0.11.19 crate (crates.io; pinned by its own lock file,
#                                quinn-proto-doc/Cargo.lock: see build_crate): the QUIC state machine,
#                                whose `TransportConfig`/`EndpointConfig`/`ServerConfig`/`ClientConfig`,
#                                `MtuDiscoveryConfig`, `AckFrequencyConfig` and congestion configs'
#                                setters state the defaults their `Default`/`new()` set
#   cache/quinn-proto/site       its rustdoc HTML (`cargo doc --no-deps -p quinn-proto`, its default
#                                features `rustls-ring`, `log`, `bloom`)
#   cache/tokio-postgres/checkout tokio-postgres 0.7.18 crate (crates.io; pinned by its own lock file,
#                                tokio-postgres-doc/Cargo.lock: see build_crate): an asynchronous
#                                PostgreSQL client whose `Config` builder methods state the connection
#                                defaults that `Config::new()` and the connect code decide
#   cache/tokio-postgres/site    its rustdoc HTML (`cargo doc --no-deps -p tokio-postgres`, its default
#                                feature `runtime`)
#   cache/hickory-resolver/checkout hickory-resolver 0.26.3 crate (crates.io; pinned by its own lock
#                                file, hickory-resolver-doc/Cargo.lock: see build_crate): a DNS stub
#                                resolver whose `ResolverOpts`, name server/connection configs and
#                                builder docs state the defaults their `Default` impls and consts decide
#   cache/hickory-resolver/site  its rustdoc HTML (`cargo doc --no-deps -p hickory-resolver`, its default
#                                features `system-config`, `tokio`)
#   cache/lettre/checkout        lettre 0.11.23 crate (crates.io; pinned by its own lock file,
#                                lettre-doc/Cargo.lock: see build_crate): an email client whose
#                                `SmtpTransportBuilder`, `PoolConfig`, `TlsParametersBuilder` and message
#                                builders' docs state the defaults their consts and struct literals set
#   cache/lettre/site            its rustdoc HTML (`cargo doc --no-deps -p lettre`, its default features
#                                `smtp-transport`, `pool`, `native-tls`, `hostname`, `builder`)
#   cache/async-nats/checkout    async-nats 0.52.0 crate (crates.io; pinned by its own lock file,
#                                async-nats-doc/Cargo.lock: see build_crate): the NATS client whose
#                                `ConnectOptions`, JetStream config and service builders' docs state the
#                                defaults their `Default` impls, consts and serde attributes set
#   cache/async-nats/site        its rustdoc HTML (`cargo doc --no-deps -p async-nats`, its default features)
#   cache/actix-web/checkout     actix-web 4.18.1 crate (crates.io; pinned by its own lock file,
#                                actix-web-doc/Cargo.lock: see build_crate): the web framework whose
#                                `HttpServer`, `App`, extractor configs and middleware docs state the
#                                defaults their builders, consts and `Default` impls set
#   cache/actix-web/site         its rustdoc HTML (`cargo doc --no-deps -p actix-web`, its default features)
#   cache/redis/checkout         redis 1.8.2 crate (crates.io; pinned by its own lock file,
#                                redis-doc/Cargo.lock: see build_crate): the Redis client whose client,
#                                connection-manager, cluster and cache config docs state the
#                                defaults their consts, builders and `Default` impls set
#   cache/redis/site             its rustdoc HTML (`cargo doc --no-deps -p redis`, redis-doc's features)
#   cache/opentelemetry_sdk/checkout opentelemetry_sdk 0.33.1 crate (crates.io; pinned by its own lock
#                                file, opentelemetry_sdk-doc/Cargo.lock: see build_crate): the
#                                OpenTelemetry SDK whose batch processor, periodic reader, span limits
#                                and resource docs state the defaults and OTEL_* variables its consts,
#                                builders and `Default` impls set
#   cache/opentelemetry_sdk/site its rustdoc HTML (`cargo doc --no-deps -p opentelemetry_sdk`, its default features)
#   cache/log4rs/checkout        log4rs 1.4.0 crate (crates.io; pinned by its own lock file,
#                                log4rs-doc/Cargo.lock: see build_crate): a `log` backend whose
#                                appender, rolling-file policy (triggers, rollers), encoder and config
#                                docs state the defaults its builders, serde defaults and consts set
#   cache/log4rs/site            its rustdoc HTML (`cargo doc --no-deps -p log4rs`, its default features)
#   cache/zstd/checkout          zstd 0.14.5 crate (crates.io; pinned by its own lock file,
#                                zstd-doc/Cargo.lock: see build_crate): Zstandard streams and bulk
#                                (de)compression over the C library, whose encoder/decoder, bulk,
#                                dict and stream docs state the levels and sizes its consts and
#                                functions set
#   cache/zstd/site              its rustdoc HTML (`cargo doc --no-deps -p zstd`, its default features)
#   cache/tokio-retry2/checkout  tokio-retry2 0.9.1 crate (crates.io; pinned by its own lock file,
#                                tokio-retry2-doc/Cargo.lock: see build_crate): retry strategies
#                                (exponential, exponential-factor, fibonacci, fixed, linear backoff)
#                                and the Retry/RetryIf futures, whose strategy docs state the factors,
#                                delays and caps its constructors and setters set
#   cache/tokio-retry2/site      its rustdoc HTML (`cargo doc --no-deps -p tokio-retry2`, its default features: none)
#   cache/isahc/checkout         isahc 2.0.2 crate (crates.io; pinned by its own lock file,
#                                isahc-doc/Cargo.lock: see build_crate): an HTTP client over libcurl,
#                                whose config, client builder, TLS, cookie and DNS docs state the
#                                timeouts, limits, policies and features its builders and enums set
#   cache/isahc/site             its rustdoc HTML (`cargo doc --no-deps -p isahc`, its default features
#                                plus docs.rs's cookies, json, tls-insecure, trust-webpki-roots)
#   cache/attohttpc/checkout     attohttpc 0.31.0 crate (crates.io; pinned by its own lock file,
#                                attohttpc-doc/Cargo.lock: see build_crate): a small blocking HTTP
#                                client, whose RequestBuilder and Session docs state the header and
#                                redirect limits, timeouts and flags its RequestBuilder/BaseSettings set
#   cache/attohttpc/site         its rustdoc HTML (`cargo doc --no-deps -p attohttpc`, its default
#                                features: compress, tls-native with the system OpenSSL)
#   cache/rustyline/checkout     rustyline 19.0.0 crate (crates.io; pinned by its own lock file,
#                                rustyline-doc/Cargo.lock: see build_crate): a readline implementation,
#                                whose Config/Builder docs state the history, completion, edit-mode,
#                                bell and tab-stop defaults its `impl Default for Config` sets
#   cache/rustyline/site         its rustdoc HTML (`cargo doc --no-deps -p rustyline`, its default
#                                features: custom-bindings, with-dirs, with-file-history)
#   cache/exponential-backoff/checkout exponential-backoff 2.1.1 crate (crates.io; pinned by its own
#                                lock file, exponential-backoff-doc/Cargo.lock: see build_crate): an
#                                exponential backoff iterator with jitter, whose Backoff docs state the
#                                attempts, min/max delay, jitter and factor its `impl Default` and new() set
#   cache/exponential-backoff/site its rustdoc HTML (`cargo doc --no-deps -p exponential-backoff`; the
#                                crate has no features)
#   cache/simplelog/checkout     simplelog 0.12.2 crate (crates.io; pinned by its own lock file,
#                                simplelog-doc/Cargo.lock: see build_crate): a logging facility for the
#                                log crate, whose ConfigBuilder docs state the level, time, thread and
#                                target settings its `impl Default for Config` sets
#   cache/simplelog/site         its rustdoc HTML (`cargo doc --no-deps -p simplelog`, its default
#                                features: termcolor, local-offset)
#   cache/python-dateutil/checkout python-dateutil 4.0.0 sdist (PyPI): datetime extensions whose
#                                defaults are keyword defaults of parse()/parserinfo/isoparse,
#                                relativedelta, rrule/rrulestr, the tz classes and gettz, utils and
#                                easter, class attributes of parserinfo (JUMP, HMS, ...) and None
#                                fallbacks resolved in bodies (default=None -> today at midnight)
#   cache/python-dateutil/site   its Sphinx site (Sphinx 9.2.0, sphinx_rtd_theme 3.1.0; the venv pinned
#                                from docs/requirements-docs.txt under Python 3.13, tox.ini's docs
#                                env; autodoc of the checkout, installed)
#   cache/pydoclint/checkout     pydoclint 0.12.0 sdist (PyPI): a docstring linter, a click CLI and
#                                a flake8 plugin; its defaults are click.option default= keywords
#                                (pydoclint/main.py), flake8 add_option default= strings
#                                (pydoclint/flake8_entry.py) and Visitor keyword defaults (visitor.py)
#   cache/pydoclint/site         README.md, the sdist's docs/*.md and the `pydoclint --help` text
#                                rendered by Python-Markdown 3.11.3: the sdist ships no docs
#                                generator config (see build_pydoclint)
#   cache/urllib3/checkout       urllib3 2.8.0 sdist (PyPI): the HTTP client whose defaults are keyword
#                                defaults (PoolManager, HTTPConnectionPool, urlopen, Retry, Timeout),
#                                class attributes (Retry.DEFAULT_*, ConnectionPool.port) and module
#                                constants (DEFAULT_BLOCKSIZE, DEFAULT_TIMEOUT)
#   cache/urllib3/site           its Sphinx site (Sphinx 9.0.4, furo, myst-parser 5.1.0: the pyproject
#                                `docs` group at its uv.lock versions plus PySocks and pyOpenSSL for the
#                                contrib autodoc; urllib3 installed from the checkout)
#   cache/pytest-timeout/checkout pytest-timeout 2.4.0 sdist (PyPI): a pytest plugin, one module;
#                                its defaults are addoption/addini keywords, a platform switch
#                                (DEFAULT_METHOD) and None fallbacks in get_env_settings
#   cache/pytest-timeout/site    README.rst and the plugin's part of `pytest --help` and `pytest
#                                --markers` rendered by docutils 0.23.1: the sdist ships no docs/
#                                (see build_pytest_timeout)
#   cache/pyjwt/checkout         PyJWT 2.15.1 sdist (PyPI): the JWT library whose defaults are keyword
#                                defaults (encode/decode, PyJWKClient), option dicts (api_jwt.py's
#                                _DEFAULT_OPTIONS) and class attributes (PyJWS.header_typ)
#   cache/pyjwt/site             its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0: the pyproject
#                                `docs` group plus the `crypto` extra; PyJWT installed from the checkout)
#   cache/pytest-cov/checkout    pytest-cov 7.1.0 sdist (PyPI): a pytest plugin; its defaults are
#                                addoption keywords (src/pytest_cov/plugin.py) and fallbacks in
#                                CovPlugin (the `term` report, the coverage config's precision)
#   cache/pytest-cov/site        its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/requirements.txt
#                                pinned under Python 3.11; no autodoc, the package is not installed)
#   cache/pytest-xdist/checkout  pytest-xdist 3.8.0 sdist (PyPI): a pytest plugin; its defaults are
#                                addoption keywords and fallbacks in pytest_cmdline_main
#                                (src/xdist/plugin.py) and the schedulers' and workermanage's constants
#   cache/pytest-xdist/site      its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0:
#                                docs/requirements.txt pinned under Python 3.11; the package installed
#                                from the checkout for autodoc; changelog.html dropped)
#   cache/pytest-asyncio/checkout  pytest-asyncio 1.5.0 sdist (PyPI): a pytest plugin; its defaults are
#                                addoption/addini keywords, the ini readers' fallbacks, Mode and
#                                the fixture/marker keyword defaults (pytest_asyncio/plugin.py)
#   cache/pytest-asyncio/site    its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0, sphinx-tabs
#                                3.5.0: the pyproject `docs` group pinned under Python 3.11; the package
#                                installed from the checkout for conf.py's version; changelog dropped)
#   cache/towncrier/checkout     towncrier 26.9.0 sdist (PyPI): the news-file builder whose defaults are
#                                click options (build.py, check.py, create.py) and the [tool.towncrier]
#                                settings' dataclass fields and fallbacks (_settings/load.py)
#   cache/towncrier/site         its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: the pyproject `dev`
#                                extra's sphinx/furo pinned; towncrier installed from the checkout)
#   cache/h11/checkout           h11 0.16.0 sdist (PyPI): the brief's fallback for websockets 17.4 (its
#                                sdist ships no docs/); defaults are keyword defaults (h11/_events.py,
#                                _util.py) and a module constant (DEFAULT_MAX_INCOMPLETE_EVENT_SIZE)
#   cache/h11/site               its Sphinx site (Sphinx 3.5.4 under Python 3.9, as docs/requirements.txt
#                                asks sphinx<4; autodoc + the IPython directive; see build_h11)
#   cache/check-manifest/checkout check-manifest 0.51 sdist (PyPI): the brief's fallback for sphinx-autobuild
#                                (its README + --help state too few values); one module whose defaults are
#                                argparse keywords and IgnoreList.default() (check_manifest.py)
#   cache/check-manifest/site    README.rst and the `check-manifest --help` text rendered by docutils
#                                0.23.1: the sdist ships no docs/ (see build_check_manifest)
#   cache/python-slugify/checkout python-slugify 9.2.0 sdist (PyPI): the slug library whose defaults
#                                are slugify()/smart_truncate() keyword defaults (slugify/slugify.py,
#                                slugify/_legacy.py) and argparse default= keywords (slugify/__main__.py)
#   cache/python-slugify/site    README.md, the sdist's docs/release-9/*.md and the `slugify --help`
#                                text rendered by Python-Markdown 3.11.3: the sdist ships no docs
#                                generator config (see build_python_slugify)
#   cache/darker/checkout        darker 3.0.0 sdist (PyPI): a CLI whose own options are argparse keywords
#                                and help-string constants (src/darker/command_line.py, help.py); its
#                                shared options (--revision, --workers, ...) are decided in darkgraylib
#   cache/darker/site            README.rst and the `darker --help` text rendered by docutils 0.23.1:
#                                the sdist ships no docs/ (see build_darker)
#   cache/tabulate/checkout      tabulate 0.10.0 sdist (PyPI): one module whose defaults are tabulate()'s
#                                keyword defaults, module constants (_DEFAULT_FLOATFMT, PRESERVE_WHITESPACE,
#                                ...) and the getopt CLI's locals (tabulate/__init__.py)
#   cache/tabulate/site          README.md and the `tabulate --help` text rendered by Python-Markdown
#                                3.11.3: the sdist ships no docs (see build_tabulate)
#   cache/radon/checkout         radon 6.0.1 sdist (PyPI): a mando CLI whose defaults are keyword
#                                defaults that read [radon] config keys with literal fallbacks
#                                (radon/cli/__init__.py), and keyword defaults of the API (visitors.py)
#   cache/radon/site             its Sphinx site (Sphinx 9.0.4, the sdist's own `solar` theme; autodoc
#                                imports the checkout, mando 0.7.1 pinned; see build_radon)
#   cache/dogpile-cache/checkout dogpile.cache 1.5.0 sdist (PyPI): a caching front-end whose defaults are
#                                CacheRegion keyword defaults (region.py) and the backends' arguments.get/
#                                pop(name, fallback) in __init__ (backends/redis.py, memcached.py, file.py)
#   cache/dogpile-cache/site     its Sphinx site (Sphinx 9.0.4, sphinx-book-theme, changelog, sphinx-paramlinks:
#                                the sdist's docs/build/requirements.txt pinned; autodoc of the checkout)
#   cache/xenon/checkout         xenon 0.9.3 sdist (PyPI): an argparse CLI over radon; its one default is
#                                an add_argument default= (--config-file), the rest literals in its code
#   cache/xenon/site             README.rst and the `xenon --help` text rendered by docutils 0.23.1:
#                                the sdist ships no docs (see build_xenon)
#   cache/humanfriendly/checkout humanfriendly 10.0 sdist (PyPI): a library of text/terminal helpers whose
#                                defaults are keyword defaults and module/class constants (__init__.py,
#                                terminal/__init__.py, tables.py, prompts.py, text.py, ...)
#   cache/humanfriendly/site     its Sphinx site (Sphinx 9.0.4, the builtin `nature` theme, its own
#                                humanfriendly.sphinx extension; autodoc of the checkout; see build_humanfriendly)
#   cache/requests-toolbelt/checkout requests-toolbelt 1.0.0 sdist (PyPI; the fallback: httpcore's sdist
#                                ships no docs): utilities for requests whose defaults are keyword defaults,
#                                module constants they name (downloadutils/) and kwargs.pop fallbacks (adapters/)
#   cache/requests-toolbelt/site its Sphinx site (Sphinx 7.4.7: its conf.py's pre-1.0 intersphinx_mapping
#                                is an error from Sphinx 8; sphinx-rtd-theme 3.1.0; autodoc of the checkout)
#   cache/cachier/checkout       cachier 4.2.0 sdist (PyPI): a caching decorator whose defaults are
#                                keyword defaults of cachier() and the cores, and the _global_params
#                                dataclass of config.py
#   cache/cachier/site           README.rst as index.html (docutils; the sdist ships no docs; see build_cachier)
#   cache/pydantic-settings/checkout pydantic-settings 2.16.3 sdist (PyPI): settings management whose
#                                defaults are BaseSettings.model_config's SettingsConfigDict (main.py), the
#                                sources' keyword defaults and .get()/first_not_none fallbacks, module constants
#   cache/pydantic-settings/site its MkDocs site: the sdist's docs/index.md with its own mkdocs.yml, not
#                                strict (mkdocs 1.6.1, mkdocs-material 9.8.2, mike, mkdocs-exclude; see
#                                build_pydantic_settings)
#   cache/python-dotenv/checkout python-dotenv 1.2.4 sdist (PyPI): a .env loader whose defaults are
#                                keyword defaults of load_dotenv/dotenv_values/find_dotenv/set_key/...
#                                (src/dotenv/main.py), click option default= literals (cli.py), an
#                                argparse default of the IPython magic (ipython.py), parser regexes
#   cache/python-dotenv/site     its MkDocs site (mkdocs 1.6.1, mkdocs-material 9.8.2, mkdocstrings
#                                1.0.8 + mkdocstrings-python 2.0.11; the sdist's own mkdocs.yml and
#                                requirements-docs.txt; venv pinned below) plus usage.html, the
#                                `dotenv --help` and `dotenv list --help` texts (see build_python_dotenv)
#   cache/huey/checkout          huey 3.5.4 sdist (PyPI; the fallback: dramatiq's sdist ships no docs): a
#                                task queue whose defaults are keyword defaults (api.py, storage.py),
#                                class attributes, the consumer's OptionParser defaults and config dict
#                                (consumer_options.py) and module constants (consumer.py, contrib/)
#   cache/huey/site              its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: the sdist's
#                                docs/requirements.txt pinned; autodoc of the checkout; see build_huey)
#   cache/stamina/checkout       stamina 26.1.0 sdist (PyPI): retries for Python whose defaults are the
#                                keyword defaults of retry/retry_context/RetryingCaller (_core.py, the
#                                same six repeated in each signature), set_testing's (_config.py) and
#                                the instrumentation hooks (a logging level, a Prometheus counter name)
#   cache/stamina/site           its Sphinx site (Sphinx 9.0.4, furo, myst-parser; autodoc of the
#                                checkout; the sdist's docs/ with its own conf.py; venv pinned below)
#   cache/pyrate-limiter/checkout pyrate-limiter 4.6.0 sdist (PyPI): a rate limiter whose defaults are
#                                keyword defaults (limiter.py, limiter_factory.py, the buckets), class
#                                attributes (abstracts/bucket.py, store.py), dataclass fields
#                                (abstracts/algorithm.py) and the Duration enum (abstracts/rate.py)
#   cache/pyrate-limiter/site    its Sphinx site (Sphinx 9.0.4, furo, myst-parser, sphinxcontrib-apidoc
#                                + autodoc of the checkout; the sdist's docs/ with its own conf.py;
#                                venv pinned below; see build_pyrate_limiter)
#   cache/environs/checkout      environs 15.2.0 sdist (PyPI): environment variable parsing over marshmallow
#                                whose defaults are keyword defaults of Env/FileAwareEnv/read_env and of
#                                the parser methods (__init__.py), and literals of the parsers (fields.py)
#   cache/environs/site          README.md as index.html (Python-Markdown; the sdist ships no docs; see build_environs)
#   cache/pygments/checkout      Pygments 2.21.0 sdist (PyPI): syntax highlighter whose formatter/lexer
#                                options are read in __init__ by get_*_opt(options, name, default) calls
#                                (util.py), plus keyword defaults and class attributes
#   cache/pygments/site          Sphinx HTML of the sdist's doc/ with its own conf.py (autodoc and
#                                pygments.sphinxext of the checkout; venv pinned; see build_pygments)
#   cache/pytest-benchmark/checkout pytest-benchmark 5.3.1 sdist (PyPI): a pytest plugin whose defaults
#                                are addoption keywords (plugin.py), the fixture's and pedantic()'s
#                                keyword defaults (fixture.py), the session's fallbacks (session.py)
#                                and the `benchmark` marker's options (fixture.py, plugin.py)
#   cache/pytest-benchmark/site  its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/requirements.txt
#                                pinned under Python 3.11, plus pytest for the hookspec autodoc of the
#                                checkout's src/; changelog.html dropped; see build_pytest_benchmark)
#   cache/flask-caching/checkout Flask-Caching 2.5.1 sdist (PyPI): Flask's cache extension, whose
#                                CACHE_* config defaults are config.setdefault(...) calls in
#                                Cache.init_app (__init__.py), plus keyword defaults of the decorators
#                                and of each backend's __init__/factory (backends/*.py)
#   cache/flask-caching/site     its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0; the venv
#                                pinned from the sdist's uv.lock docs group; autodoc of the checkout;
#                                changelog.html dropped; see build_flask_caching)
#   cache/pytest-rerunfailures/checkout pytest-rerunfailures 16.7 sdist (PyPI): a pytest plugin whose
#                                defaults are addoption/addini keywords and the fallbacks of its
#                                getters (src/pytest_rerunfailures.py, one module)
#   cache/pytest-rerunfailures/site its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0; the sdist's
#                                docs/ with its own conf.py; venv pinned; changelog.html dropped;
#                                see build_pytest_rerunfailures)
#   cache/flask-cors/checkout    Flask-Cors 6.0.5 sdist (PyPI): Flask's CORS extension, whose options'
#                                defaults are one module-level dict literal, DEFAULT_OPTIONS (core.py),
#                                with the methods default the ALL_METHODS list beside it
#   cache/flask-cors/site        its MkDocs site (mkdocs 1.6.1, mkdocs-material 9.6.5, mkdocstrings-python
#                                1.16.1: the venv pinned from the sdist's uv.lock; see build_flask_cors)
#   cache/invoke/checkout        invoke 3.0.3 sdist (PyPI): the task runner, whose config defaults are
#                                the dict literal of Config.global_defaults (config.py), plus the core
#                                CLI Argument(default=...) list (program.py), keyword defaults and
#                                body fallbacks (runners.py, tasks.py, context.py, parser/)
#   cache/invoke/site            its Sphinx site (Sphinx 7.2.6, alabaster 0.7.12 as the sdist's dev
#                                group pins it; sites/docs with its own conf.py, autodoc of the
#                                checkout; venv pinned; see build_invoke)
#   cache/fabric/checkout        fabric 3.2.3 sdist (PyPI): SSH remote execution on invoke, whose config
#                                defaults are the `ours` dict literal of Config.global_defaults
#                                (config.py), plus keyword defaults (connection.py, transfer.py,
#                                testing/base.py), kwargs.pop fallbacks and class attributes
#   cache/fabric/site            its Sphinx site (Sphinx 7.2.6, alabaster 0.7.13 as dev-requirements.txt
#                                pins it; sites/docs with its own conf.py, autodoc of the checkout;
#                                venv pinned; see build_fabric)
#   cache/flask-limiter/checkout Flask-Limiter 4.1.1 sdist (PyPI): Flask's rate-limiting extension,
#                                whose defaults are Limiter.__init__/limit() keyword defaults, the
#                                app.config.get(RATELIMIT_*, DEFAULT) fallbacks of init_app
#                                (_extension.py), the HeaderNames enum (constants.py) and the
#                                dataclass fields of Limit/ApplicationLimit/MetaLimit (_limits.py)
#   cache/flask-limiter/site     its Sphinx site (Sphinx 8.2.3, furo 2025.9.25 as the sdist's uv.lock
#                                docs group pins them; doc/source with its own conf.py, autodoc of the
#                                checkout, `flask limiter` output by sphinxcontrib-programoutput; venv
#                                pinned; see build_flask_limiter)
#   cache/flask-session/checkout Flask-Session 0.8.0 sdist (PyPI): server-side sessions for Flask, whose
#                                defaults are the class attributes of Defaults (defaults.py) that
#                                Session._get_interface's app.config.get(SESSION_*, Defaults.X) and
#                                every session interface's keyword defaults name, plus body fallbacks
#                                (the memcached/cachelib/dynamodb clients made when none is given)
#   cache/flask-session/site     its Sphinx site (Sphinx 7.0.0, furo 2024.1.29 as the sdist's
#                                requirements/docs.txt pins them; docs/ with its own conf.py, autodoc
#                                of the checkout; venv pinned; see build_flask_session)
#   cache/aiocache/checkout      aiocache 0.12.3 sdist (PyPI; the fallback for CacheControl 0.14.4, whose
#                                sdist ships no docs): asyncio cache backends (memory, Redis, memcached),
#                                whose defaults are keyword defaults of BaseCache/the backends/the
#                                decorators, `serializer or X()` fallbacks and the caches' default config
#   cache/aiocache/site          its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0; docs/ with its
#                                own conf.py, autodoc of the checkout; venv pinned; see build_aiocache)
#   cache/requests-cache/checkout requests-cache 1.3.3 sdist (PyPI; the brief's fallback for loguru 0.7.3,
#                                whose sdist ships no docs): an HTTP cache for requests whose defaults are
#                                the CacheSettings attrs fields (policy/settings.py), module constants
#                                (DEFAULT_CACHE_NAME, DEFAULT_METHODS, ...), backend keyword defaults
#   cache/requests-cache/site    README.md as index.html (Python-Markdown; the sdist ships no docs; see
#                                build_requests_cache)
#   cache/coloredlogs/checkout   coloredlogs 15.0.1 sdist (PyPI): colored output for Python's logging module
#                                whose defaults are module constants (DEFAULT_*), keyword defaults that name
#                                them or literals, and os.environ.get fallbacks (__init__.py, syslog.py, converter/)
#   cache/coloredlogs/site       its Sphinx site (Sphinx 9.0.4, the builtin `nature` theme, humanfriendly 10.0's
#                                humanfriendly.sphinx extension; autodoc of the checkout; see build_coloredlogs)
#   cache/fern/checkout          fern 0.7.1 crate (crates.io; pinned by its own lock file,
#                                fern-doc/Cargo.lock: see build_crate): simple, efficient logging for the
#                                log crate, whose Dispatch builder docs state its level, filters, format
#                                and outputs, and the Output constructors' line separators
#   cache/fern/site              its rustdoc HTML (`cargo doc --no-deps -p fern`, its default features:
#                                none)
#   cache/quick_cache/checkout   quick_cache 0.7.0 crate (crates.io; pinned by its own lock file,
#                                quick_cache-doc/Cargo.lock: see build_crate): a lightweight concurrent
#                                cache, whose OptionsBuilder/Cache docs state the shard count, hot and
#                                ghost allocation, capacities and the Weighter/Lifecycle defaults
#   cache/quick_cache/site       its rustdoc HTML (`cargo doc --no-deps -p quick_cache`, its default
#                                features: custom-hasher, parking_lot)
#   cache/flate2/checkout        flate2 1.1.11 crate (crates.io; pinned by its own lock file,
#                                flate2-doc/Cargo.lock: see build_crate): DEFLATE, zlib and gzip
#                                streams, whose docs state the compression levels, the gzip header
#                                defaults, buffer sizes and the backend features
#   cache/flate2/site            its rustdoc HTML (`cargo doc --no-deps -p flate2`, its default
#                                features: rust_backend, runtime_detection)
#   cache/rustls/checkout        rustls 0.23.48 crate (crates.io; pinned by its own lock file,
#                                rustls-doc/Cargo.lock: see build_crate): a TLS 1.2/1.3 library, whose
#                                ClientConfig/ServerConfig, builder, session-cache, ticketer and
#                                connection docs state the protocol versions, buffer limits, cache
#                                sizes, ticket lifetimes and other config defaults
#   cache/rustls/site            its rustdoc HTML (`cargo doc --no-deps -p rustls`, its default features
#                                less aws_lc_rs/prefer-post-quantum, plus ring: ring, logging, std, tls12)
#   cache/anyio/checkout         anyio 4.16.0 sdist (PyPI): a structured-concurrency async library over
#                                asyncio and trio, whose defaults are keyword defaults of the public
#                                functions and classes (src/anyio/_core, streams/, abc/), dataclass
#                                fields, module constants and `or` fallbacks in the backends
#   cache/anyio/site             its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0,
#                                sphinx-autodoc-typehints 3.5.2, sphinx-tabs 3.5.0; docs/ with its own
#                                conf.py, autodoc of the installed checkout; venv pinned; see build_anyio)
#   cache/filelock/checkout     filelock 4.3.2 sdist (PyPI; fetched as a file, see FILELOCK_SDIST_URL): a
#                                platform-independent file lock whose defaults are keyword defaults of
#                                metaclass __call__s and __init__s (BaseFileLock, BaseAsyncFileLock,
#                                ReadWriteLock, SoftReadWriteLock), the UNSET_FILE_MODE constant and
#                                runtime expressions (stale_threshold, the lease heartbeat)
#   cache/filelock/site         its Sphinx site (Sphinx 9.2.0, furo 2025.12.19 under Python 3.13; docs/
#                                with its own conf.py minus two extensions, autodoc of the checkout's
#                                src/; venv pinned; see build_filelock)
#   cache/wsproto/checkout      wsproto 1.3.2 sdist (PyPI): the brief's fallback for websockets 17.4 (its
#                                sdist ships no docs/); a sans-I/O WebSocket protocol library whose defaults
#                                are keyword defaults of the event dataclasses (src/wsproto/events.py) and
#                                of the connection/handshake/extension classes, module constants
#                                (PerMessageDeflate's bits, frame_protocol's limits) and IntEnum values
#   cache/wsproto/site          its Sphinx site (Sphinx 8.2.3 under Python 3.11; docs/source with its own
#                                conf.py, autodoc of the checkout's src/; venv pinned; see build_wsproto)
#   cache/portalocker/checkout  portalocker 4.4.2 sdist (PyPI; fetched as a file, see
#                                PORTALOCKER_SDIST_URL): cross-platform file locks (Lock, RLock,
#                                TemporaryFileLock, PidFileLock, BoundedSemaphore, RedisLock) whose
#                                defaults are keyword defaults, module constants (utils.py,
#                                constants.py) and class attributes (RedisLock)
#   cache/portalocker/site      its Sphinx site (Sphinx 9.2.0, furo 2025.12.19 under Python 3.13; docs/
#                                with its own conf.py, autodoc of the checkout; venv pinned; see
#                                build_portalocker)
#   cache/regex/checkout         regex 1.13.2 crate (crates.io; pinned by its own lock file,
#                                regex-doc/Cargo.lock: see build_crate): the regex crate's public API
#                                (Regex/RegexBuilder/RegexSet and their bytes twins) over regex-automata,
#                                whose docs state the Cargo features' defaults, the builders' size
#                                limits and the syntax flags' defaults
#   cache/regex/site             its rustdoc HTML (`cargo doc --no-deps -p regex`, its default features:
#                                std, perf, unicode)
#   cache/mysql_async/checkout   mysql_async 0.37.1 crate (crates.io; pinned by its own lock file,
#                                mysql_async-doc/Cargo.lock: see build_crate): a tokio-based MySQL
#                                client whose docs state the Opts/OptsBuilder settings' and URL
#                                parameters' defaults and the PoolConstraints/PoolOpts defaults
#   cache/mysql_async/site       its rustdoc HTML (`cargo doc --no-deps -p mysql_async`, its default
#                                features: flate2/zlib, derive)
#   cache/axum/checkout          axum 0.8.9 crate (crates.io; pinned by its own lock file,
#                                axum-doc/Cargo.lock: see build_crate): the tokio-rs HTTP routing
#                                library whose docs state DefaultBodyLimit's and the extractors'
#                                limits and defaults, serve's behaviour and the Cargo features
#   cache/axum/site              its rustdoc HTML (`cargo doc --no-deps -p axum`, its default
#                                features: form, http1, json, matched-path, original-uri, query,
#                                tokio, tower-log, tracing)
#   cache/leaky-bucket/checkout  leaky-bucket 1.1.2 crate (crates.io; pinned by its own lock file,
#                                leaky-bucket-doc/Cargo.lock: see build_crate): the token-based rate
#                                limiter whose docs state the RateLimiter Builder's defaults (initial,
#                                refill, interval, max, fair) and its limits
#   cache/leaky-bucket/site      its rustdoc HTML (`cargo doc --no-deps -p leaky-bucket`, its default
#                                features: none)
#   cache/jsonwebtoken/checkout  jsonwebtoken 12.0.0 crate (crates.io; pinned by its own lock file,
#                                jsonwebtoken-doc/Cargo.lock: see build_crate): the JWT library whose
#                                docs state Validation's and Header's defaults, the Algorithm default
#                                and the JWK/claims values it decides
#   cache/jsonwebtoken/site      its rustdoc HTML (`cargo doc --no-deps -p jsonwebtoken`, its default
#                                features: use_pem; no crypto backend)
#   cache/cached/checkout        cached 4.1.0 crate (crates.io; pinned by its own lock file,
#                                cached-doc/Cargo.lock: see build_crate): the memoization library whose
#                                docs state the cache stores' defaults and limits and the #[cached]/
#                                #[once]/#[io_cached] macros' attribute defaults
#   cache/cached/site            its rustdoc HTML (`cargo doc --no-deps -p cached`, its default
#                                features: proc_macro, ahash, time_stores; no async, no redis/redb)
#   cache/retry-policies/checkout retry-policies 0.5.2 crate (crates.io; pinned by its own lock file,
#                                retry-policies-doc/Cargo.lock: see build_crate): TrueLayer's retry
#                                policies, whose docs state ExponentialBackoff's builder defaults and bounds
#   cache/retry-policies/site    its rustdoc HTML (`cargo doc --no-deps -p retry-policies`, its
#                                default features: none)
#   cache/tower/checkout         tower 0.5.3 crate (crates.io; pinned by its own lock file, tower-doc/Cargo.lock:
#                                see build_crate): the Service middleware whose docs state the limit,
#                                timeout, buffer, retry, balance, load and hedge layers' values
#   cache/tower/site             its rustdoc HTML (`cargo doc --no-deps -p tower`, with its `full` feature:
#                                tower has no default features)
#   cache/metrics-exporter-prometheus/checkout metrics-exporter-prometheus 0.18.3 crate (crates.io; pinned
#                                by its own lock file, metrics-exporter-prometheus-doc/Cargo.lock: see
#                                build_crate): the `metrics` Prometheus exporter whose docs state
#                                PrometheusBuilder's defaults (listen address, buckets, idle timeout, ...)
#   cache/metrics-exporter-prometheus/site its rustdoc HTML (`cargo doc --no-deps -p
#                                metrics-exporter-prometheus`, `http-listener`, `push-gateway-no-tls-provider`
#                                and `uds-listener`: the defaults less aws-lc-rs)
#   cache/tokio-stream/checkout tokio-stream 0.1.19 crate (crates.io; pinned by its own lock file,
#                                tokio-stream-doc/Cargo.lock: see build_crate): the Stream utilities of
#                                tokio whose docs state StreamExt's adapters' values, StreamMap's and the
#                                wrappers' size hints and capacities, and its Cargo features
#   cache/tokio-stream/site      its rustdoc HTML (`cargo doc --no-deps -p tokio-stream`, with its `full`
#                                feature, as docs.rs renders it: all-features)
#   cache/tracing-log/checkout  tracing-log 0.2.0 crate (crates.io; pinned by its own lock file,
#                                tracing-log-doc/Cargo.lock: see build_crate): the `log`-to-`tracing`
#                                bridge whose docs state LogTracer's and its Builder's defaults, the
#                                interest cache's configuration and its Cargo features
#   cache/tracing-log/site       its rustdoc HTML (`cargo doc --no-deps -p tracing-log`, its default
#                                features plus `interest-cache`, as docs.rs renders it: all-features)
#   cache/comrak/checkout       comrak 0.59.0 crate (crates.io; pinned by its own lock file,
#                                comrak-doc/Cargo.lock: see build_crate): the CommonMark/GFM
#                                Markdown parser and formatter whose docs state the defaults of
#                                its Options (Extension, Parse, Render) fields and its plugins'
#   cache/comrak/site            its rustdoc HTML (`cargo doc --no-deps -p comrak`, every feature
#                                but `syntect-onig`, `syntect-fancy` in its place: docs.rs's
#                                all-features without the Oniguruma C build)
#   cache/zip/checkout          zip 9.9.0 crate (crates.io; pinned by its own lock file,
#                                zip-doc/Cargo.lock: see build_crate): the ZIP archive reader/writer
#                                whose docs state the defaults of its FileOptions (compression
#                                method and level, permissions, time), its DateTime range, its
#                                compression levels and the ZIP64/size limits
#   cache/zip/site               its rustdoc HTML (`cargo doc --no-deps -p zip`, docs.rs's
#                                all-features less `zstd`, `zstd-rs`, `bzip2-rs` and the C zlib
#                                backends, whose -sys crates compile C)
#   cache/png/checkout          png 0.18.1 crate (crates.io; pinned by its own lock file,
#                                png-doc/Cargo.lock: see build_crate): the pure-Rust PNG decoder and
#                                encoder whose docs state the defaults of its Limits, Compression,
#                                Filter, Transformations, Info and encoder/decoder settings
#   cache/png/site               its rustdoc HTML (`cargo doc --no-deps -p png`, its default
#                                features: none; no C is compiled)
#   cache/simplejson/checkout   simplejson 4.3.0 sdist (PyPI): the JSON encoder/decoder whose defaults are
#                                keyword defaults of dump/dumps/load/loads and the JSONEncoder/JSONDecoder
#                                constructors, the module-level _default_encoder/_default_decoder
#                                instances and a few body assignments (C speedups not read)
#   cache/simplejson/site       its Sphinx site (Sphinx 8.2.3 under Python 3.11; the sdist's root
#                                conf.py + index.rst, no extensions, hand-written signatures; venv
#                                pinned; see build_simplejson)
#   cache/webargs/checkout      webargs 8.7.1 sdist (PyPI): the request-parsing library, whose defaults
#                                are keyword defaults (Parser.__init__/parse/use_args/use_kwargs, the
#                                framework parsers, DelimitedList), class attributes (Parser.DEFAULT_*,
#                                __location_map__, each parser's __location_map__) and fallbacks in bodies
#   cache/webargs/site          its Sphinx site (Sphinx 8.2.3, furo 2025.9.25, sphinx-issues 5.0.1, the
#                                pyproject's pinned docs extra; docs/ with its own conf.py, autodoc of
#                                the installed checkout with marshmallow 4.4.0 and the seven frameworks;
#                                changelog/license dropped; venv pinned; see build_webargs)
#   cache/flask-wtf/checkout    Flask-WTF 1.3.0 sdist (PyPI): WTForms integration and CSRF protection for
#                                Flask, whose defaults are CSRFProtect.init_app's app.config.setdefault
#                                (WTF_CSRF_*) calls, FlaskForm.Meta's config.get fallbacks, _get_config's
#                                defaults in generate_csrf/validate_csrf/csrf_meta_tag, the reCAPTCHA
#                                module constants (RECAPTCHA_*_DEFAULT) and keyword defaults
#   cache/flask-wtf/site        its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0, log-cabinet,
#                                sphinx-issues; docs/ with its own conf.py, autodoc of the installed
#                                checkout; changelog/license/contributing dropped; venv pinned; see
#                                build_flask_wtf)
#   cache/arrow/checkout        arrow 1.4.0 sdist (PyPI; the brief's fallback for diskcache 5.6.3, whose
#                                sdist ships no docs): dates and times (Arrow, ArrowFactory, the
#                                parser/formatter/locales), whose defaults are keyword defaults and
#                                module/class constants (constants.py, parser.py, formatter.py)
#   cache/arrow/site            its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0,
#                                sphinx-autodoc-typehints 3.5.2 under Python 3.11; docs/ with its own
#                                conf.py, autodoc of the checkout on sys.path; venv pinned; see build_arrow)
#   cache/falcon/checkout       falcon 4.4.0 sdist (PyPI; the brief's fallback for pika 1.4.4, whose sdist
#                                ships no docs): the ASGI/WSGI web framework, whose defaults are keyword
#                                defaults (App, CORSMiddleware, converters, util and testing helpers),
#                                `self.x = literal` in the options classes' __init__ (RequestOptions,
#                                ResponseOptions, MultipartParseOptions, WebSocketOptions) and module
#                                constants (constants.py, asgi_spec.py, testing/helpers.py)
#   cache/falcon/site           its Sphinx site (Sphinx 9.0.4, pydata-sphinx-theme 0.17.1, myst-parser,
#                                sphinx-design, sphinx-copybutton under Python 3.11; docs/ with its own
#                                conf.py and docs/ext extensions, autodoc of the checkout on sys.path;
#                                venv pinned; see build_falcon)
#   cache/dateparser/checkout   dateparser 1.5.0 sdist (PyPI): human-readable date parsing, whose settings'
#                                defaults are one dict literal (dateparser_data/settings.py) and whose API
#                                defaults are keyword defaults, a dataclass (PartsOfDay) and an enum
#   cache/dateparser/site       its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0 under Python 3.11;
#                                docs/ with its own conf.py, autodoc + viewcode of the checkout on
#                                PYTHONPATH; venv pinned; see build_dateparser)
#   cache/alembic/checkout      alembic 1.20.1 sdist (PyPI): SQLAlchemy migrations, whose defaults are
#                                keyword defaults (EnvironmentContext.configure, the op.* directives,
#                                the command functions), Config/ini fallbacks read in code and argparse
#                                options of the `alembic` CLI
#   cache/alembic/site          its Sphinx site (Sphinx 8.2.3, sphinx-book-theme 1.4.0, changelog,
#                                sphinx-paramlinks under Python 3.11; docs/build with its own conf.py,
#                                autodoc of the checkout on sys.path; venv pinned; see build_alembic)
#   cache/tornado/checkout      tornado 6.6.1 sdist (PyPI): the web framework and async networking library,
#                                whose defaults are keyword defaults (HTTPServer.initialize,
#                                HTTP1ConnectionParameters, HTTPRequest, IOStream, web helpers), the
#                                HTTPRequest._DEFAULTS dict, Application settings read with
#                                settings.get(name, default) and tornado.options `define()` calls
#   cache/tornado/site          its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0 under Python 3.11;
#                                docs/ with its own conf.py, autodoc + viewcode of the checkout on
#                                sys.path; releases/ dropped; venv pinned; see build_tornado)
#   cache/mako/checkout         Mako 1.4.3 sdist (PyPI): the template library, whose defaults are keyword
#                                defaults (Template.__init__, TemplateLookup.__init__, the Namespace
#                                classes, Context.get), class attributes (Template.lexer_cls,
#                                CacheImpl.pass_context) and None fallbacks in bodies (default_filters)
#   cache/mako/site             its Sphinx site (Sphinx 8.2.3, zzzeeksphinx 1.6.2's zsmako theme, changelog,
#                                sphinx-paramlinks under Python 3.11; doc/build with its own conf.py,
#                                autodoc of the checkout on sys.path; venv pinned; see build_mako)
#   cache/peewee/checkout       peewee 4.5.3 sdist (PyPI): the small ORM (peewee.py, playhouse/), whose
#                                defaults are keyword defaults (Database and its subclasses, Field
#                                classes, Model/query methods, the pools), Metadata/ModelOptions
#                                fallbacks, class attributes and module constants
#   cache/peewee/site           its Sphinx site (Sphinx 9.0.4, alabaster under Python 3.11; docs/ with its
#                                own conf.py, hand-written api.rst, no extension; venv pinned; see
#                                build_peewee)
#   cache/babel/checkout        Babel 2.19.0 sdist (PyPI): the i18n library (dates, numbers, messages,
#                                pybabel), whose defaults are keyword defaults of its module functions,
#                                class attributes (Translations.DEFAULT_DOMAIN) and the CLI commands'
#                                initialize_options()/_finalize_width in messages/frontend.py
#   cache/babel/site            its Sphinx site (Sphinx 9.1.0 under Python 3.13, the sdist's own babel
#                                theme; docs/ with its own conf.py, autodoc of the checkout on
#                                sys.path; changelog dropped; venv pinned; see build_babel)
#   cache/wtforms/checkout      WTForms 3.3.2 sdist (PyPI): the form library, whose defaults are keyword
#                                defaults (Field and its subclasses, validators, widgets, Form), class
#                                attributes of DefaultMeta and of the widgets, and fallbacks in bodies
#   cache/wtforms/site          its Sphinx site (Sphinx 9.0.4, pallets-sphinx-themes 2.5.0, log-cabinet,
#                                sphinx-issues; docs/ with its own conf.py, autodoc of the installed
#                                sdist; changes.html dropped; venv pinned; see build_wtforms)
#   cache/apispec/checkout      apispec 6.10.1 sdist (PyPI): the OpenAPI spec generator, whose defaults are
#                                keyword defaults (APISpec, the components' register methods, the
#                                MarshmallowPlugin and its converters), class attributes and module
#                                constants of the marshmallow extension, and fallbacks in bodies
#   cache/apispec/site          its Sphinx site (Sphinx 9.0.4, furo 2025.12.19, sphinx-issues; docs/
#                                with its own conf.py, autodoc of the installed checkout with
#                                marshmallow 4.4.0; changelog/license dropped; venv pinned; see build_apispec)
#   cache/webob/checkout        WebOb 1.8.11 sdist (PyPI): the WSGI request/response library, whose
#                                defaults are keyword defaults (Request, Response, cookies, static, dec,
#                                exc), class attributes (Response.default_*, each exception's code/title)
#   cache/webob/site            its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0; docs/ with its own conf.py,
#                                autodoc of the installed checkout; changes.html and whatsnew-*.html
#                                dropped; venv pinned; see build_webob)
#   cache/pyramid/checkout      Pyramid 2.0.2 sdist (PyPI): the WSGI web framework, whose defaults are
#                                keyword defaults (Configurator and its mixins' methods, the session
#                                factory, the CSRF policies and checks), fallbacks in bodies
#                                (StaticURLInfo.add's .pop(), csrf_view) and Settings()' S() calls
#   cache/pyramid/site          its Sphinx site (Sphinx 8.2.3, pylons-sphinx-themes 1.0.13,
#                                repoze.sphinx.autointerface, sphinxcontrib-autoprogram, sphinx-copybutton;
#                                docs/ with its own conf.py, autodoc of the installed checkout; changes.html
#                                and whatsnew-*.html dropped; venv pinned; see build_pyramid)
#   cache/kombu/checkout        kombu 5.7.0 sdist (PyPI): Celery's messaging library, whose defaults are
#                                keyword defaults (Connection, Producer, Consumer, pools, the transports),
#                                class attributes (Channel/Transport defaults, the transports'
#                                default_port) and transport options read with .get(KEY, DEFAULT)
#   cache/kombu/site            its Sphinx site (Sphinx 9.0.4, sphinx_celery 2.1.3; docs/ with its own
#                                conf.py, autodoc of the installed checkout with the docs requirements'
#                                transport clients; changelog.html and _modules dropped; venv pinned;
#                                see build_kombu)
#   cache/flask-migrate/checkout Flask-Migrate 4.1.0 sdist (PyPI): Alembic migrations for Flask, whose
#                                defaults are Migrate.__init__'s keyword defaults (directory, command,
#                                compare_type, render_as_batch), the module functions' keyword defaults
#                                and the `flask db` click options' and arguments' defaults (cli.py)
#   cache/flask-migrate/site    its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: docs/ with its own
#                                conf.py, no extension, one page; venv pinned; see build_flask_migrate)
#   cache/flask-login/checkout  Flask-Login 0.6.3 sdist (PyPI): user sessions for Flask, whose defaults
#                                are config.py's module constants (COOKIE_NAME, COOKIE_DURATION,
#                                AUTH_HEADER_NAME, SESSION_KEYS, ...), read through app.config.get with
#                                them as fallback (login_manager.py), LoginManager.__init__'s attributes
#                                and the functions' keyword defaults (utils.py)
#   cache/flask-login/site      its Sphinx site (Sphinx 9.0.4; docs/ with its own conf.py and bundled
#                                flask_small theme, autodoc of the installed checkout with Flask; one
#                                page; _modules dropped; venv pinned; see build_flask_login)
#   cache/arq/checkout          arq 0.28.0 sdist (PyPI): an asyncio job queue on Redis, whose defaults are
#                                keyword defaults (Worker.__init__, ArqRedis.enqueue_job, RedisSettings'
#                                dataclass fields, cron) and module constants (constants.py)
#   cache/arq/site              its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0; docs/ with its own
#                                conf.py, autodoc of the installed checkout; _modules dropped; venv pinned;
#                                see build_arq)
#   cache/marshmallow-sqlalchemy/checkout marshmallow-sqlalchemy 1.6.0 sdist (PyPI): SQLAlchemy
#                                integration for marshmallow, whose defaults are keyword defaults
#                                (ModelConverter's methods, LoadInstanceMixin.Schema.load/validate,
#                                auto_field, Related) and the class Meta options' getattr() fallbacks
#   cache/marshmallow-sqlalchemy/site its Sphinx site (Sphinx 8.1.3, furo 2024.8.6; docs/ with its own
#                                conf.py, autodoc of the installed checkout; _modules, changelog,
#                                license dropped; venv pinned; see build_marshmallow_sqlalchemy)
#   cache/sqlalchemy-utils/checkout SQLAlchemy-Utils 0.43.0 sdist (PyPI): data types, functions and
#                                helpers for SQLAlchemy, whose defaults are keyword defaults (the
#                                types' __init__, the database/ORM functions, the decorators)
#   cache/sqlalchemy-utils/site  its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0; docs/ with its
#                                own conf.py, autodoc of the checkout on PYTHONPATH; _modules, license
#                                dropped; venv pinned; see build_sqlalchemy_utils)
#   cache/watchdog/checkout      watchdog 7.1.1 sdist (PyPI): file-system events and observers,
#                                whose defaults are keyword defaults (the observers' timeout, the
#                                event handlers' patterns/ignore_directories/case_sensitive, the
#                                tricks' drop_during_process/kill_after/debounce_interval_seconds),
#                                module constants (DEFAULT_OBSERVER_TIMEOUT = 1.0) and watchmedo's argparse
#                                defaults
#   cache/watchdog/site          its Sphinx site (Sphinx 9.0.4, sphinx-book-theme 1.4.0,
#                                sphinx-copybutton 0.5.2; docs/source with its own conf.py, autodoc
#                                of the checkout's src/; _modules, changelog dropped; venv pinned;
#                                see build_watchdog)
#   cache/aiohttp/checkout       aiohttp 3.14.5 sdist (PyPI): the asyncio HTTP client/server, whose
#                                defaults are keyword defaults (ClientSession, TCPConnector,
#                                web.run_app, Application, the response classes), the
#                                ClientTimeout dataclass fields and module constants
#                                (DEFAULT_TIMEOUT's total=300, sock_connect=30)
#   cache/aiohttp/site           its Sphinx site (Sphinx 8.1.3, aiohttp-theme 0.1.7, myst-parser
#                                4.0.1; docs/ with its own conf.py, hand-written reference pages;
#                                the sdist's requirements/doc.txt pins; changes, changelog-like
#                                pages dropped; see build_aiohttp)
#   cache/flask-httpauth/checkout Flask-HTTPAuth 4.8.1 sdist (PyPI): HTTP Basic, Digest and token
#                                authentication for Flask routes in one module (src/flask_httpauth.py),
#                                whose defaults are the classes' keyword defaults (HTTPDigestAuth's qop,
#                                algorithm, use_ha1_pw; HTTPTokenAuth's scheme), the `scheme or 'Basic'`
#                                fallbacks passed to HTTPAuth.__init__ and its `realm or ...` literal
#   cache/flask-httpauth/site    its Sphinx site (Sphinx 9.0.4, furo 2025.12.19; docs/ with its own
#                                conf.py, autodoc of the checkout's src/ with Flask; venv pinned; see
#                                build_flask_httpauth)
#   cache/pexpect/checkout       Pexpect 4.9.0 sdist (PyPI): spawn child applications and control them
#                                (pexpect/), whose defaults are keyword defaults of the spawn classes
#                                (spawn, fdspawn, PopenSpawn, SocketSpawn, pxssh), of their methods
#                                (expect's -1, pxssh.login) and of run(), SpawnBase's attribute
#                                assignments (delaybeforesend), replwrap's module constants
#   cache/pexpect/site           its Sphinx site (Sphinx 7.4.4, classic theme; doc/ with its own
#                                conf.py, autodoc of the checkout on PYTHONPATH; _modules, history
#                                dropped; venv pinned; see build_pexpect)
#   cache/redis-py/checkout      redis 8.2.0 sdist (PyPI): redis-py, the Python client of Redis
#                                (redis/), whose defaults are keyword defaults (Redis.__init__'s
#                                host/port/db/decode_responses/protocol/legacy_responses, pipeline()'s
#                                transaction), module constants (DEFAULT_RESP_VERSION = 3,
#                                DEFAULT_DIALECT = 2) and the hiredis version test in utils.py
#   cache/redis-py/site          README.md rendered by Python-Markdown 3.11.3: the sdist ships no
#                                docs/ and no docs generator, and no CLI (see build_redis_py)
#   cache/jsonschema/checkout    jsonschema 4.26.0 sdist (PyPI): JSON Schema validation (jsonschema/),
#                                whose defaults are keyword defaults (validate's cls, create/extend,
#                                validator_for, the exceptions' constructors, FormatChecker, the
#                                deprecated _RefResolver), attrs field(default=...) of the validator
#                                classes create() builds and of TypeChecker, and module constants
#                                (WEAK_MATCHES, STRONG_MATCHES, _LATEST_VERSION)
#   cache/jsonschema/site        its Sphinx site (Sphinx 8.2.3, furo 2025.12.19: the sdist's own
#                                pinned docs/requirements.txt; docs/ with its own conf.py, autodoc of
#                                jsonschema installed from the checkout; an offline stand-in for
#                                sphinx-json-schema-spec's :kw: role; see build_jsonschema)
#   cache/pyserial/checkout      pySerial 3.5 sdist (PyPI): serial-port access for Python (serial/),
#                                whose defaults are keyword defaults of SerialBase.__init__ and the
#                                platform classes' methods (read's size=1, send_break's duration),
#                                the serial_for_url/threaded/rfc2217 classes, module constants
#                                (the rfc2217 option states), miniterm's argparse defaults
#   cache/pyserial/site          its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0; documentation/ with
#                                its own conf.py, hand-written `.. class::` pages, no autodoc; venv
#                                pinned; see build_pyserial)
#   cache/ron/checkout          ron 0.12.3 crate (crates.io; pinned by its own lock file,
#                                ron-doc/Cargo.lock: see build_crate): Rusty Object Notation, a serde
#                                data format whose docs state the defaults of its PrettyConfig (depth
#                                limit, new line, indentor, separator, struct names, escapes ...),
#                                Options' recursion limit and default extensions
#   cache/ron/site               its rustdoc HTML (`cargo doc --no-deps -p ron`, docs.rs's features:
#                                `integer128` and `indexmap` with the default `std`; no C is compiled)
#   cache/dashmap/checkout       dashmap 6.2.1 crate (crates.io; pinned by its own lock file,
#                                dashmap-doc/Cargo.lock: see build_crate): a concurrent HashMap/HashSet
#                                sharded over RwLocks (DashMap, DashSet, ReadOnlyView, the Entry API)
#                                whose defaults are its shard amount (default_shard_amount()), the
#                                Default impls (RandomState) and the values its examples show
#   cache/dashmap/site           its rustdoc HTML (`cargo doc --no-deps -p dashmap`, docs.rs's
#                                features: `rayon`, `raw-api`, `serde`; no C is compiled)
#   cache/textwrap/checkout      textwrap 0.16.4 crate (crates.io; the latest release; pinned by its own
#                                lock file, textwrap-doc/Cargo.lock: see build_crate): word wrapping,
#                                filling, indenting and dedenting, whose defaults are Options::new's
#                                struct literal (break_words, line_ending, word_separator,
#                                wrap_algorithm, word_splitter, indents), the Default impls of its
#                                enums and the values its examples and doctests show
#   cache/textwrap/site          its rustdoc HTML (`cargo doc --no-deps -p textwrap`, docs.rs's
#                                all-features: `hyphenation`, `terminal_size`,
#                                `unicode-linebreak-complex` with the defaults; no C is compiled)
#   cache/base64/checkout        base64 0.23.1 crate (crates.io; the latest release; pinned by its own
#                                lock file, base64-doc/Cargo.lock: see build_crate): base64 encoding
#                                and decoding, whose defaults are GeneralPurposeConfig::new's struct
#                                literal (encode_padding, decode_allow_trailing_bits,
#                                decode_padding_mode), the config constants' builder chains (PAD,
#                                NO_PAD, ...), the engine constants (STANDARD, URL_SAFE, ...),
#                                PADDING_SYMBOL, ALPHABET_LEN and the default feature list
#   cache/base64/site            its rustdoc HTML (`cargo doc --no-deps -p base64`, its default
#                                features `std`, `simd-unsafe`, as docs.rs; no C is compiled)
#   cache/fs_extra/checkout      fs_extra 1.3.0 crate (crates.io; the latest release; pinned by its own
#                                lock file, fs_extra-doc/Cargo.lock: see build_crate): std::fs extended
#                                (recursive directory copy/move/remove with progress), whose defaults
#                                are the `impl CopyOptions { pub fn new() }` struct literals of
#                                dir::CopyOptions and file::CopyOptions (overwrite, skip_exist,
#                                buffer_size 64000, copy_inside, content_only, depth) and
#                                dir::DirOptions::new's depth; the brief's fallback for the Rust
#                                `backoff` crate, already the `backoff` corpus
#   cache/fs_extra/site          its rustdoc HTML (`cargo doc --no-deps -p fs_extra`; the crate has no
#                                features and no dependencies; no C is compiled)
#   cache/minijinja/checkout     minijinja 3.1.0 crate (crates.io; the latest release; pinned by its own
#                                lock file, minijinja-doc/Cargo.lock: see build_crate): a Jinja2
#                                template engine, whose defaults are Environment::new/empty's struct
#                                literals, constants (MAX_RECURSION, the syntax delimiters of
#                                SyntaxConfig's default), default_auto_escape_callback and the
#                                UndefinedBehavior/AutoEscape enums' #[default] variants
#   cache/minijinja/site         its rustdoc HTML (`cargo doc --no-deps -p minijinja`, its default
#                                features only; the crate's default build has no dependencies; no C
#                                is compiled)
#   cache/handlebars/checkout    handlebars 6.4.4 crate (crates.io; the latest release; pinned by its own
#                                lock file, handlebars-doc/Cargo.lock: see build_crate): Handlebars
#                                templating, whose registry settings (strict mode, dev mode, prevent
#                                indent, recursive-lookup, escape function) are Registry::new's struct
#                                literal and default_escape_fn, and whose RenderError/TemplateError
#                                enums, helpers and decorators state further values
#   cache/handlebars/site        its rustdoc HTML (`cargo doc --no-deps -p handlebars`, its default
#                                features only, which are none; pest pinned at 2.9.2 so that no C
#                                or assembly is compiled)
#   cache/argon2/checkout        argon2 0.6.0 crate (crates.io; the latest release; pinned by its own
#                                lock file, argon2-doc/Cargo.lock: see build_crate): RustCrypto's
#                                pure-Rust Argon2 password hashing, whose defaults and limits are
#                                Params' associated constants (DEFAULT_M_COST, MIN_/MAX_ T/P/M cost,
#                                output, key id and data lengths) gathered in Params::DEFAULT, the
#                                crate's salt/password/secret length constants, and the Algorithm
#                                and Version enums' #[default] variants
#   cache/argon2/site            its rustdoc HTML (`cargo doc --no-deps -p argon2`, docs.rs's
#                                all-features: the default alloc, getrandom, password-hash plus kdf,
#                                parallel, rand_core, zeroize; every dependency is pure Rust, no C
#                                is compiled)
#   cache/requests-oauthlib/checkout  requests-oauthlib 2.0.0 sdist (PyPI): OAuth 1 and OAuth 2 for
#                                requests (requests_oauthlib/), whose defaults are keyword defaults
#                                (OAuth1/OAuth1Session/OAuth2/OAuth2Session constructors, fetch_token,
#                                refresh_token, request), oauthlib's constants named as defaults
#                                (SIGNATURE_HMAC), a class attribute (client_class = Client) and
#                                None replaced in bodies (WebApplicationClient)
#   cache/requests-oauthlib/site its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py, autodoc of requests_oauthlib from the checkout, with
#                                requests and oauthlib pinned as its requirements.txt; intersphinx left
#                                out offline; see build_requests_oauthlib)
#   cache/cheroot/checkout       cheroot 11.1.2 sdist (PyPI): CherryPy's pure-Python HTTP/WSGI server
#                                (cheroot/), whose defaults are keyword defaults of __init__ (HTTPServer,
#                                wsgi.Server, ThreadPool, the SSL adapters) and class attributes
#                                (HTTPServer's timeout, protocol, keep_alive_conn_limit, ...)
#   cache/cheroot/site           its Sphinx site (Sphinx 7.2.6, furo 2024.1.29: the sdist's own
#                                hash-pinned dependencies/tox-build-docs-cp311 lock file; apidoc
#                                automodule pages of every module; see build_cheroot)
#   cache/pluggy/checkout        pluggy 1.7.0 sdist (PyPI; the latest release): pytest's plugin and hook
#                                system (src/pluggy/), whose defaults are keyword defaults of the
#                                HookspecMarker/HookimplMarker __call__ methods and of
#                                PluginManager's methods, and assignments in bodies
#                                (HookImpl.__init__'s opts lookups, HookspecMarker.__call__'s
#                                opts dict)
#   cache/pluggy/site            its Sphinx site (Sphinx 7.4.7, alabaster 0.7.16: docs/ with its own
#                                conf.py, autodoc of pluggy from the checkout's src/, the pluggy 1.7.0
#                                wheel installed only for conf.py's metadata.version(); intersphinx
#                                left out offline; _modules and changelog dropped; see build_pluggy)
#   cache/yarl/checkout          yarl 1.25.1 sdist (PyPI): aio-libs' immutable URL class (yarl/_url.py,
#                                _parse.py; the C quoting speedups are not read), whose defaults are
#                                keyword defaults (URL(), URL.build, with_path/with_name/with_suffix,
#                                joinpath, query_to_pairs), module constants named as defaults
#                                (_DEFAULT_IDNA_SIZE, _DEFAULT_ENCODE_SIZE) and the DEFAULT_PORTS dict
#   cache/yarl/site              its Sphinx site (Sphinx 9.1.0, alabaster 1.0.0, myst-parser 5.2.0,
#                                sphinxcontrib-towncrier; docs/ with its own conf.py, a hand-written
#                                api.rst, no autodoc; venv pinned; changes.html dropped; see build_yarl)
#   cache/tablib/checkout        tablib 3.10.0 sdist (PyPI; the latest release; the fallback: zeep
#                                4.3.3's sdist ships no docs/): format-agnostic tabular datasets
#                                (src/tablib/core.py and formats/), whose defaults are keyword defaults
#                                (Dataset's methods, the formats' import_set/export_set), class
#                                constants (DEFAULT_DELIMITER, DEFAULT_FMT) and literals in bodies
#   cache/tablib/site            its Sphinx site (Sphinx 9.1.0, alabaster 1.0.0: docs/ with its own
#                                conf.py, autodoc of tablib from the checkout's src/; intersphinx left
#                                out offline; python313 venv pinned; _modules dropped; see build_tablib)
#   cache/argon2-cffi/checkout   argon2-cffi 25.1.0 sdist (PyPI; the latest release): Argon2 password
#                                hashing (src/argon2/), whose defaults are keyword defaults
#                                (PasswordHasher, hash, the legacy hash_password/verify_password),
#                                module constants read from a profile at import (DEFAULT_TIME_COST,
#                                ...: get_default_parameters() -> RFC_9106_LOW_MEMORY), the profiles'
#                                Parameters(...) literals and the CLI's argparse defaults
#   cache/argon2-cffi/site       its Sphinx site (Sphinx 9.0.4, furo 2025.12.19, myst-parser 5.2.0:
#                                docs/ with its own conf.py, autodoc of argon2 from the checkout's src/,
#                                the argon2-cffi 25.1.0 wheel installed only for conf.py's
#                                metadata.version(); venv pinned; see build_argon2_cffi)
#   cache/psutil/checkout        psutil 7.2.2 sdist (PyPI; the latest release): process and system
#                                utilities, Python wrappers (psutil/__init__.py, _common.py, the
#                                _ps*.py platform modules) over a C extension that is not built and
#                                not read; defaults are keyword defaults (cpu_percent, Process.wait,
#                                disk_partitions, net_connections, ...) and module constants
#   cache/psutil/site            its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0: docs/ with its
#                                own conf.py, one hand-written index.rst, no autodoc, so psutil is
#                                neither built nor imported; venv pinned; see build_psutil)
#   cache/mistune/checkout       mistune 3.4.0 sdist (PyPI; the latest release; the fallback:
#                                dnspython 2.9.2's sdist ships no doc/): a Markdown parser
#                                (src/mistune/), whose defaults are keyword defaults (create_markdown,
#                                Markdown, BlockParser/InlineParser, HTMLRenderer, add_toc_hook, the
#                                renderer methods), module/class constants (DEFAULT_MAX_NESTED_LEVEL,
#                                MAX_LINK_LABEL_LENGTH, HARD_LINEBREAK, SUPPORTED_NAMES) and the
#                                module-level mistune.html = create_markdown(...) call
#   cache/mistune/site           its Sphinx site (Sphinx 9.0.4, shibuya 2026.7.12: docs/ with its own
#                                conf.py, MISTUNE_DOCS_OFFLINE=1, sponsors.rst left out (its directive
#                                fetches JSON from the web); autodoc of mistune from the checkout's
#                                src/; venv pinned; changes.html dropped; see build_mistune)
#   cache/pyopenssl/checkout     pyOpenSSL 26.4.0 sdist (PyPI; the latest release): a Python wrapper
#                                over cryptography's OpenSSL bindings (src/OpenSSL/), whose defaults
#                                are keyword defaults of Context/Connection methods and of crypto's
#                                functions (None, 0, False, FILETYPE_PEM), and whose constants come
#                                from the compiled bindings (_lib), not from the checkout
#   cache/pyopenssl/site         its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0: doc/ with its
#                                own conf.py, autodoc of OpenSSL from the checkout's src/ with the
#                                prebuilt cryptography 50.0.2 wheel; intersphinx left out; venv
#                                pinned; changelog.html dropped; see build_pyopenssl)
#   cache/pyparsing/checkout     pyparsing 3.3.3 sdist (PyPI; the latest release; the fallback:
#                                sortedcontainers 2.4.0's sdist ships no docs/): a PEG parsing
#                                library (pyparsing/core.py, helpers.py, common.py, testing.py,
#                                util.py), whose defaults are keyword defaults (ParserElement's
#                                methods, the token classes' __init__, the helpers), class attributes
#                                (DEFAULT_WHITE_CHARS, _literalStringClass) and module constants
#   cache/pyparsing/site         its Sphinx site (Sphinx 8.1.3, alabaster 1.0.0, myst-parser 5.2.0:
#                                docs/ with its own conf.py, autodoc of pyparsing from the checkout;
#                                venv pinned; the whats_new_in_* release-notes pages and
#                                _downloads/ dropped; see build_pyparsing)
#   cache/factory_boy/checkout   factory_boy 3.3.3 sdist (PyPI; the latest release): test fixtures
#                                replacement (factory/), whose defaults are keyword defaults of the
#                                declarations' __init__ (declarations.py, fuzzy.py, faker.py), the
#                                class Meta options' defaults (base.py's OptionDefault list,
#                                django.py/alchemy.py/mogo.py/mongoengine.py's _build_default_options)
#                                and module constants (fuzzy.py's BASE_DATE, DEFAULT_FUZZY_COUNT...)
#   cache/factory_boy/site       its Sphinx site (Sphinx 8.2.3, sphinx_rtd_theme 3.1.0: docs/ with its
#                                own conf.py, which imports factory from the checkout (Faker pinned);
#                                no autodoc; intersphinx left out; venv pinned; changelog.html and
#                                _modules dropped; see build_factory_boy)
#   cache/configobj/checkout     configobj 5.0.9 sdist (PyPI; the latest release): a config-file
#                                reader/writer (src/configobj/__init__.py) and its validator
#                                (src/configobj/validate.py), whose defaults are keyword defaults of
#                                ConfigObj.__init__ (the OPTION_DEFAULTS dict), write()/validate(),
#                                Validator's check functions and module constants
#   cache/configobj/site         its Sphinx site (Sphinx 9.0.4, the default theme: docs/ with its own
#                                conf.py, configobj.rst and validate.rst hand-written, no autodoc;
#                                venv pinned; see build_configobj)
#   cache/w3lib/checkout         w3lib 2.5.0 sdist (PyPI; the latest release; the fallback: html5lib
#                                1.1's sdist ships no doc/): Scrapy's web helpers (w3lib/encoding.py,
#                                html.py, http.py, url.py), whose defaults are keyword defaults of
#                                module-level functions (no classes, no settings)
#   cache/w3lib/site             its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0,
#                                sphinx-notfound-page 1.1.0: docs/ with its own conf.py, autodoc of
#                                w3lib from the checkout; intersphinx left out; venv pinned;
#                                _modules dropped; see build_w3lib)
#   cache/parsel/checkout        parsel 1.12.1 sdist (PyPI; the latest release): Scrapy's HTML/XML/JSON
#                                selector library (parsel/selector.py, csstranslator.py), whose
#                                defaults are keyword defaults of Selector.__init__, SelectorList's and
#                                Selector's methods (get/re/re_first/jmespath/...) and module
#                                constants (_NOT_SET, _ctgroup, LXML_SUPPORTS_HUGE_TREE)
#   cache/parsel/site            its Sphinx site (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0: docs/ with its
#                                own conf.py, autodoc of parsel from the checkout; intersphinx left
#                                out; venv pinned; history.html and _modules dropped; see build_parsel)
#   cache/jsonpickle/checkout    jsonpickle 4.1.4 sdist (PyPI; the latest release): encodes any Python
#                                object graph to JSON and back (jsonpickle/pickler.py, unpickler.py,
#                                backend.py, handlers.py, util.py), whose defaults are keyword defaults
#                                of encode()/decode(), Pickler/Unpickler.__init__, JSONBackend's
#                                methods and util's helpers
#   cache/jsonpickle/site        its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py, autodoc of jsonpickle from the checkout; intersphinx and
#                                rst.linker left out; venv pinned; history.html dropped; see
#                                build_jsonpickle)
#   cache/aiosmtplib/checkout    aiosmtplib 5.1.3 sdist (PyPI; the latest release): an asyncio SMTP
#                                client (src/aiosmtplib/api.py's send(), smtp.py's SMTP class and its
#                                port/timeout module constants, typing.py's SMTPStatus IntEnum),
#                                whose defaults are keyword defaults, module constants and enum values
#   cache/aiosmtplib/site        its Sphinx site (Sphinx 9.0.4, furo 2025.12.19,
#                                sphinx-autodoc-typehints 3.6.1, sphinx-copybutton 0.5.2: docs/ with
#                                its own conf.py, autodoc of aiosmtplib from the checkout's src/;
#                                intersphinx left out; venv pinned; changelog.html and _modules
#                                dropped; see build_aiosmtplib)
#   cache/requests-mock/checkout requests-mock 1.12.1 sdist (PyPI; the latest release): a transport
#                                adapter and Mocker that stub out requests (requests_mock/mocker.py,
#                                adapter.py, response.py, request.py, contrib/), whose defaults are
#                                kwargs.pop() fallbacks, a class attribute and module constants
#   cache/requests-mock/site     its Sphinx site (Sphinx 9.0.4, the classic theme: doc/source/ with its
#                                own conf.py, hand-written pages, no autodoc; reno and intersphinx left
#                                out; venv pinned; release-notes.html dropped; see build_requests_mock)
#   cache/flask-restful/checkout Flask-RESTful 0.3.10 sdist (PyPI; the latest release): REST APIs on
#                                Flask (flask_restful/__init__.py's Api and Resource, reqparse.py's
#                                Argument/RequestParser, fields.py, inputs.py), whose defaults are
#                                keyword defaults (Api.__init__, Argument.__init__, RequestParser,
#                                parse_args, the fields' and inputs' constructors) and literals in
#                                bodies (config .get()/.setdefault() calls, abort codes)
#   cache/flask-restful/site     its Sphinx site (Sphinx 9.0.4, Pallets-Sphinx-Themes 2.5.0 for the
#                                `flask` theme conf.py names (the sdist lacks its _themes submodule):
#                                docs/ with its own conf.py, autodoc of flask_restful from the
#                                checkout; intersphinx left out; venv pinned; see build_flask_restful)
#   cache/scrypt/checkout        scrypt 0.12.0 crate (crates.io; the latest release; pinned by its own
#                                lock file, scrypt-doc/Cargo.lock: see build_crate): RustCrypto's
#                                pure-Rust scrypt key derivation and password hashing, whose
#                                recommended parameters are Params' associated constants
#                                (RECOMMENDED_LOG_N, _R, _P, _LEN) gathered in Params::RECOMMENDED
#                                (what Default for Params and Scrypt::new use), whose limits are
#                                Params::new's and scrypt()'s checks, and whose hash strings begin
#                                with the PHC `$scrypt$` or the MCF `$7$` identifier
#   cache/scrypt/site            its rustdoc HTML (`cargo doc --no-deps -p scrypt`, docs.rs's
#                                all-features: alloc, getrandom, kdf, mcf, parallel, password-hash,
#                                phc, rand_core; every dependency is pure Rust, no C is compiled)
#   cache/webtest/checkout       WebTest 3.0.7 sdist (PyPI; the latest release): Pylons' functional
#                                testing of WSGI apps (webtest/app.py's TestApp and its get/post/put/
#                                patch/delete/options/head methods, response.py's TestResponse,
#                                forms.py, http.py, lint.py, debugapp.py, utils.py's json_method),
#                                whose defaults are keyword defaults and literals in bodies
#   cache/webtest/site           its Sphinx site (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13: docs/ with
#                                its own conf.py, autodoc of webtest from the checkout; intersphinx
#                                left out; venv pinned; changelog.html and _modules dropped; see
#                                build_webtest)
#   cache/sysinfo/checkout       sysinfo 0.40.4 crate (crates.io; the latest release; pinned by its own
#                                lock file, sysinfo-doc/Cargo.lock: see build_crate): system
#                                information (processes, CPUs, memory, disks, networks, components,
#                                users, GPUs), whose refresh settings are the *RefreshKind builders
#                                (nothing()/everything() struct literals, derived Defaults, the
#                                impl_get_set! with_/without_ setters), the UpdateKind and
#                                ProcessesToUpdate enums, the Signal/ProcessStatus/DiskKind Display
#                                strings and the per-OS MINIMUM_CPU_UPDATE_INTERVAL constants
#   cache/sysinfo/site           its rustdoc HTML (`cargo doc --no-deps -p sysinfo`, docs.rs's
#                                features: the default component, disk, gpu, network, system, user
#                                plus serde, for this Linux machine, docs.rs's default target; libc,
#                                memchr and serde are pure Rust, no C is compiled)
#   cache/django-environ/checkout django-environ 0.14.0 sdist (PyPI; the latest release): 12-factor
#                                environment variables for Django settings (environ/environ.py's Env
#                                with its scheme dicts DB_SCHEMES, CACHE_SCHEMES, EMAIL_SCHEMES,
#                                SEARCH_SCHEMES, its DEFAULT_*_ENV class constants and read_env(),
#                                fileaware_mapping.py, compat.py's driver choices), whose defaults
#                                are keyword defaults, class constants and __init__ attributes
#   cache/django-environ/site    its Sphinx site (Sphinx 9.0.4, furo 2025.12.19, sphinx-copybutton
#                                0.5.2, sphinx-notfound-page 1.1.0: docs/ with its own conf.py,
#                                autodoc of environ from the checkout; intersphinx left out; venv
#                                pinned; changelog.html and _modules dropped; see build_django_environ)
#   cache/object_store/checkout  object_store 0.14.2 crate (crates.io; the latest release; pinned by its
#                                own lock file, object_store-doc/Cargo.lock: see build_crate): one async
#                                ObjectStore API over S3, GCS, Azure Blob, HTTP/WebDAV, local files and
#                                memory, whose defaults are Default impls (ClientOptions, RetryConfig,
#                                BackoffConfig, ThrottleConfig, the store builders), module/associated
#                                constants (OBJECT_STORE_COALESCE_DEFAULT, the part and chunk sizes) and
#                                literals in new()/with_* bodies
#   cache/object_store/site      its rustdoc HTML (`cargo doc --no-deps -p object_store`, docs.rs's
#                                all-features less the C ones: the default fs plus aws-base, gcp-base,
#                                azure-base, http-base, reqwest (over reqwest's rustls-no-provider) and
#                                integration; aws-lc-rs, ring and reqwest/rustls -- so the
#                                aws/gcp/azure/http umbrellas -- are left out: they compile C; no C is
#                                compiled)
#   cache/pytest-django/checkout pytest-django 4.14.0 sdist (PyPI; the latest release; the fallback:
#                                setuptools-scm 10.3.4's sdist ships no docs/ and no mkdocs.yml): the
#                                pytest plugin for Django (pytest_django/plugin.py's addoption/addini
#                                options and autouse fixtures, fixtures.py's fixtures and the
#                                django_db marker's signature, live_server_helper.py, runner.py),
#                                whose defaults are keyword defaults, addoption/addini keywords and
#                                literals in fixture bodies
#   cache/pytest-django/site     its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py and _ext/pytestdocs.py, hand-written pages, no autodoc;
#                                intersphinx left out; venv pinned; changelog.html dropped; see
#                                build_pytest_django)
#   cache/django-storages/checkout django-storages 1.14.6 sdist (PyPI; the latest release): custom
#                                storage backends for Django (storages/backends/s3.py's S3Storage,
#                                azure_storage.py, gcloud.py, dropbox.py, ftp.py, sftpstorage.py,
#                                apache_libcloud.py), whose settings defaults are the
#                                setting("GLOBAL_NAME", default) entries of each backend's
#                                get_default_settings() dict literal (utils.setting: getattr on
#                                django.conf.settings, default=None) and a few module constants
#   cache/django-storages/site   its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py, no autodoc directive; venv pinned; no changelog page; see
#                                build_django_storages)
#   cache/opentelemetry-otlp/checkout opentelemetry-otlp 0.33.1 crate (crates.io; the latest release;
#                                pinned by its own lock file, opentelemetry-otlp-doc/Cargo.lock: see
#                                build_crate): the OpenTelemetry OTLP exporters (SpanExporter,
#                                MetricExporter, LogExporter over tonic gRPC or HTTP protobuf/JSON),
#                                whose defaults are module constants (OTEL_EXPORTER_OTLP_TIMEOUT_DEFAULT,
#                                the private gRPC/HTTP endpoint defaults, DEFAULT_MAX_REQUEST_BODY_SIZE),
#                                RetryPolicy::recommended()'s struct literal, literal fallbacks in the
#                                env-var resolvers and the /v1/* path arguments, Cargo.toml's default
#                                feature list
#   cache/opentelemetry-otlp/site its rustdoc HTML (`cargo doc --no-deps -p opentelemetry-otlp`, docs.rs's
#                                all-features less the C ones: tls-ring, tls-aws-lc, reqwest-rustls,
#                                zstd-http and zstd-tonic left out; no C is compiled; see
#                                build_opentelemetry_otlp)
#   cache/xmlschema/checkout     xmlschema 4.3.2 sdist (PyPI; the latest release): an XML Schema 1.0/1.1
#                                validator, decoder and encoder (xmlschema/: schema classes in
#                                validators/schemas.py, the document-level API in documents.py,
#                                XMLResource, the settings dataclasses, converters, exports, limits),
#                                whose defaults are keyword defaults, class attributes, module constants
#                                (limits.py and its _limits.py copy), Option(default=...) descriptors of
#                                the settings dataclasses and argparse defaults of the test-case parser
#   cache/xmlschema/site         its Sphinx site (Sphinx 7.2.6, sphinx-rtd-theme 2.0.0: doc/ with its own
#                                conf.py, autodoc of xmlschema from the checkout's root, elementpath
#                                5.1.4 installed for its import; venv pinned; no changelog page; see
#                                build_xmlschema)
#   cache/plumbum/checkout       plumbum 2.0.2 sdist (PyPI; the latest release): shell combinators
#                                (plumbum/: local and remote commands, execution modifiers, paths,
#                                machines, the cli toolkit, TypedEnv, colorlib, fs), whose defaults
#                                are keyword defaults, class attributes (Application's PROGNAME,
#                                VERSION, ALLOW_ABBREV, ...), class constants (ConfigINI.DEFAULT_SECTION)
#                                and dict literals (colorlib's default_styles)
#   cache/plumbum/site           its Sphinx site (Sphinx 9.0.4, furo 2025.12.19,
#                                sphinx-autodoc-typehints 3.6.1: docs/ with its own conf.py, autodoc of
#                                plumbum from the checkout; intersphinx left out; venv pinned;
#                                changelog.html, news.html and _modules dropped; see build_plumbum)
#   cache/fancy-regex/checkout   fancy-regex 0.20.2 crate (crates.io; the latest release; pinned by its
#                                own lock file, fancy-regex-doc/Cargo.lock: see build_crate): regexes
#                                with backreferences, look-around, atomic groups, conditionals and
#                                subroutine calls (Regex, RegexBuilder, RegexSet and their bytes twins,
#                                a backtracking VM over regex-automata's engines), whose defaults are
#                                the struct literals of the RegexOptions/HardRegexRuntimeOptions/
#                                RegexSetOptions Default impls (the backtrack limit 1_000_000), module
#                                constants (RegexSet's 64 MiB limits, the subroutine recursion depth),
#                                BytesMode's #[default] variant and Cargo.toml's default feature list
#   cache/fancy-regex/site       its rustdoc HTML (`cargo doc --no-deps -p fancy-regex`, its default
#                                features unicode, perf, std, variable-lookbehinds: the set docs.rs
#                                documents, the crate naming no docs.rs metadata; no C is compiled;
#                                see build_fancy_regex)
#   cache/feedparser/checkout    feedparser 6.0.14 sdist (PyPI; the latest release): the Universal Feed
#                                Parser (feedparser/: api.py's parse() and SUPPORTED_VERSIONS, mixin.py's
#                                namespaces dict, encodings.py, datetimes/, http.py, sanitizer.py,
#                                urls.py), whose values are module constants (USER_AGENT,
#                                RESOLVE_RELATIVE_URIS, SANITIZE_HTML, ACCEPT_HEADER), dict and set
#                                literals (SUPPORTED_VERSIONS, the namespace-to-prefix map, the
#                                timezone names, the sanitizer's and URI resolver's allow lists) and
#                                literals in bodies (bozo, the encoding fallbacks)
#   cache/feedparser/site        its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: docs/ with its own
#                                conf.py and add_custom_css extension, hand-written pages, no autodoc;
#                                venv pinned; history.html and changes-*.html dropped; see
#                                build_feedparser)
#   cache/logbook/checkout       Logbook 1.10.1 sdist (PyPI; the latest release): a logging replacement
#                                (src/logbook/: base.py's levels, LogRecord and Logger, handlers.py's
#                                Handler classes, more.py, notifiers.py, queues.py, ticketing.py,
#                                compat.py; the Rust speedups in src/rust/ are not read), whose
#                                defaults are keyword defaults (mostly level=NOTSET, named constants
#                                such as ERROR and SOCK_DGRAM), class attributes (default_format_string,
#                                max_record_cache, record_cache_prune, blackhole) and literals in bodies
#   cache/logbook/site           its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py, autodoc of logbook from the checkout's src/, the Logbook
#                                1.10.1 wheel installed only for conf.py's distribution().version;
#                                intersphinx left out offline; venv pinned; changelog.html and
#                                _modules dropped; see build_logbook)
#   cache/notify/checkout        notify 9.0.0 crate (crates.io; the latest release; pinned by its own
#                                lock file, notify-doc/Cargo.lock: see build_crate): cross-platform
#                                filesystem notification (the Watcher trait, Config, WatchPathConfig,
#                                PathOp, RecommendedWatcher, the inotify, poll, null, FSEvents, kqueue
#                                and Windows backends; the event types are notify-types'), whose
#                                defaults are the struct literals of Config's Default impl (the 30 s
#                                poll interval, compare_contents, follow_symlinks, the event-kind mask,
#                                fsevent_latency), WatchPathConfig::new's, WindowsPathSeparatorStyle's
#                                #[default] variant, module constants (FREEBSD_INOTIFY_MIN, the
#                                Windows BUF_SIZE), literals in bodies (the FSEvents RLIMIT divisor,
#                                the set_info strings) and Cargo.toml's default feature list
#   cache/notify/site            its rustdoc HTML (`cargo doc --no-deps -p notify`, docs.rs's features
#                                crossbeam-channel, flume, futures, serde, tokio beside the default
#                                macos_fsevent; Linux pages only; no C is compiled; see build_notify)
#   cache/colander/checkout      colander 2.0 sdist (PyPI; the latest release): Pylons' schema-based
#                                serialization and validation library (src/colander/__init__.py, one
#                                module: the validators Range/Length/OneOf/Regex/Email/DataURL, the
#                                types Mapping/Sequence/String/Integer/Decimal/Boolean/DateTime/Date/
#                                Time/Enum, SchemaNode), whose defaults are keyword defaults, class
#                                constants of translation strings (_MIN_ERR = _('...'), err_template),
#                                class attributes (SchemaNode's default/missing/description/widget)
#                                and None replaced in bodies
#   cache/colander/site          its Sphinx site (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13: docs/ with
#                                its own conf.py, autodoc of colander from the checkout's src/, the
#                                colander 2.0 wheel installed only for conf.py's pkg_resources
#                                version; venv pinned; changes.html dropped; see build_colander)
#   cache/everett/checkout       everett 3.5.0 sdist (PyPI; the latest release): a configuration library
#                                (src/everett/: manager.py's ConfigManager, Option, ListOf, the
#                                environments and parsers, ext/inifile.py, ext/yamlfile.py, the
#                                sphinxext.py directives; examples/ holds the sample apps the docs
#                                include and document), whose defaults are keyword defaults
#                                (ConfigManager, basic_config's env_file=".env", __call__, Option,
#                                ListOf's delimiter=","), module dict literals
#                                (_DATA_SIZE_METRIC_TO_MULTIPLIER, _TIME_UNIT_TO_MULTIPLIER), tuple
#                                literals in bodies (parse_bool's values) and the examples' own
#                                config(..., default="...")/Option(default="...") calls
#   cache/everett/site           its Sphinx site (Sphinx 7.2.6 as the sdist's `dev` extra pins it,
#                                sphinx_rtd_theme 3.1.0: docs/ with its own conf.py, autodoc of
#                                everett from the checkout's src/, everett.sphinxext's
#                                autocomponentconfig/automoduleconfig over the checkout's examples/,
#                                the everett 3.5.0 wheel installed only for conf.py's version; venv
#                                pinned; history.html dropped; see build_everett)
#   cache/hvac/checkout          hvac 2.4.0 sdist (PyPI; the latest release; the fallback: dynaconf 3.3.5,
#                                the first choice, ships no docs/ and no mkdocs.yml in its sdist): a
#                                HashiCorp Vault API client (hvac/v1's Client, hvac/adapters.py, the
#                                hvac/api/ auth methods, secrets engines and system backend), whose
#                                defaults are keyword defaults (Client's timeout=30, Adapter's
#                                verify=True, the api classes' mount_point=DEFAULT_MOUNT_POINT),
#                                module constants named by them (constants/client.py's DEFAULT_URL),
#                                class attributes' list literals and None replaced in bodies
#   cache/hvac/site              its Sphinx site (Sphinx 7.4.7, sphinx-rtd-theme 2.0.0, m2r2 0.3.4,
#                                autodocsumm 0.2.15: docs/ with its own conf.py, autodoc of hvac from
#                                the checkout, READ_THE_DOCS_BUILD set as on Read the Docs; venv
#                                pinned; _modules/, changelog.html and contributing.html (both empty
#                                here) dropped; see build_hvac)
#   cache/sh/checkout            sh 2.4.0 sdist (PyPI; the latest release): a subprocess replacement that
#                                calls programs as functions (src/sh/__init__.py, one module: Command,
#                                RunningCommand, OProc, the special keyword arguments, the stream
#                                readers/writers, contrib's sudo/git/ssh; __init__.pyi its stubs), whose
#                                defaults are the Command._call_args dict literal, module constants
#                                (DEFAULT_ENCODING's fallback, TEE_STDOUT, SIGNALS_THAT_SHOULD_THROW_
#                                EXCEPTION), keyword defaults and literals in bodies
#   cache/sh/site                its Sphinx site (Sphinx 6.2.1, sphinx_rtd_theme 3.1.0: docs/source with
#                                its own conf.py, hand-written pages, no autodoc; intersphinx left out
#                                offline; venv pinned; fulldoc.html, the single-page copy, dropped; see
#                                build_sh)
#   cache/quick-xml/checkout     quick-xml 0.42.0 crate (crates.io; the latest release; pinned by its
#                                own lock file, quick-xml-doc/Cargo.lock: see build_crate): a pull XML
#                                reader and writer with serde support (reader::Config, Reader/NsReader,
#                                writer::Config, Writer, the Serializer/Deserializer, NamespaceResolver,
#                                the escape functions, encoding detection), whose defaults are the
#                                struct literals of hand-written Default impls (reader::Config,
#                                ReaderState, NamespaceResolver), constructor literals (Writer::new,
#                                Serializer::new/with_root, Deserializer::new's max_depth 128,
#                                IterState::new), EmptyElementHandling's #[default] variant, module
#                                constants (DEFAULT_MAX_NAMESPACE_BINDINGS, the reserved xml/xmlns
#                                namespaces, the BOMs), literals in bodies (the escaping sets, the
#                                forwarding resolve(name, true)) and Cargo.toml's `default = []`
#   cache/quick-xml/site         its rustdoc HTML (`cargo doc --no-deps -p quick-xml`, docs.rs's
#                                all-features: arbitrary, async-tokio, document-features, encoding,
#                                escape-html, overlapped-lists, serde-types, serialize; no C is
#                                compiled; see build_quick_xml)
#   cache/sled/checkout          sled 0.34.7 crate (crates.io; the latest stable release, 1.0.0-alpha.124
#                                being a pre-release; pinned by its own lock file, sled-doc/Cargo.lock:
#                                see build_crate): an embedded transactional key-value store (Config,
#                                Db, Tree, IVec, Batch, the transactions, Subscriber/Event, the prose
#                                modules under `doc`), whose values are the struct literal of
#                                config::Inner's hand-written Default impl, Config::validate's bounds,
#                                module constants (lru's N_SHARDS, pagecache's MAX_PID_BITS), literals
#                                in bodies (the subscriber channel's 1024, the leaf split threshold,
#                                the temporary path) and Cargo.toml's `default = ["no_metrics"]`
#   cache/sled/site              its rustdoc HTML (`cargo doc --no-deps -p sled`, docs.rs's features:
#                                `docs` beside the default `no_metrics`; no C is compiled; see
#                                build_sled)
#   cache/dataset/checkout       dataset 2.0.0 sdist (PyPI; the latest release): "databases for lazy
#                                people", a thin layer over SQLAlchemy (dataset/__init__.py's connect(),
#                                database.py's Database, table.py's Table, util.py, types.py), whose
#                                defaults are keyword defaults (connect()/Database's ensure_schema=True,
#                                sqlite_wal_mode=True, the chunk_size=1000 of insert_many/update_many/
#                                upsert_many), module constants named by them (util.py's QUERY_STEP,
#                                row_factory), the class constant Table.PRIMARY_DEFAULT and None
#                                replaced in bodies (the DATABASE_URL fallback, primary_type/increment)
#   cache/dataset/site           its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py, autodoc of dataset from the checkout, SQLAlchemy 2.1.9 and
#                                alembic 1.20.1 in the venv for its imports; venv pinned; _modules/
#                                dropped; see build_dataset)
#   cache/mutagen/checkout       mutagen 1.48.1 sdist (PyPI; the latest release; the first choice): Quod
#                                Libet's audio metadata library (mutagen/: File() and the FileType/
#                                Metadata/PaddingInfo bases, id3/ (ID3, ID3Tags, the frames and their
#                                specs), easyid3.py, _vorbis.py's VComment, one module or package a
#                                format: mp3, mp4, flac, ogg*, asf, apev2, aiff, wave, dsf, ...; the
#                                _tools/ command line programs mid3v2, mid3cp, mid3iconv, moggsplit,
#                                mutagen-inspect, mutagen-pony), whose defaults are keyword defaults
#                                (ID3.load's translate=True/v2_version=4, ID3.save's v1=1/v23_sep='/'),
#                                docstring first lines autodoc renders as signatures, @enum class
#                                constants (ID3v1SaveOptions, PictureType, Encoding, CTOCFlags),
#                                optparse add_option(default=...) calls, module constants (version)
#                                and literals in bodies
#   cache/mutagen/site           its Sphinx site (Sphinx 7.4.7, sphinx-rtd-theme 2.0.0: docs/ with its
#                                own conf.py, autodoc and napoleon over the checkout, which conf.py
#                                puts first on sys.path; intersphinx fails offline; venv pinned;
#                                changelog.html dropped; see build_mutagen)
#   cache/lapin/checkout         lapin 4.12.3 crate (crates.io; the latest release; the fallback: rumqttc
#                                0.25.1, the first choice, states almost no value in its rustdoc --
#                                MqttOptions::new's "default values for all settings" lists none of
#                                them; pinned by its own lock file, lapin-doc/Cargo.lock: see
#                                build_crate): an async AMQP 0-9-1 client for RabbitMQ (Connection,
#                                ConnectionProperties, ConnectionBuilder, Channel and its generated
#                                AMQP methods, the options structs, Consumer, Acker, auth, runtime),
#                                whose values are the struct literal of ConnectionProperties' hand-
#                                written Default impl (locale "en_US", zero retries), builder literals
#                                (enable_auto_recover's 16 retries, QueueDeclareOptions' presets),
#                                #[derive(Default)] option structs and Cargo.toml's features
#   cache/lapin/site             its rustdoc HTML (`cargo doc --no-deps -p lapin`, docs.rs's
#                                all-features less every TLS backend and crypto provider that compiles
#                                C (rustls, i.e. the default's aws-lc-rs, rustls--aws_lc_rs,
#                                rustls--ring, native-tls, openssl, vendored-openssl) and codegen;
#                                no C is compiled; see build_lapin)
#   cache/python-socketio/checkout python-socketio 5.18.1 sdist (PyPI; the latest release; the first
#                                choice): the Socket.IO server and client (src/socketio/: Server/
#                                AsyncServer over base_server.py, Client/AsyncClient over base_client.py,
#                                SimpleClient/AsyncSimpleClient, the namespaces, the WSGI/ASGI apps and
#                                middleware, the client managers: Kombu, Redis, Kafka, ZMQ, aio-pika,
#                                the admin instrumentation), whose defaults are keyword defaults
#                                (Client's reconnection_attempts=0/reconnection_delay=1/
#                                reconnection_delay_max=5/randomization_factor=0.5, connect()'s
#                                socketio_path='socket.io'/wait_timeout=1, call()'s timeout=60, the
#                                managers' channel='socketio'/url defaults) and class constants; the
#                                Engine.IO options its docstrings list are python-engineio's
#   cache/python-socketio/site   its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py, autodoc of socketio from the checkout's src/ on PYTHONPATH,
#                                python-engineio 4.15.1 and bidict 0.24.1 in the venv for its imports;
#                                venv pinned; see build_python_socketio)
#   cache/amqp/checkout          amqp 5.4.2 sdist (PyPI; the latest release; the first choice): py-amqp,
#                                Celery's pure-Python AMQP 0-9-1 client (amqp/connection.py's
#                                Connection, channel.py's Channel, transport.py, basic_message.py,
#                                sasl.py, serialization.py, spec.py, exceptions.py), whose defaults are
#                                keyword defaults (Connection.__init__'s host='localhost:5672',
#                                heartbeat=0, the Channel methods' nowait=False/auto_delete=True and
#                                argsig strings), class attributes (Connection's heartbeat/bytes_sent
#                                counters, the exceptions' code = 540 ...), module constants named by
#                                them (LIBRARY_PROPERTIES, NEGOTIATE_CAPABILITIES, AMQP_PORT) and spec.py's
#                                method-signature tuples
#   cache/amqp/site              its Sphinx site (Sphinx 9.0.4, sphinx_celery 2.1.3: docs/ with its own
#                                conf.py (sphinx_celery's build_config), autodoc of amqp from the
#                                checkout, vine 5.1.0 for its import; intersphinx left out offline;
#                                venv pinned; changelog.html and _modules/ dropped; see build_amqp)
#   cache/tera/checkout          tera 1.20.1 crate (crates.io; the latest stable 1.x release; the first
#                                choice: its rustdoc states few values, but some, where the fallback
#                                tokio-tungstenite 0.30.0 states none; pinned by its own lock file,
#                                tera-doc/Cargo.lock: see build_crate): the Jinja2/Django-like
#                                template engine (Tera, Context, Error/ErrorKind, the Filter,
#                                Function and Test traits, escape_html), whose values are the struct
#                                literals of Tera::create and the hand-written Default impl
#                                (autoescape_suffixes [".html", ".htm", ".xml"], escape_fn
#                                escape_html), the ONE_OFF_TEMPLATE_NAME constant, the traits'
#                                default is_safe bodies and escape_html's match arms
#   cache/tera/site              its rustdoc HTML (`cargo doc --no-deps -p tera`, its default features
#                                `builtins`, as on docs.rs; pest locked at 2.9.2 as in handlebars-doc,
#                                so psm's assembly is not built; no C is compiled; see build_tera)
#   cache/httplib2/checkout      httplib2 0.32.1 sdist (PyPI; the latest release; the fallback: pyramid_tm
#                                2.6, the first choice, states almost no value in a form a scan can check:
#                                of its pages' dozen or so values only tm.annotate_user's settings.get
#                                fallback is one, the rest are literals inside function bodies,
#                                registration names or other packages' values): a pure-Python HTTP
#                                client (httplib2/__init__.py, with auth.py, certs.py, decode.py,
#                                error.py, iri2uri.py), whose values are keyword defaults
#                                (Http.__init__, Http.request, add_credentials, ProxyInfo.__init__,
#                                FileCache.__init__), module constants (debuglevel, RETRIES,
#                                DEFAULT_MAX_REDIRECTS, SAFE_METHODS, REDIRECT_CODES, AUTH_SCHEME_CLASSES,
#                                __version__), the attribute literals of Http.__init__ (follow_redirects,
#                                follow_all_redirects, optimistic_concurrency_methods, ignore_etag, ...)
#                                and Response's class attributes
#   cache/httplib2/site          its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: doc/ with its own 2008
#                                conf.py (no extension, so no autodoc: httplib2 is neither imported nor
#                                installed; release "0.4"), two hand-written pages; the sdist's prebuilt
#                                doc/html/ is not used; venv pinned; see build_httplib2)
#   cache/deform/checkout        deform 3.0.1 sdist (PyPI; the latest release; the first choice): Pylons'
#                                HTML form library over colander schemas (deform/field.py's Field,
#                                form.py's Form and Button, template.py's ZPTRendererFactory,
#                                widget.py's Widget and its ~25 widget classes, schema.py, the
#                                Chameleon templates in deform/templates/ and the bundled jQuery
#                                plugins in deform/static/), whose defaults are keyword defaults
#                                (Form's action=''/method='POST'/formid='deform', Button's,
#                                ZPTRendererFactory's auto_reload/debug/encoding), widget class
#                                attributes (template/readonly_template names, strip, min_length = 1,
#                                items = 8, null_value = '', default_options tuples), translation
#                                strings (mismatch_message, add_subitem_text_template), template
#                                getattr fallbacks (inline, tags) and the JS plugins' own settings
#   cache/deform/site            its Sphinx site (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13,
#                                pylons_sphinx_latesturl 0.2, repoze.sphinx.autointerface 1.1.0: docs/
#                                with its own conf.py, autodoc of deform from the checkout on
#                                PYTHONPATH, whose shipped deform.egg-info gives conf.py's
#                                pkg_resources version; intersphinx fails offline; venv pinned;
#                                changes.html dropped; see build_deform)
#   cache/sentry-core/checkout   sentry-core 0.49.5 crate (crates.io; the latest release; the first
#                                choice; pinned by its own lock file, sentry-core-doc/Cargo.lock: see
#                                build_crate): the core of the Sentry SDK (Hub, Scope, Client,
#                                ClientOptions, the Transport/TransportFactory traits, performance
#                                transactions and spans, sessions, logs and metrics), whose defaults
#                                are the struct literal of `impl Default for ClientOptions`
#                                (max_breadcrumbs 100, shutdown_timeout 2 s, default_integrations,
#                                session_mode, max_request_body_size ...), the Default impls and
#                                #[default] variants of its sampling enums, MaxRequestBodySize's
#                                match arms and Cargo.toml's [features]
#   cache/sentry-core/site       its rustdoc HTML (`cargo doc --no-deps -p sentry-core`, docs.rs's
#                                all-features: client, logs, metrics, release-health, test and the
#                                optional log, rand, uuid; no C is compiled; see build_sentry_core)
#   cache/pyee/checkout          pyee 16.1.0 sdist (PyPI; the latest release; the first choice; fetched
#                                as a file, see PYEE_SDIST_URL): a port of Node.js's EventEmitter
#                                (pyee/base.py's EventEmitter and its asyncio, twisted, executor and
#                                trio subclasses, uplift.py, cls.py), whose few values are keyword
#                                defaults (on/once f=None, remove_all_listeners event=None, the
#                                subclasses' loop/executor/nursery/manager=None, shutdown wait=True,
#                                uplift error_handling="new"/proxy_new_listener="forward"), the
#                                _PROXY_NEW_LISTENER_SETTINGS dict literal and body fallbacks
#                                (ThreadPoolExecutor(), trio.open_nursery(), the "error" event)
#   cache/pyee/site              its MkDocs site (mkdocs 1.6.1, readthedocs theme, mkdocstrings 1.0.8,
#                                mkdocstrings-python 2.0.11, griffelib 2.4.1 under Python 3.13: the
#                                sdist's own mkdocs.yml, unchanged; venv pinned from its uv.lock;
#                                changelog/ dropped; see build_pyee)
#   cache/confuse/checkout       confuse 2.3.0 sdist (PyPI; the latest release; the first choice):
#                                beets' YAML configuration library (confuse/core.py's ConfigView,
#                                RootView, Subview, Configuration and LazyConfig, sources.py's
#                                ConfigSource, YamlSource and EnvSource, templates.py, util.py,
#                                yaml_util.py, exceptions.py), whose values are keyword defaults
#                                (set_env's sep="__", EnvSource's lower/handle_lists=True,
#                                YamlSource's optional=False, dump's full=True/redact=False,
#                                build_dict's sep=""), module constants (CONFIG_FILENAME,
#                                DEFAULT_FILENAME, REDACTED_TOMBSTONE; util.py's UNIX_DIR_FALLBACK,
#                                WINDOWS_DIR_VAR, WINDOWS_DIR_FALLBACK, MAC_DIR), the search order
#                                config_dirs() appends in its body, f-strings in bodies (set_env's
#                                prefix, the APPNAMEDIR variable) and the Dumper's literals
#   cache/confuse/site           its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py, autodoc of confuse from the checkout (conf.py puts it on
#                                sys.path), viewcode; the sdist's prebuilt docs/_build/html is left
#                                alone, not used; venv pinned; _modules and changelog.html dropped;
#                                see build_confuse)
#   cache/async-compression/checkout async-compression 0.4.54 crate (crates.io; the latest release;
#                                the fallback: reqwest-retry 0.9.1, the first choice, states almost no
#                                value of its own code in its rustdoc -- the retry log level's WARN;
#                                the rest are retry-policies' inlined pages, a corpus already; pinned
#                                by its own lock file, async-compression-doc/Cargo.lock: see
#                                build_crate): adaptors between compression-codecs' codecs and the
#                                tokio / futures-io AsyncBufRead and AsyncWrite traits (the bufread
#                                and write encoders and decoders of each algorithm, generated by
#                                src/macros.rs and the per-module encoder!/decoder! macros), whose
#                                values are Cargo.toml's [features] (the empty default set, the `all`
#                                groups), the literals of the constructors in src/macros.rs
#                                (new_for_http's window_log_max(23), Level::Default in new) and the
#                                inlined Level and params pages of compression-core/compression-codecs
#   cache/async-compression/site its rustdoc HTML (`cargo doc --no-deps -p async-compression`, docs.rs's
#                                all-features less the C ones (lz4, lzma, xz, xz-parallel, xz2, zstd,
#                                zstdmt) and zstd-zrip (zrip ^0.8.22 not served), with docs.rs's
#                                `--cfg async_compression_unstable`; no C is compiled; see
#                                build_async_compression)
#   cache/prometheus/checkout    prometheus 0.14.0 crate (crates.io; the latest release; the tikv
#                                client library; pinned by its own lock file, prometheus-doc/Cargo.lock:
#                                see build_crate): the Prometheus instrumentation library (Counter,
#                                Gauge, Histogram and their Int/Vec/Local forms, Opts and HistogramOpts,
#                                Registry, the text and protobuf encoders, the register_*! macros),
#                                whose values are module constants (DEFAULT_BUCKETS, TEXT_FORMAT,
#                                PROTOBUF_FORMAT), the struct literals of the Opts/HistogramOpts
#                                constructors, the bucket helpers' checks and Cargo.toml's [features]
#   cache/prometheus/site        its rustdoc HTML (`cargo doc --no-deps -p prometheus`, docs.rs's
#                                features: the default `protobuf` plus `nightly`; `gen` (off on
#                                docs.rs), `process` and `push` (reqwest over native-tls, OpenSSL)
#                                left off; no C is compiled; see build_prometheus)
#   cache/jsonrpsee-server/checkout jsonrpsee-server 0.26.1 crate (crates.io; the latest release;
#                                pinned by its own lock file, jsonrpsee-server-doc/Cargo.lock: see
#                                build_crate): the server half of jsonrpsee (Server, ServerBuilder,
#                                ServerConfig/ServerConfigBuilder, PingConfig, TowerService, serve,
#                                the HTTP/WS transports, the host-filter and proxy-GET middleware),
#                                whose values are ServerConfigBuilder's and PingConfig's Default
#                                struct literals, module constants (MAX_CONNECTIONS,
#                                DEFAULT_FIRST_REQUEST_TIMEOUT, the response helpers' TEXT/JSON) and
#                                jsonrpsee-core's TEN_MB_SIZE_BYTES
#   cache/jsonrpsee-server/site its rustdoc HTML (`cargo doc --no-deps -p jsonrpsee-server`; the
#                                crate has no features and no docs.rs metadata, so this is docs.rs's
#                                build; no C is compiled; see build_jsonrpsee_server)
#   cache/tower-sessions/checkout tower-sessions 0.15.0 crate (crates.io; the latest release;
#                                pinned by its own lock file, tower-sessions-doc/Cargo.lock: see
#                                build_crate): sessions as a tower/axum middleware (SessionManagerLayer
#                                and its with_* cookie builder, SessionManager; Session, Expiry,
#                                SessionStore, CachingSessionStore and MemoryStore re-exported from
#                                tower-sessions-core and tower-sessions-memory-store), whose values are
#                                SessionConfig's Default struct literal (src/service.rs) and the
#                                PlaintextCookie of SessionManagerLayer::new; the two-week session
#                                default is tower-sessions-core's DEFAULT_DURATION
#   cache/tower-sessions/site    its rustdoc HTML (`cargo doc --no-deps -p tower-sessions`, docs.rs's
#                                all-features: the default `axum-core` and `memory-store` plus
#                                `private` and `signed` (the cookie crate's AES-GCM/HMAC, pure Rust);
#                                without `--cfg docsrs`; no C is compiled; see build_tower_sessions)
#   cache/tower_governor/checkout tower_governor 0.8.0 crate (crates.io; the latest release;
#                                pinned by its own lock file, tower_governor-doc/Cargo.lock: see
#                                build_crate): a rate-limiting tower layer over the governor crate
#                                (GovernorConfigBuilder and its per_second/burst_size/methods/
#                                key_extractor/use_headers setters, GovernorConfig's default() and
#                                secure() presets, GovernorLayer, Governor, the Peer/Smart/Global key
#                                extractors, GovernorError), whose values are src/governor.rs's
#                                DEFAULT_PERIOD/DEFAULT_BURST_SIZE constants, const_default's and
#                                secure()'s struct literals and the headers lib.rs inserts
#   cache/tower_governor/site    its rustdoc HTML (`cargo doc --no-deps -p tower_governor`, docs.rs's
#                                features: the crate has no docs.rs metadata, so its default `axum`
#                                and `tonic`; the crate page is its README (include_str!); no C is
#                                compiled; see build_tower_governor)
#   cache/hupper/checkout        hupper 1.12.1 sdist (PyPI; the latest release; the first choice): Pylons'
#                                reloading process monitor (src/hupper/reloader.py's start_reloader,
#                                Reloader and find_default_monitor_factory, worker.py's is_active and
#                                get_reloader, polling.py, watchdog.py and watchman.py's file
#                                monitors, interfaces.py, logger.py, cli.py), whose values are
#                                keyword defaults (start_reloader's reload_interval=1, verbose=1 and
#                                None keywords, Reloader's reload_interval/shutdown_interval=1,
#                                PollingFileMonitor's interval=1, WatchmanFileMonitor's sockpath=None,
#                                binpath='watchman', timeout=10.0), a sentinel resolved in a body
#                                (shutdown_interval=default -> reload_interval), the monitor chosen
#                                by an if/elif chain (HUPPER_DEFAULT_MONITOR, watchman, watchdog,
#                                polling) and logger.py's LogLevel constants
#   cache/hupper/site            its Sphinx site (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13: docs/ with
#                                its own conf.py, autodoc of hupper from the checkout's src/ on
#                                PYTHONPATH, whose shipped hupper.egg-info gives conf.py's
#                                pkg_resources version; viewcode; venv pinned; _modules and
#                                changes.html dropped; see build_hupper)
#   cache/webassets/checkout     webassets 3.0.0 sdist (PyPI; the latest release; the first choice):
#                                media asset management (src/webassets/env.py's Environment and its
#                                ConfigurationContext properties, bundle.py's Bundle, version.py's
#                                versions and manifests, cache.py, loaders.py, script.py, ext/jinja2.py
#                                and the ~40 filters under filter/), whose defaults are the
#                                config.setdefault(...) literals of BaseEnvironment.__init__ (cache,
#                                url_expire, auto_build, manifest, versions, updater), Bundle's
#                                options.pop('merge', True), keyword defaults (CSSRewrite's replace,
#                                get_config's require, HashVersion's length), class attributes
#                                (PythonLoader.environment, max_debug_level) and the filters'
#                                `self.<option> or '<literal>'` fallbacks in their bodies (the
#                                binaries, sass/node-sass --style, DATAURI_MAX_SIZE's 2048, JST's
#                                namespace and separator)
#   cache/webassets/site         its Sphinx site (Sphinx 9.0.4, the classic theme of conf.py's
#                                html_theme 'default': docs/ with its own 2010 conf.py less
#                                sphinx.ext.intersphinx, autodoc of webassets from the checkout's src/,
#                                which conf.py puts on sys.path; venv pinned; upgrading.html dropped;
#                                see build_webassets)
#   cache/flask-socketio/checkout Flask-SocketIO 5.7.0 sdist (PyPI; the latest release; the first
#                                choice): the Socket.IO extension for Flask (src/flask_socketio/
#                                __init__.py's SocketIO with init_app/emit/call/send/run and the
#                                context functions emit/call/send/join_room/leave_room/close_room/
#                                rooms/disconnect, namespace.py's Namespace, test_client.py's
#                                SocketIOTestClient), whose values are keyword defaults (send's
#                                json=False/include_self=True, sleep's seconds=0, disconnect's
#                                silent=False), kwargs.pop()/get() fallbacks (allow_unsafe_werkzeug
#                                False, call's timeout 60, ignore_queue False), literals in bodies
#                                (run's host '127.0.0.1'/port 5000, the 'socket.io' path, the
#                                message_queue URL dispatch) and pyproject.toml; the Socket.IO and
#                                Engine.IO options its SocketIO docstring lists are python-socketio's
#                                and python-engineio's
#   cache/flask-socketio/site    its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py, autodoc of flask_socketio from the checkout's src/ on
#                                PYTHONPATH, Flask 3.1.3, python-socketio 5.18.1 and python-engineio
#                                4.15.1 in the venv for its imports; venv pinned; see
#                                build_flask_socketio)
#   cache/paste/checkout         Paste 3.10.1 sdist (PyPI; the latest release; the first choice):
#                                Ian Bicking's WSGI toolkit (paste/httpserver.py's serve,
#                                server_runner, WSGIHandler and ThreadPool; auth/cookie.py,
#                                auth/auth_tkt.py; translogger.py; session.py; ~60 more modules of
#                                middleware and utilities), whose values are keyword defaults
#                                (serve's threadpool_workers=10, request_queue_size=5,
#                                start_loop=True; ThreadPool's max_requests, hung_thread_limit,
#                                kill_thread_limit, dying_limit, spawn_if_under, hung_check_period;
#                                make_auth_cookie's cookie_name/timeout/maxlen; TransLogger's and
#                                make_filter's logger_name='wsgi' and logging.INFO/DEBUG), class
#                                attributes (AuthCookieHandler.cookie_name, WSGIHandler's
#                                server_version), `or` fallbacks in bodies (serve's host and ports,
#                                AuthCookieSigner's timeout/maxlen) and make_session_middleware's
#                                global_conf.get(key, literal) fallbacks behind a NO_DEFAULT sentinel
#   cache/paste/site             its Sphinx site (Sphinx 9.0.4, the nature theme: docs/ with its own
#                                2008 conf.py (.txt sources, sphinx.ext.autodoc only), autodoc of
#                                paste from the checkout on PYTHONPATH; setuptools pinned for
#                                pkg_resources; venv pinned; news.html dropped; see build_paste)
#   cache/cherrypy/checkout      CherryPy 18.10.0 sdist (PyPI; the latest release; the first choice): the
#                                minimalist web framework (cherrypy/: _cpserver.py's Server, whose
#                                values are class attributes (socket_port = 8080, _socket_host =
#                                '127.0.0.1', socket_queue_size, socket_timeout, thread_pool,
#                                max_request_header_size = 500 * 1024, ssl_module = 'builtin', ...);
#                                _cpconfig.py's environments dict literal; __init__.py's
#                                config.defaults; process/plugins.py's Daemonizer keyword defaults and
#                                start.priority assignments; _cprequest.py's Request/Response class
#                                attributes)
#   cache/cherrypy/site          its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0, sphinxcontrib-apidoc,
#                                rst.linker, jaraco.packaging: docs/ with its own conf.py, built in a
#                                copy of the checkout (apidoc writes docs/pkg/), autodoc of cherrypy
#                                from it on PYTHONPATH; venv pinned; history.html and _modules dropped;
#                                see build_cherrypy)
#   cache/kazoo/checkout         kazoo 2.11.0 sdist (PyPI; the latest release; the first choice): the
#                                ZooKeeper client (kazoo/client.py's KazooClient and
#                                TransactionRequest; retry.py's KazooRetry; recipe/*.py's locks,
#                                barriers, leases, queues, watchers, partitioner; handlers/ for
#                                threading, gevent and eventlet), whose values are keyword defaults
#                                (KazooClient.__init__'s hosts='127.0.0.1:2181', timeout=10.0,
#                                randomize_hosts=True ...; start's timeout=15; the znode methods'
#                                version=-1/watch=None/makepath=False; KazooRetry's max_tries=1,
#                                delay=0.1, backoff=2, max_jitter=0.4, max_delay=60.0), the module
#                                dict _RETRY_COMPAT_DEFAULTS behind the client's own retry objects,
#                                and literals in method bodies
#   cache/kazoo/site             its Sphinx site (Sphinx 9.0.4, sphinx-autodoc-typehints 3.6.1, the
#                                classic theme of conf.py's html_theme 'default': docs/ with its own
#                                conf.py, autodoc of kazoo from the checkout, which conf.py puts on
#                                sys.path; gevent and eventlet pinned for the handler pages; venv
#                                pinned; _modules/ and changelog.html dropped; see build_kazoo)
#   cache/django-debug-toolbar/checkout django-debug-toolbar 8.0.0 sdist (PyPI; the latest release; the
#                                first choice): the Django debug toolbar (debug_toolbar/: settings.py's
#                                CONFIG_DEFAULTS dict literal (RESULTS_CACHE_SIZE 25, INSERT_BEFORE
#                                '</body>', SQL_WARNING_THRESHOLD 500, PROFILER_MAX_DEPTH 10, ...) and
#                                PANELS_DEFAULTS list behind the DEBUG_TOOLBAR_CONFIG and
#                                DEBUG_TOOLBAR_PANELS settings; toolbar.py's debug_toolbar_urls(prefix=
#                                "__debug__"); panels/*.py's is_async class attributes and the Panel
#                                base class's property return literals)
#   cache/django-debug-toolbar/site its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py less intersphinx, autodoc of debug_toolbar.panels from the
#                                checkout with Django 5.2 and sqlparse pinned; venv pinned;
#                                changes.html dropped; see build_django_debug_toolbar)
#   cache/pyftpdlib/checkout     pyftpdlib 2.2.0 sdist (PyPI; the latest release; the first choice): the
#                                asynchronous FTP server (pyftpdlib/handlers/: FTPHandler, DTPHandler,
#                                ThrottledDTPHandler, TLS_FTPHandler; servers.py's FTPServer and its
#                                threaded/multiprocess kin; authorizers.py's DummyAuthorizer,
#                                UnixAuthorizer, WindowsAuthorizer; filesystems.py's AbstractedFS;
#                                __main__.py's argparse CLI), whose values are class attributes
#                                (FTPHandler.timeout = 300, max_login_attempts = 3,
#                                auth_failed_timeout = 3, use_gmt_times = True ...; DTPHandler's
#                                timeout and buffer sizes; FTPServer.max_cons = 512, max_cons_per_ip
#                                = 0), keyword defaults (add_user's perm="elr", msg_login, msg_quit;
#                                UnixAuthorizer's global_perm="elradfmwMT"; FTPServer's backlog=100;
#                                serve_forever's timeout/blocking/handle_exit/worker_processes) and
#                                the CLI's add_argument defaults
#   cache/pyftpdlib/site         its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py (no extensions: hand-written class/data/method
#                                directives, no autodoc), so pyftpdlib is not installed; venv pinned;
#                                the sdist's docs have no changelog page; see build_pyftpdlib)
#   cache/django-extensions/checkout django-extensions 4.1 sdist (PyPI; the latest release; the first
#                                choice): custom management commands and model/field extensions for
#                                Django (django_extensions/: management/commands/*.py's argparse
#                                defaults (generate_password --length 16, runprofileserver --prof-path
#                                "/tmp" and --prof-file, set_fake_passwords/set_fake_emails' module
#                                constants) and getattr(settings, NAME, default) defaults
#                                (RUNSERVERPLUS_POLLER_RELOADER_INTERVAL 1, EXPORT_EMAILS_ORDER_BY,
#                                IPYTHON_KERNEL_DISPLAY_NAME ...); settings.py's module constants
#                                (DEFAULT_PRINT_SQL_TRUNCATE_CHARS 1000, the reset_db engine tuples);
#                                db/fields and db/models.py's kwargs.pop defaults and field keywords)
#   cache/django-extensions/site its Sphinx site (Sphinx 8.2.3, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py (no extensions, no autodoc; conf.py imports Django and
#                                django_extensions from the checkout for the version); venv pinned;
#                                the docs have no changelog page; see build_django_extensions)
#   cache/eventlet/checkout      eventlet 0.41.3 sdist (PyPI; the latest release; the first choice): the
#                                green-thread networking library (eventlet/: greenpool.py's GreenPool
#                                and GreenPile (size=1000), wsgi.py's server() and its module
#                                constants (DEFAULT_MAX_SIMULTANEOUS_REQUESTS 1024, MAX_REQUEST_LINE
#                                8192, DEFAULT_LOG_FORMAT), pools.py, db_pool.py, queue.py,
#                                semaphore.py, timeout.py, websocket.py (DEFAULT_MAX_FRAME_LENGTH
#                                8 << 20), debug.py's toggles, tpool.py's EVENTLET_THREADPOOL_SIZE
#                                fallback 20, hubs/), whose values are keyword defaults, module
#                                constants named by them and None resolved in a body
#   cache/eventlet/site          its Sphinx site (Sphinx 9.0.4, the classic theme of conf.py's
#                                html_theme 'default': doc/source/ with its own conf.py less
#                                intersphinx and sphinxcontrib.apidoc (whose output the sdist ships),
#                                autodoc of eventlet from the checkout with dnspython, greenlet and
#                                pyzmq pinned; venv pinned; the docs have no changelog page; see
#                                build_eventlet)
#   cache/asyncssh/checkout      asyncssh 2.24.1 sdist (PyPI; the latest release; the first choice): the
#                                asyncio SSHv2 client and server library (asyncssh/: connection.py's
#                                connect()/listen() keyword defaults, SSHClientConnectionOptions' and
#                                SSHServerConnectionOptions' prepare() keyword defaults, the module
#                                constants they name (_DEFAULT_REKEY_BYTES 1 << 30, _DEFAULT_LOGIN_TIMEOUT
#                                120, _DEFAULT_KEEPALIVE_COUNT_MAX 3, _DEFAULT_LINE_HISTORY 1000 ...) and
#                                OpenSSH-config fallbacks in the bodies (config.get('TCPKeepAlive', True)))
#   cache/asyncssh/site          its Sphinx site (Sphinx 9.0.4, docs/rftheme, the sdist's own classic-based
#                                theme: docs/ with its own conf.py less intersphinx, autodoc of asyncssh
#                                from the checkout with cryptography 48.0.1 and typing_extensions pinned;
#                                venv pinned; _modules and changes.html dropped; see build_asyncssh)
#   cache/axum-server/checkout   axum-server 0.9.2 crate (crates.io; the latest release; the first
#                                choice; pinned by its own lock file, axum-server-doc/Cargo.lock: see
#                                build_crate): the hyper server for axum (Server with bind/from_tcp/
#                                from_unix, http_builder, http1_only/http2_only, first_request_timeout;
#                                Handle and Control; the accept module's acceptors with TcpSocketConfig
#                                and TcpKeepaliveConfig; ConnectionShutdown; tls_rustls's RustlsConfig
#                                and RustlsAcceptor; TlsInfo), whose values are the struct literals of
#                                Server::bind/from_listener, RustlsAcceptor::new's handshake timeout,
#                                derived Default impls and Cargo.toml's feature lists
#   cache/axum-server/site       its rustdoc HTML (`cargo doc --no-deps -p axum-server`, docs.rs's
#                                all-features less `tls-rustls` (aws-lc-rs), `tls-rustls-ring` (ring)
#                                and `tls-openssl` (OpenSSL), which compile or link C: so
#                                `tls-rustls-no-provider` and `tls-rustls-encrypted-keys`; without
#                                docs.rs's nightly `--cfg docsrs` and example scraping; no C is
#                                compiled; see build_axum_server)
#   cache/trio/checkout          trio 0.35.0 sdist (PyPI; the latest release; the first choice): the
#                                structured-concurrency async I/O library (src/trio/: _highlevel_*
#                                (open_tcp_stream's happy_eyeballs_delay 0.25, serve_tcp,
#                                open_tcp_listeners' backlog), _ssl.py, _dtls.py, _sync.py, _timeouts.py,
#                                _threads.py and to_thread's default limiter, _subprocess.py,
#                                _core/_run.py's run()/open_nursery()/checkpoints, _core/_parking_lot.py,
#                                testing/ (MockClock, memory streams, RaisesGroup)), whose values are
#                                keyword defaults, attrs field defaults (CancelScope), @overload stubs,
#                                module constants and None resolved in a body
#   cache/trio/site              its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0,
#                                sphinxcontrib-trio 1.2.0, sphinx-codeautolink 0.19.0: docs/source with
#                                its own conf.py less the typevars extension, built from a copy whose
#                                conf.py tolerates the empty offline inventory; autodoc of trio from the
#                                checkout's src/; venv pinned; history.html dropped; see build_trio)
#   cache/tryhard/checkout       tryhard 0.5.2 crate (crates.io; the latest release; the fallback: the
#                                first choice, config 0.15.27, was rejected by the brief's rule 5, its
#                                rustdoc stating (almost) no values; pinned by its own lock file,
#                                tryhard-doc/Cargo.lock: see build_crate): Embark's future-retrying
#                                library (retry_fn, RetryFn::retries, RetryFuture and RetryFutureConfig
#                                with max_delay and the no/exponential/fixed/linear/custom backoffs,
#                                on_retry, RetryPolicy; backoff_strategies' NoBackoff, ExponentialBackoff,
#                                FixedBackoff, LinearBackoff), whose values are RetryFutureConfig::new's
#                                struct literal and the strategies' delay bodies
#   cache/tryhard/site           its rustdoc HTML (`cargo doc --no-deps -p tryhard`; tryhard has no
#                                features and no docs.rs metadata; tokio's `rt`, `time`, `macros`,
#                                `test-util`, `sync` come from its own dependency; no C is compiled;
#                                see build_tryhard)
#   cache/hyperlink/checkout     hyperlink 21.0.0 sdist (PyPI; the latest release; the first choice):
#                                the immutable URL library (src/hyperlink/_url.py: URL's and
#                                DecodedURL's keyword defaults, replace()'s _UNSET sentinel,
#                                normalize()'s seven True flags, register_scheme(), parse(), the
#                                SCHEME_PORT_MAP dict literal of default ports)
#   cache/hyperlink/site         its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py less intersphinx, autodoc of hyperlink from the checkout's
#                                src/ with idna pinned; venv pinned; _modules dropped; the docs have no
#                                changelog page; see build_hyperlink)
#   cache/sshtunnel/checkout     sshtunnel 0.5.1 sdist (PyPI; the latest release; the first choice):
#                                SSH port forwarding over paramiko in one module (sshtunnel.py:
#                                SSHTunnelForwarder's keyword defaults, open_tunnel's kwargs.pop()
#                                fallbacks, the module constants SSH_TIMEOUT 0.1, TUNNEL_TIMEOUT 10.0,
#                                TRACE_LEVEL 1, DEFAULT_SSH_DIRECTORY, SSH_CONFIG_FILE, and the
#                                argparse CLI), whose values are keyword defaults, module constants
#                                and None resolved in a body
#   cache/sshtunnel/site         its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: docs/ with its own
#                                conf.py less intersphinx, one page, index.html, that includes the
#                                README, the automodule of sshtunnel from the checkout with paramiko
#                                5.1.0 pinned, the changelog and the license; venv pinned; see
#                                build_sshtunnel)
#   cache/passlib/checkout       passlib 1.7.4 sdist (PyPI; the latest release; the first choice): the
#                                password hashing library (passlib/handlers/*.py: each hash class's
#                                default_rounds/min_rounds/max_rounds, default_salt_size/min/max_salt_size,
#                                ident and checksum_size class attributes, stated on its
#                                lib/passlib.hash.*.html page), whose values are class attributes (on
#                                the class, its base or a mixin) and, for pbkdf2, a factory's arguments
#   cache/passlib/site           its Sphinx site (Sphinx 3.3.1, cloud_sptheme 1.10.1's redcloud theme and
#                                extensions, sphinxcontrib-fulltoc 1.2.0, under Python 3.9: docs/ with
#                                its own conf.py less intersphinx, autodoc of passlib from the checkout;
#                                venv pinned; _modules, history.html and history/ dropped; see
#                                build_passlib)
#   cache/treq/checkout          treq 26.7.0 sdist (PyPI; the latest release; the first choice): the
#                                high-level Twisted HTTP client (src/treq/: api.py's request() and
#                                six method shortcuts, client.py's HTTPClient, content.py's
#                                text_content, response.py, cookies.py, auth.py, multipart.py,
#                                testing.py), whose values are keyword defaults (allow_redirects=True,
#                                browser_like_redirects=False, unbuffered=False, encoding='ISO-8859-1')
#                                and None resolved in a body (persistent -> the global persistent pool)
#   cache/treq/site              its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0: docs/ with its
#                                own conf.py less intersphinx, autodoc of treq from the checkout's src/
#                                with Twisted 26.10.0, hyperlink, incremental, attrs and multipart
#                                pinned; venv pinned; _modules, _downloads and changelog dropped;
#                                see build_treq)
#   cache/bincode/checkout       bincode 2.0.1 crate (crates.io; the last release with code, 3.0.0
#                                being an empty release; the first choice; pinned by its own lock file,
#                                bincode-doc/Cargo.lock: see build_crate): a binary encoding for Rust
#                                (encode_to_vec/decode_from_slice and the other entry points, the
#                                Encode/Decode traits and derives, the serde layer, the config
#                                module's standard()/legacy() Configuration, whose endianness, integer
#                                encoding and byte limit are type parameters with defaults
#                                (LittleEndian, Varint, NoLimit) and associated consts, and the
#                                varint module's marker-byte constants 250..254)
#   cache/bincode/site           its rustdoc HTML (`cargo doc --no-deps -p bincode`, docs.rs's
#                                all-features: `alloc`, `std`, `derive`, `serde`; the `spec` and
#                                `migration_guide` modules render docs/spec.md and
#                                docs/migration_guide.md; no C is compiled; see build_bincode)
#   cache/humantime/checkout     humantime 2.4.0 crate (crates.io; the latest release; the brief's
#                                fallback, rmp-serde 1.3.1's rustdoc stating almost no values; pinned
#                                by its own lock file, humantime-doc/Cargo.lock: see build_crate): a
#                                parser and formatter for std::time::{Duration, SystemTime}
#                                (parse_duration's unit suffixes and their lengths in its Unit match
#                                arms, 30.44-day months and 365.25-day years as 2_630_016 and
#                                31_557_600 seconds; format_duration's unit names; the RFC 3339
#                                parsers and the formatters' fixed precisions)
#   cache/humantime/site         its rustdoc HTML (`cargo doc --no-deps -p humantime`, as docs.rs
#                                builds it: no docs.rs metadata, default features, so not `mu`; no
#                                C is compiled; see build_humantime)
#   cache/django-filter/checkout django-filter 26.2 sdist (PyPI; the latest release; the first
#                                choice): declarative queryset filtering for Django (django_filters/:
#                                conf.py's DEFAULTS dict literal behind the FILTERS_* settings
#                                (DEFAULT_LOOKUP_EXPR 'exact', EMPTY_CHOICE_LABEL '---------',
#                                NULL_CHOICE_VALUE 'null', ...); filters.py's Filter classes and their
#                                keyword defaults (lookup_expr=None, distinct=False, exclude=False);
#                                filterset.py's FILTER_FOR_DBFIELD_DEFAULTS dict literal (model field
#                                class -> filter class), FilterSetOptions and the UnknownFieldBehavior
#                                enum; fields.py; widgets.py's suffixes; views.py; rest_framework/)
#   cache/django-filter/site     its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py less intersphinx, which imports django_filters from the
#                                checkout with Django 5.2.20 pinned; hand-written pages, no autodoc;
#                                venv pinned; the docs have no changelog page; see build_django_filter)
#   cache/python-jose/checkout   python-jose 3.5.0 sdist (PyPI; the latest release; the first choice):
#                                the JOSE library (jose/: jws.py's sign/verify, jwt.py's encode/decode
#                                and decode()'s `defaults` dict of 18 verify_*/require_*/leeway
#                                options, jwe.py's encrypt, jwk.py's construct, constants.py's
#                                Algorithms class of identifier strings and HASHES dict), whose values
#                                are keyword defaults naming Algorithms constants, a dict literal in a
#                                function body and class constants
#   cache/python-jose/site       its Sphinx site (Sphinx 9.0.4, the classic "default" theme: docs/
#                                with its own conf.py unchanged, autodoc + napoleon of jose from the
#                                checkout with ecdsa, rsa and pyasn1 pinned; venv pinned; the docs
#                                have no changelog page and no _modules; see build_python_jose)
#   cache/ammonia/checkout       ammonia 4.2.5 crate (crates.io; the latest release; the first
#                                choice; pinned by its own lock file, ammonia-doc/Cargo.lock: see
#                                build_crate): an html5ever-based HTML sanitizer whose Builder's
#                                Default impl is a struct literal of hashset!/hashmap! literals (the
#                                allowed tags, clean_content_tags, tag_attributes, generic
#                                attributes, url schemes, link_rel "noopener noreferrer",
#                                strip_comments true, id_prefix None, ...) and whose setters'
#                                `# Defaults` sections state them
#   cache/ammonia/site           its rustdoc HTML (`cargo doc --no-deps -p ammonia`, as docs.rs
#                                builds it: no docs.rs metadata and no features; no C is compiled;
#                                see build_ammonia)
#   cache/transaction/checkout   transaction 5.1 sdist (PyPI; the latest release; the first choice): the
#                                Zope transaction package (src/transaction/: _manager.py's
#                                TransactionManager/ThreadTransactionManager (explicit=False,
#                                savepoint optimistic=False, attempts number=3, run tries=3),
#                                _transaction.py's Transaction (the hook methods' args=()/kws=None,
#                                setUser path="/"), interfaces.py's zope.interface declarations,
#                                whose signatures repeat the defaults; tests/examples.py's sample
#                                DataManager, which datamanager.rst documents)
#   cache/transaction/site       its Sphinx site (Sphinx 9.0.4, the classic "default" theme,
#                                repoze.sphinx.autointerface 1.1.0: docs/ with its own conf.py less
#                                intersphinx, autodoc of transaction from the checkout's src/, the
#                                transaction 5.1 wheel installed only for conf.py's
#                                metadata.version(); venv pinned; _modules and changes.html dropped;
#                                see build_transaction)
#   cache/simple-websocket/checkout simple-websocket 1.1.0 sdist (PyPI; the latest release; the first
#                                choice): a WebSocket server and client over wsproto
#                                (src/simple_websocket/: ws.py's threaded Base/Server/Client,
#                                aiows.py's asyncio AioBase/AioServer/AioClient, asgi.py, errors.py),
#                                whose values are keyword defaults (receive_bytes=4096, ping_interval/
#                                max_message_size/subprotocols/timeout None) repeated in accept()/
#                                connect()/__init__, and wsproto's CloseReason codes
#   cache/simple-websocket/site  its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: docs/ with its own
#                                conf.py unchanged, autodoc of the checkout's src/ with wsproto 1.3.2
#                                pinned; venv pinned; the docs have no changelog page and no _modules;
#                                see build_simple_websocket)
#   cache/zeroconf/checkout      zeroconf 0.154.0 sdist (PyPI; the latest release; the fallback:
#                                the first choice, sphinx-rtd-theme 3.1.0, ships no docs in its sdist,
#                                only a README that states no option value): python-zeroconf, mDNS/DNS-SD
#                                in pure Python (src/zeroconf/: _core.py's Zeroconf, _services/'s
#                                ServiceBrowser/ServiceInfo/ZeroconfServiceTypes, asyncio.py's Async*
#                                wrappers), whose values are keyword defaults on def lines, literal
#                                (timeout=3000, weight=0, strict=True) or const.py constants
#                                (_MDNS_PORT 5353, _BROWSER_TIME 10000, _DNS_HOST_TTL 120, ...)
#   cache/zeroconf/site          its Sphinx site (Sphinx 8.2.3, sphinx_rtd_theme 3.1.0: docs/ with its
#                                own conf.py unchanged, autodoc of the checkout's src/ (PYTHONPATH; the
#                                Cython extensions are not compiled, the .py modules are documented)
#                                with ifaddr 0.2.0; venv pinned; _modules dropped, no changelog page;
#                                see build_zeroconf)
#   cache/deadpool-redis/checkout deadpool-redis 0.23.1 crate (crates.io; the latest release; the
#                                fallback: pulldown-cmark 0.13.6's rustdoc states almost no values;
#                                pinned by its own lock file, deadpool-redis-doc/Cargo.lock: see
#                                build_crate): the deadpool pool manager for redis (lib.rs's Manager
#                                and Connection, config.rs's Config/ConnectionInfo/ConnectionAddr/
#                                RedisConnectionInfo/ProtocolVersion, cluster/ and sentinel/ with
#                                their own Config), whose values are Default impls (127.0.0.1:6379,
#                                sentinel 127.0.0.1:26379 and master_name "mymaster",
#                                read_from_replicas false, RESP2) and deadpool's re-exported PoolConfig
#   cache/deadpool-redis/site    its rustdoc HTML (`cargo doc --no-deps -p deadpool-redis`: docs.rs's
#                                all-features less entra-id and the three native-tls features, which
#                                need OpenSSL; no C is compiled; see build_deadpool_redis)
#   cache/pytest-mock/checkout   pytest-mock 3.17.0 sdist (PyPI; the latest release; the first
#                                choice): the pytest plugin of the `mocker` fixture
#                                (src/pytest_mock/: plugin.py's MockerFixture with spy(...,
#                                duplicate_iterators=False), stub/async_stub(name=None),
#                                resetall(*, return_value=False, side_effect=False), the _Patcher's
#                                mock.patch signatures, the scoped fixtures' scope= literals, the two
#                                ini options of pytest_addoption (mock_traceback_monkeypatch
#                                default=True, mock_use_standalone_module default=False) and the
#                                `tb != "native"` check; _util.py's ini boolean parsing)
#   cache/pytest-mock/site       its Sphinx site (Sphinx 9.0.4, furo 2025.12.19, sphinx-copybutton
#                                0.5.2: docs/ with its own conf.py unchanged, no autodoc directive in
#                                its pages; venv pinned; changelog.html dropped, no _modules; see
#                                build_pytest_mock)
#   cache/redb/checkout          redb 5.0.0 crate (crates.io; the latest release; the first choice;
#                                pinned by its own lock file, redb-doc/Cargo.lock: see build_crate):
#                                the Rust Embedded DataBase (db.rs's Builder, Database,
#                                ReadOnlyDatabase, StorageBackend, ConcurrencyMode, CompactionMode;
#                                transactions.rs's WriteTransaction and Durability; types.rs's Value
#                                and Key; legacy_types.rs's Legacy; error.rs), whose values are
#                                Builder::new's struct literal (cache_size 1024 * 1024 * 1024,
#                                ExclusiveWriter, check_integrity_on_open false), the #[default]
#                                enum variants, WriteTransaction::new's literal (Immediate, 2-phase
#                                false), MAX_VALUE_LENGTH (3GiB), the StorageBackend lock methods'
#                                provided bodies and Value::NICHE = None
#   cache/redb/site              its rustdoc HTML (`cargo doc --no-deps -p redb`: docs.rs's features,
#                                the default `std` only (no package.metadata.docs.rs); no C is
#                                compiled; see build_redb)
#   cache/cssselect/checkout     cssselect 1.6.0 sdist (PyPI; the latest release; the first choice,
#                                kept though thin): Scrapy's CSS-selector-to-XPath 1.0 translator
#                                (cssselect/parser.py's tokenizer, parse() and Selector;
#                                xpath.py's GenericTranslator/HTMLTranslator), whose values are
#                                keyword defaults (prefix='descendant-or-self::',
#                                translate_pseudo_elements=False, xhtml=False), class attributes
#                                (lower_case_*, attribute_operator_mapping) and the translators'
#                                literal XPath conditions (the never-matching pseudo-classes' "0")
#   cache/cssselect/site         its Sphinx site (Sphinx 9.1.0, sphinx_rtd_theme 3.1.0 as
#                                docs/requirements.txt pins them, under Python 3.13: docs/ with its own
#                                conf.py less intersphinx, autodoc of cssselect from the checkout; one
#                                page, index.html, whose inlined CHANGES section is cut out; venv
#                                pinned; see build_cssselect)
#   cache/pyasn1/checkout        pyasn1 0.6.5 sdist (PyPI; the latest release; the first choice):
#                                ASN.1 types and BER/CER/DER/native codecs in pure Python (pyasn1/type/:
#                                base.py's Asn1Type/SimpleAsn1Type/ConstructedAsn1Type, univ.py, char.py,
#                                tag.py's tag class/format constants, tagmap.py, namedtype.py,
#                                opentype.py; pyasn1/codec/ber|cer|der|native; error.py), whose values
#                                are keyword defaults on def lines (matchTags=True, unicode_error=None,
#                                typeMap=None), class attributes (encoding = 'iso-8859-1'/"utf-8",
#                                componentType = None, tagSet = ...), module constants (tagClassContext
#                                = 0x80) and options.get() fallbacks (defMode True, maxChunkSize 0)
#   cache/pyasn1/site            its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: docs/source/ with its
#                                own conf.py unchanged, autodoc of pyasn1 from the checkout, which
#                                conf.py puts on sys.path; venv pinned; changelog.html dropped, no
#                                _modules; see build_pyasn1)
#   cache/sphinx-autodoc-typehints/checkout
#                                sphinx-autodoc-typehints 3.17.6 sdist (PyPI; the latest release; the
#                                first choice; fetched as a file, see SPHINX_AUTODOC_TYPEHINTS_SDIST_URL):
#                                the Sphinx extension that renders annotations into autodoc output,
#                                whose 17 options are Option(name=..., default=...) entries of the
#                                OPTIONS tuple in src/sphinx_autodoc_typehints/_config.py
#   cache/sphinx-autodoc-typehints/site
#                                its Sphinx site (Sphinx 9.2.0, furo 2025.12.19, under Python 3.13:
#                                docs/ with its own conf.py less intersphinx, sphinx_llm.txt and
#                                sphinxcontrib.towncrier.ext, the extension and its docs/_ext
#                                extensions from the checkout; venv pinned; changelog.html dropped;
#                                see build_sphinx_autodoc_typehints)
#   cache/hyper-rustls/checkout  hyper-rustls 0.27.10 crate (crates.io; the latest release; the
#                                fallback: tokio-rustls 0.26.6, the first choice, states almost no
#                                values; pinned by its own lock file, hyper-rustls-doc/Cargo.lock: see
#                                build_crate): the rustls HTTPS connector for hyper-util's legacy
#                                client (connector.rs's HttpsConnector, enforce_https and the server
#                                name resolvers; connector/builder.rs's HttpsConnectorBuilder with
#                                its typestates WantsTlsConfig, WantsSchemes, WantsProtocols1-3;
#                                config.rs's ConfigBuilderExt; stream.rs's MaybeHttpsStream), whose
#                                values are the builder's struct literals (https_only true/false,
#                                server_name_resolver None, enable_http1 false/true), the ALPN lists
#                                (h2, http/1.1), the alpn_protocols assert, the #[deprecated] since
#                                and the resolver fallback
#   cache/hyper-rustls/site      its rustdoc HTML (`cargo doc --no-deps -p hyper-rustls`, docs.rs's
#                                features: no-default-features plus http1, http2, logging,
#                                native-tokio, ring, rustls-platform-verifier, tls12, webpki-tokio;
#                                ring compiles its own C with the C compiler, no system C library;
#                                without docs.rs's nightly `--cfg hyper_rustls_docsrs`; see
#                                build_hyper_rustls)
#   cache/blinker/checkout       blinker 1.9.0 sdist (PyPI; the latest release; the first choice, kept
#                                though thin): Pallets' in-process signal/slot dispatch in pure Python
#                                (src/blinker/base.py's Signal, NamedSignal, Namespace, ANY,
#                                default_namespace and signal; _utilities.py's Symbol), whose values
#                                are keyword defaults on def lines (sender=ANY, weak=True/False,
#                                doc=None, sender=None, _async_wrapper/_sync_wrapper=None), the class
#                                attributes set_class = set and ANY = ANY, and pyproject.toml's
#                                requires-python
#   cache/blinker/site           its Sphinx site (Sphinx 8.1.3, pallets-sphinx-themes 2.3.0 as the
#                                sdist's requirements/docs.txt pins them: docs/ with its own conf.py
#                                unchanged, autodoc of blinker installed from the checkout; one page,
#                                index.html, whose inlined Changes section is cut out; venv pinned;
#                                see build_blinker)
#   cache/deadpool-postgres/checkout
#                                deadpool-postgres 0.14.2 crate (crates.io; the latest release; the
#                                first choice; pinned by its own lock file,
#                                deadpool-postgres-doc/Cargo.lock: see build_crate): the deadpool pool
#                                manager for tokio-postgres (lib.rs's Manager, ClientWrapper,
#                                Transaction and TransactionBuilder; config.rs's Config, ManagerConfig,
#                                RecyclingMethod and the SslMode/TargetSessionAttrs/ChannelBinding/
#                                LoadBalanceHosts copies; statement_cache.rs; generic_client.rs),
#                                whose values are the #[default] RecyclingMethod::Fast, get_pg_config's
#                                fallbacks (the unix socket paths, 127.0.0.1, $USER), Cargo.toml's
#                                [features] and deadpool's re-exported PoolConfig
#   cache/deadpool-postgres/site its rustdoc HTML (`cargo doc --no-deps -p deadpool-postgres`: docs.rs's
#                                all-features, all pure Rust; no C is compiled; see
#                                build_deadpool_postgres)
#   cache/objgraph/checkout      objgraph 3.7.0 sdist (PyPI; the latest release; the first choice):
#                                Marius Gedminas's object-reference-graph explorer, one pure-Python
#                                module (objgraph.py: count/typestats/most_common_types/growth/
#                                get_new_ids statistics, by_type/at/at_addrs, find_ref_chain/
#                                find_backref_chain and the graphviz writers show_refs/show_backrefs/
#                                show_chain), whose values are keyword defaults on def lines
#                                (limit=10, max_depth=3/20, too_many=10, shortnames=True,
#                                sortby='deltas'), None sentinels resolved in the body (file=None ->
#                                sys.stdout), show_chain's kw.pop('backrefs', True) and setup.py's
#                                python_requires
#   cache/objgraph/site          its Sphinx site (Sphinx 9.0.4, the builtin `default` (classic) theme,
#                                under Python 3.11 as .readthedocs.yaml: docs/ with its own conf.py
#                                less intersphinx, autodoc of objgraph from the checkout, which conf.py
#                                puts on sys.path; the API page's signatures are written in
#                                objgraph.txt's autofunction lines; venv pinned; CHANGES.html dropped;
#                                see build_objgraph)
#   cache/pyramid-jinja2/checkout
#                                pyramid_jinja2 2.10.1 sdist (PyPI; the latest release; the first
#                                choice, kept though thin): the Jinja2 renderer bindings for Pyramid
#                                (src/pyramid_jinja2/__init__.py's includeme, add_jinja2_renderer,
#                                add_jinja2_search_path, add_jinja2_extension, get_jinja2_environment
#                                and SmartAssetSpecLoader; settings.py's parsers of the jinja2.*
#                                settings), whose values are keyword defaults on def lines
#                                (name=".jinja2", settings_prefix="jinja2.", encoding="utf-8"), the
#                                _JINJA2_ENVIRONMENT_DEFAULTS dict (autoescape True) and the
#                                settings.get fallbacks of settings.py (input_encoding "utf-8",
#                                i18n_extension "jinja2.ext.i18n", newstyle/bytecode_caching False)
#   cache/pyramid-jinja2/site    its Sphinx site (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13: docs/
#                                with its own conf.py less intersphinx, autodoc of the checkout's
#                                src/; venv pinned; changes.html dropped; see build_pyramid_jinja2)
#   cache/cookie/checkout        cookie 0.18.3 crate (crates.io; the newest 0.18.x and the latest
#                                release; the first choice; pinned by its own lock file,
#                                cookie-doc/Cargo.lock: see build_crate): HTTP cookie parsing and
#                                cookie jars (lib.rs's Cookie with its builder, parse, the
#                                make_permanent/make_removal helpers and fmt_parameters; builder.rs;
#                                parse.rs; jar.rs; prefix.rs's Host/Secure prefixes; secure/key.rs,
#                                private.rs, signed.rs), whose values are the None fields of
#                                Cookie::new's and parse_inner's struct literals, the Duration literals
#                                (365 * 20 days, 0 seconds), key.rs's 32/64-byte lengths, the
#                                #[deprecated(since)] strings, the PREFIX constants and Cargo.toml's
#                                [features]
#   cache/cookie/site            its rustdoc HTML (`cargo doc --no-deps -p cookie`: docs.rs's
#                                all-features, all pure Rust; no C is compiled; see build_cookie)
#   cache/pyotp/checkout         pyotp 2.12.1 sdist (PyPI; the latest release; the first choice): the
#                                HOTP/TOTP one-time-password library (src/pyotp/: __init__.py's
#                                random_base32/random_hex/parse_uri, otp.py's OTP base class, hotp.py's
#                                HOTP, totp.py's TOTP, utils.py's build_uri/strings_equal,
#                                contrib/steam.py's Steam), whose values are keyword defaults on def
#                                lines (digits=6, interval=30, initial_count=0, valid_window=0,
#                                length=32/40), the class variable min_secret_length_bits = 112 and
#                                the module constants _MAX_COMPARISON_LENGTH = 1024 and
#                                STEAM_DEFAULT_DIGITS = 5
#   cache/pyotp/site             its Sphinx site (Sphinx 9.0.4, furo 2025.12.19, sphinxext-opengraph
#                                0.13.0 as the Makefile's docs target installs them, unpinned there:
#                                docs/ with its own conf.py less intersphinx, autodoc of the checkout's
#                                src/, which conf.py puts on sys.path; one page, index.html, README.rst
#                                plus the API; venv pinned; changelog.html dropped; see build_pyotp)
#
#   cache/rfc3986/checkout       rfc3986 2.0.0 sdist (PyPI; the latest release; the first choice):
#                                Ian Stapleton Cordasco's RFC 3986 URI parser/validator/builder
#                                (src/rfc3986/: api.py's uri_reference/iri_reference/is_valid_uri/
#                                normalize_uri/urlparse, uri.URIReference, iri.IRIReference,
#                                parseresult.ParseResult, builder.URIBuilder, validators.Validator,
#                                abnf_regexp's ABNF constants), whose values are keyword defaults on
#                                def lines (encoding="utf-8", require=False, strict=False,
#                                use_idna=False, URIBuilder's None components), Validator.__init__'s
#                                attribute literals and abnf_regexp's string constants
#   cache/rfc3986/site           its Sphinx site (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0, sphinx-prompt
#                                1.10.2: docs/source/ with its own conf.py less intersphinx, autodoc
#                                of the checkout's src/; venv pinned; release-notes/ dropped; see
#                                build_rfc3986)
#   cache/jsonpatch/checkout     jsonpatch 1.48 sdist (PyPI; the latest release; the first choice):
#                                Stefan Kögl's JSON Patch (RFC 6902) library, one module
#                                (jsonpatch.py: JsonPatch/JsonPatchWithAppend, the operation classes,
#                                apply_patch/make_patch/path_split/path_join, DiffBuilder) and its
#                                two console scripts (jsonpatch_cli.py: jsondiff, jsonpatch), whose
#                                values are keyword defaults on def lines (in_place=False,
#                                atomic=False, generate_test_ops=False, optimization=True,
#                                pointer_cls=JsonPointer), the module constant __version__, and
#                                literals in the CLI's calls (argparse defaults, encodings, exit
#                                statuses)
#   cache/jsonpatch/site         its Sphinx site (Sphinx 9.0.4, alabaster 1.0.0: doc/ with its own
#                                conf.py, autodoc of jsonpatch from the checkout, which conf.py puts
#                                on sys.path; jsonpointer 3.12 installed for the import; venv pinned;
#                                see build_jsonpatch)
#   cache/zope-event/checkout    zope.event 6.2 sdist (PyPI; the latest release; the fallback: the
#                                first choice, uritemplate 4.2.0, ships one docs page whose only
#                                values are five `var_dict=None` and its release): the Zope
#                                Foundation's minimal event system (src/zope/event/__init__.py's
#                                module list `subscribers = []` and notify(); classhandler.py's
#                                handler()/dispatch() registry), plus the development
#                                configuration its hacking page describes (tox.ini's envlist,
#                                basepython and commands, buildout.cfg, pyproject.toml's URLs and
#                                coverage settings)
#   cache/zope-event/site        its Sphinx site (Sphinx 9.0.4, the builtin `default` theme: docs/
#                                with its own conf.py less intersphinx, autodoc of the checkout's
#                                src/; venv pinned; no changelog page; see build_zope_event)
#   cache/humansize/checkout     humansize 2.1.3 crate (crates.io; the latest release; the first
#                                choice; pinned by its own lock file, humansize-doc/Cargo.lock: see
#                                build_crate): human-readable file sizes (lib.rs's crate docs, the
#                                README's text; allocating.rs's format_size/make_format and their _i
#                                twins; formatters.rs's SizeFormatter/ISizeFormatter; options/mod.rs's
#                                FormatSizeOptions, Kilo, BaseUnit, FixedAt; options/defaults.rs's
#                                BINARY/DECIMAL/WINDOWS; scales.rs's unit tables), whose values are
#                                the three option-set struct literals, Kilo::value's 1000.0/1024.0,
#                                the scales.rs unit arrays, the Default impls and Cargo.toml's
#                                version and [features]
#   cache/humansize/site         its rustdoc HTML (`cargo doc --no-deps -p humansize`: docs.rs's
#                                features, the default (empty) set, no docs.rs metadata; pure Rust,
#                                no C is compiled; see build_humansize)
#   cache/bytesize/checkout      bytesize 2.7.0 crate (crates.io; the latest release; the first
#                                choice; pinned by its own lock file, bytesize-doc/Cargo.lock: see
#                                build_crate): a semantic wrapper for byte counts (lib.rs's crate
#                                docs, the KB..EB/KIB..EIB constants, the kb()..eib() functions,
#                                ByteSize with its constructors and as_* conversions; display.rs's
#                                Display and its six styles; parse.rs's FromStr, Unit and
#                                UnitParseError; serde.rs, arbitrary.rs), whose values are lib.rs's
#                                twelve unit constants and UNITS_IEC/UNITS_SI strings, display()'s
#                                Format::Iec, display.rs's separator/suffix match arms, parse.rs's
#                                Unit::factor arms and its unit-name match, and Cargo.toml's
#                                [features]
#   cache/bytesize/site          its rustdoc HTML (`cargo doc --no-deps -p bytesize`: docs.rs's
#                                all-features: std, arbitrary, serde; pure Rust, no C is compiled;
#                                see build_bytesize)
#   cache/multidict/checkout     multidict 7.2.1 sdist (PyPI; the latest release; the first choice):
#                                aio-libs' multi-valued mapping (multidict/__init__.py's exports and
#                                __version__; _multidict_py.py, the pure-Python MultiDict/CIMultiDict,
#                                their proxies, views and istr; _abc.py; _compat.py's
#                                MULTIDICT_NO_EXTENSIONS switch; the optional C extension
#                                _multidict.c/_multilib/*.h and multidict_capi.h, never compiled
#                                here), whose values are keyword defaults on def lines
#                                (default=None, arg=None), module constants and the C API's
#                                literal return codes
#   cache/multidict/site         its Sphinx site (Sphinx 8.2.3, alabaster 1.0.0,
#                                sphinxcontrib-towncrier 0.5.0a0: docs/ with its own conf.py,
#                                hand-written `.. class::`/`.. method::`/`.. c:function::`
#                                directives, no autodoc, so multidict is neither built nor imported;
#                                venv pinned; changes.html dropped; see build_multidict)
#   cache/jsonpointer/checkout   jsonpointer 3.12 sdist (PyPI; the latest release; the first choice):
#                                Stefan Kögl's JSON Pointer (RFC 6901) library, one module
#                                (jsonpointer.py: JsonPointer, set_pointer/resolve_pointer, EndOfList,
#                                JsonPointerException, escape/unescape) and its console script
#                                (bin/jsonpointer, argparse), whose values are keyword defaults on def
#                                lines (inplace=True, create=False, default=_nothing), the module
#                                constant __version__, and literals in the script's calls and
#                                bodies (--indent default=None, encoding='utf-8', exit statuses)
#   cache/jsonpointer/site       its Sphinx site (Sphinx 9.2.0 as doc/requirements.txt pins it, the
#                                builtin `classic` theme: doc/ with its own conf.py, autodoc of
#                                jsonpointer from the checkout, which conf.py puts on sys.path;
#                                Python 3.13 venv pinned; see build_jsonpointer)
#   cache/criterion/checkout     criterion 0.8.2 crate (crates.io; the latest release; the first
#                                choice; pinned by its own lock file, criterion-doc/Cargo.lock: see
#                                build_crate): the statistics-driven micro-benchmarking library
#                                (lib.rs's Criterion with its Default impl and builder setters,
#                                configure_from_args' clap CLI, BatchSize, Baseline, PlottingBackend,
#                                Throughput, AxisScale, PlotConfiguration, SamplingMode;
#                                benchmark_group.rs's BenchmarkGroup overrides and BenchmarkId;
#                                benchmark.rs's BenchmarkConfig/PartialBenchmarkConfig; bencher.rs,
#                                measurement.rs's WallTime and its formatter, profiler.rs, macros.rs,
#                                async_executor.rs; analysis/, stats/, report, html, plot), whose
#                                values are Criterion::default's BenchmarkConfig struct literal, the
#                                setters' asserts, the #[default] variants of AxisScale and
#                                SamplingMode and BatchSize::iters_per_batch's match arms
#   cache/criterion/site         its rustdoc HTML (`cargo doc --no-deps -p criterion`: docs.rs's
#                                features async_futures, async_smol, async_tokio over the default
#                                rayon, plotters, cargo_bench_support; no C library is needed (the
#                                alloca dependency compiles a small C shim with the system cc); see
#                                build_criterion)
#   cache/usvg/checkout          usvg 0.49.0 crate (crates.io; the latest release; the first choice;
#                                pinned by its own lock file, usvg-doc/Cargo.lock: see build_crate):
#                                the linebender/resvg project's SVG simplification library
#                                (parser/options.rs's Options with its Default impl, parser/mod.rs's
#                                Error and Tree::from_*, parser/image.rs's ImageHrefResolver,
#                                writer.rs's WriteOptions with its Default impl, tree/'s Tree, Node,
#                                Group, Path, Paint, the filter and text types, text/'s FontResolver
#                                and layout), whose values are the Default impls' struct literals, the
#                                enums' Default impls (one #[default]) and parser literals
#   cache/usvg/site              its rustdoc HTML (`cargo doc --no-deps -p usvg`: docs.rs's features,
#                                the default svgz, text, system-fonts, memmap-fonts and writer; none
#                                needs a C library; see build_usvg)
#   cache/figment/checkout       figment 0.10.19 crate (crates.io; the latest release; the fallback
#                                for rocket 0.5.4, whose exact-pinned rocket_codegen/rocket_http 0.5.4
#                                crates.io's index does not have, so it cannot be built; pinned by its
#                                own lock file, figment-doc/Cargo.lock: see build_crate): Sergio
#                                Benitez's layered configuration library (figment.rs's Figment, profile.rs's
#                                Profile with its Default/Global constants, providers/env.rs's Env with
#                                Env::new()'s struct literal, providers/data.rs's Data and the Format
#                                trait with the Toml/Json/Yaml/YamlExtended formats, providers/
#                                serialized.rs's Serialized constructors, metadata.rs's Metadata with its
#                                Default impl, value/'s Value, Num, Tag and the magic values, util.rs),
#                                whose values are struct literals (Env::new, Figment::new, Metadata's
#                                Default impl), the Profile constants, constructor arguments
#                                (Profile::Default/Global) and const slices (to_bool_lossy's TRUE/FALSE)
#   cache/figment/site           its rustdoc HTML (`cargo doc --no-deps -p figment`: docs.rs's
#                                all-features: env, json, parse-value, test, toml, yaml; none needs a C
#                                library (serde_yaml's unsafe-libyaml is pure Rust); see build_figment)
#   cache/zope-testrunner/checkout zope.testrunner 8.3 sdist (PyPI; the latest release; the first
#                                choice): the Zope Foundation's test runner (src/zope/testrunner/:
#                                options.py's argparse parser, every option's default=, choices=,
#                                const= and help text; runner.py's Runner, process.py, shuffle.py,
#                                find.py, layer.py, formatter.py, __init__.py's run()/run_internal()),
#                                whose values are the add_argument keyword literals (default=1,
#                                default=10, default='test_suite', the ignore_dir list, ...), the
#                                module-level regexes/constants and keyword defaults on def lines
#   cache/zope-testrunner/site   its Sphinx site (Sphinx 9.0.4, the builtin `default` theme,
#                                sphinxcontrib-programoutput 0.20: docs/ with its own conf.py less
#                                intersphinx; cli.html is `python -m zope.testrunner --help` as the
#                                checkout prints it; autodoc and the doctest pages' includes from
#                                the checkout's src/; venv pinned; changelog.html dropped; see
#                                build_zope_testrunner)
#   cache/zope-schema/checkout   zope.schema 8.1 sdist (PyPI; the latest release; the first choice):
#                                the Zope Foundation's schema fields for zope.interface
#                                (src/zope/schema/: _bootstrapfields.py's Field, Container,
#                                Iterable, Orderable, MinMaxLen, Text/TextLine/Password, Bool, the
#                                number fields and Object; _field.py's string, date/time, Choice,
#                                URI/Id/DottedName, collection and mapping fields; _schema.py's
#                                getFields*; interfaces.py; vocabulary.py; accessors.py), whose
#                                values are keyword defaults on __init__ lines (title='',
#                                required=True, readonly=False, min=None, min_length=0, ...), the
#                                _NotGiven sentinel, class attributes (unicode_normalization = 'NFC',
#                                Collection's value_type/unique), kw.pop() fallbacks (min_dots 0,
#                                validate_invariants True) and the development configuration its
#                                hacking page describes (tox.ini, buildout.cfg, pyproject.toml)
#   cache/zope-schema/site       its Sphinx site (Sphinx 9.0.4, repoze.sphinx.autointerface 1.1.0,
#                                the builtin `default` theme: docs/ with its own conf.py less
#                                intersphinx, autodoc of the checkout's src/ with zope.interface 8.7
#                                and zope.event 6.2 installed; venv pinned; changelog.html dropped;
#                                see build_zope_schema)
#   cache/cssutils/checkout      cssutils 2.15.0 sdist (PyPI; the latest release; the first choice): a
#                                CSS parser, DOM and serializer (cssutils/: serialize.py's Preferences,
#                                whose defaults are the literal assignments of useDefaults(); parse.py's
#                                CSSParser; css/ and stylesheets/ DOM classes; codec.py; profiles.py;
#                                errorhandler.py; script.py and scripts/*.py's optparse CLIs), whose
#                                values are keyword defaults, useDefaults()'s assignments and the
#                                add_option default= literals
#   cache/cssutils/site          its Sphinx site (Sphinx 9.0.4, furo 2025.12.19, jaraco.packaging
#                                10.4.0, rst.linker 2.6.0, jaraco.tidelift 1.5.1: docs/ with its own
#                                conf.py less intersphinx, built in a copy of the checkout, autodoc of
#                                cssutils from it; venv pinned; history.html dropped; see
#                                build_cssutils)
#   cache/restrictedpython/checkout RestrictedPython 9.0 sdist (PyPI; the latest release; the first
#                                choice): the Zope Foundation's restricted-Python compiler
#                                (src/RestrictedPython/: compile.py's compile_restricted* functions,
#                                transformer.py's RestrictingNodeTransformer, Guards.py's
#                                safe_builtins/guards, Limits.py, Utilities.py, PrintCollector.py,
#                                Eval.py), whose values are keyword defaults on def lines
#                                (filename='<unknown>' or '<string>', mode='exec', flags=0,
#                                dont_inherit=False, policy=RestrictingNodeTransformer), module-level
#                                literals (safe_globals' dict, INSPECT_ATTRIBUTES' frozenset) and
#                                the packaging metadata (pyproject.toml, tox.ini)
#   cache/restrictedpython/site  its Sphinx site (Sphinx 9.0.4, furo 2025.12.19: docs/ with its own
#                                conf.py less intersphinx; no autodoc (hand-written py:method
#                                directives), so RestrictedPython is not installed; venv pinned;
#                                changes.html dropped; see build_restrictedpython)
#   cache/zope-configuration/checkout zope.configuration 7.1 sdist (PyPI; the latest release; the
#                                first choice): the Zope Foundation's ZCML configuration machinery
#                                (src/zope/configuration/: config.py's ConfigurationContext.action,
#                                ConfigurationMachine, the stack items, expand_action and the meta
#                                bootstrap; xmlconfig.py's ParserInfo, ConfigurationHandler's
#                                evaluateCondition, include/exclude/includeOverrides, file()/string();
#                                zopeconfigure.py; fields.py; the tests/ helpers and .zcml files the
#                                narrative's doctests run), whose values are keyword defaults on def
#                                lines (order=0, args=(), callable=None, name="<string>"), class
#                                attributes (includepath = ()), module constants (zopens, metans,
#                                ZCML_NAMESPACE), body fallbacks ('configure.zcml') and the
#                                development configuration the hacking page describes (tox.ini,
#                                buildout.cfg, pyproject.toml, docs/Makefile)
#   cache/zope-configuration/site its Sphinx site (Sphinx 9.0.4, repoze.sphinx.autointerface 1.1.0,
#                                the builtin `default` theme: docs/ with its own conf.py less
#                                intersphinx, autodoc of the checkout's src/ with zope.i18nmessageid
#                                8.4, zope.interface 8.7, zope.schema 8.1 and zope.event 6.2
#                                installed; venv pinned; no changelog page; see
#                                build_zope_configuration)
#   cache/persistent/checkout    persistent 6.9 sdist (PyPI; the latest release; the first choice): the
#                                Zope Foundation's persistence base for ZODB (src/persistent/:
#                                persistence.py's pure-Python Persistent with its _p_* properties,
#                                SPECIAL_NAMES and the 24-bit size estimate; interfaces.py's
#                                IPersistent/IPersistentDataManager/IPickleCache and the
#                                GHOST/UPTODATE/CHANGED/STICKY constants; picklecache.py's PickleCache;
#                                list.py, mapping.py; the C twins cPersistence.c/cPickleCache.c),
#                                whose values are keyword defaults on def lines (default=None,
#                                target_size=0, i=-1), the constants bound through use_c_impl(-1/0/1/2),
#                                the SPECIAL_NAMES tuple and literals in the attribute protocol's
#                                bodies (the '_p_'/'_v_' prefixes, 64-byte units, 16777215, 8 octets)
#   cache/persistent/site        its Sphinx site (Sphinx 9.0.4, furo 2025.12.19,
#                                repoze.sphinx.autointerface 1.1.0: docs/ with its own conf.py, autodoc
#                                of persistent 6.9 compiled from the same sdist into the venv (as
#                                .readthedocs.yaml's `pip install .`); venv pinned; changes.html
#                                dropped; see build_persistent)
#   cache/btrees/checkout        BTrees 6.5 sdist (PyPI btrees-6.5.tar.gz; the latest release; the
#                                first choice): the Zope Foundation's persistent B+-tree containers
#                                for ZODB (src/BTrees/: Interfaces.py's interfaces with the keyword
#                                defaults of keys/values/items/minKey/maxKey/weightedUnion/
#                                weightedIntersection on their def lines; _datatypes.py's key types
#                                with the node sizes tree_size/default_bucket_size and the integer
#                                bounds; _module_builder.py, which sets max_leaf_size/max_internal_size
#                                and byValue on the generated classes; __init__.py's family32/family64;
#                                Length.py; _base.py, the pure-Python twin of the C templates
#                                *Template.c and the key/value macro headers)
#   cache/btrees/site            its Sphinx site (Sphinx 9.0.4, furo 2025.12.19,
#                                repoze.sphinx.autointerface 1.1.0: docs/ with its own conf.py less
#                                intersphinx, autodoc of BTrees 6.5 compiled from the same sdist into
#                                the venv (as .readthedocs.yaml's `pip install .`); venv pinned;
#                                changes.html and _modules/ dropped; see build_btrees)
# Re-running is cheap: a corpus whose stamp file exists is left alone (delete cache/NAME to redo).
# Usage: tests/corpora/build.sh [yamllint|markdownlint|markdownlint-site|tokio|flask|starlette|
#                                black|testcrates|ureq|ignore|tempfile|walkdir|env_logger|
#                                aho-corasick|django|bandit|salt|coverage|scrapy|pip-tools|sphinx|
#                                gunicorn|jinja2|structlog|mypy|twine|regex-automata|waitress|isort|
#                                csv|flake8|pylint|globset|pycodestyle|mkdocstrings-python|
#                                regex-syntax|rq|apscheduler|serde_json|tox|pymdown-extensions|
#                                indicatif|httpx|pytest|reqwest|werkzeug|hyper|yapf|mkdocs|
#                                tracing-subscriber|hypercorn|flask-sqlalchemy|tar|pydocstyle|
#                                click|r2d2|autopep8|moka|vulture|markdown|backoff|codespell|marshmallow|
#                                cachetools|bb8|docformatter|doc8|deadpool|tenacity|autoflake|rayon-core|cattrs|
#                                flynt|bleach|governor|mdformat|sqlparse|tokio-util|humanize|similar|interrogate|
#                                limits|flexi_logger|blacken-docs|itsdangerous|tracing-appender|pip-licenses|
#                                backon|tqdm|cachelib|mobc|more-itertools|pip-audit|hyper-util|glom|pipdeptree|
#                                tower-http|attrs|nox|tonic|python-dateutil|pydoclint|urllib3|quinn-proto|pytest-timeout|pyjwt|pytest-cov|tokio-postgres|hickory-resolver|towncrier|h11|lettre|check-manifest|python-slugify|async-nats|darker|tabulate|actix-web|radon|dogpile-cache|redis|xenon|humanfriendly|cachier|opentelemetry_sdk|requests-toolbelt|pydantic-settings|pytest-xdist|log4rs|pytest-asyncio|python-dotenv|zstd|stamina|huey|tokio-retry2|environs|pyrate-limiter|isahc|pytest-benchmark|attohttpc|pygments|rustyline|pytest-rerunfailures|flask-caching|invoke|flask-cors|exponential-backoff|simplelog|coloredlogs|flask-limiter|fern|fabric|flask-session|requests-cache|aiocache|quick_cache|filelock|anyio|flate2|portalocker|wsproto|rustls|arrow|simplejson|regex|dateparser|falcon|mysql_async|tornado|alembic|axum|peewee|mako|leaky-bucket|wtforms|babel|jsonwebtoken|webob|apispec|cached|webargs|pyramid|retry-policies|flask-wtf|kombu|tower|arq|flask-migrate|metrics-exporter-prometheus|flask-login|marshmallow-sqlalchemy|tokio-stream|flask-httpauth|sqlalchemy-utils|tracing-log|pexpect|watchdog|comrak|aiohttp|redis-py|zip|png|pyserial|jsonschema|cheroot|requests-oauthlib|ron|yarl|pluggy|dashmap|textwrap|argon2-cffi|tablib|psutil|base64|mistune|pyparsing|pyopenssl|fs_extra|configobj|minijinja|factory_boy|parsel|handlebars|w3lib|aiosmtplib|argon2|jsonpickle|scrypt|flask-restful|requests-mock|django-environ|sysinfo|webtest|django-storages|pytest-django|object_store|plumbum|xmlschema|opentelemetry-otlp|logbook|feedparser|fancy-regex|colander|notify|everett|quick-xml|sh|hvac|mutagen|dataset|sled|amqp|python-socketio|lapin|deform|httplib2|tera|confuse|pyee|sentry-core|webassets|hupper|async-compression|paste|flask-socketio|prometheus|kazoo|cherrypy|jsonrpsee-server|pyftpdlib|django-debug-toolbar|tower-sessions|tower_governor|eventlet|django-extensions|trio|axum-server|asyncssh|sshtunnel|hyperlink|tryhard|bincode|treq|passlib|python-jose|django-filter|humantime|simple-websocket|transaction|ammonia|pytest-mock|deadpool-redis|zeroconf|pyasn1|cssselect|redb|blinker|hyper-rustls|sphinx-autodoc-typehints|pyramid-jinja2|objgraph|deadpool-postgres|rfc3986|pyotp|cookie|humansize|zope-event|jsonpatch|jsonpointer|multidict|bytesize|zope-schema|zope-testrunner|criterion|restrictedpython|cssutils|usvg|persistent|zope-configuration|figment|btrees ...]
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${CORPORA_CACHE:-$HERE/cache}"
mkdir -p "$CACHE/downloads"

YAMLLINT_VERSION=1.37.1
YAMLLINT_SHA256=81f7c0c5559becc8049470d86046b36e96113637bcbe4753ecef06977c00245d
SPHINX_VERSION=8.2.3
SPHINX_RTD_THEME_VERSION=3.1.0
MARKDOWNLINT_VERSION=0.42.1
MARKDOWNLINT_SHA256=29b1845c8c7d2e299dff9314b00d466f3234c924e68b1bffa8a2a79d6d1e728b
TOKIO_VERSION=1.54.1
TOKIO_SHA256=b52fd3255258d26fac7264ab5a76b53c13367136dc011d3d6ad4f8ed070396a3
FLASK_VERSION=3.1.3
FLASK_SHA256=0ef0e52b8a9cd932855379197dd8f94047b359ca0a78695144304cb45f87c9eb
# Flask's docs build (its conf.py's extensions, and Flask's own dependencies for autodoc).
FLASK_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 blinker==1.9.0 click==8.5.1 docutils==0.22.4
    imagesize==2.0.1 itsdangerous==2.2.0 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pallets-Sphinx-Themes==2.5.0 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-notfound-page==1.1.0 sphinx-tabs==3.5.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-log-cabinet==1.0.1 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 Werkzeug==3.1.9)
STARLETTE_VERSION=1.10.0
STARLETTE_SHA256=b8399098d4c1e3522734f7235dc79b1fc967f96cf139c81e0fa30479e0685f9b
STARLETTE_DOCS_PINS=(babel==2.19.0 backrefs==8.3.1 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 colorama==0.4.6 ghp-import==2.1.0 griffelib==2.4.1
    idna==3.20 Jinja2==3.1.6 Markdown==3.11.3 MarkupSafe==3.0.4 mergedeep==1.3.4 mkdocs==1.6.1
    mkdocs-autorefs==1.4.5 mkdocs-get-deps==0.2.2 mkdocs-material==9.8.2
    mkdocs-material-extensions==1.3.1 mkdocstrings==1.0.8 mkdocstrings-python==2.0.11
    packaging==26.4 paginate==0.5.7 pathspec==1.1.1 platformdirs==4.14.9 Pygments==2.21.0
    pymdown-extensions==13.1.2 python-dateutil==4.0.0 PyYAML==6.0.4 pyyaml_env_tag==1.1
    requests==2.34.2 tzdata==2026.6 urllib3==2.8.0 watchdog==7.1.1)
STRUCTLOG_VERSION=25.4.0
STRUCTLOG_SHA256=186cd1b0a8ae762e29417095664adf1d6a31702160a46dacb7796ea82f7409e4
# structlog's docs build: the `docs` dependency group of its pyproject.toml (twisted for the
# autodoc of structlog.twisted), resolved and pinned 2026-12-05.
STRUCTLOG_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 attrs==26.1.0 Automat==25.4.16
    babel==2.19.0 beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    constantly==23.10.4 docutils==0.22.4 furo==2025.12.19 hyperlink==21.0.0 idna==3.21
    imagesize==2.0.1 Incremental==24.11.0 Jinja2==3.1.6 markdown-it-py==4.3.0 MarkupSafe==3.0.4
    mdit-py-plugins==0.7.0 mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4 Pygments==2.21.0
    PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinx-notfound-page==1.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-mermaid==2.1.1 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 sphinxext-opengraph==0.13.0 Twisted==26.10.0
    typing_extensions==4.16.0 urllib3==2.8.0 zope.interface==8.7)
BLACK_VERSION=26.10.1
BLACK_SHA256=5f9f83beae62437e060dafd53d7f1fc327e3d3494f74d72ee5c2b73eb90fc4e7
# Black's docs build: the `docs` group of its pyproject.toml (sphinx 9.0.4 for Python 3.11:
# the group's 9.1.0 needs 3.12), and Black's own dependencies with the `d` extra (aiohttp) so
# `blackd --help` renders.
BLACK_DOCS_PINS=(accessible-pygments==0.0.5 aiohappyeyeballs==2.7.1 aiohttp==3.14.5
    aiosignal==1.4.0 alabaster==1.0.0 attrs==26.1.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 docutils==0.22.4
    frozenlist==1.8.0 furo==2025.12.19 idna==3.20 imagesize==2.0.1 Jinja2==3.1.6
    markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2 multidict==7.2.1
    mypy_extensions==1.2.0 myst-parser==5.1.0 packaging==26.4 pathspec==1.1.1 platformdirs==4.14.9
    propcache==0.5.4 Pygments==2.21.0 pytokens==0.4.1 PyYAML==6.0.4 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-programoutput==0.20 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0 yarl==1.25.1)
TWINE_VERSION=7.0.0
TWINE_SHA256=85cdb29c518efef867360ae4acd4b0dfd61c8654a22fca08e6f8539f05022177
# Sphinx + furo + programoutput (index.rst runs `twine upload -h`) and twine's own runtime
# dependencies (autodoc of docs/internal/ imports every module), every one pinned.
TWINE_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 backports.tarfile==1.2.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.3
    cryptography==50.0.2 docutils==0.22.4 furo==2025.12.19 id==1.6.1 idna==3.21 imagesize==2.0.1
    importlib_metadata==10.2.0 jaraco.classes==3.4.0 jaraco.context==6.1.2 jaraco.functools==4.6.0
    jeepney==0.9.0 Jinja2==3.1.6 keyring==25.7.0 lazy-importer==0.1.0 markdown-it-py==4.3.0
    MarkupSafe==3.0.4 mdurl==0.1.2 more-itertools==11.2.1 nh3==0.3.8 packaging==26.4
    pycparser==3.12 Pygments==2.21.0 readme_renderer==46.0 requests==2.34.2
    requests-toolbelt==1.0.0 rfc3986==2.0.0 rich==15.0.0 roman-numerals==4.1.0
    SecretStorage==3.5.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-programoutput==0.20
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0 zipp==4.1.2)
WAITRESS_VERSION=3.0.2
WAITRESS_SHA256=682aaaf2af0c44ada4abfb70ded36393f0e307f4ab9456a215ce0020baefc31f
# Sphinx + the pylons theme (docs/conf.py's html_theme); every package of the venv pinned.
WAITRESS_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 pylons-sphinx-themes==1.0.13
    requests==2.34.2 roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1
    Sphinx==8.2.3 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
ISORT_VERSION=9.0.2
ISORT_SHA256=d2298980ce44350f11d9d24c8150eaef1883431ec203dddbb4e9b5c3ceb54c70
# isort's docs build: the `docs` dependency group of the sdist's own uv.lock (myst-parser,
# sphinx, sphinx-immaterial) resolved there for Python 3.11, at its versions, plus isort's one
# runtime dependency (mypy-extensions 1.1.0: autodoc of reference/isort.rst imports isort from
# the checkout).
ISORT_DOCS_PINS=(alabaster==1.0.0 annotated-types==0.7.0 appdirs==1.4.4 babel==2.18.0
    certifi==2024.12.14 charset-normalizer==3.4.1 docutils==0.22.4 idna==3.20 imagesize==2.0.0
    Jinja2==3.1.6 markdown-it-py==4.0.0 MarkupSafe==3.0.2 mdit-py-plugins==0.5.0 mdurl==0.1.2
    mypy-extensions==1.1.0 myst-parser==5.0.0 packaging==26.3 pydantic==2.12.5
    pydantic-core==2.41.5 pydantic-extra-types==2.11.0 Pygments==2.20.0 PyYAML==6.0.2
    requests==2.33.0 roman-numerals==4.1.0 snowballstemmer==3.0.1 Sphinx==9.0.4
    sphinx-immaterial==0.13.9 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing-extensions==4.15.0 typing-inspection==0.4.2
    urllib3==2.7.0)
FLAKE8_VERSION=5.0.4
FLAKE8_SHA256=6fbe320aad8d6b95cec8b8e47bc933004678dc63095be98528b7bdd2a9f510db
# flake8's docs build: docs/source/conf.py's extensions (sphinx-prompt, the rtd theme) and, for
# autodoc of src/flake8, flake8 5.0.4's own dependencies (pycodestyle, pyflakes, mccabe). The
# sdist lacks the docs/source/requirements.txt that tox.ini's docs env names.
FLAKE8_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 mccabe==0.7.0 packaging==26.4 pycodestyle==2.9.1 pyflakes==2.5.0
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 roman-numerals-py==4.1.0
    snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-prompt==1.10.2 sphinx-rtd-theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
PYCODESTYLE_VERSION=2.10.0
PYCODESTYLE_SHA256=347187bdb476329d98f695c213d7295a846d1152ff4fe9bacb8a9590b8ee7053
# pycodestyle's docs build: docs/conf.py's sphinx_rtd_theme (its get_html_theme_path() only
# warns in 3.1.0) and Sphinx with its dependencies; autodoc imports pycodestyle.py from the
# checkout (conf.py puts '..' on sys.path), which needs nothing outside the standard library.
PYCODESTYLE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-rtd-theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
GREP_SEARCHER_VERSION=0.1.17
GREP_SEARCHER_SHA256=72348823a0eafc4bc2e9051064f28b5b42cc100b571b3a35d67918d711efcbc6
TUNGSTENITE_VERSION=0.30.0
TUNGSTENITE_SHA256=e48ac77174b19c110a50ab2128b24215ac9cb40e0e12e093fb602d175c569d22
UREQ_VERSION=3.5.2
UREQ_SHA256=3ac5cecf619ca81f66a96482db09687c9f7465af65f4300a8c30cca05bd5a59d
IGNORE_VERSION=0.4.35
IGNORE_SHA256=df0a7d5f105e76bda602bed0a44af048542d3c9af12ec35aaf16f106c6f34270
TEMPFILE_VERSION=3.27.0
TEMPFILE_SHA256=32497e9a4c7b38532efcdebeef879707aa9f794296a4f0244f6f69e9bc8574bd
WALKDIR_VERSION=2.5.1
WALKDIR_SHA256=b42e295b7452c4604982280d8586001fcad9b8b201cac67bca9771e7a7475403
ENV_LOGGER_VERSION=0.10.2
ENV_LOGGER_SHA256=4cd405aab171cb85d6735e5c8d9db038c17d3ca007a4d2c25f337935c3d90580
AHO_CORASICK_VERSION=1.1.5
AHO_CORASICK_SHA256=c982642fa9e8606056828ee9a8505737230110bb1099153c79efe865c59d12ba
REGEX_AUTOMATA_VERSION=0.4.19
REGEX_AUTOMATA_SHA256=41d60ef07df457506a0a1a2073112eb4aae5733dbd2813c3da77d1b0fd441158
CSV_VERSION=1.4.0
CSV_SHA256=52cd9d68cf7efc6ddfaaee42e7288d3a99d613d4b50f76ce9827ae0c6e14f938
GLOBSET_VERSION=0.4.22
GLOBSET_SHA256=71217a07f20b48b4938c14203b77b610f8a7fa6762c3f75394a10c5f31e5aee0
REGEX_SYNTAX_VERSION=0.8.12
REGEX_SYNTAX_SHA256=d902046e6a28a1e4c3cab97258a0ce11e994903f01c2d97a9447a0b3df85f4f6
SERDE_JSON_VERSION=1.0.154
SERDE_JSON_SHA256=e7e9cc8b1b85264074fbcc02a88680c4096b1e47df8f739dceb03bf482f04bd6
INDICATIF_VERSION=0.18.6
INDICATIF_SHA256=9433806cd6b4ec1aba79c021c7e4c58fb4c3b9977c085062e611ac929998fb0c
REQWEST_VERSION=0.12.28
REQWEST_SHA256=eddd3ca559203180a307f12d114c268abf583f59b03cb906fd0b3ff8646c1147
HYPER_VERSION=1.13.0
HYPER_SHA256=229c6ff5584df4c6becbfe00567128bac768c8cd32ebc8a8366bd81ed072e8f3
TRACING_SUBSCRIBER_VERSION=0.3.23
TRACING_SUBSCRIBER_SHA256=cb7f578e5945fb242538965c2d0b04418d38ec25c79d160cd279bf0731c8d319
TAR_VERSION=0.4.46
TAR_SHA256=3f6221d9a6003c78398e3b239969f352578258df48c8eb051caadae0015bc840
R2D2_VERSION=0.8.10
R2D2_SHA256=51de85fb3fb6524929c8a2eb85e6b6d363de4e8c48f9e2c2eac4944abc181c93
MOKA_VERSION=0.12.16
MOKA_SHA256=4293f18e7567a1caf3c584855554377025c65e0aa445344d04171f5ad63d19b9
BACKOFF_VERSION=0.4.0
BACKOFF_SHA256=b62ddb9cb1ec0a098ad4bbf9344d0713fa193ae1a80af55febcff2627b6a00c1
BB8_VERSION=0.9.1
BB8_SHA256=457d7ed3f888dfd2c7af56d4975cade43c622f74bdcddfed6d4352f57acc6310
DEADPOOL_VERSION=0.13.1
DEADPOOL_SHA256=3e98a7e119cd347f4201e1159b19831029e203e2d8b790547708e8157b4acf1e
RAYON_CORE_VERSION=1.13.0
RAYON_CORE_SHA256=22e18b0f0062d30d4230b2e85ff77fdfe4326feb054b9783a3460d8435c8ab91
GOVERNOR_VERSION=0.10.4
GOVERNOR_SHA256=9efcab3c1958580ff1f25a2a41be1668f7603d849bb63af523b208a3cc1223b8
TOKIO_UTIL_VERSION=0.7.20
TOKIO_UTIL_SHA256=e464cf451ba96ebfc6f9b6542f17ee8b8956e33f1e40d9690624e59d7a7f8a4b
SIMILAR_VERSION=3.2.1
SIMILAR_SHA256=d2f8bec09ae8fae0f4f265a4559a9334be3929d8504e9b536df0a41302bd1733
FLEXI_LOGGER_VERSION=0.31.10
FLEXI_LOGGER_SHA256=a4945fa9cdfd7571192cf559c186d45ab36c8034482a2d217a19bdc566f190cc
TRACING_APPENDER_VERSION=0.2.5
TRACING_APPENDER_SHA256=050686193eb999b4bb3bc2acfa891a13da00f79734704c4b8b4ef1a10b368a3c
BACKON_VERSION=1.6.0
BACKON_SHA256=cffb0e931875b666fc4fcb20fee52e9bbd1ef836fd9e9e04ec21555f9f85f7ef
# mobc is pinned by a lock file of its own (mobc-doc/Cargo.lock), not by testcrates-doc's.
MOBC_VERSION=0.9.0
MOBC_SHA256=4ee4c321f7581ff6d3b02c1fd05dc0b1f17c05f23c8532d1af9413890ab5fab5
HYPER_UTIL_VERSION=0.1.21
HYPER_UTIL_SHA256=ddc03d96684f9226b8a787cdb71488417b53ab5ea8fdb1dac946cb9431cc8bff
# tower-http 0.7.1 is locked in testcrates-doc beside 0.6.11 (reqwest's dependency): build_crate asks
# cargo for `tower-http@0.7.1` and takes the vendored copy whose Cargo.toml says 0.7.1.
TOWER_HTTP_VERSION=0.7.1
TOWER_HTTP_SHA256=08a05a66a4fdd61cbbe0a1d755ffe0ca6aba159dd4820936a0ff8a8278245b9c
# tonic is pinned by a lock file of its own (tonic-doc/Cargo.lock), not by testcrates-doc's.
TONIC_VERSION=0.14.9
TONIC_SHA256=e2cdfc673aabd30fe8fee92e65837b644c37c5d47f0f97ae6d5e0f1237d15e1b
# quinn-proto is pinned by a lock file of its own (quinn-proto-doc/Cargo.lock), not by testcrates-doc's.
QUINN_PROTO_VERSION=0.11.19
QUINN_PROTO_SHA256=0e750cca55fe4f0439a15d0bb529da9651e79993e8e72c61a899a36d462befbe
# tokio-postgres is pinned by a lock file of its own (tokio-postgres-doc/Cargo.lock), not by testcrates-doc's.
TOKIO_POSTGRES_VERSION=0.7.18
TOKIO_POSTGRES_SHA256=a528f7d280f6d5b9cd149635c8705b0dd049754bc67d81d31fa25169a93809d3
# hickory-resolver is pinned by a lock file of its own (hickory-resolver-doc/Cargo.lock), not by testcrates-doc's.
HICKORY_RESOLVER_VERSION=0.26.3
HICKORY_RESOLVER_SHA256=3f3da5255c95d5a716857d54b5b8f4e8d67c3484d3beaaaae2ce25063b3ba981
# lettre is pinned by a lock file of its own (lettre-doc/Cargo.lock), not by testcrates-doc's.
LETTRE_VERSION=0.11.23
LETTRE_SHA256=f2c646bd5cc763b1087b15493e29a64be6147ba8f19342004fa52048ee596eae
# async-nats is pinned by a lock file of its own (async-nats-doc/Cargo.lock), not by testcrates-doc's.
ASYNC_NATS_VERSION=0.52.0
ASYNC_NATS_SHA256=015f0a7a3b0b29701b78c76a4d4a122624c97c71fa30363381664eb729d619c7
# actix-web is pinned by a lock file of its own (actix-web-doc/Cargo.lock), not by testcrates-doc's.
ACTIX_WEB_VERSION=4.18.1
ACTIX_WEB_SHA256=81f8da0d2ae4200dde8773d72ba47a65c220b251ba7b9248db5bd263c247e959
# redis is pinned by a lock file of its own (redis-doc/Cargo.lock), not by testcrates-doc's.
REDIS_VERSION=1.8.2
REDIS_SHA256=4bef8fa589dd53a8a379a7856de1365d0a1be50c6b8aebb5c01c1ec441a2c509
# opentelemetry_sdk is pinned by a lock file of its own (opentelemetry_sdk-doc/Cargo.lock), not by testcrates-doc's.
OPENTELEMETRY_SDK_VERSION=0.33.1
OPENTELEMETRY_SDK_SHA256=372a912db2974d1990207006fd0e3aa0ef3fd4ad3be43c65cfaadf2206866061
# log4rs is pinned by a lock file of its own (log4rs-doc/Cargo.lock), not by testcrates-doc's.
LOG4RS_VERSION=1.4.0
LOG4RS_SHA256=3e947bb896e702c711fccc2bf02ab2abb6072910693818d1d6b07ee2b9dfd86c
# zstd is pinned by a lock file of its own (zstd-doc/Cargo.lock), not by testcrates-doc's.
ZSTD_VERSION=0.14.5
ZSTD_SHA256=465cb081cac3a28a84ef547702dba1fe0f4a9f22e4e57a0b675ceee028c2af80
# tokio-retry2 is pinned by a lock file of its own (tokio-retry2-doc/Cargo.lock), not by testcrates-doc's.
TOKIO_RETRY2_VERSION=0.9.1
TOKIO_RETRY2_SHA256=0266d56e57e6b29becbfce5daa6add8730941ca8192ddd7c24d25bf90c32a743
# isahc is pinned by a lock file of its own (isahc-doc/Cargo.lock), not by testcrates-doc's.
ISAHC_VERSION=2.0.2
ISAHC_SHA256=94f6439c61e10f48b1d296b5ff1e6522c1a257a6019fb388143ed52c13f121be
# attohttpc is pinned by a lock file of its own (attohttpc-doc/Cargo.lock), not by testcrates-doc's.
ATTOHTTPC_VERSION=0.31.0
ATTOHTTPC_SHA256=9bc84fee5e780a259df0e31fd3206fcb047ecff0eda5a71261f3e7564b78168c
# rustyline is pinned by a lock file of its own (rustyline-doc/Cargo.lock), not by testcrates-doc's.
RUSTYLINE_VERSION=19.0.0
RUSTYLINE_SHA256=56e1d6bd81c2d5feafd2419138df9183c45a10a492c4e873b8b0acb8eb2b549e
# exponential-backoff is pinned by a lock file of its own (exponential-backoff-doc/Cargo.lock), not by testcrates-doc's.
EXPONENTIAL_BACKOFF_VERSION=2.1.1
EXPONENTIAL_BACKOFF_SHA256=08ab6e822495687a98e096a5c4baea819a52be3a849c80f861266373a5d2467f
# simplelog is pinned by a lock file of its own (simplelog-doc/Cargo.lock), not by testcrates-doc's.
SIMPLELOG_VERSION=0.12.2
SIMPLELOG_SHA256=16257adbfaef1ee58b1363bdc0664c9b8e1e30aed86049635fb5f147d065a9c0
# fern is pinned by a lock file of its own (fern-doc/Cargo.lock), not by testcrates-doc's.
FERN_VERSION=0.7.1
FERN_SHA256=4316185f709b23713e41e3195f90edef7fb00c3ed4adc79769cf09cc762a3b29
# quick_cache is pinned by a lock file of its own (quick_cache-doc/Cargo.lock), not by testcrates-doc's.
QUICK_CACHE_VERSION=0.7.0
QUICK_CACHE_SHA256=403c1a912fec895cafb223201e368234842acb9220aaf08ab042ae89ba5f135c
# flate2 is pinned by a lock file of its own (flate2-doc/Cargo.lock), not by testcrates-doc's.
FLATE2_VERSION=1.1.11
FLATE2_SHA256=626d4928326b646e70f65ed36fc7cf9f206bdb68a0019ee7c6b4709da4e084c4
# rustls is pinned by a lock file of its own (rustls-doc/Cargo.lock), not by testcrates-doc's.
RUSTLS_VERSION=0.23.48
RUSTLS_SHA256=86c8de8f13bac4bb046743409c751e2343621c0293a805c143ede57c5c95c3f8
# regex is pinned by a lock file of its own (regex-doc/Cargo.lock), not by testcrates-doc's.
REGEX_VERSION=1.13.2
REGEX_SHA256=9807af0e638c12e753aa1b4e601791bf2a8f71274023c8bbeec12fc149950857
# mysql_async is pinned by a lock file of its own (mysql_async-doc/Cargo.lock), not by testcrates-doc's.
MYSQL_ASYNC_VERSION=0.37.1
MYSQL_ASYNC_SHA256=40d11da0e2d9fad4640c9f9198ee431c6d68444568f83ef1f10f3367270071e4
# axum is pinned by a lock file of its own (axum-doc/Cargo.lock), not by testcrates-doc's.
AXUM_VERSION=0.8.9
AXUM_SHA256=31b698c5f9a010f6573133b09e0de5408834d0c82f8d7475a89fc1867a71cd90
# leaky-bucket is pinned by a lock file of its own (leaky-bucket-doc/Cargo.lock), not by testcrates-doc's.
LEAKY_BUCKET_VERSION=1.1.2
LEAKY_BUCKET_SHA256=0a396bb213c2d09ed6c5495fd082c991b6ab39c9daf4fff59e6727f85c73e4c5
# jsonwebtoken is pinned by a lock file of its own (jsonwebtoken-doc/Cargo.lock), not by testcrates-doc's.
JSONWEBTOKEN_VERSION=12.0.0
JSONWEBTOKEN_SHA256=f347a975eb5fa8f5c4eadce6c1152c11c326cf32cf839fb64ff12d5cb8f4ce8b
# cached is pinned by a lock file of its own (cached-doc/Cargo.lock), not by testcrates-doc's.
CACHED_VERSION=4.1.0
CACHED_SHA256=6f886e989b5b6e7991606f2550e45a99e130024465ba8d67f9f9b256eb7044bf
# retry-policies is pinned by a lock file of its own (retry-policies-doc/Cargo.lock), not by testcrates-doc's.
RETRY_POLICIES_VERSION=0.5.2
RETRY_POLICIES_SHA256=dc05fbf560421a0357a750cbe78c7ca19d4923918490daabba313d5dbc871e47
# tower is pinned by a lock file of its own (tower-doc/Cargo.lock), not by testcrates-doc's.
TOWER_VERSION=0.5.3
TOWER_SHA256=ebe5ef63511595f1344e2d5cfa636d973292adc0eec1f0ad45fae9f0851ab1d4
# metrics-exporter-prometheus is pinned by a lock file of its own (metrics-exporter-prometheus-doc/Cargo.lock),
# not by testcrates-doc's.
METRICS_EXPORTER_PROMETHEUS_VERSION=0.18.3
METRICS_EXPORTER_PROMETHEUS_SHA256=1db0d8f1fc9e62caebd0319e11eaec5822b0186c171568f0480b46a0137f9108
# tokio-stream is pinned by a lock file of its own (tokio-stream-doc/Cargo.lock), not by testcrates-doc's.
TOKIO_STREAM_VERSION=0.1.19
TOKIO_STREAM_SHA256=a3d06f0b082ba57c26b79407372e57cf2a1e28124f78e9479fe80322cf53420b
# tracing-log is pinned by a lock file of its own (tracing-log-doc/Cargo.lock), not by testcrates-doc's.
TRACING_LOG_VERSION=0.2.0
TRACING_LOG_SHA256=ee855f1f400bd0e5c02d150ae5de3840039a3f54b025156404e34c23c03f47c3
# comrak is pinned by a lock file of its own (comrak-doc/Cargo.lock), not by testcrates-doc's.
COMRAK_VERSION=0.59.0
COMRAK_SHA256=3adf553d37681e21753316065ad5a763d9513f81c910e250576c572114a8eb06
# zip is pinned by a lock file of its own (zip-doc/Cargo.lock), not by testcrates-doc's.
ZIP_VERSION=9.9.0
ZIP_SHA256=07db37dec4a7c468df4723fba4cadb4822d1d0f10dbea367100b6a6881b2a9c9
# png is pinned by a lock file of its own (png-doc/Cargo.lock), not by testcrates-doc's.
PNG_VERSION=0.18.1
PNG_SHA256=60769b8b31b2a9f263dae2776c37b1b28ae246943cf719eb6946a1db05128a61
# ron is pinned by a lock file of its own (ron-doc/Cargo.lock), not by testcrates-doc's.
RON_VERSION=0.12.3
RON_SHA256=97b3fe97c18ff24299ea56f802c5693eb34266fb0bc8317f4e101debc8a3ceaf
# dashmap is pinned by a lock file of its own (dashmap-doc/Cargo.lock), not by testcrates-doc's.
DASHMAP_VERSION=6.2.1
DASHMAP_SHA256=e6361d5c062261c78a176addb82d4c821ae42bed6089de0e12603cd25de2059c
# textwrap is pinned by a lock file of its own (textwrap-doc/Cargo.lock), not by testcrates-doc's.
TEXTWRAP_VERSION=0.16.4
TEXTWRAP_SHA256=6ecfad6c3abc80a577f2b91c1e412ee57e7a060d430b553c1b0c940974ebcd49
# base64 is pinned by a lock file of its own (base64-doc/Cargo.lock), not by testcrates-doc's.
BASE64_VERSION=0.23.1
BASE64_SHA256=ac07cdecf99051d9a5238b80f35af32cdeba5b336e55d957b318b50137e18da5
# fs_extra is pinned by a lock file of its own (fs_extra-doc/Cargo.lock), not by testcrates-doc's.
FS_EXTRA_VERSION=1.3.0
FS_EXTRA_SHA256=42703706b716c37f96a77aea830392ad231f44c9e9a67872fa5548707e11b11c
# minijinja is pinned by a lock file of its own (minijinja-doc/Cargo.lock), not by testcrates-doc's.
MINIJINJA_VERSION=3.1.0
MINIJINJA_SHA256=509eeb2603a84eccabb4d75f6ec8ba23b46bbf441aaeb863d6b83a5887fd51e4
# handlebars is pinned by a lock file of its own (handlebars-doc/Cargo.lock), not by testcrates-doc's.
HANDLEBARS_VERSION=6.4.4
HANDLEBARS_SHA256=75c54236f9045c8004a77942bebc52145b4844639db934a5c70fe08617fbe61a
# argon2 is pinned by a lock file of its own (argon2-doc/Cargo.lock), not by testcrates-doc's.
ARGON2_VERSION=0.6.0
ARGON2_SHA256=134c52ddac6d63c576bef8168db10c83c49c26444ecbc68060fef078925a901c
# scrypt is pinned by a lock file of its own (scrypt-doc/Cargo.lock), not by testcrates-doc's.
SCRYPT_VERSION=0.12.0
SCRYPT_SHA256=d87af57419b594aa23fa95f09f0e06d80d84ba01c26148c43844cad6ff4485f0
# sysinfo is pinned by a lock file of its own (sysinfo-doc/Cargo.lock), not by testcrates-doc's.
SYSINFO_VERSION=0.40.4
SYSINFO_SHA256=3e80749408e2d8bec0ffa303012cf4e1b3b355f4a09087b4fdf7473680f6a2de
# object_store is pinned by a lock file of its own (object_store-doc/Cargo.lock), not by testcrates-doc's.
OBJECT_STORE_VERSION=0.14.2
OBJECT_STORE_SHA256=f1796bc93603f78c5760a69f2d58badc9618d22adade0a95385bb2adbae4eb94
# opentelemetry-otlp is pinned by a lock file of its own (opentelemetry-otlp-doc/Cargo.lock), not by testcrates-doc's.
OPENTELEMETRY_OTLP_VERSION=0.33.1
OPENTELEMETRY_OTLP_SHA256=0756af24841e367128ef31c831999937b8b5c5197d47914590d8f4e2e88c2e1a
# fancy-regex is pinned by a lock file of its own (fancy-regex-doc/Cargo.lock), not by testcrates-doc's.
FANCY_REGEX_VERSION=0.20.2
FANCY_REGEX_SHA256=0a2e16b9a584b602f1e0e5e22c30ca0906786088c27500653e432d086def8b53
# notify is pinned by a lock file of its own (notify-doc/Cargo.lock), not by testcrates-doc's.
NOTIFY_VERSION=9.0.0
NOTIFY_SHA256=5482d5bd11b91a337521980e5d52fe115bdccfb4c217099daaf0abd69159dc4e
# quick-xml is pinned by a lock file of its own (quick-xml-doc/Cargo.lock), not by testcrates-doc's.
QUICK_XML_VERSION=0.42.0
QUICK_XML_SHA256=41b1177fdf999d2321d3fb46ff47159d9c1fb9ad66a4879f8c50a0b504615e9b
# sled is pinned by a lock file of its own (sled-doc/Cargo.lock), not by testcrates-doc's.
SLED_VERSION=0.34.7
SLED_SHA256=7f96b4737c2ce5987354855aed3797279def4ebf734436c6aa4552cf8e169935
# lapin is pinned by a lock file of its own (lapin-doc/Cargo.lock), not by testcrates-doc's.
LAPIN_VERSION=4.12.3
LAPIN_SHA256=3212643cc0031d982f81a62360998106268587237d81d6e8501a0a323e13b656
# tera is pinned by a lock file of its own (tera-doc/Cargo.lock), not by testcrates-doc's.
TERA_VERSION=1.20.1
TERA_SHA256=e8004bca281f2d32df3bacd59bc67b312cb4c70cea46cbd79dbe8ac5ed206722
# sentry-core is pinned by a lock file of its own (sentry-core-doc/Cargo.lock), not by testcrates-doc's.
SENTRY_CORE_VERSION=0.49.5
SENTRY_CORE_SHA256=edcb294ca821e5c5624edaf33535eb18b06ef4f8675201d3e4d81ce325741692
# async-compression is pinned by a lock file of its own (async-compression-doc/Cargo.lock), not by testcrates-doc's.
ASYNC_COMPRESSION_VERSION=0.4.54
ASYNC_COMPRESSION_SHA256=0c31224bd2c09447484a1143f2fc1d871eb405789859c8e5470a3e7f95f40a18
# prometheus is pinned by a lock file of its own (prometheus-doc/Cargo.lock), not by testcrates-doc's.
PROMETHEUS_VERSION=0.14.0
PROMETHEUS_SHA256=3ca5326d8d0b950a9acd87e6a3f94745394f62e4dae1b1ee22b2bc0c394af43a
# jsonrpsee-server is pinned by a lock file of its own (jsonrpsee-server-doc/Cargo.lock), not by testcrates-doc's.
JSONRPSEE_SERVER_VERSION=0.26.1
JSONRPSEE_SERVER_SHA256=c01a2a627365144221ad5883ce2ea3953e152e29d102f2eeca8cbfc1be4bb286
# tower-sessions is pinned by a lock file of its own (tower-sessions-doc/Cargo.lock), not by testcrates-doc's.
TOWER_SESSIONS_VERSION=0.15.0
TOWER_SESSIONS_SHA256=518dca34b74a17cadfcee06e616a09d2bd0c3984eff1769e1e76d58df978fc78
# tower_governor is pinned by a lock file of its own (tower_governor-doc/Cargo.lock), not by testcrates-doc's.
TOWER_GOVERNOR_VERSION=0.8.0
TOWER_GOVERNOR_SHA256=44de9b94d849d3c46e06a883d72d408c2de6403367b39df2b1c9d9e7b6736fe6
# axum-server is pinned by a lock file of its own (axum-server-doc/Cargo.lock), not by testcrates-doc's.
AXUM_SERVER_VERSION=0.9.2
AXUM_SERVER_SHA256=3766086d344b8f8d2a9cf6fb211b581de5b160e052d7bc75a92e58cc41909054
# tryhard is pinned by a lock file of its own (tryhard-doc/Cargo.lock), not by testcrates-doc's.
TRYHARD_VERSION=0.5.2
TRYHARD_SHA256=9fe58ebd5edd976e0fe0f8a14d2a04b7c81ef153ea9a54eebc42e67c2c23b4e5
# bincode is pinned by a lock file of its own (bincode-doc/Cargo.lock), not by testcrates-doc's.
BINCODE_VERSION=2.0.1
BINCODE_SHA256=36eaf5d7b090263e8150820482d5d93cd964a81e4019913c972f4edcc6edb740
# humantime is pinned by a lock file of its own (humantime-doc/Cargo.lock), not by testcrates-doc's.
HUMANTIME_VERSION=2.4.0
HUMANTIME_SHA256=15cdd26707701c53297e2fa6afb323d55fbc1d0810c3aec078ae3ef0424c3c15
# ammonia is pinned by a lock file of its own (ammonia-doc/Cargo.lock), not by testcrates-doc's.
AMMONIA_VERSION=4.2.5
AMMONIA_SHA256=b34ca49e407c06daac53f0c4debe8ff5df9cc2a4e9369d164a5d86ef8c219319
# deadpool-redis is pinned by a lock file of its own (deadpool-redis-doc/Cargo.lock), not by testcrates-doc's.
DEADPOOL_REDIS_VERSION=0.23.1
DEADPOOL_REDIS_SHA256=243852fff546d8c5aac6ceaac7587f7137915b102c3fbec6256a64ce52452bd2
# redb is pinned by a lock file of its own (redb-doc/Cargo.lock), not by testcrates-doc's.
REDB_VERSION=5.0.0
REDB_SHA256=11175cc688ba1b9d3cec4fe582fd82cb97e2a82e28ccc8101b7b8030a8003280
# hyper-rustls is pinned by a lock file of its own (hyper-rustls-doc/Cargo.lock), not by testcrates-doc's.
HYPER_RUSTLS_VERSION=0.27.10
HYPER_RUSTLS_SHA256=dfa8e654703247911e29c23fbeaa261834bd9bb74efba2f9acddc37bfb127f53
# deadpool-postgres is pinned by a lock file of its own (deadpool-postgres-doc/Cargo.lock), not by testcrates-doc's.
DEADPOOL_POSTGRES_VERSION=0.14.2
DEADPOOL_POSTGRES_SHA256=65a536565624b97fc19f758cd01b15d12908d3344425066efc8162236fbd3749
# cookie is pinned by a lock file of its own (cookie-doc/Cargo.lock), not by testcrates-doc's.
COOKIE_VERSION=0.18.3
COOKIE_SHA256=d55f2d6c30eeec7d5c6f98bd4395d4abb1895629eab97ee6522d340623615f8a
# humansize is pinned by a lock file of its own (humansize-doc/Cargo.lock), not by testcrates-doc's.
HUMANSIZE_VERSION=2.1.3
HUMANSIZE_SHA256=6cb51c9a029ddc91b07a787f1d86b53ccfa49b0e86688c946ebe8d3555685dd7
# bytesize is pinned by a lock file of its own (bytesize-doc/Cargo.lock), not by testcrates-doc's.
BYTESIZE_VERSION=2.7.0
BYTESIZE_SHA256=7354288c522e7e980fafd2075d63d1285794c3a6a16cdd492f189ea406e5f18b
# criterion is pinned by a lock file of its own (criterion-doc/Cargo.lock), not by testcrates-doc's.
CRITERION_VERSION=0.8.2
CRITERION_SHA256=950046b2aa2492f9a536f5f4f9a3de7b9e2476e575e05bd6c333371add4d98f3
# usvg is pinned by a lock file of its own (usvg-doc/Cargo.lock), not by testcrates-doc's.
USVG_VERSION=0.49.0
USVG_SHA256=d09b73ee83641d390ad7ffd9000f347b16eb128e437675b6ff277ea5c7fcf22c
# figment is pinned by a lock file of its own (figment-doc/Cargo.lock), not by testcrates-doc's.
FIGMENT_VERSION=0.10.19
FIGMENT_SHA256=8cb01cd46b0cf372153850f4c6c272d9cbea2da513e07538405148f95bd789f3
WEBARGS_VERSION=8.7.1
WEBARGS_SHA256=799bf9039c76c23fd8dc1951107a75a9e561203c15d6ae8f89c1e46e234636c1
# webargs' docs build: pyproject.toml's docs extra (webargs[frameworks], Sphinx==8.2.3,
# sphinx-issues==5.0.1, furo==2025.9.25; tox's docs env installs it) with the frameworks extra's
# seven frameworks (Flask, Django, bottle, tornado, pyramid, falcon, aiohttp: api.rst autodocs each
# parser module, which imports its framework) and webargs' runtime dependencies (marshmallow,
# packaging), resolved and pinned 2026-12-06 for Python 3.11.
WEBARGS_DOCS_PINS=(accessible-pygments==0.0.5 aiohappyeyeballs==2.7.1 aiohttp==3.14.5 aiosignal==1.4.0
    alabaster==1.0.0 asgiref==3.13.0 attrs==26.1.0 babel==2.19.0 beautifulsoup4==4.15.0 blinker==1.9.0
    bottle==0.13.5 certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 Django==5.2.19
    docutils==0.21.2 falcon==4.4.0 Flask==3.1.3 frozenlist==1.8.0 furo==2025.9.25 hupper==1.12.1
    idna==3.21 imagesize==2.0.1 itsdangerous==2.2.0 Jinja2==3.1.6 MarkupSafe==3.0.4 marshmallow==4.4.0
    multidict==7.2.1 packaging==26.4 PasteDeploy==3.1.0 plaster==1.1.2 plaster-pastedeploy==1.0.1
    propcache==0.5.4 Pygments==2.21.0 pyramid==2.1 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==8.2.3
    sphinx-basic-ng==1.0.0b2 sphinx-issues==5.0.1 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 sqlparse==0.6.1 tornado==6.6.1
    translationstring==1.4 typing_extensions==4.16.0 urllib3==2.8.0 venusian==3.1.1 WebOb==1.8.11
    Werkzeug==3.1.9 yarl==1.25.1 zope.deprecation==6.0 zope.interface==8.7)
DJANGO_VERSION=5.2.19
DJANGO_SHA256=ad03d8abc51dbff95ebf34b27123cf0c26a3b62db7ba0cd520783686362533d1
# Django's docs build: docs/requirements.txt asks for Sphinx>=4.5.0 (plus spelling and
# blacken-docs checks, not needed for HTML); Sphinx 8.2.3 and its dependencies, pinned.
DJANGO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.20 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
BANDIT_VERSION=1.9.4
BANDIT_SHA256=b589e5de2afe70bd4d53fa0c1da6199f4085af666fde00e8a034f152a52cd628
# Bandit's docs build: doc/requirements.txt (sphinx, sphinx-rtd-theme, sphinx-copybutton) and
# Bandit's own dependencies for autodoc (PyYAML, stevedore, rich); pbr, setuptools and wheel to
# install the checkout's metadata (bandit/__init__.py reads its version from it).
BANDIT_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdurl==0.1.2 packaging==26.4 pbr==7.1.3
    Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2 rich==15.0.0 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 setuptools==80.9.0 snowballstemmer==3.1.1 Sphinx==8.2.3
    sphinx-copybutton==0.5.2 sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    stevedore==5.10.0 urllib3==2.8.0 wheel==0.48.0)
GUNICORN_VERSION=23.0.0
GUNICORN_SHA256=f014447a0101dc57e294f6c18ca6b40227a4c90e9bdb586042628030cba004ec
# Gunicorn's docs build: requirements_dev.txt asks for sphinx and sphinx_rtd_theme (unpinned);
# Sphinx 8.2.3, sphinx-rtd-theme 3.1.0 and their dependencies, pinned. conf.py imports gunicorn
# from the checkout (sys.path), no install needed: gunicorn has no runtime dependency but
# packaging, which the docs build does not reach.
GUNICORN_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-rtd-theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
APSCHEDULER_VERSION=3.11.0
APSCHEDULER_SHA256=4c622d250b0955a65d5d0eb91c33e6d43fd879834bf541e0a18661ae60460133
# APScheduler's docs build: the `doc` extra asks for packaging, sphinx and sphinx-rtd-theme
# (unpinned); Sphinx 8.2.3, sphinx-rtd-theme 3.1.0 and their dependencies, pinned, plus tzlocal
# (its one runtime dependency, imported by autodoc) and the released wheel of APScheduler
# 3.11.0 itself, --no-deps, only because conf.py reads the version from the installed metadata
# (autodoc imports the checkout's src/, put first on PYTHONPATH).
APSCHEDULER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-rtd-theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 tzlocal==5.3.1)
SALT_VERSION=3008.5
SALT_SHA256=0259deafd601d783721e5aa8ed10677d8c4d6cc12f5de17499af71590d593315
# Salt's docs build: the sdist's own lock file requirements/static/ci/py3.11/docs.lock (Sphinx
# 7.0.1, pydata-sphinx-theme, myst, httpdomain, and Salt's runtime dependencies so that autodoc
# imports the modules), copied here. One change: certifi 2026.10.23 is not on PyPI, so the
# 2026.10.19.post1 the other corpora pin stands in for it (not imported by the docs build).
SALT_DOCS_PINS=(accessible-pygments==0.0.5 aiohappyeyeballs==2.6.1 aiohttp==3.14.1
    aiosignal==1.4.0 alabaster==0.7.13 annotated-doc==0.0.4 apache-libcloud==3.9.1 attrs==26.1.0
    babel==2.12.1 backports-tarfile==1.2.0 beautifulsoup4==4.14.3 certifi==2026.10.19.post1
    cffi==2.0.0 charset-normalizer==3.5.1 cheroot==11.1.2 cherrypy==18.10.0 croniter==6.2.2
    cryptography==50.0.1 distlib==0.4.0 distro==1.9.0 docutils==0.20.1 filelock==3.29.1
    frozenlist==1.7.0 gitdb==4.0.12 gitpython==3.2.0 googleapis-common-protos==1.75.0 idna==3.18
    imagesize==1.4.1 importlib-metadata==9.0.0 jaraco-collections==4.1.0 jaraco-context==6.1.2
    jaraco-functools==4.5.0 jaraco-text==4.2.0 jinja2==3.1.6 jmespath==1.1.0 linkify-it-py==2.1.0
    looseversion==1.3.0 markdown-it-py==4.2.0 markupsafe==3.0.3 mdit-py-plugins==0.6.1
    mdurl==0.1.2 more-itertools==11.1.0 msgpack==1.2.1 multidict==6.7.1 myst-docutils==5.1.0
    opentelemetry-api==1.42.1 opentelemetry-exporter-otlp-proto-common==1.42.1
    opentelemetry-exporter-otlp-proto-http==1.42.1 opentelemetry-exporter-prometheus==0.63b1
    opentelemetry-proto==1.42.1 opentelemetry-sdk==1.42.1
    opentelemetry-semantic-conventions==0.63b1 packaging==24.0 platformdirs==4.5.1 portend==3.1.0
    prometheus-client==0.25.0 propcache==0.3.2 protobuf==6.33.6 psutil==7.2.2 pyasn1==0.6.4
    pycparser==3.0 pycryptodomex==3.23.0 pydata-sphinx-theme==0.17.1 pyenchant==3.2.2
    pygments==2.20.0 pyopenssl==26.4.0 python-dateutil==2.9.0.post0 python-discovery==1.4.0
    python-gnupg==0.5.6 pytz==2024.1 pyyaml==6.0.3 pyzmq==27.1.0 requests==2.34.2 rich==15.0.0
    setproctitle==1.3.7 shellingham==1.5.4 six==1.16.0 smmap==5.0.2 snowballstemmer==2.2.0
    soupsieve==2.8.3 sphinx==7.0.1 sphinxcontrib-applehelp==1.0.4 sphinxcontrib-devhelp==1.0.2
    sphinxcontrib-htmlhelp==2.0.1 sphinxcontrib-httpdomain==2.0.0 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-qthelp==1.0.3 sphinxcontrib-serializinghtml==1.1.5 sphinxcontrib-spelling==8.0.0
    tempora==5.3.0 timelib==0.3.0 tornado==6.5.10 truststore==0.10.4 typer==0.26.7
    typer-slim==0.24.0 typing-extensions==4.14.1 uc-micro-py==1.0.1 urllib3==2.7.0
    virtualenv==21.4.2 xxhash==3.7.0 yarl==1.20.1 zc-lockfile==3.0.post1 zipp==4.1.0)
SCRAPY_VERSION=2.19.0
SCRAPY_SHA256=34130726582b64c91531162ab277c4053e558876d49ba219cb43679e71d80a87
# Scrapy's docs build: docs/requirements.in (Sphinx, sphinx-scrapy, sphinx-notfound-page,
# sphinx-reredirects, sphinx-rtd-theme, sphinx-rtd-dark-mode, pydantic, h2,
# scrapy-spider-metadata) and Scrapy's own dependencies for autodoc, resolved for Python 3.11 and
# pinned (Sphinx 9.0.4: the lock file's 9.1.0 needs 3.12; sphinx-scrapy 0.15.0 from PyPI, where
# docs/requirements.txt takes it from git). Installed with --no-deps: scrapy-spider-metadata
# depends on Scrapy, which must come from the checkout, not from PyPI.
SCRAPY_DOCS_PINS=(aiohappyeyeballs==2.7.1 aiohttp==3.14.5 aiosignal==1.4.0 alabaster==1.0.0
    annotated-types==0.8.0 attrs==26.1.0 Automat==25.4.16 babel==2.19.0 backports.zstd==1.8.0
    brotli==1.2.1 certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.3
    constantly==23.10.4 cryptography==50.0.2 cssselect==1.6.0 defusedxml==0.7.1 docutils==0.22.4
    filelock==4.3.2 frozenlist==1.8.0 h2==4.4.1 hpack==4.2.0 hyperframe==6.1.0 hyperlink==21.0.0
    idna==3.21 imagesize==2.0.1 Incremental==24.11.0 itemadapter==0.13.1 itemloaders==1.5.0
    Jinja2==3.1.6 jmespath==1.1.0 lxml==6.2.0 MarkupSafe==3.0.4 multidict==7.2.1 packaging==26.4
    parsel==1.12.1 platformdirs==4.14.9 propcache==0.5.4 Protego==0.7.0 pycparser==3.12
    pydantic==2.14.4 pydantic_core==2.50.5 PyDispatcher==2.0.7 Pygments==2.21.0 pyOpenSSL==26.4.0
    queuelib==1.10.0 requests==2.34.2 requests-file==3.0.1 roman-numerals==4.1.0
    scrapy-spider-metadata==0.2.0 service-identity==26.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx-copybutton==0.5.2 sphinx-last-updated-by-git==0.3.8 sphinx-llm-friendly==0.7.0
    sphinx-notfound-page==1.1.0 sphinx-reredirects==1.1.0 sphinx-rtd-dark-mode==1.3.0
    sphinx-scrapy==0.15.0 sphinx-sitemap==2.9.0 sphinx_design==0.8.0 sphinx_rtd_theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 sphinxcontrib-youtube==1.5.0 tabulate==0.10.0
    tldextract==5.4.0 Twisted==26.10.0 typing-inspection==0.4.5 typing_extensions==4.16.0
    urllib3==2.8.0 w3lib==2.5.0 yarl==1.25.1 zope.interface==8.7)

SPHINXPROJ_VERSION=8.2.3
SPHINXPROJ_SHA256=398ad29dee7f63a75888314e9424d40f52ce5a6a87ae88e7071e80af296ec348
# Sphinx's own docs build: its runtime dependencies (pyproject.toml) and the `docs` extra
# (sphinxcontrib-websupport), resolved for Python 3.11 and pinned. The Sphinx 8.2.3 wheel is
# installed too (entry points), but the build runs the checkout's Sphinx (PYTHONPATH).
SPHINXPROJ_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-websupport==2.0.0 urllib3==2.8.0)

COVERAGE_VERSION=7.18.0
COVERAGE_SHA256=dd7258fab7dbc3bedcc94d6e9d4431408e390f080687b3463dbee3147715867f
# coverage.py's docs build: the packages of the sdist's own hash-locked doc/requirements.txt that
# the HTML build imports, at its versions, except Sphinx 9.0.4 for 9.1.1 (9.1 needs Python 3.12),
# certifi 2026.10.19.post1 for 2026.10.23 (as salt; not imported), and no sphinx-linklint (every
# release needs Python 3.12; it only checks links, see build_coverage).
COVERAGE_DOCS_PINS=(alabaster==1.0.0 babel==2.18.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.2 docutils==0.21.2 idna==3.20 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.3 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-code-tabs==0.5.5 sphinx-rtd-theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-restbuilder==0.3 sphinxcontrib-serializinghtml==2.0.0 sphinxext-rediraffe==0.3.0
    urllib3==2.8.0)

JINJA2_VERSION=3.1.6
JINJA2_SHA256=0137fb05990d35f1275a587e9aee6d56da821fc83491a0fb838183be43f66d6d
# Jinja's docs/conf.py uses the same extensions as Flask's (autodoc, log_cabinet,
# pallets_sphinx_themes): Flask's pinned docs venv, Flask/Werkzeug/click/... included but unused.
# Its Jinja2==3.1.6 is replaced by the checkout itself (the same release) before the build.
JINJA2_DOCS_PINS=("${FLASK_DOCS_PINS[@]}")
WERKZEUG_VERSION=3.1.9
WERKZEUG_SHA256=55ca7c70a75689be937aa27f8ff4b018f06ff4838fc73045560bf0f5a1291060
# Werkzeug's docs group (pyproject.toml: pallets-sphinx-themes, sphinx, sphinxcontrib-log-cabinet)
# resolves in its uv.lock to Sphinx 9.0.4 / pallets-sphinx-themes 2.5.0 / log-cabinet 1.0.1: the
# same set as Flask's pins (MarkupSafe, Werkzeug's one dependency, included).
WERKZEUG_DOCS_PINS=("${FLASK_DOCS_PINS[@]}")
PIPTOOLS_VERSION=7.5.2
PIPTOOLS_SHA256=2d64d72da6a044da1110257d333960563d7a4743637e8617dd2610ae7b82d60f
# pip-tools' docs build: every package of the sdist's own docs/requirements.txt (pip-compiled
# for Python 3.13, pip 25.1 and setuptools 78.1.1 included), at its versions. pip-tools itself is
# installed from the checkout without dependencies (they are all in this list): the two CLI pages
# are `pip-compile --help` and `pip-sync --help` run by sphinxcontrib-programoutput.
PIPTOOLS_DOCS_PINS=(alabaster==0.7.13 babel==2.12.1 beautifulsoup4==4.12.2 build==1.3.0
    certifi==2024.7.4 charset-normalizer==3.2.0 click==8.2.1 docutils==0.20.1 furo==2023.8.17
    idna==3.7 imagesize==1.4.1 jinja2==3.1.6 markdown-it-py==3.0.0 markupsafe==2.1.3
    mdit-py-plugins==0.4.0 mdurl==0.1.2 myst-parser==2.0.0 packaging==23.1 pbr==6.0.0
    pygments==2.16.1 pyproject-hooks==1.2.0 pyyaml==6.0.1 requests==2.32.4 setuptools-scm==7.1.0
    snowballstemmer==2.2.0 soupsieve==2.4.1 sphinx==7.2.6 sphinx-basic-ng==1.0.0b2
    sphinx-issues==5.0.1 sphinxcontrib-apidoc==0.5.0 sphinxcontrib-applehelp==1.0.7
    sphinxcontrib-devhelp==1.0.5 sphinxcontrib-htmlhelp==2.0.4 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-programoutput==0.17 sphinxcontrib-qthelp==1.0.6
    sphinxcontrib-serializinghtml==1.1.10 sphinxcontrib-towncrier==0.5.0a0 towncrier==24.8.0
    typing-extensions==4.7.1 urllib3==2.5.0 wheel==0.45.1 pip==25.1 setuptools==78.1.1)

MYPY_VERSION=2.4.1
MYPY_SHA256=63b590965691e540a335fa74dadf31a7069142f6b72e234689bbd244edf55623
# mypy's docs build: docs/requirements-docs.txt (sphinx, furo, myst-parser, sphinx_inline_tabs)
# and mypy-requirements.txt (conf.py's html_builder extension imports mypy.main from the checkout:
# typing_extensions, mypy_extensions, pathspec, librt, ast-serialize), resolved for Python 3.11
# and pinned (Sphinx 9.0.4; the versions Black's docs venv pins where the two overlap).
MYPY_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 ast_serialize==0.13.1 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.20 imagesize==2.0.1 Jinja2==3.1.6 librt==0.17.0
    markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2
    mypy_extensions==1.2.0 myst-parser==5.1.0 packaging==26.4 pathspec==1.1.1 Pygments==2.21.0
    PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinx_inline_tabs==2025.12.21.14
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0)

PYLINT_VERSION=4.1.5
PYLINT_SHA256=e6f1b42eefe7ac926ea0eb50f9528466610e6d77144a3e32357b992aa1adc6d5
# pylint's docs build: the sdist's doc/requirements.txt (Sphinx==8.2.3, sphinx-reredirects<1,
# furo==2025.12.19; towncrier is only for the changelog fragments, not a Sphinx extension) and
# pylint's runtime dependencies from pyproject.toml (conf.py and doc/exts import pylint from the
# checkout and run every checker's options through the linter), resolved for Python 3.11.
PYLINT_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 astroid==4.4.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 dill==0.4.1
    docutils==0.21.2 furo==2025.12.19 idna==3.21 imagesize==2.0.1 isort==9.0.2 Jinja2==3.1.6
    MarkupSafe==3.0.4 mccabe==0.7.0 mypy_extensions==1.2.0 packaging==26.4 platformdirs==4.14.9
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 roman-numerals-py==4.1.0
    snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==8.2.3 sphinx-basic-ng==1.0.0b2
    sphinx_reredirects==0.1.6 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 tomlkit==0.15.3 typing_extensions==4.16.0 urllib3==2.8.0)
MKDOCSTRINGS_PYTHON_VERSION=2.0.11
MKDOCSTRINGS_PYTHON_SHA256=12d9b8bb1ccdb160a220a771a169300b788e8af5ad6456a0b8aeabbb103d42b2
TOX_VERSION=3.28.0
TOX_SHA256=d0d28f3fe6d6d7195c27f8b054c3e99d5451952b54abdae673b71609a581f640
# tox 3.28.0's docs build: the `docs` extra of its setup.cfg (pygments-github-lexers, sphinx,
# sphinxcontrib-autoprogram, towncrier; unpinned) and tox's runtime dependencies (conf.py imports
# tox; autoprogram imports tox.cli), resolved and pinned 2026-12-05 for Python 3.11. Sphinx 5.3.0,
# not newer: conf.py's extlinks captions ("#", "p", "@") have no `%s`, which Sphinx 6+ rejects.
TOX_DOCS_PINS=(alabaster==0.7.13 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 distlib==0.4.4 docutils==0.19 filelock==3.13.1
    idna==3.21 imagesize==2.0.1 Incremental==24.11.0 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==23.2 platformdirs==4.14.9 pluggy==1.3.0 py==1.11.0 Pygments==2.21.0
    pygments-github-lexers==0.0.5 requests==2.34.2 six==1.16.0 snowballstemmer==3.1.1
    Sphinx==5.3.0 sphinxcontrib-applehelp==1.0.4 sphinxcontrib-autoprogram==0.1.9
    sphinxcontrib-devhelp==1.0.2 sphinxcontrib-htmlhelp==2.0.1 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-qthelp==1.0.3 sphinxcontrib-serializinghtml==1.1.5 towncrier==23.11.0
    urllib3==2.8.0 virtualenv==20.25.0)
RQ_VERSION=3.0.0
PYMDOWN_EXTENSIONS_VERSION=10.16.1
PYMDOWN_EXTENSIONS_SHA256=aace82bcccba3efc03e25d584e6a22d27a8e17caa3f4dd9f207e49b787aa9a91
HTTPX_VERSION=0.28.1
HTTPX_SHA256=75e98c5f16b0f35b567856f597f06ff2270a374470a5c2392242528e3e3e42fc
YAPF_VERSION=0.43.0
YAPF_SHA256=00d3aa24bfedff9420b2e0d5d9f5ab6d9d4268e72afbf59bb3fa542781d5218e
MKDOCS_VERSION=1.6.1
MKDOCS_SHA256=7b432f01d928c084353ab39c57282f29f92136665bdd6abf7c1ec8d822ef86f2
# MkDocs 1.6.1's runtime dependencies and mkdocs-click (the Markdown extension its
# docs/user-guide/cli.md uses), resolved and pinned 2026-12-05. click stays on 8.1.x: with click
# 8.3+ mkdocs-click 0.9.0 renders every unset default as `Sentinel.UNSET`; 8.1.x is what MkDocs
# 1.6.1 (2024-08) was released against.
MKDOCS_DOCS_PINS=(click==8.1.8 ghp-import==2.1.0 Jinja2==3.1.6 Markdown==3.11.3 MarkupSafe==3.0.4
    mergedeep==1.3.4 mkdocs-click==0.9.0 mkdocs-get-deps==0.2.2 packaging==26.4 pathspec==1.1.1
    platformdirs==4.14.9 python-dateutil==4.0.0 PyYAML==6.0.4 pyyaml_env_tag==1.1 tzdata==2026.6
    watchdog==7.1.1)
RQ_SHA256=b41e39b3c36ec3faf9e2402c638a0b25fe18ebb93a1cb15193bc69694f054618
FLASK_SQLALCHEMY_VERSION=3.1.1
FLASK_SQLALCHEMY_SHA256=e4b68bb881802dda1a7d878b2fc84c06d1ee57fb40b874d3dc97dabfa36b8312
# Flask-SQLAlchemy's docs build: Flask's pins, plus its conf.py's sphinx-issues and the runtime
# dependencies autodoc imports (Flask, SQLAlchemy and theirs; requests' own, pinned too).
FLASK_SQLALCHEMY_DOCS_PINS=("${FLASK_DOCS_PINS[@]}" Flask==3.1.3 sphinx-issues==6.0.0
    SQLAlchemy==2.1.9 greenlet==3.5.6 typing_extensions==4.16.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 idna==3.21 urllib3==2.8.0)
WTFORMS_VERSION=3.3.2
WTFORMS_SHA256=49bb51d10b7832d497e758736da4d56f7d129a015db24756f36f28992f175404
# WTForms' docs build: pyproject.toml's docs group names Sphinx, Pallets-Sphinx-Themes, sphinx-issues
# and sphinxcontrib-log-cabinet (conf.py's extensions); here Flask's pins (the same theme and
# log-cabinet) plus sphinx-issues, as Flask-SQLAlchemy's. WTForms' one runtime dependency,
# MarkupSafe, is among them. conf.py reads importlib.metadata's version of "WTForms", so the sdist
# is installed from a copy (hatchling and its babel build hook, which compiles the catalogs, come
# from PyPI through pip's build isolation).
WTFORMS_DOCS_PINS=("${FLASK_DOCS_PINS[@]}" sphinx-issues==6.0.0)
FLASK_WTF_VERSION=1.3.0
FLASK_WTF_SHA256=61d5dabc50c3df885c297dcbd80810443a5d632106c8a69cab8ce740f0cdd7cc
# Flask-WTF's docs build: pyproject.toml's docs group names Pallets-Sphinx-Themes, Sphinx,
# sphinx-issues and sphinxcontrib-log-cabinet (conf.py's extensions; the sdist ships no uv.lock):
# here WTForms' pins (Flask's theme and log-cabinet, plus sphinx-issues), and the runtime
# dependencies autodoc imports: Flask and WTForms (itsdangerous, Werkzeug, Jinja2, MarkupSafe,
# blinker and click are among Flask's pins). Flask-Babel is left out: form.py's `from .i18n import`
# falls back to None without it, and i18n is not autodoc'd.
FLASK_WTF_DOCS_PINS=("${WTFORMS_DOCS_PINS[@]}" Flask==3.1.3 WTForms==3.3.2)
APISPEC_VERSION=6.10.1
APISPEC_SHA256=46896cb0cab23b4e853e528528937719739f836358832bb8610edd14db1d9c01
# apispec's docs build: pyproject.toml's docs dependency group (marshmallow>=4.0.0, pyyaml,
# sphinx-issues, furo, sphinx>=8.1, all unpinned; tox's docs env adds the marshmallow extra) and
# their dependencies, resolved and pinned 2026-12-06 for Python 3.11, plus apispec's one runtime
# dependency (packaging) for autodoc.
APISPEC_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4 furo==2025.12.19 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 marshmallow==4.4.0 packaging==26.4
    Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinx-issues==6.0.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0)
WEBOB_VERSION=1.8.11
WEBOB_SHA256=aa8c27231070b135c025e567a9cd7eda03f4df71352ffaac740cb6a75f0f81a5
# WebOb's docs build: setup.py's docs extra names Sphinx, pylons-sphinx-themes and setuptools;
# conf.py uses only autodoc, intersphinx and the alabaster theme (pylons-sphinx-themes unused), and
# reads pkg_resources.get_distribution('webob').version, so setuptools keeps pkg_resources (80.9.0)
# and the checkout is installed. Flask's pins (Sphinx 9.0.4, alabaster 1.0.0) plus setuptools.
WEBOB_DOCS_PINS=("${FLASK_DOCS_PINS[@]}" setuptools==80.9.0)
PYRAMID_VERSION=2.0.2
PYRAMID_SHA256=372138a738e4216535cc76dcce6eddd5a1aaca95130f2354fb834264c06f18de
# Pyramid's docs build: setup.py's docs extra (Sphinx, docutils, pylons-sphinx-themes,
# pylons_sphinx_latesturl (commented out of conf.py: not installed), repoze.sphinx.autointerface,
# sphinx-copybutton, sphinxcontrib-autoprogram) with waitress' pins (Sphinx 8.2.3, the pylons
# theme), plus Pyramid's runtime dependencies for autodoc (hupper, plaster, PasteDeploy,
# translationstring, venusian, WebOb, zope.*) and setuptools for conf.py's pkg_resources; resolved
# and pinned 2026-12-06 for Python 3.11 (every package of the venv).
PYRAMID_DOCS_PINS=("${WAITRESS_DOCS_PINS[@]}" setuptools==80.9.0 hupper==1.12.1
    PasteDeploy==3.1.0 plaster==1.1.2 plaster-pastedeploy==1.0.1
    repoze.sphinx.autointerface==1.1.0 sphinx-copybutton==0.5.2 sphinxcontrib-autoprogram==0.1.9
    translationstring==1.4 venusian==3.1.1 WebOb==1.8.11 zope.deprecation==6.0 zope.interface==8.7)
PYRAMID_JINJA2_VERSION=2.10.1
PYRAMID_JINJA2_SHA256=8c508cb35c135f95149ca236110f9c8875343575740d16c5cb73a50ef1c21677
# pyramid_jinja2's docs build: setup.cfg's `docs` extra (setuptools for conf.py's pkg_resources,
# pylons-sphinx-themes>=0.3, sphinx>=1.7.5; .readthedocs.yaml installs `.[docs]`) unpinned, plus
# its install_requires (jinja2, markupsafe, pyramid, zope.deprecation) for autodoc; resolved by pip
# under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13, Pyramid 2.1, Jinja2
# 3.1.6), every package of the venv pinned; setuptools 80.9.0, the last with pkg_resources (as
# WebOb's, Pyramid's and colander's pins). pyramid_jinja2 itself is not installed: see
# build_pyramid_jinja2.
PYRAMID_JINJA2_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 hupper==1.12.1 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 PasteDeploy==3.1.0 plaster==1.1.2
    plaster-pastedeploy==1.0.1 Pygments==2.21.0 pylons-sphinx-themes==1.0.13 pyramid==2.1
    requests==2.34.2 roman-numerals==4.1.0 setuptools==80.9.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    translationstring==1.4 urllib3==2.8.0 venusian==3.1.1 WebOb==1.8.11 zope.deprecation==6.0
    zope.interface==8.7)
KOMBU_VERSION=5.7.0
KOMBU_SHA256=31e62fdfd2381caa3422f8e02b84a491d9a2180ddda74507b57f4cb1e1c2c2c9
# kombu's docs build: requirements/docs.txt names sphinx_celery (from git; PyPI's 2.1.3 here) and
# the clients of the redis, mongodb, sqlalchemy and azureservicebus extras plus boto3, so that
# autodoc can import those transports (their module docstrings list the transport options);
# pymongo and azure-servicebus at the extras' own pins, kombu's runtime dependencies (amqp,
# vine) for autodoc; resolved and pinned 2026-12-06 for Python 3.11 (every package of the venv).
KOMBU_DOCS_PINS=(alabaster==1.0.0 amqp==5.4.2 azure-core==1.41.0 azure-servicebus==7.15.0
    babel==2.19.0 boto3==1.44.18 botocore==1.44.18 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 dnspython==2.9.2 docutils==0.22.4 idna==3.21 imagesize==2.0.1
    isodate==0.7.2 Jinja2==3.1.6 jmespath==1.1.0 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 pymongo==4.18.3 python-dateutil==2.9.0.post0 redis==8.2.0 requests==2.34.2
    roman-numerals==4.1.0 s3transfer==0.19.3 six==1.17.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx-celery==2.1.3 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 SQLAlchemy==2.1.9 typing_extensions==4.16.0
    urllib3==2.8.0 vine==5.1.0)
ARQ_VERSION=0.28.0
ARQ_SHA256=a458188aefc2d7ee17d136f80d8fa8df1d6eba4ceebdead87e9f172d027dc311
# arq's docs build: pyproject's docs group names only sphinx (conf.py: alabaster, autodoc); autodoc
# imports arq, so its runtime dependencies (redis<6, click; hiredis left out: a C speed-up autodoc
# does not need); resolved and pinned 2026-12-06 for Python 3.11 (every package of the venv).
ARQ_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    click==8.5.1 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 Pygments==2.21.0 PyJWT==2.15.1 redis==5.3.1 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
HYPERCORN_VERSION=0.18.0
HYPERCORN_SHA256=d63267548939c46b0247dc8e5b45a9947590e35e64ee73a23c074aa3cf88e9da
# Hypercorn's "docs build": no sdist ships docs/ (0.18.0, 0.17.3, 0.14.4, 0.11.2, 0.10.2 checked),
# so docutils renders README.rst, and `hypercorn --help` (its runtime dependencies, pinned here,
# resolved 2026-12-05) is rendered as the usage page, the way docs/tutorials/usage.rst on GitHub
# copies it.
HYPERCORN_DOCS_PINS=(docutils==0.23.1 h11==0.16.0 h2==4.4.1 hpack==4.2.0 hyperframe==6.1.0
    priority==2.0.0 wsproto==1.3.2)
PYDOCSTYLE_VERSION=6.3.0
PYDOCSTYLE_SHA256=7ce43f0c0ac87b07494eb9c0b462c0b73e6ff276807f204d6b53edc72b7e44e1
# pydocstyle's "docs build": the 6.3.0 sdist (the latest release) ships no docs/ (only README.rst,
# src/ and the packaging files; the Sphinx site with usage.rst and the snippets/config.rst page is
# only in git), so docutils renders README.rst, and `pydocstyle --help` (its one runtime
# dependency, pinned here, resolved 2026-12-05; tomli is not needed on Python 3.11+) is rendered as
# the usage page, the way docs/snippets/cli.rst on GitHub copies it.
PYDOCSTYLE_DOCS_PINS=(docutils==0.23.1 snowballstemmer==3.1.1)
CLICK_VERSION=8.1.8
CLICK_SHA256=ed53c9d8990d83c2a27deae68e4ee337473f6330c040a31d4225c9574d16096a
# Click's docs/conf.py uses the extensions of Flask's (autodoc, sphinx_tabs, log_cabinet,
# pallets_sphinx_themes and its `click` theme and domain; the sdist's requirements/docs.in also
# names sphinx-issues, which conf.py does not load): Flask's pinned docs venv, whose click==8.5.1
# is replaced by the checkout itself before the build (the click:example/click:run directives
# import and run it).
CLICK_DOCS_PINS=("${FLASK_DOCS_PINS[@]}")
AUTOPEP8_VERSION=2.3.2
AUTOPEP8_SHA256=89440a4f969197b69a995e4ce0661b031f455a9f776d2c5ba3dbd83466931758
# autopep8's "docs build": the 2.3.2 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.rst, AUTHORS.rst, autopep8.py, test/ and the packaging files; the
# project publishes its README), so docutils renders README.rst, and `autopep8 --help` (its one
# runtime dependency on Python 3.11, pycodestyle, pinned here, resolved 2026-12-05; tomli is not
# needed on 3.11+) is rendered as the usage page.
AUTOPEP8_DOCS_PINS=(docutils==0.23.1 pycodestyle==2.15.0)
VULTURE_VERSION=2.16
VULTURE_SHA256=f8d9f6e2af03011664a3c6c240c9765b3f392917d3135fddca6d6a68d359f717
# vulture's "docs build": the 2.16 sdist (the latest release) ships no docs/ and no Sphinx or MkDocs
# config (only README.md, CHANGELOG.md, CONTRIBUTING.md, TODO.md, vulture/, tests/ and the packaging
# files; the project publishes its README), so Python-Markdown (pinned here, the version the MkDocs
# corpora pin; no dependencies on Python 3.10+) renders README.md with its `tables` and
# `fenced_code` extensions (GitHub's table and ``` syntax the README uses), and `vulture --help`
# (vulture has no runtime dependency on Python 3.11+: tomllib) is rendered as the usage page.
VULTURE_DOCS_PINS=(Markdown==3.11.3)
MARKDOWN_VERSION=3.10.3
MARKDOWN_SHA256=3589362618f743188b4d955b874402bc814f4f83f544dc207719f4baa7d9c45f
# Python-Markdown's docs build: the `docs` extra of its pyproject.toml (mkdocs, mkdocs-nature,
# mdx_gh_links, mkdocstrings[python], mkdocs-gen-files, mkdocs-section-index, mkdocs-literate-nav)
# and their dependencies, resolved and pinned 2026-12-05; Markdown itself at the release's version
# (the site's pages are rendered by it; the API reference reads the checkout's markdown/ through
# griffe). No Pygments: the extra does not ask for it (codehilite then leaves code unhighlighted).
MARKDOWN_DOCS_PINS=(click==8.5.1 ghp-import==2.1.0 griffelib==2.4.1 Jinja2==3.1.6
    Markdown==3.10.3 MarkupSafe==3.0.4 mdx-gh-links==0.4 mergedeep==1.3.4 mkdocs==1.6.1
    mkdocs-autorefs==1.4.5 mkdocs-gen-files==0.6.1 mkdocs-get-deps==0.2.2
    mkdocs-literate-nav==0.6.3 mkdocs-nature==0.6 mkdocs-section-index==0.3.12 mkdocstrings==1.0.8
    mkdocstrings-python==2.0.11 packaging==26.4 pathspec==1.1.1 platformdirs==4.14.9
    properdocs==1.6.7 pymdown-extensions==13.1.2 python-dateutil==4.0.0 PyYAML==6.0.4
    pyyaml_env_tag==1.1 tzdata==2026.6 watchdog==7.1.1)
CODESPELL_VERSION=2.4.3
CODESPELL_SHA256=cbe085e331227b37bb86ef8bddd08dc768c704ee9a07ca869852c093fa2793e2
# codespell's "docs build": the 2.4.3 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.rst, codespell_lib/ with its dictionaries and tests, tools/ and the
# packaging files; the project publishes its README), so docutils renders README.rst, and
# `codespell --help` (codespell has no runtime dependencies; chardet and tomli are optional extras,
# neither needed for --help) is rendered as the usage page.
CODESPELL_DOCS_PINS=(docutils==0.23.1)
MARSHMALLOW_VERSION=3.26.2
MARSHMALLOW_SHA256=bbe2adb5a03e6e3571b573f42527c6fe926e17467833660bebd11593ab8dfd57
# marshmallow's docs build: the `docs` extra of its pyproject.toml (autodocsumm 0.2.14, furo
# 2024.8.6, sphinx-copybutton 0.5.2, sphinx-issues 5.0.0, Sphinx 8.1.3, sphinxext-opengraph 0.9.1,
# pinned there exactly) and their dependencies, resolved and pinned 2026-12-06, plus marshmallow's
# one runtime dependency (packaging) for autodoc. No matplotlib: opengraph makes no social cards.
MARSHMALLOW_DOCS_PINS=(alabaster==1.0.0 autodocsumm==0.2.14 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.21.2 furo==2024.8.6 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    requests==2.34.2 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==8.1.3
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinx-issues==5.0.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxext-opengraph==0.9.1 typing_extensions==4.16.0 urllib3==2.8.0)
CACHETOOLS_VERSION=8.0.2
CACHETOOLS_SHA256=30ac523adfc118b51d2b2e7bad8a0ddb31370dfe2700c7f10ca224f36ccf81e0
# cachetools' docs build: its tox.ini `docs` env asks for an unpinned sphinx (the sdist's
# docs/conf.py loads only Sphinx's own extensions and the built-in classic theme), so Sphinx 9.0.4
# and its dependencies, resolved and pinned 2026-12-06 for Python 3.11; cachetools has no runtime
# dependencies.
CACHETOOLS_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
ZOPE_SCHEMA_VERSION=8.1
ZOPE_SCHEMA_SHA256=2d9faa7f91a7bf09fcab2c039d9182fcc9ce7042dc77e18d3df277904aee0948
# zope.schema's docs build: docs/requirements.txt names Sphinx and repoze.sphinx.autointerface
# (unpinned; setup.py's `docs` extra is the same), resolved by pip under Python 3.11
# (.readthedocs.yaml's Python) on 2026-12-07 (Sphinx 9.0.4, the newest for 3.11), with zope.schema's
# two runtime dependencies (setup.py's install_requires: zope.interface >= 5.0.0, zope.event), which
# autodoc needs to import it; `pip freeze` gives back exactly these. conf.py reads the release from
# ../version.txt and does not touch sys.path: PYTHONPATH puts the checkout's src/ (the PEP 420
# `zope` namespace, merged with the venv's zope.interface and zope.event) on sys.path, so nothing is
# installed from the checkout.
ZOPE_SCHEMA_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 repoze-sphinx-autointerface==1.1.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0 zope.event==6.2 zope.interface==8.7)
CSSUTILS_VERSION=2.15.0
CSSUTILS_SHA256=e9739237f3915037dacba787c4b58f280e3ec5d9864953e185bf23d40ff7d021
# cssutils' docs build: pyproject.toml's `doc` extra (what .readthedocs.yaml installs with the
# package; tox.ini's docs env the same) names sphinx, jaraco.packaging, rst.linker, furo, sphinx-lint
# and jaraco.tidelift unpinned; resolved 2026-12-07 under Python 3.11 (Sphinx 9.0.4, furo 2025.12.19,
# jaraco.packaging 10.4.0) with cssutils' two runtime dependencies (more_itertools, encutils: autodoc
# imports cssutils) and the PEP 517 backend jaraco.packaging.sphinx runs in the venv
# (BUILD_ENVIRONMENT=current; pyproject.toml's setuptools >= 77 and setuptools_scm), every package
# pinned, setuptools too (`pip freeze --all`). Left out: sphinx-lint (a linter, not a builder) and the
# build requirement coherent.licensed (a setuptools plugin that can download the SPDX license text
# from GitHub; the sdist ships LICENSE, and the metadata builds without it, offline).
CSSUTILS_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 annotated-doc==0.0.7
    annotated-types==0.8.0 autocommand==2.2.2 babel==2.19.0 backports.tarfile==1.2.0
    beautifulsoup4==4.15.0 build==1.6.1 certifi==2026.10.19.post1 cffi==2.1.1 chardet==7.7.0
    charset-normalizer==3.5.3 cryptography==51.0.1 distlib==0.4.4 docutils==0.22.4
    domdf-python-tools==3.11.0 encutils==1.0.0 filelock==4.3.2 furo==2025.12.19 idna==3.21
    imagesize==2.0.1 importlib_metadata==10.2.0 importlib_resources==7.1.0 jaraco.classes==3.4.0
    jaraco.collections==5.2.1 jaraco.context==6.1.2 jaraco.functools==4.6.0
    jaraco.packaging==10.4.0 jaraco.path==3.7.2 jaraco.text==4.3.0 jaraco.tidelift==1.5.1
    jaraco.vcs==2.4.1 jaraco.versioning==1.1.0 jeepney==0.9.0 Jinja2==3.1.6 keyring==25.7.0
    lazy-importer==0.1.0 markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdurl==0.1.2
    more-itertools==11.2.1 natsort==8.4.0 packaging==26.4 platformdirs==4.14.9 pycparser==3.12
    pydantic==2.14.4 pydantic_core==2.50.5 Pygments==2.21.0 pyproject_hooks==1.3.3
    python-dateutil==4.0.0 python-discovery==1.9.9 requests==2.34.2 requests-toolbelt==1.0.0
    rich==15.0.0 roman-numerals==4.1.0 rst.linker==2.6.0 SecretStorage==3.5.0 setuptools==84.2.1
    setuptools-scm==10.3.4 shellingham==1.5.4 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 tempora==5.13.0 typer==0.29.3 typer-slim==0.24.0
    typing-inspection==0.4.5 typing_extensions==4.16.0 tzdata==2026.6 urllib3==2.8.0
    vcs-versioning==2.6.0 virtualenv==21.15.14 zipp==4.1.2)
MULTIDICT_VERSION=7.2.1
MULTIDICT_SHA256=e8af3e6f1bdbc31fd762b094133b478b89988eaebc63cbe82b1d9e3bbd15cede
# multidict's docs build: requirements/doc.txt (`-r towncrier.txt`, i.e. towncrier==25.8.0, sphinx==8.2.3,
# sphinxcontrib-towncrier; pyenchant and sphinxcontrib-spelling are the spelling check's, which conf.py
# adds only when importable, so they are left out) resolved by pip under Python 3.11 on 2026-12-07
# (`pip freeze` gives back exactly these; alabaster is conf.py's theme and Sphinx's own dependency).
# The docs have no autodoc: conf.py reads the release from multidict/__init__.py with a regex, so
# multidict (and its C extension) is neither built, installed nor imported.
MULTIDICT_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 docutils==0.21.2 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-towncrier==0.5.0a0 towncrier==25.8.0 urllib3==2.8.0)
PYOTP_VERSION=2.12.1
PYOTP_SHA256=8d0c4192f3c5d1b1a8792df23b9d8acbb7e70abd2b160962af55c5700edbd236
# pyotp's docs build: the Makefile's docs target (`pip install furo sphinx-copybutton
# sphinxext-opengraph`, unpinned; the sdist has no docs requirements file), resolved by pip under
# Python 3.11 on 2026-12-07 (Sphinx 9.0.4, the newest for 3.11; `pip freeze` gives back exactly
# these). pyotp has no runtime dependencies and autodoc imports it from the checkout's src/ (conf.py's
# sys.path), so pyotp itself is not installed.
PYOTP_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4 furo==2025.12.19
    idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 sphinxext-opengraph==0.13.0
    typing_extensions==4.16.0 urllib3==2.8.0)
RFC3986_VERSION=2.0.0
RFC3986_SHA256=97aacf9dbd4bfd829baad6e6309fa6573aaf1be3f6fa735c8ab05e46cecb261c
# rfc3986's docs build: the sdist ships no docs requirements file (tox.ini and
# docs/source/requirements.txt are not in it); docs/source/conf.py names its extensions (autodoc,
# doctest, intersphinx, coverage, sphinx-prompt) and the sphinx_rtd_theme, so Sphinx, sphinx-prompt
# and sphinx-rtd-theme unpinned, resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, the
# newest for 3.11; `pip freeze` gives back exactly these). rfc3986 has no runtime dependencies
# (idna is only the `idna2008` extra; requests brings it here) and autodoc imports it from the
# checkout's src/ (PYTHONPATH).
RFC3986_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-prompt==1.10.2 sphinx_rtd_theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
JSONPATCH_VERSION=1.48
JSONPATCH_SHA256=81e9a03754137a1201d9b534ddd599cc0eb5983fe941bce238dc8a76e442bb94
# jsonpatch's docs build: doc/requirements.txt (`-r ../requirements.txt`, i.e. jsonpointer>=3.8, and
# sphinx, unpinned), resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, the newest for
# 3.11; `pip freeze` gives back exactly these). conf.py puts the checkout's root on sys.path and
# imports jsonpatch (for the release), which imports jsonpointer: jsonpointer is installed, jsonpatch
# itself is not (autodoc documents the checkout).
JSONPATCH_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    jsonpointer==3.12 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
JSONPOINTER_VERSION=3.12
JSONPOINTER_SHA256=7a3dcc11b64053eaa9c549e85e413f8d40a075215f793a331bed9182a14251ae
# jsonpointer's docs build: doc/requirements.txt pins sphinx==9.2.0 (Sphinx 9.2 needs Python >= 3.12:
# python313); resolved by pip under Python 3.13 on 2026-12-07, every package of the venv pinned
# (`pip freeze` gives back exactly these). conf.py puts the checkout's root on sys.path and imports
# jsonpointer (for the release): it has no dependencies, so nothing is installed from the checkout.
JSONPOINTER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.23.1 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.2.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
ZOPE_TESTRUNNER_VERSION=8.3
ZOPE_TESTRUNNER_SHA256=6fef88117314676650829140c2a9038fb7a0b46fd7c01a29dd7f2842bfc614d7
# zope.testrunner's docs build: docs/requirements.txt (Sphinx, sphinxcontrib.programoutput and
# zope.testrunner itself, unpinned; pyproject.toml's `docs` extra is the first two) with its runtime
# dependencies zope.exceptions and zope.interface, resolved by pip under Python 3.11
# (.readthedocs.yaml's Python) on 2026-12-07 (Sphinx 9.0.4, the newest for 3.11; `pip freeze` gives
# back exactly these). zope.testrunner itself is not installed: PYTHONPATH puts the checkout's src/
# (the package, and the sdist's zope.testrunner.egg-info, 8.3, which conf.py's
# importlib.metadata.distribution reads) on sys.path; zope is a native namespace package.
ZOPE_TESTRUNNER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-programoutput==0.20 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 zope.exceptions==6.0 zope.interface==8.7)
RESTRICTEDPYTHON_VERSION=9.0
RESTRICTEDPYTHON_SHA256=9e809cc073b9398f41084f1b801cf9a8c2a126feb0003b6af52fedeb2a3408e1
# RestrictedPython's docs build: docs/requirements.txt names Sphinx and furo (unpinned), resolved by
# pip under Python 3.11 (.readthedocs.yaml's Python) on 2026-12-07 (Sphinx 9.0.4, the newest for
# 3.11; `pip freeze` gives back exactly these). The docs have no autodoc (api.rst writes its
# py:method directives by hand) and conf.py imports nothing from the package (its version/release
# are literals), so RestrictedPython is neither installed nor imported.
RESTRICTEDPYTHON_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
ZOPE_CONFIGURATION_VERSION=7.1
ZOPE_CONFIGURATION_SHA256=5af51cefb4dcc66053e54cfece38483fb593a81be1010c38587dba91c9d154ac
# zope.configuration's docs build: docs/requirements.txt names Sphinx and repoze.sphinx.autointerface
# (unpinned; pyproject.toml's `docs` extra is the same), resolved by pip under Python 3.11
# (.readthedocs.yaml's Python) on 2026-12-07 (Sphinx 9.0.4, the newest for 3.11), with
# zope.configuration's three runtime dependencies (pyproject.toml's dependencies: zope.i18nmessageid,
# zope.interface, zope.schema >= 4.9; zope.schema brings zope.event), which autodoc needs to import
# it; `pip freeze` gives back exactly these. conf.py reads the release with importlib.metadata and
# appends ../src to sys.path: PYTHONPATH puts the checkout's src/ (the PEP 420 `zope` namespace,
# merged with the venv's zope.* packages, and the sdist's zope.configuration.egg-info, 7.1) first,
# so nothing is installed from the checkout.
ZOPE_CONFIGURATION_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 repoze-sphinx-autointerface==1.1.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0 zope.event==6.2 zope.i18nmessageid==8.4 zope.interface==8.7 zope.schema==8.1)
PERSISTENT_VERSION=6.9
PERSISTENT_SHA256=85727c3d638ff8830878abf816acfaa8c288a3b372ab77ba482367eba970e2b2
# persistent's docs build: docs/requirements.txt names Sphinx, repoze.sphinx.autointerface and furo
# (unpinned; pyproject.toml's `docs` extra is the same), resolved by pip under Python 3.11
# (.readthedocs.yaml's Python) on 2026-12-07 (Sphinx 9.0.4, the newest for 3.11), with persistent's
# runtime dependencies (zope.interface, zope.deferredimport with zope.proxy, cffi with pycparser)
# and the build requirements of its C extensions and cffi ring (pyproject.toml's build-system:
# setuptools, wheel, cffi, pycparser; setuptools as tox.ini's >= 78.1.1, < 82), every package of the
# venv pinned (`pip freeze` gives back these, less setuptools and wheel, which it leaves out).
# autodoc cannot import the checkout's src/ as it is: ring.py imports persistent._ring, a cffi module
# that only a build makes, so the sdist itself is compiled into the venv (see build_persistent).
PERSISTENT_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.3
    docutils==0.22.4 furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 pycparser==3.12 Pygments==2.21.0 repoze-sphinx-autointerface==1.1.0
    requests==2.34.2 roman-numerals==4.1.0 setuptools==81.0.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0 wheel==0.48.0 zope.deferredimport==6.1.1 zope.interface==8.7 zope.proxy==7.3)
BTREES_VERSION=6.5
BTREES_SHA256=1876cad0ebcac3f68dadcdca8018ea6cb76b334f9991a73aa85cbb0cb8fd8cf0
# BTrees' docs build: docs/requirements.txt names Sphinx, repoze.sphinx.autointerface and furo
# (unpinned; pyproject.toml's `docs` extra is the same), resolved by pip under Python 3.11
# (.readthedocs.yaml's Python) on 2026-12-07 (Sphinx 9.0.4, the newest for 3.11), with BTrees'
# runtime dependencies (persistent, whose wheel carries the C headers BTrees' extensions include,
# with its zope.interface, zope.deferredimport/zope.proxy and cffi/pycparser) and the build
# requirements of its C extensions (pyproject.toml's build-system: setuptools, wheel, persistent;
# setuptools as tox.ini's >= 78.1.1, < 82), every package of the venv pinned (`pip freeze` gives back
# these, less setuptools and wheel, which it leaves out, and BTrees itself). The same set as
# PERSISTENT_DOCS_PINS plus persistent 6.9.
BTREES_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.3
    docutils==0.22.4 furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 persistent==6.9 pycparser==3.12 Pygments==2.21.0
    repoze-sphinx-autointerface==1.1.0 requests==2.34.2 roman-numerals==4.1.0 setuptools==81.0.0
    snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0 wheel==0.48.0 zope.deferredimport==6.1.1
    zope.interface==8.7 zope.proxy==7.3)
ZOPE_EVENT_VERSION=6.2
ZOPE_EVENT_SHA256=b97d5d6327067ee6b9dfcbdf606ade9ade70991e19c162e808ea39e5fcf0f8d3
# zope.event's docs build: docs/requirements.txt names one package, Sphinx (unpinned; pyproject.toml's
# `docs` extra is the same), resolved by pip under Python 3.11 (.readthedocs.yaml's Python) on
# 2026-12-07 (Sphinx 9.0.4, the newest for 3.11; `pip freeze` gives back exactly these). zope.event
# has no runtime dependencies, and conf.py reads its release with importlib.metadata and appends the
# checkout's src/ to sys.path: PYTHONPATH puts src/ (the package and the sdist's own
# zope.event.egg-info, 6.2) on sys.path, so nothing is installed from the checkout.
ZOPE_EVENT_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
SPHINX_AUTODOC_TYPEHINTS_VERSION=3.17.6
SPHINX_AUTODOC_TYPEHINTS_SHA256=d5b8dace7d1b8688869033ab7d5307139b3f02e67d40446e2bafd707a08dad68
# The sdist's file on PyPI (its address as the JSON API gives it): `pip download --no-binary :all:`
# of the sdist prepares its metadata, which needs its build backend's hooks (hatch-vcs,
# hatch-fancy-pypi-readme, python-sbom[hatch]) built from source, and python-sbom has no sdist; the
# sdist is named sphinx_autodoc_typehints-3.17.6.tar.gz. Checked by unpack_sdist against the sha256 above.
SPHINX_AUTODOC_TYPEHINTS_SDIST_URL=https://files.pythonhosted.org/packages/dc/e8/f2ce890cb2beb746e975c88db71c31e6c84dc37185f0ed04e9cf69db5147/sphinx_autodoc_typehints-3.17.6.tar.gz
# sphinx-autodoc-typehints' docs build: pyproject.toml's `docs` dependency group (attrs, furo,
# numpydoc, pydantic, sphinx>=9.1, sphinx-copybutton, sphinx-design, sphinx-llm>=1,!=1.1,
# sphinx-sitemap, sphinxcontrib-mermaid, sphinxcontrib-towncrier>=0.5.0a0, sphinxext-opengraph,
# typing-extensions) plus towncrier from its `release` group; the rest of that group (mdformat-gfm,
# mdformat-ruff, prek, release-creator) is left out: release tools, and release-creator (which the
# towncrier template names) needs Python >= 3.15, as uv's docs group does. The released wheel
# sphinx-autodoc-typehints 3.17.6 is installed for conf.py's package_version(project) only (autodoc
# and the extension are imported from the checkout's src/, see build_sphinx_autodoc_typehints).
# Resolved by pip under Python 3.13 on 2026-12-07, every package of the venv pinned.
SPHINX_AUTODOC_TYPEHINTS_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0
    annotated-types==0.8.0 attrs==26.1.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 docutils==0.23.1
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 numpydoc==1.11.0
    packaging==26.4 pydantic==2.14.4 pydantic_core==2.50.5 Pygments==2.21.0 PyYAML==6.0.4
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.2.0
    sphinx-autodoc-typehints==3.17.6 sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2
    sphinx-last-updated-by-git==0.3.8 sphinx-llm==1.0.0 sphinx-markdown-builder==0.6.11
    sphinx-sitemap==2.9.0 sphinx_design==0.8.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-mermaid==2.1.1 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-towncrier==0.5.0a0 sphinxext-opengraph==0.13.0 tabulate==0.10.0 towncrier==26.9.0
    typing-inspection==0.4.5 typing_extensions==4.16.0 urllib3==2.8.0)
BLINKER_VERSION=1.9.0
BLINKER_SHA256=b4ce2265a7abece45e7cc896e98dbebe6cead56bcf805a3d23136d145f5445bf
# Blinker's docs build: the sdist's own requirements/docs.txt (pip-compile of docs.in:
# pallets-sphinx-themes, sphinx, sphinxcontrib-log-cabinet), every package at its version there
# (Sphinx 8.1.3, pallets-sphinx-themes 2.3.0, sphinx-notfound-page 1.0.4); it pins the whole venv
# (installed under Python 3.11 on 2026-12-07, `pip freeze` gives back exactly these). Blinker has no
# runtime dependencies; the checkout itself is installed (conf.py reads the installed version).
BLINKER_DOCS_PINS=(alabaster==1.0.0 babel==2.16.0 certifi==2024.8.30 charset-normalizer==3.4.0
    docutils==0.21.2 idna==3.10 imagesize==1.4.1 Jinja2==3.1.4 MarkupSafe==3.0.2 packaging==24.2
    Pallets-Sphinx-Themes==2.3.0 Pygments==2.18.0 requests==2.32.3 snowballstemmer==2.2.0
    Sphinx==8.1.3 sphinx-notfound-page==1.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-log-cabinet==1.0.1 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.2.3)
OBJGRAPH_VERSION=3.7.0
OBJGRAPH_SHA256=b6ef4b244217410509b257970413b01a979d54df48d2d4055b6941e8679ddbbb
# objgraph's docs build: tox.ini's docs env names only `Sphinx` (unpinned; .readthedocs.yaml builds
# docs/conf.py under Python 3.11 with no requirements file), resolved by pip under Python 3.11 on
# 2026-12-07 (Sphinx 9.0.4, the newest for 3.11; `pip freeze` gives back exactly these). conf.py's
# theme is Sphinx's builtin `default` (classic); objgraph has no runtime dependencies (graphviz is
# only the optional `ipython` extra) and autodoc imports it from the checkout (conf.py's sys.path).
OBJGRAPH_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
DOCFORMATTER_VERSION=1.7.8
DOCFORMATTER_SHA256=6589b62a8f38c62c4c8c84cb1afa296af007c88c959e4c9d25c74c1f933c4dbf
# docformatter's "docs build": the 1.7.8 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.rst, AUTHORS.rst, LICENSE, src/docformatter/ and pyproject.toml; the
# Sphinx site on Read the Docs is built from docs/ in git only), so docutils renders README.rst,
# and `docformatter --help` (its one runtime dependency, charset-normalizer, pinned here, resolved
# 2026-12-06; tomli is not needed on Python 3.11+) is rendered as the usage page.
DOCFORMATTER_DOCS_PINS=(docutils==0.23.1 charset-normalizer==3.5.3)
DOC8_VERSION=2.0.0
DOC8_SHA256=1267ad32758971fbcf991442417a3935c7bc9e52550e73622e0e56ba55ea1d40
# doc8's docs build: the sdist's doc/requirements.txt (sphinx>=1.8.0, sphinx_rtd_theme>=0.4.0,
# unpinned) at sphinx-rtd-theme 3.1.0 and the newest Sphinx it supports (8.2.3), with Sphinx's
# dependencies: the same set as pycodestyle's, pinned 2026-12-06. doc8's conf.py loads autodoc but
# no page uses it, so doc8 itself is not installed.
DOC8_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-rtd-theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
TENACITY_VERSION=9.2.1
TENACITY_SHA256=a606b5c808d0cded4a359d5b9932d867ff2a6a6b64d37350260fd01bbdf83839
# tenacity's docs build: its `doc` extra asks for unpinned sphinx and reno; Sphinx 9.0.4 and its
# dependencies, resolved and pinned 2026-12-06 for Python 3.11, and tornado (in the `dev` group
# that the project's `poe docs` task runs in) so the autodoc of tenacity.tornadoweb renders. No
# reno: its changelog directive needs the git history the sdist does not ship (see
# tenacity-docs/conf.py). tenacity has no runtime dependencies.
TENACITY_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 tornado==6.6.1 urllib3==2.8.0)
AUTOFLAKE_VERSION=2.4.0
AUTOFLAKE_SHA256=ef7c496d9bce9d2cef049f24e482d1d3090c37fbd44e5e85dfb00db3c78ee16c
# autoflake's "docs build": the 2.4.0 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.md, LICENSE, autoflake.py, pyproject.toml, PKG-INFO, .gitignore; the
# project publishes its README), so Python-Markdown (pinned as for vulture; no dependencies on
# Python 3.10+) renders README.md, and `autoflake --help` (its one runtime dependency on Python
# 3.11+, pyflakes>=3.0.0, pinned here at the newest release, resolved 2026-12-06; tomli is not
# needed on 3.11+) is rendered as the usage page.
AUTOFLAKE_DOCS_PINS=(Markdown==3.11.3 pyflakes==4.1.0)
FLYNT_VERSION=1.0.6
FLYNT_SHA256=471b7ff00756678e2912d4261dcbcd8fc1395129b66bf6977f88a3b3ad220c90
# flynt's "docs build": the 1.0.6 sdist (the latest release) ships no docs/ and no Sphinx or MkDocs
# config (only README.md, LICENSE, src/flynt/, pyproject.toml, PKG-INFO, .gitignore; the project
# publishes its README), so Python-Markdown (pinned as for autoflake/vulture) renders README.md, and
# `flynt --help` is rendered as the usage page. flynt has no runtime dependency on Python 3.11+
# (tomli only below 3.11), so the venv holds Markdown alone.
FLYNT_DOCS_PINS=(Markdown==3.11.3)
MDFORMAT_VERSION=1.0.0
MDFORMAT_SHA256=4954045fcae797c29f86d4ad879e43bb151fa55dbaf74ac6eaeacf1d45bb3928
# mdformat's "docs build": the 1.0.0 sdist (the latest release) ships no docs/ and no Sphinx config
# (only README.md, LICENSE, MANIFEST.in, src/mdformat/, pyproject.toml, setup.cfg, PKG-INFO; the
# Sphinx site on Read the Docs is built from git only), so Python-Markdown (pinned as for flynt)
# renders README.md, and `mdformat --help` is rendered as the usage page. The venv also holds
# mdformat's one runtime dependency on Python 3.11+, markdown-it-py (>=1,<5; pinned here at the
# newest release, with its one dependency mdurl, resolved 2026-12-06; tomli only below 3.11), so the
# CLI runs in its installed environment, though --help itself imports no markdown_it (checked).
MDFORMAT_DOCS_PINS=(Markdown==3.11.3 markdown-it-py==4.3.0 mdurl==0.1.2)
CATTRS_VERSION=26.2.1
CATTRS_SHA256=679132bfdc225c5ee40c024fc42519954767c387f950dc6751946c586bccdc6d
# cattrs's docs build: the `docs` dependency group and every extra, as .readthedocs.yml's
# `uv sync --group docs --all-extras`, at the versions of the sdist's own uv.lock (Sphinx 8.2.3, its
# pick for Python >= 3.11), pinned 2026-12-06. Not installed: sphinx-autobuild (the live-reload
# server) and pendulum (only a doctest of customizing.md imports it; the html build runs no doctest).
# The extras are installed so the autodoc of every cattrs.preconf module imports.
CATTRS_DOCS_PINS=(alabaster==1.0.0 attrs==25.4.0 babel==2.17.0 beautifulsoup4==4.13.4 cbor2==5.9.0
    certifi==2025.6.15 charset-normalizer==3.4.2 dnspython==2.7.0 docutils==0.21.2 furo==2024.8.6
    idna==3.10 imagesize==1.4.1 Jinja2==3.1.6 markdown-it-py==3.0.0 MarkupSafe==3.0.2
    mdit-py-plugins==0.4.2 mdurl==0.1.2 msgpack==1.2.1 msgspec==0.21.1 myst-parser==4.0.1
    orjson==3.11.3 packaging==25.0 Pygments==2.20.0 pymongo==4.13.2 PyYAML==6.0.2 requests==2.33.0
    roman-numerals-py==3.1.0 snowballstemmer==3.0.1 soupsieve==2.7 Sphinx==8.2.3
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 tomli-w==1.2.0 tomlkit==0.13.3
    typing_extensions==4.14.1 ujson==5.12.1 urllib3==2.5.0)
BLEACH_VERSION=6.4.0
BLEACH_SHA256=4202482733d85cedd04e59fcb2f89f4e4c7c385a78d3c3c23c30446843a37452
# Bleach's docs build: the sdist's requirements-dev.txt pins Sphinx==7.4.4 (its other pins are test
# and release tools); Sphinx's dependencies for it (alabaster, conf.py's html_theme, among them) and
# the `css` extra (tinycss2, for the autodoc of bleach.css_sanitizer) with webencodings (bleach's one
# runtime dependency, for the vendored html5lib), resolved and pinned 2026-12-06 for Python 3.11.
# conf.py puts the checkout first on sys.path, so bleach itself is not installed.
BLEACH_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 snowballstemmer==3.1.1
    Sphinx==7.4.4 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 tinycss2==1.5.1 urllib3==2.8.0 webencodings==0.6.1)
SQLPARSE_VERSION=0.6.1
SQLPARSE_SHA256=ca722573f848ff2d30e40ea30f53a104b7dea7635ea9285891263eb2c58fb6e7
# sqlparse's docs build: pyproject.toml's `doc` extra (sphinx, furo; .readthedocs.yaml installs it)
# as the sdist's own uv.lock resolves it for Python 3.11 (Sphinx 9.0.4, docutils 0.22.4, furo
# 2025.12.19), every package pinned from that lock. conf.py puts the checkout first on sys.path
# (sqlparse has no runtime dependencies), so sqlparse itself is not installed.
SQLPARSE_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.18.0 beautifulsoup4==4.15.0
    certifi==2026.5.20 charset-normalizer==3.4.7 docutils==0.22.4 furo==2025.12.19 idna==3.18
    imagesize==2.0.0 Jinja2==3.1.6 MarkupSafe==3.0.3 packaging==26.2 Pygments==2.20.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.0.1 soupsieve==2.9.1 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.15.0 urllib3==2.7.0)
HUMANIZE_VERSION=4.17.0
HUMANIZE_SHA256=1d6a36c453dbfbb3f0b34601d2e0b4ce5d48d780305cd45714843f0068fde6ac
# humanize's docs build: the sdist's docs/requirements.txt (mkdocs==1.6.1, mkdocstrings[python]==1.0.8,
# pymdown-extensions==12.3, and mkdocs-include-markdown-plugin, mkdocs-material, pygments unpinned
# there) resolved and pinned 2026-12-06 for Python 3.11, every package of the venv. humanize has no
# runtime dependencies; tox's `docs` env installs it, here griffe finds it on PYTHONPATH (the
# checkout's src/) instead.
HUMANIZE_DOCS_PINS=(babel==2.19.0 backrefs==8.3.1 bracex==3.2.4 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 colorama==0.4.6 ghp-import==2.1.0 griffelib==2.4.1
    idna==3.21 Jinja2==3.1.6 Markdown==3.11.3 MarkupSafe==3.0.4 mergedeep==1.3.4 mkdocs==1.6.1
    mkdocs-autorefs==1.4.5 mkdocs-get-deps==0.2.2 mkdocs-include-markdown-plugin==7.3.0
    mkdocs-material==9.8.2 mkdocs-material-extensions==1.3.1 mkdocstrings==1.0.8
    mkdocstrings-python==2.0.11 packaging==26.4 paginate==0.5.7 pathspec==1.1.1
    platformdirs==4.14.9 Pygments==2.21.0 pymdown-extensions==12.3 python-dateutil==4.0.0
    PyYAML==6.0.4 pyyaml_env_tag==1.1 requests==2.34.2 tzdata==2026.6 urllib3==2.8.0
    watchdog==7.1.1 wcmatch==12.0.4)
INTERROGATE_VERSION=1.7.0
INTERROGATE_SHA256=a320d6ec644dfd887cc58247a345054fc4d9f981100c45184470068f4b3719b0
# interrogate's docs build: setup.py's `docs` extra (`sphinx`, unpinned; .readthedocs.yaml installs
# it on Python 3.11, tox.ini's docs env runs `sphinx-build -n -T -b html`) resolved for Python 3.11
# and pinned 2026-12-06 (Sphinx 9.0.4 with its dependencies; conf.py's html_theme is alabaster).
# No autodoc directive is used and conf.py reads the version from the checkout's __init__.py as
# text, so interrogate itself is not installed.
INTERROGATE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
FLASK_MIGRATE_VERSION=4.1.0
FLASK_MIGRATE_SHA256=1a336b06eb2c3ace005f5f2ded8641d534c18798d64061f6ff11f79e1434126d
# Flask-Migrate's docs build: pyproject.toml's `docs` extra names only sphinx (unpinned); conf.py has
# no extensions and html_theme alabaster, index.rst is the one page (no autodoc, nothing imported).
# Interrogate's pins serve: Sphinx 9.0.4 with its dependencies and alabaster 1.0.0, every package
# pinned; Flask-Migrate itself is not installed.
FLASK_MIGRATE_DOCS_PINS=("${INTERROGATE_DOCS_PINS[@]}")
MARSHMALLOW_SQLALCHEMY_VERSION=1.6.0
MARSHMALLOW_SQLALCHEMY_SHA256=adebc7e36a7ec5662de93b00b850b50e36f4e8fe67ccf6e9e8e5ff42a78b1696
# marshmallow-sqlalchemy's docs build: pyproject.toml's `docs` dependency group (furo,
# sphinx-copybutton, sphinx-design, sphinx-issues, sphinx>=8.1, sphinxext-opengraph; unpinned there)
# at marshmallow's pins (Sphinx 8.1.3, furo 2024.8.6, sphinx-copybutton 0.5.2, sphinx-issues 5.0.0,
# sphinxext-opengraph 0.9.1 and their dependencies; autodocsumm comes along, unused) plus
# sphinx-design 0.7.0 and the runtime dependencies autodoc imports (marshmallow 4.4.0, SQLAlchemy
# 2.1.9, greenlet 3.5.6), every package of the venv pinned (pip check clean, 2026-12-06, Python 3.11).
# No matplotlib: opengraph makes no social cards.
MARSHMALLOW_SQLALCHEMY_DOCS_PINS=("${MARSHMALLOW_DOCS_PINS[@]}" sphinx-design==0.7.0
    marshmallow==4.4.0 SQLAlchemy==2.1.9 greenlet==3.5.6)
FLASK_LOGIN_VERSION=0.6.3
FLASK_LOGIN_SHA256=5e23d14a607ef12806c699590b89d0f0e0d67baeec599d75947bf9c147330333
# Flask-Login's docs build: requirements/docs.txt pins Sphinx 7.2.6 (and its dependencies of 2023);
# conf.py's extensions are autodoc, intersphinx and viewcode, its theme the bundled docs/_themes
# flask_small (inherits Sphinx's basic). Interrogate's pins serve (Sphinx 9.0.4 with its
# dependencies, every package pinned), plus what autodoc imports: Flask 3.1.3 and its dependencies
# (Flask's own docs pins' versions); Flask-Login itself from the checkout.
FLASK_LOGIN_DOCS_PINS=("${INTERROGATE_DOCS_PINS[@]}" Flask==3.1.3 blinker==1.9.0 click==8.5.1
    itsdangerous==2.2.0 Werkzeug==3.1.9)
FLASK_HTTPAUTH_VERSION=4.8.1
FLASK_HTTPAUTH_SHA256=88499b22f1353893743c3cd68f2ca561c4ad9ef75cd6bcc7f621161cd0e80744
# Flask-HTTPAuth's docs build: pyproject.toml's `docs` extra (furo, sphinx; unpinned) resolved for
# Python 3.11 and pinned 2026-12-06 (Sphinx 9.0.4, furo 2025.12.19 and their dependencies, as
# apispec's pins less its marshmallow/PyYAML/sphinx-issues), plus what autodoc imports: Flask 3.1.3
# and its dependencies (as Flask-Login's pins). conf.py puts ../src on sys.path, so autodoc reads
# the checkout's flask_httpauth.py itself; Flask-HTTPAuth is not installed.
FLASK_HTTPAUTH_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0 Flask==3.1.3 blinker==1.9.0 click==8.5.1 itsdangerous==2.2.0 Werkzeug==3.1.9)
PEXPECT_VERSION=4.9.0
PEXPECT_SHA256=ee7d41123f3c9911050ea2c2dac107568dc43b2d3b0c7557a33212c398ead30f
# Pexpect's docs build: doc/requirements.txt (ptyprocess, sphinx, sphinxcontrib_github_alt; unpinned).
# conf.py's intersphinx_mapping is in the pre-Sphinx-1.0 form that Sphinx 8 removed, so Sphinx 7.4.4
# with its dependencies as bleach's pins (bleach's tinycss2/webencodings left out), plus ptyprocess
# 0.7.0 (pexpect's one runtime dependency, for autodoc) and sphinxcontrib_github_alt 1.2 (conf.py's
# extension), resolved and pinned 2026-12-06 for Python 3.11. conf.py does not put the checkout on
# sys.path: build_pexpect sets PYTHONPATH to it, so pexpect itself is not installed.
PEXPECT_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 ptyprocess==0.7.0 Pygments==2.21.0 requests==2.34.2
    snowballstemmer==3.1.1 Sphinx==7.4.4 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 sphinxcontrib_github_alt==1.2 urllib3==2.8.0)
LIMITS_VERSION=5.8.0
LIMITS_SHA256=c9e0d74aed837e8f6f50d1fcebcf5fd8130957287206bc3799adaee5092655da
# limits' docs build: the sdist's uv.lock `docs` dependency group (furo==2025.7.19, Sphinx<9,
# sphinx-copybutton, sphinx-design, sphinx-inline-tabs, sphinxext-opengraph, sphinx-paramlinks,
# sphinxcontrib-programoutput) at the versions uv.lock resolves for Python 3.11, every package of
# the venv pinned (sphinx-autobuild, the live-reload server, left out), plus limits' runtime
# dependencies (deprecated, packaging, typing_extensions) for autodoc, also as uv.lock pins them.
LIMITS_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.18.0 beautifulsoup4==4.14.3
    certifi==2026.1.4 charset-normalizer==3.4.4 Deprecated==1.3.1 docutils==0.21.2 furo==2025.7.19
    idna==3.11 imagesize==1.4.1 Jinja2==3.1.6 MarkupSafe==3.0.3 packaging==25.0 Pygments==2.19.2
    requests==2.32.5 roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.0.1
    soupsieve==2.8.3 Sphinx==8.2.3 sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2
    sphinx-design==0.7.0 sphinx-inline-tabs==2025.12.21.14 sphinx-paramlinks==0.6.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-programoutput==0.18 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 sphinxext-opengraph==0.13.0 typing_extensions==4.15.0
    urllib3==2.6.3 wrapt==2.1.1)
BLACKEN_DOCS_VERSION=1.20.0
BLACKEN_DOCS_SHA256=2d5b6caf6e7da5694b1eba97f9132c1ab9f14f221c82205ec473a6e74fbb2c6d
# blacken-docs's "docs build": the 1.20.0 sdist (the latest release) ships no docs/ and no Sphinx
# config (only README.rst, CHANGELOG.rst, LICENSE, MANIFEST.in, src/, pyproject.toml, setup.cfg,
# PKG-INFO; the project publishes its README), so docutils (pinned as for pydocstyle) renders
# README.rst, and `blacken-docs --help` is rendered as the usage page. The venv also holds
# blacken-docs's one runtime dependency, black (>=22.1; pinned here at the newest release, with its
# dependencies on Python 3.11, resolved 2026-12-06): the module imports black at the top, and the
# --target-version help lists black's TargetVersion members, so the page depends on this pin.
BLACKEN_DOCS_DOCS_PINS=(docutils==0.23.1 black==26.10.1 click==8.5.1 mypy_extensions==1.2.0
    packaging==26.4 pathspec==1.1.1 platformdirs==4.14.9 pytokens==0.4.1)
ITSDANGEROUS_VERSION=2.2.0
ITSDANGEROUS_SHA256=e0050c0b7da1eea53ffaf149c0cfbb5c6e2e2b69c4bef22c81fa6eb73e5f6173
# ItsDangerous's docs build: the sdist's own requirements/docs.txt (pip-compile of docs.in:
# pallets-sphinx-themes, sphinx, sphinxcontrib-log-cabinet), every package at its version there
# (Sphinx 7.2.6, pallets-sphinx-themes 2.1.1); it pins the whole venv. ItsDangerous has no
# runtime dependencies; the checkout itself is installed (conf.py reads the installed version).
ITSDANGEROUS_DOCS_PINS=(alabaster==0.7.16 babel==2.14.0 certifi==2024.2.2 charset-normalizer==3.3.2
    docutils==0.20.1 idna==3.7 imagesize==1.4.1 jinja2==3.1.3 markupsafe==2.1.5 packaging==24.0
    pallets-sphinx-themes==2.1.1 pygments==2.17.2 requests==2.31.0 snowballstemmer==2.2.0
    sphinx==7.2.6 sphinxcontrib-applehelp==1.0.8 sphinxcontrib-devhelp==1.0.6
    sphinxcontrib-htmlhelp==2.0.5 sphinxcontrib-jsmath==1.0.1 sphinxcontrib-log-cabinet==1.0.1
    sphinxcontrib-qthelp==1.0.7 sphinxcontrib-serializinghtml==1.1.10 urllib3==2.2.1)
CACHELIB_VERSION=0.17.0
CACHELIB_SHA256=f3c7dc8d3c1132ab699681ffdf8a52d341d9425ac1401c538cf0b1d87b1677c8
# CacheLib's docs build: pyproject.toml's `docs` dependency group (sphinx, pallets-sphinx-themes,
# sphinxcontrib-log-cabinet, sphinx-tabs, sphinx_copybutton, pyenchant, sphinxcontrib-spelling) as
# the sdist's own uv.lock resolves it for Python 3.11 (Sphinx 9.0.4), every package pinned from that
# lock. pyenchant and sphinxcontrib-spelling are left out: conf.py loads the spelling extension only
# for the `spelling` builder (pyenchant needs the enchant C library). cachelib has no runtime
# dependencies; its backends import redis/pymongo/boto3/... only when an instance is made.
CACHELIB_DOCS_PINS=(alabaster==1.0.0 babel==2.18.0 certifi==2026.7.22 charset-normalizer==3.5.0
    docutils==0.22.4 idna==3.18 imagesize==2.0.0 Jinja2==3.1.6 MarkupSafe==3.0.3 packaging==26.3
    pallets-sphinx-themes==2.5.0 Pygments==2.20.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-copybutton==0.5.2 sphinx-notfound-page==1.1.0
    sphinx-tabs==3.5.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1 sphinxcontrib-log-cabinet==1.0.1
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.7.0)
MORE_ITERTOOLS_VERSION=11.2.1
MORE_ITERTOOLS_SHA256=cbf08fd0af284dc69718b9b76a8e6203df624d70209ea511e4219d350c856f63
# more-itertools' docs build: the sdist's docs/requirements.txt (Sphinx, furo>=2025.07.19, both
# unpinned; .readthedocs.yaml installs it and then the package) resolved for Python 3.11 and
# pinned 2026-12-06 (Sphinx 9.0.4 and furo 2025.12.19, the newest releases, with their
# dependencies at the versions pytest's pins above use). more-itertools has no runtime
# dependencies, and conf.py puts the checkout on sys.path itself (autodoc imports it from there).
MORE_ITERTOOLS_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
DJANGO_DEBUG_TOOLBAR_VERSION=8.0.0
DJANGO_DEBUG_TOOLBAR_SHA256=cae32d3e441e608f39f3f1ca6b3f028c38d5d04d74c98d8ab96d46022dee3163
# django-debug-toolbar's docs build: pyproject.toml's `docs` dependency group (what tox.ini's docs env
# installs) names sphinx, sphinx-rtd-theme>1 and sphinxcontrib-spelling unpinned; the last is left out
# (it needs pyenchant and the enchant C library, is not in conf.py's extensions and only serves the
# Makefile's `spelling` builder). panels.rst autodocs debug_toolbar.panels.Panel, which imports Django
# and sqlparse (the project's dependencies, django>=5.2 and sqlparse>=0.2). Resolved together by pip
# under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0, Django 5.2.20, sqlparse
# 0.6.1), every package pinned. django-debug-toolbar itself is not installed: conf.py appends the
# checkout's root to sys.path and sets DJANGO_SETTINGS_MODULE=example.settings (never loaded: autodoc
# only imports modules).
DJANGO_DEBUG_TOOLBAR_DOCS_PINS=(alabaster==1.0.0 asgiref==3.13.0 babel==2.19.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 Django==5.2.20 docutils==0.22.4 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 sqlparse==0.6.1 urllib3==2.8.0)
DJANGO_EXTENSIONS_VERSION=4.1
DJANGO_EXTENSIONS_SHA256=7b70a4d28e9b840f44694e3f7feb54f55d495f8b3fa6c5c0e5e12bcb2aa3cdeb
# django-extensions' docs build: docs/requirements.txt names Django, sphinx>=8,<9 and
# sphinx-rtd-theme>=3,<4 (conf.py's html_theme), unpinned. conf.py has no extensions (no autodoc)
# but imports django.utils.version and django_extensions (from the checkout, which it appends to
# sys.path) for version/release. Resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 8.2.3,
# sphinx-rtd-theme 3.1.0, Django 5.2.20), every package of the venv pinned. django-extensions itself
# is not installed.
DJANGO_EXTENSIONS_DOCS_PINS=(alabaster==1.0.0 asgiref==3.13.0 babel==2.19.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 Django==5.2.20 docutils==0.21.2 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1
    Sphinx==8.2.3 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sqlparse==0.6.1 urllib3==2.8.0)
XMLSCHEMA_VERSION=4.3.2
XMLSCHEMA_SHA256=f3b33a21a2b2cdc404ddc3fb599d8bc1dee90b155d547370672e6e684746b8d6
# xmlschema's docs build: the sdist's doc/requirements.txt pins Sphinx==7.2.6 and sphinx-rtd-theme==2.0.0
# (conf.py's html_theme) and names readthedocs-sphinx-search 0.3.2, Read the Docs' search add-on, which
# is not in conf.py's extensions (sphinx.ext.doctest, sphinx.ext.autodoc): left out. Resolved 2026-12-07
# under Python 3.11 with elementpath (pyproject.toml's only dependency, `>=5.1.3, <6.0.0`: 5.1.4),
# which autodoc needs to import xmlschema from the checkout (conf.py puts '..' on sys.path); every
# package of the venv pinned. Jinja2 (for extras/codegen.py) comes with Sphinx; lxml is optional.
XMLSCHEMA_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.20.1 elementpath==5.1.4 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    snowballstemmer==3.1.1 Sphinx==7.2.6 sphinx-rtd-theme==2.0.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PIP_LICENSES_VERSION=5.5.5
PIP_LICENSES_SHA256=60750c006adf7a0910347b726e8ee9fee3bc8d2e7c8307a5c4ec0776c8e2a276
# pip-licenses's "docs build": the 5.5.5 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.md, CHANGELOG.md, SECURITY.md, LICENSE, MANIFEST.in, Makefile,
# piplicenses.py, test_piplicenses.py, tests/fixtures/, pyproject.toml, setup.cfg, requirements.txt,
# dev-requirements.txt, PKG-INFO; the project publishes its README), so Python-Markdown (pinned as
# for flynt/mdformat) renders README.md, and `pip-licenses --help` is rendered as the usage page.
# The venv also holds pip-licenses's one runtime dependency on Python 3.11+, prettytable (imported at
# the top of the module), with its dependency wcwidth, pinned at the versions of the sdist's own
# requirements.txt (tomli only below 3.11).
PIP_LICENSES_DOCS_PINS=(Markdown==3.11.3 prettytable==3.16.0 wcwidth==0.6.0)
TQDM_VERSION=4.70.1
TQDM_SHA256=cefd0eca11b2a37a3aee776544d4f4ae913f02688135b5556b8788dfa474afc4
# tqdm's "docs build": the 4.70.1 sdist (the latest release) ships no docs/ and no docs generator
# (README.rst, the man page tqdm/tqdm.1 and tqdm/completion.sh are generated from tqdm/std.py's
# docstring by .meta/mkdocs.py and .meta/mkcompletion.py, which the sdist leaves out; the website
# is a separate repository), so docutils (pinned as for pydocstyle) renders README.rst, and
# `python -m tqdm --help` (generated at run time from the tqdm class docstring plus cli.py's
# CLI_EXTRA_DOC) is rendered as the usage page. tqdm has no runtime dependency on Linux (colorama
# only on Windows), so the venv holds docutils alone.
TQDM_DOCS_PINS=(docutils==0.23.1)
GLOM_VERSION=25.12.0
GLOM_SHA256=1ae7da88be3693df40ad27bdf57a765a55c075c86c971bcddd67927403eb0069
# glom's docs build: the sdist's own docs/requirements-rtd.txt, every line as pinned there (Sphinx
# 5.3.0, sphinx-rtd-theme 1.1.1, docutils 0.17.1 and the rest, sphinx-autobuild and its server
# included), less its `-r ../requirements.txt` (tox, pytest, coverage: the test environment), plus
# glom's runtime dependencies at that requirements.txt's pins (attrs, boltons, face; autodoc imports
# glom from the checkout, which conf.py puts on sys.path) and the two packages the file leaves
# unpinned: packaging (Sphinx's; requirements.txt's pin) and colorama (sphinx-autobuild's).
GLOM_DOCS_PINS=(alabaster==0.7.13 atomicwrites==1.4.1 Babel==2.11.0 certifi==2022.12.7
    charset-normalizer==3.0.1 docutils==0.17.1 idna==3.4 imagesize==1.4.1 Jinja2==3.1.2
    livereload==2.6.3 MarkupSafe==2.1.1 more-itertools==9.0.0 Pygments==2.14.0 pytz==2022.7.1
    requests==2.28.2 six==1.16.0 snowballstemmer==2.2.0 Sphinx==5.3.0 sphinx-autobuild==2021.3.14
    sphinx-rtd-theme==1.1.1 sphinxcontrib-devhelp==1.0.2 sphinxcontrib-htmlhelp==2.0.0
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==1.0.3 sphinxcontrib-serializinghtml==1.1.5
    sphinxcontrib-applehelp==1.0.2 toml==0.10.2 tornado==6.2 urllib3==1.26.14
    attrs==24.2.0 boltons==24.1.0 face==24.0.0 packaging==24.0 colorama==0.4.6)
PIP_AUDIT_VERSION=2.10.1
PIP_AUDIT_SHA256=1eb4565d19ebe5d48996f4b770b4d2b32887e12cb12cfa637f1a064011b55ffc
# pip-audit's "docs build": the 2.10.1 sdist (the latest release) ships no docs/ and no docs
# generator config (only README.md, LICENSE, pyproject.toml, PKG-INFO and pip_audit/; the `doc`
# extra names pdoc, an API-reference generator, but nothing in the sdist configures or runs it),
# so Python-Markdown (pinned as for pip-licenses) renders README.md,
# and `pip-audit --help` is rendered as the usage page. Printing the help imports pip_audit._cli,
# which imports every runtime dependency (CacheControl, cyclonedx-python-lib, pip-api, rich, ...),
# so the venv holds them, resolved for the sdist's pyproject.toml and pinned 2026-12-06.
PIP_AUDIT_DOCS_PINS=(Markdown==3.11.3 boolean.py==5.0 CacheControl==0.14.4
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 cyclonedx-python-lib==11.12.0
    defusedxml==0.7.1 filelock==4.3.2 idna==3.21 license-expression==30.4.4 markdown-it-py==4.3.0
    mdurl==0.1.2 msgpack==1.2.4 packageurl-python==0.17.6 packaging==26.4
    pip-requirements-parser==32.0.1 pip_api==0.0.35 platformdirs==4.14.9 py-serializable==2.2.0
    Pygments==2.21.0 pyparsing==3.3.3 requests==2.34.2 rich==15.0.0 sortedcontainers==2.4.0
    tomli==2.5.0 tomli_w==1.2.0 typing_extensions==4.16.0 urllib3==2.8.0)
PIPDEPTREE_VERSION=4.2.16
PIPDEPTREE_SHA256=3b4ab4a39472b8ec1e67f8d25b8c6c11f245c35cd5607af9103cec84d84e7885
# The sdist's file on PyPI (its address as the JSON API gives it): `pip download` of an sdist
# prepares its metadata, which for pipdeptree's python_sbom/meson-python backend means building the
# Rust extension (and, under unpack_sdist's --no-binary :all:, meson, ninja and cmake from source).
PIPDEPTREE_SDIST_URL=https://files.pythonhosted.org/packages/65/26/0061e43ebd0c11aa03cdf856a751c6dfeae0fff8ff62f1451cb071cdbcb5/pipdeptree-4.2.16.tar.gz
# The release's own wheel for this machine (CPython 3.11+ stable ABI, manylinux_2_28 x86_64):
# docs/conf.py imports pipdeptree.version, which asks the compiled Rust extension for the version.
PIPDEPTREE_WHEEL=pipdeptree-4.2.16-cp311-abi3-manylinux_2_28_x86_64.whl
PIPDEPTREE_WHEEL_SHA256=c2ea5abb0ba88672f866427d27d7ccfc58b9f5ce7f8a67cf51af16638b75bc49
# pipdeptree's docs build: the sdist's pylock.toml (written by nab) pins the pyproject.toml `docs`
# dependency group; these are its "docs" packages for Linux, except certifi, whose locked
# 2026.10.23 the registry does not serve (2026.10.19.post1, as the other corpora; certifi is only
# requests' CA bundle, and intersphinx cannot reach the network anyway). Sphinx 9.2.0 needs
# Python 3.13 (the docs group itself says >=3.12).
PIPDEPTREE_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.18.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.2 click==8.5.1
    docutils==0.23 furo==2025.12.19 idna==3.20 imagesize==2.0.1 jinja2==3.1.6 markupsafe==3.0.4
    packaging==26.3 pygments==2.21.0 pyyaml==6.0.3 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 soupsieve==4.1 sphinx==9.2.0 sphinx-basic-ng==1.0.0b2
    sphinx-copybutton==0.5.2 sphinx-inline-tabs==2025.12.21.14 sphinx-llm==1.0.0
    sphinx-markdown-builder==0.6.11 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-mermaid==2.1.1
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-towncrier==0.5.0a0 tabulate==0.10.0 towncrier==26.9.0 typing-extensions==4.16.0
    urllib3==2.8.0)
ATTRS_VERSION=26.1.0
ATTRS_SHA256=d03ceb89cb322a8fd706d4fb91940737b6642aa36998fe130a9bc96c985eff32
# attrs' docs build: pyproject.toml's `docs` dependency group (cogapp, furo, myst-parser, sphinx,
# sphinx-notfound-page, sphinxcontrib-towncrier, towncrier; unpinned there) as the sdist's own uv.lock
# resolves it for CPython 3.13 on Linux (tox.ini's docs-build env: base_python py313, dependency_groups
# = docs, uv-venv-lock-runner), every package at its locked version. attrs has no runtime
# dependencies.
ATTRS_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.18.0 beautifulsoup4==4.14.3
    certifi==2026.2.25 charset-normalizer==3.4.5 click==8.3.1 cogapp==3.6.0 docutils==0.22.4
    furo==2025.12.19 idna==3.11 imagesize==2.0.0 jinja2==3.1.6 markdown-it-py==4.0.0
    markupsafe==3.0.3 mdit-py-plugins==0.5.0 mdurl==0.1.2 myst-parser==5.0.0 packaging==26.0
    pygments==2.19.2 pyyaml==6.0.3 requests==2.32.5 roman-numerals==4.1.0 snowballstemmer==3.0.1
    soupsieve==2.8.3 sphinx==9.1.0 sphinx-basic-ng==1.0.0b2 sphinx-notfound-page==1.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-towncrier==0.5.0a0 towncrier==25.8.0 typing-extensions==4.15.0 urllib3==2.6.3)
PYDOCLINT_VERSION=0.12.0
PYDOCLINT_SHA256=ac061ae24381547e41d5a45044a1f88c87a54541b67ec959bd5160c69256482c
# pydoclint's "docs build": the 0.12.0 sdist (the latest release) ships docs/*.md (the pages of its
# site; docs/index.md is a byte-identical copy of README.md, made by the pre-commit script
# .pre_commit_helper_scripts/copy_readme.py) but no docs generator config (no mkdocs.yml, no
# conf.py), so Python-Markdown (pinned as for pip-audit) renders README.md as index.html and each
# other docs/*.md page under its own name, and `pydoclint --help` is rendered as the usage page.
# Printing the help imports pydoclint.main, which imports click and docstring_parser_fork (pinned
# 2026-12-06; tomli only below Python 3.11).
PYDOCLINT_DOCS_PINS=(Markdown==3.11.3 click==8.5.1 docstring_parser_fork==0.0.16)
URLLIB3_VERSION=2.8.0
URLLIB3_SHA256=63bf2ead4c879426ebf22ef2a781eeb4aa3b4ae798a0435506f8687fd5bb9b63
# urllib3's docs build: the sdist's pyproject.toml `docs` dependency group (furo, myst-parser,
# requests, sphinx, sphinx-copybutton, sphinxext-opengraph) at the versions its uv.lock pins for
# Python 3.11 (Sphinx 9.0.4), plus the `socks`, `brotli` and `zstd` extras (PySocks 1.7.1, Brotli
# 1.2.0, backports.zstd 1.3.0) and pyOpenSSL/cryptography (the `dev` group: 26.3.0/49.0.0), all at
# uv.lock's versions, which autodoc imports for the contrib/socks and contrib/pyopenssl pages and
# response.html's BrotliDecoder/ZstdDecoder; the rest resolved and pinned 2026-12-06. urllib3 itself
# is replaced by the checkout (docs_venv_with_checkout).
URLLIB3_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    backports.zstd==1.3.0 beautifulsoup4==4.15.0 Brotli==1.2.0 certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.3 cryptography==49.0.0
    docutils==0.22.4 furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2 myst-parser==5.1.0
    packaging==26.4 pycparser==3.12 Pygments==2.21.0 pyOpenSSL==26.3.0 PySocks==1.7.1 PyYAML==6.0.4
    requests==2.33.1 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 sphinxext-opengraph==0.13.0
    typing_extensions==4.16.0 urllib3==2.8.0)
PYTEST_TIMEOUT_VERSION=2.4.0
PYTEST_TIMEOUT_SHA256=7e68e90b01f9eff71332b25001f85c75495fc4e3a836701876183c4bcfd0540a
# pytest-timeout's "docs build": the 2.4.0 sdist (the latest release) ships no docs/ (only
# README.rst, pytest_timeout.py, its tests, failure_demo.py and the packaging files; the project
# publishes its README), so docutils (pinned as for pydocstyle) renders README.rst, and the
# plugin's own runtime documentation, its sections of `pytest --help` (the option group and its
# ini options) and its line of `pytest --markers`, is rendered as the usage page; pytest and its
# dependencies pinned 2026-12-06 (the latest pytest, 9.2.0).
PYTEST_TIMEOUT_DOCS_PINS=(docutils==0.23.1 iniconfig==2.3.1 packaging==26.4 pluggy==1.7.0
    pygments==2.21.0 pytest==9.2.0)
PYJWT_VERSION=2.15.1
PYJWT_SHA256=4f259e80cdfb6b3fc18a7de51fd1ef9ec79652f25019bae68975ca2468a34df8
# PyJWT's docs build: the sdist's pyproject.toml `docs` dependency group (sphinx, sphinx-rtd-theme,
# zope.interface) plus the `crypto` extra (cryptography>=3.4.0), as .readthedocs.yaml installs them
# (`pip install .[crypto] --group docs`, Python 3.11: Sphinx 9.0.4), resolved and pinned 2026-12-06;
# autodoc imports jwt.algorithms, whose RSA/EC/OKP classes exist only when cryptography imports.
PYJWT_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 cffi==2.1.1
    charset-normalizer==3.5.3 cryptography==51.0.1 docutils==0.22.4 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 pycparser==3.12 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0
    zope.interface==8.7)
HUEY_VERSION=3.5.4
HUEY_SHA256=328f5a2dd1406621e5edb17d45655ae232ad9f32c0795ca8dc0bfc121dd7b30c
# huey's docs build: the sdist's docs/requirements.txt (sphinx-rtd-theme, with Sphinx as its
# dependency) resolved and pinned 2026-12-06 under Python 3.11 (Sphinx 9.0.4, the latest for it).
# conf.py puts the checkout on sys.path and imports huey (no required dependencies; redis,
# psycopg, cysqlite are optional imports), so the checkout is not installed.
HUEY_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
EVENTLET_VERSION=0.41.3
EVENTLET_SHA256=66d1883f276e94d040d007e99d7085e6aa5f2738c5b8783d165a137050dc8fb6
# eventlet's docs build: doc/requirements.txt names sphinx (>=2.0.0,!=2.1.0), sphinxcontrib-apidoc and
# pyzmq unpinned; sphinxcontrib-apidoc is left out (see build_eventlet: the sdist ships its output,
# doc/source/reference/api/*.rst). conf.py imports eventlet (for its release) and autodoc imports it
# from the checkout (PYTHONPATH, as tox.ini's docs env installs it with `pip install -e .`), so its
# two dependencies (pyproject.toml: dnspython>=1.15.0, greenlet>=1.0) are added. Resolved together by
# pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, pyzmq 27.3.0, dnspython 2.9.2, greenlet 3.5.6),
# every package of the venv pinned; eventlet itself is not installed.
EVENTLET_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 dnspython==2.9.2 docutils==0.22.4 greenlet==3.5.6 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 pyzmq==27.3.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
ASYNCSSH_VERSION=2.24.1
ASYNCSSH_SHA256=efcd36e9b35f79873535b06444a7c9b0a3c61d97081b208c7fdd3fd8a40f1eca
# asyncssh's docs build: docs/rtd-req.txt pins sphinx==4.2.0 and cryptography==48.0.1 (Read the Docs'
# environment); Sphinx 4.2.0 does not run with today's Jinja2 3.1 and sphinxcontrib-* 2.x (which
# require Sphinx >= 5), so Sphinx is taken unpinned (9.0.4, the newest for Python 3.11) and
# cryptography kept at rtd-req.txt's 48.0.1 (pyproject.toml: cryptography>=48.0.1,
# typing_extensions>=4.0.0). conf.py imports asyncssh from the checkout (sys.path.insert of '..')
# for its __version__ and autodoc imports it too, so both runtime dependencies are installed.
# Resolved by pip under Python 3.11 on 2026-12-07, every package of the venv pinned; asyncssh itself
# is not installed.
ASYNCSSH_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 cffi==2.1.1
    charset-normalizer==3.5.3 cryptography==48.0.1 docutils==0.22.4 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 pycparser==3.12 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0)
TRIO_VERSION=0.35.0
TRIO_SHA256=7efb295c78a0ecd1235c5759e620b5da564ca80d2efcb0055423588547248b96
# trio's docs build: the sdist's own docs-requirements.txt (uv-compiled, every package pinned; for
# Python 3.11 it selects sphinx==9.0.4), installed as is under Python 3.11 on 2026-12-07 except
# certifi (its 2026.10.23 is not on the registry: 2026.10.19.post1, requests' certificate bundle,
# which nothing offline uses). The list is `pip freeze` of that venv (cffi/pycparser come in for
# cryptography, pyOpenSSL's dependency). conf.py reads version = importlib.metadata.version("trio"):
# the same release's wheel is installed for that metadata only, and autodoc imports trio from the
# checkout's src/ (PYTHONPATH, first on sys.path), so the checkout stays as unpacked.
TRIO_DOCS_PINS=(alabaster==1.0.0 attrs==26.1.0 babel==2.18.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.2 click==8.5.0
    cryptography==50.0.2 docutils==0.22.4 exceptiongroup==1.3.1 idna==3.20 imagesize==2.0.1
    immutables==0.21 Jinja2==3.1.6 MarkupSafe==3.0.4 outcome==1.3.0.post0 packaging==26.3
    pycparser==3.12 Pygments==2.21.0 pyOpenSSL==26.4.0 requests==2.34.2 roman-numerals==4.1.0
    sniffio==1.3.1 snowballstemmer==3.1.1 sortedcontainers==2.4.0 soupsieve==3.0.4 Sphinx==9.0.4
    sphinx-codeautolink==0.19.0 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-trio==1.2.0 towncrier==26.9.0 trio==0.35.0 typing_extensions==4.16.0
    urllib3==2.8.0)
HYPERLINK_VERSION=21.0.0
HYPERLINK_SHA256=427af957daa58bc909471c6c40f74c5450fa123dd093fc53efd2e91d2705a56b
# hyperlink's docs build: tox.ini's docs env pins Sphinx==3.4.3 and sphinx-rtd-theme==0.5.1, which do
# not run with today's Jinja2 3.1 and sphinxcontrib-* 2.x, so Sphinx and sphinx-rtd-theme are taken
# unpinned (Sphinx 9.0.4, the newest for Python 3.11, and sphinx-rtd-theme 3.1.0, which conf.py
# imports when not on Read the Docs), with idna (setup.py's install_requires: idna>=2.5), which
# autodoc's import of hyperlink needs. Resolved together by pip under Python 3.11 on 2026-12-07, every
# package of the venv pinned; hyperlink itself is not installed.
HYPERLINK_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
SSHTUNNEL_VERSION=0.5.1
SSHTUNNEL_SHA256=b7628901e34a297a1a754d136e5e1262cfdef1c3e0a19f75474457ffb49d6838
# sshtunnel's docs build: docs/requirements.txt names docutils and sphinx unpinned; conf.py imports
# sshtunnel (for version/release = sshtunnel.__version__), which imports paramiko, so paramiko
# (setup.py: paramiko>=2.7.2; 0.5.1 supports paramiko>=4.0, which dropped DSSKey) comes in with its
# dependencies. Resolved by pip under Python 3.11 on 2026-12-07 (`pip install sphinx paramiko`),
# every package of the venv pinned; sshtunnel itself is not installed (PYTHONPATH, see
# build_sshtunnel).
SSHTUNNEL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 bcrypt==5.0.0 certifi==2026.10.19.post1
    cffi==2.1.1 charset-normalizer==3.5.3 cryptography==51.0.1 docutils==0.22.4 idna==3.21
    imagesize==2.0.1 invoke==3.0.3 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 paramiko==5.1.0
    pycparser==3.12 Pygments==2.21.0 PyNaCl==1.6.2 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
PASSLIB_VERSION=1.7.4
PASSLIB_SHA256=defd50f72b65c5402ab2c573830a6978e5f202ad0d984793c8dde2c4152ebe04
# passlib's docs build: docs/requirements.txt names sphinxcontrib-fulltoc and cloud_sptheme unpinned
# (dev-requirements.txt the theme's hg repository). cloud_sptheme 1.10.1 (2020-05, the latest on
# PyPI) is the theme (conf.py's html_theme "redcloud") and nine of conf.py's extensions: they import
# jinja2.Markup (gone in Jinja2 3.1), sphinx.roles.emph_literal_role (gone in Sphinx 4) and
# AttributeDocumenter._datadescriptor (gone in Sphinx 3.4), so Sphinx is pinned to 3.3.1 (the
# newest they run with; with alabaster 0.7.13, the last that accepts Sphinx < 3.4), Jinja2 < 3 and
# MarkupSafe < 2, docutils < 0.17, and the sphinxcontrib-* builders of Sphinx 3's time (the current
# ones require Sphinx 5); Sphinx 3.x fails to import on Python 3.10+, so the venv is Python 3.9 (as
# for h11). Resolved by pip under Python 3.9 on 2026-12-07, every package of the venv pinned;
# passlib itself is not installed (conf.py puts the checkout on sys.path).
PASSLIB_DOCS_PINS=(alabaster==0.7.13 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 cloud-sptheme==1.10.1.post20200504175005 docutils==0.16 idna==3.20
    imagesize==1.5.0 Jinja2==2.11.3 MarkupSafe==1.1.1 packaging==26.3 Pygments==2.21.0
    requests==2.32.5 snowballstemmer==3.1.1 Sphinx==3.3.1 sphinxcontrib-applehelp==1.0.4
    sphinxcontrib-devhelp==1.0.2 sphinxcontrib-fulltoc==1.2.0 sphinxcontrib-htmlhelp==2.0.1
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==1.0.3 sphinxcontrib-serializinghtml==1.1.5
    urllib3==2.6.3)
TREQ_VERSION=26.7.0
TREQ_SHA256=43e728e12aca2d897c626cf07dc7b4392749b73de050a7d66e086cb3a6e15da9
# treq's docs build: pyproject.toml's docs extra names sphinx and sphinx_rtd_theme unpinned; conf.py
# imports treq (release = treq.__version__) and api.rst autodocs treq, treq.client, treq.response,
# treq.auth, treq.cookies, treq.testing and treq.multipart, which import its dependencies
# (pyproject.toml: incremental, hyperlink, Twisted[tls], attrs, typing_extensions, multipart; the tls
# extra's pyOpenSSL/service-identity are not imported by the documented modules and are left out).
# Resolved by pip under Python 3.11 on 2026-12-07 (`pip install sphinx sphinx_rtd_theme twisted
# hyperlink incremental attrs typing_extensions multipart`), every package of the venv pinned; treq
# itself is not installed (PYTHONPATH, see build_treq).
TREQ_DOCS_PINS=(alabaster==1.0.0 attrs==26.1.0 Automat==25.4.16 babel==2.19.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 constantly==23.10.4 docutils==0.22.4
    hyperlink==21.0.0 idna==3.21 imagesize==2.0.1 Incremental==24.11.0 Jinja2==3.1.6
    MarkupSafe==3.0.4 multipart==2.0.1 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx_rtd_theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 Twisted==26.10.0 typing_extensions==4.16.0 urllib3==2.8.0
    zope.interface==8.7)
DJANGO_FILTER_VERSION=26.2
DJANGO_FILTER_SHA256=fd5cc83995fbe9f5f07fb5dcda16fde0f04de1ecf8ef82628b6c0ec921b751af
# django-filter's docs build: requirements/docs.txt (what .readthedocs.yaml installs) names Sphinx,
# furo and `.` (the package itself) unpinned; conf.py imports django_filters (version/release =
# __version__), which imports Django (pyproject.toml: Django>=5.2; 5.2.20 is the newest for Python
# 3.11). Resolved by pip under Python 3.11 on 2026-12-07 (`pip install sphinx furo django`: Sphinx
# 9.0.4, furo 2025.12.19, Django 5.2.20), every package of the venv pinned; django-filter itself is
# not installed (PYTHONPATH, see build_django_filter).
DJANGO_FILTER_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 asgiref==3.13.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 Django==5.2.20
    docutils==0.22.4 furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 sqlparse==0.6.1
    typing_extensions==4.16.0 urllib3==2.8.0)
PYTHON_JOSE_VERSION=3.5.0
PYTHON_JOSE_SHA256=fb4eaa44dbeb1c26dcc69e4bd7ec54a1cb8dd64d3b4d81ef08d90ff453f2b01b
# python-jose's docs build: the sdist's requirements-rtd.txt is empty and no extra names Sphinx; conf.py
# (sphinx-quickstart's file of 2015) uses only Sphinx's own extensions (autodoc, coverage, napoleon)
# and its "default" theme (Sphinx's classic), so Sphinx 9.0.4, the newest for Python 3.11, with its
# dependencies as for sshtunnel. autodoc imports jose from the checkout (conf.py appends '..' to
# sys.path), which needs setup.cfg's install_requires: ecdsa (with six), rsa and pyasn1; the
# cryptography extra is left out (jose/backends/__init__.py falls back to the rsa/ecdsa/native
# backends; the documented modules import either way). Resolved by pip under Python 3.11 on
# 2026-12-07 (`pip install sphinx ecdsa rsa pyasn1`), every package of the venv pinned; python-jose
# itself is not installed.
PYTHON_JOSE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 ecdsa==0.19.2 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 pyasn1==0.6.5 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 rsa==4.9.1 six==1.17.0 snowballstemmer==3.1.1
    Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
TRANSACTION_VERSION=5.1
TRANSACTION_SHA256=f6ca8639a3e54f6991de0d9c0983a7cd91acb21a825cb544c168269be956bd41
# transaction's docs build: docs/requirements.txt names Sphinx and repoze.sphinx.autointerface,
# unpinned (conf.py's extensions are Sphinx's own autodoc, doctest, todo, viewcode, intersphinx plus
# repoze.sphinx.autointerface; html_theme "default", Sphinx's classic). conf.py reads the release from
# importlib.metadata.version('transaction'), so the transaction 5.1 wheel is installed (with its one
# dependency, zope.interface), only for that: PYTHONPATH puts the checkout's src/ first, so autodoc
# documents the checkout. Resolved by pip under Python 3.11 on 2026-12-07 (`pip install sphinx
# repoze.sphinx.autointerface transaction==5.1`), every package of the venv pinned.
TRANSACTION_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 repoze.sphinx.autointerface==1.1.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    transaction==5.1 urllib3==2.8.0 zope.interface==8.7)
SIMPLE_WEBSOCKET_VERSION=1.1.0
SIMPLE_WEBSOCKET_SHA256=7939234e7aa067c534abdab3a9ed933ec9ce4691b0713c78acb195560aa52ae4
# simple-websocket's docs build: tox.ini's docs env and pyproject.toml's docs extra name only `sphinx`
# (unpinned); conf.py uses Sphinx's own autodoc and the alabaster theme (a Sphinx dependency), so
# Sphinx 9.0.4, the newest for Python 3.11. autodoc imports simple_websocket from the checkout
# (conf.py inserts ../src in sys.path), which needs its one dependency, wsproto (with h11). Resolved by
# pip under Python 3.11 on 2026-12-07 (`pip install sphinx wsproto`), every package of the venv
# pinned; simple-websocket itself is not installed.
SIMPLE_WEBSOCKET_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 h11==0.16.0 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0
    wsproto==1.3.2)
ZEROCONF_VERSION=0.154.0
ZEROCONF_SHA256=830315497af9bbd75924c2218cd3b64f0bde0e808ee316aabb5d9288836c0c43
# zeroconf's docs build: pyproject.toml's docs group asks for sphinx "^7.4.7 || ^8.1.3" and
# sphinx-rtd-theme "^3.1.0" (conf.py: html_theme sphinx_rtd_theme; its other extensions are Sphinx's
# own: todo, viewcode, autodoc, intersphinx, coverage, duration, and docs/_ext/zeroconfautodocfix.py).
# autodoc imports zeroconf from the checkout's src/ (the pure-Python modules; the optional Cython
# extensions are not built), which needs its one dependency, ifaddr. Resolved by pip under Python 3.11
# on 2026-12-07 (`pip install "sphinx>=8.1.3,<9" "sphinx-rtd-theme>=3.1.0,<4" ifaddr`), every package
# of the venv pinned; zeroconf itself is not installed.
ZEROCONF_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 ifaddr==0.2.0 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
PYTEST_MOCK_VERSION=3.17.0
PYTEST_MOCK_SHA256=e36576e0985e01027e999891e7a966c67822d40c89ef1b4c8b6e22737e3590b4
# pytest-mock's docs build: docs/requirements.txt (tox.ini's docs env) names furo, sphinx and
# sphinx-copybutton, unpinned; conf.py's extensions are sphinx.ext.autodoc (no page has an autodoc
# directive, so nothing is imported: neither pytest nor pytest-mock is installed) and
# sphinx_copybutton, html_theme furo. Resolved by pip under Python 3.11 on 2026-12-07 (`pip install
# furo sphinx sphinx-copybutton`), every package of the venv pinned.
PYTEST_MOCK_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0)
CSSSELECT_VERSION=1.6.0
CSSSELECT_SHA256=8c83a7139e97b93aa5ebdc0f46e785f7056a08a8bf201e597a6a2629d7eb11db
# cssselect's docs build: docs/requirements.txt (tox.ini's docs env) pins sphinx==9.1.0 and
# sphinx-rtd-theme==3.1.0 (Sphinx 9.1 needs Python >= 3.12: python313); resolved by pip under
# Python 3.13 on 2026-12-07, every package of the venv pinned. autodoc imports cssselect from the
# checkout (PYTHONPATH): it has no runtime dependency (lxml only runs the doctests, not built here).
CSSSELECT_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.1.0 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PYASN1_VERSION=0.6.5
PYASN1_SHA256=6b11616a6bcf3a40e635f082bb232fa57b5e0dd7f517bd7ddd69ec3794508a47
# pyasn1's docs build: the sdist names no docs requirements (docs/source/conf.py's extensions are
# Sphinx's own: autodoc, napoleon, intersphinx; html_theme alabaster, Sphinx's default theme).
# autodoc imports pyasn1 from the checkout (conf.py puts the checkout's root on sys.path; pyasn1 has
# no dependencies), so pyasn1 is not installed. Resolved by pip under Python 3.11 on 2026-12-07
# (`pip install sphinx`), every package of the venv pinned.
PYASN1_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
SQLALCHEMY_UTILS_VERSION=0.43.0
SQLALCHEMY_UTILS_SHA256=7e8741dbc2c0f992d2181cd69de13de292b3a2a5305a9da832e10d540abcedbf
# SQLAlchemy-Utils' docs build: the sdist names no docs requirements (conf.py's extensions are
# Sphinx's own: autodoc, doctest, intersphinx, todo, coverage, ifconfig, viewcode; html_theme
# sphinx_rtd_theme), so huey's pins serve (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0 and their
# dependencies, resolved 2026-12-06 for Python 3.11) plus its one runtime dependency, which autodoc
# imports: SQLAlchemy 2.1.9 (with greenlet 3.5.6 and typing_extensions 4.16.0). None of the optional
# extras (arrow, babel, colour, cryptography, furl, intervals, passlib, phonenumbers, ...) is
# installed: the package imports them inside try/except, and autodoc documents the classes anyway.
SQLALCHEMY_UTILS_DOCS_PINS=("${HUEY_DOCS_PINS[@]}" SQLAlchemy==2.1.9 greenlet==3.5.6
    typing_extensions==4.16.0)
WATCHDOG_VERSION=7.1.1
WATCHDOG_SHA256=d7dc3bf0c3417c002ee976e958479c54d8ca18cbb3532fadbe69511fa389da15
# watchdog's docs build: the sdist's requirements-docs.txt (sphinx==9.0.4, sphinx-copybutton==0.5.2,
# sphinx-book-theme==1.4.0) with their dependencies at dogpile-cache's versions (pydata-sphinx-theme
# 0.20.0, resolved 2026-12-06 under Python 3.11), every package pinned. conf.py puts the checkout's
# src/ on sys.path; watchdog has no required runtime dependency (PyYAML is the watchmedo extra's,
# imported inside functions), so nothing of the package is installed.
WATCHDOG_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    pydata-sphinx-theme==0.20.0 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4 sphinx-book-theme==1.4.0
    sphinx-copybutton==0.5.2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0)
AIOHTTP_VERSION=3.14.5
AIOHTTP_SHA256=5558a7f5a05af9ecf744af91e5baefc436f93c9333e656c27ec253f9a6bbe178
# aiohttp's docs build: the sdist's requirements/doc.txt exactly (pip-compile output: Sphinx 8.1.3,
# aiohttp-theme 0.1.7, myst-parser 4.0.1, sphinxcontrib-mermaid 2.0.2, sphinxcontrib-towncrier
# 0.5.0a0, towncrier 25.8.0, sphinx-issues 6.0.0 and their dependencies; every package pinned).
# The reference pages are hand-written `.. class::`/`.. function::` directives (no autodoc of the
# package), so aiohttp itself is not installed.
AIOHTTP_DOCS_PINS=(aiohttp-theme==0.1.7 alabaster==1.0.0 babel==2.18.0 certifi==2026.5.20
    charset-normalizer==3.4.7 click==8.4.1 docutils==0.21.2 idna==3.17 imagesize==2.0.0
    jinja2==3.1.6 markdown-it-py==3.0.0 markupsafe==3.0.3 mdit-py-plugins==0.6.1 mdurl==0.1.2
    myst-parser==4.0.1 packaging==26.2 pygments==2.20.0 pyyaml==6.0.3 requests==2.34.2
    snowballstemmer==3.1.0 sphinx==8.1.3 sphinx-issues==6.0.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-mermaid==2.0.2 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-towncrier==0.5.0a0 tomli==2.4.1 towncrier==25.8.0 urllib3==2.7.0)
REDIS_PY_VERSION=8.2.0
REDIS_PY_SHA256=58b1493d83ba8f0e3ffe6bd781194ca5c01c91267ae03d29c1087b0b3c7d79c9
# redis-py's "docs build": the 8.2.0 sdist of `redis` (the latest release) ships no docs/ and no docs
# generator config (only README.md, LICENSE, pyproject.toml, PKG-INFO and redis/; the Sphinx site on
# readthedocs lives only in git) and no command-line program, so Python-Markdown (pinned as for
# pip-audit; it has no dependency under Python 3.11) renders README.md alone, as index.html.
REDIS_PY_DOCS_PINS=(Markdown==3.11.3)
PLUGGY_VERSION=1.7.0
PLUGGY_SHA256=d1eaa46ebb595891b860ab086b4d09c8588af65ebd4361b8e8f4bb8920b90ba8
# pluggy's docs build: docs/requirements.txt names sphinx>=6,<8, pygments and towncrier unpinned
# (towncrier is not a Sphinx extension of conf.py: it renders changelog/ fragments at release time;
# left out); Sphinx 7.4.7 (the last below 8) with alabaster 0.7.16 (conf.py's html_theme) and
# their dependencies, every package pinned. conf.py reads release = metadata.version("pluggy"):
# the same release's wheel is installed for that metadata only, and autodoc imports pluggy from the
# checkout's src/ (PYTHONPATH, first on sys.path), so the checkout stays as unpacked.
PLUGGY_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 pluggy==1.7.0 Pygments==2.21.0 requests==2.34.2
    snowballstemmer==3.1.1 Sphinx==7.4.7 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
CHEROOT_VERSION=11.1.2
CHEROOT_SHA256=bfb70c49663f63b0440f2b54dbc6b0d1650e56dfe4e2641f59b2c6f727b44aca
# cheroot's docs venv: the sdist's own lock file (dependencies/tox-build-docs-cp311-linux-x86_64.txt,
# every package pinned with its sha256) is installed as is; jaraco.packaging.sphinx reads the
# project's metadata through its PEP 517 backend, run in the venv (BUILD_ENVIRONMENT=current) with
# the build requirements pinned as the sdist's dependencies/dist-build-constraints.txt pins them.
CHEROOT_BUILD_PINS=(setuptools==69.5.1 setuptools-scm==8.0.4 wheel==0.37.1)
CHERRYPY_VERSION=18.10.0
CHERRYPY_SHA256=6c70e78ee11300e8b21c0767c542ae6b102a49cac5cfd4e3e313d7bb907c5891
# CherryPy's docs venv: setup.py's `docs` extra (sphinx, docutils, alabaster, sphinxcontrib-apidoc,
# rst.linker, jaraco.packaging, all unpinned; tox.ini's build-docs env installs it with `testing`,
# whose pytest plugins only matter to the cherrypy.test autodoc pages) plus CherryPy's
# install_requires (cheroot, portend, more_itertools, zc.lockfile, jaraco.collections: autodoc
# imports cherrypy) and the PEP 517 backend jaraco.packaging.sphinx runs in the venv
# (BUILD_ENVIRONMENT=current; pyproject.toml's setuptools >= 45, setuptools_scm[toml] >= 7, wheel),
# resolved together by pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, jaraco.packaging 10.4.0),
# every package pinned; setuptools at the venv's own 65.5.0. CherryPy itself is not installed: the
# build copy is first on PYTHONPATH, and conf.py's importlib_metadata.metadata('cherrypy') reads the
# sdist's CherryPy.egg-info there.
CHERRYPY_DOCS_PINS=(alabaster==1.0.0 annotated-doc==0.0.7 annotated-types==0.8.0 babel==2.19.0
    backports.tarfile==1.2.0 build==1.6.1 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    cheroot==11.1.2 distlib==0.4.4 docutils==0.22.4 domdf-python-tools==3.11.0 filelock==4.3.2
    idna==3.21 imagesize==2.0.1 jaraco.classes==3.4.0 jaraco.collections==5.2.1
    jaraco.context==6.1.2 jaraco.functools==4.6.0 jaraco.packaging==10.4.0 jaraco.path==3.7.2
    jaraco.text==4.3.0 jaraco.vcs==2.4.1 jaraco.versioning==1.1.0 Jinja2==3.1.6
    markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdurl==0.1.2 more-itertools==11.2.1 natsort==8.4.0
    packaging==26.4 pbr==7.1.3 platformdirs==4.14.9 portend==3.2.1 pydantic==2.14.4
    pydantic_core==2.50.5 Pygments==2.21.0 pyproject_hooks==1.3.3 python-dateutil==4.0.0
    python-discovery==1.9.9 requests==2.34.2 rich==15.0.0 roman-numerals==4.1.0 rst.linker==2.6.0
    setuptools==65.5.0 setuptools-scm==10.3.4 shellingham==1.5.4 snowballstemmer==3.1.1
    Sphinx==9.0.4 sphinxcontrib-apidoc==0.6.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 tempora==5.13.0
    typer==0.29.2 typer-slim==0.24.0 typing-inspection==0.4.5 typing_extensions==4.16.0
    tzdata==2026.6 urllib3==2.8.0 vcs-versioning==2.6.0 virtualenv==21.15.14 wheel==0.48.0
    zc.lockfile==4.0)
JSONSCHEMA_VERSION=4.26.0
JSONSCHEMA_SHA256=0c26707e2efad8aa1bfc5b7ce170f3fccc2e4918ff85989ba9ffa9facb2be326
# jsonschema's docs build: the sdist's own docs/requirements.txt (uv pip-compile output; Sphinx
# 8.2.3, furo 2025.12.19, sphinx-copybutton, sphinxext-opengraph, sphinx-json-schema-spec and the
# runtime dependencies attrs/referencing/jsonschema-specifications/rpds-py), every line as pinned
# there less five: its `jsonschema @ file:.` (installed from the checkout below), pyenchant and
# sphinxcontrib-spelling (the spelling extension imports pyenchant, which needs the enchant C library,
# and only adds a `spelling` builder), sphinx-autoapi and astroid (conf.py sets autoapi_* options but
# does not load the extension; the file's pins conflict under Python 3.11: autoapi 3.6.1 wants
# astroid 3 there). Added: roman-numerals-py 4.1.0 (Sphinx 8.2.3 requires it; the file was compiled
# where it is not), packaging 26.4 for the file's 25.0 (the build backend's setuptools-scm 10 and
# vcs-versioning need the newer one), and the build backend for installing the checkout without build isolation
# (hatchling, hatch-vcs, hatch-fancy-pypi-readme and their dependencies, resolved 2026-12-06).
JSONSCHEMA_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 attrs==25.4.0 babel==2.17.0
    beautifulsoup4==4.14.3 certifi==2025.11.12 charset-normalizer==3.4.4 docutils==0.21.2
    furo==2025.12.19 idna==3.11 imagesize==1.4.1 jinja2==3.1.6 jsonschema-specifications==2025.9.1
    lxml==6.0.2 markupsafe==3.0.3 packaging==26.4 pygments==2.19.2 pyyaml==6.0.3
    referencing==0.37.0 requests==2.32.5 roman-numerals==4.1.0 rpds-py==0.30.0
    snowballstemmer==3.0.1 soupsieve==2.8.1 sphinx==8.2.3 sphinx-autodoc-typehints==3.5.2
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinx-json-schema-spec==2025.1.1
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxext-opengraph==0.13.0 typing-extensions==4.15.0 urllib3==2.6.2
    roman-numerals-py==4.1.0 hatchling==1.33.0 hatch-vcs==0.5.0 hatch-fancy-pypi-readme==25.1.0
    pathspec==1.1.1 pluggy==1.7.0 trove-classifiers==2026.9.21.13 setuptools-scm==10.3.4
    vcs-versioning==2.6.0 tomlkit==0.15.3)
REQUESTS_OAUTHLIB_VERSION=2.0.0
REQUESTS_OAUTHLIB_SHA256=b3dffaebd884d8cd778494369603a9e7b58d29111bf6b41bdc2dcd87203af4e9
# requests-oauthlib's docs build: docs/requirements.txt names sphinx, sphinx_rtd_theme and
# readthedocs-sphinx-ext unpinned (the last is Read the Docs' build hook, not in conf.py's
# extensions: left out); Sphinx 8.2.3 and sphinx-rtd-theme 3.1.0 with their dependencies as for
# pycodestyle, every package pinned. autodoc imports requests_oauthlib from the checkout (conf.py
# puts '..' on sys.path), which needs requests and oauthlib: pinned as the sdist's requirements.txt
# pins them (requests==2.31.0, oauthlib 3.2.2 without its signedtoken extra, which autodoc does not
# import).
REQUESTS_OAUTHLIB_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 oauthlib==3.2.2 packaging==26.4 Pygments==2.21.0 requests==2.31.0
    roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3
    sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
YARL_VERSION=1.25.1
YARL_SHA256=03dd38de09bc213e9a8b29761eec33ee1d5318dac0e49d8af36e4d27830e23a7
# yarl's docs build: the sdist's requirements/doc.txt (sphinx==9.1.0, docutils<0.22, myst-parser>=5.1.0,
# sphinxcontrib-towncrier, towncrier==26.9.0 via requirements/towncrier.txt) resolved and every
# package pinned (docutils 0.21.2, myst-parser 5.2.0, sphinxcontrib-towncrier 0.5.0a0; alabaster is
# Sphinx's own). Sphinx 9.1.0 needs Python >= 3.12: the venv is made with python313. api.rst is
# hand-written `.. class::`/`.. method::` directives (no autodoc), so yarl itself is not installed.
YARL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    click==8.5.1 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 markdown-it-py==4.3.0
    MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4
    Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    Sphinx==9.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 sphinxcontrib-towncrier==0.5.0a0 towncrier==26.9.0
    urllib3==2.8.0)
TABLIB_VERSION=3.10.0
TABLIB_SHA256=781cfa9a42de8f33c52aff857fd0a04e483de4fd1c53eaaa9a6aeac62bad11de
# tablib's docs build (the fallback: zeep 4.3.3, the first choice, ships no docs/ in its sdist):
# docs/requirements.txt names sphinx==9.1.0 alone; resolved 2026-12-06 and every package of the
# venv pinned (alabaster is conf.py's html_theme and Sphinx's own dependency). Sphinx 9.1.0 needs
# Python >= 3.12: the venv is made with python313. conf.py imports tablib (for its version) and
# api.rst autodocs Dataset/Databook: tablib has no runtime dependency, so it is imported from the
# checkout's src/ (PYTHONPATH; the sdist ships the generated _version.py) and not installed.
TABLIB_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
ARGON2_CFFI_VERSION=25.1.0
ARGON2_CFFI_SHA256=694ae5cc8a42f4c4e2bf2ca0e64e51e23a040c6a517a85074683d3959e1346c1
# argon2-cffi's docs build: pyproject.toml's `docs` dependency group names sphinx,
# sphinx-notfound-page, sphinx-copybutton, furo and myst-parser unpinned; resolved under Python 3.11
# (Sphinx 9.0.4, furo 2025.12.19, myst-parser 5.2.0) with their dependencies, every package pinned.
# conf.py reads release = metadata.version("argon2-cffi"): the same release's wheel is installed for
# that metadata only (with its dependency argon2-cffi-bindings, a prebuilt abi3 wheel, and cffi/
# pycparser: autodoc imports argon2.low_level, which loads the bindings); autodoc imports argon2 from
# the checkout's src/ (PYTHONPATH, first on sys.path), so the checkout stays as unpacked.
ARGON2_CFFI_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 argon2-cffi==25.1.0
    argon2-cffi-bindings==26.2.0 babel==2.19.0 beautifulsoup4==4.15.0 certifi==2026.10.19.post1
    cffi==2.1.1 charset-normalizer==3.5.3 docutils==0.22.4 furo==2025.12.19 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdit-py-plugins==0.7.0
    mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4 pycparser==3.12 Pygments==2.21.0 PyYAML==6.0.4
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinx-notfound-page==1.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0)
PSUTIL_VERSION=7.2.2
PSUTIL_SHA256=0746f5f8d406af344fd547f1c8daa5f5c33dbc293bb8d6a16d80b4bb88f59372
# psutil's docs build: docs/requirements.txt names sphinx, sphinx_rtd_theme and
# sphinxcontrib-googleanalytics unpinned (the last is not in conf.py's extensions; installed as the
# file says); resolved 2026-12-06 under Python 3.11 (Sphinx 9.0.4, sphinx_rtd_theme 3.1.0), every
# package pinned. index.rst is hand-written (no autodoc directive): psutil's C extension is not
# compiled and psutil is not installed; conf.py reads the version from psutil/__init__.py as text.
PSUTIL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-googleanalytics==0.6 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
MISTUNE_VERSION=3.4.0
MISTUNE_SHA256=2eaf7952af928ca8d33b779762effc1da517b62c6ad85ec8ca957e3b07b9782a
# mistune's docs build (the fallback: dnspython 2.9.2, the first choice, ships no doc/ in its sdist):
# pyproject.toml's `docs` dependency group names shibuya, sphinx, sphinx-copybutton and sphinx-design
# unpinned, but conf.py's extensions use only autodoc, intersphinx and shibuya.sponsors (the last two
# are not installed); resolved 2026-12-06 under Python 3.11 (Sphinx 9.0.4, shibuya 2026.7.12) with
# their dependencies, every package pinned. mistune has no runtime dependency on Python >= 3.11, so
# conf.py's `import mistune` and autodoc import it from the checkout's src/ (PYTHONPATH).
MISTUNE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 pygments-styles==0.3.0 requests==2.34.2 roman-numerals==4.1.0 shibuya==2026.7.12
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
PYOPENSSL_VERSION=26.4.0
PYOPENSSL_SHA256=28dfcce0162b9211413e26dfbfdf1d24317fbeba18fc93c12400a1856b2a0bc7
# pyOpenSSL's docs build: setup.py's `docs` extra names sphinx (!=5.2.0, !=7.2.5) and sphinx_rtd_theme
# unpinned, and autodoc imports OpenSSL, which needs its install_requires (cryptography>=49.0.0,<51,
# typing-extensions>=4.9 below Python 3.13); resolved 2026-12-06 under Python 3.11 (Sphinx 9.0.4,
# sphinx_rtd_theme 3.1.0, cryptography 50.0.2 and cffi 2.1.1 as prebuilt manylinux wheels: no C is
# compiled) with their dependencies, every package pinned. pyOpenSSL itself is not installed:
# autodoc imports it from the checkout's src/ (PYTHONPATH).
PYOPENSSL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 cffi==2.1.1
    charset-normalizer==3.5.3 cryptography==50.0.2 docutils==0.22.4 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 pycparser==3.12 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
FACTORY_BOY_VERSION=3.3.3
FACTORY_BOY_SHA256=866862d226128dfac7f2b4160287e899daf54f2612778327dd03d0e2cb1e3d03
# factory_boy's docs build: setup.cfg's `doc` extra names Sphinx, sphinx_rtd_theme and
# sphinxcontrib-spelling unpinned (the last only adds tox's `spelling` builder: not in conf.py's
# extensions, left out); Sphinx 8.2.3 and sphinx-rtd-theme 3.1.0 with their dependencies as for
# requests-oauthlib, every package pinned. conf.py puts the checkout's root on sys.path and imports
# factory (for its version), which imports faker: Faker pinned (resolved 2026-12-06; no autodoc).
FACTORY_BOY_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 Faker==40.63.0 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3
    sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
W3LIB_VERSION=2.5.0
W3LIB_SHA256=a7ddf714508ddc1b8563bd19ace2feb28080bbaca39326cbc964359f6754f615
# w3lib's docs build (the fallback: html5lib 1.1, the first choice, ships no doc/ in its sdist):
# docs/requirements.txt names sphinx, sphinx-notfound-page and sphinx_rtd_theme unpinned; resolved
# 2026-12-06 under Python 3.11 (Sphinx 9.0.4) with their dependencies, every package pinned. conf.py
# puts the checkout's root on sys.path: autodoc imports w3lib from it (pure Python, no dependencies).
W3LIB_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx-notfound-page==1.1.0 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PARSEL_VERSION=1.12.1
PARSEL_SHA256=f526df846f3a91e13f5499156ea3e755114834cd126b62cd1d784ef558f3a713
# parsel's docs build: docs/requirements.txt names sphinx, sphinx-notfound-page and sphinx_rtd_theme
# unpinned; resolved 2026-12-06 under Python 3.11 (Sphinx 9.0.4, sphinx-notfound-page 1.1.0,
# sphinx-rtd-theme 3.1.0) with their dependencies, every package pinned. conf.py puts the checkout's
# root on sys.path and imports parsel (for its version; autodoc documents parsel.rst's modules from
# the checkout), which needs its runtime dependencies: cssselect, jmespath, lxml (a prebuilt
# manylinux wheel: no C is compiled) and w3lib, resolved the same day and pinned.
PARSEL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    cssselect==1.6.0 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 jmespath==1.1.0
    lxml==6.2.1 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-notfound-page==1.1.0
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 w3lib==2.5.0)
JSONPICKLE_VERSION=4.1.4
JSONPICKLE_SHA256=8adf24cca611809b55ff5ed2ace850e1a3e4370dad5d363df71569b8f46c9645
# jsonpickle's docs build: pyproject.toml's `docs` extra (what .readthedocs.yml installs) names furo,
# rst.linker>=1.9 and sphinx>=3.5 unpinned; resolved 2026-12-07 under Python 3.11 (Sphinx 9.0.4,
# furo 2025.12.19) with their dependencies, every package pinned. rst.linker is left out: conf.py
# loads it only when importable, and it does nothing but link CHANGES.rst's issue numbers and date
# its release headings from git (the sdist has no git), for history.html, which is dropped. conf.py
# puts the checkout's root on sys.path: autodoc imports jsonpickle from it (no runtime dependencies).
JSONPICKLE_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4 furo==2025.12.19 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0)
AIOSMTPLIB_VERSION=5.1.3
AIOSMTPLIB_SHA256=ac2b418d3260ba62d9cfd0fe7359726e9dc009a4e8e8d9909fdfae332f522a7c
# aiosmtplib's docs build: docs/requirements.txt (and pyproject.toml's `docs` extra) names sphinx,
# sphinx_autodoc_typehints, sphinx-copybutton and furo unpinned; resolved 2026-12-07 under Python
# 3.11 (Sphinx 9.0.4, sphinx-autodoc-typehints 3.6.1, sphinx-copybutton 0.5.2, furo 2025.12.19)
# with their dependencies, every package pinned. conf.py reads the version from
# ../src/aiosmtplib/__init__.py itself; autodoc imports aiosmtplib from the checkout's src/
# (PYTHONPATH): it has no runtime dependency, so it is not installed.
AIOSMTPLIB_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-autodoc-typehints==3.6.1 sphinx-basic-ng==1.0.0b2
    sphinx-copybutton==0.5.2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0)
REQUESTS_MOCK_VERSION=1.12.1
REQUESTS_MOCK_SHA256=e9e12e333b525156e82a3c852f22016b9158220d2f47454de9cae8a77d371401
# requests-mock's docs build: rtfd-requirements.txt names pbr and reno unpinned (with requirements.txt's
# requests>=2.22,<3); Sphinx itself is named nowhere (tox.ini's docs env runs setup.py build_sphinx).
# Resolved 2026-12-07 under Python 3.11: Sphinx 9.0.4, pbr 7.1.3, requests 2.34.2 and their
# dependencies, every package pinned. conf.py reads version/release with pbr.version.VersionInfo(
# 'requests-mock'), which wants the installed distribution's metadata: the same release's wheel
# (requests-mock==1.12.1) is installed for that only; conf.py puts the checkout's root first on
# sys.path, so `import requests_mock` there imports the checkout. No reno: its release-notes
# directive (release-notes.rst, the release history) reads the git history the sdist does not ship.
REQUESTS_MOCK_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 pbr==7.1.3 Pygments==2.21.0 requests==2.34.2
    requests-mock==1.12.1 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
FLASK_RESTFUL_VERSION=0.3.10
FLASK_RESTFUL_SHA256=fe4af2ef0027df8f9b4f797aba20c5566801b6ade995ac63b588abf1a59cec37
# Flask-RESTful's docs build: setup.py's `docs` extra names sphinx unpinned; conf.py's html_theme is
# `flask` from docs/_themes, a git submodule the sdist does not ship, so Pallets-Sphinx-Themes (which
# registers a `flask` theme) stands in for it; autodoc imports flask_restful from the checkout, which
# needs its install_requires (aniso8601, Flask, six, pytz). Resolved 2026-12-07 under Python 3.11
# (Sphinx 9.0.4, Pallets-Sphinx-Themes 2.5.0, Flask 3.1.3) with their dependencies, every package
# pinned.
FLASK_RESTFUL_DOCS_PINS=(alabaster==1.0.0 aniso8601==10.0.1 babel==2.19.0 blinker==1.9.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 docutils==0.22.4 Flask==3.1.3
    idna==3.21 imagesize==2.0.1 itsdangerous==2.2.0 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pallets-Sphinx-Themes==2.5.0 Pygments==2.21.0 pytz==2026.6 requests==2.34.2 roman-numerals==4.1.0
    six==1.17.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-notfound-page==1.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0 Werkzeug==3.1.9)
WEBTEST_VERSION=3.0.7
WEBTEST_SHA256=7aeab50f970d46c068e7a36dd162cb242591edf72a1d04efd21374772b931741
# WebTest's docs build: setup.py's `docs` extra (rtd.txt: -e .[docs]) names docutils,
# pylons-sphinx-themes>=1.0.8 and Sphinx>=3.0.0 unpinned; resolved 2026-12-07 under Python 3.11
# (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13, docutils 0.22.4) with WebTest's install_requires
# (WebOb, waitress, beautifulsoup4) for autodoc, every package pinned. conf.py reads version/release
# with importlib.metadata.version('WebTest'), which wants the installed distribution's metadata: the
# same release's wheel (WebTest==3.0.7) is installed for that only; PYTHONPATH puts the checkout's
# root first on sys.path, so autodoc imports webtest from the checkout.
WEBTEST_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 pylons-sphinx-themes==1.0.13 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0 waitress==3.0.2 WebOb==1.8.11 WebTest==3.0.7)
DJANGO_ENVIRON_VERSION=0.14.0
DJANGO_ENVIRON_SHA256=b6c48d93b9d2ff8a3ea14099e90c35aa4f101c1b4d5f262dfee0d27b06742ed7
# django-environ's docs build: setup.py's `docs` extra (what .readthedocs.yml installs) names
# furo>=2024.8.6, sphinx>=5.0, sphinx-copybutton and sphinx-notfound-page; resolved 2026-12-07 under
# Python 3.11 (Sphinx 9.0.4, furo 2025.12.19, sphinx-copybutton 0.5.2, sphinx-notfound-page 1.1.0)
# with their dependencies, every package pinned (tox.ini and .readthedocs.yml name Python 3.12; the
# python3 here, 3.11, builds the same pages). conf.py puts the checkout's root on sys.path and
# reads __version__ from ../environ/__init__.py itself; autodoc imports environ from the checkout
# (it has no runtime dependency). Django is not installed, as on Read the Docs (the `docs` extra
# does not name it): environ.compat then falls back to its Django-less driver names.
DJANGO_ENVIRON_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2
    sphinx-notfound-page==1.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0)
PYTEST_DJANGO_VERSION=4.14.0
PYTEST_DJANGO_SHA256=26787dd3f422cfbab8f55b80a776e2edea7a11092cb74e960bef1312515708ef
# pytest-django's docs build (the fallback: setuptools-scm 10.3.4, the first choice, ships no docs/
# and no mkdocs.yml in its sdist, only README.md and CHANGELOG.md): pyproject.toml's `docs` extra and
# dependency group (what .readthedocs.yml and tox.ini's docs env install) name sphinx and
# sphinx-rtd-theme unpinned; resolved 2026-12-07 under Python 3.11 (Sphinx 9.0.4, sphinx_rtd_theme
# 3.1.0) with their dependencies, every package pinned. The pages are hand-written reST (no autodoc,
# conf.py imports nothing of the project), so neither pytest-django nor Django is installed.
PYTEST_DJANGO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
DJANGO_STORAGES_VERSION=1.14.6
DJANGO_STORAGES_SHA256=7a25ce8f4214f69ac9c7ce87e2603887f7ae99326c316bc8d2d75375e09341c9
# django-storages' docs build: the sdist names no docs requirements (no docs/requirements.txt, tox.ini
# or .readthedocs.yaml in it); docs/conf.py names the furo theme and the extensions sphinx.ext.autodoc
# and sphinx.ext.viewcode (no page uses an autodoc directive). Sphinx and furo unpinned, resolved
# 2026-12-07 under Python 3.11 (Sphinx 9.0.4, furo 2025.12.19) with their dependencies, every package
# pinned. conf.py puts the checkout's root on sys.path and imports storages for __version__ only
# (storages/__init__.py holds nothing else): Django and the backends' SDKs are not installed.
DJANGO_STORAGES_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
PLUMBUM_VERSION=2.0.2
PLUMBUM_SHA256=233751d7819c9e6743ec1c2405927eb4fa52a284c7b894bd10e28106a9309a92
# plumbum's docs build: pyproject.toml's `docs` dependency group (what .readthedocs.yml's
# `uv run --group docs sphinx-build` installs) names sphinx>=6.0.0, furo, sphinx-autodoc-typehints and
# paramiko unpinned; resolved 2026-12-07 under Python 3.11 (Sphinx 9.0.4, furo 2025.12.19,
# sphinx-autodoc-typehints 3.6.1, paramiko 5.1.0, whose bcrypt/cryptography/PyNaCl are prebuilt wheels:
# no C is compiled) with their dependencies and plumbum's own typing_extensions (python < 3.13), every
# package pinned (.readthedocs.yml names Python 3.12; the python3 here, 3.11, builds the same pages).
# conf.py imports plumbum.version (the sdist ships the generated plumbum/version.py) and autodoc imports
# plumbum from the checkout (PYTHONPATH); plumbum itself is not installed.
PLUMBUM_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 bcrypt==5.0.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 cffi==2.1.1 charset-normalizer==3.5.3
    cryptography==51.0.1 docutils==0.22.4 furo==2025.12.19 idna==3.21 imagesize==2.0.1 invoke==3.0.3
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 paramiko==5.1.0 pycparser==3.12 Pygments==2.21.0
    PyNaCl==1.6.2 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-autodoc-typehints==3.6.1 sphinx-basic-ng==1.0.0b2
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    typing_extensions==4.16.0 urllib3==2.8.0)
FEEDPARSER_VERSION=6.0.14
FEEDPARSER_SHA256=088679b0c4b543ee211a820dd544698c76a402122eae7473c04a43425f283d06
# feedparser's docs build: the sdist names no docs requirements (no docs/requirements.txt, no tox.ini,
# no .readthedocs.yaml); docs/conf.py reads the version from feedparser/__init__.py with a regex and
# loads only its own add_custom_css extension (the default alabaster theme); every page is
# hand-written reStructuredText (no autodoc), so feedparser itself is neither installed nor imported.
# Sphinx 9.0.4 (the latest for Python 3.11) and its dependencies, resolved 2026-12-07, every package
# pinned (the same set as configobj's).
FEEDPARSER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
LOGBOOK_VERSION=1.10.1
LOGBOOK_SHA256=7fdf8d09d60c9eaa4d8d27b37363b4ce277d019f4cae5c259ea03040f7b634b7
# Logbook's docs build: pyproject.toml's `docs` dependency group names furo>=2025.7.19 and
# sphinx>=7.4.7 unpinned; resolved 2026-12-07 under Python 3.11 (Sphinx 9.0.4 and furo 2025.12.19, the
# versions the sdist's own uv.lock picks for Python 3.11) with their dependencies, every package
# pinned. conf.py reads version = release = distribution("Logbook").version: the same release's
# wheel (a prebuilt cp311 manylinux wheel, with typing_extensions, its one dependency) is installed
# for that metadata only, and autodoc imports logbook from the checkout's src/ (PYTHONPATH, first on
# sys.path; its pure-Python _fallback is used, the wheel's Rust _speedups is not reached), so the
# checkout stays as unpacked and nothing is compiled.
LOGBOOK_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 Logbook==1.10.1 MarkupSafe==3.0.4
    packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
COLANDER_VERSION=2.0
COLANDER_SHA256=419cd68178d2ee6ee4cae5d5cb1830725634b0a2840917156e89eb2592237ef3
# colander's docs build: setup.cfg's `docs` extra (rtd.txt: -e .[docs]) names Sphinx>=1.8.1, docutils,
# pylons-sphinx-themes>=1.0.9 and setuptools unpinned; resolved 2026-12-07 under Python 3.11 (Sphinx
# 9.0.4, pylons-sphinx-themes 1.0.13, docutils 0.22.4) with colander's install_requires
# (translationstring, iso8601) for autodoc, every package pinned. conf.py reads version =
# pkg_resources.get_distribution('colander').version: setuptools 80.9.0 keeps pkg_resources (as
# WebOb's and Pyramid's pins), and the same release's wheel (colander==2.0, pure Python) is installed
# for that metadata only; PYTHONPATH puts the checkout's src/ first on sys.path, so autodoc imports
# colander from the checkout.
COLANDER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 colander==2.0 docutils==0.22.4 idna==3.21 imagesize==2.0.1
    iso8601==2.1.0 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    pylons-sphinx-themes==1.0.13 requests==2.34.2 roman-numerals==4.1.0 setuptools==80.9.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 translationstring==1.4
    urllib3==2.8.0)
EVERETT_VERSION=3.5.0
EVERETT_SHA256=c7cf5d9dd95c6a8f291c2b3365e4a9724157272f6a21dfc0ac7f287b97099d37
# everett's docs build: .readthedocs.yaml installs the checkout with its `dev`, `ini`, `sphinx` and
# `yaml` extras; of those the docs need Sphinx==7.2.6 and sphinx_rtd_theme (the `dev` extra, the rest
# of which is test/lint tooling), configobj (`ini`: autodoc imports everett.ext.inifile) and PyYAML
# (`yaml`: everett.ext.yamlfile). Resolved by pip under Python 3.11 on 2026-12-07 (sphinx_rtd_theme
# 3.1.0, docutils 0.20.1), every package pinned. conf.py reads version = everett.__version__, which
# is importlib.metadata.version("everett"): the same release's wheel (pure Python, no dependencies)
# is installed for that metadata only; conf.py itself puts the checkout's src/ and examples/ first on
# sys.path, so autodoc and everett.sphinxext import everett (and the examples) from the checkout.
EVERETT_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    configobj==5.0.9 docutils==0.20.1 everett==3.5.0 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2
    snowballstemmer==3.1.1 Sphinx==7.2.6 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
HVAC_VERSION=2.4.0
HVAC_SHA256=e0056ad9064e7923e874e6769015b032580b639e29246f5ab1044f7959c1c7e0
# hvac's docs build (the fallback: dynaconf 3.3.5, the first choice, ships no docs/ and no
# mkdocs.yml in its sdist; its Markdown beyond README.md is CHANGELOG, CONTRIBUTING, CONTRIBUTORS,
# RELEASING and SECURITY): pyproject.toml's `docs` dependency group (m2r2 ^0.3.3, Sphinx ^7,
# sphinx-rtd-theme ^2, autodocsumm ^0.2, docutils ^0.20, jinja2 <3.2.0, setuptools ^69) with hvac's
# one runtime dependency (requests ^2.27.1, for autodoc) and packaging (docs/ext/hvac_doctest.py
# imports it); resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 7.4.7, sphinx-rtd-theme
# 2.0.0, m2r2 0.3.4 with mistune 0.8.4, autodocsumm 0.2.15), every package pinned. conf.py puts the
# checkout's root first on sys.path itself, so autodoc imports hvac (and the hvac_doctest extension
# docs.ext.hvac_doctest) from the checkout; hvac itself is not installed.
HVAC_DOCS_PINS=(alabaster==0.7.16 autodocsumm==0.2.15 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.20.1 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    m2r2==0.3.4 MarkupSafe==3.0.4 mistune==0.8.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    setuptools==69.5.1 snowballstemmer==3.1.1 Sphinx==7.4.7 sphinx-rtd-theme==2.0.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
SH_VERSION=2.4.0
SH_SHA256=a250aef68509ed93419c9a1d90b0647cd5cbe26107ba94d3717ef5b6d595ffd9
# sh's docs build: docs/requirements.txt pins sphinx-rtd-theme==3.1.0 and tomli==2.4.1 and leaves Sphinx
# unpinned; pyproject.toml's `dev` dependency group bounds it, sphinx>=1.6,<7 (with
# sphinx-rtd-theme>=1.2.2). Both resolved together by pip under Python 3.11 on 2026-12-07 (Sphinx 6.2.1,
# docutils 0.19, alabaster 0.7.16), every package pinned. conf.py reads version = release from the
# checkout's pyproject.toml (tomllib); every page is hand-written reStructuredText (no autodoc), so sh
# itself is neither installed nor imported.
SH_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 snowballstemmer==3.1.1 Sphinx==6.2.1 sphinx_rtd_theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 tomli==2.4.1 urllib3==2.8.0)
DATASET_VERSION=2.0.0
DATASET_SHA256=0e13d309dfbaafb3e67b991605ce6767867262908864455505c415442c0bba45
# dataset's docs build: docs/requirements.txt names furo alone (unpinned) and leaves Sphinx to furo;
# .readthedocs.yaml also pip-installs the checkout (for its runtime dependencies sqlalchemy>=1.4.0,<3.0.0
# and alembic>=0.6.2, which autodoc's import of dataset needs). furo, Sphinx, SQLAlchemy and alembic
# resolved together by pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, furo 2025.12.19, SQLAlchemy
# 2.1.9, alembic 1.20.1 with Mako 1.4.3), every package pinned. conf.py puts the checkout's root first on
# sys.path itself (sys.path.insert(0, os.path.abspath("../"))), so autodoc imports dataset from the
# checkout; dataset itself is not installed.
DATASET_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 alembic==1.20.1 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 Mako==1.4.3 MarkupSafe==3.0.4
    packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    soupsieve==4.1.4 Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 SQLAlchemy==2.1.9
    typing_extensions==4.16.0 urllib3==2.8.0)
MUTAGEN_VERSION=1.48.1
MUTAGEN_SHA256=8f95637ab9f6f305cec6bd1294e197debe207998e3e068596563c74f86b0a173
# mutagen's docs build: pyproject.toml's `docs` dependency group names Sphinx~=7.1,
# sphinx-rtd-theme>=2.0.0,<3 and sphinx-autobuild (a live-reload server for `make watch`, not needed
# to build, left out); resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 7.4.7, sphinx-rtd-theme
# 2.0.0, docutils 0.20.1), every package pinned. conf.py puts the checkout's root first on sys.path
# itself, so autodoc imports mutagen (pure Python, no runtime dependencies) from the checkout; mutagen
# itself is not installed.
MUTAGEN_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.20.1 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 snowballstemmer==3.1.1
    Sphinx==7.4.7 sphinx-rtd-theme==2.0.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PYTHON_SOCKETIO_VERSION=5.18.1
PYTHON_SOCKETIO_SHA256=07ab0e7c94a52833a67af1dc05958ad6fb0de69adc87de9198a61b22588c40d4
# python-socketio's docs build: pyproject.toml's `docs` extra (and tox.ini's docs env) names sphinx and
# furo unpinned; autodoc's `import socketio` needs its runtime dependencies (bidict>=0.21.0,
# python-engineio>=4.15.1, which brings simple-websocket, wsproto and h11). All resolved together by
# pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, furo 2025.12.19, python-engineio 4.15.1, bidict
# 0.24.1), every package pinned. conf.py does not touch sys.path (tox's testenv `pip install -e .`s
# the checkout): PYTHONPATH puts the checkout's src/ first on sys.path, so autodoc imports socketio
# from the checkout; python-socketio itself is not installed.
PYTHON_SOCKETIO_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 bidict==0.24.1 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 furo==2025.12.19 h11==0.16.0 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 python-engineio==4.15.1 requests==2.34.2
    roman-numerals==4.1.0 simple-websocket==1.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0 wsproto==1.3.2)
AMQP_VERSION=5.4.2
AMQP_SHA256=9362660c4a31150cf18e78cae2ce8aa1e929fc6c6739e69f6dd5dbea9c3edc82
# amqp's docs build: requirements/docs.txt names sphinx_celery>=2.1.3 (unpinned; it leaves Sphinx to
# sphinx_celery), and autodoc's import of amqp needs its one runtime dependency, vine
# (requirements/default.txt: vine>=5.0.0,<6.0.0); resolved by pip under Python 3.11 on 2026-12-07
# (Sphinx 9.0.4, sphinx-celery 2.1.3, vine 5.1.0), every package pinned. sphinx_celery's
# build_config puts the checkout's root (docs/..) first on sys.path itself, so autodoc imports amqp
# from the checkout; amqp itself is not installed.
AMQP_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx-celery==2.1.3 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 vine==5.1.0)
HTTPLIB2_VERSION=0.32.1
HTTPLIB2_SHA256=37900eb8a74576bd99fc39ae1dc8409f95f965d45b56cbcb2194bb55f58a90e1
# httplib2's docs build: the sdist ships doc/ (conf.py, Makefile, index.rst, libhttplib2.rst; its conf.py
# is sphinx-quickstart's of 2008, with no extension) and no docs requirements: Sphinx resolved unpinned by
# pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, alabaster 1.0.0), every package of the venv pinned.
# No autodoc: the pages are hand-written `.. class::`/`.. method::`/`.. attribute::` directives, so
# httplib2 and its one runtime dependency (pyparsing) are neither installed nor imported.
HTTPLIB2_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
FLASK_SOCKETIO_VERSION=5.7.0
FLASK_SOCKETIO_SHA256=aa01e50106962808dadc245407c3b6354295b1526e888bd154dc7ff4801a7c88
# Flask-SocketIO's docs build: pyproject.toml's `docs` extra (and tox.ini's docs env) names sphinx and furo
# unpinned; autodoc's `import flask_socketio` needs its runtime dependencies (Flask>=2.1.0, blinker,
# click, jinja2, werkzeug and python-socketio>=5.12.0, which brings python-engineio, bidict,
# simple-websocket, wsproto and h11). All resolved together by pip under Python 3.11 on 2026-12-07
# (Sphinx 9.0.4, furo 2025.12.19, Flask 3.1.3, Werkzeug 3.1.9, python-socketio 5.18.1, python-engineio
# 4.15.1), every package pinned. conf.py does not touch sys.path (tox's testenv `pip install -e .`s the
# checkout): PYTHONPATH puts the checkout's src/ first on sys.path, so autodoc imports flask_socketio
# from the checkout; Flask-SocketIO itself is not installed.
FLASK_SOCKETIO_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 bidict==0.24.1 blinker==1.9.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 docutils==0.22.4 Flask==3.1.3 furo==2025.12.19 h11==0.16.0
    idna==3.21 imagesize==2.0.1 itsdangerous==2.2.0 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 python-engineio==4.15.1 python-socketio==5.18.1 requests==2.34.2
    roman-numerals==4.1.0 simple-websocket==1.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0 Werkzeug==3.1.9 wsproto==1.3.2)
KAZOO_VERSION=2.11.0
KAZOO_SHA256=57e7e6f69295c8f922511488eeb79680729e14bb8eb382d5cad83aa11345c36c
# kazoo's docs build: setup.cfg's `docs` extra names Sphinx>=1.2.2 and sphinx-autodoc-typehints>=1,
# unpinned; tox.ini's docs env adds the `test` extra, of which gevent and eventlet are what autodoc
# needs for api/handlers/gevent.rst and eventlet.rst (kazoo itself has no install_requires). Those four
# resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, sphinx-autodoc-typehints 3.6.1,
# gevent 26.9.0, eventlet 0.41.3: binary wheels, nothing compiled), every package of the venv pinned.
# The test extra's pyopenssl and pyjks (kazoo.testing.common imports OpenSSL and jks) are left out:
# pyjks pulls twofish, an sdist with a C extension, so api/testing.html renders no class (warnings
# only). kazoo is not installed: conf.py puts the checkout (docs/..) on sys.path and imports
# kazoo.version for the release; autodoc imports kazoo from there.
KAZOO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    dnspython==2.9.2 docutils==0.22.4 eventlet==0.41.3 gevent==26.9.0 greenlet==3.5.6 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx-autodoc-typehints==3.6.1 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 zope.event==6.2 zope.interface==8.7)
PYFTPDLIB_VERSION=2.2.0
PYFTPDLIB_SHA256=4ba0642078792df63dd3b2e9c8f838f2a3ecf428c7518d5921c0530d53512acf
# pyftpdlib's docs build: docs/requirements.txt names sphinx and sphinx_rtd_theme unpinned; resolved by
# pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0), every package of the
# venv pinned. conf.py has no extensions (api.rst is hand-written `.. class::`/`.. data::`/
# `.. method::` directives, no autodoc), so pyftpdlib itself is not installed or imported.
PYFTPDLIB_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PASTE_VERSION=3.10.1
PASTE_SHA256=1c3d12065a5e8a7a18c0c7be1653a97cf38cc3e9a5a0c8334a9dd992d3a05e4a
# Paste's docs build: the sdist names no docs requirements (its regen-docs script runs a bare
# `sphinx-build -E -b html docs/ docs/_build`; conf.py needs only sphinx.ext.autodoc and the nature
# theme, both in Sphinx). Sphinx resolved by pip under Python 3.11 on 2026-12-07 (Sphinx 9.0.4), every
# package pinned; plus setuptools, Paste's one install_requires ("setuptools  # pkg_resources"),
# pinned at 80.9.0, the last with pkg_resources (paste/__init__.py declares the namespace with
# pkg_resources, falling back to pkgutil without it). Paste itself is not installed: PYTHONPATH puts
# the checkout first, so autodoc imports paste from there; its other imports are the standard library.
PASTE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 setuptools==80.9.0 snowballstemmer==3.1.1
    Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
DEFORM_VERSION=3.0.1
DEFORM_SHA256=e35c015252725e52e194900f8a50314bd764b66e3d2a986b46f4676f0dafe6e9
# deform's docs build: setup.py's `docs` extra names Sphinx>=1.7.4, repoze.sphinx.autointerface,
# pylons_sphinx_latesturl and pylons-sphinx-themes unpinned (tox.ini's docs env: pip install
# deform[docs]); autodoc's import of deform needs its install_requires (Chameleon>=2.5.1,
# colander>=1.0, iso8601, peppercorn>=0.3, translationstring>=1.0, zope.deprecation,
# setuptools<81.0.0: conf.py and template.py import pkg_resources). All resolved together by pip
# under Python 3.11 on 2026-12-07 (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13, Chameleon 4.6.0,
# colander 2.0; setuptools 80.9.0, the last with pkg_resources, as colander's pins), every package
# pinned. conf.py does not touch sys.path: PYTHONPATH puts the checkout's root first on sys.path, so
# autodoc imports deform from the checkout and pkg_resources.get_distribution('deform') reads the
# sdist's own deform.egg-info (3.0.1); deform itself is not installed.
DEFORM_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 Chameleon==4.6.0
    charset-normalizer==3.5.3 colander==2.0 docutils==0.22.4 idna==3.21 imagesize==2.0.1
    iso8601==2.1.0 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 peppercorn==0.6 Pygments==2.21.0
    pylons-sphinx-themes==1.0.13 pylons_sphinx_latesturl==0.2 repoze-sphinx-autointerface==1.1.0
    requests==2.34.2 roman-numerals==4.1.0 setuptools==80.9.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    translationstring==1.4 urllib3==2.8.0 zope.deprecation==6.0 zope.interface==8.7)
PYEE_VERSION=16.1.0
PYEE_SHA256=fe092d3a2a66f0f6a277fb227b078d3d849318da9a9d5d2f6576143236e84e48
# The sdist's file on PyPI (its address as the simple API gives it): pyee 16.1.0 requires Python >=3.12,
# so unpack_sdist's `pip download` (this machine's python3 is 3.11) finds no matching distribution.
# Checked by unpack_sdist against the sha256 above.
PYEE_SDIST_URL=https://files.pythonhosted.org/packages/ab/bc/8d7e802a90112ce62c6cbcdeb519c79b966c528956054fa43b6c2e5e5993/pyee-16.1.0.tar.gz
# pyee's docs build: the MkDocs part of pyproject.toml's `dev` dependency group (mkdocs,
# mkdocs-include-markdown-plugin, mkdocstrings[python]; the group's Sphinx only builds docs/man.rst's
# man page, not the site) with every package pinned to the version the sdist's own uv.lock resolves
# (mkdocs 1.6.1, mkdocstrings 1.0.8, mkdocstrings-python 2.0.11, griffelib 2.4.1, mkdocs-autorefs
# 1.4.5), except mkdocs-include-markdown-plugin 7.3.0 for the lock's 7.3.1, which the registry does not
# serve (the plugin is listed in mkdocs.yml; no page uses its include directives). griffe reads pyee
# statically: none of its optional dependencies (trio, twisted) is needed.
PYEE_DOCS_PINS=(bracex==3.2.2 click==8.5.1 ghp-import==2.1.0 griffelib==2.4.1 Jinja2==3.1.6
    Markdown==3.11.3 MarkupSafe==3.0.4 mergedeep==1.3.4 mkdocs==1.6.1 mkdocs-autorefs==1.4.5
    mkdocs-get-deps==0.2.2 mkdocs-include-markdown-plugin==7.3.0 mkdocstrings==1.0.8
    mkdocstrings-python==2.0.11 packaging==26.3 pathspec==1.1.1 platformdirs==4.14.5
    pymdown-extensions==13.1 python-dateutil==4.0.0 PyYAML==6.0.3 pyyaml_env_tag==1.1 tzdata==2026.6
    watchdog==7.1.0 wcmatch==12.0.1)
CONFUSE_VERSION=2.3.0
CONFUSE_SHA256=66123bd4b38dec9ae36dd9407a090fd764245fd717cbaa986a68e3a05056920e
# confuse's docs build: pyproject.toml's `docs` extra names sphinx>=7.4.7 and sphinx-rtd-theme>=3.0.2
# unpinned (its poe `docs` task: make -C docs html); autodoc's import of confuse needs its
# dependencies (pyyaml; typing_extensions>=4.4 below Python 3.13). All resolved together by pip under
# Python 3.11 on 2026-12-07 (Sphinx 9.0.4, sphinx-rtd-theme 3.1.0, PyYAML 6.0.4, typing_extensions
# 4.16.0), every package pinned. conf.py puts the checkout's root (docs/..) first on sys.path itself,
# so autodoc imports confuse from the checkout; confuse itself is not installed.
CONFUSE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
HUPPER_VERSION=1.12.1
HUPPER_SHA256=06bf54170ff4ecf4c84ad5f188dee3901173ab449c2608ad05b9bfd6b13e32eb
# hupper's docs build: setup.cfg's `docs` extra names watchdog, setuptools, Sphinx and
# pylons-sphinx-themes unpinned (tox.ini's docs env and .readthedocs.yaml: pip install hupper[docs]);
# hupper has no install_requires. All resolved together by pip under Python 3.11 on 2026-12-07
# (Sphinx 9.0.4, pylons-sphinx-themes 1.0.13, watchdog 7.1.1), every package pinned; setuptools pinned
# at 80.9.0, the last with pkg_resources (conf.py calls pkg_resources.get_distribution('hupper'); the
# extra's bare `setuptools` is satisfied by whatever the venv ships). watchdog is there because
# api.rst autodocs hupper.watchdog, which imports it. hupper itself is not installed: PYTHONPATH puts
# the checkout's src/ on sys.path (after conf.py's docs/.., which holds no package), so autodoc
# imports hupper from there and pkg_resources reads the sdist's own src/hupper.egg-info (1.12.1).
HUPPER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 pylons-sphinx-themes==1.0.13 requests==2.34.2 roman-numerals==4.1.0
    setuptools==80.9.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 watchdog==7.1.1)
WEBASSETS_VERSION=3.0.0
WEBASSETS_SHA256=0520e5fd6fbcc012f486fefc61b966474da8fc1b35b0569a9ec2cb0782f1607a
# webassets' docs build: pyproject.toml's [tool.uv] dev-dependencies name sphinx>=8.0.2 unpinned (no
# theme: conf.py's html_theme 'default' is Sphinx's own classic theme). Resolved by pip under Python
# 3.11 on 2026-12-07 (Sphinx 9.0.4), every package pinned. conf.py puts the checkout's src/ first on
# sys.path itself (`import webassets` for the version), so autodoc imports webassets from the
# checkout; webassets is not installed, and neither are its dependencies: PyYAML is imported in a
# try/except (loaders.py) and zope.dottedname inside a function, so autodoc needs neither.
WEBASSETS_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PYPARSING_VERSION=3.3.3
PYPARSING_SHA256=928ae7e20211f3b6f3915a72f06a0cfd29ab9d24279dd6346b6b1a7146397d36
# pyparsing's docs build (the fallback: sortedcontainers 2.4.0, the first choice, ships no docs/ in
# its sdist): docs/requirements.txt names `sphinx < 8.2` and myst-parser; resolved 2026-12-06 under
# Python 3.11 (Sphinx 8.1.3, myst-parser 5.2.0) with their dependencies, every package pinned.
# conf.py puts the checkout on sys.path itself (sys.path.insert(0, "..")): autodoc documents the
# checkout; pyparsing has no runtime dependency, and autodoc_mock_imports mocks `railroad`.
PYPARSING_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 markdown-it-py==4.3.0 MarkupSafe==3.0.4
    mdit-py-plugins==0.7.0 mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4 Pygments==2.21.0
    PyYAML==6.0.4 requests==2.34.2 snowballstemmer==3.1.1 Sphinx==8.1.3
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
CONFIGOBJ_VERSION=5.0.9
CONFIGOBJ_SHA256=03c881bbf23aa07bccf1b837005975993c4ab4427ba57f959afdd9d1a2386848
# configobj's docs build: the sdist names no docs requirements; docs/conf.py uses only
# sphinx.ext.coverage and html_theme 'default' (Sphinx's classic), and configobj.rst/validate.rst are
# hand-written (no autodoc), so configobj itself is not installed. Sphinx 9.0.4 (the latest for
# Python 3.11) and its dependencies, resolved 2026-12-06, every package pinned.
CONFIGOBJ_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
PYSERIAL_VERSION=3.5
PYSERIAL_SHA256=3c77e014170dfffbd816e6ffc205e9842efb10be9f58ec16d3e8675b4925cddb
# pySerial's docs build: documentation/conf.py uses only sphinx.ext.intersphinx and the default theme
# (alabaster); its pages are hand-written `.. class::`/`.. method::` directives (no autodoc), so
# pyserial itself is not installed. The sdist pins nothing: Sphinx 9.0.4 and its dependencies,
# every package pinned.
PYSERIAL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
PYTEST_COV_VERSION=7.1.0
PYTEST_COV_SHA256=30674f2b5f6351aa09702a9c8c364f6a01c27aae0c1366ae8016160d1efc56b2
# pytest-cov's docs build: docs/requirements.txt (sphinx, furo, `-e .`) resolved and pinned
# 2026-12-06 under Python 3.11 (Sphinx 9.0.4, the latest for it). The `-e .` is left out: conf.py
# imports nothing of the package and no page autodocs it.
PYTEST_COV_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.0.4 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)
PYTEST_BENCHMARK_VERSION=5.3.1
PYTEST_BENCHMARK_SHA256=c1ee70a58f9bfb1ac955cc634247a340b0df7bcb949071cfca396f16c6fc3516
# pytest-benchmark's docs build: docs/requirements.txt (sphinx>=1.3, furo) resolved and pinned
# 2026-12-06 under Python 3.11 (Sphinx 9.0.4, furo 2025.12.19: pytest-cov's pins), plus pytest
# (9.2.0, with iniconfig and pluggy, pytest-xdist's pins): hooks.rst autodocs
# pytest_benchmark.hookspec, which imports pytest; autodoc imports the checkout's src/ (PYTHONPATH).
PYTEST_BENCHMARK_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 iniconfig==2.3.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 pluggy==1.7.0 Pygments==2.21.0 pytest==9.2.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0)
PYTHON_DOTENV_VERSION=1.2.4
PYTHON_DOTENV_SHA256=f0d53e69935a851c0dcc78f3ab7aaccd8cabef0b92382b576b824212902873c0
# python-dotenv's docs build: the sdist's requirements-docs.txt (mdx_truly_sane_lists>=1.3,
# mkdocs-include-markdown-plugin>=7.3.0, mkdocs-material>=9.5.0, mkdocstrings[python]>=0.24.0,
# mkdocs>=1.5.0) resolved and pinned 2026-12-06 for Python 3.11, every package of the venv (the
# humanize pins plus mdx-truly-sane-lists). CONTRIBUTING's docs recipe installs python-dotenv
# itself (`pip install -e .`); griffe finds it on PYTHONPATH (the checkout's src/) instead. The venv's
# click (a dependency of mkdocs) is the one the `dotenv` CLI needs for its --help text.
PYTHON_DOTENV_DOCS_PINS=(babel==2.19.0 backrefs==8.3.1 bracex==3.2.4 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 colorama==0.4.6 ghp-import==2.1.0 griffelib==2.4.1
    idna==3.21 Jinja2==3.1.6 Markdown==3.11.3 MarkupSafe==3.0.4 mdx-truly-sane-lists==1.3
    mergedeep==1.3.4 mkdocs==1.6.1 mkdocs-autorefs==1.4.5 mkdocs-get-deps==0.2.2
    mkdocs-include-markdown-plugin==7.3.0 mkdocs-material==9.8.2 mkdocs-material-extensions==1.3.1
    mkdocstrings==1.0.8 mkdocstrings-python==2.0.11 packaging==26.4 paginate==0.5.7
    pathspec==1.1.1 platformdirs==4.14.9 Pygments==2.21.0 pymdown-extensions==12.3
    python-dateutil==4.0.0 PyYAML==6.0.4 pyyaml_env_tag==1.1 requests==2.34.2 tzdata==2026.6
    urllib3==2.8.0 watchdog==7.1.1 wcmatch==12.0.4)
PYTEST_XDIST_VERSION=3.8.0
PYTEST_XDIST_SHA256=7e578125ec9bc6050861aa93f2d59f1d8d085595d6551c2c90b6f4fad8d3a9f1
# pytest-xdist's docs build: docs/requirements.txt (sphinx, sphinx-rtd-theme) plus the package's
# dependencies (execnet, pytest: autodoc in how-to.rst imports xdist), resolved and pinned
# 2026-12-06 under Python 3.11 (Sphinx 9.0.4 as for pytest-cov).
PYTEST_XDIST_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 execnet==2.1.2 idna==3.21 imagesize==2.0.1
    iniconfig==2.3.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 pluggy==1.7.0
    Pygments==2.21.0 pytest==9.2.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1
    Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
PYTEST_ASYNCIO_VERSION=1.5.0
PYTEST_ASYNCIO_SHA256=92c8fa83ca419fd0d4bd6a34df6520dae435841d3733c319343249492adf37f7
# pytest-asyncio's docs build: the pyproject `docs` group (sphinx, sphinx-rtd-theme, sphinx-tabs),
# resolved and pinned 2026-12-06 under Python 3.11 (Sphinx 9.0.4 as for pytest-xdist). conf.py
# reads importlib.metadata.version("pytest-asyncio"): the package is installed from a copy of the
# checkout without its dependencies (no autodoc: nothing imports it).
PYTEST_ASYNCIO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-tabs==3.5.0 sphinx_rtd_theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
TOWNCRIER_VERSION=26.9.0
TOWNCRIER_SHA256=ace9031631c718cc0709107b8755e6e31350eb8acdc877af43df3177addb9a55
# towncrier's docs build: the pyproject `dev` extra's docs part (sphinx >= 5, furo >= 2024.05.06;
# packaging, twisted, nox and codespell left out: sphinx-build never imports them) and hatchling,
# its build backend (conf.py reads importlib.metadata.version("towncrier"), so towncrier is
# installed from the checkout without build isolation), resolved and pinned 2026-12-06 under
# Python 3.11.
TOWNCRIER_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 hatchling==1.33.0 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 pathspec==1.1.1 pluggy==1.7.0 Pygments==2.21.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 tomlkit==0.15.3 trove-classifiers==2026.9.21.13
    typing_extensions==4.16.0 urllib3==2.8.0)
H11_VERSION=0.16.0
H11_SHA256=4e35b956cf45792e4caa5885e69fba00bdbc6ffafbfa020300e549b208ee5ff1
# h11's docs build: docs/requirements.txt (mistune, jsonschema, ipython, sphinx<4, jinja2<3,
# markupsafe<2) resolved and pinned 2026-12-06 under Python 3.9 (Sphinx 3.5.4 fails to import on
# 3.10+; its conf.py calls app.add_javascript, gone in Sphinx 4), with the sphinxcontrib-* builders
# of Sphinx 3's time (the current ones require Sphinx 5).
H11_DOCS_PINS=(alabaster==0.7.16 asttokens==3.0.2 attrs==26.1.0 babel==2.19.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 decorator==5.3.2 docutils==0.16
    exceptiongroup==1.3.2 executing==2.3.0 idna==3.20 imagesize==1.5.0 ipython==8.18.1 jedi==0.19.2
    Jinja2==2.11.3 jsonschema==4.25.1 jsonschema-specifications==2025.9.1 MarkupSafe==1.1.1
    matplotlib-inline==0.2.2 mistune==3.3.4 packaging==26.3 parso==0.8.7 pexpect==4.9.0
    prompt_toolkit==3.0.52 ptyprocess==0.7.0 pure_eval==0.2.4 Pygments==2.21.0 referencing==0.36.2
    requests==2.32.5 rpds-py==0.27.1 snowballstemmer==3.1.1 Sphinx==3.5.4
    sphinxcontrib-applehelp==1.0.4 sphinxcontrib-devhelp==1.0.2 sphinxcontrib-htmlhelp==2.0.1
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==1.0.3 sphinxcontrib-serializinghtml==1.1.5
    stack-data==0.6.3 traitlets==5.15.1 typing_extensions==4.16.0 urllib3==2.6.3 wcwidth==0.9.5)
CHECK_MANIFEST_VERSION=0.51
CHECK_MANIFEST_SHA256=9801c7637675755a563f33e3c48ee59a59b37a7677297c05c910c16c5b9b6d67
# check-manifest's "docs build": the 0.51 sdist (the latest release) ships no docs/ (README.rst,
# CHANGES.rst, check_manifest.py, tests.py and the packaging files; the project publishes its
# README), so docutils (pinned as for pydocstyle) renders README.rst, and `check-manifest --help`
# (argparse; the module imports setuptools and build) is rendered as the usage page; pinned
# 2026-12-06 (the latest setuptools and build).
CHECK_MANIFEST_DOCS_PINS=(build==1.6.1 docutils==0.23.1 packaging==26.4 pyproject_hooks==1.3.3
    setuptools==84.2.1)
PYTHON_SLUGIFY_VERSION=9.2.0
PYTHON_SLUGIFY_SHA256=cee32948083476013804de1667724fb1362dacb71e47b1d5d92adf8db6ee3298
# python-slugify's "docs build": the 9.2.0 sdist (the latest release) ships README.md, CHANGELOG.md
# and docs/release-9/*.md (migration, verification and review notes) but no docs generator config,
# so Python-Markdown (pinned as for pydoclint) renders them and the `slugify --help` text (argparse,
# stdlib: nothing else to install).
PYTHON_SLUGIFY_DOCS_PINS=(Markdown==3.11.3)
DARKER_VERSION=3.0.0
DARKER_SHA256=eb53776f037fcf42b1f5a56f62fb841cd871d95a78a388536dc91dc4355ce8bb
# darker's "docs build": the 3.0.0 sdist (the latest release) ships no docs/ (README.rst, the
# package with its tests, stubs/ and the packaging files; the project publishes its README), so
# docutils (pinned as for pydocstyle) renders README.rst, and `darker --help` (argparse; the parser
# is made by darkgraylib, a runtime dependency, which needs toml) is rendered as the usage page;
# pinned 2026-12-06 (the latest darkgraylib and toml).
DARKER_DOCS_PINS=(darkgraylib==2.4.1 docutils==0.23.1 toml==0.10.2)
TABULATE_VERSION=0.10.0
TABULATE_SHA256=e2cfde8f79420f6deeffdeda9aaec3b6bc5abce947655d17ac662b126e48a60d
# tabulate's "docs build": the 0.10.0 sdist (the latest release) ships README.md (and a README
# naming it), CHANGELOG and the code, no docs; Python-Markdown (pinned as for python-slugify)
# renders README.md and the `tabulate --help` text (getopt, stdlib: nothing else to install).
TABULATE_DOCS_PINS=(Markdown==3.11.3)
RADON_VERSION=6.0.1
RADON_SHA256=d1ac0053943a893878940fedc8b19ace70386fc9c9bf0a09229a44125ebf45b5
# radon's docs build: the sdist ships docs/ (conf.py, the `solar` theme, MathJax in _static) but no
# docs requirements; conf.py puts the checkout on sys.path and autodoc (api.rst) imports radon.cli,
# which needs mando (<0.8, as setup.py asks) and colorama. Sphinx and those resolved and pinned
# 2026-12-06 under Python 3.11 (Sphinx 9.0.4 as for pytest-cov).
RADON_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    colorama==0.4.6 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 mando==0.7.1
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    six==1.17.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
DOGPILE_CACHE_VERSION=1.5.0
DOGPILE_CACHE_SHA256=849c5573c9a38f155cd4173103c702b637ede0361c12e864876877d0cd125eec
# dogpile.cache's docs build: the sdist's docs/build/requirements.txt (changelog and sphinx-paramlinks,
# there as git URLs, here their PyPI releases; sphinx, mako, decorator, stevedore, sphinx-book-theme)
# resolved and pinned 2026-12-06 under Python 3.11 (Sphinx 9.0.4); decorator and stevedore are
# dogpile.cache's own dependencies, imported by autodoc from the checkout.
DOGPILE_CACHE_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 changelog==0.6.2 charset-normalizer==3.5.3
    decorator==5.3.2 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 looseversion==1.3.0
    Mako==1.4.3 MarkupSafe==3.0.4 packaging==26.4 pydata-sphinx-theme==0.20.0 Pygments==2.21.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-book-theme==1.4.0 sphinx-paramlinks==0.6.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 stevedore==5.10.0
    typing_extensions==4.16.0 urllib3==2.8.0)
XENON_VERSION=0.9.3
XENON_SHA256=4a7538d8ba08aa5d79055fb3e0b2393c0bd6d7d16a4ab0fcdef02ef1f10a43fa
# xenon's "docs build": the 0.9.3 sdist (the latest release) ships no docs/ (README.rst, xenon/ and
# the packaging files; the project publishes its README), so docutils (pinned as for pydocstyle)
# renders README.rst, and the CLI's own documentation, `xenon --help`, is rendered as the usage
# page; PyYAML pinned because parse_args imports yaml before it parses (pinned 2026-12-06).
XENON_DOCS_PINS=(docutils==0.23.1 PyYAML==6.0.4)
HUMANFRIENDLY_VERSION=10.0
HUMANFRIENDLY_SHA256=6b0b831ce8f15f7300721aa49829fc4e83921a9a301cc7f606be6686a2288ddc
# humanfriendly's docs build: its conf.py needs only Sphinx (the nature theme is builtin; its own
# humanfriendly.sphinx extension and autodoc import the checkout, which needs nothing on Python 3);
# Sphinx 9.0.4 and its dependencies, as RADON_DOCS_PINS, pinned 2026-12-06 under Python 3.11.
HUMANFRIENDLY_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
COLOREDLOGS_VERSION=15.0.1
COLOREDLOGS_SHA256=7c991aa71a4577af2f82600d8f8f3a89f936baeaf9b50a9c197da014e5bf16b0
# coloredlogs' docs build: its conf.py needs Sphinx and humanfriendly (its humanfriendly.sphinx
# extension; autodoc imports the checkout, which imports humanfriendly); HUMANFRIENDLY_DOCS_PINS
# (Sphinx 9.0.4 and its dependencies) plus humanfriendly 10.0, pinned 2026-12-06 under Python 3.11.
COLOREDLOGS_DOCS_PINS=("${HUMANFRIENDLY_DOCS_PINS[@]}" humanfriendly==10.0)
CACHIER_VERSION=4.2.0
CACHIER_SHA256=db9626237176ca837fa77dd5d15581453b2e9926a1a9ead94d4e676f6af8c5e4
# The sdist's file on PyPI (its address as the simple index gives it): `pip download` prepares the
# sdist's metadata, and cachier 4.2.0's setup.cfg/_version.py give "4.2.0.dev0", which pip rejects
# as inconsistent with the requested 4.2.0 (no pip download of this sdist can succeed).
CACHIER_SDIST_URL=https://files.pythonhosted.org/packages/e3/fd/e3c7566a44503e69c1c98a6ece4242f2730b215d30755747e7890b122985/cachier-4.2.0.tar.gz
# cachier's "docs build": the 4.2.0 sdist (the latest release) ships no docs/ (README.rst, src/,
# tests/ and the packaging files; the project publishes its README), so docutils (pinned as for
# pydocstyle) renders README.rst. Its CLI (`cachier set-max-workers`, click) is not rendered: its
# --help states no value and would need click plus the runtime dependencies that cachier.core
# imports (pinned 2026-12-06).
CACHIER_DOCS_PINS=(docutils==0.23.1)
REQUESTS_TOOLBELT_VERSION=1.0.0
REQUESTS_TOOLBELT_SHA256=7681a0a3d047012b5bdc0ee37d7f8f07ebe76ab08caeccfc3921ce23c88d5bc6
# requests-toolbelt's docs build: tox.ini's [testenv:docs] deps (sphinx>=1.3.0, sphinx_rtd_theme,
# pyopenssl, the package itself, whose one dependency is requests) resolved and pinned 2026-12-06
# under Python 3.11. Sphinx 7.4.7, the last 7.x: docs/conf.py's `intersphinx_mapping =
# {'https://docs.python.org/': None}` (the pre-Sphinx-1.0 format) is a ConfigError from Sphinx 8.0,
# only a warning before it. conf.py puts the checkout's root on sys.path and autodoc imports
# requests_toolbelt from there, so the checkout is not installed (requests is pinned instead).
REQUESTS_TOOLBELT_DOCS_PINS=(alabaster==0.7.16 babel==2.19.0 certifi==2026.10.19.post1 cffi==2.1.1
    charset-normalizer==3.5.3 cryptography==50.0.2 docutils==0.21.2 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 pycparser==3.12 Pygments==2.21.0
    pyOpenSSL==26.4.0 requests==2.34.2 snowballstemmer==3.1.1 Sphinx==7.4.7 sphinx_rtd_theme==3.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0)
PYDANTIC_SETTINGS_VERSION=2.16.3
PYDANTIC_SETTINGS_SHA256=10e36f616623ebb586c05ca3d3cd22927146869db413d4f14c20c514442a1337
# pydantic-settings' docs build: the sdist ships docs/index.md (one page, published upstream inside
# pydantic's own site) and mkdocs.yml, but no docs requirements (pyproject.toml's dependency groups
# are linting/testing/build). What its mkdocs.yml names, resolved and pinned 2026-12-06 for Python
# 3.11: mkdocs-material (theme, custom_dir docs/theme), mkdocs-material-extensions (the config's
# materialx.emoji functions), pymdown-extensions, and the plugins mike and mkdocs-exclude. No
# mkdocstrings: the page names pydantic's API pages only as links, so pydantic-settings itself is
# not installed.
PYDANTIC_SETTINGS_DOCS_PINS=(babel==2.19.0 backrefs==8.3.1 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 colorama==0.4.6 ghp-import==2.1.0 idna==3.21
    inversion==1.0.1 Jinja2==3.1.6 Markdown==3.11.3 MarkupSafe==3.0.4 mergedeep==1.3.4 mike==2.2.0
    mkdocs==1.6.1 mkdocs-exclude==1.0.2 mkdocs-get-deps==0.2.2 mkdocs-material==9.8.2
    mkdocs-material-extensions==1.3.1 packaging==26.4 paginate==0.5.7 pathspec==1.1.1
    platformdirs==4.14.9 Pygments==2.21.0 pymdown-extensions==13.1.2 pyparsing==3.3.3
    python-dateutil==4.0.0 PyYAML==6.0.4 pyyaml_env_tag==1.1 requests==2.34.2 tzdata==2026.6
    urllib3==2.8.0 verspec==0.2.1 watchdog==7.1.1)
NOX_VERSION=2026.10.20
NOX_SHA256=5da57c009c3dfdd762c068d9079b17966ec967a9eb02cd8ebcf016a946eaf67f
# nox's docs build: the sdist's pyproject.toml `docs` dependency group (docutils<0.22, myst-parser,
# sphinx>=3, sphinx-tabs, witchhazel; sphinx-autobuild left out: a live-reload server that
# sphinx-build never imports), nox's runtime dependencies (autodoc imports nox from the checkout,
# which conf.py puts on sys.path: argcomplete, attrs, colorlog, dependency-groups, humanize,
# packaging, platformdirs, python-discovery, virtualenv) and hatchling, its build backend (conf.py
# reads `metadata.version("nox")`, so nox itself is installed from the checkout without build
# isolation, as noxfile.py's docs session installs it), resolved and pinned 2026-12-06.
NOX_DOCS_PINS=(alabaster==1.0.0 argcomplete==3.7.2 attrs==26.1.0 babel==2.19.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 colorlog==6.12.0 dependency-groups==1.3.2
    distlib==0.4.4 docutils==0.21.2 filelock==4.3.2 hatchling==1.33.0 humanize==4.17.0 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdit-py-plugins==0.7.0
    mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4 pathspec==1.1.1 platformdirs==4.14.9
    pluggy==1.7.0 Pygments==2.21.0 python-discovery==1.9.9 PyYAML==6.0.4 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-tabs==3.5.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    tomlkit==0.15.3 trove-classifiers==2026.9.21.13 urllib3==2.8.0 virtualenv==21.15.14
    witchhazel==2022.9.8)
PYTHON_DATEUTIL_VERSION=4.0.0
PYTHON_DATEUTIL_SHA256=d7295ff14fdc0f92f662100bfb6c551d160ca090f2939f1ec5b9794265c03f06
# python-dateutil's docs build: docs/requirements-docs.txt (Sphinx>=1.7.3,!=1.8.0,
# sphinx_rtd_theme>=0.3.0, readme-renderer>=21.0) and tzdata, dateutil's one runtime dependency
# (autodoc imports dateutil.tz), resolved under Python 3.13 (tox.ini's docs env: basepython
# python3.13) and pinned 2026-12-06. tox's docs env also installs requirements-dev.txt (pytest,
# hypothesis, freezegun, ...: test tools that sphinx-build never imports): left out.
PYTHON_DATEUTIL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 nh3==0.3.8 packaging==26.4 Pygments==2.21.0 readme_renderer==46.0
    requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.2.0
    sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 tzdata==2026.6
    urllib3==2.8.0)
PYTEST_VERSION=8.4.2
PYTEST_SHA256=86c0d0b93306b961d58d62a4db4879f27fe25513d4b969df351abdddb3c30e01
# pytest's docs build: the sdist's doc/en/requirements.txt (sphinx>=7, furo, pygments-pytest,
# sphinx-removed-in, sphinxcontrib-trio, sphinxcontrib-svg2pdfconverter, sphinxcontrib-towncrier,
# sphinx-issues; its broken-dep-constraints.txt pins nothing) resolved and pinned 2026-12-05, and
# pytest's own dependencies for autodoc (iniconfig, pluggy, packaging, Pygments).
PYTEST_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 iniconfig==2.3.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 pluggy==1.7.0 Pygments==2.21.0 pygments_pytest==2.5.0 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinx-issues==6.0.0 sphinx-removed-in==0.2.3
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-svg2pdfconverter==2.1.0 sphinxcontrib-towncrier==0.5.0a0 sphinxcontrib-trio==1.2.0
    towncrier==26.9.0 typing_extensions==4.16.0 urllib3==2.8.0)
# mkdocstrings-python's docs build: starlette's MkDocs pins plus the Markdown extensions and
# plugins its mkdocs.yml needs to render the pages (markdown-exec runs the "Preview" blocks,
# markdown-callouts, mkdocs-section-index), resolved and pinned 2026-12-05. The handler itself is
# the pinned wheel (the API reference page reads the checkout's src/ through griffe).
MKDOCSTRINGS_PYTHON_DOCS_PINS=(babel==2.19.0 backrefs==8.3.1 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 click==8.5.1 colorama==0.4.6 ghp-import==2.1.0 griffelib==2.4.1
    idna==3.20 Jinja2==3.1.6 Markdown==3.11.3 markdown-callouts==0.4.0 markdown-exec==1.14.0
    MarkupSafe==3.0.4 mergedeep==1.3.4 mkdocs==1.6.1 mkdocs-autorefs==1.4.5 mkdocs-get-deps==0.2.2
    mkdocs-material==9.8.2 mkdocs-material-extensions==1.3.1 mkdocs-section-index==0.3.12
    mkdocstrings==1.0.8 mkdocstrings-python==2.0.11 packaging==26.4 paginate==0.5.7
    pathspec==1.1.1 platformdirs==4.14.9 properdocs==1.6.7 Pygments==2.21.0
    pymdown-extensions==13.1.2 python-dateutil==4.0.0 PyYAML==6.0.4 pyyaml_env_tag==1.1
    requests==2.34.2 tzdata==2026.6 urllib3==2.8.0 watchdog==7.1.1)

ENVIRONS_VERSION=15.2.0
ENVIRONS_SHA256=1bfc0d32b43692f28a6e294ad2b69903d43a214672ebcf3124a66d66b52b2418
# environs's "docs build": the 15.2.0 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.md, CHANGELOG.md, CONTRIBUTING.md, LICENSE, src/environs/, tests/,
# tox.ini, pyproject.toml, PKG-INFO; the project publishes its README), so Python-Markdown (pinned as
# for vulture) renders README.md. environs has no CLI: there is no --help to render (pinned 2026-12-06).
ENVIRONS_DOCS_PINS=(Markdown==3.11.3)
PYGMENTS_VERSION=2.21.0
PYGMENTS_SHA256=610ca751c9bc2492b38eb9a38a7fbc93edbbb2d7182edaf34e66ae493dee5c8c
# Pygments' docs build: the 2.21.0 sdist (the latest release) ships doc/ with its Sphinx conf.py
# (autodoc, intersphinx, its own pygments.sphinxext; the pygments14 theme from doc/_themes).
# conf.py imports tests/contrast/test_contrasts.py, which needs wcag-contrast-ratio (tox.ini's
# doc env: sphinx, wcag-contrast-ratio). Sphinx's own dependencies as Flask's pins (pinned 2026-12-06).
PYGMENTS_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 docutils==0.22.4 imagesize==2.0.1
    Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 idna==3.21 urllib3==2.8.0
    roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 wcag-contrast-ratio==0.9)
PYTEST_RERUNFAILURES_VERSION=16.7
PYTEST_RERUNFAILURES_SHA256=6956ddfb65ca1d07e7e3d99e2c5359d82300f4cb062e6049563bd2c106f72d5c
# pytest-rerunfailures' docs build: the 16.7 sdist (the latest release) ships docs/ with its Sphinx
# conf.py (autodoc listed but unused; sphinx_rtd_theme) and docs/requirements.txt (Sphinx,
# sphinx_rtd_theme, unpinned), resolved and pinned 2026-12-06 for Python 3.11 as pytest-xdist's
# Sphinx 9.0.4 + sphinx_rtd_theme 3.1.0 pins, without pytest (no page imports the plugin).
PYTEST_RERUNFAILURES_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx_rtd_theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
FLASK_CACHING_VERSION=2.5.1
FLASK_CACHING_SHA256=f75b451fde3faac0e278da72263818134deca8c4ba6bb07b9b3b238991368dae
# Flask-Caching's docs build: pyproject.toml's `docs` dependency group (pallets-sphinx-themes,
# sphinx, sphinx-issues, sphinx-tabs, sphinx-intl, sphinxcontrib-log-cabinet) as the sdist's own
# uv.lock resolves it for Python 3.11 (Sphinx 9.0.4), plus the runtime dependencies Flask and
# CacheLib that autodoc's import of flask_caching needs, every package pinned from that lock.
FLASK_CACHING_DOCS_PINS=(alabaster==1.0.0 babel==2.18.0 blinker==1.9.0 cachelib==0.17.0
    certifi==2026.7.22 charset-normalizer==3.5.1 click==8.4.2 docutils==0.22.4 flask==3.1.3
    idna==3.19 imagesize==2.0.0 itsdangerous==2.2.0 Jinja2==3.1.6 MarkupSafe==3.0.3 packaging==26.3
    pallets-sphinx-themes==2.5.0 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 Sphinx==9.0.4 sphinx-intl==2.3.2 sphinx-issues==6.0.0
    sphinx-notfound-page==1.1.0 sphinx-tabs==3.5.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-log-cabinet==1.0.1 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.7.0 Werkzeug==3.1.8)
FLASK_CORS_VERSION=6.0.5
FLASK_CORS_SHA256=30c5031552cd59f620ac0c8211dac45b345d3b2df310e7721879e4f46ef9c601
# Flask-Cors's docs build: the MkDocs part of pyproject.toml's `dev` dependency group (mkdocs,
# mkdocs-material, mkdocstrings[python]) with every package pinned to the version the sdist's own
# uv.lock resolves (mkdocs 1.6.1, mkdocs-material 9.6.5, mkdocstrings 0.28.1, mkdocstrings-python
# 1.16.1, griffe 1.5.7). griffe reads flask_cors statically: Flask itself is not needed.
FLASK_CORS_DOCS_PINS=(babel==2.17.0 certifi==2025.1.31 charset-normalizer==3.4.1 click==8.1.8
    colorama==0.4.6 ghp-import==2.1.0 griffe==1.5.7 idna==3.10 Jinja2==3.1.5 Markdown==3.7
    MarkupSafe==3.0.2 mergedeep==1.3.4 mkdocs==1.6.1 mkdocs-autorefs==1.3.1 mkdocs-get-deps==0.2.0
    mkdocs-material==9.6.5 mkdocs-material-extensions==1.3.1 mkdocstrings==0.28.1
    mkdocstrings-python==1.16.1 packaging==24.2 paginate==0.5.7 pathspec==0.12.1 platformdirs==4.3.6
    Pygments==2.19.1 pymdown-extensions==10.14.3 python-dateutil==2.9.0.post0 PyYAML==6.0.2
    pyyaml_env_tag==0.1 regex==2024.11.6 requests==2.32.3 six==1.17.0 urllib3==2.3.0 watchdog==6.0.0)
FLASK_LIMITER_VERSION=4.1.1
FLASK_LIMITER_SHA256=ca11608fc7eec43dcea606964ca07c3bd4ec1ae89043a0f67f717899a4f48106
# Flask-Limiter's docs build: pyproject.toml's `docs` dependency group (furo, Sphinx, the
# sphinx-copybutton/inline-tabs/issues/paramlinks, sphinxext-opengraph, sphinxcontrib-programoutput;
# sphinx-autobuild left out: a live-reload server, not the build) at the versions the sdist's own
# uv.lock resolves for Python >= 3.11 (Sphinx 8.2.3), plus the runtime dependencies conf.py's
# `import flask_limiter`, autodoc and the `flask limiter` CLI pages need (Flask 3.1.2, Werkzeug
# 3.1.4, limits 5.6.0, ordered-set 4.1.0, rich 14.2.0: the `cli` extra; the uv.lock versions), the
# rest as pip resolved them on 2026-12-06.
FLASK_LIMITER_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 blinker==1.9.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    click==8.5.1 Deprecated==1.3.1 docutils==0.21.2 Flask==3.1.2 furo==2025.9.25 idna==3.21
    imagesize==2.0.1 itsdangerous==2.2.0 Jinja2==3.1.6 limits==5.6.0 markdown-it-py==4.3.0
    MarkupSafe==3.0.4 mdurl==0.1.2 ordered-set==4.1.0 packaging==25.0 Pygments==2.19.2
    requests==2.34.2 rich==14.2.0 roman-numerals==4.1.0 roman-numerals-py==4.1.0
    snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==8.2.3 sphinx-basic-ng==1.0.0b2
    sphinx-copybutton==0.5.2 sphinx-issues==5.0.1 sphinx-paramlinks==0.6.0
    sphinx_inline_tabs==2023.4.21 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-programoutput==0.18
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 sphinxext-opengraph==0.13.0
    typing_extensions==4.15.0 urllib3==2.8.0 Werkzeug==3.1.4 wrapt==2.0.1)
REQUESTS_CACHE_VERSION=1.3.3
REQUESTS_CACHE_SHA256=79b72d5ac5143992d1836ad78f4d8e65666061dd44e220548caab3723089826b
# requests-cache's "docs build": the 1.3.3 sdist (the latest release) ships no docs/ and no Sphinx or
# MkDocs config (only README.md, LICENSE, pyproject.toml, requests_cache/), so Python-Markdown (as
# for environs) renders README.md. requests-cache has no CLI: there is no --help to render (pinned 2026-12-06).
REQUESTS_CACHE_DOCS_PINS=(Markdown==3.11.3)
FLASK_SESSION_VERSION=0.8.0
FLASK_SESSION_SHA256=20e045eb01103694e70be4a49f3a80dbb1b57296a22dc6f44bbf3f83ef0742ff
# Flask-Session's docs build: the sdist's own requirements/docs.txt (pip-compiled under Python 3.11:
# Sphinx 7.0.0, furo 2024.1.29, sphinx-favicon, and the storage clients autodoc imports: redis,
# pymemcache, pymongo, cachelib, Flask-SQLAlchemy, boto3, mypy-boto3-dynamodb), every pin as it
# gives it, plus what it leaves out and `import flask_session.base` needs: msgspec 0.23.0 (the
# package's own dependency) and greenlet 3.5.6 (SQLAlchemy's), as pip resolved them on 2026-12-06.
FLASK_SESSION_DOCS_PINS=(alabaster==0.7.13 Babel==2.12.1 beautifulsoup4==4.12.3 blinker==1.7.0
    boto3==1.34.69 botocore==1.34.69 cachelib==0.12.0 certifi==2023.5.7 charset-normalizer==3.1.0
    click==8.1.7 dnspython==2.6.1 docutils==0.19 Flask==3.0.2 Flask-SQLAlchemy==3.1.1
    furo==2024.1.29 greenlet==3.5.6 idna==3.4 imagesize==1.4.1 itsdangerous==2.1.2 Jinja2==3.1.2
    jmespath==1.0.1 MarkupSafe==2.1.2 msgspec==0.23.0 mypy-boto3-dynamodb==1.34.67 packaging==23.1
    Pygments==2.15.1 pymemcache==4.0.0 pymongo==4.6.2 python-dateutil==2.9.0.post0 redis==5.0.1
    requests==2.30.0 s3transfer==0.10.1 six==1.16.0 snowballstemmer==2.2.0 soupsieve==2.5
    Sphinx==7.0.0 sphinx-basic-ng==1.0.0b2 sphinx-favicon==1.0.1 sphinxcontrib-applehelp==1.0.4
    sphinxcontrib-devhelp==1.0.2 sphinxcontrib-htmlhelp==2.0.1 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-qthelp==1.0.3 sphinxcontrib-serializinghtml==1.1.5 SQLAlchemy==2.0.27
    typing_extensions==4.10.0 urllib3==2.0.2 Werkzeug==3.0.1)
AIOCACHE_VERSION=0.12.3
AIOCACHE_SHA256=f528b27bf4d436b497a1d0d1a8f59a542c153ab1e37c3621713cb376d44c4713
# aiocache's docs build: the sdist has no docs requirements file; docs/readthedocs.yml installs the
# package with its redis, memcached and msgpack extras, and conf.py imports sphinx_rtd_theme (its
# get_html_theme_path() only warns in 3.1.0). Sphinx and the theme as pycodestyle's pins; autodoc
# imports aiocache from the checkout (conf.py puts '..' on sys.path), whose RedisCache and
# MemcachedCache need redis (4.4.2, the sdist's requirements.txt pin; async-timeout is its
# dependency) and aiomcache (0.8.0, likewise); msgpack as pip resolved it on 2026-12-06.
AIOCACHE_DOCS_PINS=(aiomcache==0.8.0 alabaster==1.0.0 async-timeout==5.0.1 babel==2.19.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 msgpack==1.2.1 packaging==26.4
    Pygments==2.21.0 redis==4.4.2 requests==2.34.2 roman-numerals==4.1.0 roman-numerals-py==4.1.0
    snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)
ANYIO_VERSION=4.16.0
ANYIO_SHA256=59bb03251907983d1603d27c3087ddb1e93299ea2163adcdba37899a4fb12ffb
# anyio's docs build: .readthedocs.yml installs the package with pyproject.toml's `doc` dependency
# group (packaging, Sphinx ~= 8.2, sphinx_rtd_theme, sphinx-autodoc-typehints, sphinx-tabs,
# towncrier); conf.py reads the version with importlib.metadata, so the checkout is installed into
# the venv (idna and typing_extensions are its dependencies under Python 3.11-3.14). As pip resolved
# them on 2026-12-06 (Python 3.11).
ANYIO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    click==8.5.1 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4
    packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-autodoc-typehints==3.5.2
    sphinx-rtd-theme==3.1.0 sphinx-tabs==3.5.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    towncrier==26.9.0 typing_extensions==4.16.0 urllib3==2.8.0)
INVOKE_VERSION=3.0.3
INVOKE_SHA256=437b6a622223824380bfb4e64f612711a6b648c795f565efc8625af66fb57f0c
# invoke's docs build: sites/docs/conf.py (with sites/shared_conf.py) needs only Sphinx and alabaster
# (the theme and its mini-extension; intersphinx, doctest and autodoc are Sphinx's own). The sdist's
# `dev` dependency group pins alabaster==0.7.12 and leaves Sphinx open; Sphinx 7.2.6 is the last
# release that accepts an alabaster below 0.7.14, so it is pinned with the rest of its venv
# (resolved under Python 3.11). autodoc imports invoke from the checkout (conf.py puts ../.. on
# sys.path; invoke has no runtime dependencies), so nothing else is installed.
INVOKE_DOCS_PINS=(alabaster==0.7.12 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.20.1 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 snowballstemmer==3.1.1
    Sphinx==7.2.6 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)
FABRIC_VERSION=3.2.3
FABRIC_SHA256=dcbd2c47ad87688facaef5cc11aab6d1ec9ed05645fed97a5de7204d5d17cc44
# fabric's docs build: sites/docs/conf.py (with sites/shared_conf.py) needs Sphinx and alabaster (the
# sdist's dev-requirements.txt pins alabaster==0.7.13, hence Sphinx 7.2.6, the last release that
# accepts an alabaster below 0.7.14), and shared_conf imports invocations.environment.in_ci (a pure
# os.environ check), so invocations is installed without its dependencies (release/packaging
# tools the docs never import). autodoc imports fabric from the checkout (conf.py puts ../.. on
# sys.path), so its runtime dependencies are pinned here (invoke 2.2.1, the newest below the
# sdist's `invoke<3.0`; paramiko and its crypto wheels; decorator; Deprecated) plus pytest for
# fabric.testing.fixtures (the `pytest` extra). Resolved under Python 3.11.
FABRIC_DOCS_PINS=(alabaster==0.7.13 babel==2.19.0 bcrypt==5.0.0 certifi==2026.10.19.post1
    cffi==2.1.1 charset-normalizer==3.5.3 cryptography==51.0.1 decorator==5.3.2 Deprecated==1.3.1
    docutils==0.20.1 idna==3.21 imagesize==2.0.1 iniconfig==2.3.1 invoke==2.2.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 paramiko==5.1.0 pluggy==1.7.0 pycparser==3.12
    Pygments==2.21.0 PyNaCl==1.6.2 pytest==9.2.0 requests==2.34.2 snowballstemmer==3.1.1
    Sphinx==7.2.6 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0 wrapt==2.5.2)
FABRIC_INVOCATIONS_VERSION=4.0.2
STAMINA_VERSION=26.1.0
STAMINA_SHA256=0214d05fdf5102c518194a4aac7520ce53cf660550ae3b940701aad88cf50c17
# stamina's docs build: the `docs` dependency group of its pyproject.toml (sphinx >= 7.2.2, furo,
# myst-parser, sphinx-notfound-page, sphinx-copybutton, structlog, prometheus-client) resolved and
# pinned 2026-12-06 for Python 3.11 (Sphinx 9.0.4 as for structlog), plus its one runtime
# dependency, tenacity, which autodoc's import of stamina needs.
STAMINA_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 markdown-it-py==4.3.0
    MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4
    prometheus_client==0.26.0 Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2 sphinx-notfound-page==1.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    structlog==26.1.0 tenacity==9.2.1 typing_extensions==4.16.0 urllib3==2.8.0)

PYRATE_LIMITER_VERSION=4.6.0
PYRATE_LIMITER_SHA256=9530258e021193e776ff348a95106c88569e033fa43248e5fc484959ae9d4b40
# pyrate-limiter's docs build: the `docs` dependency group of its pyproject.toml (furo, myst-parser,
# sphinx, sphinx-autodoc-typehints, sphinx-copybutton, sphinxcontrib-apidoc, sphinxcontrib-mermaid)
# resolved and pinned 2026-12-06 for Python 3.11, plus requests and httpx so that autodoc can import
# extras/requests_limiter.py and extras/httpx_limiter.py (aiohttp and httpx2 are left out: their two
# extras pages render empty, with warnings; psycopg is mocked by conf.py; redis is imported only
# under TYPE_CHECKING).
PYRATE_LIMITER_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 anyio==4.16.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.22.4
    furo==2025.12.19 h11==0.16.0 httpcore==1.0.9 httpx==0.29.0 idna==3.21 imagesize==2.0.1
    Jinja2==3.1.6 markdown-it-py==4.3.0 MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2
    myst-parser==5.2.0 packaging==26.4 pbr==7.1.3 Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2
    roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4
    sphinx-autodoc-typehints==3.6.1 sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2
    sphinxcontrib-apidoc==0.6.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-mermaid==2.1.1
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0
    urllib3==2.8.0)

FILELOCK_VERSION=4.3.2
FILELOCK_SHA256=4f0a21c70447782453c06bb20a9863ee385ead1abaef22049af79289496851b3
# The sdist's file on PyPI (its address as the simple API gives it): `pip download` of the sdist prepares
# its metadata, which needs its build backend's python-sbom[hatch] (no sdist on PyPI, so unpack_sdist's
# --no-binary :all: cannot install it). Checked by unpack_sdist against the sha256 above.
FILELOCK_SDIST_URL=https://files.pythonhosted.org/packages/b2/de/99f4266dc2b97503fe35af46d4bf54ea4d434bc322992103145c9de7da95/filelock-4.3.2.tar.gz
# filelock's docs build: the sdist's pyproject.toml `docs` dependency group (furo, Sphinx,
# sphinx-autodoc-typehints, sphinx-copybutton, sphinx-design, sphinx-llm, sphinx-sitemap,
# sphinxcontrib-mermaid, sphinxcontrib-towncrier, sphinxext-opengraph, towncrier) resolved by pip under
# Python 3.13 on 2026-12-06 (conf.py needs 3.12+: typing.override), every package pinned. tox's docs env
# adds the `release` group (release-creator, prek), which needs Python 3.15: not installable here (see
# build_filelock).
FILELOCK_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 docutils==0.23.1 furo==2025.12.19
    idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0
    PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.2.0 sphinx-autodoc-typehints==3.17.6 sphinx-basic-ng==1.0.0b2 sphinx-copybutton==0.5.2
    sphinx-last-updated-by-git==0.3.8 sphinx-llm==1.0.0 sphinx-markdown-builder==0.6.11
    sphinx-sitemap==2.9.0 sphinx_design==0.8.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-mermaid==2.1.1 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    sphinxcontrib-towncrier==0.5.0a0 sphinxext-opengraph==0.13.0 tabulate==0.10.0 towncrier==26.9.0
    typing_extensions==4.16.0 urllib3==2.8.0)
WSPROTO_VERSION=1.3.2
WSPROTO_SHA256=b86885dcf294e15204919950f666e06ffc6c7c114ca900b060d6e16293528294
# wsproto's docs build: the sdist's pyproject.toml `docs` dependency group (sphinx>=8.2.3,<9) resolved
# by pip under Python 3.11 on 2026-12-06 (Sphinx 8.2.3, the newest below 9), plus h11 0.16.0 (wsproto's one
# dependency: autodoc imports wsproto, which imports h11), every package pinned.
WSPROTO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 h11==0.16.0 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)

SIMPLEJSON_VERSION=4.3.0
SIMPLEJSON_SHA256=ffe34ab51a0d37e6d1c661a5672df00d2d5e18804e38eac07abffb83fa5ec3d7
# simplejson's docs build: the sdist names no docs requirements (its conf.py uses no extension, and
# scripts/make_docs.py runs a bare sphinx-build); Sphinx 8.2.3 under Python 3.11 with the pins wsproto's
# build resolved on 2026-12-06 (less h11), every package pinned.
SIMPLEJSON_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    MarkupSafe==3.0.4 packaging==26.4 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)

PORTALOCKER_VERSION=4.4.2
PORTALOCKER_SHA256=7ac85bb2aa3c7873bf2ac72586fc6154afa4671ac786994a16617a6b7ccb3e5e
# The sdist's file on PyPI (its address as the simple API gives it): `pip download --no-binary :all:`
# of the sdist prepares its metadata, which needs its build backend uv_build (wheels only on PyPI).
# Checked by unpack_sdist against the sha256 above.
PORTALOCKER_SDIST_URL=https://files.pythonhosted.org/packages/7f/d9/586fb0510fdfbd95a86f9d5c5046463aca41a55f6573d1a5a082a62e0acb/portalocker-4.4.2.tar.gz
# portalocker's docs build: the sdist's `docs` extra (furo, sphinx>=7) plus its build backend uv_build
# (conf.py reads metadata.version("portalocker"), so portalocker is installed from a copy of the
# checkout; uv_build runs its uv-build executable from PATH, the venv's bin/) resolved by pip under
# Python 3.13 on 2026-12-06, every package pinned.
PORTALOCKER_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0
    beautifulsoup4==4.15.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3 docutils==0.23.1
    furo==2025.12.19 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4
    Sphinx==9.2.0 sphinx-basic-ng==1.0.0b2 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0
    sphinxcontrib-serializinghtml==2.0.0 typing_extensions==4.16.0 urllib3==2.8.0 uv-build==0.13.6)

ARROW_VERSION=1.4.0
ARROW_SHA256=ed0cc050e98001b8779e84d461b0098c4ac597e88704a655582b21d116e526d7
# arrow's docs build: requirements/requirements-docs.txt (sphinx>=7.0.0, sphinx-autodoc-typehints,
# sphinx_rtd_theme>=1.3.0; doc8 and sphinx-autobuild left out: a linter and a live server, not the
# build) plus requirements.txt's runtime dependencies (python-dateutil, tzdata), which autodoc needs
# to import the checkout; Sphinx held at 8.2.3 with anyio's set. Resolved by pip under Python 3.11
# on 2026-12-06, every package pinned.
ARROW_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 python-dateutil==4.0.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-autodoc-typehints==3.5.2
    sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 tzdata==2026.6 urllib3==2.8.0)
FALCON_VERSION=4.4.0
FALCON_SHA256=9f3ffbddc8baed4573295642eddb18a37eea37baba9f20c5be379c8b3d3d79e6
# falcon's docs build: the sdist's requirements/docs (falconry-pygments-theme >= 0.2.0, myst-parser,
# pydata-sphinx-theme < 0.18.0, PyYAML, Sphinx, sphinx-copybutton, sphinx_design, towncrier; doc2dash
# left out: only the Dash docset build uses it), resolved and pinned 2026-12-06 under Python 3.11.
# conf.py puts the checkout on sys.path and imports falcon from there (pure Python, no dependency),
# so falcon is not installed.
FALCON_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 charset-normalizer==3.5.3 click==8.5.1 docutils==0.22.4
    falconry-pygments-theme==0.3.0 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 markdown-it-py==4.3.0
    MarkupSafe==3.0.4 mdit-py-plugins==0.7.0 mdurl==0.1.2 myst-parser==5.2.0 packaging==26.4
    pydata-sphinx-theme==0.17.1 Pygments==2.21.0 PyYAML==6.0.4 requests==2.34.2 roman-numerals==4.1.0
    snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==9.0.4 sphinx-copybutton==0.5.2 sphinx_design==0.8.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    towncrier==26.9.0 typing_extensions==4.16.0 urllib3==2.8.0)

TORNADO_VERSION=6.6.1
TORNADO_SHA256=28e6311402af59c8b02e3fa0f5e7d8eb465b25081381803b127d97e6a4395d5a
# tornado's docs build: the sdist's requirements.txt pins Sphinx 9.0.4, docutils 0.22.4,
# sphinx-rtd-theme 3.1.0 and sphinxcontrib-jquery 4.1 (its dev tools, black/flake8/mypy/tox, left
# out: the docs do not use them); the rest of the Sphinx set as falcon's, resolved by pip under
# Python 3.11 on 2026-12-06, every package pinned. conf.py puts the checkout on sys.path and
# imports tornado from there (pure Python without the optional speedups extension), so tornado
# is not installed.
TORNADO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==1.0.1
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 urllib3==2.8.0)

DATEPARSER_VERSION=1.5.0
DATEPARSER_SHA256=08d62f2c00d3a1e806fc59d40c79e7554e31d84d3b8c6145820af051c92e7292
# dateparser's docs build: docs/conf.py needs Sphinx and sphinx_rtd_theme (the sdist has no docs
# requirements file) and imports dateparser, so its runtime dependencies (python-dateutil, pytz,
# regex, tzlocal; tzdata comes with tzlocal) too; arrow's Sphinx 8.2.3 set otherwise. Resolved by
# pip under Python 3.11 on 2026-12-06, every package pinned.
DATEPARSER_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 python-dateutil==4.0.0 pytz==2026.6 regex==2026.12.2 requests==2.34.2
    roman-numerals==4.1.0 roman-numerals-py==4.1.0 snowballstemmer==3.1.1 Sphinx==8.2.3
    sphinx-rtd-theme==3.1.0 sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0
    sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1 sphinxcontrib-jsmath==2.0.0
    sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0 tzdata==2026.6 tzlocal==5.4.5
    urllib3==2.8.0)

ALEMBIC_VERSION=1.20.1
ALEMBIC_SHA256=83490def1f723413db5096591f7609ac52544805be93849170088ed04f5a2e0b
# alembic's docs build: docs/build/requirements.txt names changelog, sphinx-paramlinks and
# SQLAlchemy from git, sphinx_copybutton==0.5.1, sphinx-book-theme and Mako; conf.py imports alembic
# from the checkout (sys.path) and so SQLAlchemy, Mako and typing-extensions. Here from PyPI, the
# Sphinx 8.2.3 set of dateparser otherwise; resolved by pip under Python 3.11 on 2026-12-06, every
# package pinned.
ALEMBIC_DOCS_PINS=(accessible-pygments==0.0.5 alabaster==1.0.0 babel==2.19.0 beautifulsoup4==4.15.0
    certifi==2026.10.19.post1 changelog==0.6.2 charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21
    imagesize==2.0.1 Jinja2==3.1.6 looseversion==1.3.0 Mako==1.4.3 MarkupSafe==3.0.4 packaging==26.4
    pydata-sphinx-theme==0.20.0 Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0
    roman-numerals-py==4.1.0 snowballstemmer==3.1.1 soupsieve==4.1.4 Sphinx==8.2.3
    sphinx-book-theme==1.4.0 sphinx-copybutton==0.5.1 sphinx-paramlinks==0.6.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    SQLAlchemy==2.1.9 typing_extensions==4.16.0 urllib3==2.8.0)

MAKO_VERSION=1.4.3
MAKO_SHA256=cd6537fe88d5fec315c55c2f8529bc4ce7a9a352ad7db3eeaa6a66e2dd4ec37a
# Mako's docs build: doc/build/requirements.txt names changelog, sphinx-paramlinks and zzzeeksphinx
# (the zsmako theme of conf.py) from git; here from PyPI (zzzeeksphinx brings libsass, a binary
# wheel, and Mako itself; conf.py puts the checkout first on sys.path, so autodoc reads the
# checkout). Resolved by pip under Python 3.11 on 2026-12-06, every package pinned.
MAKO_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 changelog==0.6.2
    charset-normalizer==3.5.3 docutils==0.21.2 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6
    libsass==0.23.0 looseversion==1.3.0 Mako==1.4.3 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 roman-numerals-py==4.1.0
    snowballstemmer==3.1.1 Sphinx==8.2.3 sphinx-paramlinks==0.6.0 sphinxcontrib-applehelp==2.0.0
    sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0 sphinxcontrib-jquery==4.1
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0 zzzeeksphinx==1.6.2)

PEEWEE_VERSION=4.5.3
PEEWEE_SHA256=434576afaf806428a01f84af74c42fde59372c4f6a6eba26d9b5372113344a8a
# peewee's docs build: docs/conf.py enables no extension and uses Sphinx's bundled alabaster theme
# (the sdist has no docs requirements file); it puts the checkout on sys.path and imports peewee
# from there for the version (pure Python: the optional C extensions are not built), so peewee is
# not installed. tornado's Sphinx 9.0.4 set less the rtd theme and jquery, resolved by pip under
# Python 3.11 on 2026-12-06, every package pinned.
PEEWEE_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.0.4
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==1.0.1 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)

BABEL_VERSION=2.19.0
BABEL_SHA256=fddd2cbbbac7c299af3c2880be23609c331bd94f0912baca6cb0abfe054dfc27
# Babel's docs build: docs/requirements.txt asks for Sphinx~=9.1.0 (which needs Python >= 3.12:
# the venv is a Python 3.13 one); conf.py enables autodoc, intersphinx and extlinks only, uses the
# sdist's own docs/_themes/babel theme, and puts the checkout first on sys.path, so autodoc imports
# babel from the checkout (whose babel/locale-data ships in the sdist; the venv's babel==2.19.0 is
# Sphinx's own dependency, the same release). Resolved by pip under Python 3.13 on 2026-12-06,
# every package pinned.
BABEL_DOCS_PINS=(alabaster==1.0.0 babel==2.19.0 certifi==2026.10.19.post1 charset-normalizer==3.5.3
    docutils==0.22.4 idna==3.21 imagesize==2.0.1 Jinja2==3.1.6 MarkupSafe==3.0.4 packaging==26.4
    Pygments==2.21.0 requests==2.34.2 roman-numerals==4.1.0 snowballstemmer==3.1.1 Sphinx==9.1.0
    sphinxcontrib-applehelp==2.0.0 sphinxcontrib-devhelp==2.0.0 sphinxcontrib-htmlhelp==2.1.0
    sphinxcontrib-jsmath==2.0.0 sphinxcontrib-qthelp==2.0.0 sphinxcontrib-serializinghtml==2.0.0
    urllib3==2.8.0)

log() { printf '== %s\n' "$*" >&2; }

verify() { # verify FILE SHA256
    local got
    got="$(sha256sum "$1" | cut -d' ' -f1)"
    if [[ "$got" != "$2" ]]; then
        echo "sha256 mismatch for $1: expected $2, got $got" >&2
        exit 1
    fi
}

# unpack_sdist NAME VERSION SHA256 DIR: the sdist from PyPI (kept in downloads/), checked,
# unpacked as DIR/checkout.
unpack_sdist() {
    local name="$1" version="$2" sha="$3" dir="$4" dl="$CACHE/downloads"
    local sdist="$dl/$name-$version.tar.gz"
    log "$name $version: sdist from PyPI"
    [[ -f "$sdist" ]] || pip download --quiet --no-binary :all: --no-deps \
        "$name==$version" -d "$dl"
    verify "$sdist" "$sha"
    rm -rf "$dir" && mkdir -p "$dir"
    tar -xzf "$sdist" -C "$dir"
    mv "$dir/$name-$version" "$dir/checkout"
}

# A Python 3.13 that runs (a pyenv shim on PATH may exist without working: the first candidate
# that runs), printed; else a message naming the corpus ($1) and why it needs one ($2).
python313() {
    local c
    for c in python3.13 "$HOME"/.pyenv/versions/3.13*/bin/python3.13; do
        "$c" -c 'import sys; assert sys.version_info >= (3, 13)' 2>/dev/null && { echo "$c"; return; }
    done
    echo "$1: needs python3.13 to build its docs${2:+ ($2)}" >&2
    return 1
}

build_yamllint() {
    local dir="$CACHE/yamllint"
    [[ -f "$dir/.built" ]] && { log "yamllint: up to date"; return; }
    unpack_sdist yamllint "$YAMLLINT_VERSION" "$YAMLLINT_SHA256" "$dir"
    log "yamllint: Sphinx $SPHINX_VERSION in a venv, then the HTML site"
    [[ -x "$CACHE/venv/bin/sphinx-build" ]] || {
        python3 -m venv "$CACHE/venv"
        "$CACHE/venv/bin/pip" install --quiet "sphinx==$SPHINX_VERSION" \
            "sphinx-rtd-theme==$SPHINX_RTD_THEME_VERSION"
    }
    # The docs' conf.py imports yamllint from the checkout and mocks its dependencies.
    (cd "$dir/checkout/docs" &&
        "$CACHE/venv/bin/sphinx-build" -q -b html . "$dir/site")
    # Sphinx's own pages (search, index) and sources are not docs pages.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv"
    touch "$dir/.built"
}

build_markdownlint() {
    local dir="$CACHE/markdownlint" dl="$CACHE/downloads"
    local tgz="$dl/markdownlint-$MARKDOWNLINT_VERSION.tgz"
    [[ -f "$dir/.built" ]] && { log "markdownlint: up to date"; return; }
    log "markdownlint $MARKDOWNLINT_VERSION: tarball from npm"
    [[ -f "$tgz" ]] || (cd "$dl" && npm pack --silent "markdownlint@$MARKDOWNLINT_VERSION" >/dev/null)
    verify "$tgz" "$MARKDOWNLINT_SHA256"
    rm -rf "$dir" && mkdir -p "$dir"
    tar -xzf "$tgz" -C "$dir"
    mv "$dir/package" "$dir/checkout"
    # The labelled docs are the rule pages (doc/md001.md ... doc/md060.md), one per rule, each
    # listing the rule's parameters with their defaults. doc/Rules.md concatenates the same
    # pages and README.md documents the JS API: neither is labelled, so neither is scanned.
    # The checkout keeps its copy of doc/, as the npm package ships it.
    mkdir -p "$dir/docs"
    cp "$dir/checkout/doc/"md0*.md "$dir/docs/"
    touch "$dir/.built"
}

build_markdownlint_site() {
    local dir="$CACHE/markdownlint" work="$CACHE/docusaurus"
    [[ -f "$dir/.site-built" ]] && { log "markdownlint Docusaurus site: up to date"; return; }
    [[ -f "$dir/.built" ]] || build_markdownlint
    log "markdownlint: Docusaurus site of the rule pages (npm ci, docusaurus build)"
    mkdir -p "$work"
    cp "$HERE/docusaurus/package.json" "$HERE/docusaurus/package-lock.json" \
        "$HERE/docusaurus/docusaurus.config.js" "$work/"
    (cd "$work" && npm ci --no-audit --no-fund --loglevel=error >/dev/null)
    rm -rf "$work/docs" "$work/build" "$work/.docusaurus" && mkdir -p "$work/docs"
    cp "$dir/docs/"*.md "$work/docs/"
    # The pages link to / (a home page this site does not have): reported, not fatal.
    (cd "$work" && npx --no-install docusaurus build --out-dir build >"$work/build.log" 2>&1) || {
        tail -20 "$work/build.log" >&2
        exit 1
    }
    rm -rf "$dir/site" && cp -r "$work/build" "$dir/site"
    touch "$dir/.site-built"
}

build_tokio() {
    local dir="$CACHE/tokio"
    [[ -f "$dir/.built" ]] && { log "tokio: up to date"; return; }
    log "tokio $TOKIO_VERSION: crate from crates.io (pinned by tokio-doc/Cargo.lock), rustdoc"
    rm -rf "$dir" && mkdir -p "$dir"
    # cargo checks every crate against the sha256 in Cargo.lock; check tokio's once more here.
    grep -A3 '^name = "tokio"$' "$HERE/tokio-doc/Cargo.lock" | grep -q "checksum = \"$TOKIO_SHA256\"" || {
        echo "tokio-doc/Cargo.lock does not pin tokio $TOKIO_VERSION with sha256 $TOKIO_SHA256" >&2
        exit 1
    }
    (cd "$HERE/tokio-doc" && cargo vendor --locked --quiet "$dir/vendor" >/dev/null)
    cp -r "$dir/vendor/tokio" "$dir/checkout"
    (cd "$HERE/tokio-doc" &&
        CARGO_TARGET_DIR="$dir/target" cargo doc --locked --quiet --no-deps -p tokio)
    cp -r "$dir/target/doc/tokio" "$dir/site"
    rm -rf "$dir/target" "$dir/vendor"
    touch "$dir/.built"
}

build_flask() {
    local dir="$CACHE/flask"
    [[ -f "$dir/.built" ]] && { log "flask: up to date"; return; }
    unpack_sdist flask "$FLASK_VERSION" "$FLASK_SHA256" "$dir"
    log "flask: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_DOCS_PINS[@]}"
    # autodoc imports flask: the checkout itself (its dependencies are pinned above).
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/checkout"
    # Intersphinx cannot reach the other projects' inventories offline: those links stay
    # plain text (warnings only).
    (cd "$dir/checkout/docs" &&
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>/dev/null)
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/404.html" "$dir/venv"
    touch "$dir/.built"
}

build_starlette() {
    local dir="$CACHE/starlette"
    [[ -f "$dir/.built" ]] && { log "starlette: up to date"; return; }
    unpack_sdist starlette "$STARLETTE_VERSION" "$STARLETTE_SHA256" "$dir"
    log "starlette: MkDocs in its own venv (pinned), then the site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${STARLETTE_DOCS_PINS[@]}"
    # The project's mkdocs.yml is strict; offline, mkdocstrings cannot fetch Python's
    # inventory, which strict mode turns into a failure. The same config, not strict:
    sed 's/^strict: true/strict: false/' "$dir/checkout/mkdocs.yml" >"$dir/checkout/mkdocs.offline.yml"
    (cd "$dir/checkout" && NO_MKDOCS_2_WARNING=1 "$dir/venv/bin/mkdocs" build -q \
        -f mkdocs.offline.yml -d "$dir/site" 2>/dev/null)
    rm -f "$dir/checkout/mkdocs.offline.yml"
    rm -rf "$dir/site/assets" "$dir/site/search" "$dir/site/css" "$dir/site/img" \
        "$dir/site/sitemap.xml" "$dir/site/sitemap.xml.gz" "$dir/site/404.html" "$dir/venv"
    touch "$dir/.built"
}

build_black() {
    local dir="$CACHE/black"
    [[ -f "$dir/.built" ]] && { log "black: up to date"; return; }
    unpack_sdist black "$BLACK_VERSION" "$BLACK_SHA256" "$dir"
    log "black: Sphinx + MyST in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${BLACK_DOCS_PINS[@]}"
    # conf.py reads Black's version, and the server page runs `blackd --help`: the checkout
    # itself, with the `d` extra (its dependencies are pinned above).
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/checkout[d]"
    (cd "$dir/checkout/docs" && PATH="$dir/venv/bin:$PATH" \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>/dev/null)
    grep -q 'default: 45484' "$dir/site/usage_and_configuration/black_as_a_server.html" || {
        echo "black: blackd --help did not render into black_as_a_server.html" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/venv"
    touch "$dir/.built"
}

build_structlog() {
    local dir="$CACHE/structlog"
    [[ -f "$dir/.built" ]] && { log "structlog: up to date"; return; }
    unpack_sdist structlog "$STRUCTLOG_VERSION" "$STRUCTLOG_SHA256" "$dir"
    log "structlog: Sphinx + MyST + autodoc in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${STRUCTLOG_DOCS_PINS[@]}"
    # conf.py reads the version from the installed distribution and api.rst autodocs the
    # package: the checkout itself (no runtime dependencies on Python >= 3.11; its build
    # backend, hatchling + hatch-vcs, comes from PyPI through pip's build isolation).
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/checkout"
    (cd "$dir/checkout/docs" && PATH="$dir/venv/bin:$PATH" \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'Encoding to decode from (default:' "$dir/site/api.html" || {
        echo "structlog: api.html did not render its autodoc docstrings" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_django() {
    local dir="$CACHE/django"
    [[ -f "$dir/.built" ]] && { log "django: up to date"; return; }
    unpack_sdist django "$DJANGO_VERSION" "$DJANGO_SHA256" "$dir"
    log "django: Sphinx in its own venv (pinned), then the HTML site (about 660 pages)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DJANGO_DOCS_PINS[@]}"
    # As docs/Makefile's `html` target: the `djangohtml` builder of docs/_ext/djangodocs.py
    # (conf.py puts _ext on sys.path). No autodoc: Django itself is not imported. Intersphinx
    # cannot reach Python's and Sphinx's inventories offline: those links stay plain text
    # (warnings only).
    (cd "$dir/checkout/docs" &&
        "$dir/venv/bin/sphinx-build" -q -b djangohtml . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'Default: <code class="docutils literal notranslate"><span class="pre">False</span>' \
        "$dir/site/ref/settings.html" || {
        echo "django: ref/settings.html did not render its Default: lines" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" \
        "$dir/site/templatebuiltins.js" "$dir/venv"
    touch "$dir/.built"
}

build_bandit() {
    local dir="$CACHE/bandit"
    [[ -f "$dir/.built" ]] && { log "bandit: up to date"; return; }
    unpack_sdist bandit "$BANDIT_VERSION" "$BANDIT_SHA256" "$dir"
    log "bandit: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${BANDIT_DOCS_PINS[@]}"
    # conf.py puts the checkout on sys.path for autodoc, but bandit/__init__.py reads its version
    # from the installed metadata: install a copy (pbr writes build/ into the tree it installs
    # from, and the checkout must stay as released).
    cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation "$dir/pkg"
    rm -rf "$dir/pkg"
    # Warnings (the plugin docstrings' relative :doc: links) go to sphinx.log; no bytecode is
    # written into the checkout.
    (cd "$dir/checkout/doc/source" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'tmp_dirs' "$dir/site/plugins/b108_hardcoded_tmp_directory.html" || {
        echo "bandit: the plugin pages did not render their docstrings (autodoc)" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of six plugin modules (source, not docs).
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_apscheduler() {
    local dir="$CACHE/apscheduler"
    [[ -f "$dir/.built" ]] && { log "apscheduler: up to date"; return; }
    unpack_sdist apscheduler "$APSCHEDULER_VERSION" "$APSCHEDULER_SHA256" "$dir"
    log "apscheduler: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${APSCHEDULER_DOCS_PINS[@]}"
    "$dir/venv/bin/pip" install --quiet --no-deps "apscheduler==$APSCHEDULER_VERSION"
    # conf.py mocks the optional back ends (sqlalchemy, redis, tornado, twisted, ...); autodoc
    # imports the checkout's src/. Intersphinx cannot reach its inventories offline (warnings).
    (cd "$dir/checkout/docs" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'misfire_grace_time' "$dir/site/modules/schedulers/base.html" || {
        echo "apscheduler: modules/schedulers/base.html did not render its docstrings (autodoc)" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_gunicorn() {
    local dir="$CACHE/gunicorn"
    [[ -f "$dir/.built" ]] && { log "gunicorn: up to date"; return; }
    unpack_sdist gunicorn "$GUNICORN_VERSION" "$GUNICORN_SHA256" "$dir"
    log "gunicorn: Sphinx in its own venv (pinned), then the HTML site (about 3 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${GUNICORN_DOCS_PINS[@]}"
    # As docs/Makefile's `html` target (sphinx-build -b html source build/html). conf.py's own
    # extension docs/gunicorn_ext.py rewrites source/settings.rst from gunicorn/config.py's
    # KNOWN_SETTINGS at build time (the released file is the same text).
    (cd "$dir/checkout/docs" &&
        "$dir/venv/bin/sphinx-build" -q -b html source "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q '<strong>Default:</strong> <code class="docutils literal notranslate"><span class="pre">2048</span>' \
        "$dir/site/settings.html" || {
        echo "gunicorn: settings.html did not render its Default: lines" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/venv"
    touch "$dir/.built"
}

build_salt() {
    local dir="$CACHE/salt"
    [[ -f "$dir/.built" ]] && { log "salt: up to date"; return; }
    unpack_sdist salt "$SALT_VERSION" "$SALT_SHA256" "$dir"
    log "salt: Sphinx in its own venv (pinned), then the HTML site (about 1,200 pages, autodoc)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SALT_DOCS_PINS[@]}"
    # As doc/Makefile's `html` target. conf.py puts the checkout on sys.path and imports salt;
    # autodoc imports every documented module (the venv has Salt's dependencies). Intersphinx
    # cannot reach Python's inventory offline (a warning); the spelling extension is only added
    # when `import enchant` works (libenchant), and only adds a builder.
    (cd "$dir/checkout/doc" &&
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" . "$dir/site" \
            2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'Default: <code class="docutils literal notranslate"><span class="pre">4505</span>' \
        "$dir/site/ref/configuration/master.html" || {
        echo "salt: ref/configuration/master.html did not render its Default: lines" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" \
        "$dir/site/_downloads" "$dir/doctrees" "$dir/venv"
    touch "$dir/.built"
}

build_coverage() {
    local dir="$CACHE/coverage"
    [[ -f "$dir/.built" ]] && { log "coverage: up to date"; return; }
    unpack_sdist coverage "$COVERAGE_VERSION" "$COVERAGE_SHA256" "$dir"
    log "coverage: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${COVERAGE_DOCS_PINS[@]}"
    # As doc/'s `make html`, with conf.py's extension list minus its first entry,
    # sphinx_linklint.ext (a link checker: no HTML of its own; not installable on Python 3.11).
    # autodoc imports coverage from the checkout (PYTHONPATH; its pure-Python tracer is enough),
    # without writing bytecode into it. The command pages' `--help` blocks are cog output
    # committed in the .rst files. Intersphinx cannot reach Python's inventory offline (a warning).
    (cd "$dir/checkout/doc" && PYTHONPATH="$dir/checkout" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -D extensions=sphinx.ext.autodoc,sphinx.ext.todo,\
sphinx.ext.ifconfig,sphinx.ext.intersphinx,sphinxcontrib.restbuilder,sphinx.ext.napoleon,\
sphinxext.rediraffe,sphinx_code_tabs,sphinx_rtd_theme . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'default False' "$dir/site/config.html" &&
        grep -q 'class="sig-name descname"><span class="pre">Coverage' "$dir/site/api_coverage.html" || {
        echo "coverage: config.html or the autodoc of api_coverage.html did not render" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" \
        "$dir/site/_rediraffe_redirected.json" "$dir/venv"
    touch "$dir/.built"
}

build_scrapy() {
    local dir="$CACHE/scrapy"
    [[ -f "$dir/.built" ]] && { log "scrapy: up to date"; return; }
    unpack_sdist scrapy "$SCRAPY_VERSION" "$SCRAPY_SHA256" "$dir"
    log "scrapy: Sphinx in its own venv (pinned), then the HTML site (autodoc)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet --no-deps "${SCRAPY_DOCS_PINS[@]}"
    # As docs/Makefile's `html` target. conf.py puts the checkout on sys.path (autodoc imports
    # scrapy from it). Intersphinx cannot reach the inventories offline (warnings only); no
    # bytecode is written into the checkout.
    (cd "$dir/checkout/docs" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" . "$dir/site" \
            2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'Default: <code class="docutils literal notranslate"><span class="pre">16</span>' \
        "$dir/site/topics/settings.html" || {
        echo "scrapy: topics/settings.html did not render its Default: lines" >&2
        exit 1
    }
    # Besides Sphinx's own pages: viewcode's _modules/ (source copies), the Markdown copy of every
    # page and llms.txt that sphinx-scrapy's sphinx-llm-friendly writes beside the HTML, the
    # sitemap, the 404 page and the video thumbnails.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/_video_thumbnail" "$dir/site/search.html" "$dir/site/.doctrees" \
        "$dir/site/.buildinfo" "$dir/site/genindex.html" "$dir/site/searchindex.js" \
        "$dir/site/objects.inv" "$dir/site/py-modindex.html" "$dir/site/llms.txt" \
        "$dir/site/llms-full.txt" "$dir/site/sitemap.xml" "$dir/site/404.html" \
        "$dir/doctrees" "$dir/venv"
    find "$dir/site" -name '*.md' -delete
    touch "$dir/.built"
}

build_sphinx() {
    local dir="$CACHE/sphinx"
    [[ -f "$dir/.built" ]] && { log "sphinx: up to date"; return; }
    unpack_sdist sphinx "$SPHINXPROJ_VERSION" "$SPHINXPROJ_SHA256" "$dir"
    log "sphinx: its own docs, built by the checkout's Sphinx (dependencies pinned in a venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet --no-deps "${SPHINXPROJ_DOCS_PINS[@]}"
    # As doc/Makefile's `html` target, with the checkout's sphinx package first on the path (it is
    # the generator and autodoc's subject). conf.py's extensions as written; graphviz and
    # inheritance_diagram only warn without `dot`; intersphinx cannot reach the inventories
    # offline (warnings only); no bytecode is written into the checkout.
    (cd "$dir/checkout/doc" && PYTHONPATH="$dir/checkout" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/python" -m sphinx -q -b html -d "$dir/doctrees" . "$dir/site" \
            2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q '<dt class="field-even">Default<span class="colon">:</span></dt>' \
        "$dir/site/usage/configuration.html" || {
        echo "sphinx: usage/configuration.html did not render its Default fields" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/doctrees" "$dir/venv"
    touch "$dir/.built"
}

# check_pin NAME VERSION SHA256: checks the lock file pins NAME at VERSION with SHA256.
build_piptools() {
    local dir="$CACHE/pip-tools"
    [[ -f "$dir/.built" ]] && { log "pip-tools: up to date"; return; }
    unpack_sdist pip_tools "$PIPTOOLS_VERSION" "$PIPTOOLS_SHA256" "$dir"
    log "pip-tools: Sphinx in its own venv (pinned), pip-tools from the checkout, then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PIPTOOLS_DOCS_PINS[@]}"
    # Built from a copy of the checkout, removed afterwards: installing writes build/ and
    # *.egg-info into the source tree, and sphinxcontrib-apidoc writes docs/pkg/*.rst; the
    # checkout stays as unpacked. pip-tools is installed (not editable) with the venv's own
    # setuptools/setuptools-scm (version from the sdist's PKG-INFO; conf.py reads it with
    # importlib.metadata, autodoc imports the installed copy, identical to the checkout).
    rm -rf "$dir/build-src" && cp -r "$dir/checkout" "$dir/build-src"
    "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation "$dir/build-src"
    # As tox's build-docs env (`sphinx-build docs OUT`), but the html builder (RTD uses dirhtml).
    # The venv's bin/ goes first on PATH so program-output runs its pip-compile/pip-sync (their
    # --help output is rendered on cli/pip-compile.html and cli/pip-sync.html; the --cache-dir
    # default shown there is the building user's cache dir, /root/.cache/pip-tools when root).
    # Intersphinx cannot reach Python's inventory offline (a warning).
    (cd "$dir/build-src" && PATH="$dir/venv/bin:$PATH" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html docs "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'allow-unsafe' "$dir/site/cli/pip-compile.html" &&
        grep -q 'pip-sync' "$dir/site/cli/pip-sync.html" || {
        echo "pip-tools: the --help output of the CLI pages did not render" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" "$dir/venv" \
        "$dir/build-src"
    touch "$dir/.built"
}

# docutils_pages DIR PAGE...: DIR/build/PAGE.rst → DIR/site/PAGE.html by the venv's docutils, as
# the README + `--help` corpora render them: no datestamp, generator or source link, the stylesheet
# linked, not embedded (its CSS is not part of the pages' text); a warning stops the build.
docutils_pages() {
    local dir="$1" page
    shift
    for page in "$@"; do
        "$dir/venv/bin/python" -s -m docutils --no-datestamp --no-generator --no-source-link \
            --syntax-highlight=none --link-stylesheet --halt=warning \
            "$dir/build/$page.rst" "$dir/site/$page.html" 2>>"$dir/docutils.log" || {
            tail -20 "$dir/docutils.log" >&2
            exit 1
        }
    done
}

# DIR/build/PAGE.md rendered to DIR/site/PAGE.html, for each PAGE, by the venv's Python-Markdown
# (tables, fenced code): the sites of projects whose sdist ships a README and a --help text but
# no docs. The title is the page's first "# " heading (an image heading's alt text).
markdown_pages() {
    local dir="$1" page
    shift
    for page in "$@"; do
        "$dir/venv/bin/python" -s - "$dir/build/$page.md" "$dir/site/$page.html" <<'PY'
import html, re, sys
import markdown
src, dst = sys.argv[1], sys.argv[2]
text = open(src, encoding="utf-8").read()
m = re.search(r"^# (?:!\[([^\]]*)\]\([^)]*\)|(.+))$", text, re.M)
# A page whose title is a setext heading (`Title` over `=====`, as pip-audit's README) has no `# `.
title = (m.group(1) or m.group(2)) if m else re.search(r"^(.+)\n=+$", text, re.M).group(1)
body = markdown.markdown(text, extensions=["tables", "fenced_code"], output_format="html")
with open(dst, "w", encoding="utf-8") as f:
    f.write(f'<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{html.escape(title)}</title>\n</head>\n<body>\n{body}\n</body>\n</html>\n")
PY
    done
}

# A docs venv for a Sphinx build that imports the package: the pinned docs packages, then the
# checkout itself, unchanged (its build backend builds it out of tree). Each caller says why its
# docs need the package installed.
docs_venv_with_checkout() {
    local dir="$1" py=python3
    shift
    # `--python PY`: a venv of that interpreter (a docs group that needs Python 3.13).
    if [[ "${1:-}" == --python ]]; then
        py="$2"
        shift 2
    fi
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "$@"
    "$dir/venv/bin/pip" install --quiet --no-deps --force-reinstall "$dir/checkout"
}

# The checkout's Sphinx sources in SRC (a folder of the checkout) built by the venv's Sphinx into
# $dir/site, ARGS before the source folder (`-W`, `-d "$dir/doctrees"`, `-c CONFDIR`); the log in
# $dir/sphinx.log, shown on failure. A variable conf.py reads goes before the call
# (`READTHEDOCS_VERSION=stable sphinx_html …`): bash exports it to the build.
sphinx_html() {
    local dir="$1" src="$2"
    shift 2
    (cd "$dir/checkout/$src" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html "$@" . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
}

# The sdist's docs/ built with its own conf.py by the venv's Sphinx into $dir/site (as
# docs/Makefile's html target).
sphinx_html_from_docs() {
    sphinx_html "$1" docs
}

# A one-page site whose index includes the release history (`.. include:: ../CHANGES`): cut
# that <section id="ID"> and its entries in the page's tables of contents, as other corpora drop
# their changelog page. Usage: cut_included_section PAGE NAME ID.
cut_included_section() {
    python3 - "$1" "$2" "$3" <<'PY'
import re, sys

path, name, sec = sys.argv[1:4]
s = open(path, encoding="utf-8").read()


def cut(s, start, tag):
    # Drop the element opened at `start`, up to its balanced closing tag.
    depth = 0
    for m in re.compile(r"<(/?)%s\b[^>]*>" % tag).finditer(s, start):
        depth += -1 if m.group(1) else 1
        if depth == 0:
            return s[:start] + s[m.end():]
    sys.exit(f"{name}: unbalanced <{tag}> in {path}")


i = s.find(f'<section id="{sec}">')
if i < 0:
    sys.exit(f"{name}: no {sec} section in {path}")
s = cut(s, i, "section")
while (j := s.find(f'href="#{sec}"')) >= 0:
    s = cut(s, s.rfind("<li", 0, j), "li")
open(path, "w", encoding="utf-8").write(s)
PY
}

# Sphinx's own files (search index, static assets, sources, build state) and the venv: not
# pages a user reads.
strip_sphinx_site() {
    local dir="$1"
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" \
        "$dir/site/404.html" "$dir/venv"
}

build_jinja2() {
    local dir="$CACHE/jinja2"
    [[ -f "$dir/.built" ]] && { log "jinja2: up to date"; return; }
    unpack_sdist jinja2 "$JINJA2_VERSION" "$JINJA2_SHA256" "$dir"
    log "jinja2: Sphinx in its own venv (pinned), jinja2 from the checkout, then the HTML site"
    # autodoc and the `jinja_filters` directive import jinja2: the checkout itself (flit_core
    # builds it out of tree; the checkout stays as unpacked).
    docs_venv_with_checkout "$dir" "${JINJA2_DOCS_PINS[@]}"
    # As docs/Makefile's html target. Offline, intersphinx cannot reach Python's inventory, and
    # changes.rst's `include:: ../CHANGES.rst` fails (the sdist has no CHANGES.rst): warnings only,
    # changes.html is empty. ~20 s.
    sphinx_html_from_docs "$dir"
    grep -q 'jinja-filters.truncate' "$dir/site/templates.html" &&
        grep -q 'truncate.leeway' "$dir/site/api.html" || {
        echo "jinja2: templates.html/api.html did not render the filters or the policies" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_werkzeug() {
    local dir="$CACHE/werkzeug"
    [[ -f "$dir/.built" ]] && { log "werkzeug: up to date"; return; }
    unpack_sdist werkzeug "$WERKZEUG_VERSION" "$WERKZEUG_SHA256" "$dir"
    log "werkzeug: Sphinx in its own venv (pinned), werkzeug from the checkout, then the HTML site"
    # autodoc imports werkzeug: the checkout itself (flit_core builds it out of tree).
    docs_venv_with_checkout "$dir" "${WERKZEUG_DOCS_PINS[@]}"
    # Its own docs/conf.py, as docs/Makefile's html target. Offline, intersphinx cannot reach
    # Python's inventory: warnings only.
    sphinx_html_from_docs "$dir"
    grep -q 'max_form_memory_size' "$dir/site/wrappers.html" &&
        grep -q 'reloader_interval' "$dir/site/serving.html" || {
        echo "werkzeug: wrappers.html/serving.html did not render their autodoc" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_mypy() {
    local dir="$CACHE/mypy"
    [[ -f "$dir/.built" ]] && { log "mypy: up to date"; return; }
    # unpack_sdist's `--no-binary :all:` would build mypy's build dependencies from source to
    # prepare its metadata, which fails: only mypy itself as an sdist.
    [[ -f "$CACHE/downloads/mypy-$MYPY_VERSION.tar.gz" ]] || pip download --quiet --no-deps \
        --no-binary mypy "mypy==$MYPY_VERSION" -d "$CACHE/downloads"
    unpack_sdist mypy "$MYPY_VERSION" "$MYPY_SHA256" "$dir"
    log "mypy: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MYPY_DOCS_PINS[@]}"
    # As docs/Makefile's html target, but from the checkout root: conf.py loads its extension as
    # `docs.source.html_builder`, which imports mypy.main from the checkout (sys.path). Offline,
    # intersphinx cannot reach its inventories: warnings only. ~10 s.
    (cd "$dir/checkout" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html docs/source "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'id="confval-follow_imports"' "$dir/site/config_file.html" || {
        echo "mypy: config_file.html did not render its confval entries" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/_refs.html" "$dir/venv"
    touch "$dir/.built"
}

# check_pin NAME VERSION SHA256 [LOCKDIR]: LOCKDIR's Cargo.lock (testcrates-doc unless given) pins it.
check_pin() {
    local lock="$HERE/${4:-testcrates-doc}/Cargo.lock"
    grep -A3 "^name = \"$1\"\$" "$lock" | grep -q "^version = \"$2\"" &&
        grep -A3 "^name = \"$1\"\$" "$lock" | grep -q "checksum = \"$3\"" || {
        echo "${4:-testcrates-doc}/Cargo.lock does not pin $1 $2 with sha256 $3" >&2
        exit 1
    }
}

build_twine() {
    local dir="$CACHE/twine"
    [[ -f "$dir/.built" ]] && { log "twine: up to date"; return; }
    unpack_sdist twine "$TWINE_VERSION" "$TWINE_SHA256" "$dir"
    log "twine: Sphinx + furo + programoutput + autodoc in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TWINE_DOCS_PINS[@]}"
    # conf.py imports twine, index.rst runs `twine upload -h` and docs/internal/ autodocs every
    # module: the checkout itself (its dependencies are pinned above; its build backend comes
    # from PyPI through pip's build isolation).
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/checkout"
    (cd "$dir/checkout/docs" && PATH="$dir/venv/bin:$PATH" \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'default: gpg' "$dir/site/index.html" || {
        echo "twine: twine upload -h did not render into index.html" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_waitress() {
    local dir="$CACHE/waitress"
    [[ -f "$dir/.built" ]] && { log "waitress: up to date"; return; }
    unpack_sdist waitress "$WAITRESS_VERSION" "$WAITRESS_SHA256" "$dir"
    log "waitress: Sphinx + pylons-sphinx-themes in its own venv (pinned), then the HTML site (about 2 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${WAITRESS_DOCS_PINS[@]}"
    # conf.py reads the release from importlib.metadata.version("waitress"): the sdist itself,
    # installed without dependencies (it has none; its setuptools backend comes from PyPI through
    # pip's build isolation) from a copy, so that setuptools' build/lib/ and egg-info (a second
    # copy of the source) stay out of the checkout. api.rst writes serve()'s signature by hand.
    rm -rf "$dir/pkg" && cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/pkg"
    rm -rf "$dir/pkg"
    # As docs/Makefile's `html` target; intersphinx (docs.python.org) fails offline, harmlessly.
    (cd "$dir/checkout/docs" &&
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'Default: <code class="docutils literal notranslate"><span class="pre">1024</span>' \
        "$dir/site/arguments.html" || {
        echo "waitress: arguments.html did not render its Default: lines" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_isort() {
    local dir="$CACHE/isort"
    [[ -f "$dir/.built" ]] && { log "isort: up to date"; return; }
    unpack_sdist isort "$ISORT_VERSION" "$ISORT_SHA256" "$dir"
    log "isort: Sphinx + myst-parser + sphinx-immaterial in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ISORT_DOCS_PINS[@]}"
    # isort/_version.py reads the installed distribution's metadata: the checkout itself, no
    # dependencies (its build backend, hatchling + hatch-vcs, comes from PyPI through pip's build
    # isolation; the version from the sdist's PKG-INFO). conf.py imports the modules from the
    # checkout (sys.path), as the project builds it.
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/checkout"
    # The checkout's own docs/conf.py, run by the shim isort-docs/conf.py (-c), which only turns
    # off sphinx-immaterial's Google Fonts download (html_theme_options "font": False) and makes
    # conf.py's relative static paths absolute. conf.py copies README.md and CHANGELOG.md into
    # docs/generated/ and puts the checkout on sys.path for autodoc. Offline, intersphinx cannot
    # reach its inventory; autodoc warns of duplicate :no-index-entry: options: warnings only. ~7 s.
    (cd "$dir/checkout/docs" && ISORT_DOCS_DIR="$dir/checkout/docs" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -c "$HERE/isort-docs" . "$dir/site" \
        2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q '<strong>Config default:</strong>' "$dir/site/configuration/options.html" || {
        echo "isort: configuration/options.html did not render its Default lines" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/site/sitemap.xml" "$dir/venv"
    touch "$dir/.built"
}

build_flake8() {
    local dir="$CACHE/flake8"
    [[ -f "$dir/.built" ]] && { log "flake8: up to date"; return; }
    unpack_sdist flake8 "$FLAKE8_VERSION" "$FLAKE8_SHA256" "$dir"
    log "flake8: Sphinx + sphinx-rtd-theme + sphinx-prompt in its own venv (pinned), then the HTML site (about 6 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLAKE8_DOCS_PINS[@]}"
    # conf.py imports flake8 (for the release) and internal/ autodocs its modules: the sdist
    # itself, without dependencies (pinned above; its setuptools backend comes from PyPI through
    # pip's build isolation), installed from a copy so that build/ and egg-info stay out of the
    # checkout.
    rm -rf "$dir/pkg" && cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/pkg"
    rm -rf "$dir/pkg"
    # As tox.ini's docs env (sphinx-build -b html docs/source, without -W: intersphinx
    # (docs.python.org) fails offline, harmlessly).
    (cd "$dir/checkout/docs/source" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'This defaults to: <code' "$dir/site/user/options.html" || {
        echo "flake8: user/options.html did not render its defaults" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_pylint() {
    local dir="$CACHE/pylint"
    [[ -f "$dir/.built" ]] && { log "pylint: up to date"; return; }
    # unpack_sdist's `--no-binary :all:` would build pylint's build dependencies (setuptools) from
    # source to prepare its metadata: only pylint itself as an sdist.
    [[ -f "$CACHE/downloads/pylint-$PYLINT_VERSION.tar.gz" ]] || pip download --quiet --no-deps \
        --no-binary pylint "pylint==$PYLINT_VERSION" -d "$CACHE/downloads"
    unpack_sdist pylint "$PYLINT_VERSION" "$PYLINT_SHA256" "$dir"
    log "pylint: Sphinx + furo in its own venv (pinned), then the HTML site (~750 pages, ~4 min)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYLINT_DOCS_PINS[@]}"
    # As doc/Makefile's html target, in a copy of the checkout: conf.py puts doc/exts and the
    # checkout on sys.path, and its extensions write generated .rst files into doc/ at build
    # time (pylint_options.py: user_guide/configuration/all-options.rst from every checker's
    # `options`; pylint_messages.py: one page per message; pylint_features.py, pylint_extensions.py,
    # pyreverse_configuration.py), so the scanned checkout stays the sdist as unpacked. Offline,
    # intersphinx cannot reach its inventories: warnings only.
    rm -rf "$dir/build-src" && cp -a "$dir/checkout" "$dir/build-src"
    (cd "$dir/build-src/doc" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" . "$dir/site" \
        2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'id="max-args"' "$dir/site/user_guide/configuration/all-options.html" || {
        echo "pylint: user_guide/configuration/all-options.html did not render its options" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/py-modindex.html" \
        "$dir/site/_downloads" "$dir/doctrees" "$dir/build-src" "$dir/venv"
    touch "$dir/.built"
}

build_pycodestyle() {
    local dir="$CACHE/pycodestyle"
    [[ -f "$dir/.built" ]] && { log "pycodestyle: up to date"; return; }
    unpack_sdist pycodestyle "$PYCODESTYLE_VERSION" "$PYCODESTYLE_SHA256" "$dir"
    log "pycodestyle: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the HTML site (about 2 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYCODESTYLE_DOCS_PINS[@]}"
    # As docs/Makefile's html target, in a copy of the checkout so that no __pycache__ lands in
    # it (conf.py imports pycodestyle from '..').
    rm -rf "$dir/build-src" && cp -a "$dir/checkout" "$dir/build-src"
    (cd "$dir/build-src/docs" && PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" . "$dir/site" \
        2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'set maximum allowed line length (default: 79)' "$dir/site/intro.html" || {
        echo "pycodestyle: intro.html did not render its --help sample" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/doctrees" "$dir/build-src" "$dir/venv"
    touch "$dir/.built"
}

build_mkdocstrings_python() {
    local dir="$CACHE/mkdocstrings-python" py
    [[ -f "$dir/.built" ]] && { log "mkdocstrings-python: up to date"; return; }
    # Only the package itself as an sdist (not its pdm-backend build dependency); the sdist's
    # file and top directory are named mkdocstrings_python.
    [[ -f "$CACHE/downloads/mkdocstrings_python-$MKDOCSTRINGS_PYTHON_VERSION.tar.gz" ]] || \
        pip download --quiet --no-deps --no-binary mkdocstrings-python \
        "mkdocstrings-python==$MKDOCSTRINGS_PYTHON_VERSION" -d "$CACHE/downloads"
    unpack_sdist mkdocstrings_python "$MKDOCSTRINGS_PYTHON_VERSION" "$MKDOCSTRINGS_PYTHON_SHA256" "$dir"
    # The configuration pages render previews of docs/snippets/package/generics.py, written with
    # PEP 695/696 type parameters (`class MagicBag[T: (str, bytes) = str]`): griffe parses it with
    # the running interpreter's ast, so the venv needs Python 3.13 (3.11 and 3.12 fail the build).
    py=$(python313 mkdocstrings-python) || exit 1
    log "mkdocstrings-python: MkDocs + Material + mkdocstrings in its own $py venv (pinned), then the site (~5 s)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MKDOCSTRINGS_PYTHON_DOCS_PINS[@]}"
    # Its own mkdocs.yml (theme, markdown_extensions, hooks, nav as released), in a copy of the
    # checkout, less what needs the network or is not needed to render the pages: the
    # mkdocstrings `inventories` (URLs), and the coverage, llmstxt, git-revision-date-localized,
    # minify, redirects and typeset plugins. Not strict, as released.
    rm -rf "$dir/build-src" && cp -a "$dir/checkout" "$dir/build-src"
    awk '/^- coverage$/{next} /^- llmstxt:/{skip=1} /^extra:/{skip=0}
        /^        inventories:/{inv=1; next} inv && /^        - https/{next} {inv=0} !skip' \
        "$dir/checkout/mkdocs.yml" >"$dir/build-src/mkdocs.offline.yml"
    (cd "$dir/build-src" && PYTHONDONTWRITEBYTECODE=1 NO_MKDOCS_2_WARNING=1 \
        DISABLE_MKDOCS_2_WARNING=true "$dir/venv/bin/mkdocs" build -q \
        -f mkdocs.offline.yml -d "$dir/site" 2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    grep -q 'title="default value"' "$dir/site/usage/configuration/general/index.html" || {
        echo "mkdocstrings-python: usage/configuration/general/ did not render its defaults" >&2
        exit 1
    }
    rm -rf "$dir/site/assets" "$dir/site/search" "$dir/site/css" "$dir/site/js" \
        "$dir/site/sitemap.xml" "$dir/site/sitemap.xml.gz" "$dir/site/404.html" \
        "$dir/site/objects.inv" "$dir/site/logo.png" "$dir/site/snippets" "$dir/build-src" "$dir/venv"
    touch "$dir/.built"
}

build_rq() {
    local dir="$CACHE/rq"
    [[ -f "$dir/.built" ]] && { log "rq: up to date"; return; }
    unpack_sdist rq "$RQ_VERSION" "$RQ_SHA256" "$dir"
    # The sdist ships docs/ as the Jekyll source of python-rq.org (Ruby: no package from PyPI,
    # npm or crates.io builds it), so the labelled docs are its Markdown pages docs/docs/*.md,
    # read with --docs as markdownlint's are (Jekyll front matter and all). The sdist also ships
    # .claude/worktrees/ (three stray copies of CHANGES.md/README.md, no code): removed, not docs
    # of the release.
    rm -rf "$dir/checkout/.claude"
    mkdir -p "$dir/docs"
    cp "$dir/checkout/docs/docs/"*.md "$dir/docs/"
    grep -q 'defaults to 500' "$dir/docs/workers.md" || {
        echo "rq: docs/workers.md lacks its --results-ttl default" >&2
        exit 1
    }
    touch "$dir/.built"
}

build_pytest() {
    local dir="$CACHE/pytest"
    [[ -f "$dir/.built" ]] && { log "pytest: up to date"; return; }
    unpack_sdist pytest "$PYTEST_VERSION" "$PYTEST_SHA256" "$dir"
    log "pytest: Sphinx 9.0.4 + furo in its own venv (pinned), then the HTML site (about 45 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_DOCS_PINS[@]}"
    # Built from a copy of the checkout, removed afterwards: installing writes build/ and
    # *.egg-info. pytest itself is installed without dependencies (pinned above; setuptools and
    # setuptools-scm come from PyPI through pip's build isolation, the version from PKG-INFO) so
    # that conf.py and autodoc import the pinned release. Every extension of doc/en/conf.py
    # installs from PyPI, so none is dropped (sphinxcontrib.inkscapeconverter is only added when
    # inkscape is on PATH, as conf.py says). Intersphinx fails offline, harmlessly.
    rm -rf "$dir/build-src" && cp -r "$dir/checkout" "$dir/build-src"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/build-src"
    (cd "$dir/build-src/doc/en" && PATH="$dir/venv/bin:$PATH" \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    rm -rf "$dir/build-src"
    grep -q 'Default: <code class="docutils literal notranslate"><span class="pre">640</span></code>' \
        "$dir/site/reference/reference.html" || {
        echo "pytest: reference/reference.html did not render its Configuration Options" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_pymdown_extensions() {
    local dir="$CACHE/pymdown-extensions"
    [[ -f "$dir/.built" ]] && { log "pymdown-extensions: up to date"; return; }
    # PyPI names the sdist with an underscore (pymdown_extensions-10.16.1.tar.gz).
    unpack_sdist pymdown_extensions "$PYMDOWN_EXTENSIONS_VERSION" "$PYMDOWN_EXTENSIONS_SHA256" "$dir"
    # The sdist ships docs/src/markdown and its mkdocs.yml (mkdocs-material, the project's own
    # tools/ hooks, pymdownx itself); that build was not set up within the labelling time box, so
    # the labelled extension pages are read as Markdown with --docs, as rq's and markdownlint's
    # are. Only the 13 pages labelled exhaustively are copied (labels.toml lists them).
    mkdir -p "$dir/docs"
    local page
    for page in betterem caret tilde mark keys smartsymbols tasklist b64 escapeall striphtml \
        critic progressbar magiclink; do
        cp "$dir/checkout/docs/src/markdown/extensions/$page.md" "$dir/docs/"
    done
    grep -q '^`progress_increment` | integer | `#!py3 20`' "$dir/docs/progressbar.md" || {
        echo "pymdown-extensions: docs/progressbar.md lacks its progress_increment row" >&2
        exit 1
    }
    touch "$dir/.built"
}

build_httpx() {
    local dir="$CACHE/httpx"
    [[ -f "$dir/.built" ]] && { log "httpx: up to date"; return; }
    unpack_sdist httpx "$HTTPX_VERSION" "$HTTPX_SHA256" "$dir"
    # The sdist ships no docs/ folder and no mkdocs.yml (the project's MkDocs site, with its API
    # reference and advanced/timeouts, resource-limits, clients pages, lives only in the git
    # repository, not on a package registry), so no site generator runs: the labelled docs are the
    # two Markdown files the sdist does have, README.md and CHANGELOG.md, read with --docs as
    # rq's and pymdown-extensions' pages are.
    mkdir -p "$dir/docs"
    cp "$dir/checkout/README.md" "$dir/checkout/CHANGELOG.md" "$dir/docs/"
    grep -q 'Tweak `create_ssl_context` defaults to use `trust_env=True`' "$dir/docs/CHANGELOG.md" || {
        echo "httpx: docs/CHANGELOG.md lacks its create_ssl_context trust_env line" >&2
        exit 1
    }
    touch "$dir/.built"
}

build_yapf() {
    local dir="$CACHE/yapf"
    [[ -f "$dir/.built" ]] && { log "yapf: up to date"; return; }
    unpack_sdist yapf "$YAPF_VERSION" "$YAPF_SHA256" "$dir"
    # yapf has no docs site: the sdist ships no docs/ folder and no Sphinx/MkDocs config; its
    # documentation is README.md (usage, the `--style` lookup, the style knobs), as on GitHub and
    # PyPI. So no site generator runs: README.md is copied to docs/ and read with --docs, as
    # rq's, pymdown-extensions' and httpx's Markdown pages are. (CHANGELOG.md, HACKING.md,
    # CONTRIBUTING.md and plugins/README.md are not copied: release notes and contributor notes.)
    mkdir -p "$dir/docs"
    cp "$dir/checkout/README.md" "$dir/docs/"
    grep -q '^>    - `SPACE`: Use spaces for continuation alignment. This is default' "$dir/docs/README.md" || {
        echo "yapf: docs/README.md lacks its CONTINUATION_ALIGN_STYLE default" >&2
        exit 1
    }
    touch "$dir/.built"
}

build_mkdocs() {
    local dir="$CACHE/mkdocs"
    [[ -f "$dir/.built" ]] && { log "mkdocs: up to date"; return; }
    unpack_sdist mkdocs "$MKDOCS_VERSION" "$MKDOCS_SHA256" "$dir"
    log "mkdocs: MkDocs $MKDOCS_VERSION + mkdocs-click in its own venv (pinned), then the site (~1 s)"
    # The sdist ships no docs/ and no mkdocs.yml (pyproject.toml's hatch build includes only
    # /mkdocs; the site's Markdown, configuration.md included, lives only in the git repository,
    # not on a package registry). What a registry does give is the CLI reference: upstream's
    # docs/user-guide/cli.md is nothing but the mkdocs-click directive below, which renders the
    # click commands of the installed mkdocs/__main__.py. So that page is rebuilt here, verbatim,
    # by MkDocs 1.6.1 itself (the pinned checkout, installed without dependencies; hatchling from
    # PyPI through pip's build isolation), with README.md as the site's index. The mkdocs.yml is
    # a minimal one written here (upstream's, with its theme overrides and hooks, is not shipped).
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MKDOCS_DOCS_PINS[@]}"
    rm -rf "$dir/build-src" && cp -r "$dir/checkout" "$dir/build-src"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/build-src"
    rm -rf "$dir/build-src" "$dir/src" && mkdir -p "$dir/src/docs/user-guide"
    cp "$dir/checkout/README.md" "$dir/src/docs/index.md"
    printf '%s\n' '# Command Line Interface' '' '::: mkdocs-click' '    :module: mkdocs.__main__' \
        '    :command: cli' '    :prog_name: mkdocs' '    :style: table' \
        '    :list_subcommands: true' >"$dir/src/docs/user-guide/cli.md"
    printf '%s\n' 'site_name: MkDocs' 'nav:' '  - Home: index.md' '  - User Guide:' \
        '    - Command Line Interface: user-guide/cli.md' 'markdown_extensions:' '  - toc:' \
        '      permalink: ""' '  - attr_list' '  - mkdocs-click' >"$dir/src/mkdocs.yml"
    (cd "$dir/src" && "$dir/venv/bin/mkdocs" build -q -d "$dir/site")
    grep -q '<code>-a</code>, <code>--dev-addr</code>' "$dir/site/user-guide/cli/index.html" || {
        echo "mkdocs: user-guide/cli/index.html did not render the serve options" >&2
        exit 1
    }
    grep -q 'Sentinel' "$dir/site/user-guide/cli/index.html" && {
        echo "mkdocs: user-guide/cli/index.html rendered click sentinels as defaults" >&2
        exit 1
    }
    rm -rf "$dir/site/css" "$dir/site/img" "$dir/site/js" "$dir/site/search" \
        "$dir/site/webfonts" "$dir/site/404.html" "$dir/site/sitemap.xml" \
        "$dir/site/sitemap.xml.gz" "$dir/src" "$dir/venv"
    touch "$dir/.built"
}

build_tox() {
    local dir="$CACHE/tox"
    [[ -f "$dir/.built" ]] && { log "tox: up to date"; return; }
    unpack_sdist tox "$TOX_VERSION" "$TOX_SHA256" "$dir"
    log "tox: Sphinx 5.3.0 + autoprogram in its own venv (pinned), then the HTML site (about 3 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TOX_DOCS_PINS[@]}"
    # Built from a copy of the checkout, removed afterwards: conf.py runs `towncrier --draft` at
    # import and rewrites docs/changelog/*.rst and docs/_draft.rst in place, and installing
    # writes build/ and *.egg-info; the checkout stays as unpacked. tox itself is installed
    # without dependencies (pinned above; setuptools/setuptools-scm come from PyPI through pip's
    # build isolation; the version from the sdist's PKG-INFO). Intersphinx fails offline,
    # harmlessly.
    rm -rf "$dir/build-src" && cp -r "$dir/checkout" "$dir/build-src"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/build-src"
    (cd "$dir/build-src/docs" && PATH="$dir/venv/bin:$PATH" \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    rm -rf "$dir/build-src"
    grep -q 'isolated_build_env</span></strong><code class="docutils literal notranslate"><span class="pre">=.package</span>' \
        "$dir/site/config.html" || {
        echo "tox: config.html did not render its conf headings (name=DEFAULT)" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/_modules" \
        "$dir/site/search.html" "$dir/site/.doctrees" "$dir/site/.buildinfo" \
        "$dir/site/genindex.html" "$dir/site/searchindex.js" "$dir/site/objects.inv" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_flask_sqlalchemy() {
    local dir="$CACHE/flask-sqlalchemy"
    [[ -f "$dir/.built" ]] && { log "flask-sqlalchemy: up to date"; return; }
    unpack_sdist flask_sqlalchemy "$FLASK_SQLALCHEMY_VERSION" "$FLASK_SQLALCHEMY_SHA256" "$dir"
    log "flask-sqlalchemy: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_SQLALCHEMY_DOCS_PINS[@]}"
    # conf.py reads the version from the installed distribution and api.rst autodocs the
    # package: the checkout itself (its dependencies are pinned above; flit_core, its build
    # backend, comes from PyPI through pip's build isolation). Intersphinx cannot reach the
    # Python, Flask and SQLAlchemy inventories offline: those links stay plain text.
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/checkout"
    (cd "$dir/checkout/docs" &&
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'Defaults to 100' "$dir/site/api.html" || {
        echo "flask-sqlalchemy: api.html did not render its autodoc docstrings" >&2
        exit 1
    }
    rm -rf "$dir/site/_sources" "$dir/site/_static" "$dir/site/_images" "$dir/site/search.html" \
        "$dir/site/.doctrees" "$dir/site/.buildinfo" "$dir/site/genindex.html" \
        "$dir/site/searchindex.js" "$dir/site/objects.inv" "$dir/site/404.html" \
        "$dir/site/py-modindex.html" "$dir/venv"
    touch "$dir/.built"
}

build_click() {
    local dir="$CACHE/click"
    [[ -f "$dir/.built" ]] && { log "click: up to date"; return; }
    unpack_sdist click "$CLICK_VERSION" "$CLICK_SHA256" "$dir"
    log "click: Sphinx in its own venv (pinned), click from the checkout, then the HTML site"
    # conf.py reads the version of the installed distribution, autodoc imports click and the
    # click:run blocks run their examples: the checkout itself (flit_core builds it out of tree;
    # the checkout stays as unpacked).
    docs_venv_with_checkout "$dir" "${CLICK_DOCS_PINS[@]}"
    # Its own docs/conf.py, as docs/Makefile's html target. Offline, intersphinx cannot reach
    # Python's inventory: warnings only. changes.rst includes ../CHANGES.rst, which the sdist ships.
    sphinx_html_from_docs "$dir"
    grep -q 'max_content_width' "$dir/site/api.html" &&
        grep -q 'Usage: hello' "$dir/site/quickstart.html" || {
        echo "click: api.html/quickstart.html did not render their autodoc or click:run output" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_hypercorn() {
    local dir="$CACHE/hypercorn"
    [[ -f "$dir/.built" ]] && { log "hypercorn: up to date"; return; }
    unpack_sdist hypercorn "$HYPERCORN_VERSION" "$HYPERCORN_SHA256" "$dir"
    # Hypercorn's documentation site (Sphinx, docs/ on GitHub) is not in any sdist on PyPI: the
    # sdist ships README.rst and the code only. As briefed, the corpus is what the sdist ships:
    # README.rst rendered by docutils as index.html, and the CLI's own documentation, the
    # `hypercorn --help` text (argparse, src/hypercorn/__main__.py), rendered as usage.html the
    # way the project's usage page (docs/tutorials/usage.rst) copies it into a literal block.
    log "hypercorn: docutils + runtime deps in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HYPERCORN_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout's src/ (no install, so no build/ or egg-info in the checkout);
    # COLUMNS fixes argparse's wrapping. The layout of the option lines depends on the Python
    # (3.13 writes `-b, --bind BINDS`, older ones `-b BINDS, --bind BINDS`).
    {
        printf 'Usage\n=====\n\nThe output of ``hypercorn --help`` (Hypercorn %s):\n\n::\n\n' \
            "$HYPERCORN_VERSION"
        (cd "$dir/checkout/src" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 \
            "$dir/venv/bin/python" -c 'import sys; sys.argv[0] = "hypercorn"
from hypercorn.__main__ import main; main(["--help"])') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    # No Pygments: the console/python blocks render plain.
    docutils_pages "$dir" index usage
    grep -q 'The (error) log level, defaults to info' "$dir/site/usage.html" || {
        echo "hypercorn: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_pydocstyle() {
    local dir="$CACHE/pydocstyle"
    [[ -f "$dir/.built" ]] && { log "pydocstyle: up to date"; return; }
    unpack_sdist pydocstyle "$PYDOCSTYLE_VERSION" "$PYDOCSTYLE_SHA256" "$dir"
    # pydocstyle's documentation site (Sphinx, docs/ on GitHub: usage, the configuration files
    # snippet, error codes) is not in the sdist on PyPI: it ships README.rst and the code only. As
    # briefed, the corpus is what the sdist ships: README.rst rendered by docutils as index.html,
    # and the CLI's own documentation, the `pydocstyle --help` text (optparse, src/pydocstyle/
    # config.py), rendered as usage.html the way docs/snippets/cli.rst copies it into a literal block.
    log "pydocstyle: docutils + snowballstemmer in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYDOCSTYLE_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout's src/ (no install); COLUMNS fixes optparse's wrapping.
    {
        printf 'Usage\n=====\n\nThe output of ``pydocstyle --help`` (pydocstyle %s):\n\n::\n\n' \
            "$PYDOCSTYLE_VERSION"
        (cd "$dir/checkout/src" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 \
            "$dir/venv/bin/python" -c 'import sys; sys.argv = ["pydocstyle", "--help"]
from pydocstyle.cli import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q "default is --match='(?!test_)" "$dir/site/usage.html" || {
        echo "pydocstyle: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_autopep8() {
    local dir="$CACHE/autopep8"
    [[ -f "$dir/.built" ]] && { log "autopep8: up to date"; return; }
    unpack_sdist autopep8 "$AUTOPEP8_VERSION" "$AUTOPEP8_SHA256" "$dir"
    # autopep8 has no documentation site: the sdist ships README.rst (with its own, older copy of
    # the --help text) and the code only. As briefed and as for pydocstyle, the corpus is what the
    # sdist ships: README.rst rendered by docutils as index.html, and the CLI's own documentation,
    # the `autopep8 --help` text (argparse, create_parser() in autopep8.py), rendered as usage.html
    # in a literal block.
    log "autopep8: docutils + pycodestyle in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${AUTOPEP8_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout (no install); COLUMNS fixes argparse's wrapping. The --global-config
    # default is computed at import (DEFAULT_CONFIG: $XDG_CONFIG_HOME or ~/.config, then pycodestyle,
    # falling back to ~/.config/pep8 when that file is absent), so XDG_CONFIG_HOME is unset and HOME
    # is a literal `~`: the page reads `~/.config/pep8`, as the README's copy does, instead of the
    # builder's home directory.
    {
        printf 'Usage\n=====\n\nThe output of ``autopep8 --help`` (autopep8 %s):\n\n::\n\n' \
            "$AUTOPEP8_VERSION"
        (cd "$dir/checkout" && env -u XDG_CONFIG_HOME HOME='~' COLUMNS=80 \
            PYTHONDONTWRITEBYTECODE=1 "$dir/venv/bin/python" -s -c 'import sys
sys.argv = ["autopep8", "--help"]
import autopep8; autopep8.main()') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q 'path to a global pep8 config file' "$dir/site/usage.html" &&
        grep -q '^ *~/.config/pep8)$' "$dir/site/usage.html" || {
        echo "autopep8: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_vulture() {
    local dir="$CACHE/vulture"
    [[ -f "$dir/.built" ]] && { log "vulture: up to date"; return; }
    unpack_sdist vulture "$VULTURE_VERSION" "$VULTURE_SHA256" "$dir"
    # vulture has no documentation site: the sdist ships README.md (the page PyPI and GitHub show)
    # and the code only. As briefed and as for pydocstyle/autopep8, the corpus is what the sdist
    # ships: README.md rendered as index.html, and the CLI's own documentation, the `vulture --help`
    # text (argparse, _parse_args() in vulture/config.py), rendered as usage.html in a code block.
    # Markdown rather than docutils: the README is Markdown (GitHub tables, ``` fences).
    log "vulture: Python-Markdown in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${VULTURE_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout (no install); COLUMNS fixes argparse's wrapping.
    {
        printf '# Usage\n\nThe output of `vulture --help` (vulture %s):\n\n' "$VULTURE_VERSION"
        (cd "$dir/checkout" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 "$dir/venv/bin/python" -s -c \
            'import sys; sys.argv = ["vulture", "--help"]
from vulture.core import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q 'Minimum confidence (between 0 and 100)' "$dir/site/usage.html" &&
        grep -q '<td>Dead code found</td>' "$dir/site/index.html" || {
        echo "vulture: index.html/usage.html did not render the README tables or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_markdown() {
    local dir="$CACHE/markdown"
    [[ -f "$dir/.built" ]] && { log "markdown: up to date"; return; }
    # PyPI names the sdist in lower case (markdown-3.10.3.tar.gz, top directory markdown-3.10.3).
    unpack_sdist markdown "$MARKDOWN_VERSION" "$MARKDOWN_SHA256" "$dir"
    # 3.10.3 is the newest release whose docs are an MkDocs site: 3.11's sdist ships the same
    # docs/ and an mkdocs.yml written for Zensical (theme variant, .zensical/ overrides, zensical
    # emoji functions), built with `zensical build`, not MkDocs.
    log "markdown: MkDocs + nature theme + mkdocstrings in its own venv (pinned), then the site (~5 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MARKDOWN_DOCS_PINS[@]}"
    # Its own mkdocs.yml (nature theme, markdown_extensions, gen-files script writing the API
    # reference pages, literate-nav, section-index, mkdocstrings with the project's griffe
    # extensions and templates), in a copy of the checkout, less the one thing that needs the
    # network: the mkdocstrings `inventories` URL (docs.python.org's objects.inv; links to the
    # standard library stay text). Not strict, as released.
    rm -rf "$dir/build-src" && cp -a "$dir/checkout" "$dir/build-src"
    awk '/^        inventories:/{inv=1; next} inv && /^        - https/{next} {inv=0} 1' \
        "$dir/checkout/mkdocs.yml" >"$dir/build-src/mkdocs.offline.yml"
    (cd "$dir/build-src" && PYTHONDONTWRITEBYTECODE=1 DISABLE_MKDOCS_2_WARNING=true \
        "$dir/venv/bin/mkdocs" build -q -f mkdocs.offline.yml -d "$dir/site" 2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    grep -q 'Defaults to <code>toctitle</code>' "$dir/site/extensions/toc/index.html" &&
        grep -q 'getConfig' "$dir/site/reference/markdown/extensions/index.html" || {
        echo "markdown: extensions/toc/ or the mkdocstrings API reference did not render" >&2
        exit 1
    }
    # The theme's and search's files, and the release notes (change_log/, changelog/: history,
    # not labelled, as other corpora drop their changes pages).
    rm -rf "$dir/site/assets" "$dir/site/static" "$dir/site/search" "$dir/site/search.html" \
        "$dir/site/sitemap.html" "$dir/site/sitemap.xml" "$dir/site/sitemap.xml.gz" \
        "$dir/site/404.html" "$dir/site/objects.inv" "$dir/site/favicon.ico" "$dir/site/py.png" \
        "$dir/site/custom.css" "$dir/site/mkdocstrings.css" "$dir/site/change_log" \
        "$dir/site/changelog" "$dir/build-src" "$dir/venv"
    touch "$dir/.built"
}

build_codespell() {
    local dir="$CACHE/codespell"
    [[ -f "$dir/.built" ]] && { log "codespell: up to date"; return; }
    unpack_sdist codespell "$CODESPELL_VERSION" "$CODESPELL_SHA256" "$dir"
    # codespell has no documentation site: the sdist ships README.rst (the page PyPI and GitHub
    # show; it sends the reader to `codespell -h` for the full usage) and the code only. As briefed
    # and as for pydocstyle/autopep8/vulture, the corpus is what the sdist ships: README.rst
    # rendered by docutils as index.html, and the CLI's own documentation, the `codespell --help`
    # text (argparse, parse_options() in codespell_lib/_codespell.py), rendered as usage.html in a
    # literal block.
    log "codespell: docutils in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CODESPELL_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout (no install; the sdist ships the generated codespell_lib/_version.py);
    # COLUMNS fixes argparse's wrapping.
    {
        printf 'Usage\n=====\n\nThe output of ``codespell --help`` (codespell %s):\n\n::\n\n' \
            "$CODESPELL_VERSION"
        (cd "$dir/checkout" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 "$dir/venv/bin/python" -s -c \
            'import sys; sys.argv = ["codespell", "--help"]
from codespell_lib._codespell import _script_main; sys.exit(_script_main())') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q "The default is &#x27;clear,rare&#x27;\|The default is 'clear,rare'" "$dir/site/usage.html" &&
        grep -q 'The default mask is 34' "$dir/site/usage.html" || {
        echo "codespell: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_docformatter() {
    local dir="$CACHE/docformatter"
    [[ -f "$dir/.built" ]] && { log "docformatter: up to date"; return; }
    unpack_sdist docformatter "$DOCFORMATTER_VERSION" "$DOCFORMATTER_SHA256" "$dir"
    # docformatter ships no documentation site in its sdist: README.rst (the page PyPI and GitHub
    # show; it sends the reader to Read the Docs, built from docs/ in git only) and the code. As
    # briefed and as for pydocstyle/autopep8/vulture/codespell, the corpus is what the sdist ships:
    # README.rst rendered by docutils as index.html, and the CLI's own documentation, the
    # `docformatter --help` text, rendered as usage.html in a literal block. That text is not
    # argparse's: _main() prints the hand-written string of _help() (src/docformatter/__main__.py)
    # when -h/--help is among the arguments; the defaults themselves are decided in
    # src/docformatter/configuration.py.
    log "docformatter: docutils + charset-normalizer in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DOCFORMATTER_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout's src/ (no install), run in the empty build folder so that no
    # pyproject.toml/setup.cfg/tox.ini is read as a configuration file.
    {
        printf 'Usage\n=====\n\nThe output of ``docformatter --help`` (docformatter %s):\n\n::\n\n' \
            "$DOCFORMATTER_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout/src" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["docformatter", "--help"]
from docformatter.__main__ import main; sys.exit(main())') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q '(default: 79, 88 with --black option)' "$dir/site/usage.html" &&
        grep -q 'docformatter --in-place example.py' "$dir/site/index.html" || {
        echo "docformatter: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_marshmallow() {
    local dir="$CACHE/marshmallow"
    [[ -f "$dir/.built" ]] && { log "marshmallow: up to date"; return; }
    unpack_sdist marshmallow "$MARSHMALLOW_VERSION" "$MARSHMALLOW_SHA256" "$dir"
    log "marshmallow: Sphinx + furo in its own venv (pinned), marshmallow from the checkout, then the site (~20 s)"
    # conf.py reads the version of the installed distribution and the API pages autodoc the
    # package: the checkout itself (flit_core builds it out of tree; the checkout stays as
    # unpacked). Its own docs/conf.py, as tox's docs env (`sphinx-build docs/ docs/_build`).
    # Offline, intersphinx cannot reach Python's inventory: those links stay text. authors.rst
    # includes ../AUTHORS.rst, which the sdist does not ship: a warning, authors.html is empty.
    docs_venv_with_checkout "$dir" "${MARSHMALLOW_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'load_default' "$dir/site/marshmallow.fields.html" &&
        grep -q 'unknown' "$dir/site/marshmallow.schema.html" || {
        echo "marshmallow: marshmallow.fields.html/marshmallow.schema.html did not render autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html (the
    # release history) and license.html are not labelled, as other corpora drop them.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/site/license.html"
    touch "$dir/.built"
}

build_cachetools() {
    local dir="$CACHE/cachetools"
    [[ -f "$dir/.built" ]] && { log "cachetools: up to date"; return; }
    unpack_sdist cachetools "$CACHETOOLS_VERSION" "$CACHETOOLS_SHA256" "$dir"
    log "cachetools: Sphinx in its own venv (pinned), cachetools from the checkout, then the site (~40 s with the download and the venv)"
    # conf.py reads the version of the installed distribution and index.rst's autodecorator
    # directives import the package: the checkout itself (setuptools and setuptools-scm, its
    # build backend, come from PyPI through pip's build isolation; the checkout stays as unpacked).
    # As tox.ini's docs env (`sphinx-build -b html docs ...`) less its -W: offline, intersphinx
    # cannot reach Python's inventory (a warning; those links stay text).
    docs_venv_with_checkout "$dir" "${CACHETOOLS_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'Return a cache key for the specified hashable arguments' "$dir/site/index.html" &&
        grep -q 'pair least frequently used' "$dir/site/index.html" || {
        echo "cachetools: index.html did not render its autodoc docstrings" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_doc8() {
    local dir="$CACHE/doc8"
    [[ -f "$dir/.built" ]] && { log "doc8: up to date"; return; }
    unpack_sdist doc8 "$DOC8_VERSION" "$DOC8_SHA256" "$dir"
    log "doc8: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the HTML site (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DOC8_DOCS_PINS[@]}"
    # As tox.ini's docs env (`sphinx-build -W -b html doc/source doc/build/html`), into $dir/site
    # with the doctrees outside the checkout; conf.py imports nothing from the package. The site:
    # index, readme (README.rst included: the usage, a hand copy of `doc8 -h`, the INI/TOML
    # configuration and the API), installation and contributing (CONTRIBUTING.rst included).
    sphinx_html "$dir" doc/source -W -d "$dir/doctrees"
    grep -q 'maximum allowed line length (default: 79)' "$dir/site/readme.html" &&
        grep -q 'Option conflict resolution' "$dir/site/readme.html" || {
        echo "doc8: readme.html did not render README.rst" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    rm -rf "$dir/doctrees"
    touch "$dir/.built"
}

build_tenacity() {
    local dir="$CACHE/tenacity"
    [[ -f "$dir/.built" ]] && { log "tenacity: up to date"; return; }
    unpack_sdist tenacity "$TENACITY_VERSION" "$TENACITY_SHA256" "$dir"
    log "tenacity: Sphinx in its own venv (pinned), tenacity from the checkout, then the site (~30 s with the download and the venv)"
    # conf.py reads the version of the installed distribution and api.rst autodocs the package:
    # the checkout itself (hatchling + hatch-vcs, its build backend, come from PyPI through pip's
    # build isolation; the version from the sdist's PKG-INFO; the checkout stays as unpacked).
    docs_venv_with_checkout "$dir" "${TENACITY_DOCS_PINS[@]}"
    # As pyproject.toml's `docs-html` task (`sphinx-build -a -E -W -b html doc/source doc/build`),
    # with the checkout's own doc/source/conf.py run by the shim tenacity-docs/conf.py (-c), which
    # only takes out reno.sphinxext: the `release-notes` directive of changelog.rst reads the git
    # history, which the sdist does not ship; the shim registers it as a directive that renders
    # nothing. No warnings, so -W stays.
    TENACITY_DOCS_DIR="$dir/checkout/doc/source" \
        sphinx_html "$dir" doc/source -a -E -W -c "$HERE/tenacity-docs"
    grep -q 'Wait strategy that applies exponential backoff' "$dir/site/api.html" &&
        grep -q 'TornadoRetrying' "$dir/site/api.html" &&
        grep -q 'the default behavior is to retry forever' "$dir/site/index.html" || {
        echo "tenacity: api.html/index.html did not render the autodoc or the README examples" >&2
        exit 1
    }
    # changelog.html is empty without reno (and other corpora drop their changelogs).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_autoflake() {
    local dir="$CACHE/autoflake"
    [[ -f "$dir/.built" ]] && { log "autoflake: up to date"; return; }
    unpack_sdist autoflake "$AUTOFLAKE_VERSION" "$AUTOFLAKE_SHA256" "$dir"
    # autoflake has no documentation site: the sdist ships README.md (the page PyPI and GitHub
    # show) and the code only. As briefed and as for pydocstyle/autopep8/vulture, the corpus is what
    # the sdist ships: README.md rendered as index.html (its "full listing of options" block is a
    # hand-pasted copy of an older, wider --help), and the CLI's own documentation, the
    # `autoflake --help` text (argparse, _main() in autoflake.py), rendered as usage.html in a code
    # block. Markdown rather than docutils: the README is Markdown (``` fences).
    log "autoflake: Python-Markdown + pyflakes in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${AUTOFLAKE_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout (no install), run in the empty build folder; COLUMNS fixes
    # argparse's wrapping. _main() returns no status here: argparse exits 0 after printing.
    {
        printf '# Usage\n\nThe output of `autoflake --help` (autoflake %s):\n\n' "$AUTOFLAKE_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["autoflake", "--help"]
from autoflake import main; sys.exit(main())') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q 'match CPU count if value is 0' "$dir/site/usage.html" &&
        grep -q 'Below is the full listing of options' "$dir/site/index.html" || {
        echo "autoflake: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_flynt() {
    local dir="$CACHE/flynt"
    [[ -f "$dir/.built" ]] && { log "flynt: up to date"; return; }
    unpack_sdist flynt "$FLYNT_VERSION" "$FLYNT_SHA256" "$dir"
    # flynt has no documentation site: the sdist ships README.md (the page PyPI and GitHub show) and
    # the code only. As briefed and as for pydocstyle/autopep8/vulture/autoflake, the corpus is what
    # the sdist ships: README.md rendered as index.html (its "Command line options" block is a
    # hand-pasted copy of the `flynt -h` of v1.0.3 under a newer Python's argparse), and the CLI's
    # own documentation, the `flynt --help` text (argparse, run_flynt_cli() in src/flynt/cli.py),
    # rendered as usage.html in a code block. Markdown rather than docutils: the README is Markdown.
    log "flynt: Python-Markdown in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLYNT_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout's src/ (no install), run in the empty build folder (no pyproject.toml
    # is read for --help); COLUMNS fixes argparse's wrapping; argparse exits 0 after printing.
    {
        printf '# Usage\n\nThe output of `flynt --help` (flynt %s):\n\n' "$FLYNT_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout/src" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["flynt", "--help"]
from flynt.cli import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q 'Default value is 88 characters' "$dir/site/usage.html" &&
        grep -q 'From the output of' "$dir/site/index.html" || {
        echo "flynt: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_mdformat() {
    local dir="$CACHE/mdformat"
    [[ -f "$dir/.built" ]] && { log "mdformat: up to date"; return; }
    unpack_sdist mdformat "$MDFORMAT_VERSION" "$MDFORMAT_SHA256" "$dir"
    # mdformat's documentation site (Sphinx, docs/ on GitHub) is not in the sdist, which ships
    # README.md (the page PyPI and GitHub show) and the code only. As briefed and as for
    # pydocstyle/autopep8/vulture/autoflake/flynt, the corpus is what the sdist ships: README.md
    # rendered as index.html (its "Options" block is a hand-pasted copy of `mdformat --help` under
    # Python 3.13+, where --exclude exists), and the CLI's own documentation, the `mdformat --help`
    # text (argparse, make_arg_parser() in src/mdformat/_cli.py) of the pinned code under this
    # machine's python3 (3.11: no --exclude), rendered as usage.html in a code block.
    log "mdformat: Python-Markdown + markdown-it-py in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MDFORMAT_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout's src/ (no install: no plugin entry points, so no plugin epilog), run
    # in the empty build folder; COLUMNS fixes argparse's wrapping; argparse exits 0 after printing.
    {
        printf '# Usage\n\nThe output of `mdformat --help` (mdformat %s):\n\n' "$MDFORMAT_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout/src" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["mdformat", "--help"]
from mdformat.__main__ import run; run()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q 'paragraph word wrap mode (default: keep)' "$dir/site/usage.html" &&
        grep -q 'Frequently Asked Questions' "$dir/site/index.html" || {
        echo "mdformat: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_cattrs() {
    local dir="$CACHE/cattrs"
    [[ -f "$dir/.built" ]] && { log "cattrs: up to date"; return; }
    unpack_sdist cattrs "$CATTRS_VERSION" "$CATTRS_SHA256" "$dir"
    log "cattrs: Sphinx + furo + myst-parser in its own venv (pinned), cattrs from the checkout, then the site (~40-50 s with the download and the venv)"
    # conf.py reads the version of the installed distribution (and puts ../src first on sys.path for
    # autodoc): the checkout itself (hatchling + hatch-vcs, its build backend, come from PyPI through
    # pip's build isolation; the version from the sdist's PKG-INFO; the checkout stays as unpacked).
    docs_venv_with_checkout "$dir" "${CATTRS_DOCS_PINS[@]}"
    # As the Justfile's `docs` recipe (docs/Makefile's html target, `sphinx-build -b html . BUILDDIR`;
    # its doctest pass is not run), into $dir/site. One warning, the project's own: a docstring of
    # cattrs.cols (`factory_` read as a link target).
    sphinx_html_from_docs "$dir"
    grep -q 'make_dict_unstructure_fn' "$dir/site/cattrs.gen.html" &&
        grep -q 'make_converter' "$dir/site/cattrs.preconf.html" &&
        grep -q 'forbid_extra_keys' "$dir/site/customizing.html" || {
        echo "cattrs: cattrs.gen.html/cattrs.preconf.html/customizing.html did not render" >&2
        exit 1
    }
    # history.html is the changelog (other corpora drop theirs too); _modules/ is viewcode's
    # highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/history.html" "$dir/site/_modules"
    touch "$dir/.built"
}

build_bleach() {
    local dir="$CACHE/bleach"
    [[ -f "$dir/.built" ]] && { log "bleach: up to date"; return; }
    unpack_sdist bleach "$BLEACH_VERSION" "$BLEACH_SHA256" "$dir"
    log "bleach: Sphinx in its own venv (pinned), then the site from the checkout (~25 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${BLEACH_DOCS_PINS[@]}"
    # As tox.ini's py310-docs env (`sphinx-build -b html -d DOCTREES . HTML` in docs/; its doctest
    # pass is not run), into $dir/site with the doctrees outside the checkout. conf.py imports bleach
    # from the checkout (sys.path.insert of '..') for its version and the autodoc of clean.rst and
    # linkify.rst. One warning, the project's own: html_static_path names a _static folder the sdist
    # does not ship.
    sphinx_html "$dir" docs -d "$dir/doctrees"
    grep -q 'whether or not to strip HTML comments' "$dir/site/clean.html" &&
        grep -q 'stroke-linejoin' "$dir/site/clean.html" &&
        grep -q 'DEFAULT_CALLBACKS' "$dir/site/linkify.html" || {
        echo "bleach: clean.html/linkify.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is the changelog (CHANGES included; other corpora drop theirs too); _modules/ is
    # viewcode's highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/changes.html" "$dir/site/_modules" "$dir/doctrees"
    touch "$dir/.built"
}

build_sqlparse() {
    local dir="$CACHE/sqlparse"
    [[ -f "$dir/.built" ]] && { log "sqlparse: up to date"; return; }
    unpack_sdist sqlparse "$SQLPARSE_VERSION" "$SQLPARSE_SHA256" "$dir"
    log "sqlparse: Sphinx + furo in its own venv (pinned), then the site from the checkout (~20 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SQLPARSE_DOCS_PINS[@]}"
    # As .readthedocs.yaml (configuration docs/source/conf.py) and docs/Makefile's html target
    # (`sphinx-build -b html source build/html`), into $dir/site with the doctrees outside the
    # checkout. conf.py imports sqlparse from the checkout (sys.path.insert of '../../') for its
    # version and the autodoc of api.rst and analyzing.rst.
    sphinx_html "$dir" docs/source -d "$dir/doctrees"
    grep -q 'keyword_case' "$dir/site/api.html" &&
        grep -q 'sqlparse.sql.Statement' "$dir/site/analyzing.html" || {
        echo "sqlparse: api.html/analyzing.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is the changelog (CHANGELOG included; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/changes.html" "$dir/site/_modules" "$dir/doctrees"
    touch "$dir/.built"
}

build_humanize() {
    local dir="$CACHE/humanize"
    [[ -f "$dir/.built" ]] && { log "humanize: up to date"; return; }
    unpack_sdist humanize "$HUMANIZE_VERSION" "$HUMANIZE_SHA256" "$dir"
    log "humanize: MkDocs + Material + mkdocstrings in its own venv (pinned), then the site (~3 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HUMANIZE_DOCS_PINS[@]}"
    # As tox's `docs` env (.readthedocs.yml runs it): `mkdocs build` with the sdist's own
    # mkdocs.yml, unchanged (nothing in it needs the network: no inventories, no strict), in the
    # checkout. tox installs humanize first; mkdocstrings' griffe finds it through PYTHONPATH
    # here (the checkout's src/, so the rendered "Source code in src/humanize/..." is the checkout's).
    (cd "$dir/checkout" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        NO_MKDOCS_2_WARNING=1 DISABLE_MKDOCS_2_WARNING=true "$dir/venv/bin/mkdocs" build -q \
        -d "$dir/site" 2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    grep -q 'naturalsize' "$dir/site/filesize/index.html" &&
        grep -q 'precisedelta' "$dir/site/time/index.html" || {
        echo "humanize: the mkdocstrings API pages did not render" >&2
        exit 1
    }
    rm -rf "$dir/site/assets" "$dir/site/search" "$dir/site/css" "$dir/site/sitemap.xml" \
        "$dir/site/sitemap.xml.gz" "$dir/site/404.html" "$dir/site/objects.inv" \
        "$dir/site/requirements.txt" "$dir/venv"
    touch "$dir/.built"
}

build_interrogate() {
    local dir="$CACHE/interrogate"
    [[ -f "$dir/.built" ]] && { log "interrogate: up to date"; return; }
    unpack_sdist interrogate "$INTERROGATE_VERSION" "$INTERROGATE_SHA256" "$dir"
    log "interrogate: Sphinx + alabaster in its own venv (pinned), then the site from the checkout (~20 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${INTERROGATE_DOCS_PINS[@]}"
    # As tox.ini's docs env (`sphinx-build -n -T -b html -d DOCTREES docs docs/_build/html`), into
    # $dir/site with the doctrees outside the checkout. index.rst includes ../README.rst (between
    # its start-/end- markers), hand-writes the `.. option::` list of the CLI and includes
    # changelog.rst. Warnings only: offline, intersphinx cannot reach the Python and click
    # inventories; the toctree names index itself; the README's pyproject.toml block does not lex
    # as TOML (`style = sphinx`).
    sphinx_html "$dir" docs -n -T -d "$dir/doctrees"
    grep -q 'ignore-nested-functions' "$dir/site/index.html" &&
        grep -q 'flat-square-modified' "$dir/site/index.html" &&
        grep -q 'Badge Format' "$dir/site/index.html" || {
        echo "interrogate: index.html did not render the README or the option list" >&2
        exit 1
    }
    # changelog.html is the changelog page built on its own (index.html includes it as well; other
    # corpora drop their changelog pages too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/changelog.html" "$dir/doctrees"
    touch "$dir/.built"
}

build_limits() {
    local dir="$CACHE/limits"
    [[ -f "$dir/.built" ]] && { log "limits: up to date"; return; }
    unpack_sdist limits "$LIMITS_VERSION" "$LIMITS_SHA256" "$dir"
    log "limits: Sphinx + furo in its own venv (pinned), then the site from the checkout (~40 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${LIMITS_DOCS_PINS[@]}"
    # conf.py puts the checkout on sys.path (autodoc imports limits from there; the sdist's
    # limits/_version.py carries 5.8.0) and, unless READTHEDOCS_VERSION is set, asks
    # limits._version.git_pieces_from_vcs() for the branch: the sdist's setuptools-scm _version.py
    # has no such function, so the build runs as Read the Docs runs it (READTHEDOCS_VERSION=stable;
    # it only names the branch of the benchmark charts' JSON). As doc/Makefile's html target, into
    # $dir/site with the doctrees outside the checkout. Warnings only: offline, intersphinx cannot
    # reach its inventories; installation.rst's literalinclude of requirements/storage/*.txt finds
    # no requirements/ in the sdist (those blocks are empty).
    (cd "$dir/checkout/doc" && PYTHONDONTWRITEBYTECODE=1 READTHEDOCS_VERSION=stable \
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" source "$dir/site" \
        2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'The cost of this hit, default 1' "$dir/site/api.html" &&
        grep -q 'max_connections' "$dir/site/api.html" || {
        echo "limits: api.html did not render its autodoc docstrings and attribute values" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html is
    # HISTORY.rst (other corpora drop their changelog pages too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/_sphinx_design_static" "$dir/site/changelog.html" \
        "$dir/doctrees"
    touch "$dir/.built"
}

build_itsdangerous() {
    local dir="$CACHE/itsdangerous"
    [[ -f "$dir/.built" ]] && { log "itsdangerous: up to date"; return; }
    unpack_sdist itsdangerous "$ITSDANGEROUS_VERSION" "$ITSDANGEROUS_SHA256" "$dir"
    log "itsdangerous: Sphinx in its own venv (pinned), itsdangerous from the checkout, then the site (~30 s with the download and the venv)"
    # conf.py reads the version of the installed distribution (pallets_sphinx_themes.get_version)
    # and autodoc imports itsdangerous: the checkout itself (flit_core builds it out of tree; the
    # checkout stays as unpacked). Its own docs/conf.py, as docs/Makefile's html target. Offline,
    # intersphinx cannot reach Python's inventory: a warning only, those links stay text.
    docs_venv_with_checkout "$dir" "${ITSDANGEROUS_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'default_key_derivation' "$dir/site/signer.html" &&
        grep -q 'default_fallback_signers' "$dir/site/serializer.html" || {
        echo "itsdangerous: signer.html/serializer.html did not render their autodoc" >&2
        exit 1
    }
    # changes.html is CHANGES.rst (the changelog; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changes.html"
    touch "$dir/.built"
}

build_cachelib() {
    local dir="$CACHE/cachelib"
    [[ -f "$dir/.built" ]] && { log "cachelib: up to date"; return; }
    unpack_sdist cachelib "$CACHELIB_VERSION" "$CACHELIB_SHA256" "$dir"
    log "cachelib: Sphinx in its own venv (pinned), cachelib from the checkout, then the site (~30 s with the download and the venv)"
    # conf.py reads the version of the installed distribution (pallets_sphinx_themes.get_version)
    # and autodoc imports cachelib: the checkout itself (flit_core builds it out of tree; the
    # checkout stays as unpacked). Its own docs/conf.py; tox's `docs` env uses the dirhtml builder,
    # here html (one .html file a page, as the other corpora). Offline, intersphinx cannot reach
    # Python's inventory: a warning only, those links stay text.
    docs_venv_with_checkout "$dir" "${CACHELIB_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'default_timeout' "$dir/site/api/file.html" &&
        grep -q 'threshold' "$dir/site/api/simple.html" || {
        echo "cachelib: api/file.html/api/simple.html did not render their autodoc" >&2
        exit 1
    }
    # changes.html is CHANGES.rst (the changelog; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changes.html"
    touch "$dir/.built"
}

build_more_itertools() {
    local dir="$CACHE/more-itertools"
    [[ -f "$dir/.built" ]] && { log "more-itertools: up to date"; return; }
    # The sdist's file and top directory are named more_itertools.
    unpack_sdist more_itertools "$MORE_ITERTOOLS_VERSION" "$MORE_ITERTOOLS_SHA256" "$dir"
    log "more-itertools: Sphinx + furo in its own venv (pinned), then the site (~30 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MORE_ITERTOOLS_DOCS_PINS[@]}"
    # Its own docs/conf.py, as docs/Makefile's html target (.readthedocs.yaml's build): conf.py puts
    # the checkout on sys.path (autodoc and `version` import more_itertools from there; nothing
    # installed) and writes docs/_build/README.pprst, the README that index.rst includes. api.rst
    # gives some signatures by hand (`.. autofunction:: sample(iterable, k=1, weights=None)`).
    # No intersphinx, no warnings.
    sphinx_html_from_docs "$dir"
    grep -q 'constrained_batches' "$dir/site/api.html" &&
        grep -q 'By default, the cache grows as the source iterable progresses' \
            "$dir/site/api.html" &&
        grep -q 'more-itertools' "$dir/site/index.html" || {
        echo "more-itertools: api.html/index.html did not render the autodoc or the README" >&2
        exit 1
    }
    # The checkout stays as unpacked (conf.py's README copy removed). Besides Sphinx's own files:
    # viewcode's _modules/ (highlighted source, not docs), versions.html (docs/versions.rst, the
    # changelog; other corpora drop theirs too) and toctree.html (the master toctree: links only).
    rm -rf "$dir/checkout/docs/_build"
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/versions.html" "$dir/site/toctree.html"
    touch "$dir/.built"
}

build_glom() {
    local dir="$CACHE/glom"
    [[ -f "$dir/.built" ]] && { log "glom: up to date"; return; }
    unpack_sdist glom "$GLOM_VERSION" "$GLOM_SHA256" "$dir"
    log "glom: Sphinx 5.3.0 in its own venv (the sdist's pinned requirements-rtd.txt), then the site (~40-50 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${GLOM_DOCS_PINS[@]}"
    # Its own docs/conf.py, as docs/Makefile's html target: conf.py puts the checkout on sys.path
    # (autodoc imports glom from there; nothing installed) and prints os.environ to stdout (sent
    # to /dev/null here). Offline, intersphinx cannot reach Python's inventory (a warning only;
    # the links stay text); `language = None` and one docstring's indentation warn too.
    # docs/outreach.md is not in the toctree and has no Markdown parser: not built.
    sphinx_html_from_docs "$dir" >/dev/null
    grep -q 'register_default_types' "$dir/site/api.html" &&
        grep -q 'ignore_missing' "$dir/site/mutation.html" &&
        grep -q 'defaults to' "$dir/site/cli.html" || {
        echo "glom: api.html/mutation.html/cli.html did not render the autodoc or the --help text" >&2
        exit 1
    }
    # Besides Sphinx's own files: viewcode's _modules/ (highlighted source, not docs).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules"
    touch "$dir/.built"
}

build_testcrates() {
    local gs="$CACHE/grep-searcher" tg="$CACHE/tungstenite" work="$CACHE/testcrates"
    [[ -f "$gs/.built" && -f "$tg/.built" ]] && { log "grep-searcher, tungstenite: up to date"; return; }
    log "grep-searcher $GREP_SEARCHER_VERSION, tungstenite $TUNGSTENITE_VERSION: crates.io (pinned by testcrates-doc/Cargo.lock), rustdoc"
    check_pin grep-searcher "$GREP_SEARCHER_VERSION" "$GREP_SEARCHER_SHA256"
    check_pin tungstenite "$TUNGSTENITE_VERSION" "$TUNGSTENITE_SHA256"
    rm -rf "$gs" "$tg" "$work" && mkdir -p "$gs" "$tg" "$work"
    (cd "$HERE/testcrates-doc" && cargo vendor --locked --quiet "$work/vendor" >/dev/null)
    cp -r "$work/vendor/grep-searcher" "$gs/checkout"
    cp -r "$work/vendor/tungstenite" "$tg/checkout"
    (cd "$HERE/testcrates-doc" && CARGO_TARGET_DIR="$work/target" \
        cargo doc --locked --quiet --no-deps -p grep-searcher -p tungstenite)
    cp -r "$work/target/doc/grep_searcher" "$gs/site"
    cp -r "$work/target/doc/tungstenite" "$tg/site"
    rm -rf "$work"
    touch "$gs/.built" "$tg/.built"
}

# build_crate NAME VERSION SHA256 [LOCKDIR]: one crate of testcrates-doc/Cargo.lock as its own corpus
# (pinned there with its sha256): its vendored source as the checkout, its rustdoc as the site.
# ureq and tempfile are asked for with `default-features = false` (the pure-Rust build, no TLS
# types; no `getrandom`), env_logger with only `humantime`, ignore with its default features (`simd-accel` is the only other),
# regex-automata with its default features (every engine; `logging` and the `unicode-*` splits of `unicode` are the rest),
# csv as it is (it has no features), globset with its default features (`log`), regex-syntax with
# its default features (`std`, `unicode`), serde_json with its default features (`std`), indicatif
# with its default features (`unicode-width`, `wasmbind`; the latter only on wasm), reqwest without
# its default features (no native-tls/openssl, charset, system-proxy) but with `blocking` and `http2`,
# hyper with `http1`, `http2`, `server` and `client` (it has no default features), tracing-subscriber
# without its default features (no `smallvec`, `tracing-log`) but with `fmt` (+`registry`, `std`),
# `ansi` and `env-filter`, tar with its default features (`xattr`, unix only), r2d2 as it is (it has
# no features), moka with `sync` and `future` (it has no default features), backoff with `tokio` (and
# so `futures`; it has no default features), bb8 with its default features (`parking_lot`), deadpool
# with its default features (`managed`, `unmanaged`) plus `serde` and `rt_tokio_1`, rayon-core as it
# is (no default features; `web_spin_lock` is for wasm), governor with its default features (`std`,
# `dashmap`, `jitter`, `quanta`; `no_std` is the other), tokio-util with `full` (`codec`, `compat`,
# `io-util`, `time`, `net`, `rt`, `join-map`; it has no default features; `tracing` is the other),
# similar with `bytes`, `inline`, `serde`, `unicode` and `hashbrown` besides its default `std` and
# `text` (docs.rs's all-features less `wasm32_web_time`, which only matters on wasm), flexi_logger
# with its default `colors` and `textfilter` plus `async`, `buffer_writer`, `compress`,
# `dont_minimize_extra_stacks`, `json`, `kv`, `specfile_without_notification` and `syslog_writer`
# (docs.rs's all-features less `specfile`, whose notify-debouncer-mini turns on tempfile's default
# `getrandom`, and `trc`, whose tracing-subscriber with default features would change those
# corpora's rustdoc; the specfile API is gated by `specfile_without_notification` and still renders),
# tracing-appender as it is (no default features; `parking_lot`, its only feature, swaps its locks),
# backon with its default features (`std`, `std-blocking-sleep`, `tokio-sleep`, `gloo-timers-sleep`,
# the last wasm only) plus `futures-timer-sleep` and `embassy-sleep` (docs.rs's all-features; docs.rs
# also passes `--cfg docsrs`, which renders its `docs::examples` module and needs a nightly rustdoc:
# not done here, as for every crate of this route), hyper-util with docs.rs's `full` less
# `client-proxy-system` (no default features; that one gates only macOS/Windows modules and their
# system-configuration/windows-registry dependencies, so the Linux pages are the same without it),
# tower-http 0.7.1 with `full` (docs.rs's all-features; no default features; its 0.6.11 is locked too,
# as reqwest's dependency, so the package is named with its version, `-p NAME@VERSION`, and the
# vendored copy is the one whose Cargo.toml holds that version: cargo vendor gives the newest the bare
# name and the others NAME-VERSION).
# An optional fourth argument names another lock project beside this file (as tokio-doc): mobc is
# pinned by mobc-doc/Cargo.lock, because it depends on tracing-subscriber with its default features
# and cargo unifies features across one lock's graph: in testcrates-doc it would add `smallvec` and
# `tracing-log` to the tracing-subscriber corpus (two of its pages change) and `rt-multi-thread` to
# tokio. mobc-doc builds mobc with its default features (`tokio`, `unstable`; docs.rs adds `docs`,
# which only turns on the nightly `feature(doc_cfg)`). tonic is pinned by tonic-doc/Cargo.lock for the
# same reason: its features turn on `balance`, `buffer`, `discover`, `limit`, `load`, `load-shed`,
# `make` and `ready-cache` of tower (blanket impls that could reach the tower-http and hyper-util
# corpora's pages), `macros` of tokio and `ring` of rustls; tonic-doc builds tonic with its default
# features (`router`, `transport`, `codegen`) plus `gzip`, `deflate`, `zstd`, `tls-ring`,
# `tls-native-roots` and `tls-webpki-roots` (docs.rs's all-features less `tls-aws-lc`, whose
# aws-lc-sys build needs CMake; `tls-ring` gates the same TLS types). quinn-proto is pinned by
# quinn-proto-doc/Cargo.lock (made from tonic-doc's) because its default `rustls-ring` turns on `ring`
# of rustls; quinn-proto-doc builds it with its default features (`rustls-ring`, `log`, `bloom`).
# tokio-postgres is pinned by tokio-postgres-doc/Cargo.lock (made from tonic-doc's) because in
# testcrates-doc's lock it adds `mac` to digest, `visit-mut` to syn and four features to web-sys
# (cargo metadata's resolve, before and after); tokio-postgres-doc
# builds it with that default feature only (docs.rs's all-features adds the `with-*` ToSql/FromSql
# impls of postgres-types, a dependency whose pages --no-deps does not render, and `js`, wasm only).
# hickory-resolver is pinned by hickory-resolver-doc/Cargo.lock (made from tonic-doc's) because in
# testcrates-doc's lock it adds `macros`/`rt-multi-thread` to tokio, `std` to ring, `visit-mut` to syn
# and `serde` to ipnet; hickory-resolver-doc builds it with its default features (`system-config`,
# `tokio`; docs.rs's all-features adds the TLS/HTTPS/QUIC/H3/DNSSEC transports over aws-lc-rs too).
# lettre is pinned by lettre-doc/Cargo.lock (made from tonic-doc's) because in testcrates-doc's lock it
# adds `default`/`getrandom` to tempfile, `default` to idna and Win32 features to windows-sys;
# lettre-doc builds it with its default features (`smtp-transport`, `pool`, `native-tls` over the
# system OpenSSL, `hostname`, `builder`; docs.rs's all-features adds the tokio/async-std transports,
# rustls/boring TLS, file/sendmail transports, DKIM and serde).
# async-nats is pinned by async-nats-doc/Cargo.lock (made from tonic-doc's) because in testcrates-doc's
# lock it adds `macros`/`test-util` to tokio, `serde` to bytes/time, `ring` to rustls and `attributes`
# to tracing; async-nats-doc builds it with its default features (ring, jetstream, kv, object-store,
# service, nkeys, crypto, websockets, nuid, server_2_*; docs.rs adds `experimental`, which gates nothing, and
# aws-lc-rs, whose aws-lc-sys needs CMake).
# actix-web is pinned by actix-web-doc/Cargo.lock (made from tonic-doc's) because in testcrates-doc's
# lock it adds `macros`/`signal` to tokio, `macros` to time, `attributes`/`log` to tracing, `log` to mio
# and `legacy`/`zdict_builder` to zstd; actix-web-doc builds it with its default features (macros,
# compress-brotli/-gzip/-zstd, cookies, http2, unicode, compat, ws; docs.rs adds the TLS features).
# redis is pinned by redis-doc/Cargo.lock (made from tonic-doc's) because in testcrates-doc's lock it
# adds `default-hasher`/`inline-more` to hashbrown and `i128`/`std` to num-traits; redis-doc builds it
# with its default features plus tokio-comp, connection-manager, cluster-async, sentinel and cache-aio
# (docs.rs's all-features adds TLS, smol, r2d2/bb8, bloom, json, vector-sets and entra-id).
# opentelemetry_sdk is pinned by opentelemetry_sdk-doc/Cargo.lock (made from tonic-doc's and pruned;
# shared packages keep their versions but r-efi, 5.3.0 for getrandom 0.3 where tonic-doc has 6.0.0),
# a lock of its own as for the other test-set crates, so its graph (rand 0.9, futures-executor,
# thiserror 2, wasm-bindgen) unifies no features into another corpus's; opentelemetry_sdk-doc builds
# it with its default features (trace, metrics, logs, internal-logs; docs.rs's all-features adds the
# async-runtime processors, rt-tokio, the jaeger remote sampler and the experimental features).
# log4rs is pinned by log4rs-doc/Cargo.lock (made from tonic-doc's and pruned; shared packages keep
# their versions but r-efi, 5.3.0 for getrandom 0.3 where tonic-doc has 6.0.0), a lock of its own as
# for the other test-set crates, so its graph (serde, chrono, parking_lot, rand 0.9, serde_yaml)
# unifies no features into another corpus's; log4rs-doc builds it with its default features
# (all_components, config_parsing, yaml_format: the set docs.rs documents, log4rs naming no docs.rs
# metadata; gzip, zstd, toml_format, json_format, background_rotation and log_kv are off).
# zstd is pinned by zstd-doc/Cargo.lock (made from tonic-doc's, which locks zstd 0.14.5, zstd-safe
# and zstd-sys for tonic's zstd feature, and pruned by `cargo metadata`; every package keeps the
# version locked there), a lock of its own as for the other test-set crates; zstd-doc builds it
# with its default features (legacy, arrays, zdict_builder; zstd-sys's build script compiles the
# bundled C libzstd with cc, as tonic-doc's does; docs.rs's set -- experimental, zstdmt,
# zdict_builder, doc-cfg -- is not used: doc-cfg needs a nightly rustdoc).
# tokio-retry2 is pinned by tokio-retry2-doc/Cargo.lock (made from tonic-doc's, which already locks
# tokio 1.54.1 and pin-project 1.2.0, and pruned by `cargo metadata`; every package keeps the
# version locked there), a lock of its own as for the other test-set crates; tokio-retry2-doc builds
# it with its default features, which are none (jitter, with rand, tracing and implicit_results
# are off; the crate names no docs.rs metadata, so this is the set docs.rs documents).
# isahc is pinned by isahc-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`;
# every package shared with it keeps the version locked there but rustls, 0.23.48 -> 0.23.46, which
# rustls-ffi 0.15.7 pins); isahc-doc builds it with its default features (default-tls = rustls-tls,
# http2, log, static-curl, text-decoding) plus docs.rs's cookies, json, tls-insecure and
# trust-webpki-roots. `cargo doc` runs the sys crates' build scripts: curl-sys compiles the bundled
# libcurl 8.22.0, libnghttp2-sys the bundled nghttp2, aws-lc-sys (rustls-ffi's crypto provider)
# AWS-LC, libz-sys uses the system zlib -- all with cc, offline, in a few minutes on two cores.
# attohttpc is pinned by attohttpc-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added attohttpc's own dependencies -- native-tls, openssl/openssl-sys, url/idna;
# every package shared with it keeps the version locked there), a lock of its own as for the other
# test-set crates; attohttpc-doc builds it with its default features (compress = flate2's default
# backend, tls-native = native-tls), as briefed, not docs.rs's all-features set (so the charsets,
# json, form, multipart-form, basic-auth and rustls items are not documented here). openssl-sys's
# build script finds the system OpenSSL with pkg-config (no C compile).
# rustyline is pinned by rustyline-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added rustyline's own dependencies -- nix, radix_trie, home, unicode-width, ...;
# every package shared with it keeps the version locked there), a lock of its own as for the other
# test-set crates; rustyline-doc builds it with its default features (custom-bindings, with-dirs,
# with-file-history), as briefed, not docs.rs's set; no C is compiled.
# exponential-backoff is pinned by exponential-backoff-doc/Cargo.lock (made from tonic-doc's and pruned
# by `cargo metadata`, which added exponential-backoff 2.1.1 and fastrand 2.5.0, its only dependency),
# a lock of its own as for the other test-set crates; the crate has no features (fastrand with its
# default `std`); no C is compiled.
# simplelog is pinned by simplelog-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added simplelog 0.12.2 and its dependencies -- time, termcolor, num_threads,
# deranged, ...; log, libc and the rest keep tonic-doc's versions), a lock of its own as for the
# other test-set crates; simplelog-doc builds it with its default features (termcolor,
# local-offset), as briefed; no C is compiled.
# fern is pinned by fern-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# added fern 0.7.1; its only dependency, log, keeps tonic-doc's version), a lock of its own as for the
# other test-set crates; fern-doc builds it with its default features (none), as briefed; no C is
# compiled.
# quick_cache is pinned by quick_cache-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added quick_cache 0.7.0 and its dependencies -- foldhash, parking_lot, lock_api,
# parking_lot_core, scopeguard; hashbrown, equivalent and the rest keep tonic-doc's versions), a lock of
# its own as for the other test-set crates; quick_cache-doc builds it with its default features
# (custom-hasher, parking_lot), as briefed; no C is compiled. The brief named notify first; its docs
# state fewer than ten values decided in its own code (Config's three settings and two features), so
# the brief's fallback was taken.
# flate2 is pinned by flate2-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`: flate2
# 1.1.11 and all its dependencies -- crc32fast, miniz_oxide, adler2, simd-adler32, cfg-if, zlib-rs --
# keep tonic-doc's versions, nothing was added), a lock of its own as for the other test-set crates;
# flate2-doc builds it with its default features (rust_backend, runtime_detection: the miniz_oxide
# backend), as briefed; no C is compiled.
# rustls is pinned by rustls-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`:
# rustls 0.23.48 and all its dependencies -- ring, rustls-webpki, rustls-pki-types, subtle, zeroize,
# log, once_cell -- keep tonic-doc's versions, nothing was added), a lock of its own as for the other
# test-set crates; rustls-doc builds it with `ring`, `logging`, `std` and `tls12` and without its
# default `aws_lc_rs` (whose aws-lc-sys is not in tonic-doc's lock and would add a long C build;
# `prefer-post-quantum`, the other default, only acts with aws_lc_rs), the set tonic-doc locks; so
# the crypto::aws_lc_rs module is absent and crypto::ring present. ring's build script compiles its
# C and assembly with cc, as tonic-doc's does.
# regex is pinned by regex-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# added regex 1.13.2, regex-automata 0.4.19, regex-syntax 0.8.12 and aho-corasick 1.1.5 -- the versions
# testcrates-doc locks for the regex-automata, regex-syntax and aho-corasick corpora; memchr keeps
# tonic-doc's version), a lock of its own as for the other test-set crates; regex-doc builds it with
# its default features (std, perf, unicode, regex-syntax/default), as briefed; no C is compiled.
# mysql_async is pinned by mysql_async-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added mysql_async 0.37.1, mysql_common 0.37.3 and the dependencies tonic-doc's lock
# lacked; getrandom 0.2.17 and r-efi gave way to getrandom 0.3.4 and r-efi 5.3.0, which mysql_common's
# dependencies ask for; every other package keeps tonic-doc's version), a lock of its own as for the
# other test-set crates; mysql_async-doc builds it with its default features (flate2/zlib, derive), as
# briefed: libz-sys's build script links the system zlib or compiles its bundled C with cc.
# axum is pinned by axum-doc/Cargo.lock (made from tonic-doc's, which already locked axum 0.8.9 and
# axum-core 0.5.6 as tonic's dependencies, and pruned by `cargo metadata`, which added
# serde_path_to_error 0.1.20 and the serde, serde_json, serde_urlencoded, form_urlencoded, ryu and
# zmij that testcrates-doc also locks, at its versions; every other package keeps tonic-doc's
# version), a lock of its own as for the other test-set crates; axum-doc builds it with its default
# features (form, http1, json, matched-path, original-uri, query, tokio, tower-log, tracing), as for
# the other test-set crates; no C is compiled.
# leaky-bucket is pinned by leaky-bucket-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added leaky-bucket 1.1.2 and parking_lot 0.12.5, parking_lot_core 0.9.12,
# lock_api 0.4.14, scopeguard 1.2.0 and redox_syscall 0.5.18 at the versions the other locks hold;
# every other package keeps tonic-doc's version), a lock of its own as for the other test-set
# crates; leaky-bucket-doc builds it with its default features (none: `tracing` is off); no C is
# compiled.
# jsonwebtoken is pinned by jsonwebtoken-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added jsonwebtoken 12.0.0, base64 0.23.1 (its major version; tonic-doc's 0.22.1 is
# not needed), pem 4.0.0, simple_asn1 0.6.4, signature 3.0.0, zeroize_derive 1.5.0 and the serde,
# serde_json, time, thiserror, num-bigint, wasm-bindgen and js-sys family at the versions the other
# locks hold; every package tonic-doc already locked keeps its version), a lock of its own as for
# the other test-set crates; jsonwebtoken-doc builds it with its default features (use_pem only:
# neither crypto backend, aws_lc_rs nor rust_crypto, is on, so no C is compiled; docs.rs builds it
# with rust_crypto, which only adds items behind cfg, not the pages labelled here).
# cached is pinned by cached-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which added cached 4.1.0, cached_proc_macro 3.0.1, cached_proc_macro_types 3.0.0, ahash 0.8.15,
# darling 0.20.11, web-time 1.1.0, thiserror 2.0.21, parking_lot 0.12.5 and the proc-macro-crate/
# toml_edit, zerocopy and wasm-bindgen families; every package tonic-doc already locked keeps its
# version), a lock of its own as for the other test-set crates; cached-doc builds it with its
# default features (proc_macro, ahash, time_stores: the #[cached]/#[once]/#[io_cached] macros are
# re-exported from cached_proc_macro and inlined on cached's pages; async and the redis/redb
# stores are off); no C is compiled.
# retry-policies is pinned by retry-policies-doc/Cargo.lock (made from tonic-doc's and pruned by
# `cargo metadata`, which added retry-policies 0.5.2, rand 0.10.4, rand_core 0.10.1, chacha20 0.10.2
# and cpufeatures 0.3.1; every package tonic-doc already locked keeps its version), a lock of its own
# as for the other test-set crates; retry-policies-doc builds it with its default features (it has
# none); no C is compiled.
# tower is pinned by tower-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which added hdrhistogram 7.6.0, num-traits 0.2.19, byteorder 1.5.0 and autocfg 1.5.1; every package
# tonic-doc already locked keeps its version), a lock of its own as for the other test-set crates;
# tower-doc builds it with its `full` feature (tower has no default features, and without them its
# pages show none of the middleware); no C is compiled.
# metrics-exporter-prometheus is pinned by metrics-exporter-prometheus-doc/Cargo.lock (made from
# tonic-doc's and pruned by `cargo metadata`, which added metrics-exporter-prometheus 0.18.3, metrics
# 0.24.6, metrics-util 0.20.4, evmap 11.0.0, left-right, quanta, hyper-rustls 0.27.10, ipnet and their
# dependencies; getrandom 0.4.3 and r-efi 6.0.0 were pruned, getrandom 0.3.4 and r-efi 5.3.0 added;
# every other package tonic-doc already locked keeps its version), a lock of its own as for the other
# test-set crates; metrics-exporter-prometheus-doc builds it without its default features and with
# `http-listener`, `push-gateway-no-tls-provider` and `uds-listener`: the default `push-gateway` is
# `_push-gateway-common` plus hyper-rustls/aws-lc-rs, whose aws-lc-sys is a long C build, and
# `push-gateway-no-tls-provider` gates the same items; `protobuf` is off (prost-build needs protoc).
# No C is compiled.
# tokio-stream is pinned by tokio-stream-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added signal-hook-registry 1.4.8 and errno 0.3.15 for tokio's `signal`; tokio-stream
# 0.1.19 and every other package keep tonic-doc's version), a lock of its own as for the other test-set
# crates; tokio-stream-doc builds it with its `full` feature (time, net, io-util, fs, rt, sync, signal:
# docs.rs's all-features), so every wrapper is rendered; no C is compiled.
# tracing-log is pinned by tracing-log-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which added tracing-log 0.2.0, lru 0.7.8, ahash 0.7.8, hashbrown 0.12.3 (in place of the
# pruned 0.17.2), version_check 0.9.5 and valuable 0.1.1; every other package keeps tonic-doc's
# version), a lock of its own as for the other test-set crates; tracing-log-doc builds it with its
# default features (log-tracer, std) and `interest-cache` (docs.rs's all-features), so
# InterestCacheConfig is rendered; no C is compiled.
# comrak is pinned by comrak-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which added comrak 0.59.0, clap 4.6.10 and its parts, bon 3.10.3, syntect 5.3.0, fancy-regex,
# arbitrary, emojis, caseless, phf 0.14/0.13, serde/serde_json and their dependencies; syn 2.0.119,
# getrandom 0.2.17/0.4.3, base64 0.22.1 (0.23.1 added) and the gRPC/TLS stack were pruned; every
# other package tonic-doc already locked keeps its version), a lock of its own as for the other
# test-set crates; comrak-doc builds it without its default features and with every feature but
# `syntect-onig` (Oniguruma, a C build): `syntect-fancy` gates the same syntect plugin; no C is
# compiled.
# zip is pinned by zip-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# added zip 9.9.0, aes/hmac/pbkdf2/sha1 and their RustCrypto parts, bzip2 0.6.1 with libbz2-rs-sys,
# zopfli, deflate64, lzma-rust2, ppmd-rust, bitstream-io, chrono, time, jiff 0.2/1.0, nt-time,
# rayon, arbitrary, typed-path and their dependencies; getrandom 0.2.17 and windows-sys 0.52.0 were
# pruned; every other package tonic-doc already locked keeps its version), a lock of its own as for
# the other test-set crates; zip-doc builds it without its default features and with every feature
# but `zstd`/`zstd-rs` (zstd-sys and libzstd-rs-sys run cc), `bzip2-rs` (bzip2-sys) and the C zlib
# backends (`deflate-flate2-zlib`, `-zlib-ng`, `-zlib-ng-compat`); no C is compiled.
# png is pinned by png-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# added png 0.18.1, fdeflate 0.3.7 and miniz_oxide 0.8.9; every other package tonic-doc already
# locked and png uses keeps its version), a lock of its own as for the other test-set crates;
# png-doc builds it with its default features (none: `zlib-rs` only swaps flate2's backend,
# `unstable` needs nightly); every dependency is pure Rust, no C is compiled.
# ron is pinned by ron-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# added ron 0.12.3, serde 1.0.229 and typeid 1.0.3; every other package tonic-doc already locked
# and ron uses keeps its version), a lock of its own as for the other test-set crates; ron-doc
# builds it with docs.rs's features (`integer128`, `indexmap`) and its default `std`; every
# dependency is pure Rust, no C is compiled.
# dashmap is pinned by dashmap-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which added dashmap 6.2.1, hashbrown 0.14.5 (dashmap's `^0.14.5`: tonic-doc's 0.17.2 does not
# fit), lock_api, parking_lot_core, scopeguard, redox_syscall, crossbeam-*, rayon, rayon-core,
# either and serde 1.0.229; every other package tonic-doc already locked and dashmap uses keeps its
# version), a lock of its own as for the other test-set crates; dashmap-doc builds 6.2.1 (the latest
# release; 7.0.0-rc2 is a pre-release) with docs.rs's features (`rayon`, `raw-api`, `serde`); every
# dependency is pure Rust, no C is compiled.
# textwrap is pinned by textwrap-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which added textwrap 0.16.4, smawk 0.3.3, unicode-width 0.2.3, icu_segmenter 2.4.0 with its
# icu_*/zerovec/yoke/tinystr data crates, hyphenation 0.8.4 with hyphenation_commons, fst, bincode
# and serde 1.0.229, terminal_size 0.4.4 with rustix 1.1.6 and linux-raw-sys; syn 2.0.119 and
# windows-sys 0.52.0 were pruned; every other package tonic-doc already locked and textwrap uses
# keeps its version), a lock of its own as for the other test-set crates; textwrap-doc builds the
# latest release with docs.rs's all-features (`hyphenation` with its embedded en-us patterns,
# `terminal_size`, `unicode-linebreak-complex` besides the default `std`, `unicode-linebreak`,
# `unicode-width`, `smawk`); every dependency is pure Rust, no C is compiled.
# base64 is pinned by base64-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept base64 alone and updated it from tonic-doc's 0.22.1 to 0.23.1, the latest release:
# base64 has no dependencies), a lock of its own as for the other test-set crates; base64-doc builds
# it with its default features (`std`, `simd-unsafe`; docs.rs's metadata sets no features, only
# rustdoc-args); no C is compiled.
# fs_extra is pinned by fs_extra-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept nothing of tonic-doc's and added fs_extra 1.3.0, the latest release: it has no
# dependencies and no features), a lock of its own as for the other test-set crates; no C is compiled.
# minijinja is pinned by minijinja-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept nothing of tonic-doc's and added minijinja 3.1.0, the latest release: its
# default features pull no dependency), a lock of its own as for the other test-set crates;
# minijinja-doc builds it with its default features only (builtins, debug, macros, multi_template,
# adjacent_loop_items, std_collections; docs.rs's metadata would add json, urlencode, fuel and
# serde: left out as briefed, so set_fuel and the tojson/urlencode filters are not documented);
# no C is compiled.
# handlebars is pinned by handlebars-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept tonic-doc's shared crates (syn, quote, serde's helpers, memchr, log ...) at
# their versions and added handlebars 6.4.4, the latest release, and its dependencies), a lock of
# its own as for the other test-set crates; handlebars-doc builds it with its default features
# (none: dir_source, script_helper, string_helpers ... are off; docs.rs's metadata would add
# dir_source, script_helper and rust-embed, pulling walkdir, rhai and rust-embed: left out as
# briefed). pest, pest_derive, pest_generator and pest_meta are held at 2.9.2 by handlebars-doc/Cargo.toml: pest 2.9.3 and later
# depend on stacker/psm (through pest_stack_guard from 2.9.5), whose build script compiles assembly
# with the C compiler (cc); 2.9.2 satisfies handlebars' `pest = "2.2.0"`, so no C is compiled.
# argon2 is pinned by argon2-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept tonic-doc's cfg-if, libc, r-efi, getrandom 0.4.3 and zeroize at their versions, pruned
# getrandom 0.2.17 with the gRPC/TLS stack, and added argon2 0.6.0, the latest release, with
# password-hash/phc, blake2/digest and their RustCrypto parts, base64ct, kdf, rand_core 0.10 and
# rayon), a lock of its own as for the other test-set crates; argon2-doc builds it with docs.rs's
# all-features (the default `alloc`, `getrandom`, `password-hash` plus `kdf`, `parallel`,
# `rand_core`, `zeroize`); every dependency is pure Rust, no C is compiled.
# scrypt is pinned by scrypt-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept tonic-doc's cfg-if, libc, r-efi and getrandom 0.4.3 at their versions, pruned
# getrandom 0.2.17 with the gRPC/TLS stack, and added scrypt 0.12.0, the latest release, with
# pbkdf2/hmac, salsa20/cipher/inout, sha2/digest and their RustCrypto parts, password-hash/phc,
# mcf/base64ct, ctutils, kdf, rand_core 0.10 and rayon, at the versions argon2-doc's lock also
# has where the two share a crate), a lock of its own as for the other test-set crates; scrypt-doc
# builds it with docs.rs's all-features (alloc, getrandom, kdf, mcf, parallel, password-hash, phc,
# rand_core; scrypt has no default features); every dependency is pure Rust, no C is compiled.
# sysinfo is pinned by sysinfo-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept tonic-doc's libc 0.2.191, memchr, serde_core/serde_derive 1.0.229, proc-macro2, quote,
# syn, bitflags and windows-link at their versions, pruned the rest, and added sysinfo 0.40.4, the
# latest release, with serde 1.0.229 and its target-only dependencies: windows 0.62 and its
# windows-* parts, ntapi/winapi, objc2 and the objc2-* frameworks, dispatch2, which are vendored
# but never built here), a lock of its own as for the other test-set crates; sysinfo-doc builds it
# with docs.rs's features (the default component, disk, gpu, network, system, user plus serde;
# multithread, which pulls rayon, is off as on docs.rs) for this Linux machine (x86_64, docs.rs's
# default target; the pages of its other targets are not built); no C is compiled.
# object_store is pinned by object_store-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept every package tonic-doc locked and object_store uses at its version -- tokio,
# hyper, http, bytes, futures, tracing, rustls-pki-types, libc, serde_core and the rest -- pruned the
# gRPC stack, and added object_store 0.14.2, the latest release, with base64 0.23.1 (tonic-doc's
# 0.22.1 went with the gRPC stack), chrono, quick-xml, reqwest 0.13.5, url/idna/icu, crc-fast, md-5,
# rand 0.10, walkdir, nix, parking_lot, serde_json and their parts), a lock of its own as for the
# other test-set crates; object_store-doc builds it with docs.rs's all-features less the C ones: the
# default `fs` plus `aws-base`, `gcp-base`, `azure-base`, `http-base` (each store module with its
# builder and the shared ClientOptions/RetryConfig/BackoffConfig), `reqwest` (ReqwestConnector,
# Certificate, the proxy options; it does not compile without a reqwest TLS backend, so
# object_store-doc also names reqwest with `rustls-no-provider`, rustls without a crypto provider,
# pure Rust) and `integration`; `aws-lc-rs` (aws-lc-sys
# compiles AWS-LC), `ring` (ring's C and assembly) and `reqwest/rustls` are left out, and with them
# the umbrellas `aws`, `gcp`, `azure`, `http` (each its `-base` plus reqwest, reqwest/rustls and
# aws-lc-rs), which gate no public item of their own: only the default crypto provider behind
# CryptoProvider. No C is compiled.
# opentelemetry-otlp is pinned by opentelemetry-otlp-doc/Cargo.lock (made from tonic-doc's and pruned
# by `cargo metadata`, which kept every package tonic-doc locked and opentelemetry-otlp uses at its
# version -- tonic 0.14.9, tokio, hyper, hyper-util, http, tower, rustls, tokio-rustls,
# rustls-native-certs, webpki-roots, flate2 and the rest -- pruned axum, zstd/zstd-sys, jobserver and
# pkg-config, and added opentelemetry-otlp 0.33.1, the latest release, with opentelemetry,
# opentelemetry_sdk, opentelemetry-http and opentelemetry-proto 0.33.1, prost 0.14.6, tonic-prost,
# tonic-types, reqwest 0.13.5, serde_json, rand 0.9, thiserror 2, url/idna/icu and their parts;
# r-efi is 5.3.0 beside tonic-doc's 6.0.0, as in opentelemetry_sdk-doc), a lock of its own as for the
# other test-set crates; opentelemetry-otlp-doc builds it with docs.rs's all-features less the C ones:
# the defaults (http-proto, reqwest-blocking-client, trace, metrics, logs, internal-logs) plus
# grpc-tonic, gzip-http, gzip-tonic (flate2 over miniz_oxide), http-json, hyper-client,
# integration-testing, reqwest-client, tls-provider-agnostic, tls-roots and tls-webpki-roots;
# tls-ring (ring's C and assembly), tls-aws-lc (aws-lc-sys), reqwest-rustls (reqwest's rustls over
# aws-lc-rs), zstd-http and zstd-tonic (zstd-sys compiles the bundled libzstd) are left out; they
# gate no public item (tls-provider-agnostic gates the same TLS items as tls-ring). ring and cc stay
# in the lock (rustls-webpki's entry names ring) but are never built: no C is compiled.
# fancy-regex is pinned by fancy-regex-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept memchr 2.8.3 at tonic-doc's version, pruned the rest, and added fancy-regex
# 0.20.2, the latest release, with regex-automata 0.4.19, regex-syntax 0.8.12 and aho-corasick 1.1.5
# -- the versions testcrates-doc and regex-doc lock -- and bit-set/bit-vec 0.8.0), a lock of its own
# as for the other test-set crates (in testcrates-doc's lock its regex-automata features would unify
# into the regex-automata corpus); fancy-regex-doc builds it with its default features (unicode,
# perf, std, variable-lookbehinds; the crate names no docs.rs metadata, so this is docs.rs's set;
# leftmost_longest, perf-dfa-full and track_caller are off); every dependency is pure Rust, no C is
# compiled.
# notify is pinned by notify-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept tonic-doc's tokio 1.54.1, mio 1.2.5, libc 0.2.191, log, bitflags, the futures-* parts,
# serde_core/serde_derive 1.0.229, proc-macro2, quote, syn, windows-sys 0.61.2 and the rest notify
# uses at their versions, pruned the others, and added notify 9.0.0, the latest release, with
# notify-types 2.3.1, inotify/inotify-sys, walkdir, xxhash-rust, crossbeam-channel, flume, futures,
# serde 1.0.229 and the target-only kqueue, objc2-core-* and wasm-bindgen crates, which are vendored
# but never built here), a lock of its own as for the other test-set crates; notify-doc builds it with
# docs.rs's features (crossbeam-channel, flume, futures, serde, tokio) beside its default
# macos_fsevent (macOS only) for this Linux machine (the inotify backend; the FSEvents, kqueue and
# Windows modules are not rendered); every dependency is pure Rust, no C is compiled.
# quick-xml is pinned by quick-xml-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept tonic-doc's memchr 2.8.3, tokio 1.54.1, bytes, pin-project-lite, cfg-if,
# serde_core/serde_derive 1.0.229, proc-macro2, quote, syn and unicode-ident at their versions,
# pruned the others, and added quick-xml 0.42.0, the latest release, with arbitrary/derive_arbitrary
# 1.5.0, document-features 0.2.12 (litrs), encoding_rs 0.8.44 (core_detect, multiversion_no_op,
# rustversion, scopeguard, simdutf8) and serde 1.0.229), a lock of its own as for the other test-set
# crates; quick-xml-doc builds it with docs.rs's features (package.metadata.docs.rs: all-features =
# true: arbitrary, async-tokio, document-features, encoding, escape-html, overlapped-lists,
# serde-types, serialize; no default features exist); every dependency is pure Rust, no C is compiled.
# sled is pinned by sled-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# kept tonic-doc's libc 0.2.191, log 0.4.35, crc32fast 1.5.6, cfg-if 1.0.5 and smallvec 1.16.6 at
# their versions, pruned the others, and added sled 0.34.7, the latest stable release
# (1.0.0-alpha.124 is a pre-release), with crossbeam-epoch/crossbeam-utils, fxhash/byteorder, fs2,
# parking_lot 0.11.2 (lock_api, scopeguard, parking_lot_core 0.8.6, instant, redox_syscall 0.2.16
# with bitflags 1.3.2) and the target-only winapi crates, which are vendored but never built here),
# a lock of its own as for the other test-set crates; sled-doc builds it with docs.rs's features
# (package.metadata.docs.rs: features = ["docs"], the `doc` module of prose pages) beside the
# default `no_metrics`; `compression` (zstd-sys compiles the bundled libzstd) and `io_uring` (rio)
# are off, as on docs.rs; every dependency is pure Rust, no C is compiled.
# lapin is pinned by lapin-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# kept tonic-doc's tokio 1.54.1, rustls 0.23.48, rustls-pki-types, rustls-native-certs 0.8.5,
# rustls-webpki 0.103.17, futures-* 0.3.34, bytes, log, libc, socket2, mio, serde_core/serde_derive
# 1.0.229, proc-macro2, quote, syn, windows-sys and the rest lapin uses at their versions, pruned the
# others, and added lapin 4.12.3, the latest release, with amq-protocol, amq-protocol-tcp,
# amq-protocol-types and amq-protocol-uri 10.6.3, async-rs 0.8.13, tcp-stream 0.34.14,
# rustls-connector 0.23.10, rustls-platform-verifier 0.7.1, p12-keystore, backon 1.6.0, flume 0.12.0,
# hickory-resolver 0.26.3, smol 2.0.2, async-global-executor 3.1.0 and their dependencies, the
# target-only Android/Apple/Windows crates vendored but never built here), a lock of its own as for
# the other test-set crates; lapin-doc builds it with docs.rs's all-features less those that compile
# C: `rustls` (the default TLS backend: amq-protocol-tcp's rustls = ["rustls-platform-verifier",
# "rustls--aws_lc_rs"], whose aws-lc-sys builds AWS-LC from C), `rustls--aws_lc_rs`, `rustls--ring`
# (ring's C and assembly), `native-tls`/`openssl` (the system OpenSSL) and `vendored-openssl`; and
# without `codegen`, which only regenerates src/generated/channel.rs into OUT_DIR at build time. So
# default-features = false with tokio, smol, async-global-executor, hickory-dns,
# rustls-platform-verifier, rustls-native-certs and rustls-webpki-roots-certs (no crypto provider:
# it compiles, and lapin's own pages do not change, as none of its items is cfg'd on a TLS feature);
# every dependency is pure Rust, no C is compiled.
# tera is pinned by tera-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# kept tonic-doc's libc 0.2.191, log 0.4.35, memchr 2.8.3, itoa, percent-encoding 2.3.2,
# serde_core/serde_derive 1.0.229, proc-macro2, quote, syn, getrandom 0.2.17, cfg-if, bitflags,
# windows-sys and the rest tera uses at their versions, pruned the others, and added tera 1.20.1,
# the latest stable 1.x release (2.x is a rewrite), with globwalk 0.9.1, ignore, globset, regex
# 1.13.2, chrono 0.4.45, chrono-tz 0.9.0 (chrono-tz-build, parse-zoneinfo, phf 0.11.3), humansize
# 2.1.3, slug 0.1.6 (deunicode), rand 0.8.8, serde 1.0.229, serde_json 1.0.154,
# unicode-segmentation and their dependencies, the target-only wasm/Windows/Android/Haiku crates
# vendored but never built here); pest, pest_derive, pest_generator and pest_meta are held at 2.9.2
# by tera-doc's Cargo.toml (=2.9.2, as handlebars-doc's), not 2.9.6: pest 2.9.3 and later pull in stacker and psm,
# whose build script assembles psm's stack-switching code with the C toolchain. A lock of its own as
# for the other test-set crates; tera-doc builds it with docs.rs's features, tera's defaults
# (`builtins`: urlencode, slug, humansize, chrono, chrono-tz, rand; tera sets no
# package.metadata.docs.rs), none of which compiles C; every dependency is pure Rust, no C is compiled.
# sentry-core is pinned by sentry-core-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept tonic-doc's log 0.4.35, getrandom 0.4.3, libc 0.2.191, serde_core/serde_derive
# 1.0.229, memchr, itoa, percent-encoding 2.3.2, the futures-* parts 0.3.34, proc-macro2, quote, syn,
# smallvec and the rest sentry-core uses at their versions, pruned the others, and added
# sentry-core 0.49.5, the latest release, with sentry-types 0.49.5, debugid 0.8.0, hex, rand 0.10.4
# (rand_core, chacha20, cpufeatures), uuid 1.29.3, url 2.5.9 (idna, the icu_* parts), serde 1.0.229,
# serde_json 1.0.154, thiserror 2.0.21, time 0.3.55 and their dependencies, the target-only
# wasm-bindgen/js-sys crates vendored but never built here), a lock of its own as for the other
# test-set crates; sentry-core-doc builds it with docs.rs's features (package.metadata.docs.rs:
# all-features = true: client, logs, metrics, release-health, test and the optional dependencies'
# log, rand, uuid; the default feature set is empty), none of which compiles C; every dependency is
# pure Rust, no C is compiled.
# async-compression is pinned by async-compression-doc/Cargo.lock (made from tonic-doc's and pruned by
# `cargo metadata`, which kept tonic-doc's flate2 1.1.11, miniz_oxide 0.9.1, zlib-rs, adler2,
# crc32fast, simd-adler32, tokio 1.54.1, memchr 2.8.3, pin-project-lite, cfg-if, proc-macro2, quote,
# syn and unicode-ident at their versions, pruned the others, and added async-compression 0.4.54, the
# latest release, with compression-codecs 0.4.49, compression-core 0.4.34, brotli 9.1.3
# (brotli-decompressor, alloc-no-stdlib, alloc-stdlib), bzip2 0.6.1 (libbz2-rs-sys 0.2.7, the Rust
# port of libbzip2), deflate64 0.1.12, mbrotli 0.5.20, mzstd 0.2.9 (branches, borrowed-buf,
# fearless_simd), futures-io 0.3.34 and thiserror 2.0.21), a lock of its own as for the other
# test-set crates; async-compression-doc builds it with docs.rs's all-features less those that
# compile C -- lz4 (lz4-sys), lzma/xz/xz-parallel/xz2 (liblzma-sys) and zstd/zstdmt (zstd-sys) -- and
# less zstd-zrip, whose zrip ^0.8.22 the registry does not serve; build_async_compression passes
# docs.rs's rustc-args/rustdoc-args `--cfg async_compression_unstable` (RUSTFLAGS and RUSTDOCFLAGS),
# so the unstable brotli-mbrotli and zstd-mzstd types render as on docs.rs; every dependency is pure
# Rust, no C is compiled.
# prometheus is pinned by prometheus-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept tonic-doc's libc 0.2.191, memchr 2.8.3, fnv, cfg-if, bitflags, once_cell,
# smallvec, proc-macro2, quote, syn and unicode-ident at their versions, pruned the others, and added
# prometheus 0.14.0, the latest release, with protobuf and protobuf-support 3.7.2, parking_lot 0.12.5
# (parking_lot_core, lock_api, scopeguard, redox_syscall), lazy_static 1.5.1 and thiserror 2.0.21 (and
# protobuf's thiserror 1.0.69)), a lock of its own as for the other test-set crates; prometheus-doc
# builds it with docs.rs's features (package.metadata.docs.rs: features = ["nightly"] over the
# default `protobuf`): the pure-Rust protobuf runtime and the pre-generated proto model (`gen`, which
# would run protobuf-codegen in build.rs, is off, as on docs.rs) and nightly's libc bindings; `process`
# and `push` (reqwest, native-tls over OpenSSL) are not in docs.rs's set and stay off; every
# dependency is pure Rust, no C is compiled.
# jsonrpsee-server is pinned by jsonrpsee-server-doc/Cargo.lock (made from tonic-doc's and pruned by
# `cargo metadata`, which kept every package tonic-doc locked and jsonrpsee-server uses at its
# version (tokio, hyper, hyper-util, http, tower, tokio-util, tokio-stream, futures-util, bytes,
# tracing, pin-project, ...), pruned the others (getrandom 0.4.3 and r-efi 6.0.0 among them), and
# added jsonrpsee-server, jsonrpsee-core and jsonrpsee-types 0.26.1 (the latest release), soketto
# 0.8.1, route-recognizer 0.3.1, futures 0.3.34, parking_lot 0.12.5, rand 0.8.8 and 0.9.5 (with
# rand 0.9's getrandom 0.3.4 and r-efi 5.3.0), sha1 0.10.7, rustc-hash 2.1.3, serde 1.0.229,
# serde_json 1.0.154 and thiserror 2.0.21), a lock of its own as for the other test-set crates;
# jsonrpsee-server has no features and no package.metadata.docs.rs, so jsonrpsee-server-doc builds
# it as docs.rs does; every dependency is pure Rust, no C is compiled.
# tower-sessions is pinned by tower-sessions-doc/Cargo.lock (made from tonic-doc's and pruned by
# `cargo metadata`, which kept every package tonic-doc locked and tower-sessions uses at its version
# (tokio, http, http-body, axum-core, tower-layer, tower-service, futures-util, bytes, tracing,
# async-trait, base64, subtle, getrandom 0.2.17, ...), pruned the others (getrandom 0.4.3 and r-efi
# 6.0.0 among them), and added tower-sessions, tower-sessions-core and tower-sessions-memory-store
# 0.15.0 (the latest release), tower-cookies 0.11.0, cookie 0.18.3 with aes-gcm 0.10.3, hmac 0.12.1,
# hkdf 0.12.4, sha2 0.10.9 and their RustCrypto dependencies, time 0.3.55, parking_lot 0.12.5, rand
# 0.8.8/0.9.5 (with rand 0.9's getrandom 0.3.4 and r-efi 5.3.0), futures 0.3.34, serde 1.0.229,
# serde_json 1.0.154 and thiserror 2.0.21), a lock of its own as for the other test-set crates;
# tower-sessions-doc builds it with docs.rs's all-features (package.metadata.docs.rs: axum-core,
# memory-store, private, signed) but without docs.rs's nightly `--cfg docsrs`; every dependency is
# pure Rust, no C is compiled.
# tower_governor is pinned by tower_governor-doc/Cargo.lock (made from tonic-doc's and pruned by
# `cargo metadata`, which kept every package tonic-doc locked and tower_governor uses at its version
# (tonic 0.14.9, axum 0.8.9, tokio, http, tower, tracing, pin-project, futures-util, bytes, ...),
# pruned the others (rustls, ring, zstd, flate2, getrandom 0.2.17 and 0.4.3, r-efi 6.0.0 among
# them), and added tower_governor 0.8.0 (the latest release), governor 0.10.4 with quanta 0.12.6,
# dashmap 6.2.1, hashbrown 0.14.5/0.16.1, nonzero_ext, spinning_top, futures-timer, web-time and
# rand 0.9.5 (with getrandom 0.3.4 and r-efi 5.3.0), forwarded-header-value 0.1.1 with nonempty
# 0.7.0, thiserror 1.0.69/2.0.21, serde 1.0.229, serde_json 1.0.154 and axum's serde_urlencoded/
# serde_path_to_error), a lock of its own as for the other test-set crates; tower_governor has no
# package.metadata.docs.rs, so tower_governor-doc builds its default features (`axum`, `tonic`) as
# docs.rs does; every dependency is pure Rust, no C is compiled.
# axum-server is pinned by axum-server-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept every package tonic-doc locked and axum-server uses at its version (hyper,
# hyper-util, http, http-body, tokio, tokio-rustls, rustls, rustls-pki-types, socket2, bytes,
# tower-service, ...), pruned the others, and added axum-server 0.9.2 (the latest release),
# arc-swap, either, fs-err and, for `tls-rustls-encrypted-keys`, pkcs8 0.10.2 with pkcs5, der, spki,
# aes, cbc, pbkdf2, scrypt, sha2 and their RustCrypto dependencies), a lock of its own as for the
# other test-set crates; axum-server-doc builds it with docs.rs's all-features less `tls-rustls`
# (rustls' aws-lc-rs: aws-lc-sys needs CMake and a C compiler), `tls-rustls-ring` (ring compiles C)
# and `tls-openssl` (openssl-sys links the system OpenSSL), i.e. `tls-rustls-no-provider` (which
# gates the same tls_rustls/tls modules) and `tls-rustls-encrypted-keys`, without docs.rs's nightly
# `--cfg docsrs` and `-Zrustdoc-scrape-examples`; ring stays in the lock as rustls-webpki's optional
# dependency but is not built: no C is compiled.
# tryhard is pinned by tryhard-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept tokio 1.54.1, tokio-macros, pin-project-lite, proc-macro2, quote, syn and unicode-ident
# at the versions tonic-doc locked, pruned the others and added tryhard 0.5.2, the latest release),
# a lock of its own as for the other test-set crates; tryhard has no features and no docs.rs
# metadata, so tryhard-doc builds it as docs.rs does; its tokio dependency asks for `rt`, `time`,
# `macros`, `test-util` and `sync`; every dependency is pure Rust, no C is compiled.
# bincode is pinned by bincode-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept serde_core/serde_derive 1.0.229, proc-macro2, quote, syn and unicode-ident at the
# versions tonic-doc locked, pruned the others and added bincode 2.0.1 (the last release with code:
# 3.0.0 is an empty release), bincode_derive 2.0.1, virtue 0.0.18, unty 0.0.4 and serde 1.0.229), a
# lock of its own as for the other test-set crates; bincode-doc builds it with docs.rs's
# all-features (`alloc`, `std`, `derive`, `serde`) but without docs.rs's nightly `--cfg docsrs`;
# every dependency is pure Rust, no C is compiled.
# humantime is pinned by humantime-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`: humantime 2.4.0, the latest release, has no dependencies, so the lock holds humantime
# alone; no package tonic-doc locked is used), a lock of its own as for the other test-set crates;
# humantime has no docs.rs metadata, so humantime-doc builds it as docs.rs does, with its default
# features (its one feature, `mu`, which writes microseconds as `µs`, stays off); no C is compiled.
# ammonia is pinned by ammonia-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept log, memchr, percent-encoding, smallvec, libc, cfg-if, bitflags, itoa, serde_core/
# serde_derive, proc-macro2, quote, syn and unicode-ident at the versions tonic-doc locked, pruned
# the others and added ammonia 4.2.5 (the latest release), html5ever 0.40.1, markup5ever, web_atoms,
# tendril, string_cache, phf 0.14, cssparser 0.38.0, maplit, url 2.5.9 with idna and the icu_*
# crates, parking_lot and their pure-Rust dependencies), a lock of its own as for the other test-set
# crates; ammonia has no features and no docs.rs metadata, so ammonia-doc builds it as docs.rs
# does; every dependency is pure Rust, no C is compiled.
# deadpool-redis is pinned by deadpool-redis-doc/Cargo.lock (made from tonic-doc's and pruned by
# `cargo metadata`, which kept tokio, serde_core/serde_derive, bytes, futures-*, rustls 0.23.48,
# tokio-rustls, rustls-native-certs, webpki-roots, pin-project-lite, log, memchr, itoa, socket2,
# hashbrown, syn and the other packages tonic-doc locked at their versions -- but added getrandom
# 0.3.4 with r-efi 5.3.0 beside tonic-doc's 0.2.17/0.4.3 and 6.0.0 -- pruned the others and added
# deadpool-redis 0.23.1 (the latest release), deadpool 0.13.1, deadpool-runtime 0.3.1, redis 1.8.2
# (the redis corpus's version) with combine, crc16, rand, lru, arc-swap, backon, smol 2 and the
# async-* crates, bigdecimal, rust_decimal, uuid, ahash, serde_json, url/idna and their pure-Rust
# dependencies), a lock of its own as for the other test-set crates; deadpool-redis-doc builds it
# with docs.rs's all-features less `entra-id` (azure_identity/azure_core pull reqwest with
# native-tls, i.e. OpenSSL) and `tls-native-tls`, `tokio-native-tls-comp`, `smol-native-tls-comp`
# (native-tls: OpenSSL), and without docs.rs's nightly `--cfg docsrs`; redis's rustls is built
# without a crypto provider (no ring/aws-lc), so no C is compiled.
# redb is pinned by redb-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# kept libc 0.2.191, tonic-doc's version, pruned every other package and added redb 5.0.0, the
# latest release), a lock of its own as for the other test-set crates; redb has no
# package.metadata.docs.rs, so docs.rs builds its default features (`std`) and redb-doc does the
# same: the optional `logging` (log) and `uuid` dependencies and `cache_metrics` are off; libc is
# its only dependency on Linux and no C is compiled.
# hyper-rustls is pinned by hyper-rustls-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept every package tonic-doc locked and hyper-rustls uses at its version (hyper
# 1.x, hyper-util, http, tokio, tokio-rustls 0.26.6, rustls 0.23.48, ring 0.17.14, rustls-webpki,
# rustls-pki-types, rustls-native-certs 0.8.5, webpki-roots, log, ...), pruned the others (tonic,
# axum, tower, flate2, zstd, serde_core among them) and added hyper-rustls 0.27.10 (the latest
# release), rustls-platform-verifier 0.7.1 with rustls-platform-verifier-android, webpki-root-certs,
# jni and its Android-only dependencies, walkdir/same-file and thiserror 2.0.21), a lock of its own
# as for the other test-set crates; hyper-rustls-doc builds it with docs.rs's features
# (no-default-features plus `http1`, `http2`, `logging`, `native-tokio`, `ring`,
# `rustls-platform-verifier`, `tls12`, `webpki-tokio`): none links a system C library -- ring
# compiles its own C and assembly with the C compiler, as in rustls-doc and tonic-doc -- and the
# default `aws-lc-rs` (aws-lc-sys needs CMake) is not asked for; without docs.rs's nightly
# `--cfg hyper_rustls_docsrs`.
# deadpool-postgres is pinned by deadpool-postgres-doc/Cargo.lock (made from tonic-doc's and pruned
# by `cargo metadata`, which kept tokio 1.54.1, bytes, futures-*, pin-project-lite, log, memchr,
# socket2, serde_core/serde_derive, syn 2.0.119 and 3.0.10, cc 1.11.3, getrandom 0.4.3 and the
# other packages tonic-doc locked and deadpool-postgres uses at their versions -- adding only a
# third syn (1.0.109) and a second wasi (0.14.7) beside them -- pruned the others (tonic, axum,
# hyper, rustls, ring, flate2, zstd among them) and added deadpool-postgres 0.14.2 (the latest
# release), deadpool 0.13.1, deadpool-runtime 0.3.1, tokio-postgres 0.7.18 (the tokio-postgres
# corpus's version) with postgres-protocol 0.6.12 and postgres-types 0.2.14, async-std 1.13.2 and
# the async-* crates, the with-* type crates (bit-vec 0.6-0.9, chrono, cidr, eui48, geo-types,
# jiff, serde_json, smol_str, time 0.2/0.3, uuid 0.8/1) and their pure-Rust dependencies), a lock
# of its own as for the other test-set crates; deadpool-postgres-doc builds it with docs.rs's
# all-features (every one pure Rust, none left out) and without docs.rs's nightly `--cfg docsrs`;
# no C is compiled.
# cookie is pinned by cookie-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept base64 0.22.1, percent-encoding 2.3.2, subtle 2.6.1, getrandom 0.2.17, libc, cfg-if,
# proc-macro2, quote, syn 2.0.119/3.0.10, serde_core/serde_derive and wasi at tonic-doc's versions,
# pruned the others (tonic, tokio, hyper, rustls, ring among them) and added cookie 0.18.3 (the
# newest 0.18.x and the latest release; the version tower-sessions-doc also locks), time 0.3.55 with
# time-core/time-macros/deranged/powerfmt/num-conv, and the RustCrypto crates of its `secure`
# feature (aes-gcm 0.10.3, aes, ctr, ghash, polyval, hmac 0.12.1, hkdf 0.12.4, sha2 0.10.9,
# digest, cipher, generic-array, typenum) with rand 0.8.8/rand_chacha/rand_core/zerocopy), a lock
# of its own as for the other test-set crates; cookie-doc builds it with docs.rs's all-features
# (every one pure Rust, none left out) on the stable toolchain, so build.rs's `nightly` cfg (the
# doc(cfg) badges) stays off; no C is compiled.
# humansize is pinned by humansize-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept none of tonic-doc's packages -- humansize's one dependency, libm, was not in
# it -- and added humansize 2.1.3 (the latest release) and libm 0.2.16 (the newest 0.2.x), a lock of
# its own as for the other test-set crates; humansize-doc builds it with docs.rs's features, the
# default set, which is empty (Cargo.toml has no [package.metadata.docs.rs]; no_alloc and
# impl_style stay off), so the allocating functions render and the FormatSize traits do not; no C
# is compiled (libm is pure Rust).
# bytesize is pinned by bytesize-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept serde_core 1.0.229 and what its lock entry names (serde_derive, syn,
# quote, proc-macro2, unicode-ident) at tonic-doc's versions and added bytesize 2.7.0 (the latest
# release) and arbitrary 1.5.0 (the newest 1.x), a lock of its own as for the other test-set
# crates; bytesize-doc builds it with docs.rs's features (package.metadata.docs.rs: all-features:
# std, arbitrary, serde), every one pure Rust, none left out, so the Arbitrary and Serialize/
# Deserialize impls render on ByteSize's page; no C is compiled.
# criterion is pinned by criterion-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo
# metadata`, which kept 26 of tonic-doc's packages at their versions -- tokio, the futures-* crates,
# libc, memchr, cc, serde_core/serde_derive, syn, quote, proc-macro2 and the rest criterion's graph
# shares -- and added criterion 0.8.2 (the latest release), criterion-plot 0.8.2 and the 77 other
# packages its graph needs at their newest compatible versions: clap 4.6, plotters 0.3.7, rayon 1.12,
# regex 1.13, serde 1.0.229, smol 2.0.2, ciborium, tinytemplate, alloca 0.4.0, ...), a lock of its
# own as for the other test-set crates; criterion-doc builds it with docs.rs's features
# (package.metadata.docs.rs: async_futures, async_smol, async_tokio, on top of the default rayon,
# plotters and cargo_bench_support), none left out: none needs a C library (alloca's build script
# compiles a small C file with the system cc, as cc-using crates do), so AsyncBencher and the
# async_executor pages render.
# usvg is pinned by usvg-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`, which
# kept 16 of tonic-doc's packages at their versions -- flate2, miniz_oxide, crc32fast, adler2,
# simd-adler32, libc, log, memchr, bitflags, smallvec, once_cell, cfg-if, syn, quote, proc-macro2,
# unicode-ident -- and added usvg 0.49.0 (the latest release) and the 35 other packages its graph
# needs at their newest compatible versions: fontdb 0.24.0, fontconfig-parser 0.5.8, harfrust 0.12.0,
# skrifa 0.44.0, read-fonts 0.41.0, roxmltree 0.21.2 (and 0.20.0 for fontconfig-parser), svgtypes
# 0.16.2, kurbo 0.13.1, tiny-skia-path 0.12.0, base64 0.23.1 (usvg asks for 0.23, tonic-doc locks
# 0.22.1), imagesize, simplecss, xmlwriter, the unicode-* crates, ...), a lock of its own as for the
# other test-set crates; usvg-doc builds it with docs.rs's features (no [package.metadata.docs.rs]:
# the default svgz, text, system-fonts, memmap-fonts and writer), none left out: none needs a C
# library, so the text (FontResolver, Font, layout/) and writer (WriteOptions) pages render.
# figment is pinned by figment-doc/Cargo.lock (made from tonic-doc's and pruned by `cargo metadata`,
# which kept 21 of tonic-doc's packages at their versions -- serde_core/serde_derive 1.0.229, syn
# 2.0.119 and 3.0.10, quote, proc-macro2, unicode-ident, indexmap 2.14.2, hashbrown 0.17.2,
# equivalent, itoa, memchr, libc, cfg-if, getrandom 0.4.3, bitflags, once_cell, smallvec, r-efi and
# windows-sys/windows-link -- and added figment 0.10.19 (the latest release) and the 31 other
# packages its graph needs at their newest compatible versions: toml 0.8.23 with toml_edit,
# toml_datetime, serde_spanned, toml_write and winnow, serde_json 1.0.154, serde_yaml
# 0.9.34+deprecated with unsafe-libyaml, pear 0.2.9 with pear_codegen and proc-macro2-diagnostics,
# uncased 0.9.10, tempfile 3.27.0, parking_lot 0.12.5, atomic, ...), a lock of its own as for the
# other test-set crates; figment-doc builds it with docs.rs's features (package.metadata.docs.rs:
# all-features: env, json, parse-value, test, toml, yaml), none left out: none needs a C library
# (unsafe-libyaml is libyaml translated to Rust), so the Env, Toml/Json/Yaml/YamlExtended and Jail
# pages render; on the stable toolchain build.rs's `nightly` cfg (the doc(cfg) badges) stays off.
# (It stands in for rocket 0.5.4, the first choice, which cannot be built: its Cargo.toml pins
# rocket_codegen and rocket_http `=0.5.4`, and crates.io's index has neither past 0.5.2.)
build_crate() {
    local name="$1" version="$2" sha="$3" lockdir="${4:-testcrates-doc}"
    local dir="$CACHE/$name" work="$CACHE/$name-work"
    [[ -f "$dir/.built" ]] && { log "$name: up to date"; return; }
    log "$name $version: crates.io (pinned by $lockdir/Cargo.lock), rustdoc"
    check_pin "$name" "$version" "$sha" "$lockdir"
    rm -rf "$dir" "$work" && mkdir -p "$dir" "$work"
    (cd "$HERE/$lockdir" && cargo vendor --locked --quiet "$work/vendor" >/dev/null)
    local src="$work/vendor/$name"
    [[ -d "$work/vendor/$name-$version" ]] && src="$work/vendor/$name-$version"
    grep -q "^version = \"$version\"\$" "$src/Cargo.toml" || {
        echo "$name: the vendored copy $src is not version $version" >&2
        exit 1
    }
    cp -r "$src" "$dir/checkout"
    (cd "$HERE/$lockdir" && CARGO_TARGET_DIR="$work/target" \
        cargo doc --locked --quiet --no-deps -p "$name@$version")
    cp -r "$work/target/doc/${name//-/_}" "$dir/site"
    rm -rf "$work"
    touch "$dir/.built"
}

# opentelemetry-otlp through build_crate (its own lock folder, see above), then a check that the
# crate page rendered its environment-variable table and a labelled constant page its doc.
build_opentelemetry_otlp() {
    build_crate opentelemetry-otlp "$OPENTELEMETRY_OTLP_VERSION" "$OPENTELEMETRY_OTLP_SHA256" \
        opentelemetry-otlp-doc
    local site="$CACHE/opentelemetry-otlp/site"
    grep -q '<code>http://localhost:4318</code> (HTTP)' "$site/index.html" &&
        grep -q 'defaults to https://localhost:4317/v1/traces' \
            "$site/constant.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT.html" || {
        echo "opentelemetry-otlp: index.html or a constant page did not render its docs" >&2
        rm -f "$CACHE/opentelemetry-otlp/.built"
        exit 1
    }
}

# fancy-regex through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its included docs/*.md (the feature list, the recursion depth limit) and the options
# pages their defaults (RegexBuilder's setters only say "See RegexOptionsBuilder::...").
build_fancy_regex() {
    build_crate fancy-regex "$FANCY_REGEX_VERSION" "$FANCY_REGEX_SHA256" fancy-regex-doc
    local site="$CACHE/fancy-regex/site"
    grep -q '<code>perf-dfa-full</code></strong> (disabled by default)' "$site/index.html" &&
        grep -q 'recursion up to 20 levels deep' "$site/index.html" &&
        grep -q 'Default is <code>1_000_000</code> (1 million)' "$site/struct.RegexOptionsBuilder.html" &&
        grep -q 'The default is 64 MiB.' "$site/struct.RegexSetOptions.html" || {
        echo "fancy-regex: index.html or an options page did not render its docs" >&2
        rm -f "$CACHE/fancy-regex/.built"
        exit 1
    }
}

# notify through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its Known Problems section (the poll interval, the FSEvents limit) and Config's page its
# setters' defaults.
build_notify() {
    build_crate notify "$NOTIFY_VERSION" "$NOTIFY_SHA256" notify-doc
    local site="$CACHE/notify/site"
    grep -q 'the default is 30 seconds' "$site/index.html" &&
        grep -q 'per process (21 for a soft limit of 256)' "$site/index.html" &&
        grep -q 'The default poll frequency is 30 seconds.' "$site/struct.Config.html" &&
        grep -q 'Disabled by default; cannot be changed at runtime.' "$site/struct.Config.html" || {
        echo "notify: index.html or struct.Config.html did not render its docs" >&2
        rm -f "$CACHE/notify/.built"
        exit 1
    }
}

# quick-xml through build_crate (its own lock folder, see above), then a check that the crate page
# rendered document-features' feature list (from Cargo.toml.orig's comments) and the Config,
# Deserializer and Serializer pages their defaults.
build_quick_xml() {
    build_crate quick-xml "$QUICK_XML_VERSION" "$QUICK_XML_SHA256" quick-xml-doc
    local site="$CACHE/quick-xml/site"
    grep -q 'When this feature is not enabled (default)' "$site/index.html" &&
        grep -q 'thus the default value is <code>false</code> to improve performance' \
            "$site/reader/struct.Config.html" &&
        grep -q 'The default limit is 128, matching <code>serde_json</code>' \
            "$site/de/struct.Deserializer.html" &&
        grep -q '<code>QuoteLevel::Minimal</code>' "$site/se/struct.Serializer.html" || {
        echo "quick-xml: index.html or a Config/Deserializer/Serializer page did not render its docs" >&2
        rm -f "$CACHE/quick-xml/.built"
        exit 1
    }
}

# sled through build_crate (its own lock folder, see above), then a check that Config's page and the
# prose pages of the `doc` module (docs.rs's `docs` feature) rendered their docs.
build_sled() {
    build_crate sled "$SLED_VERSION" "$SLED_SHA256" sled-doc
    local site="$CACHE/sled/site"
    grep -q 'Ranges from 1 up to 22.' "$site/struct.Config.html" &&
        grep -q 'There is a buffer of 1024 items per' "$site/struct.Tree.html" &&
        grep -q 'currently store 2^36 pages' "$site/doc/limits/index.html" &&
        grep -q 'We use 256 cache shards by default.' \
            "$site/doc/sled_architectural_outlook/index.html" || {
        echo "sled: struct.Config.html, struct.Tree.html or a page of the doc module did not render its docs" >&2
        rm -f "$CACHE/sled/.built"
        exit 1
    }
}

# lapin through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its feature-flag tables and ConnectionProperties', default_runtime's and
# QueueDeclareOptions' pages their docs.
build_lapin() {
    build_crate lapin "$LAPIN_VERSION" "$LAPIN_SHA256" lapin-doc
    local site="$CACHE/lapin/site"
    grep -q '<code>rustls-platform-verifier</code> <em>(default)</em>' "$site/index.html" &&
        grep -q 'Override the AMQP locale sent to the server (default: <code>"en_US"</code>)' \
            "$site/struct.ConnectionProperties.html" &&
        grep -q '<code>tokio</code> (default), <code>smol</code>' "$site/runtime/fn.default_runtime.html" &&
        grep -q 'The traditional queue type, persisted on the AMQP server.' \
            "$site/options/struct.QueueDeclareOptions.html" || {
        echo "lapin: index.html or a ConnectionProperties/default_runtime/QueueDeclareOptions page did not render its docs" >&2
        rm -f "$CACHE/lapin/.built"
        exit 1
    }
}

# tera through build_crate (its own lock folder, see above), then a check that Tera's page rendered
# autoescape_on's default suffixes and escape_html's page its table of entities.
build_tera() {
    build_crate tera "$TERA_VERSION" "$TERA_SHA256" tera-doc
    local site="$CACHE/tera/site"
    grep -q 'By default, autoescaping is performed on <code>.html</code>, <code>.htm</code> and <code>.xml</code>' \
        "$site/struct.Tera.html" &&
        grep -q 'the <code>__tera_one_off</code> template' "$site/struct.Tera.html" &&
        grep -q '/ --&gt; &amp;#x2F;' "$site/fn.escape_html.html" || {
        echo "tera: struct.Tera.html or fn.escape_html.html did not render its docs" >&2
        rm -f "$CACHE/tera/.built"
        exit 1
    }
}

# sentry-core through build_crate (its own lock folder, see above), then a check that ClientOptions'
# page rendered its setters' defaults and MaxRequestBodySize's page its variants' sizes.
build_sentry_core() {
    build_crate sentry-core "$SENTRY_CORE_VERSION" "$SENTRY_CORE_SHA256" sentry-core-doc
    local site="$CACHE/sentry-core/site"
    grep -q 'Defaults to <code>100</code>.' "$site/struct.ClientOptions.html" &&
        grep -q 'Defaults to 2 seconds.' "$site/struct.ClientOptions.html" &&
        grep -q 'Capture up to 10000 bytes' "$site/enum.MaxRequestBodySize.html" || {
        echo "sentry-core: struct.ClientOptions.html or enum.MaxRequestBodySize.html did not render its docs" >&2
        rm -f "$CACHE/sentry-core/.built"
        exit 1
    }
}

# async-compression through build_crate (its own lock folder, see above) with docs.rs's
# `--cfg async_compression_unstable` for rustc and rustdoc, then a check that the crate page rendered
# its feature tables (the C features inactive, the unstable ones active) and a Mzstd decoder page its
# HTTP window limit.
build_async_compression() {
    RUSTFLAGS="--cfg async_compression_unstable" RUSTDOCFLAGS="--cfg async_compression_unstable" \
        build_crate async-compression "$ASYNC_COMPRESSION_VERSION" "$ASYNC_COMPRESSION_SHA256" \
        async-compression-doc
    local site="$CACHE/async-compression/site"
    grep -q 'All features are disabled by default' "$site/index.html" &&
        grep -q '<code>zstd</code> (<em>inactive</em>)' "$site/index.html" &&
        grep -q '<code>zstd-mzstd</code> (<em>unstable</em>)' "$site/index.html" &&
        grep -q 'larger than 8 MiB, the limit RFC 9659 sets for HTTP' \
            "$site/tokio/bufread/struct.MzstdDecoder.html" || {
        echo "async-compression: index.html or tokio/bufread/struct.MzstdDecoder.html did not render its docs" >&2
        rm -f "$CACHE/async-compression/.built"
        exit 1
    }
}

# prometheus through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its feature list, the DEFAULT_BUCKETS page its doc and the TEXT_FORMAT page its value.
build_prometheus() {
    build_crate prometheus "$PROMETHEUS_VERSION" "$PROMETHEUS_SHA256" prometheus-doc
    local site="$CACHE/prometheus/site"
    grep -q 'This library supports four features' "$site/index.html" &&
        grep -q 'tailored to broadly measure the response time' "$site/constant.DEFAULT_BUCKETS.html" &&
        grep -q 'text/plain; version=0.0.4' "$site/constant.TEXT_FORMAT.html" || {
        echo "prometheus: index.html, constant.DEFAULT_BUCKETS.html or constant.TEXT_FORMAT.html did not render its docs" >&2
        rm -f "$CACHE/prometheus/.built"
        exit 1
    }
}

# jsonrpsee-server through build_crate (its own lock folder, see above), then a check that the
# ServerConfigBuilder page rendered its stated defaults, the PingConfig page its default line and the
# serve page its timeout.
build_jsonrpsee_server() {
    build_crate jsonrpsee-server "$JSONRPSEE_SERVER_VERSION" "$JSONRPSEE_SERVER_SHA256" jsonrpsee-server-doc
    local site="$CACHE/jsonrpsee-server/site"
    grep -q 'Set the maximum number of connections allowed. Default is 100.' "$site/struct.ServerConfigBuilder.html" &&
        grep -q 'Default is 30 seconds.' "$site/struct.ServerConfigBuilder.html" &&
        grep -q 'max failures: 1 and inactive limit: 40 seconds.' "$site/struct.PingConfig.html" &&
        grep -q 'send a request within 30 seconds are closed.' "$site/fn.serve.html" || {
        echo "jsonrpsee-server: struct.ServerConfigBuilder.html, struct.PingConfig.html or fn.serve.html did not render its docs" >&2
        rm -f "$CACHE/jsonrpsee-server/.built"
        exit 1
    }
}

# tower-sessions through build_crate (its own lock folder, see above), then a check that the
# SessionManagerLayer page rendered its builder's stated defaults and the crate page its two-week
# expiry note.
build_tower_sessions() {
    build_crate tower-sessions "$TOWER_SESSIONS_VERSION" "$TOWER_SESSIONS_SHA256" tower-sessions-doc
    local site="$CACHE/tower-sessions/site"
    grep -q 'The default value is <code>"id"</code>.' "$site/service/struct.SessionManagerLayer.html" &&
        grep -q 'The default value is <code>false</code>.' "$site/service/struct.SessionManagerLayer.html" &&
        grep -q 'considered expired after two weeks.' "$site/index.html" || {
        echo "tower-sessions: service/struct.SessionManagerLayer.html or index.html did not render its docs" >&2
        rm -f "$CACHE/tower-sessions/.built"
        exit 1
    }
}

# tower_governor through build_crate (its own lock folder, see above), then a check that the
# GovernorConfigBuilder page rendered its Default impl's stated defaults, GovernorConfig's page its
# secure() preset and the crate page (its README) the presets list.
build_tower_governor() {
    build_crate tower_governor "$TOWER_GOVERNOR_VERSION" "$TOWER_GOVERNOR_SHA256" tower_governor-doc
    local site="$CACHE/tower_governor/site"
    grep -q 'Allows burst with up to eight requests and replenishes one element after 500ms' \
        "$site/governor/struct.GovernorConfigBuilder.html" &&
        grep -q 'Allows bursts with up to two requests and replenishes one element after four seconds' \
            "$site/governor/struct.GovernorConfig.html" &&
        grep -q 'Configuration presets' "$site/index.html" || {
        echo "tower_governor: governor/struct.GovernorConfigBuilder.html, struct.GovernorConfig.html or index.html did not render its docs" >&2
        rm -f "$CACHE/tower_governor/.built"
        exit 1
    }
}

# axum-server through build_crate (its own lock folder, see above), then a check that the
# RustlsAcceptor page rendered its handshake timeout, the Server page its first-request-timeout
# default and the crate page its Cargo features list.
build_axum_server() {
    build_crate axum-server "$AXUM_SERVER_VERSION" "$AXUM_SERVER_SHA256" axum-server-doc
    local site="$CACHE/axum-server/site"
    grep -q 'Override the default TLS handshake timeout of 10 seconds' \
        "$site/tls_rustls/struct.RustlsAcceptor.html" &&
        grep -q 'disables the timeout. The default is <code>None</code>.' "$site/struct.Server.html" &&
        grep -q 'TLS 1.2 and TLS 1.3 are enabled.' "$site/index.html" || {
        echo "axum-server: tls_rustls/struct.RustlsAcceptor.html, struct.Server.html or index.html did not render its docs" >&2
        rm -f "$CACHE/axum-server/.built"
        exit 1
    }
}

# tryhard through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its "How many times will my future run?" section and the RetryFutureConfig and
# ExponentialBackoff pages their docs.
build_tryhard() {
    build_crate tryhard "$TRYHARD_VERSION" "$TRYHARD_SHA256" tryhard-doc
    local site="$CACHE/tryhard/site"
    grep -q 'your future always fails it.*ll run 11 times.' "$site/index.html" &&
        grep -q 'Create a new configuration with a max number of retries and no backoff strategy.' \
            "$site/struct.RetryFutureConfig.html" &&
        grep -q 'The delay will double each time.' \
            "$site/backoff_strategies/struct.ExponentialBackoff.html" || {
        echo "tryhard: index.html, struct.RetryFutureConfig.html or backoff_strategies/struct.ExponentialBackoff.html did not render its docs" >&2
        rm -f "$CACHE/tryhard/.built"
        exit 1
    }
}

# bincode through build_crate (its own lock folder, see above), then a check that the config module
# rendered standard()'s defaults, the spec module docs/spec.md (the varint marker bytes) and the
# Configuration page with_variable_int_encoding's doc.
build_bincode() {
    build_crate bincode "$BINCODE_VERSION" "$BINCODE_SHA256" bincode-doc
    local site="$CACHE/bincode/site"
    grep -q 'The default config for bincode 2.0. By default this will be:' \
        "$site/config/fn.standard.html" &&
        grep -q 'encode it as a literal byte 251, followed by a u16' "$site/spec/index.html" &&
        grep -q 'Enum discriminants are encoded as u32' "$site/config/struct.Configuration.html" || {
        echo "bincode: config/fn.standard.html, spec/index.html or config/struct.Configuration.html did not render its docs" >&2
        rm -f "$CACHE/bincode/.built"
        exit 1
    }
}

# humantime through build_crate (its own lock folder, see above), then a check that parse_duration's
# page rendered its unit list, the crate page its feature list and format_rfc3339_millis's page its
# format.
build_humantime() {
    build_crate humantime "$HUMANTIME_VERSION" "$HUMANTIME_SHA256" humantime-doc
    local site="$CACHE/humantime/site"
    grep -q 'defined as 30.44 days' "$site/fn.parse_duration.html" &&
        grep -q 'Formats durations in similar form' "$site/index.html" &&
        grep -q 'This format always shows milliseconds even if millisecond value is zero.' \
            "$site/fn.format_rfc3339_millis.html" || {
        echo "humantime: fn.parse_duration.html, index.html or fn.format_rfc3339_millis.html did not render its docs" >&2
        rm -f "$CACHE/humantime/.built"
        exit 1
    }
}

# ammonia through build_crate (its own lock folder, see above), then a check that Builder's page
# rendered its setters' `# Defaults` sections, clean()'s page its list of defaults and UrlRelative's
# page its variants.
build_ammonia() {
    build_crate ammonia "$AMMONIA_VERSION" "$AMMONIA_SHA256" ammonia-doc
    local site="$CACHE/ammonia/site"
    grep -q 'No attribute prefixes are allowed by default.' "$site/struct.Builder.html" &&
        grep -q 'The set of allowed classes is empty by default.' "$site/struct.Builder.html" &&
        grep -q 'comments are stripped by default' "$site/fn.clean.html" &&
        grep -q 'PassThrough' "$site/enum.UrlRelative.html" || {
        echo "ammonia: struct.Builder.html, fn.clean.html or enum.UrlRelative.html did not render its docs" >&2
        rm -f "$CACHE/ammonia/.built"
        exit 1
    }
}

# deadpool-redis through build_crate (its own lock folder, see above), then a check that the crate
# page rendered the README, the sentinel Config page its master_name default and the cluster Config
# page its read_from_replicas default.
build_deadpool_redis() {
    build_crate deadpool-redis "$DEADPOOL_REDIS_VERSION" "$DEADPOOL_REDIS_SHA256" deadpool-redis-doc
    local site="$CACHE/deadpool-redis/site"
    grep -q 'Enable high-level interfaces for communication with Redis sentinels' "$site/index.html" &&
        grep -q 'Sentinel setup master name. default value is' "$site/sentinel/struct.Config.html" &&
        grep -q 'Default is <code>false</code>' "$site/cluster/struct.Config.html" || {
        echo "deadpool-redis: index.html, sentinel/struct.Config.html or cluster/struct.Config.html did not render its docs" >&2
        rm -f "$CACHE/deadpool-redis/.built"
        exit 1
    }
}

# redb through build_crate (its own lock folder, see above), then a check that Builder's page
# rendered its Defaults section and setter defaults, WriteTransaction's its durability default and
# StorageBackend's its provided lock methods' default.
build_redb() {
    build_crate redb "$REDB_VERSION" "$REDB_SHA256" redb-doc
    local site="$CACHE/redb/site"
    grep -q '<code>cache_size_bytes</code>: 1GiB' "$site/struct.Builder.html" &&
        grep -q 'Defaults to <code>false</code>.' "$site/struct.Builder.html" &&
        grep -q 'Enable or disable 2-phase commit (defaults to disabled)' "$site/struct.WriteTransaction.html" &&
        grep -q 'The value being inserted exceeds the maximum of 3GiB' "$site/enum.StorageError.html" &&
        grep -q 'Defaults to <a href="enum.BackendError.html#variant.Unsupported"' "$site/trait.StorageBackend.html" || {
        echo "redb: struct.Builder.html, struct.WriteTransaction.html, enum.StorageError.html or trait.StorageBackend.html did not render its docs" >&2
        rm -f "$CACHE/redb/.built"
        exit 1
    }
}

# hyper-rustls through build_crate (its own lock folder, see above), then a check that the builder's
# page rendered its protocol and server-name docs, HttpsConnector's page enforce_https and the
# ConfigBuilderExt page with_platform_verifier's Panics section.
build_hyper_rustls() {
    build_crate hyper-rustls "$HYPER_RUSTLS_VERSION" "$HYPER_RUSTLS_SHA256" hyper-rustls-doc
    local site="$CACHE/hyper-rustls/site"
    grep -q 'This needs to be called explicitly, no protocol is enabled by default' \
        "$site/struct.HttpsConnectorBuilder.html" &&
        grep -q 'required to be empty (or the function will panic)' "$site/struct.HttpsConnectorBuilder.html" &&
        grep -q 'If a URL is not <code>https</code> when connecting, an error is returned.' \
            "$site/struct.HttpsConnector.html" &&
        grep -q 'Since 0.27.7, this method will panic' "$site/trait.ConfigBuilderExt.html" || {
        echo "hyper-rustls: struct.HttpsConnectorBuilder.html, struct.HttpsConnector.html or trait.ConfigBuilderExt.html did not render its docs" >&2
        rm -f "$CACHE/hyper-rustls/.built"
        exit 1
    }
}

# deadpool-postgres through build_crate (its own lock folder, see above), then a check that the
# crate page rendered the README's Features table and FAQ, RecyclingMethod's page its default and
# the Clean variant's SQL, and PoolConfig's page (deadpool's, inlined) its max_size default.
build_deadpool_postgres() {
    build_crate deadpool-postgres "$DEADPOOL_POSTGRES_VERSION" "$DEADPOOL_POSTGRES_SHA256" deadpool-postgres-doc
    local site="$CACHE/deadpool-postgres/site"
    grep -q '<td><code>deadpool/rt_async-std_1</code></td><td>no</td>' "$site/index.html" &&
        grep -q 'is the default since <code>0.8</code>' "$site/index.html" &&
        grep -q 'The default is <a href="enum.RecyclingMethod.html#variant.Fast"' "$site/enum.RecyclingMethod.html" &&
        grep -q 'DISCARD SEQUENCES;' "$site/enum.RecyclingMethod.html" &&
        grep -q 'Default: <code>cpu_core_count \* 2</code>' "$site/struct.PoolConfig.html" || {
        echo "deadpool-postgres: index.html, enum.RecyclingMethod.html or struct.PoolConfig.html did not render its docs" >&2
        rm -f "$CACHE/deadpool-postgres/.built"
        exit 1
    }
}

# cookie through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its §Features (with the `secure` meta-feature), Cookie's and CookieBuilder's pages the
# deprecation notice and the 20 years, Key's page its lengths and the Host prefix page its
# conform doctest.
build_cookie() {
    build_crate cookie "$COOKIE_VERSION" "$COOKIE_SHA256" cookie-doc
    local site="$CACHE/cookie/site"
    grep -q 'all of which are disabled by default' "$site/index.html" &&
        grep -q 'A meta-feature that simultaneously enables' "$site/index.html" &&
        grep -q 'Deprecated since 0.18.0' "$site/struct.Cookie.html" &&
        grep -q 'max age 20 years into the future' "$site/struct.CookieBuilder.html" &&
        grep -q 'The supplied key must be at least 512-bits (64 bytes)' "$site/struct.Key.html" &&
        grep -q '&quot;__Host-&quot;' "$site/prefix/struct.Host.html" || {
        echo "cookie: index.html, struct.Cookie.html, struct.CookieBuilder.html, struct.Key.html or prefix/struct.Host.html did not render its docs" >&2
        rm -f "$CACHE/cookie/.built"
        exit 1
    }
}

# humansize through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its option sets' kilo values and the impl-style sentence, the BINARY and WINDOWS constant
# pages their docs and FormatSizeOptions' page its long_units field doc.
build_humansize() {
    build_crate humansize "$HUMANSIZE_VERSION" "$HUMANSIZE_SHA256" humansize-doc
    local site="$CACHE/humansize/site"
    grep -q 'kilo = 1000, unit format is <code>XB</code>' "$site/index.html" &&
        grep -q 'specify the <code>impl-style</code> feature flag' "$site/index.html" &&
        grep -q 'Options to display sizes in the SI format.' "$site/constant.BINARY.html" &&
        grep -q 'Uses 1024 as the value of the <code>Kilo</code>, but displays decimal-style units' \
            "$site/constant.WINDOWS.html" &&
        grep -q 'or its abbreviation (<code>kB</code>)' "$site/struct.FormatSizeOptions.html" || {
        echo "humansize: index.html, constant.BINARY.html, constant.WINDOWS.html or struct.FormatSizeOptions.html did not render its docs" >&2
        rm -f "$CACHE/humansize/.built"
        exit 1
    }
}

# bytesize through build_crate (its own lock folder, see above), then a check that the crate page
# rendered its display doctests, a constant page its value, Display's page its default style and
# Unit's page its variant docs.
build_bytesize() {
    build_crate bytesize "$BYTESIZE_VERSION" "$BYTESIZE_SHA256" bytesize-doc
    local site="$CACHE/bytesize/site"
    grep -q '"556.2 GB"</span>, ByteSize::gib(' "$site/index.html" &&
        grep -q '</a> = 1_000;</code></pre>' "$site/constant.KB.html" &&
        grep -q '<code>iec()</code></a> style is used.' "$site/struct.Display.html" &&
        grep -q 'Kilobyte (10^3 bytes).' "$site/enum.Unit.html" || {
        echo "bytesize: index.html, constant.KB.html, struct.Display.html or enum.Unit.html did not render its docs" >&2
        rm -f "$CACHE/bytesize/.built"
        exit 1
    }
}

# criterion through build_crate (its own lock folder, see above), then a check that Criterion's
# page rendered its Default impl's settings list, BenchmarkGroup's page a setter's default,
# SamplingMode's page its default variant and PlotConfiguration's page summary_scale's default.
build_criterion() {
    build_crate criterion "$CRITERION_VERSION" "$CRITERION_SHA256" criterion-doc
    local site="$CACHE/criterion/site"
    grep -q 'Bootstrap size: 100 000 resamples' "$site/struct.Criterion.html" &&
        grep -q 'The default is 0.01, meaning that changes smaller than 1% will be ignored.' \
            "$site/struct.BenchmarkGroup.html" &&
        grep -q 'The default is <code>Auto</code>, which will choose a method' \
            "$site/enum.SamplingMode.html" &&
        grep -q 'Defaults to <a href="enum.AxisScale.html#variant.Linear"' \
            "$site/struct.PlotConfiguration.html" || {
        echo "criterion: struct.Criterion.html, struct.BenchmarkGroup.html, enum.SamplingMode.html or struct.PlotConfiguration.html did not render its docs" >&2
        rm -f "$CACHE/criterion/.built"
        exit 1
    }
}

# usvg through build_crate (its own lock folder, see above), then a check that Options' page rendered
# its fields' defaults, WriteOptions' page its precision default and Error's page its elements limit.
build_usvg() {
    build_crate usvg "$USVG_VERSION" "$USVG_SHA256" usvg-doc
    local site="$CACHE/usvg/site"
    grep -q '<p>Default: 96.0</p>' "$site/struct.Options.html" &&
        grep -q '<p>Default: Times New Roman</p>' "$site/struct.Options.html" &&
        grep -q '<p>Default: 8</p>' "$site/struct.WriteOptions.html" &&
        grep -q 'more than 1_000_000 elements' "$site/enum.Error.html" || {
        echo "usvg: struct.Options.html, struct.WriteOptions.html or enum.Error.html did not render its docs" >&2
        rm -f "$CACHE/usvg/.built"
        exit 1
    }
}

# figment through build_crate (its own lock folder, see above), then a check that Profile's page
# rendered its constants' values, Env's page its lowercase default and escape table, Data's page its
# profile default and Value's page to_bool_lossy's strings.
build_figment() {
    build_crate figment "$FIGMENT_VERSION" "$FIGMENT_SHA256" figment-doc
    local site="$CACHE/figment/site"
    grep -q 'The default profile: <code>"default"</code>.' "$site/struct.Profile.html" &&
        grep -q 'Whether to lowercase keys before emitting them. Defaults to <code>true</code>.' \
            "$site/providers/struct.Env.html" &&
        grep -q 'backspace       (U+0008)' "$site/providers/struct.Env.html" &&
        grep -q 'Nesting is disabled by default.' "$site/providers/struct.Data.html" &&
        grep -q 'The case-insensitive strings “true”, “yes”, “1”, and “on”' "$site/value/enum.Value.html" || {
        echo "figment: struct.Profile.html, providers/struct.Env.html, providers/struct.Data.html or value/enum.Value.html did not render its docs" >&2
        rm -f "$CACHE/figment/.built"
        exit 1
    }
}

build_blacken_docs() {
    local dir="$CACHE/blacken-docs"
    [[ -f "$dir/.built" ]] && { log "blacken-docs: up to date"; return; }
    unpack_sdist blacken_docs "$BLACKEN_DOCS_VERSION" "$BLACKEN_DOCS_SHA256" "$dir"
    # blacken-docs has no documentation site: the sdist ships README.rst (the page PyPI and GitHub
    # show), CHANGELOG.rst and the code only. As briefed and as for pydocstyle/autopep8/vulture/
    # autoflake/flynt/mdformat, the corpus is what the sdist ships apart from the changelog (a
    # history of releases, not a description of this one, as for vulture): README.rst rendered by
    # docutils as index.html, and the CLI's own documentation, the `blacken-docs --help` text
    # (argparse, main() in src/blacken_docs/__init__.py) of the pinned code, rendered as usage.html
    # in a literal block.
    log "blacken-docs: docutils + black in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${BLACKEN_DOCS_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout's src/ (no install), run in the empty build folder; COLUMNS fixes
    # argparse's wrapping; argparse exits 0 after printing.
    {
        printf 'Usage\n=====\n\nThe output of ``blacken-docs --help`` (blacken-docs %s):\n\n::\n\n' \
            "$BLACKEN_DOCS_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout/src" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["blacken-docs", "--help"]
from blacken_docs import main; sys.exit(main())') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q "choices: \['py33', 'py34'" "$dir/site/usage.html" &&
        grep -q 'Supported code block formats' "$dir/site/index.html" || {
        echo "blacken-docs: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_pip_licenses() {
    local dir="$CACHE/pip-licenses"
    [[ -f "$dir/.built" ]] && { log "pip-licenses: up to date"; return; }
    unpack_sdist pip_licenses "$PIP_LICENSES_VERSION" "$PIP_LICENSES_SHA256" "$dir"
    # pip-licenses has no documentation site: the sdist ships README.md (the page PyPI and GitHub
    # show, PyPI's with CHANGELOG.md appended), CHANGELOG.md and the code only. As briefed and as for
    # pydocstyle/autopep8/vulture/autoflake/flynt/mdformat/blacken-docs, the corpus is what the sdist
    # ships apart from the changelog (a history of releases, not a description of this one):
    # README.md rendered as index.html, and the CLI's own documentation, the `pip-licenses --help`
    # text (argparse, create_parser() in piplicenses.py, with its CustomHelpFormatter) of the
    # pinned code under this machine's python3, rendered as usage.html in a code block.
    log "pip-licenses: Python-Markdown + prettytable in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PIP_LICENSES_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout (no install), run in the empty build folder: create_parser() reads
    # [tool.pip-licenses] from ./pyproject.toml, which must not exist there, or its values would
    # become the help's defaults. COLUMNS fixes argparse's wrapping; argparse exits 0 after printing.
    {
        printf '# Usage\n\nThe output of `pip-licenses --help` (pip-licenses %s):\n\n' \
            "$PIP_LICENSES_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["pip-licenses", "--help"]
from piplicenses import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q '(default: mixed)' "$dir/site/usage.html" &&
        grep -q 'pyproject.toml support' "$dir/site/index.html" || {
        echo "pip-licenses: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_tqdm() {
    local dir="$CACHE/tqdm"
    [[ -f "$dir/.built" ]] && { log "tqdm: up to date"; return; }
    unpack_sdist tqdm "$TQDM_VERSION" "$TQDM_SHA256" "$dir"
    # tqdm has no documentation site in the sdist: it ships README.rst (the page PyPI shows; the
    # website tqdm.github.io is built from another repository), the man page tqdm/tqdm.1 (a copy of
    # the --help text) and the code only. As briefed and as for pydocstyle/hypercorn, the corpus is
    # what the sdist ships: README.rst rendered by docutils as index.html, and the CLI's own
    # documentation, the `python -m tqdm --help` text (tqdm/cli.py builds it from the tqdm class
    # docstring in tqdm/std.py and CLI_EXTRA_DOC; on Python 3.13+, which dedents docstrings, it
    # re-indents it first) of the pinned code under this machine's python3, rendered as usage.html
    # in a literal block.
    log "tqdm: docutils in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TQDM_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # --help from the checkout (no install), run in the empty build folder; the help text has a
    # fixed layout (no COLUMNS dependence); main() exits 0 after printing.
    {
        printf 'Usage\n=====\n\nThe output of ``python -m tqdm --help`` (tqdm %s):\n\n::\n\n' \
            "$TQDM_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -m tqdm --help) | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q 'Minimum progress display update interval \[default: 0.1\] seconds' \
        "$dir/site/usage.html" &&
        grep -q 'Extra CLI Options' "$dir/site/index.html" || {
        echo "tqdm: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_pip_audit() {
    local dir="$CACHE/pip-audit"
    [[ -f "$dir/.built" ]] && { log "pip-audit: up to date"; return; }
    unpack_sdist pip_audit "$PIP_AUDIT_VERSION" "$PIP_AUDIT_SHA256" "$dir"
    # pip-audit has no documentation site in the sdist: it ships README.md (the page PyPI and
    # GitHub show; its Usage section holds a copy of the --help text between
    # `<!-- @begin-pip-audit-help@ -->` markers, byte-identical to the built one) and the code only. As briefed and as for
    # pydocstyle/pip-licenses, the corpus is what the sdist ships: README.md rendered as index.html,
    # and the CLI's own documentation, the `pip-audit --help` text (argparse with
    # ArgumentDefaultsHelpFormatter, _parser() in pip_audit/_cli.py) of the pinned code under this
    # machine's python3, rendered as usage.html in a code block.
    log "pip-audit: Python-Markdown + pip-audit's dependencies in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PIP_AUDIT_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout (no install), run in the empty build folder. Six defaults are
    # `os.environ.get("PIP_AUDIT_...", fallback)`: the variables are unset so that the help shows
    # the fallbacks. COLUMNS fixes argparse's wrapping; argparse exits 0 after printing.
    {
        printf '# Usage\n\nThe output of `pip-audit --help` (pip-audit %s):\n\n' \
            "$PIP_AUDIT_VERSION"
        (cd "$dir/build" && env -u PIP_AUDIT_FORMAT -u PIP_AUDIT_VULNERABILITY_SERVICE \
            -u PIP_AUDIT_OSV_URL -u PIP_AUDIT_DESC -u PIP_AUDIT_PROGRESS_SPINNER \
            -u PIP_AUDIT_OUTPUT COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["pip-audit", "--help"]
from pip_audit._cli import audit; audit()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q 'set the socket timeout (default: 15)' "$dir/site/usage.html" &&
        grep -q 'Environment variables' "$dir/site/index.html" || {
        echo "pip-audit: index.html/usage.html did not render the README or the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_pydoclint() {
    local dir="$CACHE/pydoclint" page pages=(index usage)
    [[ -f "$dir/.built" ]] && { log "pydoclint: up to date"; return; }
    unpack_sdist pydoclint "$PYDOCLINT_VERSION" "$PYDOCLINT_SHA256" "$dir"
    # pydoclint's site (jsh9.github.io/pydoclint) is docs/*.md, but the sdist ships no generator
    # config for it. As briefed and as for pydocstyle/pip-audit, the corpus is what the sdist ships:
    # README.md rendered as index.html (docs/index.md is the same file), every other docs/*.md page
    # as PAGE.html (the names the site's links use), and the CLI's own documentation, the
    # `pydoclint --help` text (click, show_default=True; main() in pydoclint/main.py) of the pinned
    # code under this machine's python3, rendered as usage.html in a code block.
    log "pydoclint: Python-Markdown + click in a venv (pinned), README.md, docs/*.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYDOCLINT_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    for page in "$dir"/checkout/docs/*.md; do
        page="$(basename "$page" .md)"
        [[ "$page" == index ]] && continue
        cp "$dir/checkout/docs/$page.md" "$dir/build/$page.md"
        pages+=("$page")
    done
    # --help from the checkout (no install), run in the empty build folder (no pyproject.toml
    # there for the --config callback to read). COLUMNS fixes click's wrapping.
    {
        printf '# Usage\n\nThe output of `pydoclint --help` (pydoclint %s):\n\n' \
            "$PYDOCLINT_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["pydoclint", "--help"]
from pydoclint.main import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" "${pages[@]}"
    grep -q 'Pydoclint, a linter for Python docstring styles' "$dir/site/usage.html" &&
        grep -q 'check-arg-order' "$dir/site/config_options.html" || {
        echo "pydoclint: usage.html/config_options.html did not render the --help text or the docs" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_pytest_timeout() {
    local dir="$CACHE/pytest-timeout" page
    [[ -f "$dir/.built" ]] && { log "pytest-timeout: up to date"; return; }
    unpack_sdist pytest_timeout "$PYTEST_TIMEOUT_VERSION" "$PYTEST_TIMEOUT_SHA256" "$dir"
    # pytest-timeout has no documentation site: the sdist ships README.rst and the code only. As
    # briefed and as for pydocstyle, the corpus is what the sdist ships: README.rst rendered by
    # docutils as index.html, and the plugin's own documentation in pytest's CLI, the `pytest
    # --help` option group "Interrupt test run ..." and its five ini options (pytest_addoption in
    # pytest_timeout.py) and the `timeout` line of `pytest --markers` (pytest_configure), of the
    # pinned code, rendered as usage.html in literal blocks.
    log "pytest-timeout: docutils + pytest in a venv (pinned), README.rst and --help/--markers as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_TIMEOUT_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # The plugin from the checkout (no install, no entry-point autoload), run in the empty build
    # folder (no ini file). COLUMNS fixes argparse's wrapping.
    ptt() {
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTEST_DISABLE_PLUGIN_AUTOLOAD=1 \
            PYTEST_ADDOPTS= PYTHONPATH="$dir/checkout" "$dir/venv/bin/python" -s -m pytest \
            -p pytest_timeout "$@")
    }
    {
        printf 'Usage\n=====\n\nThe options of ``pytest --help`` that pytest-timeout %s adds:\n\n::\n\n' \
            "$PYTEST_TIMEOUT_VERSION"
        ptt --help | awk '/^Interrupt test run/ { on = 1 } on && /^$/ { exit } on' | sed 's/^/    /'
        printf '\nIts ini options in ``pytest --help``:\n\n::\n\n'
        ptt --help | awk '/^  timeout \(/ { on = 1 } on && /^$/ { exit } on' | sed 's/^/    /'
        printf '\nIts marker in ``pytest --markers``:\n\n::\n\n'
        ptt --markers | grep '^@pytest.mark.timeout(' | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q -- '--session-timeout=SECONDS' "$dir/site/usage.html" &&
        grep -q 'timeout_func_only (bool)' "$dir/site/usage.html" &&
        grep -q 'disable_debugger_detection=False' "$dir/site/usage.html" || {
        echo "pytest-timeout: usage.html did not render the --help/--markers text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_pytest_cov() {
    local dir="$CACHE/pytest-cov"
    [[ -f "$dir/.built" ]] && { log "pytest-cov: up to date"; return; }
    unpack_sdist pytest_cov "$PYTEST_COV_VERSION" "$PYTEST_COV_SHA256" "$dir"
    log "pytest-cov: Sphinx + furo in a venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_COV_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html docs ...). No intersphinx, nothing to fetch.
    # config.rst's hand-copied --help block has a docutils indentation error (a warning only:
    # the block renders partly as a paragraph, partly as an option list). ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'Config file for coverage. Default: .coveragerc' "$dir/site/config.html" &&
        grep -q 'The default is terminal report without line numbers' "$dir/site/reporting.html" || {
        echo "pytest-cov: config.html/reporting.html did not render the options or the reports" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pytest_xdist() {
    local dir="$CACHE/pytest-xdist"
    [[ -f "$dir/.built" ]] && { log "pytest-xdist: up to date"; return; }
    unpack_sdist pytest_xdist "$PYTEST_XDIST_VERSION" "$PYTEST_XDIST_SHA256" "$dir"
    log "pytest-xdist: Sphinx + sphinx_rtd_theme in a venv (pinned), pytest-xdist from the checkout, then the HTML site"
    # how-to.rst autodocs xdist.is_xdist_worker & co.: the package installed from a copy of the
    # checkout (setuptools and setuptools-scm from PyPI through pip's build isolation; the version
    # from PKG-INFO). pip builds in tree and setuptools-scm rewrites src/xdist/_version.py: the
    # copy, not the checkout, which stays as unpacked.
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_XDIST_DOCS_PINS[@]}"
    rm -rf "$dir/pkg" && cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/pkg"
    rm -rf "$dir/pkg"
    # As tox.ini's docs env (sphinx-build -W --keep-going -b html docs ...), without -W. ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'to disable this feature' "$dir/site/distribution.html" &&
        grep -q 'get_xdist_worker_id' "$dir/site/how-to.html" || {
        echo "pytest-xdist: distribution.html/how-to.html did not render the options or the autodoc" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGELOG.rst (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_pytest_asyncio() {
    local dir="$CACHE/pytest-asyncio"
    [[ -f "$dir/.built" ]] && { log "pytest-asyncio: up to date"; return; }
    unpack_sdist pytest_asyncio "$PYTEST_ASYNCIO_VERSION" "$PYTEST_ASYNCIO_SHA256" "$dir"
    log "pytest-asyncio: Sphinx + sphinx_rtd_theme + sphinx-tabs in a venv (pinned), pytest-asyncio from the checkout, then the HTML site"
    # conf.py's release = importlib.metadata.version(project): the package installed from a copy
    # of the checkout, --no-deps (setuptools and setuptools-scm from PyPI through pip's build
    # isolation; the version from PKG-INFO). The copy, not the checkout, is built in.
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_ASYNCIO_DOCS_PINS[@]}"
    rm -rf "$dir/pkg" && cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/pkg"
    rm -rf "$dir/pkg"
    # As tox.ini's docs env (sphinx -a -T -n -W --keep-going ... docs), without -W. ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'asyncio_default_test_loop_scope' "$dir/site/reference/configuration.html" &&
        grep -q 'loop_scope' "$dir/site/reference/markers/index.html" || {
        echo "pytest-asyncio: reference/configuration.html/markers did not render the options" >&2
        exit 1
    }
    # reference/changelog.html is the release history (other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/reference/changelog.html"
    touch "$dir/.built"
}

build_towncrier() {
    local dir="$CACHE/towncrier"
    [[ -f "$dir/.built" ]] && { log "towncrier: up to date"; return; }
    unpack_sdist towncrier "$TOWNCRIER_VERSION" "$TOWNCRIER_SHA256" "$dir"
    log "towncrier: Sphinx + furo in its own venv (pinned), towncrier from the checkout, then the site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TOWNCRIER_DOCS_PINS[@]}"
    # docs/conf.py reads importlib.metadata.version("towncrier"): towncrier installed from the
    # checkout (hatchling from the venv, no build isolation, no dependencies: no page autodocs
    # it), as noxfile.py's docs session (`session.install(".[dev]")`).
    "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation "$dir/checkout"
    # As noxfile.py's docs session (sphinx -b html docs ...) less its -W. No extensions. ~40 s
    # with the download and the venv.
    sphinx_html_from_docs "$dir"
    grep -q 'single_file' "$dir/site/configuration.html" &&
        grep -q -- '--keep' "$dir/site/cli.html" || {
        echo "towncrier: configuration.html/cli.html did not render the settings or the options" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_h11() {
    local dir="$CACHE/h11" py="" c
    [[ -f "$dir/.built" ]] && { log "h11: up to date"; return; }
    unpack_sdist h11 "$H11_VERSION" "$H11_SHA256" "$dir"
    for c in python3.9 "$HOME"/.pyenv/versions/3.9*/bin/python3.9; do
        "$c" -c 'import sys; assert sys.version_info[:2] == (3, 9)' 2>/dev/null && { py="$c"; break; }
    done
    [[ -n "$py" ]] || { echo "h11: needs python3.9 to build its docs (Sphinx 3.5.4)" >&2; exit 1; }
    log "h11: Sphinx 3.5.4 + IPython in its own $py venv (pinned), then the HTML site (~10 s)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${H11_DOCS_PINS[@]}"
    # Its own docs/source/conf.py (as docs/Makefile's html target), h11 imported from the checkout
    # (PYTHONPATH; not installed). The `.. ipython::` blocks run at build time: api.rst's run
    # make-state-diagrams.py, which calls graphviz's `dot` for three SVGs (images only; no graphviz
    # here: a stub `dot` writes empty SVGs); basic-usage.rst's connect to httpbin.org, offline they
    # fail, and -D ipython_warning_is_error=0 lets their tracebacks render in place of the replies.
    # Offline, intersphinx cannot reach Python's inventory; examples.rst's literalinclude of
    # ../../examples/*.py fails (the sdist has no examples/): warnings only.
    mkdir -p "$dir/bin"
    printf '%s\n' '#!/bin/sh' 'while [ $# -gt 0 ]; do [ "$1" = -o ] && { echo "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" >"$2"; exit 0; }; shift; done' >"$dir/bin/dot"
    chmod +x "$dir/bin/dot"
    PATH="$dir/bin:$PATH" PYTHONPATH="$dir/checkout" IPYTHONDIR="$dir/ipython" \
        sphinx_html "$dir" docs/source -D ipython_warning_is_error=0 >/dev/null
    grep -q 'max_incomplete_event_size' "$dir/site/api.html" &&
        grep -q 'python-h11/0.16.0' "$dir/site/api.html" || {
        echo "h11: api.html did not render the autodoc or the IPython blocks" >&2
        exit 1
    }
    # The checkout as unpacked (the diagram script's .dot/.svg written into docs/source/_static,
    # the IPython directive's empty savefig/). Besides Sphinx's own files: viewcode's _modules/ and
    # changes.html (the changelog).
    rm -f "$dir"/checkout/docs/source/_static/*.dot "$dir"/checkout/docs/source/_static/*.svg
    rmdir "$dir/checkout/docs/source/savefig"
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changes.html" "$dir/bin" "$dir/ipython"
    touch "$dir/.built"
}

build_check_manifest() {
    local dir="$CACHE/check-manifest"
    [[ -f "$dir/.built" ]] && { log "check-manifest: up to date"; return; }
    unpack_sdist check_manifest "$CHECK_MANIFEST_VERSION" "$CHECK_MANIFEST_SHA256" "$dir"
    # check-manifest has no documentation site: the sdist ships README.rst (with its own, older
    # copy of --help) and the code only. As briefed and as for pydocstyle, the corpus is README.rst
    # rendered by docutils as index.html, and the CLI's own documentation, the `check-manifest
    # --help` text of the pinned code (argparse, main() in check_manifest.py), as usage.html.
    log "check-manifest: docutils + setuptools + build in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CHECK_MANIFEST_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    # The module from the checkout (no install); COLUMNS fixes argparse's wrapping. -p's default is
    # sys.executable, read when main() builds the parser: set to /usr/bin/python3 so that the page
    # does not carry this cache's venv path.
    {
        printf 'Usage\n=====\n\nThe output of ``check-manifest --help`` (check-manifest %s):\n\n::\n\n' \
            "$CHECK_MANIFEST_VERSION"
        (cd "$dir/checkout" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 "$dir/venv/bin/python" -c '
import sys; sys.argv = ["check-manifest", "--help"]; sys.executable = "/usr/bin/python3"
from check_manifest import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q -- '--no-build-isolation  disable isolation' "$dir/site/usage.html" || {
        echo "check-manifest: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_python_slugify() {
    local dir="$CACHE/python-slugify" page pages=(index usage)
    [[ -f "$dir/.built" ]] && { log "python-slugify: up to date"; return; }
    unpack_sdist python_slugify "$PYTHON_SLUGIFY_VERSION" "$PYTHON_SLUGIFY_SHA256" "$dir"
    # python-slugify has no documentation site: its README links docs/release-9/*.md on GitHub. As
    # briefed and as for pydocstyle/pydoclint, the corpus is what the sdist ships: README.md rendered
    # as index.html, docs/release-9/PAGE.md as release-9/PAGE.html (CHANGELOG.md left out, as other
    # corpora drop their changelogs), and the CLI's own documentation, the `slugify --help` text
    # (argparse; parse_args in slugify/__main__.py) of the pinned code under this machine's python3,
    # rendered as usage.html in a code block.
    log "python-slugify: Python-Markdown in a venv (pinned), README.md, docs/release-9/*.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTHON_SLUGIFY_DOCS_PINS[@]}"
    mkdir -p "$dir/site/release-9" "$dir/build/release-9"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    for page in "$dir"/checkout/docs/release-9/*.md; do
        page="release-9/$(basename "$page" .md)"
        cp "$dir/checkout/docs/$page.md" "$dir/build/$page.md"
        pages+=("$page")
    done
    # --help from the checkout (no install; the transliteration backends are imported lazily, not
    # by --help). COLUMNS fixes argparse's wrapping.
    {
        printf '# Usage\n\nThe output of `slugify --help` (python-slugify %s):\n\n' \
            "$PYTHON_SLUGIFY_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["slugify", "--help"]
from slugify.__main__ import main; main()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" "${pages[@]}"
    grep -q 'Separator between words. By default -' "$dir/site/usage.html" &&
        grep -q "algorithm=&#x27;legacy&#x27;\|algorithm='legacy'" "$dir/site/index.html" &&
        grep -q 'The default stays legacy' "$dir/site/release-9/migration.html" || {
        echo "python-slugify: usage.html/index.html/migration.html did not render --help or the docs" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_darker() {
    local dir="$CACHE/darker" page
    [[ -f "$dir/.built" ]] && { log "darker: up to date"; return; }
    unpack_sdist darker "$DARKER_VERSION" "$DARKER_SHA256" "$dir"
    # darker has no documentation site: the sdist ships README.rst (with its own copy of the
    # options' --help text) and the code only. As briefed and as for pydocstyle/check-manifest, the
    # corpus is README.rst rendered by docutils as index.html, and the CLI's own documentation, the
    # `darker --help` text of the pinned code (argparse, make_argument_parser in command_line.py on
    # darkgraylib's parser), as usage.html.
    log "darker: docutils + darkgraylib in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DARKER_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    # The README's table refers to `|next-milestone|_`, a link target it never defines (the image's
    # :target: names none): docutils halts on that error, so the copy drops the `_` (a space keeps
    # the table's column).
    sed 's/|next-milestone|_ /|next-milestone|  /' "$dir/checkout/README.rst" >"$dir/build/index.rst"
    # The package from the checkout (no install): the --formatter choices are entry points, read
    # from the sdist's src/darker.egg-info. flynt and isort are not installed (optional extras), so
    # -f/-i and the description carry their install hints. COLUMNS fixes argparse's wrapping.
    {
        printf 'Usage\n=====\n\nThe output of ``darker --help`` (darker %s):\n\n::\n\n' \
            "$DARKER_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout/src" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["darker", "--help"]
from darker.__main__ import main_with_error_handling; main_with_error_handling()') | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q 'How many characters per line to allow' "$dir/site/usage.html" || {
        echo "darker: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_tabulate() {
    local dir="$CACHE/tabulate"
    [[ -f "$dir/.built" ]] && { log "tabulate: up to date"; return; }
    unpack_sdist tabulate "$TABULATE_VERSION" "$TABULATE_SHA256" "$dir"
    # tabulate has no documentation site: the project publishes its README (PKG-INFO). As briefed
    # and as for pydocstyle/python-slugify, the corpus is what the sdist ships: README.md rendered as
    # index.html (CHANGELOG left out, as other corpora drop their changelogs), and the CLI's own
    # documentation, the `tabulate --help` text (_main's docstring, printed by getopt's -h branch in
    # tabulate/__init__.py) of the pinned code, rendered as usage.html in a code block.
    log "tabulate: Python-Markdown in a venv (pinned), README.md and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TABULATE_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    # --help from the checkout (no install; wcwidth is optional and not installed).
    {
        printf '# Usage\n\nThe output of `tabulate --help` (tabulate %s):\n\n' "$TABULATE_VERSION"
        (cd "$dir/build" && PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -s -c 'import sys; sys.argv = ["tabulate", "--help"]
from tabulate import _main; _main()') | sed 's/^/    /'
    } >"$dir/build/usage.md"
    markdown_pages "$dir" index usage
    grep -q 'floating point number format (default: g)' "$dir/site/usage.html" &&
        grep -q 'is the default format' "$dir/site/index.html" || {
        echo "tabulate: usage.html/index.html did not render --help or the README" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_radon() {
    local dir="$CACHE/radon"
    [[ -f "$dir/.built" ]] && { log "radon: up to date"; return; }
    unpack_sdist radon "$RADON_VERSION" "$RADON_SHA256" "$dir"
    log "radon: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${RADON_DOCS_PINS[@]}"
    # As docs/Makefile's html target. conf.py imports radon from the checkout (not installed) and
    # dates its copyright line by SOURCE_DATE_EPOCH (the release day, 2023-03-26, for a stable
    # page). No intersphinx, nothing to fetch; three warnings (unknown :option: references). ~5 s.
    SOURCE_DATE_EPOCH=1679788800 sphinx_html_from_docs "$dir"
    grep -q '>mi_max<' "$dir/site/commandline.html" &&
        grep -q 'no_assert' "$dir/site/api.html" || {
        echo "radon: commandline.html/api.html did not render the options or the autodoc" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGELOG (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_pipdeptree() {
    local dir="$CACHE/pipdeptree" py="" wheel="$CACHE/downloads/$PIPDEPTREE_WHEEL"
    [[ -f "$dir/.built" ]] && { log "pipdeptree: up to date"; return; }
    # The sdist fetched as a file (see PIPDEPTREE_SDIST_URL), checked by unpack_sdist.
    [[ -f "$CACHE/downloads/pipdeptree-$PIPDEPTREE_VERSION.tar.gz" ]] ||
        curl -sSfL -o "$CACHE/downloads/pipdeptree-$PIPDEPTREE_VERSION.tar.gz" "$PIPDEPTREE_SDIST_URL"
    unpack_sdist pipdeptree "$PIPDEPTREE_VERSION" "$PIPDEPTREE_SHA256" "$dir"
    py=$(python313 pipdeptree "Sphinx 9.2.0") || exit 1
    log "pipdeptree: Sphinx + furo in its own $py venv (pinned), the release's wheel, then the site (~25 s with the downloads)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PIPDEPTREE_DOCS_PINS[@]}"
    # tox's `docs` env installs the built package before sphinx-build, and docs/conf.py imports
    # pipdeptree.version, which calls the compiled Rust extension (pipdeptree._rust.version()).
    # Building it from the sdist needs Cargo, Meson and every crate of Cargo.lock; the release's
    # own wheel from PyPI (the same version, built from the same sources) serves instead, without
    # its runtime dependencies (the nab resolver: nothing the docs import). No autodoc: every page
    # is hand-written reST, and the extension only supplies `version`/`release`.
    [[ -f "$wheel" ]] || "$dir/venv/bin/pip" download --quiet --no-deps --only-binary :all: \
        --platform manylinux_2_28_x86_64 --implementation cp --python-version 3.13 --abi abi3 \
        "pipdeptree==$PIPDEPTREE_VERSION" -d "$CACHE/downloads"
    verify "$wheel" "$PIPDEPTREE_WHEEL_SHA256"
    "$dir/venv/bin/pip" install --quiet --no-deps "$wheel"
    # As tox.toml's `docs` env (sphinx-build -b html docs ... -W) less its -W: offline, intersphinx
    # cannot reach Python's inventory (a warning only). sphinxcontrib-towncrier runs towncrier in the
    # checkout for the draft changelog section (the sdist has no fragments: an empty draft).
    sphinx_html_from_docs "$dir"
    grep -q 'defaults to' "$dir/site/how-to/usage.html" &&
        grep -q 'deeper than 200 levels' "$dir/site/how-to/output-formats.html" || {
        echo "pipdeptree: how-to/usage.html/output-formats.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (a history of releases; other corpora drop theirs too);
    # sphinx-llm's llms.txt, llms-full.txt and Markdown copy of each page (PAGE.html.md) are not
    # pages a user reads.
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html" "$dir/site/changelog.html.md"
    find "$dir/site" \( -name '*.html.md' -o -name 'llms*.txt' \) -delete
    touch "$dir/.built"
}

build_attrs() {
    local dir="$CACHE/attrs" py=""
    [[ -f "$dir/.built" ]] && { log "attrs: up to date"; return; }
    unpack_sdist attrs "$ATTRS_VERSION" "$ATTRS_SHA256" "$dir"
    py=$(python313 attrs "uv.lock's Sphinx 9.1.0") || exit 1
    log "attrs: Sphinx + furo + myst-parser in its own $py venv (pinned), attrs from the checkout, then the site (~35 s with the download and the venv)"
    # tox's docs env installs the built package (package = wheel): conf.py reads `release` with
    # importlib.metadata.version("attrs"), and autodoc imports attr/attrs. The checkout itself,
    # built by pip (hatchling + hatch-vcs in an isolated build env; the version from PKG-INFO), the
    # checkout staying as unpacked.
    docs_venv_with_checkout "$dir" --python "$py" "${ATTRS_DOCS_PINS[@]}"
    # As tox.ini's docs-build env (sphinx-build -n -T -W -b html docs ...) less -n/-W: offline,
    # intersphinx cannot reach Python's inventory, so `any` references to None/True/list/... stay
    # text (warnings only). sphinxcontrib-towncrier runs towncrier in the checkout for the draft
    # changelog section (the sdist's changelog.d/ holds no fragment of this release).
    sphinx_html_from_docs "$dir"
    grep -q 'force_kw_only' "$dir/site/api.html" &&
        grep -q 'which are the default for the new APIs' "$dir/site/examples.html" || {
        echo "attrs: api.html/examples.html did not render the autodoc or the examples" >&2
        exit 1
    }
    # changelog.html is docs/changelog.md (CHANGELOG.md: a history of releases; other corpora
    # drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_nox() {
    local dir="$CACHE/nox"
    [[ -f "$dir/.built" ]] && { log "nox: up to date"; return; }
    unpack_sdist nox "$NOX_VERSION" "$NOX_SHA256" "$dir"
    log "nox: Sphinx + myst-parser + sphinx-tabs in its own venv (pinned), nox from the checkout, then the site (~25 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${NOX_DOCS_PINS[@]}"
    # docs/conf.py reads metadata.version("nox"): nox installed from the checkout (hatchling from
    # the venv, no build isolation; the checkout stays as unpacked), as noxfile.py's docs session
    # (`session.install("-e.")`). autodoc imports nox from the checkout, which conf.py puts first
    # on sys.path.
    "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation "$dir/checkout"
    # Its own docs/conf.py, as noxfile.py's docs session (sphinx-build -b html -W in docs/) less
    # its -W: no warnings anyway (no intersphinx). config.html holds the autodoc of nox.session,
    # nox.parametrize, nox.sessions.Session and nox.project.
    sphinx_html_from_docs "$dir"
    grep -q 'interrupt_timeout' "$dir/site/config.html" &&
        grep -q 'default-venv-backend' "$dir/site/usage.html" || {
        echo "nox: config.html/usage.html did not render the autodoc or the usage page" >&2
        exit 1
    }
    # CHANGELOG.html is docs/CHANGELOG.md (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/CHANGELOG.html"
    touch "$dir/.built"
}

build_python_dateutil() {
    local dir="$CACHE/python-dateutil" py=""
    [[ -f "$dir/.built" ]] && { log "python-dateutil: up to date"; return; }
    unpack_sdist python_dateutil "$PYTHON_DATEUTIL_VERSION" "$PYTHON_DATEUTIL_SHA256" "$dir"
    py=$(python313 python-dateutil "tox.ini's docs env") || exit 1
    log "python-dateutil: Sphinx + sphinx_rtd_theme in its own $py venv (pinned), dateutil from the checkout, then the site (~40-50 s with the download and the venv)"
    # docs/conf.py does `from dateutil import __version__` without touching sys.path, and autodoc
    # imports dateutil: the checkout itself, installed as tox installs the package (hatchling,
    # hatch-vcs and hatch-fancy-pypi-readme from PyPI through pip's build isolation; the version
    # from the sdist's own src/dateutil/_version.py), the checkout staying as unpacked.
    docs_venv_with_checkout "$dir" --python "$py" "${PYTHON_DATEUTIL_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx -W -b html docs ...) less -W: offline, intersphinx cannot reach
    # Python's inventory (a warning only; those links stay text).
    sphinx_html_from_docs "$dir"
    grep -q 'fuzzy_with_tokens' "$dir/site/parser.html" &&
        grep -q 'byweekday' "$dir/site/rrule.html" || {
        echo "python-dateutil: parser.html/rrule.html did not render the autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html is the
    # sdist's NEWS (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_urllib3() {
    local dir="$CACHE/urllib3"
    [[ -f "$dir/.built" ]] && { log "urllib3: up to date"; return; }
    unpack_sdist urllib3 "$URLLIB3_VERSION" "$URLLIB3_SHA256" "$dir"
    log "urllib3: Sphinx + furo + myst-parser in its own venv (pinned), urllib3 from the checkout, then the site (~40 s with the venv)"
    # docs/conf.py puts the checkout's root (not src/) on sys.path and imports urllib3 for its
    # version; autodoc imports urllib3: the checkout installed (hatchling, hatch-vcs and
    # setuptools-scm from PyPI through pip's build isolation; the version from the sdist's
    # PKG-INFO and src/urllib3/_version.py), the checkout staying as unpacked.
    docs_venv_with_checkout "$dir" "${URLLIB3_DOCS_PINS[@]}"
    # As docs/Makefile's html target. Offline, intersphinx cannot reach Python's inventory
    # (warnings only; those links stay text).
    sphinx_html_from_docs "$dir"
    grep -q 'respect_retry_after_header' "$dir/site/reference/urllib3.util.html" &&
        grep -q 'num_pools' "$dir/site/reference/urllib3.poolmanager.html" || {
        echo "urllib3: reference/urllib3.util.html/urllib3.poolmanager.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGES.rst (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_pyjwt() {
    local dir="$CACHE/pyjwt"
    [[ -f "$dir/.built" ]] && { log "pyjwt: up to date"; return; }
    unpack_sdist pyjwt "$PYJWT_VERSION" "$PYJWT_SHA256" "$dir"
    log "pyjwt: Sphinx + sphinx_rtd_theme in its own venv (pinned), PyJWT from the checkout, then the site (~40 s with the venv)"
    # docs/conf.py reads the version from ../jwt/__init__.py but does not put the checkout on
    # sys.path; autodoc (api.rst) imports jwt: the checkout installed (setuptools from PyPI through
    # pip's build isolation), the checkout staying as unpacked.
    docs_venv_with_checkout "$dir" "${PYJWT_DOCS_PINS[@]}"
    # As docs/Makefile's html target. Offline, intersphinx cannot reach the Python and
    # cryptography inventories (warnings only; those links stay text).
    sphinx_html_from_docs "$dir"
    grep -q 'lifespan' "$dir/site/api.html" && grep -q 'verify_signature' "$dir/site/usage.html" || {
        echo "pyjwt: api.html/usage.html did not render the autodoc and the options" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGELOG.rst (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_dogpile_cache() {
    local dir="$CACHE/dogpile-cache"
    [[ -f "$dir/.built" ]] && { log "dogpile-cache: up to date"; return; }
    unpack_sdist dogpile_cache "$DOGPILE_CACHE_VERSION" "$DOGPILE_CACHE_SHA256" "$dir"
    log "dogpile-cache: Sphinx + sphinx-book-theme in its own venv (pinned), then the site (~40 s with the venv)"
    # docs/build/conf.py puts the checkout's root on sys.path and imports dogpile; autodoc imports
    # it from there (its dependencies decorator and stevedore are pinned in the venv), so the
    # checkout is not installed. As docs/build/Makefile's html target; offline, intersphinx has no
    # inventory to read (none configured): no warning.
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DOGPILE_CACHE_DOCS_PINS[@]}"
    sphinx_html "$dir" docs/build
    grep -q 'socket_keepalive_options' "$dir/site/api.html" && grep -q 'cache_on_arguments' "$dir/site/usage.html" || {
        echo "dogpile-cache: api.html/usage.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is docs/build/changelog.rst (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_xenon() {
    local dir="$CACHE/xenon" page
    [[ -f "$dir/.built" ]] && { log "xenon: up to date"; return; }
    unpack_sdist xenon "$XENON_VERSION" "$XENON_SHA256" "$dir"
    # xenon has no documentation site: the sdist ships README.rst and the code only. As briefed and
    # as for pydocstyle, the corpus is README.rst rendered by docutils as index.html and the CLI's
    # `xenon --help` text of the pinned code (xenon.parse_args from the checkout, not installed:
    # main() would import radon and requests first) rendered as usage.html in a literal block.
    log "xenon: docutils in a venv (pinned), README.rst and --help as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${XENON_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    {
        printf 'Usage\n=====\n\nThe output of ``xenon --help`` (xenon %s):\n\n::\n\n' "$XENON_VERSION"
        (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout" \
            "$dir/venv/bin/python" -c 'import sys, xenon; sys.argv[0] = "xenon"; xenon.parse_args()' \
            --help) | sed 's/^/    /'
    } >"$dir/build/usage.rst"
    docutils_pages "$dir" index usage
    grep -q -- '--max-average-num' "$dir/site/usage.html" &&
        grep -q 'default: .xenon.yml' "$dir/site/usage.html" || {
        echo "xenon: usage.html did not render the --help text" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_humanfriendly() {
    local dir="$CACHE/humanfriendly"
    [[ -f "$dir/.built" ]] && { log "humanfriendly: up to date"; return; }
    unpack_sdist humanfriendly "$HUMANFRIENDLY_VERSION" "$HUMANFRIENDLY_SHA256" "$dir"
    log "humanfriendly: Sphinx in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HUMANFRIENDLY_DOCS_PINS[@]}"
    # docs/conf.py puts the checkout's root on sys.path and imports humanfriendly (version, and its
    # humanfriendly.sphinx extension); autodoc imports it from there, not installed. As a plain
    # `sphinx-build -b html docs`; offline, intersphinx cannot reach its three inventories: warnings only.
    sphinx_html_from_docs "$dir"
    grep -q 'format_size' "$dir/site/api.html" || {
        echo "humanfriendly: api.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGELOG.rst (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_coloredlogs() {
    local dir="$CACHE/coloredlogs"
    [[ -f "$dir/.built" ]] && { log "coloredlogs: up to date"; return; }
    unpack_sdist coloredlogs "$COLOREDLOGS_VERSION" "$COLOREDLOGS_SHA256" "$dir"
    log "coloredlogs: Sphinx and humanfriendly in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${COLOREDLOGS_DOCS_PINS[@]}"
    # docs/conf.py puts the checkout's root on sys.path and imports coloredlogs (its version);
    # autodoc imports it from there, not installed. As a plain `sphinx-build -b html docs`;
    # offline, intersphinx cannot reach its four inventories: warnings only.
    sphinx_html_from_docs "$dir"
    grep -q 'DEFAULT_LOG_FORMAT' "$dir/site/api.html" || {
        echo "coloredlogs: api.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGELOG.rst (a history of releases; other corpora drop theirs
    # too); _modules/ is viewcode's highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/changelog.html" "$dir/site/_modules"
    touch "$dir/.built"
}

build_cachier() {
    local dir="$CACHE/cachier"
    [[ -f "$dir/.built" ]] && { log "cachier: up to date"; return; }
    # The sdist fetched as a file (see CACHIER_SDIST_URL), checked by unpack_sdist.
    [[ -f "$CACHE/downloads/cachier-$CACHIER_VERSION.tar.gz" ]] ||
        curl -sSfL -o "$CACHE/downloads/cachier-$CACHIER_VERSION.tar.gz" "$CACHIER_SDIST_URL"
    unpack_sdist cachier "$CACHIER_VERSION" "$CACHIER_SHA256" "$dir"
    # cachier has no documentation site in its sdist: README.rst and the code only. As briefed and
    # as for pydocstyle, the corpus is README.rst rendered by docutils as index.html.
    log "cachier: docutils in a venv (pinned), README.rst as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CACHIER_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.rst" "$dir/build/index.rst"
    docutils_pages "$dir" index
    grep -q 'stale_after' "$dir/site/index.html" || {
        echo "cachier: index.html did not render README.rst" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_requests_toolbelt() {
    local dir="$CACHE/requests-toolbelt"
    [[ -f "$dir/.built" ]] && { log "requests-toolbelt: up to date"; return; }
    unpack_sdist requests-toolbelt "$REQUESTS_TOOLBELT_VERSION" "$REQUESTS_TOOLBELT_SHA256" "$dir"
    log "requests-toolbelt: Sphinx 7.4.7 + sphinx_rtd_theme in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${REQUESTS_TOOLBELT_DOCS_PINS[@]}"
    # As tox.ini's docs env (`sphinx-build -b html docs/ ...`). Offline, intersphinx cannot reach
    # Python's inventory; the deprecated intersphinx format and get_html_theme_path and the
    # duplicate BaseUrlSession descriptions (sessions.rst documents it twice): warnings only. ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'MultipartEncoder' "$dir/site/uploading-data.html" &&
        grep -q 'num_processes' "$dir/site/threading.html" || {
        echo "requests-toolbelt: uploading-data.html/threading.html did not render the autodoc" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pydantic_settings() {
    local dir="$CACHE/pydantic-settings"
    [[ -f "$dir/.built" ]] && { log "pydantic-settings: up to date"; return; }
    unpack_sdist pydantic_settings "$PYDANTIC_SETTINGS_VERSION" "$PYDANTIC_SETTINGS_SHA256" "$dir"
    log "pydantic-settings: MkDocs + Material in its own venv (pinned), then the site (~3 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYDANTIC_SETTINGS_DOCS_PINS[@]}"
    # The sdist's mkdocs.yml is strict; the page links to pages of pydantic's own site (fields.md,
    # alias.md, ../api/pydantic_settings.md) that are not in the sdist, which strict mode turns into
    # a failure. The same config, not strict (as starlette):
    sed 's/^strict: true/strict: false/' "$dir/checkout/mkdocs.yml" >"$dir/checkout/mkdocs.offline.yml"
    (cd "$dir/checkout" && PYTHONDONTWRITEBYTECODE=1 NO_MKDOCS_2_WARNING=1 \
        DISABLE_MKDOCS_2_WARNING=true "$dir/venv/bin/mkdocs" build -q -f mkdocs.offline.yml \
        -d "$dir/site" 2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    rm -f "$dir/checkout/mkdocs.offline.yml"
    grep -q 'SECRETS_DIR_MAX_SIZE' "$dir/site/index.html" &&
        grep -q 'pyproject_toml_table_header' "$dir/site/index.html" || {
        echo "pydantic-settings: index.html did not render docs/index.md" >&2
        exit 1
    }
    rm -rf "$dir/site/assets" "$dir/site/search" "$dir/site/extra" "$dir/site/theme" \
        "$dir/site/sitemap.xml" "$dir/site/sitemap.xml.gz" "$dir/site/404.html" \
        "$dir/site/favicon.png" "$dir/site/logo-white.svg" "$dir/venv"
    touch "$dir/.built"
}

build_python_dotenv() {
    local dir="$CACHE/python-dotenv" sub
    [[ -f "$dir/.built" ]] && { log "python-dotenv: up to date"; return; }
    unpack_sdist python_dotenv "$PYTHON_DOTENV_VERSION" "$PYTHON_DOTENV_SHA256" "$dir"
    log "python-dotenv: MkDocs + Material + mkdocstrings in its own venv (pinned), then the site (~3 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTHON_DOTENV_DOCS_PINS[@]}"
    # As CONTRIBUTING.md's recipe (`mkdocs serve` after installing the package): `mkdocs build` with
    # the sdist's own mkdocs.yml, unchanged (nothing in it needs the network: no inventories, not
    # strict), in the checkout; mkdocstrings' griffe reads `::: dotenv` (reference.md) from the
    # checkout's src/ through PYTHONPATH, so "Source code in src/dotenv/..." is the checkout's.
    (cd "$dir/checkout" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        NO_MKDOCS_2_WARNING=1 DISABLE_MKDOCS_2_WARNING=true "$dir/venv/bin/mkdocs" build -q \
        -d "$dir/site" 2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    # The CLI's own documentation (the README: "Run `dotenv --help` for more information about the
    # options and subcommands"), not in the MkDocs site: `dotenv --help` and the help of `list`, the
    # one subcommand whose options state a value (run's --override/--no-override states none; set,
    # get and unset have no options), from the checkout's src/ (no install), run in the empty build
    # folder; COLUMNS fixes click's wrapping. Rendered by the venv's Python-Markdown as usage.html.
    mkdir -p "$dir/build"
    {
        printf '# Usage\n\nThe output of `dotenv --help` and `dotenv list --help` (python-dotenv %s):\n\n' \
            "$PYTHON_DOTENV_VERSION"
        for sub in "" list; do
            printf '```text\n'
            (cd "$dir/build" && COLUMNS=80 PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$dir/checkout/src" \
                "$dir/venv/bin/python" -s -c 'import sys; from dotenv.cli import cli
cli(sys.argv[1:], prog_name="dotenv")' $sub --help)
            printf '```\n\n'
        done
    } >"$dir/build/usage.md"
    markdown_pages "$dir" usage
    grep -q 'find_dotenv' "$dir/site/reference/index.html" &&
        grep -q 'Default mode is always' "$dir/site/usage.html" &&
        grep -q 'Default format is simple' "$dir/site/usage.html" || {
        echo "python-dotenv: reference/ (mkdocstrings) or usage.html (--help) did not render" >&2
        exit 1
    }
    rm -rf "$dir/site/assets" "$dir/site/search" "$dir/site/sitemap.xml" "$dir/site/sitemap.xml.gz" \
        "$dir/site/404.html" "$dir/site/objects.inv" "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_huey() {
    local dir="$CACHE/huey"
    [[ -f "$dir/.built" ]] && { log "huey: up to date"; return; }
    unpack_sdist huey "$HUEY_VERSION" "$HUEY_SHA256" "$dir"
    log "huey: Sphinx + sphinx_rtd_theme in its own venv (pinned), then the site (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HUEY_DOCS_PINS[@]}"
    # As docs/Makefile's html target; conf.py imports huey from the checkout (sys.path) for the
    # version and the autodoc of huey.storage.BaseStorage (api.html). Its exclude_patterns leave the
    # contrib pages (asyncio, django, flask_admin, mini, stats) to contrib.html's includes.
    sphinx_html_from_docs "$dir"
    grep -q 'BaseStorage' "$dir/site/api.html" && grep -q 'workers' "$dir/site/consumer.html" || {
        echo "huey: api.html/consumer.html did not render the autodoc and the options" >&2
        exit 1
    }
    # changes.html is a history of releases (other corpora drop theirs too); llms.txt (html_extra_path)
    # is a plain-text copy for language models, not a page.
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changes.html" "$dir/site/llms.txt"
    touch "$dir/.built"
}

build_pygments() {
    local dir="$CACHE/pygments"
    [[ -f "$dir/.built" ]] && { log "pygments: up to date"; return; }
    unpack_sdist pygments "$PYGMENTS_VERSION" "$PYGMENTS_SHA256" "$dir"
    log "pygments: Sphinx in its own venv (pinned), then the HTML site from doc/"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYGMENTS_DOCS_PINS[@]}"
    # conf.py puts the checkout first on sys.path (sys.path.insert(0, '..')), but Sphinx has
    # imported the pinned Pygments before conf.py runs, and pygments.sphinxext reads the lexers'
    # example files from tests/examplefiles next to the imported package: PYTHONPATH makes the
    # checkout the one imported, so autodoc and the pygmentsdoc directive (formatters.html,
    # lexers.html, filters.html) document the checkout's own classes. As tox.ini's doc env,
    # without -n; WEBSITE_BUILD unset (no demo page). Offline, intersphinx cannot reach Python's
    # inventory: those links stay plain text.
    (cd "$dir/checkout/doc" && PYTHONPATH="$dir/checkout" \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'linenostart' "$dir/site/docs/formatters.html" || {
        echo "pygments: formatters.html did not render the formatter docstrings" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_flask_caching() {
    local dir="$CACHE/flask-caching"
    [[ -f "$dir/.built" ]] && { log "flask-caching: up to date"; return; }
    # The sdist's file and top directory are named flask_caching.
    unpack_sdist flask_caching "$FLASK_CACHING_VERSION" "$FLASK_CACHING_SHA256" "$dir"
    log "flask-caching: Sphinx in its own venv (pinned), flask_caching from the checkout, then the site (~30 s with the download and the venv)"
    # conf.py reads the version of the installed distribution (pallets_sphinx_themes.get_version)
    # and autodoc imports flask_caching: the checkout itself (flit_core builds it out of tree; the
    # checkout stays as unpacked). Its own docs/conf.py, the html builder as docs/Makefile's html
    # target. Offline, intersphinx cannot reach Python's or Flask's inventory: a warning only,
    # those links stay text.
    docs_venv_with_checkout "$dir" "${FLASK_CACHING_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'CACHE_DEFAULT_TIMEOUT' "$dir/site/configuration.html" &&
        grep -q 'make_template_fragment_key' "$dir/site/api.html" || {
        echo "flask-caching: configuration.html/api.html did not render" >&2
        exit 1
    }
    # changelog.html is CHANGES.rst (the changelog; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_invoke() {
    local dir="$CACHE/invoke"
    [[ -f "$dir/.built" ]] && { log "invoke: up to date"; return; }
    unpack_sdist invoke "$INVOKE_VERSION" "$INVOKE_SHA256" "$dir"
    log "invoke: Sphinx in its own venv (pinned), then the site from sites/docs (~15 s with the venv)"
    # The docs site is sites/docs (sites/www, the project's home page and changelog, is another
    # Sphinx project and not built). Its own conf.py, as .readthedocs.yaml's sphinx.configuration;
    # conf.py imports shared_conf from sites/ and invoke from the checkout root (both on sys.path
    # by conf.py itself), so the checkout is not installed. Offline, intersphinx cannot reach
    # Python's inventory: a warning only, those links stay text.
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${INVOKE_DOCS_PINS[@]}"
    sphinx_html "$dir" sites/docs
    grep -q 'ignore_unknown_help' "$dir/site/concepts/configuration.html" &&
        grep -q 'read_chunk_size' "$dir/site/api/runners.html" || {
        echo "invoke: concepts/configuration.html/api/runners.html did not render" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_fabric() {
    local dir="$CACHE/fabric"
    [[ -f "$dir/.built" ]] && { log "fabric: up to date"; return; }
    unpack_sdist fabric "$FABRIC_VERSION" "$FABRIC_SHA256" "$dir"
    log "fabric: Sphinx in its own venv (pinned), then the site from sites/docs (~1 min with the venv)"
    # The docs site is sites/docs (sites/www, the project's home page, changelog and FAQ, is another
    # Sphinx project and not built), with its own conf.py as sites/docs/.readthedocs.yaml names it;
    # conf.py puts sites/ (shared_conf) and the checkout root (fabric) on sys.path itself, so the
    # checkout is not installed. Offline, intersphinx cannot reach Python's, invoke's or
    # paramiko's inventories: warnings only, those links stay text.
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FABRIC_DOCS_PINS[@]}"
    "$dir/venv/bin/pip" install --quiet --no-deps "invocations==$FABRIC_INVOCATIONS_VERSION"
    sphinx_html "$dir" sites/docs
    grep -q 'load_ssh_configs' "$dir/site/concepts/configuration.html" &&
        grep -q 'forward_remote' "$dir/site/api/connection.html" || {
        echo "fabric: concepts/configuration.html/api/connection.html did not render" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_flask_cors() {
    local dir="$CACHE/flask-cors"
    [[ -f "$dir/.built" ]] && { log "flask-cors: up to date"; return; }
    # The sdist's file and top directory are named flask_cors.
    unpack_sdist flask_cors "$FLASK_CORS_VERSION" "$FLASK_CORS_SHA256" "$dir"
    log "flask-cors: MkDocs + Material + mkdocstrings in its own venv (pinned), then the site (~25 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_CORS_DOCS_PINS[@]}"
    # The sdist's docs are MkDocs (mkdocs.yml, docs/*.md; its .readthedocs.yaml names a Sphinx
    # docs/conf.py the sdist does not have, a leftover): `mkdocs build` with its own mkdocs.yml,
    # unchanged (no inventories, not strict: nothing needs the network), in the checkout, whose root
    # is pymdownx.snippets' base for the examples pages' `--8<-- "examples/..."`. mkdocs.yml's
    # mkdocstrings `paths: ["flask_cors"]` points inside the package; the project's own build finds
    # flask_cors installed (uv sync), here griffe finds the checkout through PYTHONPATH, so "Source
    # code in flask_cors/..." is the checkout's. griffe warns that the CORS/cross_origin :param:
    # entries are not in the signatures (**kwargs): warnings only.
    (cd "$dir/checkout" && PYTHONPATH="$dir/checkout" PYTHONDONTWRITEBYTECODE=1 \
        NO_MKDOCS_2_WARNING=1 DISABLE_MKDOCS_2_WARNING=true "$dir/venv/bin/mkdocs" build -q \
        -d "$dir/site" 2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    grep -q 'allow_private_network' "$dir/site/extension/index.html" &&
        grep -q 'automatic_options' "$dir/site/decorator/index.html" &&
        grep -q 'Access-Control-Allow-Methods' "$dir/site/examples/extension/index.html" || {
        echo "flask-cors: the mkdocstrings pages or the examples did not render" >&2
        exit 1
    }
    rm -rf "$dir/site/assets" "$dir/site/search" "$dir/site/sitemap.xml" "$dir/site/sitemap.xml.gz" \
        "$dir/site/404.html" "$dir/site/objects.inv" "$dir/venv"
    touch "$dir/.built"
}

build_flask_limiter() {
    local dir="$CACHE/flask-limiter"
    [[ -f "$dir/.built" ]] && { log "flask-limiter: up to date"; return; }
    # The sdist's file and top directory are named flask_limiter.
    unpack_sdist flask_limiter "$FLASK_LIMITER_VERSION" "$FLASK_LIMITER_SHA256" "$dir"
    log "flask-limiter: Sphinx + furo in its own venv (pinned), then the site from the checkout (~30 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_LIMITER_DOCS_PINS[@]}"
    # The released wheel, no dependencies, only for its `flask.commands` entry point: cli.rst and
    # index.rst run `flask limiter config|limits|clear` on examples/*.py (sphinxcontrib-programoutput),
    # and Flask finds the `limiter` command group through that entry point. The checkout (hatch-vcs
    # needs git to build it) comes first on PYTHONPATH, so the entry point, conf.py's
    # `import flask_limiter` and autodoc all load the checkout's code (its _version.py says 4.1.1).
    "$dir/venv/bin/pip" install --quiet --no-deps "flask-limiter==$FLASK_LIMITER_VERSION"
    # As .readthedocs.yml's command (`sphinx -b html doc/source`), from doc/ since the program-output
    # commands use FLASK_APP=../../examples/... relative to doc/source (programoutput runs them in the
    # source folder); the venv's bin on PATH for `flask`. Warnings only: offline, intersphinx cannot
    # reach its inventories (those references stay text); no matplotlib, so no social cards;
    # index.rst has two "Title level inconsistent" headings (rendered anyway).
    (cd "$dir/checkout/doc" && PATH="$dir/venv/bin:$PATH" PYTHONPATH="$dir/checkout" \
        PYTHONDONTWRITEBYTECODE=1 "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" \
        source "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'RATELIMIT_HEADER_RETRY_AFTER_VALUE' "$dir/site/configuration.html" &&
        grep -q 'in_memory_fallback_enabled' "$dir/site/api.html" &&
        grep -q 'RATELIMIT_KEY_PREFIX' "$dir/site/index.html" &&
        grep -q 'RATELIMIT_APPLICATION' "$dir/site/cli.html" || {
        echo "flask-limiter: the autodoc pages or the \`flask limiter\` output did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html is
    # HISTORY.rst (other corpora drop their changelog pages too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/doctrees"
    touch "$dir/.built"
}

build_flask_session() {
    local dir="$CACHE/flask-session"
    [[ -f "$dir/.built" ]] && { log "flask-session: up to date"; return; }
    # The sdist's file and top directory are named flask_session.
    unpack_sdist flask_session "$FLASK_SESSION_VERSION" "$FLASK_SESSION_SHA256" "$dir"
    log "flask-session: Sphinx + furo in its own venv (pinned), flask_session from the checkout, then the site (~40 s with the download and the venv)"
    # conf.py reads the version from the installed distribution's metadata and autodoc imports
    # flask_session and its storage modules: the checkout itself (flit_core builds it).
    docs_venv_with_checkout "$dir" "${FLASK_SESSION_DOCS_PINS[@]}"
    # As docs/Makefile's html target. Warnings only: offline, intersphinx cannot reach its
    # inventories (those references stay text); contributing.rst includes ../CONTRIBUTING.rst, which
    # the sdist does not ship (the page renders empty). FileSystemSessionInterface's signature shows
    # SESSION_FILE_DIR as evaluated at import (the build's working directory + /flask_session).
    sphinx_html_from_docs "$dir"
    grep -q 'SESSION_SQLALCHEMY_BIND_KEY' "$dir/site/config.html" &&
        grep -q 'DynamoDBSessionInterface' "$dir/site/api.html" &&
        grep -q 'serialization_format' "$dir/site/api.html" || {
        echo "flask-session: config.html or the autodoc of api.html did not render" >&2
        exit 1
    }
    # config_*.html are the six fragments config.rst includes, also rendered on their own as
    # orphan pages (in no toctree): the same text as config.html, dropped. changelog (changes.html,
    # CHANGES.rst) as other corpora; contributing.html is empty (see above).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site"/config_*.html "$dir/site/changes.html" "$dir/site/contributing.html" \
        "$dir/doctrees"
    touch "$dir/.built"
}

build_aiocache() {
    local dir="$CACHE/aiocache"
    [[ -f "$dir/.built" ]] && { log "aiocache: up to date"; return; }
    unpack_sdist aiocache "$AIOCACHE_VERSION" "$AIOCACHE_SHA256" "$dir"
    log "aiocache: Sphinx + sphinx-rtd-theme in a venv (pinned), then the HTML site (~30 s with the venv)"
    # conf.py reads the version from ../aiocache/__init__.py and puts '..' on sys.path: autodoc
    # imports the checkout itself (no install). As docs/Makefile's html target. Warnings only: the
    # theme's get_html_theme_path deprecation, `language = None`, the missing _static, a duplicate
    # `aiocache` module description (decorators.rst automodules it twice) and two docstring
    # formatting complaints. PickleSerializer's signature shows protocol=pickle.DEFAULT_PROTOCOL
    # as evaluated at import (4 under Python 3.8-3.13).
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${AIOCACHE_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'create_connection_timeout' "$dir/site/caches.html" &&
        grep -q 'aiocache_wait_for_write' "$dir/site/decorators.html" &&
        grep -q 'use_list' "$dir/site/serializers.html" || {
        echo "aiocache: the autodoc of caches/decorators/serializers.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/doctrees"
    touch "$dir/.built"
}

build_anyio() {
    local dir="$CACHE/anyio"
    [[ -f "$dir/.built" ]] && { log "anyio: up to date"; return; }
    unpack_sdist anyio "$ANYIO_VERSION" "$ANYIO_SHA256" "$dir"
    log "anyio: Sphinx + the doc group in a venv (pinned), anyio from the checkout, then the HTML site"
    # conf.py reads anyio's version through importlib.metadata and autodoc imports anyio: the
    # checkout itself (setuptools + setuptools_scm build it out of tree; the version comes from the
    # sdist's PKG-INFO). changelog.d/ holds only its template, so conf.py does not run towncrier.
    # Offline, intersphinx cannot reach Python's inventory: warnings only (.readthedocs.yml's
    # fail_on_warning is not applied). As docs/Makefile would: sphinx-build -b html docs.
    docs_venv_with_checkout "$dir" "${ANYIO_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'happy_eyeballs_delay' "$dir/site/api.html" &&
        grep -q 'max_buffer_size' "$dir/site/api.html" || {
        echo "anyio: the autodoc of api.html did not render" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    rm -rf "$dir/doctrees"
    touch "$dir/.built"
}

build_environs() {
    local dir="$CACHE/environs"
    [[ -f "$dir/.built" ]] && { log "environs: up to date"; return; }
    unpack_sdist environs "$ENVIRONS_VERSION" "$ENVIRONS_SHA256" "$dir"
    # environs has no documentation site in its sdist: README.md (the page PyPI and GitHub show) and
    # the code only. As briefed and as for vulture/cachier, the corpus is README.md rendered as
    # index.html by Python-Markdown (``` fences; the README has no tables). CHANGELOG.md (a history
    # of releases) and CONTRIBUTING.md (the project's own workflow) are not rendered.
    log "environs: Python-Markdown in a venv (pinned), README.md as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ENVIRONS_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    markdown_pages "$dir" index
    grep -q 'Reading Docker-style secret files' "$dir/site/index.html" &&
        grep -q 'key_value_delimiter' "$dir/site/index.html" || {
        echo "environs: index.html did not render README.md" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_requests_cache() {
    local dir="$CACHE/requests-cache"
    [[ -f "$dir/.built" ]] && { log "requests-cache: up to date"; return; }
    unpack_sdist requests_cache "$REQUESTS_CACHE_VERSION" "$REQUESTS_CACHE_SHA256" "$dir"
    # requests-cache has no documentation site in its sdist: README.md (the page PyPI shows) and the
    # code only. As briefed and as for environs/cachier, the corpus is README.md rendered as
    # index.html by Python-Markdown (``` fences; the README has no tables).
    log "requests-cache: Python-Markdown in a venv (pinned), README.md as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${REQUESTS_CACHE_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    markdown_pages "$dir" index
    grep -q 'keep cached responses indefinitely' "$dir/site/index.html" &&
        grep -q 'stale_if_error' "$dir/site/index.html" || {
        echo "requests-cache: index.html did not render README.md" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_filelock() {
    local dir="$CACHE/filelock" py=""
    [[ -f "$dir/.built" ]] && { log "filelock: up to date"; return; }
    # The sdist fetched as a file (see FILELOCK_SDIST_URL), checked by unpack_sdist.
    [[ -f "$CACHE/downloads/filelock-$FILELOCK_VERSION.tar.gz" ]] || {
        mkdir -p "$CACHE/downloads"
        curl -sSfL -o "$CACHE/downloads/filelock-$FILELOCK_VERSION.tar.gz" "$FILELOCK_SDIST_URL"
    }
    unpack_sdist filelock "$FILELOCK_VERSION" "$FILELOCK_SHA256" "$dir"
    py=$(python313 filelock "typing.override in conf.py") || exit 1
    log "filelock: Sphinx + furo in its own $py venv (pinned), then the HTML site (~15 s)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FILELOCK_DOCS_PINS[@]}"
    # As tox's docs env (sphinx-build docs ... -b html), with conf.py's extension list minus two
    # entries: sphinxcontrib.towncrier.ext, whose draft collector runs towncrier with the template of
    # release-creator (Python 3.15 only; the unknown directive then leaves the changelog's unreleased
    # section empty, and changelog.html is removed below), and sphinx_llm.txt, which writes llms.txt by a
    # second Markdown build that loads the same conf.py (no HTML of its own). autodoc imports filelock
    # from the checkout's src/ (PYTHONPATH: pure Python; version.py is in the sdist). Intersphinx cannot
    # reach Python's inventory offline (warnings only; conf.py's nitpicky warnings are not fatal without -W).
    (cd "$dir/checkout/docs" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -D extensions=sphinx.ext.autodoc,\
sphinx.ext.autosectionlabel,sphinx.ext.viewcode,sphinx.ext.extlinks,sphinx.ext.intersphinx,\
sphinx_autodoc_typehints,sphinx_copybutton,sphinx_design,sphinx_sitemap,sphinxcontrib.mermaid,\
sphinxext.opengraph . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'heartbeat_interval' "$dir/site/api.html" &&
        grep -q 'thread_local=True' "$dir/site/tutorials.html" || {
        echo "filelock: api.html or tutorials.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; the changelog is history.
    rm -rf "$dir/site/_modules" "$dir/site/sitemap.xml" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_portalocker() {
    local dir="$CACHE/portalocker" py=""
    [[ -f "$dir/.built" ]] && { log "portalocker: up to date"; return; }
    # The sdist fetched as a file (see PORTALOCKER_SDIST_URL), checked by unpack_sdist.
    [[ -f "$CACHE/downloads/portalocker-$PORTALOCKER_VERSION.tar.gz" ]] || {
        mkdir -p "$CACHE/downloads"
        curl -sSfL -o "$CACHE/downloads/portalocker-$PORTALOCKER_VERSION.tar.gz" "$PORTALOCKER_SDIST_URL"
    }
    unpack_sdist portalocker "$PORTALOCKER_VERSION" "$PORTALOCKER_SHA256" "$dir"
    py=$(python313 portalocker "Sphinx 9.2 pinned") || exit 1
    log "portalocker: Sphinx + furo in its own $py venv (pinned), then the HTML site (~10 s)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PORTALOCKER_DOCS_PINS[@]}"
    # conf.py's release = metadata.version("portalocker"): installed from a copy of the checkout (the
    # pinned uv_build, no isolation), so the checkout stays as released; autodoc imports the checkout
    # itself (PYTHONPATH; pure Python). As tox's docs env (sphinx-build -b html docs ...) without -W:
    # intersphinx cannot reach Python's or redis's inventory offline (warnings only; conf.py mocks redis).
    cp -r "$dir/checkout" "$dir/pkg"
    PATH="$dir/venv/bin:$PATH" "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation "$dir/pkg"
    rm -rf "$dir/pkg"
    (cd "$dir/checkout/docs" && PYTHONPATH="$dir/checkout" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'fail_when_locked' "$dir/site/api/portalocker.utils.html" &&
        grep -q 'timeout' "$dir/site/quickstart.html" || {
        echo "portalocker: api/portalocker.utils.html or quickstart.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; the changelog is history.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_cssutils() {
    local dir="$CACHE/cssutils"
    [[ -f "$dir/.built" ]] && { log "cssutils: up to date"; return; }
    unpack_sdist cssutils "$CSSUTILS_VERSION" "$CSSUTILS_SHA256" "$dir"
    log "cssutils: Sphinx + furo + jaraco.packaging in its own venv (pinned), then the site from docs/ (~1.5 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CSSUTILS_DOCS_PINS[@]}"
    # As tox.ini's docs env (python -m sphinx -W --keep-going . build/html, run in docs/; not -W:
    # conf.py's nitpicky leaves the xml.dom exceptions unresolved offline, warnings only) with
    # conf.py's extension list less sphinx.ext.intersphinx (Python's inventory is on the web: offline
    # the links would stay text anyway; the pages come out the same with it). rst.linker writes
    # "../NEWS (links).rst" and jaraco.packaging.sphinx builds the metadata (egg-info) through the
    # PEP 517 backend in the venv (BUILD_ENVIRONMENT=current: no isolated env, nothing fetched;
    # setuptools-scm takes 2.15.0 from PKG-INFO), so it is built in a copy of the checkout (the
    # checkout stays as unpacked). PYTHONPATH puts the copy first: autodoc imports cssutils from it
    # (encutils and more_itertools from the venv). Pages: index, history, migrate, known issues,
    # parse, utilities, settings, serialize, css, stylesheets, profiles, variables, logging,
    # scripts, codec, encutils, backlog. ~25 s.
    rm -rf "$dir/build" && cp -r "$dir/checkout" "$dir/build"
    (cd "$dir/build/docs" && BUILD_ENVIRONMENT=current PYTHONPATH="$dir/build" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/python" -m sphinx -b html -q \
        -D extensions=sphinx.ext.autodoc,jaraco.packaging.sphinx,rst.linker,sphinx.ext.extlinks,jaraco.tidelift \
        . "$dir/site") >"$dir/sphinx.log" 2>&1 || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'keepUsedNamespaceRulesOnly' "$dir/site/serialize.html" &&
        grep -q 'parseComments' "$dir/site/parse.html" &&
        grep -q '_CSSCapture_SAVED' "$dir/site/scripts.html" &&
        grep -q 'detectencoding_unicode' "$dir/site/codec.html" || {
        echo "cssutils: serialize.html, parse.html, scripts.html or codec.html did not render" >&2
        exit 1
    }
    # history.html is docs/history.rst, NEWS.rst as rst.linker rewrites it (the release history); no
    # viewcode, so no _modules/.
    rm -rf "$dir/site/_modules" "$dir/site/history.html"
    strip_sphinx_site "$dir"
    rm -rf "$dir/build"
    touch "$dir/.built"
}

build_sphinx_autodoc_typehints() {
    local dir="$CACHE/sphinx-autodoc-typehints" py=""
    [[ -f "$dir/.built" ]] && { log "sphinx-autodoc-typehints: up to date"; return; }
    # The sdist fetched as a file (see SPHINX_AUTODOC_TYPEHINTS_SDIST_URL), checked by unpack_sdist.
    [[ -f "$CACHE/downloads/sphinx_autodoc_typehints-$SPHINX_AUTODOC_TYPEHINTS_VERSION.tar.gz" ]] || {
        mkdir -p "$CACHE/downloads"
        curl -sSfL -o "$CACHE/downloads/sphinx_autodoc_typehints-$SPHINX_AUTODOC_TYPEHINTS_VERSION.tar.gz" \
            "$SPHINX_AUTODOC_TYPEHINTS_SDIST_URL"
    }
    unpack_sdist sphinx_autodoc_typehints "$SPHINX_AUTODOC_TYPEHINTS_VERSION" \
        "$SPHINX_AUTODOC_TYPEHINTS_SHA256" "$dir"
    py=$(python313 sphinx-autodoc-typehints "Requires-Python >= 3.12; Sphinx 9.2 pinned") || exit 1
    log "sphinx-autodoc-typehints: Sphinx + furo + its docs extensions in its own $py venv (pinned), then the site from docs/ (~10 min: the live examples)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SPHINX_AUTODOC_TYPEHINTS_DOCS_PINS[@]}"
    # As tox.toml's docs env (sphinx-build -d ... docs .../html -b html -E -W) without -W, with
    # conf.py's extension list less sphinx.ext.intersphinx (its inventories are on the web: offline
    # the links stay text; nitpicky's unresolved references are warnings only), sphinx_llm.txt (it
    # writes a Markdown copy of every page and llms.txt next to the HTML) and
    # sphinxcontrib.towncrier.ext (its draft entries need release-creator, Python >= 3.15; only
    # changelog.rst, dropped below, uses it). PYTHONPATH puts the checkout's src/ before the
    # installed wheel: the extension, the docs' own _ext extensions (option_reference imports its
    # internals) and the live-example sub-builds (Sphinx run per example, inheriting the
    # environment) all use the checkout. Examples that need Python 3.15 fail to import in their
    # sub-build (warnings only). ~10 min on 2 cores.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=live_example,option_reference,sphinx.ext.autosectionlabel,sphinx.ext.extlinks,sphinx_autodoc_typehints,sphinx_copybutton,sphinx_design,sphinx_sitemap,sphinxcontrib.mermaid,sphinxext.opengraph
    grep -q 'confval-typehints_document_rtype_none' "$dir/site/reference.html" &&
        grep -q 'typehints_defaults' "$dir/site/how-to.html" || {
        echo "sphinx-autodoc-typehints: reference.html/how-to.html did not render the options" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst, the release history; there is no viewcode (no
    # _modules/); sitemap.xml (sphinx_sitemap) lists the page addresses, not a page.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/site/sitemap.xml"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_blinker() {
    local dir="$CACHE/blinker"
    [[ -f "$dir/.built" ]] && { log "blinker: up to date"; return; }
    unpack_sdist blinker "$BLINKER_VERSION" "$BLINKER_SHA256" "$dir"
    log "blinker: Sphinx + pallets-sphinx-themes in its own venv (pinned), blinker from the checkout, then the site from docs/ (~30 s with the venv)"
    # conf.py reads the version of the installed distribution (pallets_sphinx_themes.get_version)
    # and autodoc imports blinker: the checkout itself (flit_core builds it out of tree; the
    # checkout stays as unpacked). Its own docs/conf.py unchanged (autodoc, extlinks, log_cabinet,
    # the pallets theme `flask`; no intersphinx, nothing fetched), as tox.ini's docs env
    # (sphinx-build -E -W -b dirhtml docs docs/_build/dirhtml) but with the html builder (one .html
    # file a page, as the other corpora) and without -W (no warning comes). ~3 s.
    docs_venv_with_checkout "$dir" "${BLINKER_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'connect_via' "$dir/site/index.html" &&
        grep -q '_async_wrapper' "$dir/site/index.html" &&
        grep -q 'default_namespace' "$dir/site/index.html" || {
        echo "blinker: index.html did not render the autodoc signatures" >&2
        exit 1
    }
    # The docs are one page: index.rst ends with `.. include:: ../CHANGES.rst`, the release
    # history, which becomes the page's "Changes" section (other corpora drop their changelog page).
    # Cut that <section id="changes"> and its entries in the page's tables of contents.
    cut_included_section "$dir/site/index.html" blinker changes
    # No viewcode (no _modules/).
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_objgraph() {
    local dir="$CACHE/objgraph"
    [[ -f "$dir/.built" ]] && { log "objgraph: up to date"; return; }
    unpack_sdist objgraph "$OBJGRAPH_VERSION" "$OBJGRAPH_SHA256" "$dir"
    log "objgraph: Sphinx in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${OBJGRAPH_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -Wn -b html -d docs/_build/doctrees docs/ docs/_build/html)
    # with conf.py's extension list less sphinx.ext.intersphinx (Python's inventory is on the web:
    # offline the links would stay text anyway), so without -Wn (nitpicky's unresolved references to
    # Python's gc functions would be warnings). conf.py appends the checkout's root to sys.path:
    # autodoc documents the checkout's objgraph.py (no install), and conf.py reads the release from
    # it. The API page's signatures are the ones objgraph.txt writes in its autofunction lines
    # (`.. autofunction:: show_refs(objs[, max_depth=3, ...])`), not introspected. The doctest .txt
    # pages only render (no doctest builder, no graphviz; their .png images are the sdist's). ~4 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest
    grep -q 'too_many' "$dir/site/objgraph.html" &&
        grep -q 'sortby' "$dir/site/objgraph.html" &&
        grep -q 'show_most_common_types' "$dir/site/index.html" &&
        grep -q 'Supported Python versions' "$dir/site/HACKING.html" || {
        echo "objgraph: objgraph.html/index.html/HACKING.html did not render" >&2
        exit 1
    }
    # CHANGES.html is docs/CHANGES.txt (an include of CHANGES.rst), the release history; there is
    # no viewcode (no _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/CHANGES.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyotp() {
    local dir="$CACHE/pyotp"
    [[ -f "$dir/.built" ]] && { log "pyotp: up to date"; return; }
    unpack_sdist pyotp "$PYOTP_VERSION" "$PYOTP_SHA256" "$dir"
    log "pyotp: Sphinx + furo in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYOTP_DOCS_PINS[@]}"
    # As the Makefile's docs target (sphinx-build docs docs/html) with conf.py's extension list less
    # sphinx.ext.intersphinx (Python's inventory is on the web: offline the links would stay text
    # anyway). conf.py puts the checkout's src/ on sys.path: autodoc documents the checkout (no
    # install). index.rst includes README.rst and autodocs pyotp, pyotp.totp, pyotp.hotp,
    # pyotp.exceptions, pyotp.utils and pyotp.contrib.steam on the same page. ~5 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc,sphinx.ext.viewcode,sphinxext.opengraph
    grep -q 'min_secret_length_bits' "$dir/site/index.html" &&
        grep -q 'valid_window' "$dir/site/index.html" &&
        grep -q 'initial_count' "$dir/site/index.html" || {
        echo "pyotp: index.html did not render the README or the autodoc signatures" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) and changelog.html (Changes.rst, the release
    # history) are not pages documenting the current release. index.rst ends with a "Change log"
    # section whose toctree (maxdepth 5) lists changelog.html's headings, one "Changes for vX.Y.Z
    # (date)" line a release: cut that <section id="id5"> (docutils numbers its id: the README's
    # `Change log <...>`_ link already takes the name) and its entries in the page's tables of
    # contents.
    cut_included_section "$dir/site/index.html" pyotp id5
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_rfc3986() {
    local dir="$CACHE/rfc3986"
    [[ -f "$dir/.built" ]] && { log "rfc3986: up to date"; return; }
    unpack_sdist rfc3986 "$RFC3986_VERSION" "$RFC3986_SHA256" "$dir"
    log "rfc3986: Sphinx + sphinx-rtd-theme + sphinx-prompt in its own venv (pinned), then the site from docs/source/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${RFC3986_DOCS_PINS[@]}"
    # As docs/source's Sphinx build (sphinx-build -b html docs/source ...) with conf.py's extension
    # list less sphinx.ext.intersphinx (its old-style mapping {"https://docs.python.org/": None}
    # points at the web: offline the links would stay text anyway). conf.py imports rfc3986 (for the
    # release) without touching sys.path: PYTHONPATH puts the checkout's src/ on it, so autodoc
    # documents the checkout (no install). Warnings only: conf.py's `language = None` (Sphinx falls
    # back to 'en') and its html_static_path `_static` (not in the sdist). ~7 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs/source \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.coverage,sphinx-prompt
    grep -q 'encoding' "$dir/site/api-ref/api.html" &&
        grep -q 'allow_use_of_password' "$dir/site/api-ref/validators.html" &&
        grep -q 'add_query_from' "$dir/site/api-ref/builder.html" &&
        grep -q 'require_presence_of' "$dir/site/user/validating.html" || {
        echo "rfc3986: api-ref/api.html/validators.html/builder.html or user/validating.html did not render" >&2
        exit 1
    }
    # release-notes/ is docs/source/release-notes/, the release history (one page a release and
    # its index); there is no viewcode (no _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/release-notes"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_jsonpatch() {
    local dir="$CACHE/jsonpatch"
    [[ -f "$dir/.built" ]] && { log "jsonpatch: up to date"; return; }
    unpack_sdist jsonpatch "$JSONPATCH_VERSION" "$JSONPATCH_SHA256" "$dir"
    log "jsonpatch: Sphinx + jsonpointer in its own venv (pinned), then the site from doc/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${JSONPATCH_DOCS_PINS[@]}"
    # As doc/Makefile's html target (sphinx-build -b html . _build/html, in doc/) with its own
    # conf.py unchanged (extensions: sphinx.ext.autodoc only; alabaster theme). conf.py puts the
    # checkout's root on sys.path and imports jsonpatch: autodoc documents the checkout (no
    # install). Pages: index, tutorial, mod-jsonpatch (the automodule), commandline. ~5 s.
    sphinx_html "$dir" doc
    grep -q 'generate_test_ops' "$dir/site/mod-jsonpatch.html" &&
        grep -q 'in_place' "$dir/site/tutorial.html" &&
        grep -q 'exit with status 2' "$dir/site/commandline.html" || {
        echo "jsonpatch: mod-jsonpatch.html/tutorial.html/commandline.html did not render" >&2
        exit 1
    }
    # No viewcode (no _modules/) and no changelog page in the sdist's docs.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_zope_schema() {
    local dir="$CACHE/zope-schema"
    [[ -f "$dir/.built" ]] && { log "zope-schema: up to date"; return; }
    unpack_sdist zope_schema "$ZOPE_SCHEMA_VERSION" "$ZOPE_SCHEMA_SHA256" "$dir"
    log "zope-schema: Sphinx + repoze.sphinx.autointerface in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ZOPE_SCHEMA_DOCS_PINS[@]}"
    # As tox.ini's docs env and .readthedocs.yaml (sphinx-build -b html docs docs/_build/html) with
    # conf.py's extension list less sphinx.ext.intersphinx (Python's and zope.component's inventories
    # are on the web: offline the links would stay text anyway). conf.py reads the release from
    # ../version.txt and leaves sys.path alone: PYTHONPATH puts the checkout's src/ first, so autodoc
    # and autointerface document the checkout (no install). One warning: html_static_path's
    # `_static` is not in the sdist. Pages: index, narr, fields, sources, validation, api,
    # changelog, hacking. ~10 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.viewcode,repoze.sphinx.autointerface
    grep -q 'validate_invariants' "$dir/site/api.html" &&
        grep -q 'min_length' "$dir/site/api.html" &&
        grep -q 'unicode_normalization' "$dir/site/fields.html" &&
        grep -q 'configures the following' "$dir/site/hacking.html" || {
        echo "zope-schema: api.html/fields.html/hacking.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; changelog.html is CHANGES.rst
    # (the release history).
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_multidict() {
    local dir="$CACHE/multidict"
    [[ -f "$dir/.built" ]] && { log "multidict: up to date"; return; }
    unpack_sdist multidict "$MULTIDICT_VERSION" "$MULTIDICT_SHA256" "$dir"
    log "multidict: Sphinx + sphinxcontrib-towncrier in its own venv (pinned), then the site from docs/ (~50 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MULTIDICT_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with its own conf.py
    # unchanged. Offline, intersphinx cannot reach Python's/aiohttp's/pyperf's inventories: links
    # stay text (warnings only); sphinxcontrib-spelling is not installed, so conf.py leaves it out;
    # changes.rst's towncrier-draft-entries runs towncrier (--draft) on the sdist's CHANGES/ (no
    # fragment of this release), and its `include:: ../HISTORY.rst` fails (not in the sdist: a
    # warning; changes.html is dropped anyway). No autodoc: the C extension is never compiled and
    # nothing is imported from the checkout. Pages: index, multidict (the reference), capi, cyapi, benchmark,
    # changes. ~7 s.
    sphinx_html_from_docs "$dir"
    grep -q 'MULTIDICT_NO_EXTENSIONS' "$dir/site/multidict.html" &&
        grep -q 'MultiDict_GetCAPI' "$dir/site/capi.html" &&
        grep -q 'MULTIDICT_NO_EXTENSIONS' "$dir/site/index.html" || {
        echo "multidict: multidict.html/capi.html/index.html did not render" >&2
        exit 1
    }
    # _modules/ would be viewcode's copy of the source (none is written: no autodoc); changes.html is
    # CHANGES.rst, the release history (other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    touch "$dir/.built"
}

build_jsonpointer() {
    local dir="$CACHE/jsonpointer" py=""
    [[ -f "$dir/.built" ]] && { log "jsonpointer: up to date"; return; }
    unpack_sdist jsonpointer "$JSONPOINTER_VERSION" "$JSONPOINTER_SHA256" "$dir"
    py=$(python313 jsonpointer "doc/requirements.txt's Sphinx 9.2.0") || exit 1
    log "jsonpointer: Sphinx in its own $py venv (pinned), then the site from doc/ (~40 s with the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${JSONPOINTER_DOCS_PINS[@]}"
    # As doc/Makefile's html target (sphinx-build -b html . _build/html, in doc/) with its own
    # conf.py unchanged (extensions: sphinx.ext.autodoc only; the builtin classic theme). conf.py
    # puts the checkout's root on sys.path and imports jsonpointer: autodoc documents the checkout
    # (no install). Pages: index, tutorial, mod-jsonpointer (the automodule), commandline. ~3 s.
    sphinx_html "$dir" doc
    grep -q 'set_pointer' "$dir/site/mod-jsonpointer.html" &&
        grep -q 'inplace=False' "$dir/site/tutorial.html" &&
        grep -q '130 if interrupted' "$dir/site/commandline.html" || {
        echo "jsonpointer: mod-jsonpointer.html/tutorial.html/commandline.html did not render" >&2
        exit 1
    }
    # No viewcode (no _modules/) and no changelog page in the sdist's docs.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_zope_event() {
    local dir="$CACHE/zope-event"
    [[ -f "$dir/.built" ]] && { log "zope-event: up to date"; return; }
    unpack_sdist zope_event "$ZOPE_EVENT_VERSION" "$ZOPE_EVENT_SHA256" "$dir"
    log "zope-event: Sphinx in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ZOPE_EVENT_DOCS_PINS[@]}"
    # As tox.ini's docs env and .readthedocs.yaml (sphinx-build -b html docs docs/_build/html) with
    # conf.py's extension list less sphinx.ext.intersphinx (Python's inventory is on the web:
    # offline the links would stay text anyway). conf.py reads
    # importlib.metadata.version('zope.event') and appends ../src to sys.path: PYTHONPATH puts the
    # checkout's src/ (with the sdist's zope.event.egg-info) first, so autodoc documents the checkout
    # (no install). One warning: html_static_path's `_static` is not in the sdist. ~3 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.coverage,sphinx.ext.viewcode
    grep -q 'zope.event.subscribers' "$dir/site/api.html" &&
        grep -q 'This list starts out empty' "$dir/site/usage.html" &&
        grep -q 'method-resolution order' "$dir/site/classhandler.html" &&
        grep -q 'configures the following' "$dir/site/hacking.html" || {
        echo "zope-event: api.html/usage.html/classhandler.html/hacking.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; there is no changelog page
    # (CHANGES.rst is not in the docs' toctree).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_cssselect() {
    local dir="$CACHE/cssselect" py=""
    [[ -f "$dir/.built" ]] && { log "cssselect: up to date"; return; }
    unpack_sdist cssselect "$CSSSELECT_VERSION" "$CSSSELECT_SHA256" "$dir"
    py=$(python313 cssselect "docs/requirements.txt's Sphinx 9.1.0") || exit 1
    log "cssselect: Sphinx + sphinx-rtd-theme in its own $py venv (pinned), then the site from docs/ (~30 s with the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CSSSELECT_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -W -b html . html, in docs/) with conf.py's extension list
    # less sphinx.ext.intersphinx (Python's inventory is on the web: offline the links would stay
    # text anyway), so without -W: nitpicky's unresolved references are warnings only. PYTHONPATH
    # puts the checkout on sys.path (conf.py does not; tox installs the package): autodoc documents
    # the checkout, and conf.py reads the release from cssselect/__init__.py. No doctest builder
    # (lxml is not installed). ~3 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest
    grep -q 'translate_pseudo_elements' "$dir/site/index.html" &&
        grep -q 'descendant-or-self::' "$dir/site/index.html" &&
        grep -q 'xhtml' "$dir/site/index.html" || {
        echo "cssselect: index.html did not render the autodoc signatures" >&2
        exit 1
    }
    # The docs are one page: index.rst ends with `.. include:: ../CHANGES`, the release history,
    # which becomes the page's "Changelog" section (other corpora drop their changelog page). Cut
    # that <section id="changelog"> and its entries in the page's two tables of contents.
    cut_included_section "$dir/site/index.html" cssselect changelog
    # No viewcode (no _modules/).
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyasn1() {
    local dir="$CACHE/pyasn1"
    [[ -f "$dir/.built" ]] && { log "pyasn1: up to date"; return; }
    unpack_sdist pyasn1 "$PYASN1_VERSION" "$PYASN1_SHA256" "$dir"
    log "pyasn1: Sphinx + alabaster in its own venv (pinned), then the site from docs/source/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYASN1_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html ... source build/html) with conf.py
    # unchanged: conf.py puts the checkout's root on sys.path and imports pyasn1 (for its version and
    # autodoc; pyasn1 is not installed). Warnings only: intersphinx cannot reach Python's inventory
    # offline (links stay text), and conf.py's favicon (.static/favicon.ico) and its templates_path
    # (.templates, with the donate.html sidebar) are pruned from the sdist by MANIFEST.in: no favicon,
    # that sidebar block is left out. PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out
    # of the checkout. ~20 s.
    sphinx_html "$dir" docs/source
    grep -q 'maxChunkSize' "$dir/site/pyasn1/codec/ber/contents.html" &&
        grep -q 'tagClassApplication' "$dir/site/pyasn1/type/tag/tag.html" &&
        grep -q 'utf-8' "$dir/site/pyasn1/type/char/utf8string.html" &&
        grep -q 'matchConstraints' "$dir/site/pyasn1/type/base/asn1type.html" || {
        echo "pyasn1: codec/ber, tag/tag, char/utf8string or base/asn1type did not render its autodoc" >&2
        exit 1
    }
    # changelog.html (CHANGES.rst, the release history) is not a page documenting the current
    # release; no viewcode (no _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_hupper() {
    local dir="$CACHE/hupper"
    [[ -f "$dir/.built" ]] && { log "hupper: up to date"; return; }
    unpack_sdist hupper "$HUPPER_VERSION" "$HUPPER_SHA256" "$dir"
    log "hupper: Sphinx + pylons-sphinx-themes + watchdog in its own venv (pinned), then the site from docs/ (~45 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HUPPER_DOCS_PINS[@]}"
    # As tox.ini's docs env (make -C docs html: sphinx-build -b html . _build/html; without its -W -E)
    # with conf.py as shipped: its extensions are sphinx.ext.autodoc, sphinx.ext.viewcode and
    # sphinx.ext.intersphinx (no intersphinx_mapping, so nothing is fetched), theme pylons, nothing
    # left out. conf.py puts docs/.. (the checkout's root, which has no hupper/: the package is in
    # src/) on sys.path and imports hupper: PYTHONPATH adds the checkout's src/, so autodoc
    # imports hupper from there (api.rst: start_reloader, is_active, get_reloader, the two
    # is_*_supported, Reloader, the four interfaces, the three file monitors) and
    # pkg_resources.get_distribution('hupper') finds the sdist's src/hupper.egg-info (its deprecation
    # UserWarning is printed, the only message). PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps
    # __pycache__ out of the checkout. ~3 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html_from_docs "$dir"
    grep -q 'reload_interval' "$dir/site/api.html" &&
        grep -q 'WatchmanFileMonitor' "$dir/site/api.html" &&
        grep -q 'hupper 1.12.1 documentation' "$dir/site/index.html" &&
        grep -q 'HUPPER_DEFAULT_MONITOR' "$dir/site/index.html" || {
        echo "hupper: api.html/index.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is docs/changes.rst (an include of CHANGES.rst, the release history); _modules/ is
    # viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_django_extensions() {
    local dir="$CACHE/django-extensions"
    [[ -f "$dir/.built" ]] && { log "django-extensions: up to date"; return; }
    unpack_sdist django_extensions "$DJANGO_EXTENSIONS_VERSION" "$DJANGO_EXTENSIONS_SHA256" "$dir"
    log "django-extensions: Sphinx + sphinx-rtd-theme + Django in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DJANGO_EXTENSIONS_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html), conf.py unchanged: no
    # extensions; it appends the checkout's root to sys.path and imports django_extensions from it
    # (PYTHONDONTWRITEBYTECODE, in sphinx_html, keeps __pycache__ out of it) and Django's
    # get_docs_version. Warnings only: the missing _static folder, show_permissions.rst in no
    # toctree (it still renders). ~4 s.
    sphinx_html "$dir" docs
    grep -q 'RUNSERVERPLUS_POLLER_RELOADER_INTERVAL' "$dir/site/runserver_plus.html" &&
        grep -q 'SHELL_PLUS_PRINT_SQL_TRUNCATE' "$dir/site/shell_plus.html" &&
        grep -q 'EXPORT_EMAILS_ORDER_BY' "$dir/site/export_emails.html" || {
        echo "django-extensions: runserver_plus.html, shell_plus.html or export_emails.html did not render" >&2
        exit 1
    }
    # No release-notes page (CHANGELOG.md is not in the docs) and no viewcode (no _modules/).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_zeroconf() {
    local dir="$CACHE/zeroconf"
    [[ -f "$dir/.built" ]] && { log "zeroconf: up to date"; return; }
    unpack_sdist zeroconf "$ZEROCONF_VERSION" "$ZEROCONF_SHA256" "$dir"
    log "zeroconf: Sphinx + sphinx_rtd_theme + ifaddr in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ZEROCONF_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -M html . _build) with conf.py unchanged. conf.py
    # inserts the checkout's root in sys.path, but the package lives in src/: PYTHONPATH puts
    # src/ first, so autodoc (api.rst: automodule zeroconf and zeroconf.asyncio, :members:
    # :undoc-members:) and conf.py's version read the checkout's pure-Python modules (no Cython
    # extension is compiled; zeroconf is not installed). Warnings only: intersphinx cannot reach
    # Python's inventory offline (links stay text) and html_static_path's _static does not exist
    # in the sdist. PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of it. ~7 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html_from_docs "$dir"
    grep -q 'host_ttl' "$dir/site/api.html" &&
        grep -q 'AsyncZeroconfServiceTypes' "$dir/site/api.html" &&
        grep -q 'python-zeroconf 0.154.0 documentation' "$dir/site/index.html" || {
        echo "zeroconf: api.html or index.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; CHANGELOG.md is not part of the
    # docs (no release-notes page).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pytest_mock() {
    local dir="$CACHE/pytest-mock"
    [[ -f "$dir/.built" ]] && { log "pytest-mock: up to date"; return; }
    unpack_sdist pytest_mock "$PYTEST_MOCK_VERSION" "$PYTEST_MOCK_SHA256" "$dir"
    log "pytest-mock: Sphinx + furo + sphinx-copybutton in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_MOCK_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -W --keep-going -b html docs docs/_build/html) with conf.py
    # unchanged: its extensions are sphinx.ext.autodoc (unused: no page has an autodoc directive) and
    # sphinx_copybutton, nothing is fetched (no intersphinx), and -W holds offline: no warning.
    # changelog.rst includes ../CHANGELOG.rst, which the sdist ships. ~8 s.
    sphinx_html "$dir" docs -W --keep-going
    grep -q 'mock_traceback_monkeypatch' "$dir/site/configuration.html" &&
        grep -q 'duplicate_iterators' "$dir/site/usage.html" &&
        grep -q 'session_mocker' "$dir/site/usage.html" || {
        echo "pytest-mock: configuration.html/usage.html did not render" >&2
        exit 1
    }
    # changelog.html (CHANGELOG.rst, the release history) is not a page documenting the current
    # release; no viewcode (no _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_transaction() {
    local dir="$CACHE/transaction"
    [[ -f "$dir/.built" ]] && { log "transaction: up to date"; return; }
    unpack_sdist transaction "$TRANSACTION_VERSION" "$TRANSACTION_SHA256" "$dir"
    log "transaction: Sphinx + repoze.sphinx.autointerface in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TRANSACTION_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html docs docs/_build/html) with conf.py's extension list
    # less sphinx.ext.intersphinx (its python/zodb inventories are on the web: offline the links would
    # stay text anyway). PYTHONPATH puts the checkout's src/ before the installed wheel, so autodoc and
    # autointerface document the checkout (api.rst: the interfaces of interfaces.py, the module's
    # functions, Transaction, TransactionManager, ThreadTransactionManager, Savepoint);
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of it. Warnings only (hooks.rst's
    # :doc: to a missing resourcemanager page). ~5 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.viewcode,repoze.sphinx.autointerface
    grep -q 'attempts' "$dir/site/api.html" &&
        grep -q 'ITransactionManager' "$dir/site/api.html" &&
        grep -q 'The default number of times to try is' "$dir/site/convenience.html" &&
        grep -q 'transaction 5.1 documentation' "$dir/site/index.html" || {
        echo "transaction: api.html, convenience.html or index.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) and changes.html (CHANGES.rst, the release history)
    # are not pages documenting the current release.
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_simple_websocket() {
    local dir="$CACHE/simple-websocket"
    [[ -f "$dir/.built" ]] && { log "simple-websocket: up to date"; return; }
    unpack_sdist simple_websocket "$SIMPLE_WEBSOCKET_VERSION" "$SIMPLE_WEBSOCKET_SHA256" "$dir"
    log "simple-websocket: Sphinx + wsproto in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SIMPLE_WEBSOCKET_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html; tox.ini's docs env runs
    # `make html`) with conf.py unchanged: its one extension is sphinx.ext.autodoc, nothing fetched.
    # conf.py inserts the checkout's src/ in sys.path for autodoc's `import simple_websocket`
    # (simple-websocket is not installed in the venv); it imports wsproto (and h11) from the venv.
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. ~2 s.
    sphinx_html_from_docs "$dir"
    grep -q 'max_message_size' "$dir/site/api.html" &&
        grep -q 'default is 4096' "$dir/site/api.html" &&
        grep -q 'Server Example' "$dir/site/intro.html" || {
        echo "simple-websocket: api.html/intro.html did not render" >&2
        exit 1
    }
    # No release-notes page (the sdist has no changelog) and no viewcode (no _modules/).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_asyncssh() {
    local dir="$CACHE/asyncssh"
    [[ -f "$dir/.built" ]] && { log "asyncssh: up to date"; return; }
    unpack_sdist asyncssh "$ASYNCSSH_VERSION" "$ASYNCSSH_SHA256" "$dir"
    log "asyncssh: Sphinx + cryptography in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ASYNCSSH_DOCS_PINS[@]}"
    # As the sdist's docs/ would build (no Makefile ships; sphinx-build -b html . _build/html) with
    # conf.py's extension list less sphinx.ext.intersphinx (Python's inventory is on the web; the
    # references stay text). conf.py puts the checkout first on sys.path and imports asyncssh's
    # __author__/__version__ from it; autodoc imports asyncssh from there too (no optional extra
    # installed: bcrypt, fido2, gssapi, python-pkcs11 and pyOpenSSL are imported inside try/except).
    # html_theme is the sdist's docs/rftheme (classic-based, html_theme_path '.'). No warnings.
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. ~35 s.
    sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.coverage,sphinx.ext.viewcode
    grep -q 'keepalive_count_max' "$dir/site/api.html" &&
        grep -q 'max_line_length' "$dir/site/api.html" &&
        grep -q 'known_hosts' "$dir/site/index.html" || {
        echo "asyncssh: api.html did not render the connection options or index.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's copy of the source (not a docs page); changes.html is changes.rst, the
    # release history (other corpora drop theirs too).
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_trio() {
    local dir="$CACHE/trio"
    [[ -f "$dir/.built" ]] && { log "trio: up to date"; return; }
    unpack_sdist trio "$TRIO_VERSION" "$TRIO_SHA256" "$dir"
    log "trio: Sphinx + sphinx-rtd-theme + sphinxcontrib-trio in its own venv (pinned), then the site from docs/source (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TRIO_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html source build), in a copy of the checkout:
    # offline, intersphinx loads no inventory, and conf.py's builder-inited hook add_intersphinx
    # then fails on the missing "py:method" table (KeyError, a fatal extension error); in the copy
    # that one assignment becomes inventory.setdefault(...) (the hook only adds links to Python's
    # docs). conf.py's extension list less typevars (local: its missing-reference handler re-emits
    # the event for typing.TypeVar and indexes the result, which offline is not a node: fatal; it
    # only retitles links to typing.TypeVar). intersphinx stays (add_intersphinx needs its
    # inventory); nitpicky stays on: the unresolved references to Python's docs are warnings only,
    # as are the missing ../../logo (not in the sdist) and the inventories it cannot fetch.
    # PYTHONPATH puts the checkout's src/ first, so autodoc documents the checkout (the installed
    # wheel only gives conf.py its version); PYTHONDONTWRITEBYTECODE keeps __pycache__ out. ~20 s.
    rm -rf "$dir/build-src" && cp -a "$dir/checkout" "$dir/build-src"
    sed -i 's/inventory\[f"py:{reftype}"\]\[f"{target}"\] = /inventory.setdefault(f"py:{reftype}", {})[f"{target}"] = /' \
        "$dir/build-src/docs/source/conf.py"
    (cd "$dir/build-src/docs/source" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.intersphinx,sphinx.ext.coverage,sphinx.ext.napoleon,sphinxcontrib_trio,sphinxcontrib.jquery,sphinx_codeautolink,local_customization \
        . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'happy_eyeballs_delay' "$dir/site/reference-io.html" &&
        grep -q 'autojump_threshold' "$dir/site/reference-testing.html" &&
        grep -q 'max_buffer_size' "$dir/site/reference-core.html" &&
        grep -q 'restrict_keyboard_interrupt_to_checkpoints' "$dir/site/reference-core.html" || {
        echo "trio: reference-io.html, reference-core.html or reference-testing.html did not render the autodoc" >&2
        exit 1
    }
    # history.html is docs/source/history.rst, the release notes; there is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/history.html" "$dir/doctrees" "$dir/build-src"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_hyperlink() {
    local dir="$CACHE/hyperlink"
    [[ -f "$dir/.built" ]] && { log "hyperlink: up to date"; return; }
    unpack_sdist hyperlink "$HYPERLINK_VERSION" "$HYPERLINK_SHA256" "$dir"
    log "hyperlink: Sphinx + sphinx-rtd-theme + idna in its own venv (pinned), then the site from docs/ (~35 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HYPERLINK_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html -d DOCTREES docs htmldocs) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's inventory is on the web; the references stay text).
    # conf.py puts the checkout's root and a missing hyperlink/ folder on sys.path: PYTHONPATH puts
    # the checkout's src/ first, so autodoc documents the checkout's hyperlink (as tox installs it);
    # PYTHONDONTWRITEBYTECODE keeps __pycache__ out. conf.py pprints os.environ to stdout: stdout is
    # discarded. Warnings only: get_html_theme_path's deprecation, the missing _static, three docutils
    # indentation notes (two docstrings, index.rst), parse() described twice (api.rst autodocs it in
    # two sections). ~4 s.
    (cd "$dir/checkout/docs" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -d "$dir/doctrees" \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.autosummary,sphinx.ext.doctest,sphinx.ext.coverage,sphinx.ext.viewcode,sphinx.ext.napoleon \
        . "$dir/site" >/dev/null 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'query_plus_is_space' "$dir/site/api.html" &&
        grep -q 'with_password' "$dir/site/api.html" &&
        grep -q 'register_scheme' "$dir/site/api.html" &&
        grep -q 'tested against Python' "$dir/site/index.html" || {
        echo "hyperlink: api.html did not render the autodoc or index.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's copy of the source (not a docs page); CHANGELOG.md is not in the docs,
    # so there is no release-notes page to drop.
    rm -rf "$dir/site/_modules" "$dir/doctrees"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_sshtunnel() {
    local dir="$CACHE/sshtunnel"
    [[ -f "$dir/.built" ]] && { log "sshtunnel: up to date"; return; }
    unpack_sdist sshtunnel "$SSHTUNNEL_VERSION" "$SSHTUNNEL_SHA256" "$dir"
    log "sshtunnel: Sphinx + paramiko in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SSHTUNNEL_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx (its paramiko/python inventories are on the web: offline the
    # links would stay text anyway). conf.py imports sshtunnel without touching sys.path (Read the
    # Docs installs the package): PYTHONPATH puts the checkout's root first, so conf.py and autodoc
    # import the checkout's sshtunnel.py; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__
    # out of it. No warnings. ~3 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.napoleon
    grep -q 'set_keepalive' "$dir/site/index.html" &&
        grep -q 'TUNNEL_TIMEOUT' "$dir/site/index.html" &&
        grep -q 'SSH server TCP port (default: 22)' "$dir/site/index.html" || {
        echo "sshtunnel: index.html did not render the README or the automodule" >&2
        exit 1
    }
    # The site is one page: index.rst includes README.rst, the automodule, changelog.rst and LICENSE,
    # so the release history stays in index.html (its CHANGELOG section is not labelled); there is
    # no changelog page to drop and no _modules/ (no viewcode).
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_passlib() {
    local dir="$CACHE/passlib" py="" c
    [[ -f "$dir/.built" ]] && { log "passlib: up to date"; return; }
    unpack_sdist passlib "$PASSLIB_VERSION" "$PASSLIB_SHA256" "$dir"
    for c in python3.9 "$HOME"/.pyenv/versions/3.9*/bin/python3.9; do
        "$c" -c 'import sys; assert sys.version_info[:2] == (3, 9)' 2>/dev/null && { py="$c"; break; }
    done
    [[ -n "$py" ]] || { echo "passlib: needs python3.9 to build its docs (Sphinx 3.3.1)" >&2; exit 1; }
    log "passlib: Sphinx 3.3.1 + cloud_sptheme in its own $py venv (pinned), then the site from docs/ (~1 min with the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PASSLIB_DOCS_PINS[@]}"
    # As the docs' own build (sphinx-build -b html docs DIR) with conf.py's extension list less
    # sphinx.ext.intersphinx (Python's inventory is on the web; the references stay text). conf.py
    # puts the checkout's root first on sys.path, so it (for the release) and autodoc import the
    # checkout's passlib (no optional backend is installed: bcrypt, argon2 and scrypt are documented,
    # not run); PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. The
    # footer's "Last Updated" is the build date (conf.py). No warnings. ~25 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc,sphinx.ext.todo,sphinxcontrib.fulltoc,cloud_sptheme.ext.index_styling,cloud_sptheme.ext.relbar_links,cloud_sptheme.ext.issue_tracker,cloud_sptheme.ext.table_styling,cloud_sptheme.ext.autodoc_sections,cloud_sptheme.ext.autoattribute_search_bases,cloud_sptheme.ext.docfield_markup,cloud_sptheme.ext.escaped_samp_literals,cloud_sptheme.ext.allow_unreferenced_footnotes
    grep -q 'default_rounds' "$dir/site/lib/passlib.context.html" &&
        grep -q '535000' "$dir/site/lib/passlib.hash.sha256_crypt.html" &&
        grep -q 'truncate_error' "$dir/site/lib/passlib.hash.bcrypt.html" || {
        echo "passlib: lib/passlib.context.html or the lib/passlib.hash.*.html pages did not render" >&2
        exit 1
    }
    # history.html and history/ are the release notes (other corpora drop theirs too); no _modules/
    # is written (no viewcode).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/history.html" "$dir/site/history"
    touch "$dir/.built"
}

build_treq() {
    local dir="$CACHE/treq"
    [[ -f "$dir/.built" ]] && { log "treq: up to date"; return; }
    unpack_sdist treq "$TREQ_VERSION" "$TREQ_SHA256" "$dir"
    log "treq: Sphinx + sphinx-rtd-theme + Twisted in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TREQ_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html . html in docs/) with conf.py's extension list less
    # sphinx.ext.intersphinx (its python/twisted/hyperlink inventories are on the web: offline the
    # links would stay text anyway). conf.py puts the checkout's root on sys.path, where there is no
    # treq/ (the package is under src/): PYTHONPATH puts the checkout's src/ first, so conf.py and
    # autodoc import the checkout's treq (as tox installs it); PYTHONDONTWRITEBYTECODE (in
    # sphinx_html) keeps __pycache__ out of it. Warnings only: 14 single-backquoted names in
    # CHANGELOG.rst (changelog.rst includes it) that resolve only through intersphinx. ~9 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.viewcode,sphinx.ext.autodoc,sphinx_rtd_theme
    grep -q 'browser_like_redirects' "$dir/site/api.html" &&
        grep -q 'ISO-8859-1' "$dir/site/api.html" &&
        grep -q 'async_failure_reporter' "$dir/site/api.html" &&
        grep -q 'unbufferred' "$dir/site/howto.html" &&
        grep -q 'Accept-Encoding' "$dir/site/testing.html" || {
        echo "treq: api.html did not render the autodoc or howto.html/testing.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's copy of the source (not a docs page); _downloads/ holds the example
    # scripts behind the "Full example:" links (.py files, not pages; their functions are on the
    # pages through literalinclude); changelog.html is CHANGELOG.rst, the release notes.
    rm -rf "$dir/site/_modules" "$dir/site/_downloads" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_django_filter() {
    local dir="$CACHE/django-filter"
    [[ -f "$dir/.built" ]] && { log "django-filter: up to date"; return; }
    unpack_sdist django_filter "$DJANGO_FILTER_VERSION" "$DJANGO_FILTER_SHA256" "$dir"
    log "django-filter: Sphinx + furo + Django in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DJANGO_FILTER_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list, sphinx.ext.intersphinx alone, replaced by sphinx.ext.autodoc (its django/python
    # inventories are on the web; `-D extensions=` must name one, and no page has an autodoc
    # directive, so autodoc does nothing): the three :ref: references to Django's labels
    # (django:field-lookups twice, modelforms-selecting-fields) render as text, three warnings. The pages (.txt, conf.py's source_suffix) are hand-written. conf.py imports
    # django_filters for its version: PYTHONPATH puts the checkout first, so the import (Django
    # from the venv; no settings are needed to import it) is the checkout's; PYTHONDONTWRITEBYTECODE
    # (in sphinx_html) keeps __pycache__ out of it. ~3 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc
    grep -q 'FILTERS_NULL_CHOICE_VALUE' "$dir/site/ref/settings.html" &&
        grep -q 'unknown_field_behavior' "$dir/site/ref/filterset.html" &&
        grep -q 'lookup_expr' "$dir/site/ref/filters.html" &&
        grep -q 'django-filter 26.2 documentation' "$dir/site/index.html" || {
        echo "django-filter: ref/settings.html, ref/filterset.html, ref/filters.html or index.html did not render" >&2
        exit 1
    }
    # There is no _modules/ (no viewcode) and no changelog page (CHANGES.rst is not in the docs;
    # guide/migration.html, the guide to the 2.0 API changes, is a page a user reads and stays).
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_python_jose() {
    local dir="$CACHE/python-jose"
    [[ -f "$dir/.built" ]] && { log "python-jose: up to date"; return; }
    unpack_sdist python_jose "$PYTHON_JOSE_VERSION" "$PYTHON_JOSE_SHA256" "$dir"
    log "python-jose: Sphinx + ecdsa + rsa + pyasn1 in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTHON_JOSE_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py unchanged: its
    # extensions are autodoc, coverage (a builder of its own, idle in an html build) and napoleon (the
    # Google-style Args: sections), nothing fetched. conf.py appends the checkout's root to sys.path
    # for autodoc's `import jose` (python-jose is not installed in the venv); jose imports ecdsa, rsa
    # and pyasn1 from the venv. PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the
    # checkout. Warnings only: the missing _static folder and three docutils indentation warnings in
    # jwt.decode's docstring (its `defaults = {...}` block still renders as text). ~4 s.
    sphinx_html_from_docs "$dir"
    grep -q 'verify_at_hash' "$dir/site/jwt/api.html" &&
        grep -q 'Defaults to A256GCM' "$dir/site/jwe/api.html" &&
        grep -q 'Defaults to HS256' "$dir/site/jws/api.html" &&
        grep -q 'RSA-OAEP-256' "$dir/site/jwe/index.html" || {
        echo "python-jose: jwt/api.html, jwe/api.html, jws/api.html or jwe/index.html did not render" >&2
        exit 1
    }
    # No release-notes page (CHANGELOG.md is not in the docs) and no viewcode (no _modules/).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_webassets() {
    local dir="$CACHE/webassets"
    [[ -f "$dir/.built" ]] && { log "webassets: up to date"; return; }
    unpack_sdist webassets "$WEBASSETS_VERSION" "$WEBASSETS_SHA256" "$dir"
    log "webassets: Sphinx in its own venv (pinned), then the site from docs/ (~35 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${WEBASSETS_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension list
    # less sphinx.ext.intersphinx: its python/flask/django inventories are on the web, so offline the
    # links would stay text anyway. conf.py puts ../src first on sys.path: autodoc imports webassets
    # from the checkout (builtin_filters.rst's ~40 autoclass blocks, environment.rst's autoattributes,
    # loaders.rst, generic/custom_resolver.rst's automethods). Warnings only: the missing _static/,
    # builtin_filters.rst's autoclass of webassets.filter.sass.RubySass/RubySCSS (the classes are in
    # sass_ruby.py: those two sections render no class), title underlines, upgrading.rst's labels.
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. ~3 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc,sphinx.ext.extlinks
    grep -q 'DATAURI_MAX_SIZE' "$dir/site/builtin_filters.html" &&
        grep -q 'NODE_SASS_STYLE' "$dir/site/builtin_filters.html" &&
        grep -q 'By default automatic building is enabled' "$dir/site/environment.html" &&
        grep -q 'load_bundles' "$dir/site/loaders.html" || {
        echo "webassets: builtin_filters.html/environment.html/loaders.html did not render the autodoc docstrings" >&2
        exit 1
    }
    # upgrading.html is docs/upgrading.rst, the release-by-release history of incompatible changes
    # ("In 0.10", "In 0.9", ... "In 0.1"), dropped as a changelog; there is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/upgrading.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_flask_socketio() {
    local dir="$CACHE/flask-socketio"
    [[ -f "$dir/.built" ]] && { log "flask-socketio: up to date"; return; }
    unpack_sdist flask_socketio "$FLASK_SOCKETIO_VERSION" "$FLASK_SOCKETIO_SHA256" "$dir"
    log "flask-socketio: Sphinx + furo + Flask + python-socketio in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_SOCKETIO_DOCS_PINS[@]}"
    # As tox.ini's docs env (`make html` in docs/: sphinx-build -M html . _build) with conf.py as shipped:
    # its one extension is sphinx.ext.autodoc (no intersphinx, nothing fetched), theme furo, nothing left
    # out. PYTHONPATH puts the checkout's src/ first on sys.path for autodoc's `import flask_socketio`
    # (api.rst: SocketIO with its members, the seven context functions, Namespace, SocketIOTestClient;
    # tox installs the checkout instead); flask_socketio imports Flask, Werkzeug and socketio from the
    # venv. Two warnings only: conf.py's `language = None` (Sphinx falls back to 'en') and an inline
    # emphasis in SocketIOTestClient.emit's `*args` docstring line. PYTHONDONTWRITEBYTECODE (in
    # sphinx_html) keeps __pycache__ out of the checkout. ~4 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html_from_docs "$dir"
    grep -q 'max_http_buffer_size' "$dir/site/api.html" &&
        grep -q 'allow_unsafe_werkzeug' "$dir/site/api.html" &&
        grep -q 'SocketIOTestClient' "$dir/site/api.html" &&
        grep -q 'cors_allowed_origins' "$dir/site/deployment.html" &&
        grep -q 'Version compatibility' "$dir/site/intro.html" || {
        echo "flask-socketio: api.html/deployment.html/intro.html did not render the autodoc or the pages" >&2
        exit 1
    }
    # There is no changelog page (the sdist ships no CHANGES.md) and no _modules/ (no viewcode).
    # upgrading.html is kept: docs/upgrading.rst is one page on moving from 4.x to the current 5.x
    # ("Flask-SocketIO now uses ..."), stating what 5.x does, not a release-by-release history.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_eventlet() {
    local dir="$CACHE/eventlet"
    [[ -f "$dir/.built" ]] && { log "eventlet: up to date"; return; }
    unpack_sdist eventlet "$EVENTLET_VERSION" "$EVENTLET_SHA256" "$dir"
    log "eventlet: Sphinx + pyzmq + dnspython + greenlet in its own venv (pinned), then the site from doc/source/ (~1.5 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${EVENTLET_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html doc/source doc/build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's inventory is on the web; references stay text,
    # warnings only) and sphinxcontrib.apidoc: the sdist ships its output (doc/source/reference/api/
    # *.rst, the release's own run), and run again it rewrites those files in the checkout (the same
    # modules, only the order of the automodule options changed). conf.py imports eventlet for its
    # release (the EventletDeprecationWarning is printed) and appends doc/ to sys.path: PYTHONPATH
    # adds the checkout, so autodoc imports eventlet from there. Warnings only: html_static_path's
    # missing _static, the duplicate descriptions of the module pages and reference/api/, and the
    # green modules that fail to import (MySQLdb, OpenSSL, psycopg2, zipkin's thrift, Python 2's
    # urllib2 ...: not installed or gone). PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__
    # out of the checkout. ~50 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" doc/source \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.todo,sphinx.ext.coverage
    grep -q 'capitalize_response_headers' "$dir/site/modules/wsgi.html" &&
        grep -q 'size_or_pool' "$dir/site/modules/greenpool.html" &&
        grep -q 'connect_timeout' "$dir/site/modules/db_pool.html" &&
        grep -q 'max_frame_length' "$dir/site/modules/websocket.html" &&
        grep -q 'EVENTLET_THREADPOOL_SIZE' "$dir/site/threading.html" || {
        echo "eventlet: modules/wsgi.html, greenpool.html, db_pool.html, websocket.html or threading.html did not render" >&2
        exit 1
    }
    # There is no _modules/ (no viewcode) and no release-notes page: the sdist's NEWS is not in the
    # docs (history.html is the project's origin story, kept).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_paste() {
    local dir="$CACHE/paste"
    [[ -f "$dir/.built" ]] && { log "paste: up to date"; return; }
    unpack_sdist paste "$PASTE_VERSION" "$PASTE_SHA256" "$dir"
    log "paste: Sphinx + setuptools in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PASTE_DOCS_PINS[@]}"
    # As the sdist's regen-docs script (sphinx-build -E -b html docs/ docs/_build) with conf.py as
    # shipped: sphinx.ext.autodoc only, source_suffix .txt, html_theme nature, no intersphinx (nothing
    # fetched). conf.py puts nothing on sys.path: PYTHONPATH adds the checkout, so autodoc imports
    # paste from there (paste/__init__.py's pkg_resources deprecation UserWarning is printed). The
    # docs/modules/*.txt pages are in no toctree (warnings only) but are built. Warnings only: index.txt
    # lists three pages twice; debug.fsdiff, debug.profile, debug.watchthreads and transaction render
    # no members (their modules import Python 2's UserDict, hotshot, thread and wsgilib and fail to
    # import on Python 3: the release's own state). conf.py's unused_docs (a Sphinx 0.x setting, now
    # ignored) no longer keeps include/contact.txt and include/reference_header.txt out: built, kept
    # (they state no value). html_last_updated_fmt stamps each page with the build date.
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. ~9 s.
    PYTHONPATH="$dir/checkout" sphinx_html_from_docs "$dir"
    grep -q 'threadpool_kill_thread_limit' "$dir/site/modules/httpserver.html" &&
        grep -q 'request_queue_size' "$dir/site/modules/httpserver.html" &&
        grep -q 'PASTE_AUTH_COOKIE' "$dir/site/modules/auth.cookie.html" &&
        grep -q 'logger_name' "$dir/site/modules/translogger.html" &&
        grep -q 'session_file_path' "$dir/site/modules/session.html" &&
        grep -q 'hung_check_period' "$dir/site/paste-httpserver-threadpool.html" || {
        echo "paste: modules/httpserver.html, auth.cookie.html, translogger.html, session.html or paste-httpserver-threadpool.html did not render the autodoc" >&2
        exit 1
    }
    # news.html is docs/news.txt, the release history; there is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/news.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_kazoo() {
    local dir="$CACHE/kazoo"
    [[ -f "$dir/.built" ]] && { log "kazoo: up to date"; return; }
    unpack_sdist kazoo "$KAZOO_VERSION" "$KAZOO_SHA256" "$dir"
    log "kazoo: Sphinx + sphinx-autodoc-typehints + gevent/eventlet in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${KAZOO_DOCS_PINS[@]}"
    # As docs/Makefile's html target with conf.py as shipped: autodoc, doctest, viewcode and
    # sphinx_autodoc_typehints, the classic theme (html_theme 'default'), no intersphinx (nothing
    # fetched); conf.py mocks the `zookeeper` module, puts the checkout on sys.path and reads
    # kazoo.version. Warnings only: changelog.rst and contributing.rst include ../CHANGES.rst and
    # ../CONTRIBUTING.rst, which the sdist does not ship (it has CHANGES.md and CONTRIBUTING.md), so both
    # pages render empty; api/testing.rst's autoclass of kazoo.testing.harness fails to import
    # (OpenSSL, jks not installed) and renders nothing; eventlet.rst is in no toctree; two undefined
    # labels in recipe/watchers.py's module docstring. PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps
    # __pycache__ out of the checkout. ~12 s.
    sphinx_html_from_docs "$dir"
    grep -q '10.0' "$dir/site/api/client.html" &&
        grep -q 'randomize_hosts' "$dir/site/api/client.html" &&
        grep -q 'max_jitter' "$dir/site/api/retry.html" &&
        grep -q 'allow_session_lost' "$dir/site/basic_usage.html" &&
        grep -q 'SequentialGeventHandler' "$dir/site/api/handlers/gevent.html" || {
        echo "kazoo: api/client.html, api/retry.html, basic_usage.html or api/handlers/gevent.html did not render" >&2
        exit 1
    }
    # changelog.html is the (here empty) release history; _modules/ is viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_httplib2() {
    local dir="$CACHE/httplib2"
    [[ -f "$dir/.built" ]] && { log "httplib2: up to date"; return; }
    unpack_sdist httplib2 "$HTTPLIB2_VERSION" "$HTTPLIB2_SHA256" "$dir"
    log "httplib2: Sphinx in its own venv (pinned), then the site from doc/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HTTPLIB2_DOCS_PINS[@]}"
    # As doc/Makefile's html target (sphinx-build -b html . _build/html) with conf.py as shipped: no
    # extension (nothing fetched, nothing imported), the default alabaster theme (conf.py's html_style
    # "default.css" names a stylesheet alabaster lacks: a dead link, the HTML is the same), release "0.4".
    # The sdist's prebuilt doc/html/ (an old build, .txt sources) is left alone: source_suffix is .rst.
    # Two Sphinx warnings only: html_static_path's .static does not exist, and libhttplib2.rst:213's `::`
    # (ProxyInfo's example) is followed by an unindented line, which renders as a paragraph.
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. ~1 s.
    sphinx_html "$dir" doc
    grep -q 'optimistic_concurrency_methods' "$dir/site/libhttplib2.html" &&
        grep -q 'The default is 5.' "$dir/site/libhttplib2.html" &&
        grep -q 'proxy_rdns' "$dir/site/libhttplib2.html" &&
        grep -q 'The httplib2 Library' "$dir/site/index.html" || {
        echo "httplib2: libhttplib2.html/index.html did not render" >&2
        exit 1
    }
    # There is no changelog page (CHANGELOG is outside doc/ and not included) and no _modules/ (no
    # viewcode).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_deform() {
    local dir="$CACHE/deform"
    [[ -f "$dir/.built" ]] && { log "deform: up to date"; return; }
    unpack_sdist deform "$DEFORM_VERSION" "$DEFORM_SHA256" "$dir"
    log "deform: Sphinx + pylons-sphinx-themes + deform's dependencies in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DEFORM_DOCS_PINS[@]}"
    # As tox.ini's docs env (make -C docs html: sphinx-build -b html . _build/html; without its -W -E)
    # with conf.py as shipped: its extensions are sphinx.ext.autodoc, sphinx.ext.intersphinx and
    # pylons_sphinx_latesturl, nothing left out; offline, intersphinx cannot reach the colander,
    # pyramid and Python inventories (three warnings; those links stay text) and common_needs.rst's
    # one colander: label stays unresolved (a fourth). PYTHONPATH puts the checkout's root first on
    # sys.path: autodoc imports deform from it (api.rst: Field, Form, Button, FileData, CSRFSchema,
    # ValidationFailure, ZPTRendererFactory, the widgets, ResourceRegistry) and conf.py's
    # pkg_resources.get_distribution('deform') finds the sdist's deform.egg-info there (its
    # deprecation UserWarning is printed too); PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps
    # __pycache__ out of the checkout. ~6 s.
    PYTHONPATH="$dir/checkout" sphinx_html_from_docs "$dir"
    grep -q 'mask_placeholder' "$dir/site/api.html" &&
        grep -q 'typeahead_textinput' "$dir/site/api.html" &&
        grep -q 'Deform Python form library v3.0.1' "$dir/site/api.html" &&
        grep -q 'set_default_resource_registry' "$dir/site/widget.html" || {
        echo "deform: api.html/widget.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is docs/changes.rst (an include of CHANGES.txt, the release history); there is no
    # _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyee() {
    local dir="$CACHE/pyee" py=""
    [[ -f "$dir/.built" ]] && { log "pyee: up to date"; return; }
    # The sdist fetched as a file (see PYEE_SDIST_URL), checked by unpack_sdist.
    [[ -f "$CACHE/downloads/pyee-$PYEE_VERSION.tar.gz" ]] || {
        mkdir -p "$CACHE/downloads"
        curl -sSfL -o "$CACHE/downloads/pyee-$PYEE_VERSION.tar.gz" "$PYEE_SDIST_URL"
    }
    unpack_sdist pyee "$PYEE_VERSION" "$PYEE_SHA256" "$dir"
    py=$(python313 pyee "griffe parses its PEP 695 generics with the running Python's ast") || exit 1
    log "pyee: MkDocs + mkdocstrings in its own $py venv (pinned), then the site (~25 s with the download and the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYEE_DOCS_PINS[@]}"
    # As the justfile's mkdocs recipe (`uv run mkdocs build`; .readthedocs.yaml builds the same
    # mkdocs.yml): `mkdocs build` with the sdist's own mkdocs.yml, unchanged (readthedocs theme, the
    # include-markdown and mkdocstrings plugins with their defaults: nothing fetched, not strict), in the
    # checkout. mkdocstrings-python's default search path is mkdocs.yml's folder, so griffe reads
    # `::: pyee`, `::: pyee.asyncio`, ... (docs/api.md) from the checkout itself; pyee is neither
    # installed nor imported. No warning. The justfile's separate `sphinx man` target (docs/conf.py,
    # docs/man.rst: a man page) is not part of the site. ~1 s.
    (cd "$dir/checkout" && PYTHONDONTWRITEBYTECODE=1 NO_MKDOCS_2_WARNING=1 \
        DISABLE_MKDOCS_2_WARNING=true "$dir/venv/bin/mkdocs" build -q -d "$dir/site" \
        2>"$dir/mkdocs.log") || {
        tail -20 "$dir/mkdocs.log" >&2
        exit 1
    }
    grep -q 'proxy_new_listener' "$dir/site/api/index.html" &&
        grep -q 'ExecutorEventEmitter' "$dir/site/api/index.html" &&
        grep -q 'remove_all_listeners' "$dir/site/api/index.html" &&
        grep -q 'pip install pyee' "$dir/site/index.html" || {
        echo "pyee: api/index.html (mkdocstrings) or index.html did not render" >&2
        exit 1
    }
    # changelog/ is docs/changelog.md, the release history; MkDocs copies docs/conf.py and docs/man.rst
    # (the man page's Sphinx sources) as static files; the theme's assets, sitemaps, objects.inv and
    # 404.html are not pages a user reads.
    rm -rf "$dir/site/changelog" "$dir/site/conf.py" "$dir/site/man.rst" "$dir/site/assets" \
        "$dir/site/css" "$dir/site/js" "$dir/site/img" "$dir/site/search" "$dir/site/sitemap.xml" \
        "$dir/site/sitemap.xml.gz" "$dir/site/objects.inv" "$dir/site/404.html" "$dir/venv"
    touch "$dir/.built"
}

build_confuse() {
    local dir="$CACHE/confuse"
    [[ -f "$dir/.built" ]] && { log "confuse: up to date"; return; }
    unpack_sdist confuse "$CONFUSE_VERSION" "$CONFUSE_SHA256" "$dir"
    log "confuse: Sphinx + sphinx-rtd-theme + PyYAML in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CONFUSE_DOCS_PINS[@]}"
    # As docs/Makefile's html target (the poe `docs` task: make -C docs html) with conf.py as shipped:
    # its extensions are sphinx.ext.autodoc, sphinx.ext.intersphinx (no intersphinx_mapping, so
    # nothing is fetched), sphinx.ext.viewcode and sphinx_rtd_theme, nothing left out; no warning.
    # conf.py puts the checkout's root first on sys.path: autodoc imports confuse from it (api.rst's
    # six automodule blocks: core, exceptions, sources, templates with :special-members: __init__,
    # util, yaml_util). The sdist also ships a prebuilt docs/_build/html (the maintainers' own 2.3.0
    # build, 12 MB with its _modules/ and fonts): exclude_patterns keeps it out of the sources, and it
    # is left alone in the checkout, not used as the site. PYTHONDONTWRITEBYTECODE (in sphinx_html)
    # keeps __pycache__ out of the checkout. ~10 s.
    sphinx_html_from_docs "$dir"
    grep -q 'double underscores are used as the' "$dir/site/usage.html" &&
        grep -q 'handle_lists' "$dir/site/api.html" &&
        grep -q 'allow_missing' "$dir/site/examples.html" &&
        grep -q 'Confuse: painless YAML config files' "$dir/site/index.html" || {
        echo "confuse: usage.html/api.html/examples.html/index.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (the release history); _modules/ is viewcode's copy of the
    # source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_python_socketio() {
    local dir="$CACHE/python-socketio"
    [[ -f "$dir/.built" ]] && { log "python-socketio: up to date"; return; }
    unpack_sdist python_socketio "$PYTHON_SOCKETIO_VERSION" "$PYTHON_SOCKETIO_SHA256" "$dir"
    log "python-socketio: Sphinx + furo + python-engineio in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTHON_SOCKETIO_DOCS_PINS[@]}"
    # As tox.ini's docs env (`make html` in docs/: sphinx-build -M html . _build) with conf.py's own
    # extension list (autodoc alone), nothing left out: no intersphinx, nothing fetched. PYTHONPATH puts
    # the checkout's src/ first on sys.path for autodoc's `import socketio` (tox installs the checkout
    # instead); socketio imports engineio and bidict from the venv. Two warnings only: the `reason`
    # class that Client/AsyncClient and Server/AsyncServer inherit from engineio is documented twice
    # (:inherited-members:). PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the
    # checkout. ~6 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html_from_docs "$dir"
    grep -q 'reconnection_delay_max' "$dir/site/api_client.html" &&
        grep -q 'always_connect' "$dir/site/api_server.html" &&
        grep -q 'write_only' "$dir/site/api_manager.html" &&
        grep -q 'cors_allowed_origins' "$dir/site/server.html" || {
        echo "python-socketio: api_client.html/api_server.html/api_manager.html/server.html did not render" >&2
        exit 1
    }
    # There is no changelog page (the sdist ships no CHANGES.md) and no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_amqp() {
    local dir="$CACHE/amqp" ext=""
    [[ -f "$dir/.built" ]] && { log "amqp: up to date"; return; }
    unpack_sdist amqp "$AMQP_VERSION" "$AMQP_SHA256" "$dir"
    log "amqp: Sphinx + sphinx_celery + vine in its own venv (pinned), then the site from docs/ (~50 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${AMQP_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html). conf.py is sphinx_celery's
    # build_config, whose extension list (less sphinx_celery.apicheck, which conf.py itself removes
    # outside the apicheck builder) is given here less sphinx.ext.intersphinx: its Python and Sphinx
    # inventories are on the web, so offline the links would stay text anyway (the HTML is the same
    # with and without it). autodoc imports amqp from the checkout (build_config's sys.path) and vine
    # from the venv; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout.
    # The build is warning-free. ~7 s.
    ext="sphinx.ext.autodoc,sphinx.ext.todo,sphinx.ext.coverage,sphinx.ext.imgmath,sphinx.ext.ifconfig"
    ext+=",sphinx.ext.viewcode,sphinx.ext.extlinks,sphinx_celery.autodocargspec"
    ext+=",sphinx_celery.github_issues,sphinx_celery.signal_crossref,sphinx_celery.setting_crossref"
    ext+=",sphinx_celery.configcheck"
    sphinx_html "$dir" docs -D extensions="$ext"
    grep -q 'confirm_publish' "$dir/site/reference/amqp.connection.html" &&
        grep -q 'raise_on_initial_eintr' "$dir/site/reference/amqp.transport.html" &&
        grep -q 'auto_delete' "$dir/site/reference/amqp.channel.html" || {
        echo "amqp: reference/amqp.connection.html/amqp.transport.html/amqp.channel.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html (the sdist's Changelog, the release history) and viewcode's _modules/ (the source
    # as HTML) are not pages documenting the current release.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pytest_django() {
    local dir="$CACHE/pytest-django"
    [[ -f "$dir/.built" ]] && { log "pytest-django: up to date"; return; }
    unpack_sdist pytest_django "$PYTEST_DJANGO_VERSION" "$PYTEST_DJANGO_SHA256" "$dir"
    log "pytest-django: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_DJANGO_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -n -W -b html -d docs/_build/doctrees docs docs/_build/html,
    # without -n/-W: offline the nitpicky django:/pytest: references stay unresolved, warnings only)
    # with conf.py's extension list less sphinx.ext.intersphinx (Python's/Django's/pytest's
    # inventories are on the web). conf.py puts docs/_ext on sys.path for its own `pytestdocs`
    # extension (the `fixture` cross-reference type) and adds the `confval` object type itself. The
    # pages are hand-written (`.. decorator::`, `.. py:function::`, `.. fixture::`; no autodoc), so
    # nothing of the checkout is imported. ~3 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.doctest,pytestdocs
    grep -q 'django_assert_max_num_queries' "$dir/site/helpers.html" &&
        grep -q 'fake-tests.example.com' "$dir/site/helpers.html" &&
        grep -q 'django_debug_mode' "$dir/site/usage.html" || {
        echo "pytest-django: helpers.html/usage.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (the release history); there is no viewcode (no
    # _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_w3lib() {
    local dir="$CACHE/w3lib"
    [[ -f "$dir/.built" ]] && { log "w3lib: up to date"; return; }
    unpack_sdist w3lib "$W3LIB_VERSION" "$W3LIB_SHA256" "$dir"
    log "w3lib: Sphinx + sphinx-rtd-theme + sphinx-notfound-page in its own venv (pinned), then the site from docs/ (~15 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${W3LIB_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -W -b html . <tmp>/html, without -W: offline the
    # nitpicky references to Python's types stay unresolved, warnings only) with conf.py's extension
    # list less sphinx.ext.intersphinx (its inventories are on the web). conf.py puts the checkout's
    # root on sys.path: autodoc imports w3lib from it. The site is index.html and w3lib.html. ~5 s.
    sphinx_html "$dir" docs -D extensions=notfound.extension,sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.viewcode
    grep -q 'ISO-8859-1' "$dir/site/w3lib.html" &&
        grep -q 'keep_blank_values' "$dir/site/w3lib.html" || {
        echo "w3lib: w3lib.html did not render the autodoc signatures" >&2
        exit 1
    }
    # _modules/ is viewcode's copy of the source; the sdist's NEWS (the release history) is not part
    # of the docs tree, so there is no changelog page to drop.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_aiosmtplib() {
    local dir="$CACHE/aiosmtplib"
    [[ -f "$dir/.built" ]] && { log "aiosmtplib: up to date"; return; }
    unpack_sdist aiosmtplib "$AIOSMTPLIB_VERSION" "$AIOSMTPLIB_SHA256" "$dir"
    log "aiosmtplib: Sphinx + furo + sphinx-autodoc-typehints + sphinx-copybutton in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${AIOSMTPLIB_DOCS_PINS[@]}"
    # As pyproject.toml's docs task (sphinx -nWT -b html docs docs/build/html, without -nW: offline
    # the nitpicky references to Python's types stay unresolved, warnings only) with conf.py's
    # extension list less sphinx.ext.intersphinx (Python's inventory is on the web). PYTHONPATH puts
    # the checkout's src/ on sys.path for autodoc (reference.rst: send, SMTP, SMTPResponse,
    # SMTPStatus, errors); conf.py reads __version__ from ../src/aiosmtplib/__init__.py. ~8 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.coverage,sphinx.ext.viewcode,sphinx_autodoc_typehints,sphinx_copybutton
    grep -q 'access_denied' "$dir/site/reference.html" &&
        grep -q 'validate_certs' "$dir/site/reference.html" &&
        grep -q 'The default timeout is 60 seconds' "$dir/site/timeouts.html" || {
        echo "aiosmtplib: reference.html/timeouts.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (an include of CHANGELOG.rst, the release history);
    # _modules/ is viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_factory_boy() {
    local dir="$CACHE/factory_boy"
    [[ -f "$dir/.built" ]] && { log "factory_boy: up to date"; return; }
    unpack_sdist factory_boy "$FACTORY_BOY_VERSION" "$FACTORY_BOY_SHA256" "$dir"
    log "factory_boy: Sphinx + sphinx-rtd-theme + Faker in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FACTORY_BOY_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's/Django's/SQLAlchemy's/MongoEngine's inventories are on
    # the web: offline the links would stay text anyway). conf.py imports factory from the checkout's
    # root; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of it. The pages are
    # hand-written `.. class::`/`.. attribute::` directives. ~5 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc,sphinx.ext.extlinks,sphinx.ext.viewcode
    grep -q 'skip_postgeneration_save' "$dir/site/orms.html" &&
        grep -q 'FuzzyDecimal' "$dir/site/fuzzy.html" &&
        grep -q 'sqlalchemy_session_persistence' "$dir/site/orms.html" || {
        echo "factory_boy: orms.html/fuzzy.html did not render the class directives" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (the ChangeLog, the release history); _modules/ is
    # viewcode's copy of the source (factory, factory.random: the modules conf.py imported).
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_parsel() {
    local dir="$CACHE/parsel"
    [[ -f "$dir/.built" ]] && { log "parsel: up to date"; return; }
    unpack_sdist parsel "$PARSEL_VERSION" "$PARSEL_SHA256" "$dir"
    log "parsel: Sphinx + sphinx-notfound-page + sphinx-rtd-theme + parsel's dependencies in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PARSEL_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx (cssselect's/Python's/requests'/lxml's inventories are on the
    # web: offline the links would stay text anyway). conf.py puts the checkout's root on sys.path:
    # autodoc imports parsel from the checkout; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps
    # __pycache__ out of it. usage.rst's doctests are not run (no doctest builder). ~10 s.
    sphinx_html "$dir" docs -D extensions=notfound.extension,sphinx.ext.autodoc,sphinx.ext.viewcode
    grep -q 'huge_tree' "$dir/site/parsel.html" &&
        grep -q 'remove_namespaces' "$dir/site/usage.html" || {
        echo "parsel: parsel.html/usage.html did not render the autodoc signatures" >&2
        exit 1
    }
    # history.html is docs/history.rst (NEWS, the release history); _modules/ is viewcode's copy of
    # the source.
    rm -rf "$dir/site/_modules" "$dir/site/history.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_jsonpickle() {
    local dir="$CACHE/jsonpickle"
    [[ -f "$dir/.built" ]] && { log "jsonpickle: up to date"; return; }
    unpack_sdist jsonpickle "$JSONPICKLE_VERSION" "$JSONPICKLE_SHA256" "$dir"
    log "jsonpickle: Sphinx + furo in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${JSONPICKLE_DOCS_PINS[@]}"
    # As tox.ini's docs env (python3 -m sphinx -v . build/html, run in docs/) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's/Sphinx's inventories are on the web; conf.py's own
    # JSONPICKLE_SPHINX_DISABLE=intersphinx does the same) and rst.linker (not installed, see
    # JSONPICKLE_DOCS_PINS). conf.py puts the checkout's root on sys.path: autodoc imports jsonpickle
    # from it; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of it. Offline the
    # nitpicky references to json/pickle stay text (warnings only). ~5 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.coverage
    grep -q 'make_refs' "$dir/site/api.html" &&
        grep -q 'set_encoder_options' "$dir/site/api.html" || {
        echo "jsonpickle: api.html did not render the autodoc signatures" >&2
        exit 1
    }
    # history.html is docs/history.rst, which includes "../CHANGES (links).rst", the changelog as
    # rst.linker rewrites it (the release history; not built without rst.linker): dropped.
    rm -f "$dir/site/history.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_hvac() {
    local dir="$CACHE/hvac"
    [[ -f "$dir/.built" ]] && { log "hvac: up to date"; return; }
    unpack_sdist hvac "$HVAC_VERSION" "$HVAC_SHA256" "$dir"
    log "hvac: Sphinx + sphinx-rtd-theme + m2r2 + autodocsumm in its own venv (pinned), then the site from docs/ (~5 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${HVAC_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -M html . _build) without its -W (see below), with
    # conf.py's own extension list (docs.ext.hvac_doctest, autodoc, coverage, viewcode, githubpages,
    # m2r2, autodocsumm), nothing left out; no intersphinx. READ_THE_DOCS_BUILD (as on Read the Docs)
    # makes conf.py set doctest_global_enabled = False: otherwise every `:skipif:` testsetup directive
    # runs doctest_global_setup, which starts a Vault server from tests/utils (not here, offline).
    # The sdist has no CHANGELOG.md and no CONTRIBUTING.md, so changelog.rst's and contributing.rst's
    # mdinclude fail (errors in the log, the pages empty; the toctree warns of their missing
    # titles). PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout that
    # autodoc imports from. ~3 min on two shared cores.
    READ_THE_DOCS_BUILD=1 sphinx_html_from_docs "$dir"
    grep -q 'create_or_update_approle' "$dir/site/source/hvac_api_auth_methods.html" &&
        grep -q 'raise_on_deleted_version' "$dir/site/source/hvac_api_secrets_engines.html" &&
        grep -q "'approle'</span>" "$dir/site/source/hvac_api_auth_methods.html" &&
        grep -q 'JSONAdapter' "$dir/site/source/hvac_adapters.html" || {
        echo "hvac: source/hvac_api_*.html/hvac_adapters.html did not render the autodoc" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML), changelog.html (the release history's page) and
    # contributing.html (both empty here: their mdinclude sources are not in the sdist) are not
    # pages documenting the current release; .nojekyll is githubpages' marker file.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/site/contributing.html" \
        "$dir/site/.nojekyll"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_sh() {
    local dir="$CACHE/sh"
    [[ -f "$dir/.built" ]] && { log "sh: up to date"; return; }
    unpack_sdist sh "$SH_VERSION" "$SH_SHA256" "$dir"
    log "sh: Sphinx + sphinx_rtd_theme in its own venv (pinned), then the site from docs/source (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SH_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -M html source build -a -W) with conf.py's extension
    # list less sphinx.ext.intersphinx (its python/sphinx/lark/jinja2 inventories are on the web: offline
    # the links would stay text anyway) and without -W: fulldoc.rst's `include::` of every page into one
    # raises docutils' "Title level inconsistent" (its sections are cut there, not on their own pages),
    # and the py: roles to the standard library stay unresolved without Python's inventory (nitpicky is
    # on). No autodoc: sh is not imported. ~10 s.
    sphinx_html "$dir" docs/source \
        -D extensions=sphinx.ext.duration,sphinx.ext.doctest,sphinx.ext.autodoc,sphinx.ext.autosummary,sphinx.ext.todo
    grep -q 'out_bufsize' "$dir/site/sections/special_arguments.html" &&
        grep -q 'ErrorReturnCode_' "$dir/site/sections/exit_codes.html" &&
        grep -q 'piped commands execute sequentially' "$dir/site/sections/piping.html" || {
        echo "sh: sections/special_arguments.html/exit_codes.html/piping.html did not render" >&2
        exit 1
    }
    # fulldoc.html ("Single Page", for an LLM's context window) is every other page `include::`d again,
    # word for word ("There is nothing on this page that is not mentioned already elsewhere"): a copy,
    # not a page of its own. There is no changelog page (CHANGELOG.md is not included) and no _modules/
    # (no viewcode). sphinx-reading-durations.json is sphinx.ext.duration's timing log.
    rm -rf "$dir/site/_modules" "$dir/site/fulldoc.html" "$dir/site/sphinx-reading-durations.json"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_dataset() {
    local dir="$CACHE/dataset"
    [[ -f "$dir/.built" ]] && { log "dataset: up to date"; return; }
    unpack_sdist dataset "$DATASET_VERSION" "$DATASET_SHA256" "$dir"
    log "dataset: Sphinx + furo + SQLAlchemy + alembic in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DATASET_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html -d _build/doctrees . _build/html) with
    # conf.py's own extension list (autodoc, viewcode), nothing left out: no intersphinx, nothing
    # fetched; the build is warning-free. autodoc imports dataset from the checkout (conf.py's
    # sys.path), and dataset imports sqlalchemy and alembic from the venv. PYTHONDONTWRITEBYTECODE (in
    # sphinx_html) keeps __pycache__ out of the checkout. ~10 s.
    sphinx_html_from_docs "$dir"
    grep -q 'sqlite_wal_mode' "$dir/site/api.html" &&
        grep -q 'chunk_size' "$dir/site/api.html" &&
        grep -q 'DATABASE_URL' "$dir/site/quickstart.html" || {
        echo "dataset: api.html/quickstart.html did not render the autodoc" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a page documenting the release. There is no
    # changelog page (the sdist's CHANGELOG.md is in no toctree).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_mutagen() {
    local dir="$CACHE/mutagen"
    [[ -f "$dir/.built" ]] && { log "mutagen: up to date"; return; }
    unpack_sdist mutagen "$MUTAGEN_VERSION" "$MUTAGEN_SHA256" "$dir"
    log "mutagen: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MUTAGEN_DOCS_PINS[@]}"
    # As docs/Makefile's `all` target (python3 -m sphinx -j auto -b html -n . _build) without -j auto
    # (one process on two shared cores) and -n (nitpicky: warnings only), with conf.py's own extension
    # list (autodoc, napoleon, intersphinx, extlinks), nothing left out. Offline, intersphinx cannot
    # reach Python's inventory: a warning, the links stay text. api/id3_frames.rst is the sdist's
    # committed output of docs/id3_frames_gen.py (not regenerated). PYTHONDONTWRITEBYTECODE (in
    # sphinx_html) keeps __pycache__ out of the checkout that autodoc imports from. ~30 s.
    sphinx_html_from_docs "$dir"
    grep -q 'v23_sep' "$dir/site/api/id3.html" &&
        grep -q 'load_v1' "$dir/site/api/id3.html" &&
        grep -q 'This is the default.' "$dir/site/man/mid3v2.html" &&
        grep -q 'vendor' "$dir/site/api/vcomment.html" &&
        grep -q 'translate=True' "$dir/site/user/id3.html" || {
        echo "mutagen: api/id3.html/api/vcomment.html/man/mid3v2.html/user/id3.html did not render" >&2
        exit 1
    }
    # changelog.html (the release history, NEWS as reStructuredText) is not a page documenting the
    # current release; there is no _modules/ (no viewcode). _images/ (the logo) goes with Sphinx's files.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_requests_mock() {
    local dir="$CACHE/requests-mock"
    [[ -f "$dir/.built" ]] && { log "requests-mock: up to date"; return; }
    unpack_sdist requests-mock "$REQUESTS_MOCK_VERSION" "$REQUESTS_MOCK_SHA256" "$dir"
    log "requests-mock: Sphinx + pbr in its own venv (pinned), then the site from doc/source/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${REQUESTS_MOCK_DOCS_PINS[@]}"
    # As setup.cfg's [build_sphinx] (source-dir doc/source; tox.ini's docs env) with conf.py's
    # extension list less reno.sphinxext (not installed, see REQUESTS_MOCK_DOCS_PINS: offline and
    # without git, release-notes.rst's `release-notes` directive stays an unknown directive, an error
    # in sphinx.log only) and sphinx.ext.intersphinx (requests'/urllib3's/Python's inventories are on
    # the web: offline the links would stay text anyway). The pages are hand-written (no autodoc;
    # doc/api/ lies outside doc/source and is not built); html_theme 'default' is Sphinx's classic.
    # readme.html (README.rst, included; in no toctree) is kept: Sphinx builds it. ~3 s.
    sphinx_html "$dir" doc/source \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.viewcode
    grep -q 'Defaults to 200' "$dir/site/response.html" &&
        grep -q 'Defaults to' "$dir/site/mocker.html" &&
        grep -q 'requests_mock_case_sensitive' "$dir/site/pytest.html" || {
        echo "requests-mock: response.html/mocker.html/pytest.html did not render" >&2
        exit 1
    }
    # release-notes.html is the release history (reno's, empty without it: other corpora drop their
    # changelogs too); _modules/ would be viewcode's copy of the source (none is written: no autodoc).
    rm -rf "$dir/site/_modules" "$dir/site/release-notes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_flask_restful() {
    local dir="$CACHE/flask-restful"
    [[ -f "$dir/.built" ]] && { log "flask-restful: up to date"; return; }
    unpack_sdist Flask-RESTful "$FLASK_RESTFUL_VERSION" "$FLASK_RESTFUL_SHA256" "$dir"
    log "flask-restful: Sphinx + Pallets-Sphinx-Themes in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_RESTFUL_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx (its flask/werkzeug/python/six inventories are on the web) plus
    # pallets_sphinx_themes, which registers the `flask` theme conf.py names (conf.py looks for it in
    # docs/_themes, a git submodule not in the sdist; the theme option index_logo is then unknown:
    # a warning only). conf.py appends ../flask_restful to sys.path (api.rst documents reqparse,
    # fields and inputs as top-level modules); PYTHONPATH puts the checkout's root there too, so
    # autodoc imports flask_restful from the checkout (the Makefile's `pip install -e .[docs]`);
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of it. ~8 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,pallets_sphinx_themes
    grep -q 'catch_all_404s' "$dir/site/api.html" &&
        grep -q 'store_missing' "$dir/site/api.html" &&
        grep -q 'BUNDLE_ERRORS' "$dir/site/reqparse.html" || {
        echo "flask-restful: api.html/reqparse.html did not render the autodoc signatures" >&2
        exit 1
    }
    # The docs have no changelog page and no viewcode (no _modules/): nothing else to drop.
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_webtest() {
    local dir="$CACHE/webtest"
    [[ -f "$dir/.built" ]] && { log "webtest: up to date"; return; }
    unpack_sdist webtest "$WEBTEST_VERSION" "$WEBTEST_SHA256" "$dir"
    log "webtest: Sphinx + pylons-sphinx-themes in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${WEBTEST_DOCS_PINS[@]}"
    # As tox.ini's docs env (make -C docs html, sphinx-build -b html . _build/html; without its -W:
    # none is raised offline anyway) with conf.py's extension list less sphinx.ext.intersphinx
    # (Python's/WebOb's/waitress' inventories are on the web). PYTHONPATH puts the checkout's root on
    # sys.path: autodoc imports webtest from it (api.rst: TestApp, TestRequest, TestResponse, the
    # forms, http, lint and debugapp modules); conf.py's release comes from the pinned wheel's
    # metadata (see WEBTEST_DOCS_PINS). ~5 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.viewcode
    grep -q 'use_unicode' "$dir/site/api.html" &&
        grep -q 'check_server' "$dir/site/api.html" &&
        grep -q 'anchor=None' "$dir/site/testresponse.html" || {
        echo "webtest: api.html/testresponse.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst ("News", a copy of CHANGELOG.rst: the release history);
    # _modules/ is viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_django_environ() {
    local dir="$CACHE/django-environ"
    [[ -f "$dir/.built" ]] && { log "django-environ: up to date"; return; }
    unpack_sdist django_environ "$DJANGO_ENVIRON_VERSION" "$DJANGO_ENVIRON_SHA256" "$dir"
    log "django-environ: Sphinx + furo in its own venv (pinned), then the site from docs/ (~60 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DJANGO_ENVIRON_DOCS_PINS[@]}"
    # As tox.ini's docs env (python -m sphinx -j auto -b html -n -T -W docs docs/_build/html, without
    # -j/-n/-W: offline the nitpicky references stay unresolved, warnings only) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's/Sphinx's inventories are on the web). conf.py puts
    # the checkout's root on sys.path: autodoc imports environ from it (api.rst: the environ and
    # environ.compat modules, Env, FileAwareEnv, Path, FileAwareMapping); PYTHONDONTWRITEBYTECODE
    # (in sphinx_html) keeps __pycache__ out of it. index.html, quickstart.html, license.html,
    # contributing.html and backers.html include ../README.rst, ../CONTRIBUTING.rst, ../BACKERS.rst
    # and ../AUTHORS.rst, all in the sdist. ~6 s.
    sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.viewcode,sphinx_copybutton,notfound.extension
    grep -q 'FileAwareMapping' "$dir/site/api.html" &&
        grep -q 'parse_comments' "$dir/site/api.html" &&
        grep -q 'django.contrib.gis.db.backends.postgis' "$dir/site/types.html" || {
        echo "django-environ: api.html/types.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (an include of CHANGELOG.rst, the release history);
    # _modules/ is viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_django_storages() {
    local dir="$CACHE/django-storages"
    [[ -f "$dir/.built" ]] && { log "django-storages: up to date"; return; }
    unpack_sdist django_storages "$DJANGO_STORAGES_VERSION" "$DJANGO_STORAGES_SHA256" "$dir"
    log "django-storages: Sphinx + furo in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DJANGO_STORAGES_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py as it is: it
    # has no intersphinx, and viewcode has nothing to show (no autodoc directive, so no _modules/).
    # conf.py puts the checkout's root on sys.path and imports storages for its __version__;
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. The pages are
    # index.html, backends/*.html (one per backend) and backends/s3_compatible/*.html. ~3 s.
    sphinx_html "$dir" docs
    grep -q 'AWS_QUERYSTRING_EXPIRE' "$dir/site/backends/amazon-S3.html" &&
        grep -q 'AZURE_CONNECTION_TIMEOUT_SECS' "$dir/site/backends/azure.html" &&
        grep -q 'GS_EXPIRATION' "$dir/site/backends/gcloud.html" &&
        grep -q 'SFTP_STORAGE_ROOT' "$dir/site/backends/sftp.html" || {
        echo "django-storages: backends/amazon-S3.html/azure.html/gcloud.html/sftp.html did not render" >&2
        exit 1
    }
    # The docs have no changelog page (CHANGELOG.rst is not included by any page) and no viewcode
    # output (no _modules/): nothing else to drop.
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_django_debug_toolbar() {
    local dir="$CACHE/django-debug-toolbar"
    [[ -f "$dir/.built" ]] && { log "django-debug-toolbar: up to date"; return; }
    unpack_sdist django_debug_toolbar "$DJANGO_DEBUG_TOOLBAR_VERSION" "$DJANGO_DEBUG_TOOLBAR_SHA256" "$dir"
    log "django-debug-toolbar: Sphinx + sphinx-rtd-theme + Django in its own venv (pinned), then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DJANGO_DEBUG_TOOLBAR_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -M html . _build with SPHINXOPTS -n -W; without
    # -n/-W: offline the nitpicky references stay unresolved, warnings only) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's and Django's inventories are on the web; without it
    # checks.rst's two :external: roles render as plain text, two warnings). conf.py's setup() still
    # adds the :setting: cross-reference type; conf.py appends the checkout's root to sys.path, so
    # autodoc imports debug_toolbar.panels from it; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps
    # __pycache__ out of it. conf.py's release is "6.2.0" (stale: only the <title> shows it). ~4 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc
    grep -q 'PROFILER_THRESHOLD_RATIO' "$dir/site/configuration.html" &&
        grep -q 'SQL_WARNING_THRESHOLD' "$dir/site/configuration.html" &&
        grep -q 'Defaults to the empty string' "$dir/site/panels.html" &&
        grep -q '__debug__' "$dir/site/installation.html" || {
        echo "django-debug-toolbar: configuration.html, panels.html or installation.html did not render" >&2
        exit 1
    }
    # changes.html is docs/changes.rst (the release history); there is no viewcode (no _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_xmlschema() {
    local dir="$CACHE/xmlschema"
    [[ -f "$dir/.built" ]] && { log "xmlschema: up to date"; return; }
    unpack_sdist xmlschema "$XMLSCHEMA_VERSION" "$XMLSCHEMA_SHA256" "$dir"
    log "xmlschema: Sphinx + sphinx-rtd-theme + elementpath in its own venv (pinned), then the site from doc/ (~45 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${XMLSCHEMA_DOCS_PINS[@]}"
    # As doc/Makefile's html target (sphinx-build -b html . _build/html) with conf.py as it is: no
    # intersphinx, no viewcode. conf.py puts the checkout's root on sys.path, so autodoc (api.rst)
    # documents the checkout; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of it.
    # The pages are index, intro, usage, features, converters, components, testing, extras and api
    # (api.html alone is about 1,900 lines of text). ~20 s.
    sphinx_html "$dir" doc
    grep -q 'MAX_SCHEMA_SOURCES' "$dir/site/features.html" &&
        grep -q 'download_schemas' "$dir/site/api.html" &&
        grep -q 'spaces_for_tab' "$dir/site/api.html" &&
        grep -q 'Timeout for fetching resources' "$dir/site/testing.html" || {
        echo "xmlschema: features.html/api.html/testing.html did not render" >&2
        exit 1
    }
    # No changelog page (CHANGELOG.rst is in no toctree) and no viewcode output (no _modules/):
    # nothing else to drop.
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_plumbum() {
    local dir="$CACHE/plumbum"
    [[ -f "$dir/.built" ]] && { log "plumbum: up to date"; return; }
    unpack_sdist plumbum "$PLUMBUM_VERSION" "$PLUMBUM_SHA256" "$dir"
    log "plumbum: Sphinx + furo in its own venv (pinned), then the site from docs/ (~90 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PLUMBUM_DOCS_PINS[@]}"
    # As .readthedocs.yml's sphinx-build -T -b html -D language=en docs ... (and docs/Makefile's html
    # target) with conf.py's extension list less sphinx.ext.intersphinx (Python's and paramiko's
    # inventories are on the web). PYTHONPATH puts the checkout's root on sys.path: conf.py imports
    # plumbum.version and autodoc imports plumbum from it (api/*.rst: automodule of plumbum.cli,
    # commands, machines -- paramiko_machine with the pinned paramiko --, path, fs, colors);
    # PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. The one warning
    # left is sphinx_autodoc_typehints' guarded import of PIL (plumbum.cli.image's optional
    # dependency, not installed). ~45 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs -D language=en \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.viewcode,sphinx_autodoc_typehints
    grep -q 'char_ratio' "$dir/site/cli.html" &&
        grep -q 'ALLOW_ABBREV' "$dir/site/api/cli.html" &&
        grep -q 'as_uri' "$dir/site/quickref.html" &&
        grep -q 'AsyncSshMachine' "$dir/site/async_support.html" &&
        grep -q 'AtomicCounterFile' "$dir/site/api/fs.html" || {
        echo "plumbum: cli.html/api/cli.html/quickref.html/async_support.html/api/fs.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (an include of CHANGELOG.rst, the release history) and
    # news.html is docs/news.rst (an include of _news.rst: dated release announcements); _modules/ is
    # viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/site/news.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_feedparser() {
    local dir="$CACHE/feedparser"
    [[ -f "$dir/.built" ]] && { log "feedparser: up to date"; return; }
    unpack_sdist feedparser "$FEEDPARSER_VERSION" "$FEEDPARSER_SHA256" "$dir"
    log "feedparser: Sphinx in its own venv (pinned), then the site from docs/ (~45 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FEEDPARSER_DOCS_PINS[@]}"
    # As `sphinx-build -b html docs <out>` with conf.py as shipped: its only extension is docs/'s own
    # add_custom_css.py (a <link> to _static/feedparser.css); no autodoc, no intersphinx, nothing
    # fetched; no warning. The ~120 hand-written pages: the user guide (introduction, basic-*,
    # common-*, the annotated examples), the advanced pages (date parsing, sanitization, relative
    # links, encoding, namespaces, version detection, bozo), the HTTP pages and one reference page per
    # result key. ~15 s.
    sphinx_html_from_docs "$dir"
    grep -q 'wellformedweb.org' "$dir/site/namespace-handling.html" &&
        grep -q 'rss091n' "$dir/site/reference-version.html" &&
        grep -q 'send a blank referrer' "$dir/site/http-useragent.html" &&
        grep -q 'treated as' "$dir/site/date-parsing.html" || {
        echo "feedparser: namespace-handling.html/reference-version.html/http-useragent.html/date-parsing.html did not render" >&2
        exit 1
    }
    # history.html (a toctree) and changes-*.html (changes-26 ... changes-42, changes-early: the
    # revision history up to 4.2) are the release history; there is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/history.html" "$dir/site"/changes-*.html
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_logbook() {
    local dir="$CACHE/logbook"
    [[ -f "$dir/.built" ]] && { log "logbook: up to date"; return; }
    unpack_sdist logbook "$LOGBOOK_VERSION" "$LOGBOOK_SHA256" "$dir"
    log "logbook: Sphinx + furo in its own venv (pinned), then the site from docs/ (~60 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${LOGBOOK_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx (Python's inventory is on the web: offline the links would stay
    # text anyway). PYTHONPATH puts the checkout's src/ before the installed wheel, so autodoc
    # (api/*.rst) documents the checkout; PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__
    # out of it. The one warning left is MailHandler's docstring's undefined label ssl-security. ~10 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.viewcode
    grep -q 'max_record_cache' "$dir/site/api/handlers.html" &&
        grep -q 'NestedSetup' "$dir/site/setups.html" &&
        grep -q 'max_message_len' "$dir/site/api/notifiers.html" &&
        grep -q 'RedisHandler' "$dir/site/api/queues.html" || {
        echo "logbook: api/handlers.html/setups.html/api/notifiers.html/api/queues.html did not render" >&2
        exit 1
    }
    # changelog.html is docs/changelog.rst (an include of CHANGES, the release history); _modules/ is
    # viewcode's copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_colander() {
    local dir="$CACHE/colander"
    [[ -f "$dir/.built" ]] && { log "colander: up to date"; return; }
    unpack_sdist colander "$COLANDER_VERSION" "$COLANDER_SHA256" "$dir"
    log "colander: Sphinx + pylons-sphinx-themes in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${COLANDER_DOCS_PINS[@]}"
    # As tox.ini's docs env (make -C docs html, sphinx-build -b html . _build/html; without its -W -E:
    # the build raises no Sphinx warning anyway) with conf.py as shipped: its one extension is
    # sphinx.ext.autodoc, the theme is the pylons theme's `pyramid`; no intersphinx, nothing fetched.
    # PYTHONPATH puts the checkout's src/ on sys.path: autodoc imports colander from it (api.rst: the
    # exceptions, validators, types and SchemaNode); conf.py's version comes from the pinned wheel's
    # metadata through pkg_resources (see COLANDER_DOCS_PINS; its deprecation UserWarning is the only
    # output). ~5 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html_from_docs "$dir"
    grep -q 'max_err' "$dir/site/api.html" &&
        grep -q 'is a capitalization' "$dir/site/basics.html" &&
        grep -q 'hair_color' "$dir/site/null_and_drop.html" &&
        grep -q 'PyPy 3.8' "$dir/site/index.html" || {
        echo "colander: api.html/basics.html/null_and_drop.html/index.html did not render" >&2
        exit 1
    }
    # changes.html is docs/changes.rst (an include of CHANGES.rst, the release history); there is no
    # _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_everett() {
    local dir="$CACHE/everett"
    [[ -f "$dir/.built" ]] && { log "everett: up to date"; return; }
    unpack_sdist everett "$EVERETT_VERSION" "$EVERETT_SHA256" "$dir"
    log "everett: Sphinx 7.2.6 + sphinx_rtd_theme in its own venv (pinned), then the site from docs/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${EVERETT_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's own extension
    # list (autodoc, doctest, everett.sphinxext), nothing left out: conf.py puts the checkout's src/ and
    # examples/ first on sys.path, so autodoc documents the checkout and autocomponentconfig imports
    # examples/recipes_appconfig.py from it (automoduleconfig parses examples/recipes_djangosettings.py
    # as an AST); PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps __pycache__ out of the checkout. No
    # intersphinx; the one warning is the missing docs/_static. ~7 s.
    sphinx_html_from_docs "$dir"
    grep -q 'parse_data_size' "$dir/site/api.html" &&
        grep -q 'CACHE_TIMEOUT' "$dir/site/documenting.html" &&
        grep -q 'recipes_appconfig.parse_loglevel' "$dir/site/documenting.html" || {
        echo "everett: api.html/documenting.html did not render the autodoc or the sphinxext directives" >&2
        exit 1
    }
    # history.html is docs/history.rst (an include of HISTORY.rst, the release history). There is no
    # _modules/ (no viewcode).
    rm -f "$dir/site/history.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_stamina() {
    local dir="$CACHE/stamina"
    [[ -f "$dir/.built" ]] && { log "stamina: up to date"; return; }
    unpack_sdist stamina "$STAMINA_VERSION" "$STAMINA_SHA256" "$dir"
    log "stamina: Sphinx + furo + MyST in a venv (pinned), stamina from the checkout, then the HTML site"
    # conf.py's release = metadata.version("stamina") and api.md autodocs the package: the
    # checkout itself, --no-deps (hatchling + hatch-vcs + hatch-fancy-pypi-readme from PyPI through
    # pip's build isolation, out of tree; the version from PKG-INFO). index.md includes the
    # sdist's README.md. Offline, intersphinx cannot reach Python's inventory: warnings only. ~10 s.
    docs_venv_with_checkout "$dir" "${STAMINA_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'wait_exp_base' "$dir/site/api.html" &&
        grep -q 'It starts with 100 milliseconds' "$dir/site/motivation.html" || {
        echo "stamina: api.html (autodoc) or motivation.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules"
    touch "$dir/.built"
}

build_pyrate_limiter() {
    local dir="$CACHE/pyrate-limiter"
    [[ -f "$dir/.built" ]] && { log "pyrate-limiter: up to date"; return; }
    unpack_sdist pyrate_limiter "$PYRATE_LIMITER_VERSION" "$PYRATE_LIMITER_SHA256" "$dir"
    log "pyrate-limiter: Sphinx + furo + MyST + apidoc in a venv (pinned), the package from the checkout, then the HTML site"
    # conf.py's version = importlib.metadata.version("pyrate-limiter") and sphinxcontrib-apidoc
    # autodocs every module: the checkout itself, --no-deps (hatchling + uv-dynamic-versioning from
    # PyPI through pip's build isolation, out of tree; the version from PKG-INFO). index.md,
    # changelog.md and contributing.md include the sdist's README.md, CHANGELOG.md and
    # CONTRIBUTING.md. As the noxfile's docs session (sphinx-build docs docs/_build/html), without
    # -j. Offline, intersphinx cannot reach Python's inventory; aiohttp and httpx2 are not installed:
    # warnings only. ~25 s.
    docs_venv_with_checkout "$dir" "${PYRATE_LIMITER_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'Number of permits to consume' "$dir/site/modules/pyrate_limiter.limiter.html" &&
        grep -q 'runs that in the background (default interval' "$dir/site/index.html" || {
        echo "pyrate-limiter: limiter.html (apidoc/autodoc) or index.html (the README) did not render" >&2
        exit 1
    }
    # apidoc's generated .rst files (and conf.py's copy of pyrate_limiter.rst.in) are written into
    # the checkout's docs/modules: build output, removed so the checkout stays as unpacked.
    rm -rf "$dir/checkout/docs/modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pytest_benchmark() {
    local dir="$CACHE/pytest-benchmark"
    [[ -f "$dir/.built" ]] && { log "pytest-benchmark: up to date"; return; }
    unpack_sdist pytest_benchmark "$PYTEST_BENCHMARK_VERSION" "$PYTEST_BENCHMARK_SHA256" "$dir"
    log "pytest-benchmark: Sphinx + furo + pytest in a venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_BENCHMARK_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html docs ...). hooks.rst's automodule imports
    # pytest_benchmark.hookspec from the checkout's src/ (it needs pytest only, not py-cpuinfo). ~5 s.
    (cd "$dir/checkout/docs" && PYTHONPATH="$dir/checkout/src" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'benchmark-min-rounds' "$dir/site/usage.html" &&
        grep -q 'pytest_benchmark_scale_unit' "$dir/site/hooks.html" || {
        echo "pytest-benchmark: usage.html (the options) or hooks.html (autodoc) did not render" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGELOG.rst (a history of releases; other corpora drop theirs
    # too); _modules is viewcode's copy of hookspec.py, not a page a user reads.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/changelog.html" "$dir/site/_modules"
    touch "$dir/.built"
}

build_pytest_rerunfailures() {
    local dir="$CACHE/pytest-rerunfailures"
    [[ -f "$dir/.built" ]] && { log "pytest-rerunfailures: up to date"; return; }
    unpack_sdist pytest_rerunfailures "$PYTEST_RERUNFAILURES_VERSION" "$PYTEST_RERUNFAILURES_SHA256" "$dir"
    log "pytest-rerunfailures: Sphinx + sphinx_rtd_theme in a venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYTEST_RERUNFAILURES_DOCS_PINS[@]}"
    # As a plain `sphinx-build -b html docs ...` (tox.ini has no docs env). conf.py puts ../src on
    # sys.path for autodoc, but no page has an autodoc directive: nothing of the plugin is
    # imported. index/installation/contributing include parts of the sdist's README.rst. ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'fail-on-flaky' "$dir/site/cli.html" &&
        grep -q 'reruns_delay' "$dir/site/configuration.html" || {
        echo "pytest-rerunfailures: cli.html/configuration.html did not render the options" >&2
        exit 1
    }
    # changelog.html is the sdist's CHANGES.rst (a history of releases; other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -f "$dir/site/changelog.html"
    touch "$dir/.built"
}

build_wsproto() {
    local dir="$CACHE/wsproto"
    [[ -f "$dir/.built" ]] && { log "wsproto: up to date"; return; }
    unpack_sdist wsproto "$WSPROTO_VERSION" "$WSPROTO_SHA256" "$dir"
    log "wsproto: Sphinx 8.2.3 in a venv (pinned), wsproto from the checkout's src/, then the HTML site (~10 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${WSPROTO_DOCS_PINS[@]}"
    # As tox's docs env (docs/Makefile's html target: sphinx-build -b html source build/html) with its
    # own docs/source/conf.py (autodoc, intersphinx, viewcode; html_theme "default", Sphinx's classic).
    # conf.py reads the version from src/wsproto/__init__.py and puts the checkout's root on sys.path;
    # autodoc imports wsproto from src/ (PYTHONPATH: pure Python, h11 from the venv). Offline,
    # intersphinx cannot reach Python's inventory: warnings only.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs/source
    grep -q 'extra_headers' "$dir/site/api.html" &&
        grep -q 'wsproto.frame_protocol.CloseReason.TLS_HANDSHAKE_FAILED' "$dir/site/api.html" || {
        echo "wsproto: the autodoc of api.html did not render" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules"
    touch "$dir/.built"
}

build_arrow() {
    local dir="$CACHE/arrow"
    [[ -f "$dir/.built" ]] && { log "arrow: up to date"; return; }
    unpack_sdist arrow "$ARROW_VERSION" "$ARROW_SHA256" "$dir"
    log "arrow: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ARROW_DOCS_PINS[@]}"
    # conf.py puts the checkout on sys.path and reads the version from ../arrow/_version.py, so
    # autodoc imports the checkout itself (pure Python); nothing is installed from it. As the
    # Makefile's docs target (sphinx-build -b html in docs/) without -W.
    sphinx_html_from_docs "$dir"
    grep -q 'normalize_whitespace' "$dir/site/api-guide.html" &&
        grep -q 'humanize' "$dir/site/guide.html" || {
        echo "arrow: api-guide.html or guide.html did not render" >&2
        exit 1
    }
    # releases.html is the changelog (CHANGELOG.rst included): history, not the current docs.
    rm -f "$dir/site/releases.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_simplejson() {
    local dir="$CACHE/simplejson"
    [[ -f "$dir/.built" ]] && { log "simplejson: up to date"; return; }
    unpack_sdist simplejson "$SIMPLEJSON_VERSION" "$SIMPLEJSON_SHA256" "$dir"
    log "simplejson: Sphinx 8.2.3 in a venv (pinned), then the HTML site (~5 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SIMPLEJSON_DOCS_PINS[@]}"
    # As scripts/make_docs.py (sphinx-build -b html . docs, from the sdist's root) with its own root
    # conf.py (no extensions, alabaster; the signatures are hand-written `.. function::`/`.. class::`
    # directives of index.rst, nothing is imported). README.rst at the root is built too (not in a
    # toctree: a warning only); its page is kept.
    sphinx_html "$dir" .
    grep -q 'check_circular' "$dir/site/index.html" &&
        grep -q 'JSONDecoder' "$dir/site/index.html" || {
        echo "simplejson: index.html did not render the function and class signatures" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_dateparser() {
    local dir="$CACHE/dateparser"
    [[ -f "$dir/.built" ]] && { log "dateparser: up to date"; return; }
    unpack_sdist dateparser "$DATEPARSER_VERSION" "$DATEPARSER_SHA256" "$dir"
    log "dateparser: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the HTML site (~6 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${DATEPARSER_DOCS_PINS[@]}"
    # conf.py runs `import dateparser` before it puts the sdist's root on sys.path, so the checkout
    # goes on PYTHONPATH (pure Python; nothing is installed from it). As docs/Makefile's html target
    # without -W: offline, intersphinx cannot reach Python's inventory, and the logo
    # (../artwork/dateparser-logo.png) is not in the sdist: warnings only.
    PYTHONPATH="$dir/checkout" sphinx_html_from_docs "$dir"
    grep -q 'LANGUAGE_DETECTION_CONFIDENCE_THRESHOLD' "$dir/site/settings.html" &&
        grep -q 'search_dates' "$dir/site/dateparser.html" || {
        echo "dateparser: settings.html or dateparser.html did not render" >&2
        exit 1
    }
    # history.html is the changelog (HISTORY.rst included): history, not the current docs;
    # _modules/ is viewcode's rendered source, not documentation.
    rm -rf "$dir/site/history.html" "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_falcon() {
    local dir="$CACHE/falcon"
    [[ -f "$dir/.built" ]] && { log "falcon: up to date"; return; }
    unpack_sdist falcon "$FALCON_VERSION" "$FALCON_SHA256" "$dir"
    log "falcon: Sphinx 9.0.4 + pydata-sphinx-theme in a venv (pinned), then the HTML site (~30 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FALCON_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -j auto -W -E -b html docs ...) less -W and -j (one
    # process): docs/conf.py imports falcon from the checkout (sys.path), its docs/ext extensions
    # run from there; the newsfragments extension calls `towncrier --draft` only when the sdist
    # has fragments (it has none), the venv's bin/ is on PATH for it all the same. Offline,
    # intersphinx cannot reach Python's inventory (warnings only). SOURCE_DATE_EPOCH fixes the
    # copyright year conf.py would take from the clock.
    PATH="$dir/venv/bin:$PATH" SOURCE_DATE_EPOCH=1780000000 sphinx_html_from_docs "$dir" -E
    grep -q 'max_body_part_count' "$dir/site/api/multipart.html" &&
        grep -q 'secure_cookies_by_default' "$dir/site/api/app.html" || {
        echo "falcon: api/multipart.html/api/app.html did not render the options classes" >&2
        exit 1
    }
    # The release notes (history) are not labelled; the viewcode source copies are not pages.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_psutil() {
    local dir="$CACHE/psutil"
    [[ -f "$dir/.built" ]] && { log "psutil: up to date"; return; }
    unpack_sdist psutil "$PSUTIL_VERSION" "$PSUTIL_SHA256" "$dir"
    log "psutil: Sphinx + sphinx_rtd_theme in its own venv (pinned), then the site from docs/ (~25 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PSUTIL_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html), conf.py as shipped: its
    # extensions (autodoc, viewcode, intersphinx, ...) have nothing to do (no autodoc directive, no
    # intersphinx_mapping), so nothing is imported and nothing is fetched; html_static_path's _static
    # is not in the sdist (a warning; conf.py's css links stay links). ~8 s.
    sphinx_html_from_docs "$dir"
    grep -q 'cpu_percent' "$dir/site/index.html" &&
        grep -q 'disk_partitions' "$dir/site/index.html" || {
        echo "psutil: index.html did not render" >&2
        exit 1
    }
    # The whole manual is one page (index.html); no _modules/ (no autodoc) and no changelog page
    # (HISTORY.rst is not in the docs).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules"
    touch "$dir/.built"
}

build_mistune() {
    local dir="$CACHE/mistune"
    [[ -f "$dir/.built" ]] && { log "mistune: up to date"; return; }
    unpack_sdist mistune "$MISTUNE_VERSION" "$MISTUNE_SHA256" "$dir"
    log "mistune: Sphinx + shibuya in its own venv (pinned), then the site from docs/ (~25 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MISTUNE_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's own extension
    # list and two offline switches: MISTUNE_DOCS_OFFLINE=1 is conf.py's own (intersphinx_mapping = {},
    # so Python's inventory is not fetched), and sponsors.rst is excluded (its `.. sponsors::`
    # directives fetch conf.py's sponsors_json_url from a CDN at build time; the page lists sponsors,
    # no value of the code). PYTHONPATH puts the checkout's src/ on sys.path for conf.py's
    # `import mistune` (release = mistune.__version__) and for autodoc. ~4 s.
    MISTUNE_DOCS_OFFLINE=1 PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D exclude_patterns=_build,Thumbs.db,.DS_Store,sponsors.rst
    grep -q 'max_nested_level' "$dir/site/api.html" &&
        grep -q 'default' "$dir/site/security.html" &&
        grep -q 'add_toc_hook' "$dir/site/api.html" || {
        echo "mistune: api.html/security.html did not render" >&2
        exit 1
    }
    # The release history (changes.rst) is dropped; there is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyopenssl() {
    local dir="$CACHE/pyopenssl"
    [[ -f "$dir/.built" ]] && { log "pyopenssl: up to date"; return; }
    unpack_sdist pyopenssl "$PYOPENSSL_VERSION" "$PYOPENSSL_SHA256" "$dir"
    log "pyopenssl: Sphinx + sphinx-rtd-theme + cryptography in its own venv (pinned), then the site from doc/ (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet --only-binary cryptography,cffi "${PYOPENSSL_DOCS_PINS[@]}"
    # As noxfile.py's docs session (sphinx-build -W -b html doc doc/_build/html) without -W and with
    # conf.py's extension list less sphinx.ext.intersphinx (Python's and cryptography's inventories
    # are on the web: offline the links would stay text anyway). conf.py puts the checkout's root on
    # sys.path, not src/: PYTHONPATH puts src/ there for autodoc's `import OpenSSL` (the nox session
    # installs the checkout instead). ~5 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" doc -D extensions=sphinx.ext.autodoc
    grep -q 'use_privatekey_file' "$dir/site/api/ssl.html" &&
        grep -q 'dump_privatekey' "$dir/site/api/crypto.html" || {
        echo "pyopenssl: api/ssl.html/api/crypto.html did not render the autodoc signatures" >&2
        exit 1
    }
    # changelog.html is CHANGELOG.rst, the release history; there is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyparsing() {
    local dir="$CACHE/pyparsing"
    [[ -f "$dir/.built" ]] && { log "pyparsing: up to date"; return; }
    unpack_sdist pyparsing "$PYPARSING_VERSION" "$PYPARSING_SHA256" "$dir"
    log "pyparsing: Sphinx + myst-parser in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYPARSING_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -M html . _build) with conf.py as shipped: it puts
    # the checkout on sys.path (autodoc imports pyparsing from there) and mocks `railroad`; no
    # intersphinx, so nothing is fetched. The pyparsing_unicode subclasses with non-ASCII names are
    # not documented (autodoc warnings only). ~25 s.
    sphinx_html_from_docs "$dir"
    grep -q 'DEFAULT_WHITE_CHARS' "$dir/site/pyparsing.html" &&
        grep -q 'max_mismatches' "$dir/site/pyparsing.html" &&
        grep -q 'set_default_whitespace_chars' "$dir/site/HowToUsePyparsing.html" || {
        echo "pyparsing: pyparsing.html/HowToUsePyparsing.html did not render" >&2
        exit 1
    }
    # The whats_new_in_* pages are release notes (history, not the current docs); _downloads/ holds
    # the copy of docs/conf.py that Writing_Doctests.rst links with :download: (not a page); there
    # is no _modules/ (no viewcode).
    rm -rf "$dir/site/_modules" "$dir/site/_downloads" "$dir/site"/whats_new_in_*.html
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_configobj() {
    local dir="$CACHE/configobj"
    [[ -f "$dir/.built" ]] && { log "configobj: up to date"; return; }
    unpack_sdist configobj "$CONFIGOBJ_VERSION" "$CONFIGOBJ_SHA256" "$dir"
    log "configobj: Sphinx in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CONFIGOBJ_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py as shipped:
    # no autodoc, no intersphinx, nothing fetched; html_static_path's _static is not in the sdist
    # (a warning). ~10 s.
    sphinx_html_from_docs "$dir"
    grep -q 'default_encoding' "$dir/site/configobj.html" &&
        grep -q 'force_list' "$dir/site/validate.html" || {
        echo "configobj: configobj.html/validate.html did not render" >&2
        exit 1
    }
    # There is no _modules/ (no viewcode) and no changelog page (CHANGES.rst is not in the toctree).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_tornado() {
    local dir="$CACHE/tornado"
    [[ -f "$dir/.built" ]] && { log "tornado: up to date"; return; }
    unpack_sdist tornado "$TORNADO_VERSION" "$TORNADO_SHA256" "$dir"
    log "tornado: Sphinx 9.0.4 + sphinx-rtd-theme in a venv (pinned), then the HTML site (~90 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TORNADO_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html in docs/) without -W: conf.py imports
    # tornado from the checkout (sys.path). Offline, intersphinx cannot reach Python's inventory,
    # and guide/queues.rst's literalinclude of demos/webspider/webspider.py fails (the sdist has no
    # demos/): warnings only, the page renders without that listing. ~90 s.
    sphinx_html_from_docs "$dir"
    grep -q 'max_buffer_size' "$dir/site/httpserver.html" &&
        grep -q 'xsrf_cookies' "$dir/site/web.html" || {
        echo "tornado: httpserver.html/web.html did not render the settings" >&2
        exit 1
    }
    # releases/ are the release notes (history), not the current docs; _modules/ is viewcode's
    # rendered source, not documentation.
    rm -rf "$dir/site/releases" "$dir/site/releases.html" "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_alembic() {
    local dir="$CACHE/alembic"
    [[ -f "$dir/.built" ]] && { log "alembic: up to date"; return; }
    unpack_sdist alembic "$ALEMBIC_VERSION" "$ALEMBIC_SHA256" "$dir"
    log "alembic: Sphinx + sphinx-book-theme in its own venv (pinned), then the HTML site (~55 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ALEMBIC_DOCS_PINS[@]}"
    # The sources are docs/build (the sdist also ships a prebuilt copy of the HTML in docs/, left
    # as unpacked); conf.py puts the checkout's root on sys.path for autodoc. As docs/build/Makefile's
    # html target: offline, intersphinx cannot reach SQLAlchemy's or Python's inventory (warnings
    # only, links stay text).
    sphinx_html "$dir" docs/build
    grep -q 'sqlalchemy.url' "$dir/site/tutorial.html" &&
        grep -q 'compare_type' "$dir/site/api/runtime.html" || {
        echo "alembic: tutorial.html/api/runtime.html did not render" >&2
        exit 1
    }
    # changelog.html is the release history (changelog.rst), not the current docs.
    rm -rf "$dir/site/changelog.html" "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_peewee() {
    local dir="$CACHE/peewee"
    [[ -f "$dir/.built" ]] && { log "peewee: up to date"; return; }
    unpack_sdist peewee "$PEEWEE_VERSION" "$PEEWEE_SHA256" "$dir"
    log "peewee: Sphinx 9.0.4 in its own venv (pinned), then the HTML site (~40 s)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PEEWEE_DOCS_PINS[@]}"
    # As docs/Makefile's html target; api.rst is written by hand (`.. class::`/`.. method::`
    # directives with their signatures), no autodoc.
    sphinx_html_from_docs "$dir"
    grep -q 'thread_safe' "$dir/site/peewee/api.html" &&
        grep -q 'max_connections' "$dir/site/peewee/database.html" || {
        echo "peewee: peewee/api.html/database.html did not render" >&2
        exit 1
    }
    # llms.txt (html_extra_path) is a copy of the docs for language models, not a page.
    rm -f "$dir/site/llms.txt"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_mako() {
    local dir="$CACHE/mako"
    [[ -f "$dir/.built" ]] && { log "mako: up to date"; return; }
    unpack_sdist mako "$MAKO_VERSION" "$MAKO_SHA256" "$dir"
    log "mako: Sphinx + zzzeeksphinx in its own venv (pinned), then the HTML site (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${MAKO_DOCS_PINS[@]}"
    # The sources are doc/build (the sdist also ships a prebuilt copy of the HTML in doc/, left as
    # unpacked); conf.py puts the checkout's root first on sys.path for autodoc. As
    # doc/build/Makefile's html target: unresolved cross-references (Lexer, beaker's classes) are
    # warnings only, links stay text.
    sphinx_html "$dir" doc/build
    grep -q 'collection_size' "$dir/site/usage.html" &&
        grep -q 'pass_context' "$dir/site/caching.html" || {
        echo "mako: usage.html/caching.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is the release history (changelog.rst), not the current docs.
    rm -rf "$dir/site/changelog.html" "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_wtforms() {
    local dir="$CACHE/wtforms"
    [[ -f "$dir/.built" ]] && { log "wtforms: up to date"; return; }
    unpack_sdist wtforms "$WTFORMS_VERSION" "$WTFORMS_SHA256" "$dir"
    log "wtforms: Sphinx in its own venv (pinned), WTForms from a copy of the checkout, then the HTML site"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${WTFORMS_DOCS_PINS[@]}"
    # Installed from a copy, removed afterwards: the build hook writes compiled .mo catalogs into
    # src/wtforms/locale, which stays as unpacked in the checkout. autodoc imports the installed
    # copy (the same source).
    rm -rf "$dir/pkg" && cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps "$dir/pkg"
    rm -rf "$dir/pkg"
    # As docs/Makefile's html target. Offline, intersphinx cannot reach Python's inventory:
    # warnings only, links stay text. changes.rst includes ../CHANGES.rst, which the sdist ships.
    sphinx_html_from_docs "$dir"
    grep -q 'StringField' "$dir/site/fields.html" &&
        grep -q 'csrf_field_name' "$dir/site/meta.html" || {
        echo "wtforms: fields.html/meta.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is the release history (CHANGES.rst), not the current docs.
    rm -rf "$dir/site/changes.html" "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_webob() {
    local dir="$CACHE/webob"
    [[ -f "$dir/.built" ]] && { log "webob: up to date"; return; }
    unpack_sdist webob "$WEBOB_VERSION" "$WEBOB_SHA256" "$dir"
    log "webob: Sphinx in its own venv (pinned), WebOb from the checkout, then the HTML site"
    # conf.py reads the installed distribution's version through pkg_resources; autodoc imports
    # the installed copy of the checkout (setuptools builds it out of tree).
    docs_venv_with_checkout "$dir" "${WEBOB_DOCS_PINS[@]}"
    # As docs/Makefile's html target (source_suffix .txt). Offline, intersphinx cannot reach
    # Python's inventory: warnings only, links stay text.
    sphinx_html_from_docs "$dir"
    grep -q 'charset' "$dir/site/api/response.html" &&
        grep -q 'HTTPNotFound' "$dir/site/api/exceptions.html" || {
        echo "webob: api/response.html/api/exceptions.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is the release history (CHANGES.txt), whatsnew-*.html the per-release notes:
    # not the current docs.
    rm -rf "$dir/site/changes.html" "$dir/site/"whatsnew-*.html "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyramid_jinja2() {
    local dir="$CACHE/pyramid-jinja2"
    [[ -f "$dir/.built" ]] && { log "pyramid-jinja2: up to date"; return; }
    unpack_sdist pyramid_jinja2 "$PYRAMID_JINJA2_VERSION" "$PYRAMID_JINJA2_SHA256" "$dir"
    log "pyramid-jinja2: Sphinx + the pylons theme in its own venv (pinned), pyramid_jinja2 from the checkout, then the site from docs/ (~10 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYRAMID_JINJA2_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html; tox.ini's docs env runs
    # it) with conf.py's extension list less sphinx.ext.intersphinx (its jinja2/pyramid/
    # pyramid_zcml/pytest inventories are on the web: offline those references stay text, warnings
    # only). conf.py reads pkg_resources.get_distribution('pyramid_jinja2').version and autodoc
    # imports pyramid_jinja2: PYTHONPATH puts the checkout's src/ on sys.path, which holds both the
    # package and the sdist's own pyramid_jinja2.egg-info (2.10.1), so nothing is installed from
    # the checkout. ~5 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc
    grep -q 'settings_prefix' "$dir/site/api.html" &&
        grep -q 'SmartAssetSpecLoader' "$dir/site/api.html" &&
        grep -q 'bytecode_caching_directory' "$dir/site/index.html" &&
        grep -q 'static_url_filter' "$dir/site/index.html" || {
        echo "pyramid-jinja2: api.html/index.html did not render the autodoc signatures" >&2
        exit 1
    }
    # changes.html is docs/changes.rst, which includes CHANGES.rst (the release history); there is
    # no viewcode (no _modules/).
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pyramid() {
    local dir="$CACHE/pyramid"
    [[ -f "$dir/.built" ]] && { log "pyramid: up to date"; return; }
    unpack_sdist pyramid "$PYRAMID_VERSION" "$PYRAMID_SHA256" "$dir"
    log "pyramid: Sphinx + the pylons theme in its own venv (pinned), Pyramid from the checkout, then the site (~40 s)"
    # conf.py reads pkg_resources.get_distribution('pyramid').version and autodoc imports pyramid:
    # the installed checkout. As docs/Makefile's html target. Offline, intersphinx cannot reach
    # its inventories (Python, WebOb, venusian, pytest, ...): warnings only, those links stay text.
    docs_venv_with_checkout "$dir" "${PYRAMID_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'set_default_csrf_options' "$dir/site/api/config.html" &&
        grep -q 'SignedCookieSessionFactory' "$dir/site/api/session.html" || {
        echo "pyramid: api/config.html/api/session.html did not render the autodoc" >&2
        exit 1
    }
    # changes.html is the release history, whatsnew-*.html the per-release notes, _modules/
    # viewcode's copy of the source: not the current docs.
    rm -rf "$dir/site/changes.html" "$dir/site/"whatsnew-*.html "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_kombu() {
    local dir="$CACHE/kombu"
    [[ -f "$dir/.built" ]] && { log "kombu: up to date"; return; }
    unpack_sdist kombu "$KOMBU_VERSION" "$KOMBU_SHA256" "$dir"
    log "kombu: Sphinx + sphinx_celery and the transport clients in its own venv (pinned), kombu from the checkout, then the site (~30 s)"
    # conf.py is sphinx_celery's build_config and autodoc imports kombu: the installed checkout. As
    # docs/Makefile's html target. Offline, intersphinx cannot reach its inventories: warnings
    # only. Transports whose clients are not in docs.txt (SQS's pycurl, confluent-kafka, GCP,
    # librabbitmq, Pyro, azure storage queues) render their page without the autodoc.
    docs_venv_with_checkout "$dir" "${KOMBU_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'health_check_interval' "$dir/site/reference/kombu.transport.redis.html" &&
        grep -q 'transport_options' "$dir/site/reference/kombu.connection.html" || {
        echo "kombu: reference/kombu.transport.redis.html/kombu.connection.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is the release history, _modules/ viewcode's copy of the source: not the
    # current docs.
    rm -rf "$dir/site/changelog.html" "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_arq() {
    local dir="$CACHE/arq"
    [[ -f "$dir/.built" ]] && { log "arq: up to date"; return; }
    unpack_sdist arq "$ARQ_VERSION" "$ARQ_SHA256" "$dir"
    log "arq: Sphinx in its own venv (pinned), arq from the checkout, then the site (~15 s)"
    # conf.py imports arq.version and autodoc imports arq: the installed checkout. As docs/Makefile's
    # html target (which first makes the _static folder conf.py names), without its -W: offline the
    # README/CI badges are remote images, warnings only.
    docs_venv_with_checkout "$dir" "${ARQ_DOCS_PINS[@]}"
    mkdir -p "$dir/checkout/docs/_static"
    sphinx_html_from_docs "$dir"
    grep -q 'max_jobs' "$dir/site/index.html" &&
        grep -q 'RedisSettings' "$dir/site/index.html" || {
        echo "arq: index.html did not render the autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's copy of the source: not the docs.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_apispec() {
    local dir="$CACHE/apispec"
    [[ -f "$dir/.built" ]] && { log "apispec: up to date"; return; }
    unpack_sdist apispec "$APISPEC_VERSION" "$APISPEC_SHA256" "$dir"
    log "apispec: Sphinx + furo in its own venv (pinned), apispec from the checkout, then the site (~20 s)"
    # conf.py reads importlib.metadata's version of the installed distribution and api_core/api_ext
    # autodoc the package: the checkout itself (flit_core builds it out of tree; the checkout stays
    # as unpacked). As tox's docs env (`sphinx-build docs/ docs/_build`). Offline, intersphinx cannot
    # reach the Python/marshmallow/webargs inventories: warnings only, those links stay text.
    docs_venv_with_checkout "$dir" "${APISPEC_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'openapi_version' "$dir/site/api_core.html" &&
        grep -q 'MarshmallowPlugin' "$dir/site/api_ext.html" || {
        echo "apispec: api_core.html/api_ext.html did not render the autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html (the
    # release history) and license.html are not labelled, as other corpora drop them.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/site/license.html"
    touch "$dir/.built"
}

build_webargs() {
    local dir="$CACHE/webargs"
    [[ -f "$dir/.built" ]] && { log "webargs: up to date"; return; }
    unpack_sdist webargs "$WEBARGS_VERSION" "$WEBARGS_SHA256" "$dir"
    log "webargs: Sphinx + furo + the seven frameworks in its own venv (pinned), webargs from the checkout, then the site (~1 min)"
    # conf.py reads importlib.metadata's version of "webargs" and api.rst autodocs webargs.core and
    # every framework parser: the checkout itself (flit_core builds it out of tree; the checkout
    # stays as unpacked). As tox's docs env (`sphinx-build docs/ docs/_build`). Offline, intersphinx
    # cannot reach the Python/marshmallow inventories: warnings only, those links stay text.
    docs_venv_with_checkout "$dir" "${WEBARGS_DOCS_PINS[@]}"
    sphinx_html_from_docs "$dir"
    grep -q 'DEFAULT_LOCATION' "$dir/site/api.html" &&
        grep -q 'AIOHTTPParser' "$dir/site/api.html" || {
        echo "webargs: api.html did not render the autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html (the
    # release history) and license.html are not labelled, as other corpora drop them.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/site/license.html"
    touch "$dir/.built"
}

build_flask_wtf() {
    local dir="$CACHE/flask-wtf"
    [[ -f "$dir/.built" ]] && { log "flask-wtf: up to date"; return; }
    # The sdist's file and top directory are named flask_wtf.
    unpack_sdist flask_wtf "$FLASK_WTF_VERSION" "$FLASK_WTF_SHA256" "$dir"
    log "flask-wtf: Sphinx + pallets-sphinx-themes in its own venv (pinned), flask_wtf from the checkout, then the site (~30 s with the venv)"
    # conf.py's get_version("Flask-WTF") reads the installed distribution's metadata and api.rst
    # autodocs flask_wtf, flask_wtf.file and flask_wtf.csrf: the checkout itself (hatchling, from
    # PyPI through pip's build isolation, builds it; the checkout stays as unpacked).
    docs_venv_with_checkout "$dir" "${FLASK_WTF_DOCS_PINS[@]}"
    # As docs/Makefile's html target. Offline, intersphinx cannot reach the Python/Flask/WTForms
    # inventories: warnings only, those links stay text.
    sphinx_html_from_docs "$dir"
    grep -q 'WTF_CSRF_TIME_LIMIT' "$dir/site/config.html" &&
        grep -q 'csrf_meta_tag' "$dir/site/api.html" &&
        grep -q 'FileAllowed' "$dir/site/api.html" || {
        echo "flask-wtf: config.html or the autodoc of api.html did not render" >&2
        exit 1
    }
    # changes.html is the release history, license.html and contributing.html include the sdist's
    # LICENSE.rst/CONTRIBUTING.rst (no settings of the package): not labelled, as other corpora.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changes.html" "$dir/site/license.html" \
        "$dir/site/contributing.html" "$dir/doctrees"
    touch "$dir/.built"
}

build_flask_migrate() {
    local dir="$CACHE/flask-migrate"
    [[ -f "$dir/.built" ]] && { log "flask-migrate: up to date"; return; }
    # The sdist's file and top directory are named flask_migrate.
    unpack_sdist flask_migrate "$FLASK_MIGRATE_VERSION" "$FLASK_MIGRATE_SHA256" "$dir"
    log "flask-migrate: Sphinx + alabaster in its own venv (pinned), then the one-page site (~30 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_MIGRATE_DOCS_PINS[@]}"
    # As docs/Makefile's html target (`sphinx-build -M html . _build`), into $dir/site with the
    # doctrees outside the checkout. conf.py's `language = None` and the alabaster github options
    # need no network; no intersphinx.
    sphinx_html "$dir" docs -d "$dir/doctrees"
    grep -q 'render_as_batch' "$dir/site/index.html" &&
        grep -q 'resolve-dependencies' "$dir/site/index.html" || {
        echo "flask-migrate: index.html did not render the command or API reference" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    rm -rf "$dir/doctrees"
    touch "$dir/.built"
}

build_flask_login() {
    local dir="$CACHE/flask-login"
    [[ -f "$dir/.built" ]] && { log "flask-login: up to date"; return; }
    # The sdist's file and top directory are named Flask-Login.
    unpack_sdist Flask-Login "$FLASK_LOGIN_VERSION" "$FLASK_LOGIN_SHA256" "$dir"
    log "flask-login: Sphinx + Flask in its own venv (pinned), Flask-Login from the checkout, then the one-page site (~30 s with the venv)"
    # autodoc imports flask_login (and so Flask): the installed checkout; conf.py reads the version
    # from __about__.py as text. docs/Makefile's SOURCEDIR is `source`, a folder the sdist lacks: as
    # `sphinx-build -b html docs ...` instead, the doctrees outside the checkout. Offline,
    # intersphinx cannot reach the Python/Flask inventories: warnings only, those links stay text.
    docs_venv_with_checkout "$dir" "${FLASK_LOGIN_DOCS_PINS[@]}"
    sphinx_html "$dir" docs -d "$dir/doctrees"
    grep -q 'REMEMBER_COOKIE_DURATION' "$dir/site/index.html" &&
        grep -q 'refresh_view' "$dir/site/index.html" || {
        echo "flask-login: index.html did not render the configuration or the LoginManager autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source: not the docs.
    rm -rf "$dir/site/_modules" "$dir/doctrees"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_flask_httpauth() {
    local dir="$CACHE/flask-httpauth"
    [[ -f "$dir/.built" ]] && { log "flask-httpauth: up to date"; return; }
    # The sdist's file and top directory are named flask_httpauth.
    unpack_sdist flask_httpauth "$FLASK_HTTPAUTH_VERSION" "$FLASK_HTTPAUTH_SHA256" "$dir"
    log "flask-httpauth: Sphinx + furo + Flask in its own venv (pinned), then the two-page site (~30 s with the venv)"
    # conf.py inserts ../src into sys.path: autodoc imports the checkout's flask_httpauth.py (and
    # Flask from the venv), so the checkout is not installed. docs/Makefile's html target is
    # `sphinx-build -b html . _build/html`: the same, into $dir/site, the doctrees outside the
    # checkout.
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${FLASK_HTTPAUTH_DOCS_PINS[@]}"
    sphinx_html "$dir" docs -d "$dir/doctrees"
    grep -q 'use_ha1_pw' "$dir/site/api.html" &&
        grep -q 'verify_password' "$dir/site/getting-started.html" || {
        echo "flask-httpauth: api.html or getting-started.html did not render the autodoc or the guide" >&2
        exit 1
    }
    rm -rf "$dir/doctrees"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_pexpect() {
    local dir="$CACHE/pexpect"
    [[ -f "$dir/.built" ]] && { log "pexpect: up to date"; return; }
    unpack_sdist pexpect "$PEXPECT_VERSION" "$PEXPECT_SHA256" "$dir"
    log "pexpect: Sphinx in its own venv (pinned), then the site from the checkout (~25 s with the download and the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PEXPECT_DOCS_PINS[@]}"
    # As doc/Makefile's html target (`sphinx-build -b html -d _build/doctrees . _build/html`), into
    # $dir/site with the doctrees outside the checkout; autodoc imports pexpect from the checkout
    # (PYTHONPATH; conf.py leaves sys.path alone). Offline, intersphinx cannot reach Python's
    # inventory; the project's own warnings (a missing _static, the old intersphinx_mapping form, a
    # duplicate spawn description) stay warnings. replwrap.python's default, sys.executable, renders
    # as the venv's interpreter path. ~4 s.
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" doc -d "$dir/doctrees"
    grep -q 'delaybeforesend' "$dir/site/api/pexpect.html" &&
        grep -q 'sync_multiplier' "$dir/site/api/pxssh.html" &&
        grep -q 'PEXPECT_PROMPT' "$dir/site/api/replwrap.html" || {
        echo "pexpect: api/pexpect.html, api/pxssh.html or api/replwrap.html did not render the autodoc" >&2
        exit 1
    }
    # history.html is the changelog (other corpora drop theirs too); _modules/ is viewcode's
    # highlighted copy of the source, not docs.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/history.html" "$dir/site/_modules" "$dir/doctrees"
    touch "$dir/.built"
}

build_marshmallow_sqlalchemy() {
    local dir="$CACHE/marshmallow-sqlalchemy"
    [[ -f "$dir/.built" ]] && { log "marshmallow-sqlalchemy: up to date"; return; }
    # The sdist's file and top directory are named marshmallow_sqlalchemy.
    unpack_sdist marshmallow_sqlalchemy "$MARSHMALLOW_SQLALCHEMY_VERSION" "$MARSHMALLOW_SQLALCHEMY_SHA256" "$dir"
    log "marshmallow-sqlalchemy: Sphinx + furo in its own venv (pinned), the package from the checkout, then the site (~30 s with the venv)"
    # conf.py reads the version of the installed distribution and api_reference.rst autodocs the
    # package: the checkout itself (flit_core builds it out of tree; the checkout stays as
    # unpacked). Its own docs/conf.py, as tox's docs env (`sphinx-build docs/ docs/_build`), the
    # doctrees outside the checkout. Offline, intersphinx cannot reach the Python, marshmallow and
    # SQLAlchemy inventories: those links stay text (warnings only).
    docs_venv_with_checkout "$dir" "${MARSHMALLOW_SQLALCHEMY_DOCS_PINS[@]}"
    sphinx_html "$dir" docs -d "$dir/doctrees"
    grep -q 'include_relationships' "$dir/site/api_reference.html" &&
        grep -q 'transient' "$dir/site/recipes.html" || {
        echo "marshmallow-sqlalchemy: api_reference.html/recipes.html did not render autodoc or the recipes" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html (the
    # release history) and license.html are not labelled, as other corpora drop them.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/_sphinx_design_static" "$dir/site/changelog.html" \
        "$dir/site/license.html" "$dir/doctrees"
    touch "$dir/.built"
}

build_sqlalchemy_utils() {
    local dir="$CACHE/sqlalchemy-utils"
    [[ -f "$dir/.built" ]] && { log "sqlalchemy-utils: up to date"; return; }
    # The sdist's file and top directory are named sqlalchemy_utils.
    unpack_sdist sqlalchemy_utils "$SQLALCHEMY_UTILS_VERSION" "$SQLALCHEMY_UTILS_SHA256" "$dir"
    log "sqlalchemy-utils: Sphinx + sphinx_rtd_theme in its own venv (pinned), then the site (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${SQLALCHEMY_UTILS_DOCS_PINS[@]}"
    # As `sphinx-build docs/ docs/_build`; conf.py reads the version from the checkout's
    # __init__.py and does not put the checkout on sys.path, so autodoc imports sqlalchemy_utils
    # from the checkout through PYTHONPATH (not installed: the checkout stays as unpacked). Offline,
    # intersphinx cannot reach its inventories: those links stay text (warnings only).
    PYTHONPATH="$dir/checkout" sphinx_html "$dir" docs -d "$dir/doctrees"
    grep -q 'TimezoneType' "$dir/site/data_types.html" &&
        grep -q 'create_database' "$dir/site/database_helpers.html" || {
        echo "sqlalchemy-utils: data_types.html/database_helpers.html did not render autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; license.html is dropped as
    # other corpora drop theirs (the sdist's docs/ has no changelog page).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/license.html" "$dir/doctrees"
    touch "$dir/.built"
}

build_watchdog() {
    local dir="$CACHE/watchdog"
    [[ -f "$dir/.built" ]] && { log "watchdog: up to date"; return; }
    unpack_sdist watchdog "$WATCHDOG_VERSION" "$WATCHDOG_SHA256" "$dir"
    log "watchdog: Sphinx + sphinx-book-theme in its own venv (pinned), then the site (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${WATCHDOG_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build source build/html); conf.py puts ../../src on
    # sys.path, so autodoc imports watchdog from the checkout (not installed: the checkout stays as
    # unpacked). Offline, intersphinx cannot reach Python's inventory: links stay text (warnings only).
    sphinx_html "$dir" docs/source -d "$dir/doctrees"
    grep -q 'BaseObserver' "$dir/site/api/observers_api.html" &&
        grep -q 'PatternMatchingEventHandler' "$dir/site/api/events.html" || {
        echo "watchdog: api/observers_api.html/api/events.html did not render autodoc" >&2
        exit 1
    }
    # _modules/ is viewcode's highlighted copy of the source, not docs; changelog.html is the
    # release history (other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html" "$dir/doctrees"
    touch "$dir/.built"
}

build_aiohttp() {
    local dir="$CACHE/aiohttp"
    [[ -f "$dir/.built" ]] && { log "aiohttp: up to date"; return; }
    unpack_sdist aiohttp "$AIOHTTP_VERSION" "$AIOHTTP_SHA256" "$dir"
    log "aiohttp: Sphinx + aiohttp-theme in its own venv (pinned), then the site (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${AIOHTTP_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build . _build/html). Offline, intersphinx cannot reach
    # Python's/yarl's/multidict's inventories: links stay text (warnings only); threat_model.md's
    # include of ../THREAT_MODEL.md (not in the sdist) fails with a warning; changes.rst's
    # towncrier-draft-entries runs towncrier on the sdist's (empty) CHANGES/ fragments.
    sphinx_html_from_docs "$dir"
    grep -q 'TCPConnector' "$dir/site/client_reference.html" &&
        grep -q 'run_app' "$dir/site/web_reference.html" || {
        echo "aiohttp: client_reference.html/web_reference.html did not render" >&2
        exit 1
    }
    # _modules/ would be viewcode's copy of the source; changes.html and the whats_new/migration
    # pages are release history (other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changes.html" "$dir/site/whats_new_1_1.html" \
        "$dir/site/whats_new_3_0.html" "$dir/site/migration_to_2xx.html"
    touch "$dir/.built"
}

build_pyserial() {
    local dir="$CACHE/pyserial"
    [[ -f "$dir/.built" ]] && { log "pyserial: up to date"; return; }
    unpack_sdist pyserial "$PYSERIAL_VERSION" "$PYSERIAL_SHA256" "$dir"
    log "pyserial: Sphinx in its own venv (pinned), then the site from documentation/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYSERIAL_DOCS_PINS[@]}"
    # As documentation/Makefile's html target (sphinx-build . _build/html). Offline, intersphinx
    # cannot reach Python's inventory: links stay text (warnings only); html_static_path's _static
    # is not in the sdist (a warning).
    sphinx_html "$dir" documentation
    grep -q 'inter_byte_timeout' "$dir/site/pyserial_api.html" &&
        grep -q 'rfc2217' "$dir/site/url_handlers.html" || {
        echo "pyserial: pyserial_api.html/url_handlers.html did not render" >&2
        exit 1
    }
    # There is no _modules/ (no viewcode); appendix.html keeps its FAQ and the changelog is not a
    # page of the site (CHANGES.rst is not included).
    strip_sphinx_site "$dir"
    rm -rf "$dir/doctrees"
    touch "$dir/.built"
}

build_pluggy() {
    local dir="$CACHE/pluggy"
    [[ -f "$dir/.built" ]] && { log "pluggy: up to date"; return; }
    unpack_sdist pluggy "$PLUGGY_VERSION" "$PLUGGY_SHA256" "$dir"
    log "pluggy: Sphinx + alabaster in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PLUGGY_DOCS_PINS[@]}"
    # As `sphinx-build -b html docs docs/_build/html` (tox.ini's docs env) with conf.py's extension
    # list less sphinx.ext.intersphinx (its inventories are on the web: offline the links would stay
    # text anyway); nitpicky stays on (warnings only). PYTHONPATH puts the checkout's src/ before
    # the installed wheel, so autodoc documents the checkout.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.coverage,sphinx.ext.viewcode
    grep -q 'firstresult' "$dir/site/api_reference.html" &&
        grep -q 'load_setuptools_entrypoints' "$dir/site/api_reference.html" || {
        echo "pluggy: api_reference.html did not render the autodoc signatures" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) and changelog.html (CHANGELOG.rst's release
    # history) are not pages documenting the current release.
    rm -rf "$dir/site/_modules" "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_requests_oauthlib() {
    local dir="$CACHE/requests-oauthlib"
    [[ -f "$dir/.built" ]] && { log "requests-oauthlib: up to date"; return; }
    unpack_sdist requests-oauthlib "$REQUESTS_OAUTHLIB_VERSION" "$REQUESTS_OAUTHLIB_SHA256" "$dir"
    log "requests-oauthlib: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${REQUESTS_OAUTHLIB_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx.ext.intersphinx: its python/requests/oauthlib inventories are on the web, so
    # offline the links would stay text anyway. PYTHONDONTWRITEBYTECODE (in sphinx_html) keeps
    # __pycache__ out of the checkout that autodoc imports from. ~3 s.
    sphinx_html "$dir" docs -D extensions=sphinx.ext.autodoc
    grep -q 'include_client_id' "$dir/site/api.html" &&
        grep -q 'force_include_body' "$dir/site/api.html" &&
        grep -q 'defaults to using HMAC' "$dir/site/oauth1_workflow.html" || {
        echo "requests-oauthlib: api.html did not render the autodoc signatures" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_yarl() {
    local dir="$CACHE/yarl" py=""
    [[ -f "$dir/.built" ]] && { log "yarl: up to date"; return; }
    unpack_sdist yarl "$YARL_VERSION" "$YARL_SHA256" "$dir"
    py=$(python313 yarl "requirements/doc.txt's Sphinx 9.1.0") || exit 1
    log "yarl: Sphinx + myst-parser + sphinxcontrib-towncrier in its own $py venv (pinned), then the site from docs/ (~30 s with the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${YARL_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html). Offline, intersphinx cannot
    # reach Python's/multidict's/propcache's inventories: links stay text (warnings only);
    # sphinxcontrib-spelling is not installed, so conf.py leaves it out (as it does itself);
    # changes.rst's towncrier-draft-entries runs towncrier (--draft) on the sdist's CHANGES/ (no
    # fragment of this release). ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'encode_host_size' "$dir/site/api.html" &&
        grep -q 'YARL_NO_EXTENSIONS' "$dir/site/index.html" || {
        echo "yarl: api.html/index.html did not render" >&2
        exit 1
    }
    # _modules/ would be viewcode's copy of the source (none is written: no autodoc); changes.html is
    # CHANGES.rst, the release history (other corpora drop theirs too).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/site/changes.html"
    touch "$dir/.built"
}

build_tablib() {
    local dir="$CACHE/tablib" py=""
    [[ -f "$dir/.built" ]] && { log "tablib: up to date"; return; }
    unpack_sdist tablib "$TABLIB_VERSION" "$TABLIB_SHA256" "$dir"
    py=$(python313 tablib "docs/requirements.txt's Sphinx 9.1.0") || exit 1
    log "tablib: Sphinx + alabaster in its own $py venv (pinned), then the site from docs/ (~25 s with the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${TABLIB_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html docs <tmp>/html) with conf.py's extension list less
    # sphinx.ext.intersphinx (Python's inventory is on the web: offline the links would stay text
    # anyway). PYTHONPATH puts the checkout's src/ on sys.path for conf.py's `import tablib` and for
    # autodoc; docstring roles the docs do not define (:method:) stay errors (warnings only). ~3 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.todo,sphinx.ext.coverage,sphinx.ext.viewcode
    grep -q 'append_separator' "$dir/site/api.html" &&
        grep -q 'read_only' "$dir/site/formats.html" || {
        echo "tablib: api.html/formats.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; the release history (HISTORY.md)
    # is not in the docs' toctree, so there is no changelog page to drop.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_argon2_cffi() {
    local dir="$CACHE/argon2-cffi"
    [[ -f "$dir/.built" ]] && { log "argon2-cffi: up to date"; return; }
    # The sdist's file and top directory are named argon2_cffi.
    unpack_sdist argon2_cffi "$ARGON2_CFFI_VERSION" "$ARGON2_CFFI_SHA256" "$dir"
    log "argon2-cffi: Sphinx + furo + myst-parser in its own venv (pinned), then the site from docs/ (~20 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ARGON2_CFFI_DOCS_PINS[@]}"
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's own
    # extension list. Offline, intersphinx cannot reach Python's inventory: links stay text (a
    # warning only). PYTHONPATH puts the checkout's src/ before the installed wheel, so autodoc
    # documents the checkout. ~3 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html_from_docs "$dir"
    grep -q 'get_default_parameters' "$dir/site/api.html" &&
        grep -q 'memory_cost: 2097152 KiB' "$dir/site/api.html" &&
        grep -q 'time_cost: 3 iterations' "$dir/site/cli.html" || {
        echo "argon2-cffi: api.html/cli.html did not render the autodoc signatures" >&2
        exit 1
    }
    # There is no _modules/ (no viewcode) and no changelog page (CHANGELOG.md is linked from the
    # toctree to GitHub, not included).
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules"
    touch "$dir/.built"
}

build_jsonschema() {
    local dir="$CACHE/jsonschema"
    [[ -f "$dir/.built" ]] && { log "jsonschema: up to date"; return; }
    unpack_sdist jsonschema "$JSONSCHEMA_VERSION" "$JSONSCHEMA_SHA256" "$dir"
    log "jsonschema: Sphinx 8.2.3 + furo in its own venv (the sdist's pinned docs/requirements.txt), jsonschema from the checkout, then the site (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${JSONSCHEMA_DOCS_PINS[@]}"
    # conf.py reads importlib.metadata.version("jsonschema") and autodoc imports it: installed from
    # a copy of the checkout (hatchling from the venv, no build isolation, no dependencies: they are
    # pinned above), as the requirements file's `jsonschema @ file:.` line; the checkout stays as
    # unpacked.
    cp -r "$dir/checkout" "$dir/pkg"
    "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation "$dir/pkg"
    rm -rf "$dir/pkg"
    # sphinx-json-schema-spec's setup() downloads the JSON Schema specification pages from
    # json-schema.org (an error offline) to give its :kw: role (keyword names in the prose) its links
    # and to resolve glossary terms. It is replaced by a stand-in written here that renders :kw:`x`
    # as the literal `x` (the visible text the real role gives, without the link). conf.py's
    # missing-reference hook asserts that the `referencing` intersphinx inventory was loaded, which
    # offline it cannot be: the stand-in points that mapping at an empty local inventory (the links
    # stay text, as Python's do). The spelling extension is left out (see the pins).
    mkdir -p "$dir/ext"
    cat >"$dir/ext/jsonschema_offline_kw.py" <<'PY'
import zlib
from pathlib import Path

from docutils import nodes


def _kw(name, rawtext, text, lineno, inliner, options=None, content=None):
    return [nodes.literal(rawtext, text)], []


def _empty_referencing_inventory(app, config):
    inv = Path(__file__).parent / "referencing-empty.inv"
    inv.write_bytes(
        b"# Sphinx inventory version 2\n# Project: referencing\n# Version: \n"
        b"# The remainder of this file is compressed using zlib.\n" + zlib.compress(b"")
    )
    url, _ = config.intersphinx_mapping["referencing"]
    config.intersphinx_mapping["referencing"] = (url, str(inv))


def setup(app):
    app.add_role("kw", _kw)
    app.connect("config-inited", _empty_referencing_inventory, priority=400)
    return {"parallel_read_safe": True}
PY
    # As docs/Makefile's html target (sphinx-build -b html . _build/html) with conf.py's extension
    # list less sphinx_json_schema_spec and sphinxcontrib.spelling, plus the stand-in. ~10 s.
    (cd "$dir/checkout/docs" && PYTHONPATH="$dir/ext" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/sphinx-build" -q -b html -D extensions=sphinx.ext.autodoc,\
sphinx.ext.autosectionlabel,sphinx.ext.coverage,sphinx.ext.doctest,sphinx.ext.extlinks,\
sphinx.ext.imgconverter,sphinx.ext.intersphinx,sphinx.ext.napoleon,sphinx.ext.viewcode,\
sphinx_copybutton,jsonschema_offline_kw,sphinxext.opengraph . "$dir/site" 2>"$dir/sphinx.log") || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'WEAK_MATCHES\|oneOf' "$dir/site/errors.html" &&
        grep -q 'applicable_validators' "$dir/site/creating.html" &&
        grep -q 'cache_remote' "$dir/site/api/jsonschema/validators/index.html" || {
        echo "jsonschema: errors.html/creating.html/api pages did not render the autodoc" >&2
        exit 1
    }
    # Besides Sphinx's own files: viewcode's _modules/ (highlighted source, not docs) and the
    # stand-in extension.
    strip_sphinx_site "$dir"
    rm -rf "$dir/site/_modules" "$dir/ext"
    touch "$dir/.built"
}

build_cheroot() {
    local dir="$CACHE/cheroot"
    [[ -f "$dir/.built" ]] && { log "cheroot: up to date"; return; }
    unpack_sdist cheroot "$CHEROOT_VERSION" "$CHEROOT_SHA256" "$dir"
    log "cheroot: Sphinx 7.2.6 + furo in its own venv (the sdist's hash-pinned lock file), then the site (~1.5 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet -r "$dir/checkout/dependencies/tox-build-docs-cp311-linux-x86_64.txt"
    "$dir/venv/bin/pip" install --quiet "${CHEROOT_BUILD_PINS[@]}"
    # As tox.ini's build-docs env (sphinx-build -b html docs): conf.py puts the project root on
    # sys.path for autodoc; the in-tree spelling_stub_ext lives in docs/ (tox runs from there), so
    # PYTHONPATH=docs. sphinxcontrib-apidoc writes docs/pkg/*.rst and towncrier's draft reads the
    # fragments, so it is built in a copy of the checkout (the checkout stays as unpacked).
    # jaraco.packaging.sphinx builds the metadata with setuptools-scm (the sdist's PKG-INFO gives
    # the version): in the venv, not an isolated one (offline). Intersphinx cannot reach its
    # inventories offline: warnings only (no -W). ~10 s.
    rm -rf "$dir/build" && cp -r "$dir/checkout" "$dir/build"
    (cd "$dir/build" && BUILD_ENVIRONMENT=current PYTHONPATH=docs \
        "$dir/venv/bin/python" -m sphinx -b html -q docs "$dir/site") >"$dir/sphinx.log" 2>&1 || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'keep_alive_conn_limit' "$dir/site/pkg/cheroot.server.html" &&
        grep -q 'accepted_queue_timeout' "$dir/site/pkg/cheroot.wsgi.html" &&
        grep -q 'ssl_timeout' "$dir/site/pkg/cheroot.ssl.pyopenssl.html" || {
        echo "cheroot: the pkg/ pages did not render the autodoc" >&2
        exit 1
    }
    strip_sphinx_site "$dir"
    rm -rf "$dir/build"
    touch "$dir/.built"
}

build_cherrypy() {
    local dir="$CACHE/cherrypy"
    [[ -f "$dir/.built" ]] && { log "cherrypy: up to date"; return; }
    unpack_sdist cherrypy "$CHERRYPY_VERSION" "$CHERRYPY_SHA256" "$dir"
    log "cherrypy: Sphinx + its extensions in its own venv (pinned), then the site from docs/ (~1.5 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${CHERRYPY_DOCS_PINS[@]}"
    # As tox.ini's build-docs env (python -m sphinx -a -b html -n, run in docs/; not -j auto: one
    # process, the machine is shared) with conf.py as shipped: sphinxcontrib-apidoc writes docs/pkg/*.rst
    # (one autodoc page per module, --private) and rst.linker rewrites ../CHANGES.rst, so it is built in
    # a copy of the checkout (the checkout stays as unpacked). PYTHONPATH puts the copy first: autodoc
    # imports cherrypy from it and importlib_metadata finds its CherryPy.egg-info (18.10.0).
    # jaraco.packaging.sphinx reads the metadata through the PEP 517 backend in the venv
    # (BUILD_ENVIRONMENT=current: no isolated env, nothing fetched; setuptools-scm takes the version
    # from PKG-INFO, warning that .git_archival.txt is unprocessed). Offline, intersphinx cannot reach
    # its three inventories: warnings only (no -W), as are the many `any` roles with no target, the
    # rst_epilog's duplicate |project| and the cherrypy.test pages' missing pytest. ~40 s.
    rm -rf "$dir/build" && cp -r "$dir/checkout" "$dir/build"
    (cd "$dir/build/docs" && BUILD_ENVIRONMENT=current PYTHONPATH="$dir/build" PYTHONDONTWRITEBYTECODE=1 \
        "$dir/venv/bin/python" -m sphinx -a -b html -n -q . "$dir/site") >"$dir/sphinx.log" 2>&1 || {
        tail -20 "$dir/sphinx.log" >&2
        exit 1
    }
    grep -q 'tools.log_headers.on' "$dir/site/config.html" &&
        grep -q 'accepted_queue_timeout' "$dir/site/pkg/cherrypy._cpserver.html" &&
        grep -q 'max_request_header_size' "$dir/site/pkg/cherrypy._cpserver.html" &&
        grep -q 'Daemonizer' "$dir/site/deploy.html" || {
        echo "cherrypy: config.html, deploy.html or pkg/cherrypy._cpserver.html did not render" >&2
        exit 1
    }
    # history.html is docs/history.rst, CHANGES.rst (the release history); _modules/ is viewcode's
    # copy of the source.
    rm -rf "$dir/site/_modules" "$dir/site/history.html"
    strip_sphinx_site "$dir"
    rm -rf "$dir/build"
    touch "$dir/.built"
}

build_pyftpdlib() {
    local dir="$CACHE/pyftpdlib"
    [[ -f "$dir/.built" ]] && { log "pyftpdlib: up to date"; return; }
    unpack_sdist pyftpdlib "$PYFTPDLIB_VERSION" "$PYFTPDLIB_SHA256" "$dir"
    log "pyftpdlib: Sphinx + sphinx-rtd-theme in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PYFTPDLIB_DOCS_PINS[@]}"
    # As docs/Makefile's html target with conf.py as shipped: no extensions (nothing imported,
    # nothing fetched), the sphinx_rtd_theme. The docs build with no warning. ~5 s.
    sphinx_html_from_docs "$dir"
    grep -q 'max_login_attempts' "$dir/site/api.html" &&
        grep -q 'auth_failed_timeout' "$dir/site/api.html" &&
        grep -q 'max-cons-per-ip' "$dir/site/cli.html" &&
        grep -q 'masquerade_address' "$dir/site/tutorial.html" || {
        echo "pyftpdlib: api.html, cli.html or tutorial.html did not render" >&2
        exit 1
    }
    # There is no _modules/ (no viewcode) and no release-notes page: the sdist's docs do not
    # include HISTORY.rst.
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_redis_py() {
    local dir="$CACHE/redis-py"
    [[ -f "$dir/.built" ]] && { log "redis-py: up to date"; return; }
    unpack_sdist redis "$REDIS_PY_VERSION" "$REDIS_PY_SHA256" "$dir"
    # redis-py has no documentation site in the sdist: it ships README.md (the page PyPI shows)
    # and the code only, and it has no CLI whose --help could be rendered. As briefed and as for
    # pydocstyle/pip-audit, the corpus is what the sdist ships: README.md rendered as index.html.
    log "redis-py: Python-Markdown in a venv (pinned), README.md as HTML"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${REDIS_PY_DOCS_PINS[@]}"
    mkdir -p "$dir/site" "$dir/build"
    cp "$dir/checkout/README.md" "$dir/build/index.md"
    markdown_pages "$dir" index
    grep -q 'default dialect' "$dir/site/index.html" &&
        grep -q 'transaction=False' "$dir/site/index.html" || {
        echo "redis-py: index.html did not render the README" >&2
        exit 1
    }
    rm -rf "$dir/build" "$dir/venv"
    touch "$dir/.built"
}

build_babel() {
    local dir="$CACHE/babel" py=""
    [[ -f "$dir/.built" ]] && { log "babel: up to date"; return; }
    unpack_sdist babel "$BABEL_VERSION" "$BABEL_SHA256" "$dir"
    py=$(python313 babel "docs/requirements.txt's Sphinx 9.1.0") || exit 1
    log "babel: Sphinx in its own $py venv (pinned), then the HTML site (~40 s with the venv)"
    "$py" -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${BABEL_DOCS_PINS[@]}"
    # As docs/Makefile's html target. Offline, intersphinx cannot reach Python's inventory:
    # references to datetime/str/... stay text (warnings only).
    sphinx_html_from_docs "$dir"
    grep -q 'format_datetime' "$dir/site/api/dates.html" &&
        grep -q 'decimal_quantization' "$dir/site/api/numbers.html" || {
        echo "babel: api/dates.html/api/numbers.html did not render the autodoc" >&2
        exit 1
    }
    # changelog.html is CHANGES.rst (a history of releases; other corpora drop theirs too).
    rm -f "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_zope_configuration() {
    local dir="$CACHE/zope-configuration"
    [[ -f "$dir/.built" ]] && { log "zope-configuration: up to date"; return; }
    unpack_sdist zope_configuration "$ZOPE_CONFIGURATION_VERSION" "$ZOPE_CONFIGURATION_SHA256" "$dir"
    log "zope-configuration: Sphinx + repoze.sphinx.autointerface in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ZOPE_CONFIGURATION_DOCS_PINS[@]}"
    # As .readthedocs.yaml (sphinx configuration docs/conf.py) and docs/Makefile's html target with
    # conf.py's extension list less sphinx.ext.intersphinx (Python's and the zope.* inventories are
    # on the web: offline the links would stay text anyway). conf.py reads the release with
    # importlib.metadata and appends ../src to sys.path: PYTHONPATH puts the checkout's src/ (with
    # the sdist's egg-info) first, so autodoc and autointerface document the checkout (no install).
    # autodoc_default_flags (conf.py's members/show-inheritance) is no longer read by Sphinx (removed
    # in 4.0), so the eight api/*.html pages show each module's docstring only, as the release's
    # config builds them today. The only warning: html_static_path's `_static` is not in the sdist.
    # narr.rst's doctests are shown, not run. Pages: index, narr, api (toctree), api/config,
    # api/docutils, api/exceptions, api/fields, api/interfaces, api/name, api/xmlconfig,
    # api/zopeconfigure, hacking; no changelog page (CHANGES.rst is not in the toctree). ~4 s.
    PYTHONPATH="$dir/checkout/src" sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.viewcode,repoze.sphinx.autointerface
    grep -q 'four verbs that are supported' "$dir/site/narr.html" &&
        grep -q 'registered for all namespaces' "$dir/site/api/zopeconfigure.html" &&
        grep -q 'configures the following' "$dir/site/hacking.html" || {
        echo "zope-configuration: narr.html/api/zopeconfigure.html/hacking.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; there is no changelog page to
    # drop (CHANGES.rst is not in the toctree).
    rm -rf "$dir/site/_modules"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_persistent() {
    local dir="$CACHE/persistent"
    [[ -f "$dir/.built" ]] && { log "persistent: up to date"; return; }
    unpack_sdist persistent "$PERSISTENT_VERSION" "$PERSISTENT_SHA256" "$dir"
    log "persistent: Sphinx + furo + repoze.sphinx.autointerface in its own venv (pinned), persistent compiled into it, then the site from docs/ (~1 min with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${PERSISTENT_DOCS_PINS[@]}"
    # As .readthedocs.yaml (docs/requirements.txt, then `pip install .`): the checked sdist itself,
    # not the checkout (a pip build in the checkout would leave build/ there), compiled into the venv
    # with the pinned setuptools/cffi (--no-build-isolation: nothing more is fetched): the C
    # extensions cPersistence, cPickleCache and _timestamp (the system cc) and the cffi module
    # _ring, without which ring.py, and so `import persistent`, fails. ~10 s.
    "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation \
        "$CACHE/downloads/persistent-$PERSISTENT_VERSION.tar.gz"
    # As tox.ini's docs env and .readthedocs.yaml (sphinx-build -b html docs docs/_build/html) with
    # conf.py as it is: its extensions are autodoc, doctest and repoze.sphinx.autointerface (its
    # intersphinx_mapping is unused: sphinx.ext.intersphinx is not loaded). autodoc and
    # autointerface import the venv's persistent (the same 6.9 source, with its C implementation, as
    # the published site); the doctest blocks (which import persistent.tests helpers) are shown, not
    # run. Pages: index, using, api, api/ (interfaces, collections, attributes, pickling, cache),
    # glossary, changes. No warnings. ~5 s.
    sphinx_html "$dir" docs
    grep -q 'Its default is 0' "$dir/site/using.html" &&
        grep -q 'Factor for draining cache' "$dir/site/api/interfaces.html" &&
        grep -q 'PersistentList' "$dir/site/api/collections.html" &&
        grep -q 'new_ghost' "$dir/site/api/cache.html" || {
        echo "persistent: using.html, api/interfaces.html, api/collections.html or api/cache.html did not render" >&2
        exit 1
    }
    # changes.html is CHANGES.rst included whole (the release history; other corpora drop theirs
    # too). No viewcode, so no _modules/.
    rm -f "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_btrees() {
    local dir="$CACHE/btrees"
    [[ -f "$dir/.built" ]] && { log "btrees: up to date"; return; }
    unpack_sdist btrees "$BTREES_VERSION" "$BTREES_SHA256" "$dir"
    log "btrees: Sphinx + furo + repoze.sphinx.autointerface in its own venv (pinned), BTrees compiled into it, then the site from docs/ (~3 min with the venv and the compile)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${BTREES_DOCS_PINS[@]}"
    # As .readthedocs.yaml (docs/requirements.txt, then `pip install .`): the checked sdist itself,
    # not the checkout (a pip build in the checkout would leave build/ there), compiled into the venv
    # with the pinned setuptools/wheel/persistent (--no-build-isolation: nothing more is fetched):
    # the 21 C extensions _IIBTree ... _UUBTree and _fsBTree (the system cc, against persistent's
    # headers). autodoc then documents the classes as the published site does (the C types, whose
    # docstrings come from the *Template.c files, with the max_leaf_size/max_internal_size that
    # _module_builder.py sets on them). ~2 min on 2 cores.
    nice "$dir/venv/bin/pip" install --quiet --no-deps --no-build-isolation \
        "$CACHE/downloads/btrees-$BTREES_VERSION.tar.gz"
    # As tox.ini's docs env and .readthedocs.yaml (sphinx-build -b html docs docs/_build/html) with
    # conf.py's extension list less sphinx.ext.intersphinx (its four inventories, Python's,
    # persistent's, ZODB's and zope.interface's, are on the web: offline the links stay text). The
    # only warnings are the two :keyword:`else` references of overview.rst, which only Python's
    # inventory resolves. The doctest blocks are shown, not run. Pages: index, overview, api,
    # development, changes. ~30 s. The checks: the node-size table, an interface of the Protocol
    # APIs, the class attributes autodoc renders on each generated BTree class, the C notes.
    sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.todo,sphinx.ext.viewcode,repoze.sphinx.autointerface
    grep -q 'Maximum Bucket or Set Size' "$dir/site/overview.html" &&
        grep -q 'weightedIntersection' "$dir/site/api.html" &&
        grep -q 'id="BTrees.OOBTree.OOBTree.max_internal_size"' "$dir/site/api.html" &&
        grep -q 'BUCKET_SEARCH' "$dir/site/development.html" || {
        echo "btrees: overview.html, api.html or development.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; changes.html is CHANGES.rst
    # included whole (the release history; other corpora drop theirs too).
    rm -rf "$dir/site/_modules"
    rm -f "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_restrictedpython() {
    local dir="$CACHE/restrictedpython"
    [[ -f "$dir/.built" ]] && { log "restrictedpython: up to date"; return; }
    unpack_sdist restrictedpython "$RESTRICTEDPYTHON_VERSION" "$RESTRICTEDPYTHON_SHA256" "$dir"
    log "restrictedpython: Sphinx + furo in its own venv (pinned), then the site from docs/ (~50 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${RESTRICTEDPYTHON_DOCS_PINS[@]}"
    # As docs/Makefile's html target and .readthedocs.yaml (sphinx configuration docs/conf.py) with
    # conf.py's extension list less sphinx.ext.intersphinx (its seven Python inventories are on the
    # web: offline the links would stay text anyway). No autodoc: nothing is imported from the
    # checkout. basic_usage's testcode blocks are shown, not run; the contributing/changes_from*
    # pages are literalinclude diffs of the checkout's docs/contributing/ast/*.ast dumps. Pages:
    # index, idea, install/, usage/ (basic_usage, framework_usage, policy,
    # security_considerations, api), roadmap/, contributing/ (index, changes_from*), changes.
    # The only warnings are the five todo entries (conf.py's todo_emit_warnings). ~6 s.
    sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.todo,sphinx.ext.doctest
    grep -q 'dont_inherit' "$dir/site/usage/api.html" &&
        grep -q 'full_write_guard' "$dir/site/usage/policy.html" &&
        grep -q 'safe_builtins' "$dir/site/usage/basic_usage.html" &&
        grep -q 'tox' "$dir/site/contributing/index.html" || {
        echo "restrictedpython: usage/api.html/policy.html/basic_usage.html or contributing/index.html did not render" >&2
        exit 1
    }
    # changes.html is CHANGES.rst included whole (the release history; other corpora drop theirs
    # too).
    rm -f "$dir/site/changes.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

build_zope_testrunner() {
    local dir="$CACHE/zope-testrunner"
    [[ -f "$dir/.built" ]] && { log "zope-testrunner: up to date"; return; }
    unpack_sdist zope_testrunner "$ZOPE_TESTRUNNER_VERSION" "$ZOPE_TESTRUNNER_SHA256" "$dir"
    log "zope-testrunner: Sphinx + programoutput in its own venv (pinned), then the site from docs/ (~40 s with the venv)"
    python3 -m venv "$dir/venv"
    "$dir/venv/bin/pip" install --quiet "${ZOPE_TESTRUNNER_DOCS_PINS[@]}"
    # As tox.ini's docs env (sphinx-build -b html docs docs/_build/html) with conf.py's extension list
    # less sphinx.ext.intersphinx (Python's inventory is on the web: offline the links would stay
    # text anyway). conf.py reads importlib.metadata.distribution('zope.testrunner') and appends
    # ../src to sys.path: PYTHONPATH puts the checkout's src/ (with the sdist's egg-info) first, so
    # autodoc documents the checkout (no install). cli.rst's `.. command-output:: python -m
    # zope.testrunner --help` runs the venv's python (PATH) on the same src/ (PYTHONPATH is
    # inherited); COLUMNS=80 fixes argparse's wrapping and PYTHONHASHSEED=0 the order of
    # --gc-option's choices (options.py gives them as a set of strings). The testrunner-*.rst pages
    # include the checkout's src/zope/testrunner/tests/testrunner-*.rst doctests (shown, not run).
    # ~10 s.
    PATH="$dir/venv/bin:$PATH" PYTHONPATH="$dir/checkout/src" COLUMNS=80 PYTHONHASHSEED=0 \
        sphinx_html "$dir" docs \
        -D extensions=sphinx.ext.autodoc,sphinx.ext.doctest,sphinx.ext.viewcode,sphinxcontrib.programoutput
    grep -q 'Defaults to 1' "$dir/site/cli.html" &&
        grep -q 'highlight tests that take longer' "$dir/site/cli.html" &&
        grep -q 'Runner' "$dir/site/api.html" &&
        grep -q 'tests-pattern' "$dir/site/testrunner-discovery.html" || {
        echo "zope-testrunner: cli.html/api.html/testrunner-discovery.html did not render" >&2
        exit 1
    }
    # viewcode's _modules/ (the source as HTML) is not a docs page; changelog.html is CHANGES.rst
    # (a history of releases; other corpora drop theirs too).
    rm -rf "$dir/site/_modules"
    rm -f "$dir/site/changelog.html"
    strip_sphinx_site "$dir"
    touch "$dir/.built"
}

targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(yamllint markdownlint markdownlint-site tokio flask starlette black testcrates ureq ignore tempfile walkdir env_logger aho-corasick django bandit salt coverage scrapy pip-tools sphinx gunicorn jinja2 structlog mypy twine regex-automata waitress isort csv flake8 pylint globset pycodestyle mkdocstrings-python regex-syntax rq apscheduler serde_json tox pymdown-extensions indicatif httpx pytest reqwest werkzeug hyper yapf mkdocs tracing-subscriber hypercorn flask-sqlalchemy tar pydocstyle click r2d2 autopep8 moka vulture markdown backoff codespell marshmallow cachetools bb8 docformatter doc8 deadpool tenacity autoflake rayon-core cattrs flynt bleach governor mdformat sqlparse tokio-util humanize similar interrogate limits flexi_logger blacken-docs itsdangerous tracing-appender pip-licenses backon tqdm cachelib mobc more-itertools pip-audit hyper-util glom pipdeptree tower-http attrs nox tonic python-dateutil pydoclint urllib3 quinn-proto pytest-timeout pyjwt pytest-cov tokio-postgres hickory-resolver towncrier h11 lettre check-manifest python-slugify async-nats darker tabulate actix-web radon dogpile-cache redis xenon humanfriendly cachier opentelemetry_sdk requests-toolbelt pydantic-settings pytest-xdist log4rs pytest-asyncio python-dotenv zstd stamina huey tokio-retry2 environs pyrate-limiter isahc pytest-benchmark attohttpc pygments rustyline pytest-rerunfailures flask-caching invoke flask-cors exponential-backoff simplelog coloredlogs flask-limiter fern fabric flask-session requests-cache aiocache quick_cache filelock anyio flate2 portalocker wsproto rustls arrow simplejson regex dateparser falcon mysql_async tornado alembic axum peewee mako leaky-bucket wtforms babel jsonwebtoken webob apispec cached webargs pyramid retry-policies flask-wtf kombu tower arq flask-migrate metrics-exporter-prometheus flask-login marshmallow-sqlalchemy tokio-stream flask-httpauth sqlalchemy-utils tracing-log pexpect watchdog comrak aiohttp redis-py zip png pyserial jsonschema cheroot requests-oauthlib ron yarl pluggy dashmap textwrap argon2-cffi tablib psutil base64 mistune pyparsing pyopenssl fs_extra configobj minijinja factory_boy parsel handlebars w3lib aiosmtplib argon2 jsonpickle scrypt flask-restful requests-mock django-environ sysinfo webtest django-storages pytest-django object_store plumbum xmlschema opentelemetry-otlp logbook feedparser fancy-regex colander notify everett quick-xml sh hvac mutagen dataset sled amqp python-socketio lapin deform httplib2 tera confuse pyee sentry-core webassets hupper async-compression paste flask-socketio prometheus kazoo cherrypy jsonrpsee-server pyftpdlib django-debug-toolbar tower-sessions tower_governor eventlet django-extensions trio axum-server asyncssh sshtunnel hyperlink tryhard bincode treq passlib python-jose django-filter humantime simple-websocket transaction ammonia pytest-mock deadpool-redis zeroconf pyasn1 cssselect redb blinker hyper-rustls sphinx-autodoc-typehints pyramid-jinja2 objgraph deadpool-postgres rfc3986 pyotp cookie humansize zope-event jsonpatch jsonpointer multidict bytesize zope-schema zope-testrunner criterion restrictedpython cssutils usvg persistent zope-configuration figment btrees)
for t in "${targets[@]}"; do
    case "$t" in
    yamllint) build_yamllint ;;
    markdownlint) build_markdownlint ;;
    markdownlint-site) build_markdownlint_site ;;
    tokio) build_tokio ;;
    flask) build_flask ;;
    starlette) build_starlette ;;
    black) build_black ;;
    testcrates) build_testcrates ;;
    ureq) build_crate ureq "$UREQ_VERSION" "$UREQ_SHA256" ;;
    ignore) build_crate ignore "$IGNORE_VERSION" "$IGNORE_SHA256" ;;
    tempfile) build_crate tempfile "$TEMPFILE_VERSION" "$TEMPFILE_SHA256" ;;
    walkdir) build_crate walkdir "$WALKDIR_VERSION" "$WALKDIR_SHA256" ;;
    env_logger) build_crate env_logger "$ENV_LOGGER_VERSION" "$ENV_LOGGER_SHA256" ;;
    aho-corasick) build_crate aho-corasick "$AHO_CORASICK_VERSION" "$AHO_CORASICK_SHA256" ;;
    regex-automata) build_crate regex-automata "$REGEX_AUTOMATA_VERSION" "$REGEX_AUTOMATA_SHA256" ;;
    csv) build_crate csv "$CSV_VERSION" "$CSV_SHA256" ;;
    globset) build_crate globset "$GLOBSET_VERSION" "$GLOBSET_SHA256" ;;
    regex-syntax) build_crate regex-syntax "$REGEX_SYNTAX_VERSION" "$REGEX_SYNTAX_SHA256" ;;
    serde_json) build_crate serde_json "$SERDE_JSON_VERSION" "$SERDE_JSON_SHA256" ;;
    indicatif) build_crate indicatif "$INDICATIF_VERSION" "$INDICATIF_SHA256" ;;
    reqwest) build_crate reqwest "$REQWEST_VERSION" "$REQWEST_SHA256" ;;
    hyper) build_crate hyper "$HYPER_VERSION" "$HYPER_SHA256" ;;
    tracing-subscriber) build_crate tracing-subscriber "$TRACING_SUBSCRIBER_VERSION" "$TRACING_SUBSCRIBER_SHA256" ;;
    tar) build_crate tar "$TAR_VERSION" "$TAR_SHA256" ;;
    r2d2) build_crate r2d2 "$R2D2_VERSION" "$R2D2_SHA256" ;;
    moka) build_crate moka "$MOKA_VERSION" "$MOKA_SHA256" ;;
    backoff) build_crate backoff "$BACKOFF_VERSION" "$BACKOFF_SHA256" ;;
    bb8) build_crate bb8 "$BB8_VERSION" "$BB8_SHA256" ;;
    deadpool) build_crate deadpool "$DEADPOOL_VERSION" "$DEADPOOL_SHA256" ;;
    rayon-core) build_crate rayon-core "$RAYON_CORE_VERSION" "$RAYON_CORE_SHA256" ;;
    governor) build_crate governor "$GOVERNOR_VERSION" "$GOVERNOR_SHA256" ;;
    tokio-util) build_crate tokio-util "$TOKIO_UTIL_VERSION" "$TOKIO_UTIL_SHA256" ;;
    similar) build_crate similar "$SIMILAR_VERSION" "$SIMILAR_SHA256" ;;
    flexi_logger) build_crate flexi_logger "$FLEXI_LOGGER_VERSION" "$FLEXI_LOGGER_SHA256" ;;
    tracing-appender) build_crate tracing-appender "$TRACING_APPENDER_VERSION" "$TRACING_APPENDER_SHA256" ;;
    backon) build_crate backon "$BACKON_VERSION" "$BACKON_SHA256" ;;
    django) build_django ;;
    bandit) build_bandit ;;
    salt) build_salt ;;
    coverage) build_coverage ;;
    scrapy) build_scrapy ;;
    pip-tools) build_piptools ;;
    sphinx) build_sphinx ;;
    gunicorn) build_gunicorn ;;
    jinja2) build_jinja2 ;;
    structlog) build_structlog ;;
    mypy) build_mypy ;;
    twine) build_twine ;;
    waitress) build_waitress ;;
    isort) build_isort ;;
    flake8) build_flake8 ;;
    pylint) build_pylint ;;
    pycodestyle) build_pycodestyle ;;
    mkdocstrings-python) build_mkdocstrings_python ;;
    rq) build_rq ;;
    apscheduler) build_apscheduler ;;
    tox) build_tox ;;
    pymdown-extensions) build_pymdown_extensions ;;
    httpx) build_httpx ;;
    yapf) build_yapf ;;
    pytest) build_pytest ;;
    werkzeug) build_werkzeug ;;
    mkdocs) build_mkdocs ;;
    hypercorn) build_hypercorn ;;
    flask-sqlalchemy) build_flask_sqlalchemy ;;
    alembic) build_alembic ;;
    mako) build_mako ;;
    babel) build_babel ;;
    wtforms) build_wtforms ;;
    webob) build_webob ;;
    peewee) build_peewee ;;
    pydocstyle) build_pydocstyle ;;
    click) build_click ;;
    autopep8) build_autopep8 ;;
    vulture) build_vulture ;;
    markdown) build_markdown ;;
    codespell) build_codespell ;;
    marshmallow) build_marshmallow ;;
    cachetools) build_cachetools ;;
    docformatter) build_docformatter ;;
    doc8) build_doc8 ;;
    tenacity) build_tenacity ;;
    autoflake) build_autoflake ;;
    cattrs) build_cattrs ;;
    flynt) build_flynt ;;
    bleach) build_bleach ;;
    mdformat) build_mdformat ;;
    sqlparse) build_sqlparse ;;
    humanize) build_humanize ;;
    interrogate) build_interrogate ;;
    limits) build_limits ;;
    blacken-docs) build_blacken_docs ;;
    itsdangerous) build_itsdangerous ;;
    cachelib) build_cachelib ;;
    mobc) build_crate mobc "$MOBC_VERSION" "$MOBC_SHA256" mobc-doc ;;
    hyper-util) build_crate hyper-util "$HYPER_UTIL_VERSION" "$HYPER_UTIL_SHA256" ;;
    tower-http) build_crate tower-http "$TOWER_HTTP_VERSION" "$TOWER_HTTP_SHA256" ;;
    tonic) build_crate tonic "$TONIC_VERSION" "$TONIC_SHA256" tonic-doc ;;
    quinn-proto) build_crate quinn-proto "$QUINN_PROTO_VERSION" "$QUINN_PROTO_SHA256" quinn-proto-doc ;;
    tokio-postgres) build_crate tokio-postgres "$TOKIO_POSTGRES_VERSION" "$TOKIO_POSTGRES_SHA256" tokio-postgres-doc ;;
    hickory-resolver) build_crate hickory-resolver "$HICKORY_RESOLVER_VERSION" "$HICKORY_RESOLVER_SHA256" hickory-resolver-doc ;;
    lettre) build_crate lettre "$LETTRE_VERSION" "$LETTRE_SHA256" lettre-doc ;;
    async-nats) build_crate async-nats "$ASYNC_NATS_VERSION" "$ASYNC_NATS_SHA256" async-nats-doc ;;
    actix-web) build_crate actix-web "$ACTIX_WEB_VERSION" "$ACTIX_WEB_SHA256" actix-web-doc ;;
    redis) build_crate redis "$REDIS_VERSION" "$REDIS_SHA256" redis-doc ;;
    opentelemetry_sdk) build_crate opentelemetry_sdk "$OPENTELEMETRY_SDK_VERSION" "$OPENTELEMETRY_SDK_SHA256" opentelemetry_sdk-doc ;;
    log4rs) build_crate log4rs "$LOG4RS_VERSION" "$LOG4RS_SHA256" log4rs-doc ;;
    zstd) build_crate zstd "$ZSTD_VERSION" "$ZSTD_SHA256" zstd-doc ;;
    tokio-retry2) build_crate tokio-retry2 "$TOKIO_RETRY2_VERSION" "$TOKIO_RETRY2_SHA256" tokio-retry2-doc ;;
    isahc) build_crate isahc "$ISAHC_VERSION" "$ISAHC_SHA256" isahc-doc ;;
    attohttpc) build_crate attohttpc "$ATTOHTTPC_VERSION" "$ATTOHTTPC_SHA256" attohttpc-doc ;;
    rustyline) build_crate rustyline "$RUSTYLINE_VERSION" "$RUSTYLINE_SHA256" rustyline-doc ;;
    exponential-backoff) build_crate exponential-backoff "$EXPONENTIAL_BACKOFF_VERSION" "$EXPONENTIAL_BACKOFF_SHA256" exponential-backoff-doc ;;
    simplelog) build_crate simplelog "$SIMPLELOG_VERSION" "$SIMPLELOG_SHA256" simplelog-doc ;;
    fern) build_crate fern "$FERN_VERSION" "$FERN_SHA256" fern-doc ;;
    quick_cache) build_crate quick_cache "$QUICK_CACHE_VERSION" "$QUICK_CACHE_SHA256" quick_cache-doc ;;
    flate2) build_crate flate2 "$FLATE2_VERSION" "$FLATE2_SHA256" flate2-doc ;;
    rustls) build_crate rustls "$RUSTLS_VERSION" "$RUSTLS_SHA256" rustls-doc ;;
    regex) build_crate regex "$REGEX_VERSION" "$REGEX_SHA256" regex-doc ;;
    mysql_async) build_crate mysql_async "$MYSQL_ASYNC_VERSION" "$MYSQL_ASYNC_SHA256" mysql_async-doc ;;
    axum) build_crate axum "$AXUM_VERSION" "$AXUM_SHA256" axum-doc ;;
    leaky-bucket) build_crate leaky-bucket "$LEAKY_BUCKET_VERSION" "$LEAKY_BUCKET_SHA256" leaky-bucket-doc ;;
    jsonwebtoken) build_crate jsonwebtoken "$JSONWEBTOKEN_VERSION" "$JSONWEBTOKEN_SHA256" jsonwebtoken-doc ;;
    cached) build_crate cached "$CACHED_VERSION" "$CACHED_SHA256" cached-doc ;;
    retry-policies) build_crate retry-policies "$RETRY_POLICIES_VERSION" "$RETRY_POLICIES_SHA256" retry-policies-doc ;;
    tower) build_crate tower "$TOWER_VERSION" "$TOWER_SHA256" tower-doc ;;
    metrics-exporter-prometheus) build_crate metrics-exporter-prometheus "$METRICS_EXPORTER_PROMETHEUS_VERSION" "$METRICS_EXPORTER_PROMETHEUS_SHA256" metrics-exporter-prometheus-doc ;;
    tokio-stream) build_crate tokio-stream "$TOKIO_STREAM_VERSION" "$TOKIO_STREAM_SHA256" tokio-stream-doc ;;
    tracing-log) build_crate tracing-log "$TRACING_LOG_VERSION" "$TRACING_LOG_SHA256" tracing-log-doc ;;
    comrak) build_crate comrak "$COMRAK_VERSION" "$COMRAK_SHA256" comrak-doc ;;
    zip) build_crate zip "$ZIP_VERSION" "$ZIP_SHA256" zip-doc ;;
    png) build_crate png "$PNG_VERSION" "$PNG_SHA256" png-doc ;;
    ron) build_crate ron "$RON_VERSION" "$RON_SHA256" ron-doc ;;
    dashmap) build_crate dashmap "$DASHMAP_VERSION" "$DASHMAP_SHA256" dashmap-doc ;;
    textwrap) build_crate textwrap "$TEXTWRAP_VERSION" "$TEXTWRAP_SHA256" textwrap-doc ;;
    base64) build_crate base64 "$BASE64_VERSION" "$BASE64_SHA256" base64-doc ;;
    configobj) build_configobj ;;
    fs_extra) build_crate fs_extra "$FS_EXTRA_VERSION" "$FS_EXTRA_SHA256" fs_extra-doc ;;
    minijinja) build_crate minijinja "$MINIJINJA_VERSION" "$MINIJINJA_SHA256" minijinja-doc ;;
    handlebars) build_crate handlebars "$HANDLEBARS_VERSION" "$HANDLEBARS_SHA256" handlebars-doc ;;
    argon2) build_crate argon2 "$ARGON2_VERSION" "$ARGON2_SHA256" argon2-doc ;;
    scrypt) build_crate scrypt "$SCRYPT_VERSION" "$SCRYPT_SHA256" scrypt-doc ;;
    sysinfo) build_crate sysinfo "$SYSINFO_VERSION" "$SYSINFO_SHA256" sysinfo-doc ;;
    object_store) build_crate object_store "$OBJECT_STORE_VERSION" "$OBJECT_STORE_SHA256" object_store-doc ;;
    opentelemetry-otlp) build_opentelemetry_otlp ;;
    fancy-regex) build_fancy_regex ;;
    notify) build_notify ;;
    apispec) build_apispec ;;
    pyramid) build_pyramid ;;
    kombu) build_kombu ;;
    arq) build_arq ;;
    webargs) build_webargs ;;
    flask-wtf) build_flask_wtf ;;
    flask-migrate) build_flask_migrate ;;
    marshmallow-sqlalchemy) build_marshmallow_sqlalchemy ;;
    sqlalchemy-utils) build_sqlalchemy_utils ;;
    redis-py) build_redis_py ;;
    jsonschema) build_jsonschema ;;
    requests-oauthlib) build_requests_oauthlib ;;
    pluggy) build_pluggy ;;
    yarl) build_yarl ;;
    parsel) build_parsel ;;
    tablib) build_tablib ;;
    psutil) build_psutil ;;
    mistune) build_mistune ;;
    pyopenssl) build_pyopenssl ;;
    factory_boy) build_factory_boy ;;
    w3lib) build_w3lib ;;
    jsonpickle) build_jsonpickle ;;
    requests-mock) build_requests_mock ;;
    django-environ) build_django_environ ;;
    flask-restful) build_flask_restful ;;
    webtest) build_webtest ;;
    pytest-django) build_pytest_django ;;
    django-storages) build_django_storages ;;
    xmlschema) build_xmlschema ;;
    plumbum) build_plumbum ;;
    feedparser) build_feedparser ;;
    logbook) build_logbook ;;
    colander) build_colander ;;
    aiosmtplib) build_aiosmtplib ;;
    pyparsing) build_pyparsing ;;
    argon2-cffi) build_argon2_cffi ;;
    cheroot) build_cheroot ;;
    pyserial) build_pyserial ;;
    watchdog) build_watchdog ;;
    aiohttp) build_aiohttp ;;
    flask-login) build_flask_login ;;
    flask-httpauth) build_flask_httpauth ;;
    pexpect) build_pexpect ;;
    pip-licenses) build_pip_licenses ;;
    tqdm) build_tqdm ;;
    more-itertools) build_more_itertools ;;
    pip-audit) build_pip_audit ;;
    glom) build_glom ;;
    pipdeptree) build_pipdeptree ;;
    attrs) build_attrs ;;
    nox) build_nox ;;
    python-dateutil) build_python_dateutil ;;
    pydoclint) build_pydoclint ;;
    urllib3) build_urllib3 ;;
    pytest-timeout) build_pytest_timeout ;;
    pyjwt) build_pyjwt ;;
    pytest-cov) build_pytest_cov ;;
    pytest-xdist) build_pytest_xdist ;;
    pytest-asyncio) build_pytest_asyncio ;;
    python-dotenv) build_python_dotenv ;;
    towncrier) build_towncrier ;;
    h11) build_h11 ;;
    check-manifest) build_check_manifest ;;
    python-slugify) build_python_slugify ;;
    darker) build_darker ;;
    tabulate) build_tabulate ;;
    radon) build_radon ;;
    dogpile-cache) build_dogpile_cache ;;
    xenon) build_xenon ;;
    humanfriendly) build_humanfriendly ;;
    coloredlogs) build_coloredlogs ;;
    cachier) build_cachier ;;
    requests-toolbelt) build_requests_toolbelt ;;
    pydantic-settings) build_pydantic_settings ;;
    stamina) build_stamina ;;
    huey) build_huey ;;
    environs) build_environs ;;
    pygments) build_pygments ;;
    pytest-rerunfailures) build_pytest_rerunfailures ;;
    pyrate-limiter) build_pyrate_limiter ;;
    pytest-benchmark) build_pytest_benchmark ;;
    flask-caching) build_flask_caching ;;
    invoke) build_invoke ;;
    fabric) build_fabric ;;
    flask-cors) build_flask_cors ;;
    flask-limiter) build_flask_limiter ;;
    flask-session) build_flask_session ;;
    aiocache) build_aiocache ;;
    anyio) build_anyio ;;
    requests-cache) build_requests_cache ;;
    filelock) build_filelock ;;
    wsproto) build_wsproto ;;
    portalocker) build_portalocker ;;
    simplejson) build_simplejson ;;
    dateparser) build_dateparser ;;
    arrow) build_arrow ;;
    falcon) build_falcon ;;
    tornado) build_tornado ;;
    everett) build_everett ;;
    quick-xml) build_quick_xml ;;
    sled) build_sled ;;
    sh) build_sh ;;
    hvac) build_hvac ;;
    mutagen) build_mutagen ;;
    dataset) build_dataset ;;
    amqp) build_amqp ;;
    python-socketio) build_python_socketio ;;
    lapin) build_lapin ;;
    deform) build_deform ;;
    httplib2) build_httplib2 ;;
    tera) build_tera ;;
    confuse) build_confuse ;;
    pyee) build_pyee ;;
    sentry-core) build_sentry_core ;;
    webassets) build_webassets ;;
    hupper) build_hupper ;;
    async-compression) build_async_compression ;;
    paste) build_paste ;;
    flask-socketio) build_flask_socketio ;;
    prometheus) build_prometheus ;;
    kazoo) build_kazoo ;;
    cherrypy) build_cherrypy ;;
    jsonrpsee-server) build_jsonrpsee_server ;;
    pyftpdlib) build_pyftpdlib ;;
    django-debug-toolbar) build_django_debug_toolbar ;;
    tower-sessions) build_tower_sessions ;;
    tower_governor) build_tower_governor ;;
    eventlet) build_eventlet ;;
    django-extensions) build_django_extensions ;;
    trio) build_trio ;;
    axum-server) build_axum_server ;;
    asyncssh) build_asyncssh ;;
    sshtunnel) build_sshtunnel ;;
    hyperlink) build_hyperlink ;;
    tryhard) build_tryhard ;;
    bincode) build_bincode ;;
    treq) build_treq ;;
    passlib) build_passlib ;;
    python-jose) build_python_jose ;;
    transaction) build_transaction ;;
    django-filter) build_django_filter ;;
    humantime) build_humantime ;;
    simple-websocket) build_simple_websocket ;;
    ammonia) build_ammonia ;;
    pytest-mock) build_pytest_mock ;;
    deadpool-redis) build_deadpool_redis ;;
    zeroconf) build_zeroconf ;;
    pyasn1) build_pyasn1 ;;
    cssselect) build_cssselect ;;
    redb) build_redb ;;
    blinker) build_blinker ;;
    hyper-rustls) build_hyper_rustls ;;
    sphinx-autodoc-typehints) build_sphinx_autodoc_typehints ;;
    pyramid-jinja2) build_pyramid_jinja2 ;;
    objgraph) build_objgraph ;;
    deadpool-postgres) build_deadpool_postgres ;;
    rfc3986) build_rfc3986 ;;
    pyotp) build_pyotp ;;
    cookie) build_cookie ;;
    humansize) build_humansize ;;
    zope-event) build_zope_event ;;
    jsonpatch) build_jsonpatch ;;
    jsonpointer) build_jsonpointer ;;
    multidict) build_multidict ;;
    bytesize) build_bytesize ;;
    zope-schema) build_zope_schema ;;
    zope-testrunner) build_zope_testrunner ;;
    criterion) build_criterion ;;
    restrictedpython) build_restrictedpython ;;
    cssutils) build_cssutils ;;
    usvg) build_usvg ;;
    persistent) build_persistent ;;
    zope-configuration) build_zope_configuration ;;
    figment) build_figment ;;
    btrees) build_btrees ;;
    *) echo "unknown corpus: $t (known: yamllint markdownlint markdownlint-site tokio flask starlette black testcrates ureq ignore tempfile walkdir env_logger aho-corasick django bandit salt coverage scrapy pip-tools sphinx gunicorn jinja2 structlog mypy twine regex-automata waitress isort csv flake8 pylint globset pycodestyle mkdocstrings-python regex-syntax rq apscheduler serde_json tox pymdown-extensions indicatif httpx pytest reqwest werkzeug hyper yapf mkdocs tracing-subscriber hypercorn flask-sqlalchemy tar pydocstyle click r2d2 autopep8 moka vulture markdown backoff codespell marshmallow cachetools bb8 docformatter doc8 deadpool tenacity autoflake rayon-core cattrs flynt bleach governor mdformat sqlparse tokio-util humanize similar interrogate limits flexi_logger blacken-docs itsdangerous tracing-appender pip-licenses backon tqdm cachelib mobc more-itertools pip-audit hyper-util glom pipdeptree tower-http attrs nox tonic python-dateutil pydoclint urllib3 quinn-proto pytest-timeout pyjwt pytest-cov tokio-postgres hickory-resolver towncrier h11 lettre check-manifest python-slugify async-nats darker tabulate actix-web radon dogpile-cache redis xenon humanfriendly cachier opentelemetry_sdk requests-toolbelt pydantic-settings pytest-xdist log4rs pytest-asyncio python-dotenv zstd stamina huey tokio-retry2 environs pyrate-limiter isahc pytest-benchmark attohttpc pygments rustyline pytest-rerunfailures flask-caching invoke flask-cors exponential-backoff simplelog coloredlogs flask-limiter fern fabric flask-session requests-cache aiocache quick_cache filelock anyio flate2 portalocker wsproto rustls arrow simplejson regex dateparser falcon mysql_async tornado alembic axum peewee mako leaky-bucket wtforms babel jsonwebtoken webob apispec cached webargs pyramid retry-policies flask-wtf kombu tower arq flask-migrate metrics-exporter-prometheus flask-login marshmallow-sqlalchemy tokio-stream flask-httpauth sqlalchemy-utils tracing-log pexpect watchdog comrak aiohttp redis-py zip png pyserial jsonschema cheroot requests-oauthlib ron yarl pluggy dashmap textwrap argon2-cffi tablib psutil base64 mistune pyparsing pyopenssl fs_extra configobj minijinja factory_boy parsel handlebars w3lib aiosmtplib argon2 jsonpickle scrypt flask-restful requests-mock django-environ sysinfo webtest django-storages pytest-django object_store plumbum xmlschema opentelemetry-otlp logbook feedparser fancy-regex colander notify everett quick-xml sh hvac mutagen dataset sled amqp python-socketio lapin deform httplib2 tera confuse pyee sentry-core webassets hupper async-compression paste flask-socketio prometheus kazoo cherrypy jsonrpsee-server pyftpdlib django-debug-toolbar tower-sessions tower_governor eventlet django-extensions trio axum-server asyncssh sshtunnel hyperlink tryhard bincode treq passlib python-jose django-filter humantime simple-websocket transaction ammonia pytest-mock deadpool-redis zeroconf pyasn1 cssselect redb blinker hyper-rustls sphinx-autodoc-typehints pyramid-jinja2 objgraph deadpool-postgres rfc3986 pyotp cookie humansize zope-event jsonpatch jsonpointer multidict bytesize zope-schema zope-testrunner criterion restrictedpython cssutils usvg persistent zope-configuration figment btrees)" >&2; exit 2 ;;
    esac
done
log "corpora in $CACHE"

