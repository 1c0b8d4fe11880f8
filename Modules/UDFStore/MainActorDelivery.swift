import Foundation

/// Runs `body` on the main actor: at once when already on the main thread, else in a main-actor
/// task (tasks made from one thread run in the order they were made).
///
/// Store callbacks run on whichever thread delivers; UI models use this to apply a change on the
/// main actor without an extra hop when the dispatch came from the main thread.
public func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated { body() }
  } else {
    Task { @MainActor in body() }
  }
}
