#!/usr/bin/env bash
# Instructions per operation of one benchmark workload, counted by callgrind (exact, unlike times
# on a shared machine): I(n2) - I(n1), over n2 - n1, so start-up and set-up cancel out.
#
#   Tools/callgrind-per-op.sh .build/release/benchmarks A1 store 100000 200000
#   PASSES=1,2 Tools/callgrind-per-op.sh .build/release/benchmarks S3 store-keyed 10000 10000
#
# With PASSES=p1,p2 the size stays n1 and S3_PASSES goes from p1 to p2 (S3 makes 10,000 dispatches
# a pass, whatever its size): the count is over (p2 - p1) * 10,000 dispatches.
set -euo pipefail
bin=$1 workload=$2 variant=$3 n1=$4 n2=$5
out=$(mktemp)
count() {  # count SIZE [ENV=VALUE]
  env ${2:-} valgrind --tool=callgrind --callgrind-out-file="$out" "$bin" --child "$workload" "$variant" "$1" \
    >/dev/null 2>&1
  grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
}
if [[ -n "${PASSES:-}" ]]; then
  p1=${PASSES%,*} p2=${PASSES#*,}
  a=$(count "$n1" "S3_PASSES=$p1") b=$(count "$n1" "S3_PASSES=$p2")
  ops=$(( (p2 - p1) * 10000 ))
else
  a=$(count "$n1") b=$(count "$n2")
  ops=$(( n2 - n1 ))
fi
rm -f "$out"
echo "$workload $variant: $(( (b - a) / ops )) instructions/op ($a, $b)"
