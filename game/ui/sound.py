"""The table's sounds, synthesised in code (no numpy).

``Sounds(enabled=True, volume=0.7).play("flick")``. The names are in
``SOUND_NAMES``: the shuffle, a card flick, the trick sweep, a win and a
lose jingle, a chime for your turn, a dull knock for a card the rules
refuse, and a short rising (made) or falling (failed) pair for your bid.
Without an audio device (``SDL_AUDIODRIVER=dummy``, no sound
card, mixer init failing) every call is silently a no-op: sound never
crashes the game.

The same sounds are shipped ready-made in ``assets/sounds/*.wav`` (written by
``python -m game.ui.sound assets/sounds``; a test checks they match this
code), so opening the table costs a few milliseconds instead of ~0.1 s of
synthesis; without the files the sounds are synthesised on the spot.
"""

from __future__ import annotations

import io
import math
import operator
import os
import random
import sys
import wave
from array import array

import pygame

from game.ui.assets import AssetError, asset_path

SOUND_NAMES = ("shuffle", "flick", "sweep", "win", "lose", "turn", "illegal", "made",
               "failed")
RATE = 22050
SEED = 400


def _noise_burst(out: list, start: int, length: int, level: float, rng: random.Random,
                 smooth: float) -> None:
    """Add a burst of filtered noise with a sharp attack and quick decay."""
    low = 0.0
    for i in range(length):
        if start + i >= len(out):
            return
        low += smooth * (2.0 * rng.random() - 1.0 - low)
        out[start + i] += level * low * (1.0 - i / length) ** 2


