#!/usr/bin/env bash
# One team's loop: what CI checks of a module, fastest failures first, in one shared scratch
# folder (.build-team) so the core is built once for every module's loop, not once per module.
#
#   Tools/team-loop.sh Loyalty          # format, the module's tests, the architecture and graph checks
#   Tools/team-loop.sh Loyalty --app    # and the platform's tests that read every module through the App
#                                       # (protocol examples, goldens, composition, reactions)
# A team green here with --app is green in CI for what its change can reach.
set -euo pipefail
cd "$(dirname "$0")/.."
module=${1:-}
folders=()
for folder in "Modules/Domains/$module" "Modules/Features/$module" "Tests/${module}Tests"; do
  [ -n "$module" ] && [ -d "$folder" ] && folders+=("$folder")
done
if [ ${#folders[@]} -eq 0 ]; then
  echo "usage: Tools/team-loop.sh <Module> [--app]: '$module' is no module folder under Modules/Domains or Modules/Features" >&2
  exit 2
fi
scratch=.build-team
step() { printf '\n== %s ==\n' "$*"; }

step "format lint of ${folders[*]}"
swift format lint --strict --recursive "${folders[@]}"

step "$module's tests (SUPERAPP_MODULE=$module: its tests and their dependencies only)"
SUPERAPP_MODULE="$module" swift test --scratch-path "$scratch"

step "architecture, module facts and the module graph"
swift run -q --scratch-path "$scratch" check-architecture
swift run -q --scratch-path "$scratch" check-architecture --check-graph

if [ "${2:-}" = "--app" ]; then
  step "the platform's tests that read every module through the App"
  swift test --scratch-path "$scratch" \
    --filter 'AppTests|ComposeAppTests|ProtocolActionSpec|ProtocolTourSessionTests|GoldenJournalTests'
fi
echo; echo "team loop for $module passed"
