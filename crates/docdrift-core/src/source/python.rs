//! Python extraction with ruff's parser (error-tolerant: a syntax error is reported with its
//! line and the rest of the file is still read). Produces module constants, nested dict
//! entries (`DEFAULT_CONFIG.compression.protect_last_n`), class attributes, parameter defaults
//! (`Class.__init__(protect_last_n)`) and assignments inside functions
//! (`Class._find_tail_cut::min_tail_floor`). Values are folded by [`super::eval`] with the other
//! module-level constants of the same file as the environment.

use super::eval::{self, EvalError};
use super::selector::join_key;
use super::{Extracted, Kind, Lines, Listing, ParseIssue};
use crate::core::value::Value;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_python_parser::parse_unchecked_source;
use ruff_text_size::{Ranged, TextRange};
use std::cell::RefCell;
use std::collections::{HashMap, HashSet};
use std::path::Path;

mod constants;
mod constructors;
mod decode;
mod env;
mod setup_py;
mod surfaces;
mod walk;
#[allow(unused_imports)]
pub use constants::*;
#[allow(unused_imports)]
pub(crate) use constructors::*;
#[allow(unused_imports)]
pub use decode::*;
#[allow(unused_imports)]
pub(crate) use env::*;
#[allow(unused_imports)]
pub(crate) use surfaces::*;
pub(crate) use walk::SENTINEL_NOTE;
#[allow(unused_imports)]
pub(crate) use walk::*;

/// Everything extractable in a Python source text.
pub fn list(file: &Path, text: &str) -> Listing {
    list_for(file, text, None)
}

/// [`list`], keeping only the items named `want` when given (the rest are walked past,
/// unfolded: a selector needs one item, not a record of every definition).
pub(crate) fn list_for(file: &Path, text: &str, want: Option<&str>) -> Listing {
    // Statements nested past the bounds are blanked (same lines) and reported.
    let (bounded, too_deep) = super::bounds::python_bounded(file, text);
    let text: &str = &bounded;
    let parsed = parse_unchecked_source(text, ast::PySourceType::Python);
    let lines = Lines::new(text);
    let mut errors: Vec<ParseIssue> = parsed
        .errors()
        .iter()
        .map(|e| ParseIssue {
            file: file.to_path_buf(),
            line: lines.line(usize::from(e.location.start())),
            message: e.error.to_string(),
        })
        .collect();
    errors.extend(too_deep);
    errors.sort_by_key(|e| e.line);
    // The tokens are not needed past the parse (~12 bytes each, 25 MB for 10 MB of code).
    let module = parsed.into_syntax();
    let mut defs = HashMap::new();
    let mut mutated = HashSet::new();
    collect_defs(&module.body, &mut defs, &mut mutated);
    let mut w = Walker {
        file,
        src: text,
        lines,
        env: ModuleEnv {
            src: text,
            defs,
            mutated,
            classes: collect_classes(&module.body),
            sentinels: collect_sentinels(&module.body),
            imports: collect_imports(&module.body),
            cache: RefCell::new(HashMap::new()),
            busy: RefCell::new(HashSet::new()),
        },
        items: Vec::new(),
        class_scopes: Vec::new(),
        key_depth: 0,
        want,
        inits: HashMap::new(),
        methods: HashMap::new(),
    };
    // Module-level option declarations (`parser.add_argument(...)` in a script body).
    for s in surfaces_in(&module.body) {
        w.push_surface("", s, &[]);
    }
    w.walk(&module.body, "", Scope::Module, &mut Vec::new());
    if want.is_none() && file.file_name().is_some_and(|f| f == "setup.py") {
        let required = setup_py::required_python(&w, &module.body);
        w.items.extend(required);
    }
    Listing {
        items: w.items,
        enums: Vec::new(),
        errors,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SRC: &str = r#"
_MAX_TAIL_MESSAGE_FLOOR = 8
BUF = 8 * 1024
BIG = BUF * 2
DEFAULT_CONFIG = {
    "compression": {
        "protect_last_n": 20,
        "key.with.dots": True,
    },
    "timeout": 60 * 5,
}

class ContextCompressor:
    threshold: float = 0.5

    def __init__(self, protect_last_n=20, *, mode="auto"):
        self.protect_last_n = protect_last_n

    def _find_tail_cut(self):
        min_tail_floor = max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))
        return min_tail_floor
