#!/bin/sh
# usage: dbus-run-session -- scripts/with-keyring.sh <command...>  (needs: apt-get install -y dbus-x11 gnome-keyring libsecret-tools)
set -e
export XDG_DATA_HOME="${KEYRING_DIR:-$(mktemp -d)}"   # keyrings go to $XDG_DATA_HOME/keyrings
printf '%s' "${KEYRING_PASS:-ci-pass}" | gnome-keyring-daemon --unlock --components=secrets >/dev/null
# wait until the daemon owns org.freedesktop.secrets (avoids a race with D-Bus auto-activation)
i=0
until dbus-send --session --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
      org.freedesktop.DBus.NameHasOwner string:org.freedesktop.secrets 2>/dev/null | grep -q 'boolean true'; do
  i=$((i+1)); [ $i -gt 50 ] && { echo "secret service did not start" >&2; exit 1; }; sleep 0.1
done
exec "$@"
