import HeadlessKit
import Persistence
import Testing

/// Collects what a `ReplayProgress` writes, and what a terminal would show of it.
private final class FakeTerminal {
  private(set) var writes: [String] = []

  func write(_ text: String) { writes.append(text) }

  /// The screen's lines: `\r` returns to the start of the line and overwrites, `\n` ends it.
  var screen: [String] {
    var lines: [[Character]] = [[]]
    var column = 0
    for character in writes.joined() {
      switch character {
      case "\r":
        column = 0
      case "\n":
        lines.append([])
        column = 0
      default:
        if column < lines[lines.count - 1].count {
          lines[lines.count - 1][column] = character
        } else {
          lines[lines.count - 1].append(character)
        }
        column += 1
      }
    }
    return lines.map { line in String(line[..<(line.lastIndex { $0 != " " }.map { line.index(after: $0) } ?? 0)]) }
  }
}

/// The replay progress line: shown only when enabled, rewritten in place without leftovers, and
/// said once at the end.
@Suite struct ProtocolReplayProgressTests {
  private func progress(_ terminal: FakeTerminal, enabled: Bool = true) -> ReplayProgress {
    ReplayProgress(enabled: enabled, stride: 1, interval: .zero) { terminal.write($0) }
  }

  @Test func theFinalCountReplacesTheProgressLineWithoutLeftovers() {
    let terminal = FakeTerminal()
    var progress = progress(terminal)
    for _ in 0..<20 { progress.recordReplayed() }
    progress.finish()
    #expect(terminal.screen == ["superapp: replayed the journal: 20 records", ""], "\(terminal.writes)")
  }

  @Test func aShorterCountAfterALongerLineLeavesNothingBehind() {
    let terminal = FakeTerminal()
    var progress = ReplayProgress(enabled: true, stride: 1, interval: .zero) { terminal.write($0) }
    for _ in 0..<10_000 { progress.recordReplayed() }
    progress.finish()
    #expect(terminal.screen == ["superapp: replayed the journal: 10000 records", ""])
    #expect(terminal.writes.last?.hasSuffix("records \n") == true, "padded over the one character longer line")
  }

  @Test func finishingTwiceSaysItOnce() {
    let terminal = FakeTerminal()
    var progress = progress(terminal)
    progress.recordReplayed()
    progress.finish()
    progress.finish()
    #expect(terminal.screen == ["superapp: replayed the journal: 1 record", ""])
    #expect(terminal.writes.filter { $0.contains("replayed") }.count == 1)
  }

  @Test func anAbandonedReplayClearsTheLineForTheError() {
    let terminal = FakeTerminal()
    var progress = progress(terminal)
    for _ in 0..<3 { progress.recordReplayed() }
    progress.abandon()
    terminal.write("superapp: cannot use journal j: record 4 at byte 9 is refused on replay\n")
    #expect(terminal.screen == ["superapp: cannot use journal j: record 4 at byte 9 is refused on replay", ""])
    progress.finish()
    #expect(!terminal.writes.contains { $0.contains("replayed") }, "an abandoned replay does not claim to be done")
  }

  @Test func nothingIsWrittenWhenDisabledOrNeverShown() {
    let off = FakeTerminal()
    var disabled = progress(off, enabled: false)
    for _ in 0..<100 { disabled.recordReplayed() }
    disabled.finish()
    disabled.abandon()
    #expect(off.writes.isEmpty)

    let quiet = FakeTerminal()
    var slow = ReplayProgress(enabled: true, stride: 1, interval: .seconds(3_600)) { quiet.write($0) }
    for _ in 0..<100 { slow.recordReplayed() }
    slow.finish()
    #expect(quiet.writes.isEmpty, "a replay faster than the interval shows no line at all")
  }
}
