/// What a benchmark run was asked for on its command line.
public struct RunOptions: Equatable, Sendable {
  /// CI-sized runs: smaller sizes, fewer repetitions.
  public var quick: Bool
  /// The workloads to run, as named; `nil` runs every one.
  public var only: [String]?
  /// Where to append one JSON line per measurement; `-` is stdout.
  public var jsonPath: String?

  /// The options of a run; the defaults are a full run of every workload, tables only.
  public init(quick: Bool = false, only: [String]? = nil, jsonPath: String? = nil) {
    self.quick = quick
    self.only = only
    self.jsonPath = jsonPath
  }

  /// Fresh processes per measurement: 5, or 3 in quick mode.
  public var repetitions: Int { quick ? 3 : 5 }

  /// Whether the run includes `workload`.
  public func selects(_ workload: String) -> Bool { only?.contains(workload) ?? true }
}
