"""Every flag of every command with bad values: exit status 2, one line on
stderr, no traceback (issue 22: defects 4, 7, 9).

The table is checked against the parsers: a flag added later without bad
values here fails ``test_the_table_covers_every_flag``.
"""

from __future__ import annotations

import codecs
import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.cli import bot, main, match, play  # noqa: E402
from game.engine import Rules  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
HUGE = "9" * 5000  # more digits than int() converts
QUICK = {"match": ["--games", "1", "--max-hands", "1"], "play": [], "bot": ["random"]}

INTS = ["lots", "", "1.5", "0x10", HUGE, "-" + HUGE]
# (flag, bad values) for each command; "{tmp}" is a folder, files made by rules_files()
TABLE = {
    "match": {
        "--games": INTS + ["0", "-1", "1000001"],
        "--seed": INTS + [str(2**63), str(-(2**63) - 1)],
        "--rules": ["nosuchpreset", "{tmp}/missing.json", "{tmp}/dir.json",
                    "{tmp}/utf16-nobom.json", "{tmp}/latin1.json", "{tmp}/huge.json",
                    "{tmp}/deep.json", "{tmp}/deepobj.json",
                    "{tmp}/types.json", "{tmp}/preset-list.json", "{tmp}/big.json",
                    "{tmp}/long-value.json", "{tmp}/empty.json", "{tmp}/utf32.json"],
        "--team-a": ["nosuchbot", "exec:", "exec:'unterminated", "exec:/no/such/program"],
        "--team-b": ["nosuchbot", "exec:", "exec:'unterminated", "exec:/no/such/program"],
        "--record": ["/dev/full", "{tmp}", "{tmp}/no/such/folder/out.jsonl"],
        "--max-hands": INTS + ["0", "10001"],
        "--hands": INTS + ["0", "1000001"],
        "--think-ms": INTS + ["0", "-1", "60001", "99999999999"],
        "--bot-timeout": ["lots", "", "inf", "-inf", "nan", "1e308", "0", "-1", "3601", HUGE],
        "--bot-log": ["{tmp}", "{tmp}/no/such/folder/log.txt"],
    },
    "bot": {
        "level": ["nosuchbot", "exec:x", ""],
        "--think-ms": INTS + ["0", "-1", "60001", "99999999999"],
        "--seed": INTS + [str(2**63)],
    },
    "play": {
        "--seed": INTS + [str(2**63)],
        "--rules": ["nosuchpreset", "{tmp}/missing.json", "{tmp}/utf16-nobom.json",
                    "{tmp}/latin1.json", "{tmp}/huge.json", "{tmp}/deep.json"],
        "--hands": INTS + ["0", "-1", "1000001"],
        "--speed": ["warp", ""],
        "--lang": ["fr", "arabic", ""],
        "--screenshots": ["/dev/null/shots"],
        "--frame-stats": ["{tmp}", "{tmp}/no/such/folder/f.json"],
        "--window": ["abc", "10x10", "99999x99999", "1280x", HUGE],
        "--bots": ["godlike", ""],
        "--config-dir": ["{tmp}/a-file"],
        "--replay": ["", "{tmp}/missing.jsonl", "{tmp}/dir.json", "{tmp}/empty.json",
                     "{tmp}/latin1.json", "{tmp}/types.json"],
    },
}
# flags that take no value
SWITCHES = {"--autoplay", "--fullscreen", "--json", "--duplicate", "--startup-probe", "--help"}


def rules_files(tmp: Path) -> None:
    good = json.dumps(Rules().to_dict())
    (tmp / "dir.json").mkdir()
    (tmp / "utf16-nobom.json").write_bytes(good.encode("utf-16-le"))
    (tmp / "latin1.json").write_bytes(json.dumps({"preset": "lebanese", "é": 1},
                                                 ensure_ascii=False).encode("latin-1"))
    (tmp / "huge.json").write_text('{"preset": "lebanese", "target": 1' + "0" * 5000 + "}")
    (tmp / "deep.json").write_text("[" * 60_000)  # under the size cap
    (tmp / "deepobj.json").write_text('{"a":' * 10_000 + "1" + "}" * 10_000)
    (tmp / "types.json").write_text(json.dumps({"preset": "lebanese", "target": [[[]]],
                                                "deal_pattern": {"a": 1}}))
    (tmp / "preset-list.json").write_text(json.dumps({"preset": ["lebanese"]}))
    (tmp / "big.json").write_text(" " * (1 << 20) + good)
    (tmp / "long-value.json").write_text('{"preset": "lebanese", "target": 1' + "0" * 4000 + "}")
    (tmp / "empty.json").write_text("")
    (tmp / "utf32.json").write_bytes(codecs.BOM_UTF32_LE + good.encode("utf-32-le"))
    (tmp / "a-file").write_text("not a folder")


def cases():
    for command, flags in TABLE.items():
        for flag, values in flags.items():
            for value in values:
                yield pytest.param(command, flag, value,
                                   id=f"{command} {flag} {value[:24]!r}")


def argv_for(command: str, flag: str, value: str, tmp: Path) -> list[str]:
    value = value.replace("{tmp}", str(tmp))
    if flag == "level":
        return [command, value]
    return [command, *QUICK[command], f"{flag}={value}"]


