import Foundation

/// Runs `body` on a new thread of its own named `name` (shown by debuggers and `top -H`).
///
/// For work that waits on input or on other threads for a long time (reading stdin, decoding
/// ahead): a pool's thread would be held away from the work that pool exists for.
public func startThread(named name: String, _ body: @escaping @Sendable () -> Void) {
  let thread = Thread(block: body)
  thread.name = name
  thread.start()
}
