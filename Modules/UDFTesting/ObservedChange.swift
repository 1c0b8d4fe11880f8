import Foundation
import Observation
import UDFStore

/// Waits for the next change of an `ObservedValue`, for tests of screen models.
///
/// `ObservedValue` sets its value on the main actor, sometimes in a task (always on Linux under
/// `swift test`, where the main actor is not the main thread), so a test dispatches, then awaits
/// `arrived()` before reading `value`. Made before the dispatch; reports one change.
@MainActor
public final class ObservedChange {
  private let stream: AsyncStream<Void>

  /// Starts tracking `model.value` (Observation's will-set).
  public init<Value>(_ model: ObservedValue<Value>) {
    let (stream, continuation) = AsyncStream<Void>.makeStream()
    self.stream = stream
    withObservationTracking {
      _ = model.value
    } onChange: {
      continuation.yield()
      continuation.finish()
    }
  }

  /// Whether the value changed within `timeout` seconds, waiting at most that long; after `true`
  /// the new value is readable (the update that reported it has run). The default is generous: a
  /// change returns at once, so only a change that never comes waits that long, and a busy machine
  /// makes a test slower, never failed.
  public func arrived(timeout: TimeInterval = 60) async -> Bool {
    let stream = stream
    let changed = await withTaskGroup(of: Bool.self) { group in
      group.addTask {
        for await _ in stream { return true }
        return false
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(timeout))
        return false
      }
      let first = await group.next() ?? false
      group.cancelAll()
      return first
    }
    await Task.yield()
    return changed
  }
}
