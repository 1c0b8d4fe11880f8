import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT/SIGTERM handling: the signal only sets a flag; the stdio loop finishes the current line,
/// makes it durable and exits 0.
///
/// The handlers are installed without `SA_RESTART`, so a `read` blocked on stdin returns `EINTR`
/// and the loop sees the flag at once.
enum Signals {
  static let shutdownRequested = Atomic<Bool>(false)

  static func install() {
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in Signals.shutdownRequested.store(true, ordering: .relaxed) }
    #else
      action.__sigaction_u.__sa_handler = { _ in Signals.shutdownRequested.store(true, ordering: .relaxed) }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    signal(SIGPIPE, SIG_IGN)
    // The signal mask survives exec: a parent that spawns the app from a thread blocking these
    // signals (any libdispatch or Swift concurrency worker does) would make them never arrive.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    sigprocmask(SIG_UNBLOCK, &blocked, nil)
  }

  static var isShutdownRequested: Bool { shutdownRequested.load(ordering: .relaxed) }
}
