#!/usr/bin/env bash
# Sets up and runs every check: lint, types, all tests on PGlite, the server tests again on a
# real PostgreSQL 15 (started here unless TEST_DATABASE_URL is given), and the Playwright journeys
# in Debian's chromium. Exits 0 only if everything passes.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

reports="$root/.tmp/test-reports"
rm -rf "$reports" && mkdir -p "$reports"
failed=()
step() { local name="$1"; shift; log "$name"; "$@" || failed+=("$name"); }

ensure_node_modules || exit 1
ensure_debian_packages chromium:/usr/bin/chromium postgresql:/usr/lib/postgresql/15/bin/initdb || exit 1

step "Lint (Biome)" npx biome ci .
step "Types (tsc)" bash -c 'for w in packages/shared packages/determination apps/server apps/web e2e bench; do echo "tsc $w"; npx tsc --noEmit -p "$w" || exit 1; done'
step "Unit and integration tests on PGlite" npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest-pglite.json"

# A throw-away PostgreSQL cluster for the server tests.
pg_dir=""
stop_pg() { [ -n "$pg_dir" ] && run_pg /usr/lib/postgresql/15/bin/pg_ctl -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$pg_dir"; }
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
server_pid=""
cleanup() { [ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null; stop_pg; }
trap cleanup EXIT

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  pg_dir="$(mktemp -d /tmp/statera-pg.XXXXXX)"
  [ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
  port=$((54000 + RANDOM % 900))
  log "Starting PostgreSQL 15 on port $port"
  run_pg /usr/lib/postgresql/15/bin/initdb -D "$pg_dir/data" -U postgres -A trust >/dev/null &&
    run_pg /usr/lib/postgresql/15/bin/pg_ctl -D "$pg_dir/data" -l "$pg_dir/log" -w \
      -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off" start >/dev/null ||
    { cat "$pg_dir/log" 2>/dev/null; failed+=("PostgreSQL start"); }
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
fi
step "Server tests on PostgreSQL" npx vitest run --project @statera/server --reporter=default --reporter=json --outputFile.json="$reports/vitest-postgres.json"

step "Build the web app" npm run build -w @statera/web --silent
# The login page's first download (JS + CSS, gzipped) must stay within its budget (docs/decisions/web-delivery.md).
step "Web weight (login page)" npx tsx bench/web-weight.ts --max-kb 200

# The journeys run against the real app on a fresh embedded database with the demo seed, beside a
# mail sink and a local OpenID Connect provider (e2e/support/services.ts). Processes run under plain
# `node --import tsx` so that killing the remembered pid stops them.
e2e_port=$((3100 + RANDOM % 500))
e2e_url="http://127.0.0.1:$e2e_port"
e2e_data="$(mktemp -d /tmp/statera-e2e.XXXXXX)"
services_file="$e2e_data/services.json"
services_pid=""
trap 'cleanup; [ -n "$services_pid" ] && kill "$services_pid" 2>/dev/null' EXIT
log "Starting the mail sink and the single sign-on provider for the browser journeys"
APP_URL="$e2e_url" SERVICES_FILE="$services_file" node --import tsx e2e/support/services.ts >"$reports/e2e-services.log" 2>&1 &
services_pid=$!
for _ in $(seq 1 60); do [ -s "$services_file" ] && break; sleep 1; done
[ -s "$services_file" ] || { cat "$reports/e2e-services.log"; failed+=("Browser journey services"); echo '{}' >"$services_file"; }
# One value of the services' JSON line, by dotted path (empty when missing).
service() { node -e 'const [f, p] = process.argv.slice(1); const v = p.split(".").reduce((o, k) => o?.[k], require(f)); process.stdout.write(v == null ? "" : String(v));' "$services_file" "$1"; }
log "Starting the app for the browser journeys on port $e2e_port"
# Every journey comes from one address, so the per-client API limit is raised for this app only.
DATA_DIR="$e2e_data/app" PORT="$e2e_port" HOST=127.0.0.1 PUBLIC_URL="$e2e_url" LOG_LEVEL=warn DATABASE_URL= \
  RATE_LIMIT_MAX=6000 \
  SMTP_URL="$(service smtpUrl)" SSO_PROVIDERS="$(service ssoProviders)" \
  node --max-old-space-size=256 --import tsx apps/server/src/main.ts >"$reports/e2e-server.log" 2>&1 &
server_pid=$!
for _ in $(seq 1 120); do curl -sf "$e2e_url/api/health/ready" >/dev/null && break; sleep 1; done
E2E_BASE_URL="$e2e_url" E2E_MAIL_URL="$(service mailUrl)" E2E_SSO_PROVIDER="$(service sso.provider)" \
  E2E_SSO_EMAIL="$(service sso.email)" E2E_SSO_PASSWORD="$(service sso.password)" \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright.json" \
  step "Browser journeys (Playwright, chromium)" npx playwright test -c e2e/playwright.config.ts --reporter=list,json
kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; server_pid=""
kill "$services_pid" 2>/dev/null; wait "$services_pid" 2>/dev/null; services_pid=""
rm -rf "$e2e_data"

log "Summary"
node scripts/summarise-tests.mjs "$reports" || failed+=("Summary")
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'Failed steps: %s\n' "${failed[*]}"
  exit 1
fi
echo "All checks passed."
