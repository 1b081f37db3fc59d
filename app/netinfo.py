"""The addresses of this machine that a phone on the same network can open."""

from __future__ import annotations

import ipaddress
import json
import shutil
import socket
import subprocess


def lan_addresses() -> list[str]:
    """IPv4 addresses of this machine's interfaces, private LAN ones first, loopback excluded."""
    found: list[str] = []
    if shutil.which("ip"):
        try:
            out = subprocess.run(["ip", "-j", "-4", "addr"], capture_output=True, text=True, timeout=3, check=True)
            for iface in json.loads(out.stdout):
                found.extend(a["local"] for a in iface.get("addr_info", []) if a.get("local"))
        except (OSError, subprocess.SubprocessError, ValueError, KeyError):
            pass
    if not found:
        try:
            found = [info[4][0] for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET)]
        except OSError:
            found = []
    unique = [a for a in dict.fromkeys(found) if not ipaddress.ip_address(a).is_loopback]
    return sorted(unique, key=lambda a: (not ipaddress.ip_address(a).is_private, a))
