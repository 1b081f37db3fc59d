#!/usr/bin/env bash
# Install the Debian packages Herald needs: "run" for serving (WeasyPrint's libraries and fonts),
# "test" for the tests (Chromium, PDF tools, a QR decoder, PostgreSQL
# for the tests that start a throwaway server of their own). Installs with apt-get as root or with
# sudo; otherwise prints the exact command and stops.
set -euo pipefail
case "${1:-run}" in
  run)  packages=(libpango-1.0-0 libpangoft2-1.0-0 libharfbuzz-subset0 fonts-dejavu-core fonts-noto-core) ;;
  test) packages=(chromium poppler-utils zbar-tools postgresql) ;;
  *) echo "usage: $0 run|test" >&2; exit 2 ;;
esac
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
command="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  bash -c "$command"
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  echo "Installing Debian packages with sudo: ${missing[*]}"
  sudo bash -c "$command"
else
  echo "Herald needs these Debian packages: ${missing[*]}" >&2
  echo "Install them as root, then run make again:" >&2
  echo "  sudo bash -c '$command'" >&2
  exit 1
fi
