#!/usr/bin/env bash
# The scale harness's runtime step (issue 43), on its own: what a dispatch, the empty state, the
# app's start and the App's compile cost do as the module count grows, without scale.sh's clean
# builds of the tests. In a scratch git worktree of HEAD grown as scale.sh grows it (grow.sh), for
# each size N it measures:
# - dispatch through the App (release `benchmarks`, workload A3; callgrind instructions per action
#   from two sizes' difference, Tools/callgrind-per-op.sh), `reducer` and `store`, for an action of
#   the first module (Box's `box.rename`), of the last (TakeOrder's `driver.didLoad`, a mediator), of
#   the mediator A1 measures (`itemsList.didSelectItem`) and of the last mediator the scaffold added;
# - the empty `AppState`'s size (`MemoryLayout`) and the release app's memory at start;
# - the release app's start with an empty journal and with one holding the tour's records plus one
#   record per added module (its example action);
# - the App target's compile and the generated composition's own (debug, each file its own
#   frontend job, user CPU seconds: less moved by the machine's load than the clock);
# - on CPU time (user + system, the fewest of three runs), beside scale.sh's clock: the manifest's
#   load, a no-op build, check-architecture and --check-graph, and the team loop
#   (`SUPERAPP_MODULE=Order`: its clean build, then a body change in Order built and tested); the
#   app's start in callgrind instructions.
# Results go to $SCALE_DIR/runtime.tsv in scale.sh's format (report.sh merges both files).
#
#   Tools/scale/runtime.sh 13 200      # sizes to reach, ascending
# env: SCALE_REPO, SCALE_DIR (default /tmp/superapp-scale-runtime), as scale.sh.
set -euo pipefail
repo=${SCALE_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}
here="$repo/Tools/scale"
dir=${SCALE_DIR:-/tmp/superapp-scale-runtime}
[[ $# -gt 0 ]] || { echo "usage: Tools/scale/runtime.sh N [N...]" >&2; exit 2; }
for n in "$@"; do [[ $n =~ ^[0-9]+$ ]] || { echo "scale: '$n' is not a module count" >&2; exit 2; }; done

results="$dir/runtime.tsv"
source "$here/scratch.sh"
source "$here/grow.sh"

# The least CPU time (user + system, its children's included) of three runs of a command, in seconds.
least_cpu() {
  local best="" t
  for _ in 1 2 3; do
    /usr/bin/time -o "$dir/cpu.time" -f '%U %S' "$@" >/dev/null 2>&1 || true
    t=$(awk '{ printf "%.3f", $1 + $2 }' "$dir/cpu.time")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}
# The instructions a command runs with empty input, counted by callgrind: a start lasts less than
# the CPU clock's 10 ms tick.
instructions() {
  valgrind --tool=callgrind --callgrind-out-file="$dir/start.cg" "$@" </dev/null >/dev/null 2>&1
  grep -E '^(summary|totals):' "$dir/start.cg" | head -n 1 | awk '{ print $2 }'
}
# Runs a command, logging it, or stops the run with the log's end.
logged() {
  local log="$logs/$size-$1.log"; shift
  "$@" >"$log" 2>&1 || { echo "scale: '$*' failed, see $log" >&2; tail -n 20 "$log" >&2; exit 1; }
}

echo "scale: building the tools once (new-module, check-architecture) in $work/.build-tool"
swift build --scratch-path .build-tool --product new-module >"$logs/tools.log" 2>&1
swift build --scratch-path .build-tool --product check-architecture >>"$logs/tools.log" 2>&1
tools="$work/.build-tool/debug"

# The sessions A3 dispatches (the last line over and over, after the others once).
sessions="$dir/sessions"
mkdir -p "$sessions"
printf '%s\n' '{"action":"driver.didLoad","driver":{"id":"d0000000-0000-4000-8000-000000000001","name":"Grace"}}' \
  >"$sessions/last.jsonl"
printf '%s\n' '{"action":"items.didLoad","items":[{"id":"1e000000-0000-4000-8000-000000000001","title":"One"}]}' \
  '{"action":"itemsList.didSelectItem","item":"1e000000-0000-4000-8000-000000000001"}' >"$sessions/mediator.jsonl"

for size in "$@"; do
  grow_to "$size"
  git add -A && git commit -q --allow-empty -m "scale: $size modules"
  echo "scale: N=$size ($(module_count) modules), $(date -u +%H:%M:%S)"
  record modules "$(module_count)"

  # The App's compile: its driver command from a verbose debug build, run again without incremental
  # builds and one frontend job a file, each job timed alone.
  logged debug swift build --product superapp --scratch-path .build-debug -v
  driver=$(grep -E '/swiftc .*-module-name App ' "$logs/$size-debug.log" | tail -n 1)
  [[ -n $driver ]] || { echo "scale: no App compile command in $logs/$size-debug.log" >&2; exit 1; }
  jobs=$(bash -c "${driver/ -incremental / } -disable-batch-mode -j 1 -###" 2>&1 | grep 'swift-frontend -frontend')
  app_user=0 composition_user=""
  while IFS= read -r job; do
    /usr/bin/time -o "$dir/job.time" -f %U bash -c "$job" >/dev/null 2>&1 || { echo "scale: failed: $job" >&2; exit 1; }
    t=$(cat "$dir/job.time")
    app_user=$(awk -v a="$app_user" -v b="$t" 'BEGIN { printf "%.2f", a + b }')
    if [[ $job =~ -primary-file\ [^\ ]*/AppComposition.swift ]]; then composition_user=$t; fi
  done <<<"$jobs"
  record app.compile.user-seconds "$app_user"
  record composition.compile.user-seconds "${composition_user:-0}"
  composition=$(find .build-debug/plugins -name AppComposition.swift | head -n 1)
  record composition.generated.lines "$(wc -l <"$composition")"
  record manifest.cpu-seconds "$(least_cpu swift package dump-package)"
  record noop.cpu-seconds "$(least_cpu swift build --product superapp --scratch-path .build-debug)"
  record check-architecture.cpu-seconds "$(least_cpu "$tools/check-architecture")"
  record check-graph.cpu-seconds "$(least_cpu "$tools/check-architecture" --check-graph)"

  # The team loop: Order's tests and what they need, clean, then a body change in Order.
  probe=Modules/Domains/Order/ScaleProbe.swift
  printf '/// The scale harness'"'"'s probe.\nfunc scaleProbe() -> Int { 1 }\n' >"$probe"
  /usr/bin/time -o "$dir/cpu.time" -f '%U %S' env SUPERAPP_MODULE=Order swift build --build-tests \
    --scratch-path .build-team >"$logs/$size-team.log" 2>&1
  record team.cold.cpu-seconds "$(awk '{ printf "%.3f", $1 + $2 }' "$dir/cpu.time")"
  sed -i 's/{ 1 }/{ 2 }/' "$probe"
  /usr/bin/time -o "$dir/cpu.time" -f '%U %S' env SUPERAPP_MODULE=Order swift test --scratch-path .build-team \
    >"$logs/$size-team-body.log" 2>&1
  record body.team.cpu-seconds "$(awk '{ printf "%.3f", $1 + $2 }' "$dir/cpu.time")"
  record body.team.steps "$(grep -o '^\[[0-9]*/[0-9]*\]' "$logs/$size-team-body.log" | tail -n 1 | sed 's/.*\///; s/\]//')"
  rm -rf .build-team "$probe"

  logged release swift build -c release --product benchmarks --scratch-path .build-release
  logged release-app swift build -c release --product superapp --scratch-path .build-release
  bench="$work/.build-release/release/benchmarks"
  app="$work/.build-release/release/superapp"

  per_op() {  # per_op NAME [SESSION]: A3's instructions per dispatch, both variants
    local variant count
    for variant in reducer store; do
      count=$(env ${2:+A3_SESSION=$2} "$repo/Tools/callgrind-per-op.sh" "$bench" A3 "$variant" 20000 40000)
      record "dispatch.$1.$variant.instructions" "$(sed 's/.*: \([0-9]*\) instructions.*/\1/' <<<"$count")"
    done
  }
  per_op first
  per_op last "$sessions/last.jsonl"
  per_op mediator "$sessions/mediator.jsonl"
  last_med=$(grep -oE 'feature\("Med[0-9]{3}"' Package.swift | tail -n 1 | grep -oE 'Med[0-9]{3}' || true)
  if [[ -n $last_med ]]; then
    printf '{"action":"%s.note","id":"0e000000-0000-4000-8000-000000000001","note":"A note"}\n' \
      "$(tr '[:upper:]' '[:lower:]' <<<"${last_med:0:1}")${last_med:1}" >"$sessions/added-mediator.jsonl"
    per_op added-mediator "$sessions/added-mediator.jsonl"
  fi
  record state.bytes "$("$bench" --child A3 reducer 1 | grep -oE '"state bytes":[0-9.]+' | cut -d: -f2)"

  # The start: empty input, an empty journal, then the tour's records and one per added module.
  empty="$dir/empty.journal"
  record release.start.seconds "$(fastest sh -c ": | '$app' --journal '$empty'; rm -f '$empty'")"
  record release.start.instructions "$(instructions "$app" --journal "$empty")"
  rm -f "$empty"
  record release.start.max-rss.kb "$(: | /usr/bin/time -f %M "$app" --journal "$empty" 2>&1 >/dev/null | tail -n 1)"
  rm -f "$empty"
  journal="$dir/modules-$size.journal"
  rm -f "$journal"
  {
    cat Examples/tour.jsonl
    for k in $(grep -oE '^  "Dom[0-9]{3}"' Package.swift | grep -oE '[0-9]{3}' || true); do
      printf '{"action":"dom%s.record","id":"0e000000-0000-4000-8000-000000000%s","note":"A note"}\n' "$k" "$k"
    done
    for k in $(grep -oE 'feature\("Med[0-9]{3}"' Package.swift | grep -oE '[0-9]{3}' || true); do
      printf '{"action":"med%s.note","id":"0e000000-0000-4000-8000-000000000%s","note":"A note"}\n' "$k" "$k"
    done
  } | "$app" --journal "$journal" >"$dir/modules-$size.out"
  record journal.records "$(grep -c '"type":"accepted"' "$dir/modules-$size.out")"
  record release.start.journal.seconds "$(fastest sh -c ": | '$app' --journal '$journal'")"
  record release.start.journal.instructions "$(instructions "$app" --journal "$journal")"
  record release.start.journal.max-rss.kb "$(: | /usr/bin/time -f %M "$app" --journal "$journal" 2>&1 >/dev/null | tail -n 1)"
  rm -rf .build-debug .build-release
done
echo "scale: results in $results"
