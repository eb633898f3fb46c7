#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
#   lint (module boundaries) → type checks → unit tests → production build → end-to-end (Debian Chromium)
# Fails loudly on the first failure. CI (.ci/run) runs exactly this.
set -euo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

# CHROMIUM_PATH may point at another Chromium build; otherwise Debian's is used (and installed when missing).
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian's Chromium for end-to-end tests (browsers are never downloaded by npm)"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  $SUDO apt-get update
  $SUDO apt-get install -y chromium
fi

step "Lint (including @nx/enforce-module-boundaries)"
npx nx run-many -t lint --parallel=2 --output-style=static

step "Type check"
npx nx run-many -t typecheck --parallel=2 --output-style=static

step "Unit and integration tests (jest)"
npx nx run-many -t test --parallel=2 --output-style=static

step "Production build of the shell, the remotes and the simulator"
npx nx run-many -t build --parallel=2 --output-style=static

step "End-to-end tests (Playwright, Debian Chromium, against the simulator)"
npx playwright test -c e2e/playwright.config.ts

printf '\n\033[1;32m✔ all checks passed\033[0m\n'
