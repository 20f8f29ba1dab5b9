#!/usr/bin/env bash
# Browser tests use the system Chromium: Debian's headless shell where it can be had, else the full browser. Find them,
# or install Debian's packages where we may, or say in one line how to get one.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium's headless shell not found: installing Debian's chromium-headless-shell package…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell) \
    >/tmp/chromium-install.log 2>&1 && exit 0
  echo "Installing chromium-headless-shell failed; see /tmp/chromium-install.log" >&2
fi
if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; then exit 0; fi
echo "No Chromium found: install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
