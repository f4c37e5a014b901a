"""The layers hold: no import cycle in ``game/`` (counting the modules
loaded by name, as the cli loads its commands), and no import hidden
inside a function (where it could hide one). ``game/engine`` imports
neither pygame nor the layers above it."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"


def modules() -> dict[str, Path]:
    out = {}
    for path in GAME.rglob("*.py"):
        parts = list(path.relative_to(GAME.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imports(name: str, path: Path, known) -> tuple[set, list]:
    """(modules of ``game`` that ``name`` imports, lines of imports inside functions)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found, nested = set(), []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            nested += [n.lineno for n in ast.walk(node) if isinstance(n, (ast.Import,
                                                                          ast.ImportFrom))]
        targets = []
        if isinstance(node, ast.Constant) and node.value in known:
            targets = [node.value]  # a module loaded by name (the cli's command table)
        elif isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            subs = [f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in known]
            targets = subs if len(subs) == len(node.names) else [base] + subs
        for t in targets:
            while t and t not in known:
                t = t.rpartition(".")[0]
            if t and t != name:
                found.add(t)
    return found, nested


def cycles(graph: dict[str, set]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_no_import_cycles_and_none_hidden_in_functions():
    known = modules()
    graph, hidden = {}, []
    for name, path in known.items():
        graph[name], nested = imports(name, path, known)
        hidden += [f"{path.relative_to(GAME.parent)}:{n}" for n in nested]
    assert len(graph) > 60  # the whole package was read
    assert cycles(graph) == []
    assert hidden == []


def test_the_engine_stands_on_its_own():
    known = modules()
    for name, path in known.items():
        if name.startswith("game.engine"):
            found, _ = imports(name, path, known)
            above = {m for m in found if not m.startswith("game.engine")
                     and m != "game.strings"}
            assert above == set(), name
            text = path.read_text(encoding="utf-8")
            assert "import pygame" not in text and "from pygame" not in text, name


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
