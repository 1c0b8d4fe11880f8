#!/usr/bin/env bash
# Peak resident memory of superapp's journal commands against the live run that wrote the journal
# (issue 28: each at most 1.5x the live run). A session creates N items and retitles each twice
# (3N records, so compaction shrinks the journal); the live run writes the journal, then each
# command runs on it in its own process and /usr/bin/time reports its peak (KiB, ru_maxrss).
#
# usage: Tools/journal-memory.sh [N=100000] [SUPERAPP=.build/release/superapp]
# (build first: swift build -c release --product superapp). Set SKIP_INSPECT=1 to leave out
# inspect, whose page of 3N records is large.
set -euo pipefail
count=${1:-100000}
superapp=${2:-.build/release/superapp}
scratch=$(mktemp -d "${TMPDIR:-/tmp}/journal-memory.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
journal=$scratch/journal

awk -v n="$count" 'BEGIN {
  for (r = 0; r < 3; r++)
    for (i = 0; i < n; i++) {
      id = sprintf("00000000-0000-4000-8000-%012x", i + 1)
      if (r == 0)
        printf "{\"action\":\"item.create\",\"id\":\"%s\",\"title\":\"Item %d\",\"description\":\"about item %d\",\"tags\":[\"a\",\"b\"]}\n", id, i, i
      else
        printf "{\"action\":\"item.changeTitle\",\"item\":\"%s\",\"title\":\"Item %d v%d\"}\n", id, i, r
    }
}' > "$scratch/session.jsonl"

live=0
measure() {
  local label=$1
  shift
  /usr/bin/time -f %M -o "$scratch/peak" "$@" > /dev/null 2> "$scratch/stderr" || {
    cat "$scratch/stderr" >&2
    exit 1
  }
  local peak
  peak=$(tail -1 "$scratch/peak")
  [ "$label" = "live run" ] && live=$peak
  awk -v label="$label" -v peak="$peak" -v live="$live" \
    'BEGIN { printf "%-32s %8.1f MB  %5.2fx the live run\n", label, peak / 1024, peak / live }'
}

echo "$count items, $((3 * count)) records"
measure "live run" "$superapp" --journal "$journal" --fsync never --snapshot-every 0 < "$scratch/session.jsonl"
measure "start" "$superapp" --journal "$journal" --snapshot-every 0 < /dev/null
measure "replay" "$superapp" replay --journal "$journal"
[ -n "${SKIP_INSPECT:-}" ] || measure "inspect" "$superapp" inspect --journal "$journal" --out "$scratch/page.html"
measure "snapshot" "$superapp" snapshot --journal "$journal"
measure "start from the snapshot" "$superapp" --journal "$journal" --snapshot-every 0 < /dev/null
measure "compact" "$superapp" compact --journal "$journal"
measure "start of the compacted journal" "$superapp" --journal "$journal" --snapshot-every 0 < /dev/null
measure "replay of the compacted journal" "$superapp" replay --journal "$journal"
[ -n "${SKIP_INSPECT:-}" ] || measure "inspect of the compacted journal" "$superapp" inspect --journal "$journal" --out "$scratch/page2.html"
