"""The layer rule, drawn as a test: imports point down, and no module imports itself round.

``engine`` (standard library only) imports nothing of ours; ``render`` only ``engine``; ``data``
only ``engine``; ``table`` only ``engine`` and ``data`` (and neither Discord nor Pillow); ``i18n``
(the message catalogue's lookup) nothing of ours; ``cogs`` anything but the process module
``bot``. Imports made only for type checking are left out of
the cycle check (they never run), but not out of the layer check.
"""

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OURS = {"engine", "render", "data", "table", "cogs", "i18n", "bot", "demo", "tests", "benchmarks"}
ALLOWED = {
    "engine": {"engine"},
    "i18n": {"i18n"},
    "render": {"engine", "render"},
    "data": {"engine", "data"},
    "table": {"engine", "data", "table"},
    "cogs": OURS - {"bot", "demo", "tests", "benchmarks"},
}
FORBIDDEN_THIRD_PARTY = {
    "table": {"discord", "PIL"},
    "data": {"discord", "PIL"},
    "i18n": {"discord", "PIL"},
}


def modules() -> dict[str, Path]:
    found = {"bot": ROOT / "bot.py"}
    for package in ALLOWED:
        for path in (ROOT / package).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def imports(path: Path, module: str) -> list[tuple[str, bool]]:
    """(imported module, ever runs) for every import in the file (in functions too)."""
    tree = ast.parse(path.read_text())
    typing_only: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            typing_only.update(id(n) for n in ast.walk(node))
    found = []
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(tree):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1]
                                + ([base] if base else []))
            names = [base] + [f"{base}.{a.name}" for a in node.names]
        for name in names:
            found.append((name, id(node) not in typing_only))
    return found


def test_each_layer_imports_only_the_layers_below_it():
    wrong = []
    for module, path in modules().items():
        layer = module.split(".")[0]
        if layer == "bot":
            continue
        for name, _ in imports(path, module):
            top = name.split(".")[0]
            if top in OURS and top not in ALLOWED[layer]:
                wrong.append(f"{module} imports {name}")
            if top in FORBIDDEN_THIRD_PARTY.get(layer, ()):
                wrong.append(f"{module} imports {name}")
            if layer == "engine" and top not in OURS and top not in sys.stdlib_module_names:
                wrong.append(f"{module} imports {name} (not the standard library)")
    assert wrong == []


def test_no_module_imports_itself_round():
    known = modules()
    graph: dict[str, set[str]] = {}
    for module, path in known.items():
        graph[module] = {name for name, runs in imports(path, module)
                         if runs and name in known and name != module}
    # a package's __init__ importing its own submodules is how packages work, not a cycle
    for module in graph:
        graph[module] = {m for m in graph[module] if not module.startswith(m + ".")
                         or known[m].name != "__init__.py"}
    cycles = []
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in graph[node]:
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                cycles.append(sorted(component))

    for node in graph:
        if node not in index:
            visit(node)
    assert cycles == []
