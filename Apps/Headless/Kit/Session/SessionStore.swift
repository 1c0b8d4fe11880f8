import App
import Foundation
import ItemsList
import JSON
import Journal
import Synchronization
import UDF

/// The app's store as the headless app runs it: effects run on a `ManualExecutor` that the line
/// processor drains after each line, and the items server writes `items.save` protocol lines whose
/// answer comes back on stdin.
///
/// Draining on the stdio thread keeps the protocol's order: a line's events, then its effects, then
/// its reply, with no thread and no waiting.
public final class SessionStore: Sendable {
  /// The store the lines act on.
  public let store: AppStore
  let executor = ManualExecutor()
  let effectLines = EffectLines()

  /// A store starting from `state` (the state a journal replayed to, or the empty state).
  public init(state: AppState = AppState()) {
    var dependencies = Dependencies()
    dependencies[ItemsServerKey.self] = ItemsServer { [effectLines] request in
      effectLines.write { $0.saveEffectLine(request) }
      return .answerFollows
    }
    store = .app(state, dependencies: dependencies, executor: executor)
  }

  /// Runs the effects started so far and appends the lines they wrote to `output`.
  func runEffects(into output: inout JSONWriter) {
    executor.runUntilIdle()
    effectLines.take(into: &output)
  }
}

/// The protocol lines effects write while the executor runs them, until the processor takes them.
final class EffectLines: @unchecked Sendable {
  // `@unchecked`: `writer` is guarded by `lock`.
  private let lock = NSLock()
  private var writer = JSONWriter(capacity: 1 << 12)
  /// Whether `writer` holds lines, set under `lock`: most lines start no effect, and their
  /// `take` then costs one atomic read instead of the lock.
  private let hasLines = Atomic<Bool>(false)

  func write(_ body: (inout JSONWriter) -> Void) {
    lock.withLock {
      body(&writer)
      hasLines.store(!writer.bytes.isEmpty, ordering: .releasing)
    }
  }

  func take(into output: inout JSONWriter) {
    guard hasLines.load(ordering: .acquiring) else { return }
    lock.withLock {
      output.append(lines: writer.bytes)
      writer.reset()
      hasLines.store(false, ordering: .relaxed)
    }
  }
}