def _tone(out: list, start: int, length: int, freq: float, level: float) -> None:
    """Add a soft bell-like note (fundamental plus a little octave) with decay.

    The sine is a rotating phasor and the decay a running product, so a note
    costs a few multiplications per sample (all sounds build in well under 0.1 s).
    """
    step = 2 * math.pi * freq / RATE
    cos1, sin1 = math.cos(step), math.sin(step)
    x, y = 1.0, 0.0  # (cos, sin) of the phase
    attack = max(1, RATE // 200)
    decay = math.exp(-3.2 / length)
    env = level / attack
    note = []
    append = note.append
    end = min(length, len(out) - start)
    for i in range(end):
        if i == attack:
            env = level * decay**attack
        # sin(2t) = 2 sin t cos t: the octave for free
        append((env * i if i < attack else env) * y * (1.0 + 0.6 * x))
        x, y = x * cos1 - y * sin1, x * sin1 + y * cos1
        if i >= attack:
            env *= decay
    out[start:start + end] = map(operator.add, out[start:start + end], note)


def synthesize(name: str, rng: random.Random) -> array:
    """The samples of one sound, mono 16-bit at ``RATE`` Hz."""
    if name == "shuffle":  # a riffle: many quick card clicks, thinning out
        out = [0.0] * int(RATE * 0.62)
        t = 0
        while t < len(out) - RATE // 50:
            _noise_burst(out, t, RATE // 90, 0.5 + 0.3 * rng.random(), rng, 0.55)
            t += int(RATE * (0.009 + 0.006 * rng.random() + 0.02 * t / len(out)))
    elif name == "flick":  # one card snapped onto the cloth
        out = [0.0] * int(RATE * 0.07)
        _noise_burst(out, 0, len(out), 0.9, rng, 0.35)
        _tone(out, 0, len(out), 180.0, 0.25)
    elif name == "sweep":  # the trick slid across the felt
        n = int(RATE * 0.28)
        out = [0.0] * n
        low = 0.0
        for i in range(n):
            low += 0.12 * (2.0 * rng.random() - 1.0 - low)
            out[i] = 1.6 * low * math.sin(math.pi * i / n) ** 2
    elif name == "win":  # a rising major arpeggio
        notes = (523.25, 659.25, 783.99, 1046.5)
        out = [0.0] * int(RATE * 0.95)
        for k, f in enumerate(notes):
            _tone(out, int(RATE * 0.11 * k), int(RATE * (0.35 + 0.25 * (k == 3))), f, 0.32)
    elif name == "lose":  # a falling minor line
        notes = (392.0, 311.13, 261.63)
        out = [0.0] * int(RATE * 0.95)
        for k, f in enumerate(notes):
            _tone(out, int(RATE * 0.2 * k), int(RATE * 0.5), f, 0.34)
    elif name == "turn":  # a soft two-note chime: your turn
        out = [0.0] * int(RATE * 0.42)
        _tone(out, 0, int(RATE * 0.3), 880.0, 0.25)
        _tone(out, int(RATE * 0.09), int(RATE * 0.33), 1174.66, 0.22)
    elif name == "illegal":  # a dull knock on the table: not that card
        out = [0.0] * int(RATE * 0.16)
        _noise_burst(out, 0, len(out), 0.5, rng, 0.08)
        _tone(out, 0, len(out), 110.0, 0.45)
    elif name == "made":  # a bid made: a short rising third
        out = [0.0] * int(RATE * 0.45)
        _tone(out, 0, int(RATE * 0.25), 659.25, 0.3)
        _tone(out, int(RATE * 0.1), int(RATE * 0.35), 783.99, 0.3)
    elif name == "failed":  # a bid failed: a short falling step
        out = [0.0] * int(RATE * 0.5)
        _tone(out, 0, int(RATE * 0.28), 329.63, 0.32)
        _tone(out, int(RATE * 0.14), int(RATE * 0.36), 277.18, 0.32)
    else:
        raise ValueError(f"unknown sound {name!r} (expected one of {', '.join(SOUND_NAMES)})")
    peak = max(1.0, max(out), -min(out))  # never clip: scale down if a mix got too loud
    gain = 32767 / peak
    return array("h", [int(v * gain) for v in out])


def wav_bytes(samples: array) -> bytes:
    """A complete mono 16-bit WAV file holding ``samples``."""
    buf = io.BytesIO()
    with wave.open(buf, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(samples.tobytes())
    return buf.getvalue()


def sound_rng(name: str, seed: int = SEED) -> random.Random:
    """The noise source of one sound, so each sound is the same every time it is built."""
    return random.Random(f"{seed}:{name}")


def build_wav(name: str, seed: int = SEED) -> bytes:
    """The WAV file of one sound, exactly as shipped in ``assets/sounds``."""
    return wav_bytes(synthesize(name, sound_rng(name, seed)))


def _load(name: str) -> pygame.mixer.Sound:
    """The shipped WAV (a millisecond to load), or the sound synthesised now."""
    try:
        return pygame.mixer.Sound(asset_path("sounds", f"{name}.wav"))
    except (AssetError, pygame.error, FileNotFoundError):
        return pygame.mixer.Sound(file=io.BytesIO(build_wav(name)))


class Sounds:
    """The game's sounds; ``play`` is a no-op when off or when there is no audio."""

    def __init__(self, enabled: bool = True, volume: float = 0.7) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._volume = min(1.0, max(0.0, float(volume)))
        self.enabled = bool(enabled)
        self.available = self._open_mixer()
        if self.available:
            try:
                for name in SOUND_NAMES:
                    sound = _load(name)
                    sound.set_volume(self._volume)
                    self._sounds[name] = sound
            except pygame.error:
                self._sounds.clear()
                self.available = False

    @staticmethod
    def _open_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=RATE, size=-16, channels=2, buffer=512)
            return bool(pygame.mixer.get_init())
        except (pygame.error, NotImplementedError):
            return False

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))
        for sound in self._sounds.values():
            sound.set_volume(self._volume)

    def play(self, name: str, gain: float = 1.0) -> None:
        """Play a sound by name (see SOUND_NAMES), ``gain`` times the volume (0..1).

        Unknown names raise ValueError (a programming error, not a missing device).
        """
        if name not in SOUND_NAMES:
            raise ValueError(f"unknown sound {name!r} (expected one of {', '.join(SOUND_NAMES)})")
        sound = self._sounds.get(name)
        if not self.enabled or sound is None:
            return
        try:
            channel = sound.play()
            if channel is not None and gain != 1.0:
                channel.set_volume(min(1.0, max(0.0, float(gain))))
        except pygame.error:
            pass

    def stop(self) -> None:
        """Silence whatever is playing (e.g. when the game is paused or closed)."""
        if self.available and pygame.mixer.get_init():
            pygame.mixer.stop()


def main(argv: list[str] | None = None) -> int:
    """``python -m game.ui.sound DIR``: write the sounds as WAV files (assets/sounds)."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m game.ui.sound DIR", file=sys.stderr)
        return 2
    os.makedirs(args[0], exist_ok=True)
    for name in SOUND_NAMES:
        path = os.path.join(args[0], f"{name}.wav")
        with open(path, "wb") as out:
            out.write(build_wav(name))
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
