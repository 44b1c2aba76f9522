#!/usr/bin/env bash
# Sets up and starts Statera on the embedded database (PGlite under ./data), seeded with demo data.
set -euo pipefail
source "$(dirname "$0")/lib.sh"

ensure_node_modules
log "Building the web app"
npm run build -w @statera/web --silent
log "Starting the server"
# `exec node` (not `npx tsx`, which runs the server two processes down): stopping this script stops the server.
exec node --import tsx apps/server/src/main.ts
