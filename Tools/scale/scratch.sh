# The scale harness's scratch worktree, sourced by scale.sh and runtime.sh once they have set
# `repo`, `dir` and `results`: a detached worktree of HEAD at $dir/worktree (refused if one is
# left from an earlier run), removed when the script exits, with the results file emptied and the
# shell in the worktree; and the helpers both scripts time and record with.

work="$dir/worktree"
logs="$dir/logs"
mkdir -p "$dir" "$logs"
if [[ -e $work ]]; then echo "scale: $work exists (a previous run?); remove it first" >&2; exit 2; fi
git -C "$repo" worktree add -q --detach "$work" HEAD
cleanup() { git -C "$repo" worktree remove --force "$work" 2>/dev/null || true; }
trap cleanup EXIT
: >"$results"
cd "$work"

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.3f", b - a }'; }
record() { printf '%s\t%s\t%s\n' "$size" "$1" "$2" >>"$results"; echo "  N=$size $1 = $2"; }
# The fastest of three runs of a quick command, in seconds.
fastest() {
  local best="" start t
  for _ in 1 2 3; do
    start=$(now); "$@" >/dev/null 2>&1 || true; t=$(since "$start")
    if [[ -z $best ]] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}
