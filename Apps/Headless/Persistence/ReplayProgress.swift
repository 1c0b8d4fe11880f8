import JSON
import Journal
import StdioProtocol

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Progress of a long journal replay, shown on stderr only when stderr is a terminal.
///
/// A person starting the app on a journal of millions of actions sees it counting instead of a
/// silent pause; logs and pipes get nothing. The clock is read once every 16,384 records, so the
/// replay loop pays almost nothing for it. The line is rewritten in place (`\r`), so every rewrite
/// covers the whole of the previous one: the final "replayed" is shorter than "replaying", and
/// without padding the end of the old text would stay on screen ("recordss"). A replay that fails
/// clears the line, so the error is printed on a line of its own.
public struct ReplayProgress {
  private let enabled: Bool
  private let mask: Int
  private let interval: Duration
  private let write: (String) -> Void
  private var count = 0
  private var lastShown = ContinuousClock.now
  private var shownWidth = 0

  /// Progress on the real stderr, shown when it is a terminal.
  public init() {
    self.init(enabled: isatty(STDERR_FILENO) != 0) { printError($0, newline: false) }
  }

  /// Progress written with `write`, for tests: shown when `enabled`, looking at the clock every
  /// `stride` records (a power of two) and refreshed at most once per `interval`.
  public init(
    enabled: Bool, stride: Int = 16_384, interval: Duration = .milliseconds(250),
    write: @escaping (String) -> Void
  ) {
    self.enabled = enabled
    self.mask = max(stride, 1) - 1
    self.interval = interval
    self.write = write
  }

  /// Counts one replayed record and refreshes the line at most once per interval.
  public mutating func recordReplayed() {
    count += 1
    guard enabled, count & mask == 0 else { return }
    let now = ContinuousClock.now
    guard now - lastShown >= interval else { return }
    lastShown = now
    show("superapp: replaying the journal: \(records)", newline: false)
  }

  /// Ends the progress line with the final count, if a line was shown.
  public mutating func finish() {
    guard shownWidth > 0 else { return }
    show("superapp: replayed the journal: \(records)", newline: true)
    shownWidth = 0
  }

  /// Clears the progress line, if one was shown, so that an error about the replay starts at the
  /// beginning of an empty line.
  public mutating func abandon() {
    guard shownWidth > 0 else { return }
    write("\r" + String(repeating: " ", count: shownWidth) + "\r")
    shownWidth = 0
  }

  /// The count so far, with its noun: "1 record", "16384 records".
  private var records: String { count == 1 ? "1 record" : "\(count) records" }

  /// Writes `text` over the current line, padded to cover the previous text entirely.
  private mutating func show(_ text: String, newline: Bool) {
    let width = text.unicodeScalars.count
    let padding = String(repeating: " ", count: max(shownWidth - width, 0))
    write("\r" + text + padding + (newline ? "\n" : ""))
    shownWidth = newline ? 0 : width
  }
}
