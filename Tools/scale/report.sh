#!/usr/bin/env bash
# The scale harness's report: from results files (size, metric, value per line, as scale.sh and
# runtime.sh write them; merged, sizes ascending) prints a Markdown table (each metric per size,
# each later size with its ratio to the smallest), and unless SCALE_WRITE=0 puts
# it in BENCHMARKS.md (in place of the table of its "## Scale (issue 43)" section, whose notes are
# kept; a new section when there is none), keeps the data in docs/scale.tsv and draws
# docs/scale.svg: one polyline per charted metric, its ratio to the smallest size against N.
# A ratio compares two sizes of one metric, so of one run: each file's metrics come from one run.
#
#   Tools/scale/report.sh RESULTS.tsv [RUNTIME.tsv]
set -euo pipefail
repo=${SCALE_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}
[[ $# -gt 0 ]] || { echo "usage: Tools/scale/report.sh RESULTS.tsv [MORE.tsv...]" >&2; exit 2; }
results=$(mktemp)
trap 'rm -f "$results"' EXIT
sort -s -n -k1,1 "$@" >"$results"

# size<TAB>metric<TAB>value -> a Markdown table: | metric | N=a | N=b (b/a) | ... |
table() {
  awk -F '\t' '
    !($1 in seen) { seen[$1] = 1; sizes[++ns] = $1 }
    !($2 in known) { known[$2] = 1; metrics[++nm] = $2 }
    { v[$2, $1] = $3 }
    END {
      printf "| metric |"; for (i = 1; i <= ns; i++) printf " N=%s |", sizes[i]; print ""
      printf "|---|"; for (i = 1; i <= ns; i++) printf "---:|"; print ""
      for (m = 1; m <= nm; m++) {
        name = metrics[m]; printf "| %s |", name
        first = v[name, sizes[1]]
        for (i = 1; i <= ns; i++) {
          if (!((name, sizes[i]) in v)) { printf " - |"; continue }
          if (i > 1 && first + 0 > 0) printf " %s (%.2fx) |", v[name, sizes[i]], v[name, sizes[i]] / first
          else printf " %s |", v[name, sizes[i]]
        }
        print ""
      }
    }' "$results"
}

# The chart: the ratio of each charted metric to its value at the smallest size, against N.
chart() {
  awk -F '\t' '
    BEGIN {
      # Steps, instructions, lines, bytes and CPU time; times on the clock are in the table only.
      split("app.clean.steps tests.clean.steps body.tests.steps public.tests.steps noop.cpu-seconds " \
        "team.cold.cpu-seconds body.team.cpu-seconds manifest.cpu-seconds check-architecture.cpu-seconds " \
        "composition.lines composition.compile.user-seconds app.compile.user-seconds app.binary.bytes " \
        "release.start.instructions release.start.journal.instructions app.help.bytes state.bytes " \
        "dispatch.first.store.instructions dispatch.last.store.instructions", charted, " ")
      split("#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf " \
        "#393b79 #637939 #8c6d31 #843c39 #7b4173 #000000 #5254a3 #b5cf6b #e7ba52 #ad494a #a55194", colour, " ")
      W = 800; H = 420; L = 60; R = 250; T = 30; B = 50
    }
    { v[$2, $1] = $3; if (!($1 in seen)) { seen[$1] = 1; sizes[++ns] = $1 } }
    END {
      minN = sizes[1]; maxN = sizes[ns]; if (maxN == minN) maxN = minN + 1; top = maxN / minN; if (top < 2) top = 2
      for (c = 1; c in charted; c++) for (i = 1; i <= ns; i++) {
        m = charted[c]; if (v[m, minN] + 0 > 0 && (m, sizes[i]) in v) { r = v[m, sizes[i]] / v[m, minN]; if (r > top) top = r }
      }
      top = int(top + 0.999)
      printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" font-size=\"11\">\n", W, H
      printf "<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n", W, H
      printf "<text x=\"%d\" y=\"18\" font-size=\"13\">Cost at N modules, as a ratio to N=%s (Tools/scale/scale.sh)</text>\n", L, minN
      pw = W - L - R; ph = H - T - B
      for (t = 0; t <= top; t++) {
        y = T + ph - ph * t / top
        printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/>", L, y, L + pw, y
        printf "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%dx</text>\n", L - 6, y + 4, t
      }
      for (i = 1; i <= ns; i++) {
        x = L + pw * (sizes[i] - minN) / (maxN - minN)
        printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">N=%s</text>\n", x, T + ph + 18, sizes[i]
      }
      printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", L, T + ph, L + pw, T + ph
      printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", L, T, L, T + ph
      # The reference: a cost proportional to N.
      printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"black\" stroke-dasharray=\"4 4\"/>", \
        L, T + ph - ph / top, L + pw, T + ph - ph * (maxN / minN) / top
      printf "<text x=\"%d\" y=\"%d\">dashed: proportional to N</text>\n", L + pw + 15, H - B
      row = 0
      for (c = 1; c in charted; c++) {
        m = charted[c]; if (!(v[m, minN] + 0 > 0)) continue
        points = ""
        for (i = 1; i <= ns; i++) if ((m, sizes[i]) in v) {
          x = L + pw * (sizes[i] - minN) / (maxN - minN); y = T + ph - ph * (v[m, sizes[i]] / v[m, minN]) / top
          points = points sprintf("%.1f,%.1f ", x, y)
        }
        printf "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\" points=\"%s\"/>\n", colour[c], points
        y = T + 10 + 15 * row++
        printf "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>", L + pw + 15, y, L + pw + 35, y, colour[c]
        printf "<text x=\"%d\" y=\"%d\">%s</text>\n", L + pw + 40, y + 4, m
      }
      print "</svg>"
    }' "$results"
}

table
if [[ ${SCALE_WRITE:-1} != 0 ]]; then
  cp "$results" "$repo/docs/scale.tsv"
  chart >"$repo/docs/scale.svg"
  bench="$repo/BENCHMARKS.md"
  if grep -q '^## Scale (issue 43)' "$bench"; then
    # The section's first table gives way to the new one; every other line stays.
    table >"$results.table"
    awk -v table="$results.table" '
      /^## / { inside = ($0 ~ /^## Scale \(issue 43\)/) }
      inside && !done && /^\|/ { if (!skipping) { while ((getline line < table) > 0) print line; skipping = 1 }; next }
      skipping { done = 1; skipping = 0 }
      { print }' "$bench" >"$bench.new"
    mv "$bench.new" "$bench"
    rm -f "$results.table"
  else
    {
      printf '\n## Scale (issue 43): costs against the module count, %s\n\n' "$(date -u +%Y-%m-%d)"
      printf 'Tools/scale/scale.sh and runtime.sh on this shared 2-core machine (times in seconds, wall\n'
      printf 'clock unless named user: read them as ratios; steps, instructions, lines and bytes do not\n'
      printf 'depend on the load). Data: docs/scale.tsv; chart: docs/scale.svg.\n\n'
      table
    } >>"$bench"
  fi
  echo "scale: BENCHMARKS.md's Scale table, docs/scale.tsv and docs/scale.svg written"
fi
