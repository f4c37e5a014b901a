"""The docs say what is true: every command flag they name exists, every file
they name is there, every module of ``game/`` is named in
docs/ARCHITECTURE.md, the README's layout and test command match the tree
and ``.ci/run``, and the numbers of docs/RULES.md and docs/BOT_PROTOCOL.md
are the engine's."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from game.engine.rules import PRESETS, WIN, Rules, RulesError
from game.engine.scoring import score_hand

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")),
        *sorted((ROOT / "examples").glob("*.py"))]
COMMANDS = ("play", "match", "bot", "check")


def text(path: Path) -> str:
    return path.read_text(encoding="utf-8")


@cache
def help_of(command: str) -> str:
    """``main.py COMMAND --help``; for ``play`` (the default command) the
    top-level help too, which names the flags that stand alone (--version)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run([sys.executable, "main.py", command, "--help"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    if command == "play":
        top = subprocess.run([sys.executable, "main.py", "--help"], cwd=ROOT, env=env,
                             capture_output=True, text=True, timeout=60)
        return out.stdout + top.stdout
    return out.stdout


def main_py_commands():
    """(doc, the words after ``main.py`` up to the end of the command) for every
    ``python main.py ...`` the docs show."""
    for doc in DOCS:
        for line in text(doc).splitlines():
            for m in re.finditer(r"python3? main\.py((?: +[^ `#;&|)]+)*)", line):
                yield doc.name, m.group(1).split()


def test_every_flag_of_main_py_in_the_docs_exists():
    seen = 0
    for doc, words in main_py_commands():
        command = words[0] if words and words[0] in COMMANDS else "play"
        for flag in (w.split("=")[0] for w in words if w.startswith("--")):
            seen += 1
            assert re.search(rf"{re.escape(flag)}\b", help_of(command)), \
                f"{doc}: 'main.py {' '.join(words)}': {command} has no {flag}"
    assert seen > 20  # the pattern still finds the docs' commands


def test_every_flag_the_player_docs_name_exists():
    """A flag named on its own (README: "`python main.py play` also takes
    `--seed S`, ..."; the build's `--onefile`) is one of the commands'."""
    build = subprocess.run([sys.executable, "build/build.py", "--help"], cwd=ROOT,
                           capture_output=True, text=True, timeout=60).stdout
    helps = "\n".join([build, *map(help_of, COMMANDS)])
    names = ("README.md", "RULES.md", "BOT_PROTOCOL.md", "TRANSLATING.md")
    for doc in (d for d in DOCS if d.name in names):
        for flag in re.findall(r"`(--[a-z][\w-]*)", text(doc)):
            assert re.search(rf"{re.escape(flag)}\b", helps), f"{doc.name}: no command has {flag}"


def test_every_script_the_docs_run_exists():
    for doc in DOCS:
        for m in re.finditer(r"(?:python3?|bash) ((?:tests|build|examples)/[\w/.-]+)", text(doc)):
            assert (ROOT / m.group(1)).is_file(), f"{doc.name}: no {m.group(1)}"


# written in the docs as an example to make, or made by a build
NOT_IN_A_CLONE = ("dist/", "build/work", "assets/locale/fr/", "out.jsonl")


def named_paths(doc: Path):
    for m in re.finditer(r"`([\w./-]+/(?:[\w.-]*\.\w+)?)`", text(doc)):  # a file, or a folder/
        path = m.group(1)
        if "LANG" in path or path.startswith(NOT_IN_A_CLONE) or path.startswith(".."):
            continue
        yield path


def test_every_file_the_docs_name_is_there():
    # a module may be named from game/ or game/ui/ ("cli/play.py", "screens/game.py")
    bases = (ROOT, ROOT / "game", ROOT / "game/ui")
    for doc in DOCS:
        for path in named_paths(doc):
            assert any((base / path).exists() for base in bases), \
                f"{doc.name} names {path}, which is not in the repository"


def test_every_module_of_game_is_named_in_the_architecture():
    arch = text(ROOT / "docs/ARCHITECTURE.md")
    missing = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "game").rglob("*.py"))
               if p.name != "__init__.py" and f"{p.name}`" not in arch
               and f"{p.stem}`" not in arch]
    assert not missing, f"docs/ARCHITECTURE.md does not name {missing}"


def readme_block(heading: str) -> str:
    readme = text(ROOT / "README.md")
    section = readme.split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    return section.split("```", 2)[1].split("\n", 1)[1]


def test_readme_layout_matches_the_tree():
    listed = [line.split()[0] for line in readme_block("Layout").splitlines() if line.strip()]
    for entry in listed:
        assert (ROOT / entry).exists(), f"README's layout lists {entry}, which is not there"
    packages = {f"game/{p.parent.name}/" for p in (ROOT / "game").glob("*/__init__.py")}
    assert packages <= set(listed), f"README's layout leaves out {sorted(packages - set(listed))}"