@pytest.mark.parametrize("command,flag,value", list(cases()))
def test_a_bad_value_gets_one_line_and_status_2(tmp_path, capsys, monkeypatch, command, flag,
                                                value):
    rules_files(tmp_path)
    monkeypatch.setattr(sys, "stdin", open(os.devnull))  # bot: no requests
    code = main(argv_for(command, flag, value, tmp_path))  # a traceback would raise here
    out, err = capsys.readouterr()
    lines = err.strip().splitlines()
    assert code == 2, (out, err)
    assert len(lines) == 1, err
    assert len(lines[0]) < 400 and "Traceback" not in err
    shown = flag if flag != "level" else "bot"
    assert shown in lines[0] or flag == "--team-b" and "--team-b" in lines[0]


def test_the_table_covers_every_flag():
    for command, module in (("match", match), ("bot", bot), ("play", play)):
        flags = set()
        for action in module.parser()._actions:
            names = action.option_strings or [action.dest]
            flags.update(n for n in names if n.startswith("--") or not n.startswith("-"))
        assert flags - SWITCHES <= set(TABLE[command]), \
            f"{command}: no bad values for {sorted(flags - SWITCHES - set(TABLE[command]))}"


@pytest.mark.parametrize("argv", [
    ["match", "--bot-timeout", "inf"],
    ["match", "--games", "1", "--max-hands", "1", "--record", "/dev/full"],
    ["bot", "hard", "--think-ms", "0"],
])
def test_through_main_py_there_is_no_traceback(argv):
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), *argv], capture_output=True,
                       text=True, timeout=120, stdin=subprocess.DEVNULL, cwd=ROOT)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "Traceback" not in r.stderr


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le-bom",
                                      "utf-16-be-bom"])
def test_a_rules_file_saved_by_notepad_is_read(tmp_path, capsys, encoding):
    """UTF-8 with or without a BOM, and UTF-16 with a BOM (Notepad's "Unicode")."""
    text = json.dumps({"preset": "syrian41", "target": 44})
    if encoding.endswith("-bom"):
        bom = codecs.BOM_UTF16_LE if "-le" in encoding else codecs.BOM_UTF16_BE
        raw = bom + text.encode(encoding[:9])
    else:
        raw = text.encode(encoding)
    path = tmp_path / "house.json"
    path.write_bytes(raw)
    code = main(["match", "--games", "1", "--max-hands", "1", "--seed", "2", "--rules", str(path),
                 "--record", str(tmp_path / "out.jsonl"), "--json"])
    assert code == 0, capsys.readouterr().err
    record = json.loads((tmp_path / "out.jsonl").read_text())
    assert record["rules"]["target"] == 44 and record["rules"]["min_bid"] == 1


def hidden(package: str, argv: list) -> str:
    """A ``python -c`` program that runs main.py with ``package`` hidden by a
    meta-path finder, as if it were not installed."""
    return (f"import sys, runpy\n"
            f"class Hide:\n"
            f"    def find_spec(self, name, path=None, target=None):\n"
            f"        if name.split('.')[0] == {package!r}:\n"
            f"            raise ModuleNotFoundError(f'No module named {{name!r}}', name=name)\n"
            f"sys.meta_path.insert(0, Hide())\n"
            f"sys.argv = ['main.py'] + {argv!r}\n"
            f"runpy.run_path('main.py', run_name='__main__')\n")


@pytest.mark.parametrize("argv, package", [([], "pygame"), ([], "platformdirs")])
def test_a_missing_package_is_named_in_one_line(argv, package):
    """Run from source without the requirements installed: one line naming what
    to install, status 2, no traceback."""
    r = subprocess.run([sys.executable, "-c", hidden(package, argv)], capture_output=True,
                       text=True, timeout=120, stdin=subprocess.DEVNULL, cwd=ROOT)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "Traceback" not in r.stderr and "pip install -r requirements.txt" in r.stderr


def test_the_headless_commands_need_neither_pygame_nor_platformdirs(tmp_path):
    """``match`` and ``check`` stand on the engine and the bots alone, so they
    run on a bare Python (as the rules checks do)."""
    out = tmp_path / "games.jsonl"
    for package in ("platformdirs", "pygame"):
        for argv in (["match", "--games", "3", "--seed", "4", "--rules", "lebanese",
                      "--record", str(out)], ["check", str(out)]):
            r = subprocess.run([sys.executable, "-c", hidden(package, argv)],
                               capture_output=True, text=True, timeout=120,
                               stdin=subprocess.DEVNULL, cwd=ROOT)
            assert r.returncode == 0, (package, argv, r.stderr)


@pytest.mark.parametrize("how", ["--config-dir", "FOURHUNDRED_HOME"])
@pytest.mark.parametrize("below", ["", "sub/dir"])
def test_a_home_folder_that_is_a_file_is_refused_in_one_line(tmp_path, how, below):
    """Every save would fail there: the player is told before the game opens."""
    afile = tmp_path / "notes.txt"
    afile.write_text("not a folder")
    home = str(afile / below) if below else str(afile)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    argv = [sys.executable, "main.py"]
    if how == "--config-dir":
        argv += ["--config-dir", home]
    else:
        env["FOURHUNDRED_HOME"] = home
    r = subprocess.run(argv, capture_output=True, text=True, timeout=120, env=env, cwd=ROOT,
                       stdin=subprocess.DEVNULL)
    assert r.returncode == 2
    assert r.stderr.startswith(f"400 play: {how}") and r.stderr.count("\n") == 1
    assert home in r.stderr
    assert str(afile) in r.stderr and "not a folder" in r.stderr
    assert afile.read_text() == "not a folder"
