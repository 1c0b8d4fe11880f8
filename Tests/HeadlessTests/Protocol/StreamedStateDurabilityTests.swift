import JSONFieldCodec
import StdioProtocol
import Testing

@testable import HeadlessKit

/// Protects "no reply leaves before its action is durable" for a `state` reply the serve loop
/// streams in pieces (issue 41, `StdioLoop.swift:28`): before its first piece goes out, the
/// records of the lines before it are handed to the log, then the log commits (syncs).
@Suite struct StreamedStateDurabilityTests {
  /// A log that writes down what it is asked, in order, in `calls` (shared with the output).
  final class RecordingLog: ActionLog {
    var calls: [String] = []
    private(set) var lastSeq = 0
    var wantsPayload: Bool { true }
    var flushDeadline: ContinuousClock.Instant? { nil }

    func record(contentsOf payloads: [[UInt8]], count: Int) throws {
      calls.append("record \(payloads.count)")
      lastSeq += count
    }

    func commit() throws { calls.append("commit") }

    func flushIfDue() throws {}

    func close() throws { calls.append("close") }
  }

  @Test func aPieceGoesOutOnlyAfterTheRecordsOfTheLinesBeforeItAreWrittenAndCommitted() throws {
    let log = RecordingLog()
    let processor = LineProcessor(session: SessionStore(), log: log)
    var decoder = LineDecoder(context: .live(TestIDAndTimeSource()))
    func process(_ text: String, line: Int) throws {
      let decoded = decoder.decode(Array(text.utf8)[...], line: line)
      processor.process(try #require(decoded), line: line)
    }
    processor.sendOutput = StdioLoop.durableSender(for: processor, log: log) { bytes in
      log.calls.append("write")
    }
    processor.sendPieceSize = 1_024
    for line in 1...40 {
      try process(#"{"action":"item.create","title":"Item \#(line)"}"#, line: line)
    }
    #expect(log.calls.isEmpty, "the group's records wait for its end")
    try process(#"{"action":"state.get"}"#, line: 41)
    let firstWrite = try #require(log.calls.firstIndex(of: "write"), "the reply is long enough to be streamed")
    #expect(Array(log.calls[..<firstWrite]) == ["record 40", "commit"])
    #expect(log.calls.filter { $0 == "write" }.count > 1, "several pieces")
    #expect(!log.calls[firstWrite...].contains { $0.hasPrefix("record") }, "\(log.calls)")
  }
}
