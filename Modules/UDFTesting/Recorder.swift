import Concurrency

/// A thread-safe list of values that callbacks append to and tests read back.
///
/// Store callbacks are `@Sendable`, so tests cannot capture a plain `var`; a recorder is the
/// smallest safe replacement.
public final class Recorder<Value: Sendable>: Sendable {
  private let storage = Locked<[Value]>([])

  /// Creates an empty recorder.
  public init() {}

  /// Appends a value.
  public func record(_ value: Value) {
    storage.withLock { $0.append(value) }
  }

  /// Everything recorded so far, in order.
  public var values: [Value] {
    storage.withLock { $0 }
  }

  /// How many values were recorded.
  public var count: Int {
    storage.withLock { $0.count }
  }
}
