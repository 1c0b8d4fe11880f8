import Concurrency
import JSONOutput
import Synchronization

/// The protocol lines effects write while the executor runs them, until the processor takes them.
final class EffectLines: Sendable {
  private let writer = Locked(JSONWriter(capacity: 1 << 12))
  /// Whether `writer` holds lines, set under its lock: most lines start no effect, and their
  /// `take` then costs one atomic read instead of the lock.
  private let hasLines = Atomic<Bool>(false)

  func write(_ body: (inout JSONWriter) -> Void) {
    writer.withLock { writer in
      body(&writer)
      hasLines.store(!writer.bytes.isEmpty, ordering: .releasing)
    }
  }

  func take(into output: inout JSONWriter) {
    guard hasLines.load(ordering: .acquiring) else { return }
    writer.withLock { writer in
      output.append(lines: writer.bytes)
      writer.reset()
      hasLines.store(false, ordering: .relaxed)
    }
  }
}
