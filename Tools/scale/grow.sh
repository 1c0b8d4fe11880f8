# The scale harness's growth, sourced by scale.sh and runtime.sh: run in the scratch worktree.
#
# grow_to N: adds modules with the scaffold itself (`new-module`, from "$tools") until the manifest
# lists N: domains Dom001, Dom002, ..., and after every fourth domain a feature Med001, ... mediating
# the last two; each with its scaffolded tests and golden session (its journal left to record).
# module_count: the domains and features the manifest lists (the App not counted).
# The added modules' names depend only on the count, so every size holds the smaller sizes' modules.

module_count() {
  awk '/^let domains = \[/ { d = 1; next } /^let features = \[/ { f = 1; next } /^\]/ { d = 0; f = 0 }
       d && /"/ { n++ } f && /feature\(/ { n++ } END { print n }' Package.swift
}

# How many modules the scaffold has added: the Dom and Med lines of the manifest.
added_count() { grep -cE '^  ("Dom[0-9]{3}"|feature\("Med[0-9]{3}")' Package.swift || true; }

grow_to() {
  local added
  added=$(added_count)
  while (($(module_count) < $1)); do
    if ((added % 5 == 4)); then
      local m=$((added / 5 + 1))
      "$tools/new-module" "$(printf 'Med%03d' "$m")" --kind feature \
        --mediates "$(printf 'Dom%03d,Dom%03d' $((m * 4 - 1)) $((m * 4)))" --no-record >>"$logs/grow.log" 2>&1
    else
      "$tools/new-module" "$(printf 'Dom%03d' $((added - added / 5 + 1)))" --kind domain --no-record \
        >>"$logs/grow.log" 2>&1
    fi
    added=$((added + 1))
  done
}
