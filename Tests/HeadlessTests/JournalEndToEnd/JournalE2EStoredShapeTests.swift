import Foundation
import Testing
import UDFTesting

/// Stored-shape versions through the binary: a record names the shape its action was written in
/// (`"shape"`, 1 when absent); a shape newer than this build's is refused with the record's
/// sequence number, and the file is left as it was.
@Suite struct JournalE2EStoredShapeTests {
  private static let at = #""at":"2026-11-22T09:00:00Z""#

  private func journal(third payload: String) -> [UInt8] {
    let payloads = [
      #"{"action":"item.create","id":"\#(fixedIDText(1, kind: 0x1E))","title":"One",\#(Self.at)}"#,
      #"{"action":"item.create","id":"\#(fixedIDText(2, kind: 0x1E))","title":"Two",\#(Self.at)}"#,
      payload,
    ]
    return payloads.enumerated().flatMap { JournalE2EFiles.record(seq: $0.offset + 1, payload: $0.element) }
  }

  @Test func aRecordInANewerShapeIsRefusedNamingItsSequenceNumber() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      let id = fixedIDText(3, kind: 0x1E)
      let cases: [(String, String)] = [
        (#""shape":2"#, "it holds item.create in stored shape 2; this app reads item.create up to shape 1"),
        (#""shape":0"#, "a stored shape version"),
        (#""shape":"2""#, "a stored shape version"),
        (#""shape":1.5"#, "a stored shape version"),
        (#""shape":-1"#, "a stored shape version"),
      ]
      for (shape, message) in cases {
        let bytes = journal(third: #"{"action":"item.create",\#(shape),"id":"\#(id)","title":"Three",\#(Self.at)}"#)
        try JournalE2EFiles.write(bytes, to: path)
        for arguments in [["replay", "--journal", path], ["--journal", path]] {
          let run = try JournalE2ERun.run(arguments)
          #expect(run.exit.exited(3), "\(shape) \(arguments): \(run.exit)")
          #expect(run.exit.stderr.contains("record 3 at byte "), "\(shape): \(run.exit.stderr)")
          #expect(run.exit.stderr.contains(message), "\(shape): \(run.exit.stderr)")
          #expect(try JournalE2EFiles.bytes(path) == bytes, "\(shape) \(arguments): the journal changed")
        }
      }
    }
  }

  @Test func shapeOneMayBeWrittenOrLeftOutAndTheAppWritesNone() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let path = directory + "/j"
      let id = fixedIDText(3, kind: 0x1E)
      try JournalE2EFiles.write(
        journal(third: #"{"action":"item.create","shape":1,"id":"\#(id)","title":"Three",\#(Self.at)}"#), to: path)
      let replayed = try JournalE2ERun.run(["replay", "--journal", path])
      #expect(replayed.exit.exited(0), "\(replayed.exit)")
      #expect(replayed.stdout.contains(#""title":"Three""#))
      // Every action is at shape 1 today, so nothing the app journals names a shape.
      let tour = try String(
        contentsOf: try ProtocolTestBinary.repositoryRoot().appendingPathComponent("Examples/tour.jsonl"),
        encoding: .utf8)
      let run = try JournalE2ERun.run(["--journal", path], input: tour.split(separator: "\n").map(String.init))
      #expect(run.exit.exited(0), "\(run.exit)")
      let written = String(decoding: try JournalE2EFiles.bytes(path), as: UTF8.self)
      #expect(written.components(separatedBy: #""shape":"#).count == 2, "only the hand-written record names a shape")
    }
  }
}