"#;

    fn find<'a>(l: &'a Listing, name: &str) -> Vec<&'a Extracted> {
        l.items.iter().filter(|i| i.name == name).collect()
    }

    #[test]
    fn a_dict_handed_to_a_mapping_type_keeps_its_keys() {
        let src = "from types import MappingProxyType\n\
                   class Flask:\n    default_config = ImmutableDict({\"DEBUG\": None, \"MAX\": 4093})\n\
                   LIMITS = types.MappingProxyType({'a': {'b': 2}})\n\
                   OTHER = transform({'c': 3})\n";
        let l = list(Path::new("m.py"), src);
        assert!(l.errors.is_empty());
        let max = find(&l, "Flask.default_config.MAX")[0];
        assert_eq!(
            (max.line, max.kind, max.value.clone()),
            (3, Kind::DictEntry, Some(Value::Int(4093)))
        );
        assert_eq!(
            find(&l, "Flask.default_config.DEBUG")[0].value,
            Some(Value::None)
        );
        assert_eq!(find(&l, "LIMITS.a.b")[0].value, Some(Value::Int(2)));
        // Another call may change the dict: its keys are not the value's.
        assert!(find(&l, "OTHER.c").is_empty());
    }

    #[test]
    fn constants_dicts_attributes_defaults_locals() {
        let l = list(Path::new("m.py"), SRC);
        assert!(l.errors.is_empty());
        let c = find(&l, "_MAX_TAIL_MESSAGE_FLOOR");
        assert_eq!(c.len(), 1);
        assert_eq!(
            (c[0].line, c[0].kind, c[0].value.clone()),
            (2, Kind::Constant, Some(Value::Int(8)))
        );
        assert_eq!(find(&l, "BIG")[0].value, Some(Value::Int(16384)));
        let p = find(&l, "DEFAULT_CONFIG.compression.protect_last_n")[0];
        assert_eq!(
            (p.line, p.kind, p.expr.as_str()),
            (7, Kind::DictEntry, "20")
        );
        let d = find(&l, "DEFAULT_CONFIG.compression[\"key.with.dots\"]")[0];
        assert_eq!(d.value, Some(Value::Bool(true)));
        assert_eq!(
            find(&l, "DEFAULT_CONFIG.timeout")[0].value,
            Some(Value::Int(300))
        );
        let whole = find(&l, "DEFAULT_CONFIG")[0];
        assert_eq!((whole.line, whole.end_line), (5, 11));
        assert_eq!(
            find(&l, "ContextCompressor.threshold")[0].value,
            Some(Value::Float(0.5))
        );
        let a = find(&l, "ContextCompressor.__init__(protect_last_n)")[0];
        assert_eq!(
            (a.kind, a.line, a.value.clone()),
            (Kind::DefaultArg, 16, Some(Value::Int(20)))
        );
        assert_eq!(
            find(&l, "ContextCompressor.__init__(mode)")[0].value,
            Some(Value::Str("auto".into()))
        );
        let m = find(&l, "ContextCompressor._find_tail_cut::min_tail_floor")[0];
        assert_eq!(m.kind, Kind::LocalAssignment);
        assert_eq!(
            m.expr,
            "max(3, min(self.protect_last_n, _MAX_TAIL_MESSAGE_FLOOR))"
        );
        assert_eq!(m.value, None);
        assert_eq!(
            find(&l, "ContextCompressor.__init__::self.protect_last_n").len(),
            1
        );
    }

    #[test]
    fn syntax_errors_do_not_stop_the_rest() {
        let src = "A = 1\ndef broken(:\n    pass\nB = 2 ** 10\nprint 'py2'\nC = 'x'\n";
        let l = list(Path::new("bad.py"), src);
        assert_eq!(find(&l, "A")[0].value, Some(Value::Int(1)));
        assert_eq!(find(&l, "B")[0].value, Some(Value::Int(1024)));
        assert_eq!(find(&l, "C")[0].value, Some(Value::Str("x".into())));
        let lines: Vec<usize> = l.errors.iter().map(|e| e.line).collect();
        assert!(lines.contains(&2), "{lines:?}");
        assert!(lines.contains(&5), "{lines:?}");
    }

    #[test]
    fn conditional_definitions_are_all_reported() {
        let src = "import sys\nif sys.platform == 'win32':\n    SEP = ';'\nelse:\n    SEP = ':'\n";
        let l = list(Path::new("c.py"), src);
        let s = find(&l, "SEP");
        assert_eq!(s.len(), 2);
        assert_eq!(
            s[0].warnings,
            vec!["conditional: if sys.platform == 'win32'".to_string()]
        );
        assert_eq!(
            s[1].warnings,
            vec!["conditional: else of if sys.platform == 'win32'".to_string()]
        );
    }

    #[test]
    fn class_attributes_fold_with_the_class_names() {
        let src = "K = 10\nclass C:\n    A = 4\n    B = A * K\n    def f(self):\n        x = A\n";
        let l = list(Path::new("c.py"), src);
        assert_eq!(find(&l, "C.B")[0].value, Some(Value::Int(40)));
        // Inside a method, the class-body `A` is not in scope.
        assert_eq!(find(&l, "C.f::x")[0].value, None);
    }

    #[test]
    fn augmented_assignment_is_reported_not_folded() {
        let l = list(Path::new("a.py"), "N = 1\nN += 2\n");
        let n = find(&l, "N");
        assert_eq!(n.len(), 2);
        assert_eq!(
            (n[1].line, n[1].value.clone(), n[1].expr.as_str()),
            (2, None, "N += 2")
        );
        assert_eq!(
            n[1].warnings,
            vec![
                "augmented assignment `N += 2`: value depends on the earlier definition"
                    .to_string()
            ]
        );
        // The module environment does not fold N either: two definitions.
        let l = list(Path::new("b.py"), "N = 1\nN += 2\nM = N * 2\n");
        assert_eq!(find(&l, "M")[0].value, None);
    }

    #[test]
    fn module_constants_follow_the_ast_peer() {
        let src = "A = 1\nB: int = 2\nC: int\nx = y = {\n    'a': {'b': 1, 'c': [1]},\n    1: 2,\n    'd' 'e':\n        3,\n    f'g': 4,\n    **z,\n}\nif True:\n    D = 3\na.b = 4\n(e, f) = 1, 2\nclass K:\n    E = 5\nN = dict(k=1)\n";
        let m = module_constants(src).unwrap();
        let c: Vec<(&str, usize)> = m.constants.iter().map(|(n, l)| (n.as_str(), *l)).collect();
        assert_eq!(c, vec![("A", 1), ("B", 2), ("x", 4), ("y", 4), ("N", 18)]);
        let k: Vec<(&str, usize)> = m.dict_keys.iter().map(|(n, l)| (n.as_str(), *l)).collect();
        assert_eq!(
            k,
            vec![
                ("x.a.b", 5),
                ("x.a.c", 5),
                ("x.de", 8),
                ("y.a.b", 5),
                ("y.a.c", 5),
                ("y.de", 8)
            ]
        );
    }

    #[test]
    fn module_constants_reject_what_cpython_3_11_rejects() {
        match module_constants("A = 1\nprint 'py2'\n") {
            Err(UnreadableModule::Syntax { line, .. }) => assert_eq!(line, 2),
            other => panic!("{other:?}"),
        }
        // PEP 695 (3.12) syntax: the peer's interpreter cannot parse it.
        assert!(matches!(
            module_constants("type X = int\n"),
            Err(UnreadableModule::Syntax { line: 1, .. })
        ));
    }

    #[test]
    fn decode_source_follows_pep_263() {
        assert_eq!(decode_source(b"\xef\xbb\xbfA = 1\n").unwrap(), "A = 1\n");
        assert_eq!(
            decode_source(b"\xef\xbb\xbf# coding: utf-8\nA = 1\n").unwrap(),
            "# coding: utf-8\nA = 1\n"
        );
        // CPython: "encoding problem: utf8 with BOM".
        assert!(decode_source(b"\xef\xbb\xbf#coding: utf8\nA = 1\n").is_err());
        assert_eq!(
            decode_source(b"#!/usr/bin/env python\n# -*- coding: latin-1 -*-\nA = '\xe9'\n")
                .unwrap(),
            "#!/usr/bin/env python\n# -*- coding: latin-1 -*-\nA = '\u{e9}'\n"
        );
        assert!(decode_source(b"A = '\xe9'\n").is_err());
        assert_eq!(
            decode_source(b"# coding: uft-8\n"),
            Err(UnreadableModule::Encoding {
                encoding: "uft-8 (unknown encoding)".into()
            })
        );
        // A declaration after code is just a comment.
        assert!(decode_source(b"A = 1\n# coding: latin-1\nB = '\xe9'\n").is_err());
    }
}
