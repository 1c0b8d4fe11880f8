#!/usr/bin/env bash
# The scale harness's report: from a results file (size, metric, value per line, as scale.sh writes
# it) prints a Markdown table (each metric per size, and its ratio to the smallest size), and unless
# SCALE_WRITE=0 appends it to BENCHMARKS.md, keeps the data in docs/scale.tsv and draws
# docs/scale.svg: one polyline per metric, its ratio to the smallest size against N.
#
#   Tools/scale/report.sh RESULTS.tsv
set -euo pipefail
repo=${SCALE_REPO:-$(cd "$(dirname "$0")/../.." && pwd)}
results=${1:?usage: Tools/scale/report.sh RESULTS.tsv}

# size<TAB>metric<TAB>value -> a Markdown table: | metric | N=a | N=b | ... | last/first |
table() {
  awk -F '\t' '
    !($1 in seen) { seen[$1] = 1; sizes[++ns] = $1 }
    !($2 in known) { known[$2] = 1; metrics[++nm] = $2 }
    { v[$2, $1] = $3 }
    END {
      printf "| metric |"; for (i = 1; i <= ns; i++) printf " N=%s |", sizes[i]; print " last / first |"
      printf "|---|"; for (i = 1; i <= ns; i++) printf "---:|"; print "---:|"
      for (m = 1; m <= nm; m++) {
        name = metrics[m]; printf "| %s |", name
        for (i = 1; i <= ns; i++) printf " %s |", ((name, sizes[i]) in v) ? v[name, sizes[i]] : "-"
        first = v[name, sizes[1]]; last = v[name, sizes[ns]]
        if (ns > 1 && first + 0 > 0 && ((name, sizes[ns]) in v)) printf " %.2fx |\n", last / first
        else print " - |"
      }
    }' "$results"
}

# The chart: the ratio of each charted metric to its value at the smallest size, against N.
chart() {
  awk -F '\t' '
    BEGIN {
      split("manifest.warm.seconds noop.seconds app.clean.steps app.clean.seconds tests.clean.steps " \
        "tests.clean.seconds body.tests.steps public.tests.steps team.cold.seconds body.team.seconds " \
        "check-architecture.seconds composition.lines app.binary.bytes app.start.seconds app.help.bytes", charted, " ")
      split("#1f77b4 #ff7f0e #2ca02c #d62728 #9467bd #8c564b #e377c2 #7f7f7f #bcbd22 #17becf " \
        "#393b79 #637939 #8c6d31 #843c39 #7b4173", colour, " ")
      W = 760; H = 420; L = 60; R = 250; T = 30; B = 50
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
  {
    printf '\n## Scale (issue 43): costs against the module count, one run, %s\n\n' "$(date -u +%Y-%m-%d)"
    printf 'Tools/scale/scale.sh on this shared 2-core machine (debug builds; times in seconds, wall clock,\n'
    printf 'noisy under other builds: read them as ratios; steps, lines and bytes do not depend on the load).\n'
    printf 'Data: docs/scale.tsv; chart: docs/scale.svg.\n\n'
    table
  } >>"$repo/BENCHMARKS.md"
  echo "scale: appended to BENCHMARKS.md, wrote docs/scale.tsv and docs/scale.svg"
fi
