import Concurrency

/// A restored state, ready or still being finished on another thread.
///
/// Restoring a snapshot reads every part first and waits for the slow ones last, so the work of
/// one part overlaps the reading of the others.
public struct Restored<Value: Sendable>: Sendable {
  private let finish: @Sendable () -> Value

  private init(finish: @escaping @Sendable () -> Value) {
    self.finish = finish
  }

  /// A state that is already complete.
  public static func value(_ value: Value) -> Restored {
    Restored { value }
  }

  /// A state finished by `work` on another thread while the caller goes on.
  public static func background(_ work: @escaping @Sendable () -> Value) -> Restored {
    let running = BackgroundWork(work)
    return Restored { running.value() }
  }

  /// The state, waiting for its work if it is still running.
  public func value() -> Value {
    finish()
  }
}
