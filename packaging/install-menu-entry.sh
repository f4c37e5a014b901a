#!/bin/sh
# Add 400 to your desktop's application menu (Linux), for this user only.
# Run it from the unpacked 400 folder:   ./install-menu-entry.sh
# Undo:   ./install-menu-entry.sh --remove
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor/256x256/apps"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$apps/400.desktop" "$icons/400.png"
    echo "400: menu entry removed"
    exit 0
fi
if [ ! -x "$here/400" ] || [ ! -f "$here/400.desktop" ]; then
    echo "install-menu-entry.sh: run me from the 400 folder (no 400 or 400.desktop in $here)" >&2
    exit 1
fi
mkdir -p "$apps" "$icons"
cp "$here/400.png" "$icons/400.png"
# Exec needs the absolute path; quotes keep a folder name with spaces whole
sed -e "s|^Exec=.*|Exec=\"$here/400\"|" -e "s|^Icon=.*|Icon=$icons/400.png|" \
    "$here/400.desktop" > "$apps/400.desktop"
chmod 644 "$apps/400.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
echo "400: added to the menu ($apps/400.desktop)"
