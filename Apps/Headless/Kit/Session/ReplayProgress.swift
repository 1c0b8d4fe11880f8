import JSON
import Journal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress of a long journal replay, shown on stderr only when stderr is a terminal.
///
/// A person starting the app on a journal of millions of actions sees it counting instead of a
/// silent pause; logs and pipes get nothing. The clock is read once every 16,384 records, so the
/// replay loop pays almost nothing for it.
struct ReplayProgress {
  private let enabled = isatty(STDERR_FILENO) != 0
  private var count = 0
  private var lastShown = ContinuousClock.now
  private var shown = false

  /// Counts one replayed record and refreshes the line at most four times a second.
  mutating func recordReplayed() {
    count += 1
    guard enabled, count & 0x3FFF == 0 else { return }
    let now = ContinuousClock.now
    guard now - lastShown >= .milliseconds(250) else { return }
    lastShown = now
    shown = true
    printError("\rsuperapp: replaying the journal: \(count) records", newline: false)
  }

  /// Ends the progress line, if one was shown.
  func finish() {
    if shown { printError("\rsuperapp: replayed the journal: \(count) records") }
  }
}
