import BenchmarkKit

/// Every workload, in the order the tables print.
let allWorkloads: [Workload] = [
  Workload(
    name: "S1", title: "small state, 5 child reducers, no observers", unit: "ns/action",
    runs: { options in
      let size = options.quick ? 200_000 : 1_000_000
      return ["floor", "floor-opaque", "store"].map { ($0, size) }
    },
    measure: { try runS1(variant: $0, dispatches: $1) },
    finish: { table in
      table.addRatio(to: "floor")
      table.addRatio(to: "floor-opaque")
    }),
  Workload(
    name: "S2", title: "large state, flip one item per dispatch, no observers", unit: "ns/action",
    runs: { options in
      let sizes = options.quick ? [10_000] : [10_000, 100_000]
      return sizes.flatMap { size in ["floor", "floor-opaque", "store"].map { ($0, size) } }
    },
    measure: { try runS2(variant: $0, items: $1) },
    finish: { table in
      table.addRatio(to: "floor")
      table.addRatio(to: "floor-opaque")
      if let small = table.median("store", size: 10_000), let large = table.median("store", size: 100_000) {
        table.notes.append("store 100k/10k ratio: \(format(large / small))")
      }
      for size in [10_000, 100_000] {
        let rows = table.rows
        func peak(_ variant: String) -> Double? {
          rows.first { $0.variant == variant && $0.size == size }?.peakMiB.median
        }
        if let store = peak("store"), let floor = peak("floor"), floor > 0 {
          table.notes.append("peak memory at \(size) items: store/floor = \(format(store / floor))")
        }
      }
    }),
  Workload(
    name: "S3", title: "observers: 10,000 dispatches on the 10,000-item state (size = observers)",
    unit: "ns/action",
    runs: { options in
      // Quick mode skips the two O(observers) variants at 10,000 observers (about 15 s each).
      let counts = [100, 1_000, 10_000]
      return counts.flatMap { count in
        let variants =
          options.quick && count == 10_000 ? ["store-keyed"] : ["floor-closures", "store-selectors", "store-keyed"]
        return variants.map { ($0, count) }
      }
    },
    measure: { try runS3(variant: $0, observers: $1) },
    finish: { table in
      table.addRatio(to: "floor-closures")
      if let small = table.median("store-keyed", size: 100), let large = table.median("store-keyed", size: 10_000) {
        var note = "store-keyed 10,000/100 observers ratio: \(format(large / small))"
        func cpu(_ size: Int) -> Double? {
          table.rows.first { $0.variant == "store-keyed" && $0.size == size }?.extra["cpu ns/op"]
        }
        if let smallCPU = cpu(100), let largeCPU = cpu(10_000), smallCPU > 0 {
          // A 10,000-dispatch loop lasts 0.5-3 ms, less than one time slice of a busy machine:
          // one preemption moves the clock's ratio, not the CPU time's (issue 35).
          note += " (on CPU time: \(format(largeCPU / smallCPU)))"
        }
        table.notes.append(note)
      }
    }),
  Workload(
    name: "O1", title: "1,000 row models over a 10,000-item list, 10,000 dispatches (size = scope depth)",
    unit: "ns/action",
    runs: { _ in [("keyed", 0), ("models", 1), ("models", 5), ("models", 10)] },
    measure: { try runScopes(variant: $0, depth: $1) },
    finish: { table in
      if let one = table.median("models", size: 1), let ten = table.median("models", size: 10), one > 0 {
        table.notes.append("10 nested scopes / 1 scope: \(format(ten / one))")
      }
      if let keyed = table.median("keyed", size: 0), let one = table.median("models", size: 1), keyed > 0 {
        table.notes.append("row models at depth 1 / plain keyed observers: \(format(one / keyed))")
      }
    }),
  Workload(
    name: "E1", title: "effects: each action starts an async effect that sends one action back", unit: "ns/round trip",
    runs: { options in ["manual", "global"].map { ($0, options.quick ? 20_000 : 100_000) } },
    measure: { try runEffects(variant: $0, actions: $1) },
    finish: { table in
      for variant in ["manual", "global"] {
        guard let row = table.rows.first(where: { $0.variant == variant }), row.nsPerOp.median > 0 else { continue }
        let ns = row.nsPerOp.median
        var note = "\(variant): \(format(1e9 / ns)) round trips/s (\(format(2e9 / ns)) actions/s)"
        if let cpu = row.extra["cpu ns/op"], cpu > 0, let share = row.extra["cpu/wall"] {
          // The clock's number falls with the machine's load; the CPU time's does not (issue 35).
          note += "; on CPU time \(format(1e9 / cpu)) round trips/s (cpu/wall \(format(share)))"
        }
        table.notes.append(note)
      }
    }),
  Workload(
    name: "A1", title: "the real App store: selections cycling over 1,000 loaded items", unit: "ns/action",
    runs: { options in ["reducer", "store"].map { ($0, options.quick ? 200_000 : 1_000_000) } },
    measure: { try runAppStore(variant: $0, dispatches: $1) },
    finish: finishAppStore),
  Workload(
    name: "A2", title: "a root composing N mediated modules, 500,000 dispatches (size = N)", unit: "ns/action",
    runs: { _ in
      [1, 5, 20, 50].flatMap { count in ["reducer-routed", "store-routed", "store-broadcast"].map { ($0, count) } }
    },
    measure: { try runModules(variant: $0, modules: $1) },
    finish: finishModules),
  Workload(
    name: "A3", title: "one wire action of the first module through the App, over and over", unit: "ns/action",
    runs: { options in ["reducer", "store"].map { ($0, options.quick ? 200_000 : 1_000_000) } },
    measure: { try runWireAction(variant: $0, dispatches: $1) },
    finish: { $0.addRatio(to: "reducer") }),
  Workload(
    name: "J1", title: "journal: replay at start (ns/action) and append by fsync policy (ns/record)",
    unit: "ns/record",
    runs: { options in
      [
        ("read-floor", options.quick ? 100_000 : 1_000_000),
        ("read-parse-floor", options.quick ? 100_000 : 1_000_000),
        ("replay", options.quick ? 100_000 : 1_000_000),
        ("append-always-1", options.quick ? 50 : 200),
        ("append-always-100", options.quick ? 5_000 : 20_000),
        ("append-batch", options.quick ? 20_000 : 100_000),
        ("append-never", options.quick ? 20_000 : 100_000),
      ]
    },
    measure: { try runJournal(variant: $0, records: $1) },
    finish: finishJournal),
  Workload(
    name: "J2", title: "start-up with a snapshot 10,000 records from the end vs a full replay (size = records)",
    unit: "ns/record",
    runs: { options in
      ["full", "snapshot", "snapshot-write", "compact", "compacted-start", "compacted-base"].map {
        ($0, options.quick ? 100_000 : 1_000_000)
      }
    },
    measure: { try runSnapshotStart(variant: $0, records: $1) },
    finish: finishSnapshotStart),
  Workload(
    name: "H1", title: "superapp end to end: a mixed session through a pipe (size = lines)", unit: "ns/line",
    runs: { options in
      ["io-floor", "io-parse-floor", "decode", "dispatch", "memory", "never", "batch", "always"].map {
        ($0, options.quick ? 20_000 : 100_000)
      }
    },
    measure: { try runStdio(variant: $0, lines: $1) },
    finish: finishStdio),
  Workload(
    name: "G1", title: "aggregates: load N tasks for a 20-row list (size = tasks)", unit: "ns/task",
    runs: { _ in [25, 100, 1_000].flatMap { count in ["large-cluster", "by-id"].map { ($0, count) } } },
    measure: { try runAggregates(variant: $0, tasks: $1) },
    finish: finishAggregates),
]
