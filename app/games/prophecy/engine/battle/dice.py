"""One side's effective battle die: extra positive/negative dice and face remaps.

Extra dice combine by adding (003:L675-677): a net of n > 0 means roll n + 1 dice
and keep the best, n < 0 means roll |n| + 1 and keep the worst. A face mapping
such as {1: 8} changes what a rolled face is worth (a Halfling-like luck rule);
it is applied to every die before the best or worst one is kept.
"""

from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from functools import lru_cache

from .errors import DiceCountError, InvalidFaceError

FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)

FaceMap = tuple[tuple[int, int], ...]
"""Sorted (face, value) pairs for the faces whose value differs from the face."""

DieDistribution = tuple[tuple[int, Fraction], ...]
"""Sorted (kept value, probability) pairs; the probabilities sum to 1."""


def _is_whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_face(face: object) -> int:
    """Return the face if it is a whole number from 1 to 6, else raise InvalidFaceError."""
    if not _is_whole(face) or not 1 <= face <= 6:  # type: ignore[operator]
        raise InvalidFaceError(f"a die face must be a whole number from 1 to 6, got {face!r}")
    return face  # type: ignore[return-value]


def face_map(mapping: Mapping[int, int] | Iterable[tuple[int, int]] | None = None) -> FaceMap:
    """Normalise a face-value mapping such as {1: 8} to a sorted, hashable FaceMap."""
    if mapping is None:
        return ()
    pairs = mapping.items() if isinstance(mapping, Mapping) else mapping
    normalised: dict[int, int] = {}
    for pair in pairs:
        try:
            face, value = pair
        except (TypeError, ValueError):
            raise InvalidFaceError(f"a face mapping entry must be a (face, value) pair, got {pair!r}") from None
        check_face(face)
        if not _is_whole(value):
            raise InvalidFaceError(f"face {face} must map to a whole number, got {value!r}")
        if face in normalised and normalised[face] != value:
            raise InvalidFaceError(f"face {face} is mapped twice ({normalised[face]} and {value})")
        normalised[face] = value
    return tuple(sorted((face, value) for face, value in normalised.items() if face != value))


def face_value(face: int, faces: FaceMap = ()) -> int:
    """What one rolled face is worth under a face mapping."""
    return dict(faces).get(face, face)


def dice_rolled(extra_dice: int) -> int:
    """How many physical dice one side rolls: the net number of extra dice plus one."""
    return abs(extra_dice) + 1


DieWeights = tuple[int, tuple[tuple[int, int], ...]]
"""(denominator, sorted (kept value, whole-number weight) pairs): integer form of a distribution."""


@lru_cache(maxsize=512)
def die_weights(extra_dice: int, faces: FaceMap = ()) -> DieWeights:
    """Integer weights of the kept value over 6 ** dice; `faces` must already be a FaceMap."""
    values = [face_value(face, faces) for face in FACES]
    count = dice_rolled(extra_dice)
    weights = []
    for value in sorted(set(values)):
        if extra_dice >= 0:  # best of `count`: P(best <= v) - P(best < v)
            inside, outside = sum(v <= value for v in values), sum(v < value for v in values)
        else:  # worst of `count`: P(worst >= v) - P(worst > v)
            inside, outside = sum(v >= value for v in values), sum(v > value for v in values)
        weights.append((value, inside**count - outside**count))
    return 6**count, tuple(weights)


@lru_cache(maxsize=512)
def distribution_of(extra_dice: int, faces: FaceMap) -> DieDistribution:
    """Memoised kept-value distribution; `faces` must already be a normalised FaceMap."""
    denominator, weights = die_weights(extra_dice, faces)
    return tuple((value, Fraction(weight, denominator)) for value, weight in weights)


def die_distribution(
    extra_dice: int = 0, faces: Mapping[int, int] | Iterable[tuple[int, int]] | None = None
) -> DieDistribution:
    """Exact distribution of the kept die value for a net number of extra dice."""
    if not _is_whole(extra_dice):
        raise DiceCountError(f"extra dice must be a whole number, got {extra_dice!r}")
    return distribution_of(extra_dice, face_map(faces))


def kept_value(rolled: Sequence[int], extra_dice: int = 0, faces: FaceMap = ()) -> int:
    """The value a side keeps from the dice it actually rolled (best or worst after mapping)."""
    expected = dice_rolled(extra_dice)
    if len(rolled) != expected:
        raise DiceCountError(
            f"{expected} dice are needed for {extra_dice:+d} extra dice, got {len(rolled)}"
        )
    values = [face_value(check_face(face), faces) for face in rolled]
    return max(values) if extra_dice >= 0 else min(values)
