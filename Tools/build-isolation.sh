#!/usr/bin/env bash
# Per-module build isolation, measured.
#
# Builds the package (debug), touches one Swift file of a module (default Modules/Domains/Order),
# rebuilds with `swift build -v` and reports, from the compiler and linker invocations in that log,
# which modules were recompiled and which products were relinked. Exits 1 if touching a domain
# recompiled another domain: domains never depend on each other, so they must never rebuild together.
#
# usage: Tools/build-isolation.sh [MODULE_FOLDER | DOMAIN_NAME]
#   e.g. Tools/build-isolation.sh                  (Modules/Domains/Order)
#        Tools/build-isolation.sh Items            (Modules/Domains/Items)
#        Tools/build-isolation.sh Modules/UDF      (any module folder)
# env:   SCRATCH_PATH  build folder (default .build-isolation, so your .build is left alone)
set -euo pipefail
cd "$(dirname "$0")/.."

folder=${1:-Modules/Domains/Order}
if [[ ! -d $folder && -d Modules/Domains/$folder ]]; then folder=Modules/Domains/$folder; fi
folder=${folder%/}
[[ -d $folder ]] || { echo "build-isolation: no module folder '$folder'" >&2; exit 2; }
file=$(find "$folder" -name '*.swift' -type f | LC_ALL=C sort | head -n 1)
[[ -n $file ]] || { echo "build-isolation: no Swift file under $folder" >&2; exit 2; }
scratch=${SCRATCH_PATH:-.build-isolation}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Parses a `swift build -v` log into one line per event:
# "compiled <module> <file>", "driver <module>" (the module's compiler driver ran), "linked <product>".
events_of() {
  grep -v 'ManifestAPI' "$1" | awk '
    {
      n = split($0, word, " "); module = ""; output = ""; primaries = ""
      for (i = 1; i < n; i++) {
        if (word[i] == "-module-name") module = word[i + 1]
        if (word[i] == "-o") output = word[i + 1]
        if (word[i] == "-primary-file") { f = word[i + 1]; sub(".*/", "", f); primaries = primaries " " f }
      }
      if ($0 ~ /swift-frontend -frontend -c /) {
        m = split(primaries, files, " ")
        for (j = 1; j <= m; j++) print "compiled", module, files[j]
      } else if ($0 ~ /swiftc / && ($0 ~ / -emit-executable/ || $0 ~ / -emit-library/)) {
        sub(".*/", "", output); print "linked", output
      } else if ($0 ~ /\/swiftc -module-name /) {
        print "driver", module
      }
    }'
}
column_of() { awk -v kind="$1" '$1 == kind { print $2 }' <<<"$2" | LC_ALL=C sort -u; }
list() { if [[ -n ${1//[[:space:]]/} ]]; then echo "$1" | tr '\n' ' '; else printf '(none)'; fi; }
build_verbose() {
  if ! swift build -v --scratch-path "$scratch" >"$log" 2>&1; then
    cat "$log" >&2
    exit 1
  fi
}

# The build is settled with the same `-v` invocation that is measured: the first `-v` build after a
# plain one re-plans and re-runs every module's driver, which would hide what a touch really costs.
echo "== 1. debug build of the package, twice (scratch path $scratch)"
build_verbose
build_verbose
baseline=$(events_of "$log")
echo "   second build, nothing touched: drivers run: $(list "$(column_of driver "$baseline")")"
echo "== 2. touch $file"
touch "$file"
echo "== 3. swift build -v"
started=$(date +%s%N)
build_verbose
elapsed_ms=$(( ($(date +%s%N) - started) / 1000000 ))

# Every non-test module of the build leaves a `<module>.swiftmodule`.
all_modules=$(find "$scratch/debug/Modules" -maxdepth 1 -name '*.swiftmodule' -exec basename {} .swiftmodule \; \
  | LC_ALL=C sort)
domains=$(find Modules/Domains -mindepth 1 -maxdepth 1 -type d -exec basename {} \; 2>/dev/null | LC_ALL=C sort)
events=$(events_of "$log")
compiled=$(column_of compiled "$events")
driven=$(column_of driver "$events")
linked=$(column_of linked "$events")
untouched=$(comm -23 <(echo "$all_modules") <(printf '%s\n' "$compiled" "$driven" | LC_ALL=C sort -u))

echo
echo "== result: touched $file; incremental build took ${elapsed_ms} ms"
echo "recompiled files:"
if [[ -n $compiled ]]; then
  awk '$1 == "compiled" { print "  " $2 ": " $3 }' <<<"$events" | LC_ALL=C sort -u
else
  echo "  (none)"
fi
echo "compiler driver ran for: $(list "$driven")"
echo "relinked products:       $(list "$linked")"
echo "modules not recompiled:  $(list "$untouched")"

touched_domain=""
[[ $folder == Modules/Domains/* ]] && touched_domain=$(basename "$folder")
other_rebuilt=$(comm -12 <(echo "$domains" | grep -vx "${touched_domain:-}" || true) \
  <(printf '%s\n' "$compiled" "$driven" | LC_ALL=C sort -u))
if [[ -n $other_rebuilt ]]; then
  echo "FAIL: other domains rebuilt: $(list "$other_rebuilt")"
  exit 1
fi
echo "OK: no other domain was rebuilt ($(list "$(echo "$domains" | grep -vx "${touched_domain:-}" || true)")untouched)"
