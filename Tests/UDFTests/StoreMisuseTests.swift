import Foundation
import Testing
import UDF
import UDFStore

/// Protects the store against a deadlock by misuse: code that runs under the store's lock (a
/// `read` body, a selector) that uses the same store stops the process with a message naming the
/// misuse, instead of hanging forever. Each case runs in a child process (an exit test) whose
/// watchdog ends a deadlocked child with success, which the test then reports as a failure.
@Suite struct StoreMisuseTests {
  static let message = "Store used from code that runs under its lock"

  /// A use of the store from code that runs under its lock.
  enum Misuse: String, Codable, Sendable, CaseIterable {
    case dispatchInsideRead
    case readingTheStateInsideASelector
  }

  @Test("a misuse under the store's lock stops with a clear message", arguments: Misuse.allCases)
  func misuseStopsWithAClearMessage(_ misuse: Misuse) async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent],
      performing: { [misuse] in
        exitSuccessfullyIfStillRunning()
        let store = makeStore()
        switch misuse {
        case .dispatchInsideRead:
          _ = store.read { _ in store.dispatch(.increment) }
        case .readingTheStateInsideASelector:
          let token = store.observe({ _ in store.state.count }, onChange: { _ in })
          withExtendedLifetime(token) {}
        }
      })
    #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains(Self.message))
  }

  @Test func readThenDispatchAfterItReturnsIsFine() {
    let store = makeStore()
    let count = store.read { $0.count }
    #expect(store.dispatch(.add(count + 1)) == .accepted)
    #expect(store.state.count == 1)
  }
}

/// In an exit test's child: ends the process with status 0 after `deadlockTimeout` (the child was
/// meant to stop at once; still running means it deadlocked).
private func exitSuccessfullyIfStillRunning() {
  Thread.detachNewThread {
    Thread.sleep(forTimeInterval: deadlockTimeout)
    exit(0)
  }
}
