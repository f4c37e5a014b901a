"""Sounds are built in code, are audible, and never crash the game without an audio device."""

import io
import os
import random
import wave
from array import array

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import sound as sound_mod  # noqa: E402
from game.ui.assets import AssetError, asset_path  # noqa: E402
from game.ui.sound import (  # noqa: E402
    RATE,
    SOUND_NAMES,
    Sounds,
    build_wav,
    synthesize,
    wav_bytes,
)


def test_the_table_has_every_sound_it_needs():
    assert set(SOUND_NAMES) == {"shuffle", "flick", "sweep", "win", "lose", "turn", "illegal",
                                "made", "failed"}


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_each_sound_is_audible_short_and_not_clipped(name):
    samples = synthesize(name, random.Random(7))
    assert 0.03 < len(samples) / RATE < 1.5
    peak = max(abs(v) for v in samples)
    assert 6000 < peak < 32767  # heard, but never distorted


def test_sounds_are_the_same_from_the_same_seed_and_the_jingles_differ():
    a = synthesize("shuffle", random.Random(3))
    assert a == synthesize("shuffle", random.Random(3))
    assert build_wav("sweep") == build_wav("sweep")
    assert synthesize("win", random.Random(3)) != synthesize("lose", random.Random(3))


def test_wav_bytes_is_a_valid_wav_file():
    samples = synthesize("flick", random.Random(1))
    with wave.open(io.BytesIO(wav_bytes(samples))) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        assert wav.getnframes() == len(samples)


class Recorder:
    """Stands in for a pygame Sound: records each play and its channel volume."""

    def __init__(self, name, log):
        self.name, self.log = name, log

    def play(self):
        self.log.append(self.name)
        return self

    def set_volume(self, v):
        self.log.append((self.name, v))


def recorded(sounds) -> list:
    log = []
    for name in list(sounds._sounds):
        sounds._sounds[name] = Recorder(name, log)
    return log


def test_each_sound_plays_at_its_gain_and_none_when_sound_is_off():
    sounds = Sounds(enabled=True, volume=0.5)
    assert sounds.available  # the dummy driver has a mixer: the sounds were loaded
    assert set(sounds._sounds) == set(SOUND_NAMES)
    log = recorded(sounds)
    for name in SOUND_NAMES:
        sounds.play(name)
    sounds.play("flick", gain=0.3)
    assert log == list(SOUND_NAMES) + ["flick", ("flick", 0.3)]
    sounds.volume = 2.0
    assert sounds.volume == 1.0  # the volume is clamped
    sounds.enabled = False
    played = len(log)
    sounds.play("win")
    assert len(log) == played  # sound off: nothing more played
    sounds.stop()


def test_unknown_sound_name_is_one_clear_error():
    with pytest.raises(ValueError, match="unknown sound 'boom'"):
        Sounds(enabled=False).play("boom")


def test_mixer_failure_leaves_the_game_silent_not_broken(monkeypatch):
    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    sounds = Sounds(enabled=True, volume=0.7)
    assert sounds.available is False and not sounds._sounds  # nothing loaded
    for name in SOUND_NAMES:
        sounds.play(name)  # silently nothing, no error
    sounds.stop()
    sounds.volume = 0.3  # the options still work
    assert sounds.volume == 0.3


def test_a_sound_that_fails_to_play_is_skipped(monkeypatch):
    sounds = Sounds(enabled=True)

    class Broken:
        def play(self):
            raise pygame.error("channel lost")

        def set_volume(self, v):
            pass

    log = recorded(sounds)
    monkeypatch.setitem(sounds._sounds, "flick", Broken())
    sounds.play("flick")  # raises inside: skipped
    sounds.play("sweep")
    assert log == ["sweep"]  # the others still play afterwards


def samples_of(wav_data: bytes) -> array:
    with wave.open(io.BytesIO(wav_data)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        return array("h", wav.readframes(wav.getnframes()))


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_shipped_wavs_are_what_the_code_makes(name):
    with open(asset_path("sounds", f"{name}.wav"), "rb") as f:
        shipped = samples_of(f.read())
    made = samples_of(build_wav(name))
    assert len(shipped) == len(made)
    # equal up to the last bit of floating point on another machine's maths library
    assert max(abs(a - b) for a, b in zip(shipped, made)) <= 2


def test_without_shipped_wavs_the_sounds_are_synthesised(monkeypatch):
    built = []

    def missing(*parts):
        raise AssetError(f"missing asset {'/'.join(parts)}")

    def spy(name, seed=sound_mod.SEED):
        built.append(name)
        return wav_bytes(synthesize(name, sound_mod.sound_rng(name, seed)))

    monkeypatch.setattr(sound_mod, "asset_path", missing)
    monkeypatch.setattr(sound_mod, "build_wav", spy)
    sounds = Sounds(enabled=True)
    assert sounds.available  # the dummy driver has a mixer
    assert built == list(SOUND_NAMES)  # every sound was made in code instead
    assert set(sounds._sounds) == set(SOUND_NAMES)
    log = recorded(sounds)
    sounds.play("win")
    assert log == ["win"]
