#!/usr/bin/env bash
# Sets up and runs every check: lint, types, the workspaces' tests, the server tests on a real
# PostgreSQL 15 (started here unless TEST_DATABASE_URL is given) with the platform suites again on
# PGlite, and the Playwright journeys in Debian's chromium on the embedded PGlite app. Exits 0 only if
# everything passes. Set TEST_SERVER_ON_PGLITE=all to run every server suite on PGlite as well.
set -uo pipefail
source "$(dirname "$0")/lib.sh"

reports="$root/.tmp/test-reports"
rm -rf "$reports" && mkdir -p "$reports"
failed=()
timings=()
step() {
  local name="$1" started=$SECONDS; shift
  log "$name"
  "$@" || failed+=("$name")
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$name")")
}

ensure_node_modules || exit 1
ensure_debian_packages chromium:/usr/bin/chromium postgresql:/usr/lib/postgresql/15/bin/initdb || exit 1

step "Lint (Biome)" npx biome ci .
# The Node workspaces (shared, determination, off-payroll, server, bench) share their compiler options
# and import one another's sources: tsconfig.node.json checks them in one program, each file once
# (bench imports the server, the server the packages). The web app and the journeys have the DOM.
step "Types (tsc)" bash -c 'for p in tsconfig.node.json apps/web e2e; do echo "tsc $p"; npx tsc --noEmit -p "$p" || exit 1; done'
step "Unit tests (shared, determination, off-payroll, web)" npx vitest run --project '!@statera/server' --reporter=default --reporter=json --outputFile.json="$reports/vitest-workspaces.json"
# The server suites run once, on PostgreSQL (below). On PGlite, the embedded database of the quick
# start, run the suites about the database layer itself (errors, NUL bytes, the platform), every
# suite when asked; the browser journeys run the whole app on PGlite too.
if [ "${TEST_SERVER_ON_PGLITE:-}" = all ]; then pglite_server=(); else
  pglite_server=(test/database-errors.test.ts test/nul-bytes.test.ts test/error-answers.test.ts src/modules/health)
fi
step "Server tests on PGlite" env -u TEST_DATABASE_URL npx vitest run --project @statera/server "${pglite_server[@]}" --reporter=default --reporter=json --outputFile.json="$reports/vitest-server-pglite.json"

# A throw-away PostgreSQL cluster for the server tests.
pg_dir=""
stop_pg() { [ -n "$pg_dir" ] && run_pg /usr/lib/postgresql/15/bin/pg_ctl -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1; rm -rf "$pg_dir"; }
run_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
trap stop_pg EXIT

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

# The journeys run against the real app on a fresh embedded database with the demo seed (scripts/e2e.sh).
step "Browser journeys (Playwright, chromium)" env E2E_REPORTS="$reports" bash scripts/e2e.sh

log "Summary"
printf '%s\n' "${timings[@]}"
node scripts/summarise-tests.mjs "$reports" || failed+=("Summary")
if [ "${#failed[@]}" -gt 0 ]; then
  printf 'Failed steps: %s\n' "${failed[*]}"
  exit 1
fi
echo "All checks passed."
