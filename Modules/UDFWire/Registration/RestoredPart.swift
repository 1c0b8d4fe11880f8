import UDF

/// A part read from a snapshot, set into the root state once every part is read.
public struct RestoredPart<Root>: Sendable {
  private let set: @Sendable (inout Root) throws(Rejection) -> Void

  init(_ set: @escaping @Sendable (inout Root) throws(Rejection) -> Void) {
    self.set = set
  }

  /// Sets the part into `root`, waiting for its work if it still runs; throws the work's refusal.
  public func set(into root: inout Root) throws(Rejection) {
    try set(&root)
  }
}
