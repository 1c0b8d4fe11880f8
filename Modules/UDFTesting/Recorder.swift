import Foundation

/// A thread-safe list of values that callbacks append to and tests read back.
///
/// Store callbacks are `@Sendable`, so tests cannot capture a plain `var`; a recorder is the
/// smallest safe replacement.
public final class Recorder<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [Value] = []

  /// Creates an empty recorder.
  public init() {}

  /// Appends a value.
  public func record(_ value: Value) {
    lock.withLock { storage.append(value) }
  }

  /// Everything recorded so far, in order.
  public var values: [Value] {
    lock.withLock { storage }
  }

  /// How many values were recorded.
  public var count: Int {
    lock.withLock { storage.count }
  }
}
