#!/usr/bin/env python3
"""Per-file variant of ../shared/peers/peer_consts.py (identical definition), used by the
benchmark only to explain count differences file by file. Not timed.
Prints: path<TAB>constants<TAB>dict_keys<TAB>line_sum<TAB>parse_error(0/1), one line per file."""
import ast, os, sys


def walk_dict(node, path, out):
    for k, v in zip(node.keys, node.values):
        if isinstance(k, ast.Constant) and isinstance(k.value, str):
            p = path + [k.value]
            if isinstance(v, ast.Dict):
                walk_dict(v, p, out)
            else:
                out.append(v.lineno)


for d, _, fs in os.walk(sys.argv[1]):
    for f in fs:
        if not f.endswith('.py'):
            continue
        fn = os.path.join(d, f)
        src = open(fn, 'rb').read()
        try:
            tree = ast.parse(src)
        except Exception:
            print(f"{fn}\t0\t0\t0\t1")
            continue
        consts = []
        keys = []
        for st in tree.body:
            if isinstance(st, (ast.Assign, ast.AnnAssign)):
                tg = st.targets if isinstance(st, ast.Assign) else [st.target]
                for t in tg:
                    if isinstance(t, ast.Name) and st.value is not None:
                        consts.append(st.lineno)
                        if isinstance(st.value, ast.Dict):
                            walk_dict(st.value, [t.id], keys)
        print(f"{fn}\t{len(consts)}\t{len(keys)}\t{sum(consts) + sum(keys)}\t0")
