#!/bin/sh
# Makes sure Debian's Chromium is at /usr/bin/chromium for the browser test: installs the `chromium`
# package with apt-get when it is missing. Never downloads a browser from anywhere else.
set -eu

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  echo "setup-chromium: $CHROMIUM is present ($("$CHROMIUM" --version 2>/dev/null || echo 'version unknown'))"
  exit 0
fi

if ! command -v apt-get >/dev/null 2>&1; then
  echo "setup-chromium: $CHROMIUM is missing and apt-get is not available; install Debian's chromium package" >&2
  exit 1
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "setup-chromium: $CHROMIUM is missing; installing the chromium package needs root (run as root or: sudo $0)" >&2
  exit 1
fi

echo "setup-chromium: $CHROMIUM is missing: installing Debian's chromium package with apt-get"
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium

if [ ! -x "$CHROMIUM" ]; then
  echo "setup-chromium: apt-get finished but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "setup-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
