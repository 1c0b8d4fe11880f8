#!/usr/bin/env bash
# The scale harness (issue 43): what each cost of this layout does as the module count grows.
#
# In a scratch git worktree of HEAD it grows the repository with the scaffold itself (`new-module`:
# domains Dom001, Dom002, ..., and after every fourth domain a feature Med001, ... mediating the last
# two), and for each size N (domains + features, the App not counted) measures: manifest load, clean
# builds of the app and of the tests (compile steps and time), a no-op build, a body change and a
# public change in one domain (Order, present at every size: steps and time for the app, the tests
# and the team's loop `SUPERAPP_MODULE=Order swift test`), check-architecture and its --check-graph
# and --affected, the composition's lines, the debug app's size, start, --help and memory at start.
# Steps and sizes do not depend on the machine's load; times are shown as ratios to the smallest N.
#
#   Tools/scale/scale.sh 13 24          # sizes to reach, ascending; the first may be today's count
#   Tools/scale/scale.sh --report FILE...  # table, BENCHMARKS.md's table and chart from results files
# env: SCALE_REPO: the repository (default: the one holding this script)
#      SCALE_DIR (default /tmp/superapp-scale): the scratch worktree and the results (results.tsv)
#      SCALE_WRITE=0: print the table only (no BENCHMARKS.md section, no docs/scale.svg)
# A benchmark, not a test: a clean build of the tests takes minutes per size on two cores.
set -euo pipefail
repo=${SCALE_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}
here="$repo/Tools/scale"
dir=${SCALE_DIR:-/tmp/superapp-scale}

if [[ ${1:-} == --report ]]; then
  [[ -f ${2:-} ]] || { echo "scale: --report needs a results file" >&2; exit 2; }
  exec "$here/report.sh" "${@:2}"
fi
[[ $# -gt 0 ]] || { echo "usage: Tools/scale/scale.sh N [N...] | --report FILE..." >&2; exit 2; }
for n in "$@"; do [[ $n =~ ^[0-9]+$ ]] || { echo "scale: '$n' is not a module count" >&2; exit 2; }; done

results="$dir/results.tsv"
source "$here/scratch.sh"

# The n of the last `[k/n]` line of a build log: how many steps the build planned and ran.
steps_of() { grep -o '^\[[0-9]*/[0-9]*\]' "$1" | tail -n 1 | sed 's/.*\///; s/\]//' | grep . || echo 0; }
compiled_of() { grep -c ' Compiling ' "$1" || true; }
# Runs a build (or test) command, logging it; records its time, its steps and its compile lines.
measure() {
  local name=$1; shift
  local log="$logs/$size-$name.log" start
  start=$(now)
  "$@" >"$log" 2>&1 || { echo "scale: '$*' failed, see $log" >&2; tail -n 20 "$log" >&2; exit 1; }
  record "$name.seconds" "$(since "$start")"
  record "$name.steps" "$(steps_of "$log")"
  record "$name.compiled" "$(compiled_of "$log")"
}
# module_count and grow_to.
source "$here/grow.sh"

echo "scale: building the tools once (new-module, check-architecture) in $work/.build-tool"
swift build --scratch-path .build-tool --product new-module >"$logs/tools.log" 2>&1
swift build --scratch-path .build-tool --product check-architecture >>"$logs/tools.log" 2>&1
tools="$work/.build-tool/debug"

# The probe whose body, then public surface, the measurements change (in Order, at every size).
probe=Modules/Domains/Order/ScaleProbe.swift
printf '/// The scale harness'"'"'s probe.\nfunc scaleProbe() -> Int { 1 }\n' >"$probe"
git add -A && git commit -qm "scale: probe"

for size in "$@"; do
  grow_to "$size"
  git add -A && git commit -q --allow-empty -m "scale: $size modules"
  echo "scale: N=$size ($(module_count) modules), $(date -u +%H:%M:%S)"
  record modules "$(module_count)"
  record package.swift.lines "$(wc -l <Package.swift)"
  rm -rf .build .build-app .build-tests .build-team

  start=$(now); swift package dump-package >/dev/null; record manifest.cold.seconds "$(since "$start")"
  record manifest.warm.seconds "$(fastest swift package dump-package)"

  measure app.clean swift build --product superapp --scratch-path .build-app
  app="$work/.build-app/debug/superapp"
  record app.binary.bytes "$(stat -c %s "$app")"
  record app.start.seconds "$(fastest sh -c ": | '$app' --journal '$dir/empty.journal'; rm -f '$dir/empty.journal'")"
  record app.start.max-rss.kb "$(: | /usr/bin/time -f %M "$app" --journal "$dir/empty.journal" 2>&1 >/dev/null | tail -n 1)"
  rm -f "$dir/empty.journal"
  record app.help.seconds "$(fastest "$app" --help)"
  record app.help.lines "$("$app" --help | wc -l)"
  record app.help.bytes "$("$app" --help | wc -c)"
  # The goldens new-module --no-record left to record, as it would with this very app.
  for session in Tests/Fixtures/Golden/*.session.jsonl; do
    base=${session%.session.jsonl}
    [[ -e $base.journal ]] && continue
    "$app" --journal "$base.journal" --snapshot-every 0 <"$session" >/dev/null
    "$app" replay --journal "$base.journal" >"$base.state.json"
  done
  # Committed, so --affected below sees only the probe's change.
  git add -A && git commit -q --allow-empty -m "scale: $size modules, goldens"

  measure tests.clean swift build --build-tests --scratch-path .build-tests
  swift build --build-tests --scratch-path .build-tests >/dev/null 2>&1
  measure noop swift build --build-tests --scratch-path .build-tests
  measure team.cold env SUPERAPP_MODULE=Order swift test --scratch-path .build-team

  record check-architecture.seconds "$(fastest "$tools/check-architecture")"
  record check-graph.seconds "$(fastest "$tools/check-architecture" --check-graph)"
  record composition.lines "$("$tools/check-architecture" --composition | wc -l)"

  for change in body public; do
    if [[ $change == body ]]; then
      sed -i 's/{ 1 }/{ 2 }/' "$probe"
    else
      printf '\n/// A public addition.\npublic func scaleProbePublic() -> Int { 3 }\n' >>"$probe"
    fi
    measure "$change.app" swift build --product superapp --scratch-path .build-app
    measure "$change.tests" swift build --build-tests --scratch-path .build-tests
    measure "$change.team" env SUPERAPP_MODULE=Order swift test --scratch-path .build-team
  done
  record affected.seconds "$(fastest "$tools/check-architecture" --affected HEAD)"
  record affected.lines "$("$tools/check-architecture" --affected HEAD | wc -l)"
  git checkout -q -- "$probe"
  rm -rf .build .build-app .build-tests .build-team
done

"$here/report.sh" "$results"
