"""Where a hero can go from a space, computed from the catalog's board: the ring, ports and gates."""

from __future__ import annotations

from ..state import GameState
from . import lookup
from . import zones as Z


def walk(ctx, i: int) -> tuple[int, ...]:
    """One space left or right."""
    return tuple(sorted({lookup.step(ctx, i, -1), lookup.step(ctx, i, 1)}))


def horse(ctx, i: int) -> tuple[int, ...]:
    """Two spaces left or right, skipping the one between."""
    return tuple(sorted({lookup.step(ctx, i, -2), lookup.step(ctx, i, 2)}))


def ports(ctx) -> tuple[int, ...]:
    """Every space with a port, in ring order."""
    return tuple(i for i in range(lookup.ring_size(ctx)) if lookup.is_port(ctx, i))


def gates(ctx) -> tuple[int, ...]:
    """Every space with a Magic Gate."""
    return tuple(i for i in range(lookup.ring_size(ctx)) if lookup.is_gate(ctx, i))


def boat(ctx, i: int) -> tuple[int, ...]:
    """From a port, the nearest port each way round the ring."""
    if not lookup.is_port(ctx, i):
        return ()
    found = set()
    for direction in (1, -1):
        for k in range(1, lookup.ring_size(ctx)):
            j = lookup.step(ctx, i, direction * k)
            if lookup.is_port(ctx, j):
                found.add(j)
                break
    found.discard(i)
    return tuple(sorted(found))


def gate(ctx, i: int) -> tuple[int, ...]:
    """From a Magic Gate, every other Magic Gate."""
    return tuple(j for j in gates(ctx) if j != i) if lookup.is_gate(ctx, i) else ()


def within(ctx, i: int, steps: int) -> tuple[int, ...]:
    """Every space 1 to `steps` spaces away along the ring, either way."""
    found = {lookup.step(ctx, i, d * k) for d in (1, -1) for k in range(1, steps + 1)}
    found.discard(i)
    return tuple(sorted(found))


def by_card(ctx, i: int, spec: dict) -> tuple[int, ...]:
    """Where a movement Ability or Item reaches, from its catalog spec: walk N, any, port, or a kind of space."""
    reach = spec.get("reach")
    everywhere = range(lookup.ring_size(ctx))
    if reach == "walk":
        return within(ctx, i, spec["steps"]) if spec.get("steps") else ()
    if reach == "any":
        return tuple(j for j in everywhere if j != i)
    if reach == "port":
        return tuple(j for j in ports(ctx) if j != i) if lookup.is_port(ctx, i) else ()
    if reach == "kind":
        return tuple(j for j in lookup.spaces_of(ctx, spec.get("kind") or "") if j != i)
    return ()


def open_planes(state: GameState, ctx, i: int) -> tuple[int, ...]:
    """Astral Planes attackable from space i: adjacent, and their Artifact still inside."""
    return tuple(p for p in Z.PLANES if i in lookup.attack_spaces(ctx, p) and state.zone(Z.plane(p, "artifact")))


def clockwise_from(ctx, i: int) -> tuple[int, ...]:
    """Every space, starting at i and going clockwise."""
    return tuple(lookup.step(ctx, i, k) for k in range(lookup.ring_size(ctx)))
