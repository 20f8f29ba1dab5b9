#!/usr/bin/env bash
# The README's screens show the demo's campaign and event names, some with emoji. Without a colour emoji font the
# browser draws them as empty boxes, which reads as a broken element. Install Debian's where we may, else say so.
set -euo pipefail
if fc-list 2>/dev/null | grep -qi 'Noto Color Emoji'; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "No colour emoji font: installing Debian's fonts-noto-color-emoji package…"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-color-emoji) \
    >/tmp/emoji-font-install.log 2>&1 && exit 0
  echo "Installing fonts-noto-color-emoji failed; see /tmp/emoji-font-install.log" >&2
fi
echo "No colour emoji font: the screens will show emoji as boxes (apt-get install -y fonts-noto-color-emoji)." >&2