def test_readme_test_command_is_the_one_ci_runs():
    command = readme_block("Run the tests").strip()
    assert command.endswith("python -m pytest")
    assert command in text(ROOT / ".ci/run").splitlines(), f".ci/run does not run {command!r}"


def rules_table(heading: str) -> list[list[str]]:
    section = text(ROOT / "docs/RULES.md").split(f"## {heading}\n", 1)[1].split("\n## ", 1)[0]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row.strip("|").split("|")] for row in rows[1:]]


def test_rules_md_presets_are_the_engines():
    rows = {re.match(r"`(\w+)`", row[0]).group(1): row for row in rules_table("Presets")}
    assert set(rows) == set(PRESETS)
    yes = {"yes": True, "no": False}
    for name, (_, _, bid, total, values, devalue) in rows.items():
        r = PRESETS[name]
        m = re.fullmatch(r"(\d+) \((yes|no)\)", bid)
        assert (int(m[1]), yes[m[2]]) == (r.min_bid, r.min_bid_rises), name
        m = re.fullmatch(r"(\d+) \((tricks|values), (yes|no)\)", total)
        assert (int(m[1]), m[2], yes[m[3]]) == \
            (r.min_total, r.min_total_counts, r.min_total_rises), name
        assert [v if v == WIN else int(v) for v in values.split()] == list(r.bid_values), name
        assert yes[devalue] == r.devalue_5_6_at_30, name
        assert (r.target, r.win_bid_penalty, r.partner_condition, r.both_reach, r.five_to_run,
                r.redeal_no_pictures, r.deal_pattern) == \
            (41, 40, "positive", "higher_total", False, False, (1, 2, 2, 2, 2, 2, 2)), name


def test_rules_md_ranges_are_the_engines():
    for field, values, _ in rules_table("House rules (the `rules` object)"):
        m = re.fullmatch(r"(\d+)–(\d+)", values)
        if not m:
            continue
        name, low, high = field.strip("`"), int(m[1]), int(m[2])
        Rules().replace(**{name: low}), Rules().replace(**{name: high})
        for wrong in (low - 1, high + 1):
            with pytest.raises(RulesError):
                Rules().replace(**{name: wrong})


def test_rules_md_worked_numbers_are_the_engines():
    lebanese, syrian = PRESETS["lebanese"], PRESETS["syrian41"]
    rules = text(ROOT / "docs/RULES.md")
    assert "So Syrian 41 plays bids of 7, 1, 1 and 1 (worth 14 + 1 + 1 + 1 = 17)" in rules
    assert syrian.bids_total([7, 1, 1, 1], [0] * 4) == 17
    assert syrian.throw_in_reason([7, 1, 1, 1], [0] * 4) is None
    bids = [int(b) for b in re.search(r"Lebanese 400 throws in (\d+), (\d+), (\d+) and (\d+)",
                                      rules).groups()]
    assert min(bids) >= lebanese.min_bid
    assert str(lebanese.throw_in_reason(bids, [0] * 4)) == "low_total"
    # the record's example hand scores as the engine scores it
    hand = {k: json.loads(v) for k, v in
            re.findall(r'"(bids|taken|points|scores)": (\[[-\d, ]+\])', rules)}
    points = list(score_hand(lebanese, hand["bids"], hand["taken"], [0] * 4).points)
    assert hand["points"] == points == hand["scores"]


def test_bot_protocol_example_view_is_consistent():
    doc = text(ROOT / "docs/BOT_PROTOCOL.md")
    view = doc.split('{"type": "play",', 1)[1]
    get = {k: json.loads(v) for k, v in
           re.findall(r'"(seat|scores|min_bid|min_total|dealer)": (\[[-\d, ]+\]|-?\d+)', view)}
    rules = PRESETS["lebanese"]
    assert get["min_bid"] == rules.min_bid_for(get["scores"][get["seat"]])
    assert get["min_total"] == rules.min_total_for(get["scores"])
    leader = re.search(r'"tricks": \[\{"leader": (\d)', view)
    assert int(leader[1]) == (get["dealer"] + 1) % 4  # the dealer's right leads


def test_nothing_refers_outside_the_repository():
    outside = re.compile(r"(?<![\w.])/(?:work|tmp)/|\.\./shared")
    skip = {".git", ".venv", "dist", "work", "runs", "__pycache__"}
    for path in ROOT.rglob("*"):
        if (path.suffix not in {".py", ".md", ".sh", ".txt", ".toml", ".yml", ".spec", ".cfg"}
                or skip & set(path.relative_to(ROOT).parts) or path.name == "THIRD_PARTY.txt"
                or path == Path(__file__).resolve()):
            continue
        for n, line in enumerate(text(path).splitlines(), 1):
            assert not outside.search(line), f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
