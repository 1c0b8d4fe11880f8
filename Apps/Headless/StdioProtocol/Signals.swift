import JSON
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGINT/SIGTERM/SIGQUIT handling: the signal only sets a flag; the stdio loop finishes the
/// current line, makes it durable and exits 0. (SIGQUIT would otherwise reach the Swift runtime's
/// backtracer, which prints a crash report and lets the process run on.)
///
/// The handler also writes a byte to a pipe (the self-pipe trick): the input waits with `poll` on
/// stdin and that pipe together, so a signal that lands just before the wait still ends it at once.
package enum Signals {
  static let shutdownRequested = Atomic<Bool>(false)
  /// The pipe's write end for the handler, and its read end for `poll` (-1 before `install`).
  static let wakeWriter = Atomic<Int32>(-1)
  static let wakeReader = Atomic<Int32>(-1)

  package static func install() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      wakeReader.store(ends[0], ordering: .relaxed)
      wakeWriter.store(ends[1], ordering: .relaxed)
    }
    var action = sigaction()
    #if canImport(Glibc)
      action.__sigaction_handler.sa_handler = { _ in Signals.requestShutdown() }
    #else
      action.__sigaction_u.__sa_handler = { _ in Signals.requestShutdown() }
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(SIGINT, &action, nil)
    sigaction(SIGTERM, &action, nil)
    sigaction(SIGQUIT, &action, nil)
    // The signal mask survives exec: a parent that spawns the app from a thread blocking these
    // signals (any libdispatch or Swift concurrency worker does) would make them never arrive.
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, SIGINT)
    sigaddset(&blocked, SIGTERM)
    sigaddset(&blocked, SIGQUIT)
    sigprocmask(SIG_UNBLOCK, &blocked, nil)
  }

  /// Makes a write to a pipe nobody reads fail with EPIPE instead of killing the process, for
  /// every command: a lost stdout is then an I/O failure (exit 1: what was asked for never
  /// arrived), a lost stderr loses only diagnostics and changes no exit code (`printError`).
  package static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Gives SIGQUIT its default action (end the process) until `install` handles it; the Swift
  /// runtime's backtracer would print a crash report for it and let the process continue.
  package static func restoreQuitDefault() {
    signal(SIGQUIT, SIG_DFL)
  }

  package static var isShutdownRequested: Bool { shutdownRequested.load(ordering: .relaxed) }

  /// The descriptor that becomes readable when a shutdown signal arrives (-1 before `install`).
  static var wakeDescriptor: Int32 { wakeReader.load(ordering: .relaxed) }

  /// The handler's whole job: async-signal-safe (an atomic store and a `write`).
  private static func requestShutdown() {
    shutdownRequested.store(true, ordering: .relaxed)
    var byte: UInt8 = 1
    _ = write(wakeWriter.load(ordering: .relaxed), &byte, 1)
  }
}
