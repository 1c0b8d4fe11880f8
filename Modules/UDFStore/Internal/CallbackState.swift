import Synchronization

/// Whether one registered callback (observer, event handler) has been cancelled.
@usableFromInline
final class CallbackState: Sendable {
  @usableFromInline let cancelled = Atomic<Bool>(false)

  @usableFromInline
  init() {}

  @inlinable
  var isCancelled: Bool { cancelled.load(ordering: .acquiring) }
}
