#!/usr/bin/env bash
# Runs the Playwright journeys (all, or the spec files / options given) in Debian's chromium against
# the real app on a fresh embedded database with the demo seed, beside a mail sink and a local OpenID
# Connect provider (e2e/support/services.ts). Expects the web app built (`npm run build -w @statera/web`);
# scripts/test.sh calls it after building. Example: `bash scripts/e2e.sh e2e/appeal.spec.ts`.
# Without spec files, every journey runs; E2E_SHARDS=N (default 1) splits them over N app instances
# at once, each on its own database, mail sink and port (scripts/e2e-shards.mjs balances them by
# duration) — for machines with more than two cores (docs/decisions/test-harness.md).
set -uo pipefail
source "$(dirname "$0")/lib.sh"

reports="${E2E_REPORTS:-$root/.tmp/test-reports}"
mkdir -p "$reports"
shard="${E2E_SHARD:-}"
suffix="${shard:+-$shard}"

if [ "$#" -eq 0 ] && [ -z "$shard" ] && [ "${E2E_SHARDS:-1}" -gt 1 ]; then
  log "Building the server (apps/server/dist, as production runs it)"
  npm run build -w @statera/server --silent || exit 1
  mapfile -t groups < <(node scripts/e2e-shards.mjs "${E2E_SHARDS:-1}")
  log "Running the journeys on ${#groups[@]} app instances at once"
  for i in "${!groups[@]}"; do
    n=$((i + 1))
    printf '[%s] %s\n' "$n" "${groups[$i]}"
    # Each line of a group's output is prefixed with its number; its exit status goes to a file.
    # shellcheck disable=SC2086
    ( E2E_SHARD="$n" E2E_SKIP_BUILD=1 bash "$0" ${groups[$i]}; echo $? >"$reports/e2e-shard-$n.status" ) 2>&1 |
      sed -u "s/^/[$n] /" &
  done
  wait
  status=0
  for i in "${!groups[@]}"; do
    [ "$(cat "$reports/e2e-shard-$((i + 1)).status" 2>/dev/null)" = 0 ] || status=1
  done
  exit $status
fi

# Processes run under plain `node --import tsx` so that killing the remembered pid stops them.
e2e_port=$((3100 + ${shard:-0} * 1000 + RANDOM % 1000))
e2e_url="http://127.0.0.1:$e2e_port"
e2e_data="$(mktemp -d /tmp/statera-e2e.XXXXXX)"
services_file="$e2e_data/services.json"
services_pid=""
server_pid=""
cleanup() {
  [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null
  [ -n "$services_pid" ] && kill "$services_pid" 2>/dev/null && wait "$services_pid" 2>/dev/null
  rm -rf "$e2e_data"
}
trap cleanup EXIT

log "Starting the mail sink and the single sign-on provider for the browser journeys"
APP_URL="$e2e_url" SERVICES_FILE="$services_file" node --import tsx e2e/support/services.ts >"$reports/e2e-services$suffix.log" 2>&1 &
services_pid=$!
for _ in $(seq 1 60); do [ -s "$services_file" ] && break; sleep 1; done
if [ ! -s "$services_file" ]; then cat "$reports/e2e-services$suffix.log"; echo "Browser journey services did not start" >&2; exit 1; fi
# One value of the services' JSON line, by dotted path (empty when missing).
service() { node -e 'const [f, p] = process.argv.slice(1); const v = p.split(".").reduce((o, k) => o?.[k], require(f)); process.stdout.write(v == null ? "" : String(v));' "$services_file" "$1"; }

if [ -z "${E2E_SKIP_BUILD:-}" ]; then
  log "Building the server (apps/server/dist, as production runs it)"
  npm run build -w @statera/server --silent
fi
log "Starting the app for the browser journeys on port $e2e_port"
# Every journey comes from one address, so the per-client API limit is raised for this app only.
DATA_DIR="$e2e_data/app" PORT="$e2e_port" HOST=127.0.0.1 PUBLIC_URL="$e2e_url" LOG_LEVEL=warn DATABASE_URL= \
  RATE_LIMIT_MAX=6000 \
  SMTP_URL="$(service smtpUrl)" SSO_PROVIDERS="$(service ssoProviders)" \
  node --max-old-space-size=256 apps/server/dist/main.mjs >"$reports/e2e-server$suffix.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do curl -sf "$e2e_url/api/health/ready" >/dev/null && break; sleep 1; done

E2E_BASE_URL="$e2e_url" E2E_MAIL_URL="$(service mailUrl)" E2E_SSO_PROVIDER="$(service sso.provider)" \
  E2E_SSO_EMAIL="$(service sso.email)" E2E_SSO_PASSWORD="$(service sso.password)" \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright$suffix.json" E2E_OUTPUT_DIR="${shard:+.tmp/e2e-results$suffix}" \
  npx playwright test -c e2e/playwright.config.ts --reporter=list,json "$@"
