import Concurrency
import UDFWire

/// Runs a restore's deferred work (indexing the items) on another thread while the other parts
/// are read: the snapshot start's choice, so no module or registration type starts a thread.
struct BackgroundRestore: RestoreScheduler {
  /// Starts `work` on another thread; the result waits for it (and, asked a second time, runs
  /// the work again here: the first answer was handed over, not kept).
  func start<Value: Sendable>(_ work: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
    let running = BackgroundWork(work)
    return { running.take() ?? work() }
  }
}
