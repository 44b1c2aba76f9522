#!/usr/bin/env bash
# Sets up and starts Statera on the embedded database (PGlite under ./data), seeded with demo data.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

ensure_node_modules
log "Building the web app"
npm run build -w @statera/web --silent
log "Building the server"
npm run build -w @statera/server --silent
log "Starting the server"
# `exec node` (not `npx tsx`, which runs the server two processes down): stopping this script stops the server.
# The JavaScript heap is capped (SERVER_HEAP_MB, default 256): V8 then collects before it grows, which
# keeps the process near 240 MB under load instead of 350+ (docs/architecture.md, "Growing past one machine").
exec node --max-old-space-size="${SERVER_HEAP_MB:-256}" apps/server/dist/main.mjs
