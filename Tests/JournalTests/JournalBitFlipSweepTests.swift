import Testing

@testable import Journal

/// Every single-bit flip of a small journal (header and four records): each one is either refused
/// (naming the record, or "not a superapp journal" for the header) with the file untouched, or cut
/// as a torn tail whose bytes are all in the quarantine copy. Never silently accepted.
@Suite struct JournalBitFlipSweepTests {
  @Test func everyBitFlipIsRefusedOrCutIntoQuarantine() throws {
    let original = try journalFile(with: (0..<4).map(samplePayload)).bytes
    var refused = 0
    var cut = 0
    for index in 0..<original.count {
      for bit in 0..<8 {
        var damaged = original
        damaged[index] ^= UInt8(1) << UInt8(bit)
        let file = FaultyJournalFile(bytes: damaged)
        let outcome = "byte \(index) bit \(bit)"
        do {
          let journal = try Journal(file: file, fsync: .never) { _ in }
          guard let tail = journal.recovery.tornTail else {
            Issue.record("\(outcome): accepted silently")
            continue
          }
          #expect(file.quarantined == [Array(damaged[tail.offset...])], "\(outcome): cut bytes not kept")
          #expect(file.bytes == Array(damaged.prefix(tail.offset)), "\(outcome): not cut at the tail")
          #expect(journal.recovery.warning?.contains("torn-at-\(tail.offset)") == true, "\(outcome)")
          cut += 1
        } catch let error as JournalError {
          let message = error.description
          #expect(
            message.contains("record ") || message.contains("not a superapp journal") || message.contains("format"),
            "\(outcome): \(message)")
          #expect(file.bytes == damaged && file.operations.isEmpty, "\(outcome): a refused file was touched")
          refused += 1
        }
      }
    }
    print(
      "bit-flip sweep: \(original.count * 8) flips, \(refused) refused (exit 3), \(cut) cut to quarantine, 0 accepted silently"
    )
    #expect(refused + cut == original.count * 8)
    #expect(refused > 0 && cut > 0)
  }
}
