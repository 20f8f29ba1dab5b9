#!/usr/bin/env bash
# Browser tests use the system Chromium. Find it, or install Debian's package where we may, or say in one line how to get it.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ] || [ -x /usr/bin/chromium-browser ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Chromium not found: installing Debian's chromium package…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium) >/tmp/chromium-install.log 2>&1 \
    && exit 0
  echo "Installing chromium failed; see /tmp/chromium-install.log" >&2
fi
echo "No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
