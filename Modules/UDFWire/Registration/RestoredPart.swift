/// A part read from a snapshot, set into the root state once every part is read.
public struct RestoredPart<Root>: Sendable {
  private let set: @Sendable (inout Root) -> Void

  init(_ set: @escaping @Sendable (inout Root) -> Void) {
    self.set = set
  }

  /// Sets the part into `root`, waiting for its work if it still runs.
  public func set(into root: inout Root) {
    set(&root)
  }
}
