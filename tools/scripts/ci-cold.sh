#!/usr/bin/env bash
# The README's `npm ci && npm test` as a new machine runs it, N times in a row (issue 27):
#   a fresh clone of the current `main` in a temp folder with ../shared beside it, an empty npm cache,
#   no Nx cache (a new clone has none; NX_SKIP_NX_CACHE=true besides), an empty temp dir (jest's
#   transform cache and its record of test times live there) — and prints per-step wall times.
#
# Usage: bash tools/scripts/ci-cold.sh [--runs N] [--load] [--keep] [--warm-npm] [--ref REF]
#   --runs N     how many runs in a row (default 3); stops at the first red one
#   --load       keep one core busy with a bounded burner for each run (the "loaded" proof)
#   --warm-npm   reuse the npm cache (skips downloading 1,500 packages; says so in the figures)
#   --ref REF    what to clone (default main)
#   --keep       keep the clones (default: removed after each green run)
# Debian's Chromium is whatever this machine has: npm test installs it when missing (its time is then
# its own row in npm test's table). Figures land in tmp/ci-cold/<timestamp>/ of this checkout.
set -uo pipefail
here=$(cd "$(dirname "$0")/../.." && pwd)
runs=3 load=0 keep=0 warm_npm=0 ref=main
while [ $# -gt 0 ]; do
  case $1 in
    --runs) runs=$2; shift 2 ;;
    --load) load=1; shift ;;
    --keep) keep=1; shift ;;
    --warm-npm) warm_npm=1; shift ;;
    --ref) ref=$2; shift 2 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done
shared=$(cd "$here/../shared" 2>/dev/null && pwd) || { echo "no ../shared beside $here" >&2; exit 2; }
out="$here/tmp/ci-cold/$(date -u +%Y%m%dT%H%M%SZ)"
mkdir -p "$out"
commit=$(git -C "$here" rev-parse --short "$ref")
echo "ci-cold: $runs run(s) of \`npm ci && npm test\` on a fresh clone of $ref ($commit)$([ $load = 1 ] && echo ', one core kept busy'); logs in $out"
echo "machine: $(nproc) cores, $(free -g | awk '/Mem:/{print $2}') GiB, load before: $(cut -d' ' -f1-3 /proc/loadavg)"

summary=()
for i in $(seq 1 "$runs"); do
  base=$(mktemp -d /tmp/ci-cold-XXXXXX)
  # the clone sits where CI puts it: ../shared beside it
  ln -s "$shared" "$base/shared"
  git clone -q --no-hardlinks "$here" "$base/main"
  git -C "$base/main" checkout -q "$commit"
  mkdir -p "$base/tmp" "$base/npm-cache"
  env_cold=(TMPDIR="$base/tmp" NX_SKIP_NX_CACHE=true CI=true)
  [ $warm_npm = 1 ] || env_cold+=(npm_config_cache="$base/npm-cache")
  burner=''
  if [ $load = 1 ]; then
    # one core busy for as long as the run (at most 90 minutes), stopped with it
    node -e "const end = Date.now() + 90 * 60_000; let x = 0; while (Date.now() < end) x += Math.sqrt(x);" &
    burner=$!
  fi
  log="$out/run-$i.log"
  t0=$(date +%s)
  ( cd "$base/main" && env "${env_cold[@]}" npm ci --no-audit --no-fund ) > "$log" 2>&1
  ci_code=$?
  t1=$(date +%s)
  test_code=1
  if [ $ci_code -eq 0 ]; then
    ( cd "$base/main" && env "${env_cold[@]}" npm test ) >> "$log" 2>&1
    test_code=$?
  fi
  t2=$(date +%s)
  [ -n "$burner" ] && kill "$burner" 2>/dev/null
  verdict=$([ $ci_code -eq 0 ] && [ $test_code -eq 0 ] && echo green || echo RED)
  row="run $i: $verdict — npm ci $((t1 - t0)) s, npm test $((t2 - t1)) s, in all $((t2 - t0)) s ($(awk -v s=$((t2 - t0)) 'BEGIN{printf "%.1f", s/60}') min)"
  summary+=("$row")
  echo
  echo "$row"
  # npm test's own table of steps, and its slowest tests
  sed 's/\x1b\[[0-9;]*m//g' "$log" | sed -n '/^Steps (wall time)/,$p' | head -60
  if [ "$verdict" = RED ]; then
    echo "ci-cold: run $i is red; its clone is kept in $base/main, its log is $log" >&2
    printf '%s\n' "${summary[@]}" > "$out/summary.txt"
    exit 1
  fi
  [ $keep = 1 ] || rm -rf "$base"
done
echo
printf '%s\n' "${summary[@]}" | tee "$out/summary.txt"
