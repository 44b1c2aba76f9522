# Shared by start.sh and test.sh.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

log() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Install npm packages when node_modules is missing or older than the lock file.
ensure_node_modules() {
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    log "Installing npm packages"
    # Not `npm ci`: npm 11 on this platform writes a lock file without every platform's optional
    # packages (Biome's) and then refuses that same file in `npm ci`. `npm install` installs the
    # versions pinned in the committed lock file all the same.
    npm install --no-audit --no-fund
  fi
}

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "Need root to run: $*" >&2; return 1
  fi
}

# Install Debian packages that are missing (name:command pairs).
ensure_debian_packages() {
  local missing=()
  for pair in "$@"; do
    local pkg="${pair%%:*}" probe="${pair#*:}"
    [ -e "$probe" ] || command -v "$probe" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ "${#missing[@]}" -gt 0 ]; then
    log "Installing Debian packages: ${missing[*]}"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
}
