#!/usr/bin/env bash
# Makes sure the end-to-end tests have a Chromium to drive. Playwright cannot download its own
# browser here, so the tests use the system one: CHROMIUM_PATH, or Debian's /usr/bin/chromium,
# installed with apt when we are root and apt is available.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
cat >&2 <<'MSG'
No Chromium found for the end-to-end tests.
Install one (Debian/Ubuntu: sudo apt-get install chromium) or point the tests at a
Chromium or Chrome binary:  CHROMIUM_PATH=/path/to/chromium npm test
MSG
exit 1
