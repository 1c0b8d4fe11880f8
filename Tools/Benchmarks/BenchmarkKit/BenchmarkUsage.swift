/// The usage of `benchmarks`, listing the workloads of the registry it is given, so a workload
/// added to the registry is in `--help` without anyone editing this text.
public enum BenchmarkUsage {
  /// The usage text, ending in a newline.
  public static func text(catalog: [CatalogEntry]) -> String {
    let width = catalog.map(\.name.count).max() ?? 0
    let workloads = catalog.map { entry in
      "  " + entry.name + String(repeating: " ", count: width - entry.name.count) + "  " + entry.title
    }
    return """
      usage: benchmarks [--quick] [--only W1,W2,...] [--json FILE]
             benchmarks --child WORKLOAD VARIANT SIZE
             benchmarks --help

      Runs each workload's variants in fresh child processes (5 each, or 3 with --quick), prints
      progress on stderr and one table per workload at the end: median, min and max, and ratios to
      floors measured in the same run. H1 needs the release superapp beside this executable:
      `swift build -c release --product superapp && swift run -c release benchmarks`.

        --quick        smaller sizes and 3 repetitions (CI runs this; it checks results, not times)
        --only LIST    only these workloads, comma-separated (default: all)
        --json FILE    also append one JSON object per measurement to FILE (`-`: stdout, and the
                       tables go to stderr)
        --child ...    one measurement in this process, printed as JSON (what a run starts; use it
                       to profile one variant, e.g. under valgrind --tool=callgrind)
        -h, --help     this text

      Workloads:

      """ + workloads.joined(separator: "\n") + "\n"
  }
}
