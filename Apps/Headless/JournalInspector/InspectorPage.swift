/// The inspector page around its data: plain HTML, CSS and JavaScript written here, nothing loaded
/// from anywhere.
///
/// The page keeps a timeline of records (filtered by action name and by entity ID), and for the
/// selected step shows the action's fields, its events, the state after it as a collapsible tree
/// (children built when opened, so a large state stays fast) and the diff against the state
/// before (added, removed and changed fields marked). The state at a step is rebuilt from the
/// nearest stored full state by applying the records' patches. `#seq=N&name=…&entity=…` in the
/// URL selects and filters at load; arrow keys step backward and forward.
enum InspectorPage {
  /// Everything before the data.
  static let head = #"""
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>superapp journal inspector</title>
    <style>
    body { font: 13px/1.4 -apple-system, system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
    header { padding: 8px 12px; background: #1d1d1f; color: #fff; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
    header h1 { font-size: 14px; margin: 0 12px 0 0; }
    header input, header select { font: inherit; padding: 2px 4px; }
    #warning, .refusal { background: #fff3cd; padding: 6px 12px; }
    main { display: grid; grid-template-columns: minmax(320px, 38%) 1fr; height: calc(100vh - 44px); }
    #timeline { overflow: auto; border-right: 1px solid #ddd; background: #fff; }
    .row { display: grid; grid-template-columns: 56px 150px 1fr; gap: 6px; padding: 2px 8px; cursor: pointer; border-bottom: 1px solid #f0f0f0; white-space: nowrap; overflow: hidden; }
    .row:hover { background: #f0f6ff; }
    .row.selected { background: #0a66d8; color: #fff; }
    .row .ids { grid-column: 3; color: #777; font-size: 11px; overflow: hidden; text-overflow: ellipsis; }
    .row.selected .ids { color: #dbe8ff; }
    .more { padding: 4px 8px; color: #777; font-style: italic; }
    #detail { overflow: auto; padding: 8px 16px; }
    h2 { font-size: 13px; margin: 14px 0 4px; text-transform: uppercase; color: #555; }
    pre, .tree { font: 12px/1.45 ui-monospace, Menlo, monospace; }
    .tree details { margin-left: 14px; }
    .tree summary { cursor: pointer; }
    .tree .leaf { margin-left: 28px; }
    .key { color: #7a3e9d; }
    table.diff { border-collapse: collapse; font: 12px ui-monospace, Menlo, monospace; }
    table.diff td, table.diff th { border: 1px solid #e3e3e3; padding: 2px 6px; vertical-align: top; text-align: left; }
    tr.added td { background: #e6ffed; } tr.removed td { background: #ffeef0; } tr.changed td { background: #fff8c5; }
    .muted { color: #888; }
    </style>
    </head>
    <body>
    <header>
      <h1>superapp inspector <span id="journal-name" class="muted"></span></h1>
      <label>action <select id="name-filter"><option value="">all</option></select></label>
      <label>entity <input id="entity-filter" placeholder="an ID, e.g. an order's" size="38"></label>
      <label>jump to seq <input id="jump" type="number" min="1" size="8"></label>
      <span id="count" class="muted"></span>
    </header>
    <div id="warning" hidden></div>
    <main>
      <div id="timeline" tabindex="0"></div>
      <div id="detail">
        <h2>Action</h2><div id="selected-action" class="muted">no step selected</div>
        <h2>Events</h2><div id="events" class="muted">none</div>
        <h2>Diff against the state before</h2><div id="diff" class="muted">none</div>
        <h2>State after</h2><div id="state" class="tree"></div>
      </div>
    </main>
    <script id="journal-data" type="application/json">
    """#

  /// Everything after the data: the script that renders it.
  static let tail = #"""
    </script>
    <script>
    "use strict";
    const data = JSON.parse(document.getElementById("journal-data").textContent);
    // A step is a record, [name, action, events, patch, refusal?], or a full state,
    // {checkpoint: N, state}: the state after N records, stored where it was made.
    // A record's number is its position after the journal's base (0, or a compacted journal's
    // base record), its time the action's `at`, its entities the patch's "collection.id" keys.
    // A refusal says today's rules refuse it on replay.
    const base = data.base || 0;
    const rawRecords = [], checkpoints = new Map();
    for (const step of data.steps) {
      if (Array.isArray(step)) rawRecords.push(step); else checkpoints.set(step.checkpoint, step.state);
    }
    data.steps = null;
    const records = rawRecords.map((raw, index) => ({
      seq: base + index + 1, name: raw[0], refusal: raw[4], action: raw[1], events: raw[2], patch: raw[3], time: raw[1].at,
      touched: Object.keys(raw[3]).filter((key) => key.includes(".")).map((key) => key.slice(key.indexOf(".") + 1)),
    }));
    const COLLECTIONS = data.collections, WHOLE_PARTS = data.wholeParts;
    const checkpointSeqs = [...checkpoints.keys()].sort((a, b) => a - b);
    const stateCache = new Map();
    let filtered = records.map((_, index) => index);
    let selected = -1;

    function clone(value) { return JSON.parse(JSON.stringify(value)); }

    // Patches name entities as "items.<id>" with only their changed fields (all fields when new).
    function indexesOf(state) {
      const indexes = {};
      for (const collection of COLLECTIONS) indexes[collection] = new Map(state[collection].map((entity, index) => [entity.id, index]));
      return indexes;
    }

    function applyPatch(state, patch, indexes) {
      if (patch.full) {
        const full = clone(patch.full);
        Object.assign(indexes, indexesOf(full));
        return full;
      }
      for (const key of Object.keys(patch)) {
        const dot = key.indexOf(".");
        if (dot > 0) {
          const collection = key.slice(0, dot), id = key.slice(dot + 1), list = state[collection];
          const index = indexes[collection].get(id);
          if (patch[key] === null) {
            if (index !== undefined) {
              list.splice(index, 1);
              indexes[collection] = new Map(list.map((entity, position) => [entity.id, position]));
            }
          } else if (index === undefined) {
            indexes[collection].set(id, list.length);
            list.push(Object.assign({ id: id }, patch[key]));
          } else {
            list[index] = Object.assign({}, list[index], patch[key]);
          }
        } else if (WHOLE_PARTS.includes(key)) {
          state[key] = patch[key];
        }
      }
      return state;
    }

    // The state after `seq` records (0 = empty): the nearest stored or cached state, then patches.
    function stateAt(seq) {
      if (stateCache.has(seq)) return stateCache.get(seq);
      let base = 0;
      for (const stored of checkpointSeqs) if (stored <= seq) base = stored;
      for (const cached of stateCache.keys()) if (cached <= seq && cached > base) base = cached;
      let state = clone(stateCache.has(base) ? stateCache.get(base) : checkpoints.get(base));
      const indexes = indexesOf(state);
      for (let step = base; step < seq; step++) state = applyPatch(state, records[step].patch, indexes);
      if (stateCache.size > 64) stateCache.clear();
      stateCache.set(seq, state);
      return state;
    }

    function entityIndex(state) {
      const byID = new Map();
      for (const collection of COLLECTIONS) for (const entity of state[collection]) byID.set(entity.id, [collection, entity]);
      return byID;
    }

    function text(value) { return value === undefined ? "" : JSON.stringify(value); }

    function element(tag, attributes, ...children) {
      const node = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
      for (const child of children) node.append(child);
      return node;
    }

    // A collapsible tree whose children are built when it is opened.
    function tree(label, value, open) {
      if (value === null || typeof value !== "object") {
        return element("div", { class: "leaf" }, element("span", { class: "key" }, label + ": "), text(value));
      }
      const size = Array.isArray(value) ? "[" + value.length + "]" : "{" + Object.keys(value).length + "}";
      const caption = value.title !== undefined ? " " + value.title : value.id !== undefined ? " " + value.id : "";
      const node = element("details", {}, element("summary", {}, element("span", { class: "key" }, label), " " + size + caption));
      const fill = () => {
        if (node.dataset.filled) return;
        node.dataset.filled = "1";
        for (const [key, child] of Object.entries(value)) node.append(tree(key, child, false));
      };
      node.addEventListener("toggle", fill);
      if (open) { node.open = true; fill(); }
      return node;
    }

    function diffRows(before, after) {
      const rows = [];
      const keys = new Set([...Object.keys(before || {}), ...Object.keys(after || {})]);
      for (const key of keys) {
        const had = before && key in before, has = after && key in after;
        const kind = !had ? "added" : !has ? "removed" : text(before[key]) === text(after[key]) ? "" : "changed";
        if (kind) rows.push(element("tr", { class: kind }, element("td", {}, kind), element("td", {}, key),
          element("td", {}, had ? text(before[key]) : ""), element("td", {}, has ? text(after[key]) : "")));
      }
      return rows;
    }

    function renderDiff(index) {
      const patch = records[index].patch;
      const before = stateAt(index), after = stateAt(index + 1);
      const table = element("table", { class: "diff" },
        element("tr", {}, element("th", {}, "change"), element("th", {}, "field"), element("th", {}, "before"), element("th", {}, "after")));
      let count = 0;
      const add = (title, oldValue, newValue) => {
        const rows = diffRows(oldValue, newValue);
        if (rows.length === 0) return;
        table.append(element("tr", {}, element("th", { colspan: "4" }, title)));
        for (const row of rows) { table.append(row); count++; }
      };
      if (patch.full) {
        for (const key of Object.keys(after)) add(key, { value: before[key] }, { value: after[key] });
      } else {
        const old = entityIndex(before), now = entityIndex(after);
        for (const key of Object.keys(patch)) {
          const dot = key.indexOf(".");
          if (dot < 0) continue;
          const id = key.slice(dot + 1);
          add(key.slice(0, dot) + " " + id, old.has(id) ? old.get(id)[1] : undefined, now.has(id) ? now.get(id)[1] : undefined);
        }
        for (const key of WHOLE_PARTS) if (key in patch) {
          const oldValue = before[key], newValue = patch[key];
          if (oldValue && newValue && typeof newValue === "object") add(key, oldValue, newValue);
          else add(key, { value: oldValue }, { value: newValue });
        }
      }
      return count ? table : element("span", { class: "muted" }, "no field changed (an accepted no-op)");
    }

    function select(index) {
      if (index < 0 || index >= records.length) return;
      selected = index;
      const record = records[index];
      const detail = document.getElementById("selected-action");
      detail.className = "";
      detail.replaceChildren(element("div", {}, element("b", {}, "#" + record.seq + " " + record.name), record.time ? "  " + record.time : ""),
        record.refusal ? element("div", { class: "refusal" }, "refused by today's rules on replay (the state is unchanged): " + record.refusal) : "",
        element("pre", {}, JSON.stringify(record.action, null, 2)));
      const events = document.getElementById("events");
      events.className = record.events.length ? "" : "muted";
      events.replaceChildren(record.events.length ? element("pre", {}, record.events.map((event) => JSON.stringify(event)).join("\n")) : "none");
      const diff = document.getElementById("diff");
      diff.className = "";
      diff.replaceChildren(renderDiff(index));
      document.getElementById("state").replaceChildren(tree("state after #" + record.seq, stateAt(index + 1), true));
      renderTimeline();
      history.replaceState(null, "", "#" + hashFor(record.seq));
    }

    function hashFor(seq) {
      const parts = ["seq=" + seq];
      const name = document.getElementById("name-filter").value, entity = document.getElementById("entity-filter").value.trim();
      if (name) parts.push("name=" + encodeURIComponent(name));
      if (entity) parts.push("entity=" + encodeURIComponent(entity));
      return parts.join("&");
    }

    function matches(record, name, entity) {
      if (name && record.name !== name) return false;
      if (!entity) return true;
      return record.touched.includes(entity) || JSON.stringify(record.action).includes(entity);
    }

    function applyFilters() {
      const name = document.getElementById("name-filter").value;
      const entity = document.getElementById("entity-filter").value.trim().toLowerCase();
      filtered = [];
      for (let index = 0; index < records.length; index++) if (matches(records[index], name, entity)) filtered.push(index);
      document.getElementById("count").textContent = filtered.length + " of " + records.length + " records";
      if (filtered.length && !filtered.includes(selected)) select(filtered[0]); else renderTimeline();
    }

    // At most 400 rows around the selection are in the page, whatever the journal's size.
    function renderTimeline() {
      const timeline = document.getElementById("timeline");
      const position = Math.max(0, filtered.indexOf(selected));
      const from = Math.max(0, position - 200), to = Math.min(filtered.length, from + 400);
      const rows = [];
      if (from > 0) rows.push(element("div", { class: "more" }, from + " earlier records"));
      for (let slot = from; slot < to; slot++) {
        const index = filtered[slot], record = records[index];
        const row = element("div", { class: "row" + (index === selected ? " selected" : ""), "data-seq": String(record.seq) },
          element("span", {}, "#" + record.seq), element("span", {}, record.name), element("span", {}, record.time || ""),
          element("span", { class: "ids" }, record.touched.join(" ")));
        row.addEventListener("click", () => select(index));
        rows.push(row);
      }
      if (to < filtered.length) rows.push(element("div", { class: "more" }, (filtered.length - to) + " later records"));
      timeline.replaceChildren(...rows);
      const current = timeline.querySelector(".selected");
      if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
    }

    function step(delta) {
      const position = filtered.indexOf(selected);
      const next = position < 0 ? 0 : Math.min(filtered.length - 1, Math.max(0, position + delta));
      if (filtered.length) select(filtered[next]);
    }

    function start() {
      document.getElementById("journal-name").textContent = data.journal + " · " + records.length + " records";
      const notices = [];
      if (base > 0) notices.push(`This journal is compacted: records 1-${base} were folded into its base record, so the page starts from the base state (the state after record ${base}).`);
      if (data.warning) notices.push(data.warning);
      if (notices.length) { const warning = document.getElementById("warning"); warning.hidden = false; warning.textContent = notices.join(" "); }
      const names = document.getElementById("name-filter");
      for (const name of [...new Set(records.map((record) => record.name))].sort()) names.append(element("option", { value: name }, name));
      names.addEventListener("change", applyFilters);
      document.getElementById("entity-filter").addEventListener("input", applyFilters);
      document.getElementById("jump").addEventListener("keydown", (event) => {
        if (event.key === "Enter") select(Number(event.target.value) - base - 1);
      });
      document.addEventListener("keydown", (event) => {
        if (event.target.tagName === "INPUT") return;
        if (event.key === "ArrowDown" || event.key === "ArrowRight") { step(1); event.preventDefault(); }
        if (event.key === "ArrowUp" || event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
      });
      const hash = new URLSearchParams(location.hash.slice(1));
      if (hash.get("name")) names.value = hash.get("name");
      if (hash.get("entity")) document.getElementById("entity-filter").value = hash.get("entity");
      const seq = Number(hash.get("seq") || 1);
      selected = Math.min(records.length - 1, Math.max(0, seq - base - 1));
      applyFilters();
      if (records.length) select(filtered.includes(selected) ? selected : filtered[0] ?? selected);
      // A compacted journal with no record after its base: its state is the base's.
      else document.getElementById("state").replaceChildren(tree("state at the journal's base (#" + base + ")", stateAt(0), true));
      // Milliseconds from navigation to the first rendered step, for measurements.
      document.body.dataset.renderedMs = String(Math.round(performance.now()));
    }
    start();
    </script>
    </body>
    </html>

    """#
}
