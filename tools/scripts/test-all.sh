#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
#   lint (module boundaries) ‖ type checks → unit tests → production build → end-to-end (Debian Chromium)
# Fails loudly on the first failure. CI (.ci/run) runs exactly this.
#
# It ends with a table of its steps' wall times, and whether Nx answered a step from its cache, so a
# warm run is never mistaken for a cold one (issue 27), then the 20 slowest jest files and Playwright
# tests. Lint, type check and unit tests always run (one process each over the whole workspace: no Nx
# cache); the build goes through Nx, whose cache the table reports. Per-project targets for one team's
# change stay in Nx: `npx nx affected -t lint,typecheck,test,build` (what the pull-request job runs).
set -uo pipefail
cd "$(dirname "$0")/../.."
export NX_NO_CLOUD=true NX_DAEMON=false
REPORTS=tmp/test-reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

STEPS=()
started_all=$(date +%s)

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

# The table, the slowest tests, and the verdict; called on success and on the first failure.
summary() {
  local status=$1
  printf '\n\033[1mSteps (wall time)\033[0m\n'
  printf '  %-44s %8s  %s\n' 'step' 'seconds' 'how'
  for row in "${STEPS[@]}"; do
    IFS='|' read -r name seconds how <<<"$row"
    printf '  %-44s %8s  %s\n' "$name" "$seconds" "$how"
  done
  printf '  %-44s %8s\n' 'npm test in all' "$(($(date +%s) - started_all))"
  node tools/scripts/slowest-tests.mjs "$REPORTS" 20 || true
  if [ "$status" -eq 0 ]; then
    printf '\n\033[1;32m✔ all checks passed\033[0m\n'
  else
    printf '\n\033[1;31m✖ %s failed\033[0m\n' "$FAILED_STEP"
  fi
}

FAILED_STEP=''
# run NAME HOW COMMAND…: times the command, records a row, stops the run on failure.
run() {
  local name=$1 how=$2
  shift 2
  local t0
  t0=$(date +%s)
  "$@"
  local code=$?
  STEPS+=("$name|$(($(date +%s) - t0))|$how")
  if [ $code -ne 0 ]; then
    FAILED_STEP=$name
    summary 1
    exit $code
  fi
}

# CHROMIUM_PATH may point at another Chromium build; otherwise Debian's is used (and installed when missing).
install_chromium() {
  local sudo=''
  if [ "$(id -u)" -ne 0 ]; then sudo='sudo'; fi
  $sudo apt-get update && $sudo apt-get install -y chromium
}
# The install is mostly download: it runs in the background while lint and type check keep the cores
# busy, and the end-to-end step waits for it (and fails loudly if it failed).
CHROMIUM_PID=''
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  step "Installing Debian's Chromium for end-to-end tests in the background (browsers are never downloaded by npm)"
  ( t0=$(date +%s); install_chromium > "$REPORTS/chromium-install.log" 2>&1; code=$?; echo $(($(date +%s) - t0)) > "$REPORTS/chromium-install.seconds"; exit $code ) &
  CHROMIUM_PID=$!
fi
chromium_ready() {
  [ -z "$CHROMIUM_PID" ] && return 0
  wait "$CHROMIUM_PID"
  local code=$?
  STEPS+=("Debian Chromium (apt, beside the checks)|$(cat "$REPORTS/chromium-install.seconds" 2>/dev/null || echo '?')|installed")
  tail -3 "$REPORTS/chromium-install.log"
  if [ $code -ne 0 ] || [ ! -x /usr/bin/chromium ]; then
    cat "$REPORTS/chromium-install.log"
    echo "Installing Chromium with apt failed (exit $code)" >&2
    return 1
  fi
}

# Lint and type check run side by side: one ESLint process over the workspace (its rules are syntactic,
# one core) while the type check's programs take the other (tools/scripts/typecheck-all.mjs).
static_checks() {
  local t0 lint_pid lint_code tc_code
  t0=$(date +%s)
  # @nx/enforce-module-boundaries reads Nx's project graph from .nx/workspace-data and silently skips
  # itself when there is none (a fresh clone) or checks against a stale one: compute it first (3 s), and
  # fail the lint if the rule still says it was skipped.
  ( npx nx show projects > /dev/null && npx eslint --max-warnings=0 apps libs tools e2e > "$REPORTS/lint.log" 2>&1; code=$?
    if grep -q 'No cached ProjectGraph' "$REPORTS/lint.log"; then echo 'lint: @nx/enforce-module-boundaries was skipped (no project graph)' >> "$REPORTS/lint.log"; code=1; fi
    echo $code > "$REPORTS/lint.code"; echo $(($(date +%s) - t0)) > "$REPORTS/lint.seconds" ) &
  lint_pid=$!
  node tools/scripts/typecheck-all.mjs
  tc_code=$?
  STEPS+=("Type check (6 programs, 30 tsconfigs)|$(($(date +%s) - t0))|ran (beside lint)")
  wait $lint_pid
  lint_code=$(cat "$REPORTS/lint.code")
  cat "$REPORTS/lint.log"
  [ "$lint_code" -eq 0 ] && echo "lint: no problems (apps, libs, tools, e2e)"
  STEPS+=("Lint (ESLint, module boundaries)|$(cat "$REPORTS/lint.seconds")|ran (beside type check)")
  if [ "$lint_code" -ne 0 ]; then FAILED_STEP='Lint'; return 1; fi
  if [ "$tc_code" -ne 0 ]; then FAILED_STEP='Type check'; return 1; fi
}
step "Lint (including @nx/enforce-module-boundaries) and type check, side by side"
static_checks || { summary 1; exit 1; }

step "Unit and integration tests (jest: every project in one run, longest files first)"
run "Unit and integration tests (jest)" "ran" npx jest --maxWorkers=2 --json --outputFile="$REPORTS/jest.json"

step "Production build of the shell, the remotes and the simulator"
build() {
  npx nx run-many -t build --parallel=2 --output-style=static 2>&1 | tee "$REPORTS/build.log"
  return "${PIPESTATUS[0]}"
}
# Nx's own words say how many tasks its cache answered; the table repeats them.
build_how() {
  node -e "
    const log = require('fs').readFileSync(process.argv[1], 'utf8');
    const m = /read the output from the cache instead of running the command for (\d+) out of (\d+) tasks/.exec(log);
    console.log(m ? 'Nx cache answered ' + m[1] + ' of ' + m[2] + ' tasks' : 'ran (nothing from Nx cache)');
  " "$REPORTS/build.log" 2>/dev/null || echo 'ran'
}
t0=$(date +%s)
build
build_code=$?
STEPS+=("Production build (9 apps, Nx)|$(($(date +%s) - t0))|$(build_how)")
if [ $build_code -ne 0 ]; then FAILED_STEP='Production build'; summary 1; exit $build_code; fi

step "End-to-end tests (Playwright, Debian Chromium, against the simulator)"
chromium_ready || { FAILED_STEP='Debian Chromium (apt)'; summary 1; exit 1; }
run "End-to-end tests (Playwright)" "ran" npx playwright test -c e2e/playwright.config.ts

summary 0
