#!/usr/bin/env bash
# Makes sure the end-to-end tests have their two Chromium builds. Playwright cannot download its own
# browsers here, so the tests use the system ones:
# - the full browser, CHROMIUM_PATH or Debian's /usr/bin/chromium (package chromium), for the specs
#   that need it (system notifications) and for the benchmarks;
# - the old headless shell, CHROMIUM_HEADLESS_SHELL_PATH or /usr/bin/chromium-headless-shell
#   (package chromium-headless-shell), for every other spec: it does the same work with less CPU.
# Missing Debian packages are installed with apt when we are root and apt is available. Without the
# shell, playwright.config.ts falls back to the full browser for every spec.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
shell="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"

if [ -n "${CHROMIUM_PATH:-}" ] && [ ! -x "$browser" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
if [ -n "${CHROMIUM_HEADLESS_SHELL_PATH:-}" ] && [ ! -x "$shell" ]; then
  echo "CHROMIUM_HEADLESS_SHELL_PATH=$CHROMIUM_HEADLESS_SHELL_PATH is not an executable file." >&2
  exit 1
fi

missing=()
[ -x "$browser" ] || missing+=(chromium)
[ -x "$shell" ] || missing+=(chromium-headless-shell)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the end-to-end tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ -x "$browser" ]; then
  [ -x "$shell" ] ||
    echo "No Chromium headless shell: every spec runs on the full browser (slower)." >&2
  exit 0
fi
cat >&2 <<'MSG'
No Chromium found for the end-to-end tests.
Install one (Debian/Ubuntu: sudo apt-get install chromium chromium-headless-shell) or point the
tests at a Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
