import Foundation
import Testing

/// Every single-bit flip of a journal written by `superapp` (header and four records) is either
/// refused (naming the damaged record, or "not a superapp journal" for the header) with the file
/// untouched, or a torn last record cut off with its bytes in `<journal>.torn-at-<offset>`. Never
/// a crash, never accepted silently: every byte is covered by a checksum or checked by the frame.
///
/// One run of the binary costs about 20 ms here (more than the 15 ms that would keep ~5,000 runs
/// affordable), so every bit is flipped in process through the calls the binary makes, and a
/// deterministic sample of about 300 flips goes through the binary itself (`replay` and serving).
@Suite struct JournalE2EHostileBitFlipTests {
  /// Every 19th bit: 19 is odd, so the sample meets every bit position and every line.
  static let sampleStride = 19

  @Test func everyBitFlipInProcessIsRefusedOrCutIntoQuarantine() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let (_, journal, checker) = try Self.flipJournal(in: directory, sweep: "sweep")
      let flips = journal.bytes.count * 8
      let tally = JournalE2EHostileTally()
      var cutOffsets = Set<Int>()
      for bit in 0..<flips {
        let result = checker.check(bit: bit)
        if case .success(.cut(let offset)) = result { cutOffsets.insert(offset) }
        tally.add(result)
      }
      let (refused, cut, accepted) = tally.reported { refused, cut, accepted in
        "bit-flip sweep: \(flips) flips, \(refused) refused (exit 3), \(cut) cut to quarantine, "
          + "\(accepted) accepted silently (\(journal.bytes.count)-byte journal, header + \(journal.recordCount) records, in process)"
      }
      #expect(refused + cut == flips)
      #expect(accepted == 0)
      #expect(refused > 0 && cut > 0, "refused \(refused), cut \(cut)")
      #expect(cutOffsets == [journal.starts[journal.recordCount]], "cut at \(cutOffsets)")
    }
  }

  @Test func aSampleOfBitFlipsThroughTheBinaryAgreesWithTheInProcessSweep() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let (original, journal, checker) = try Self.flipJournal(in: directory, sweep: "in-process")
      let bits = Array(stride(from: 0, to: journal.bytes.count * 8, by: Self.sampleStride))
      var outcomes: [Int: JournalE2EHostileFlipOutcome] = [:]
      for bit in bits {
        if case .success(let outcome) = checker.check(bit: bit) { outcomes[bit] = outcome }
      }
      let expected = outcomes
      let perRun = try Self.costOfOneRun(journal: original)
      let tally = JournalE2EHostileTally()
      DispatchQueue.concurrentPerform(iterations: 2) { lane in
        for bit in stride(from: lane, to: bits.count, by: 2).map({ bits[$0] }) {
          tally.add(Self.flipThroughTheBinary(journal, bit: bit, expected: expected[bit], in: directory))
        }
      }
      let (refused, cut, _) = tally.reported { refused, cut, accepted in
        "bit-flip sweep through the binary (every \(Self.sampleStride)th bit): \(bits.count) flips, \(refused) refused (exit 3), "
          + "\(cut) cut to quarantine, \(accepted) accepted silently (one run alone: \(perRun) ms)"
      }
      #expect(refused + cut == bits.count && refused > 0 && cut > 0, "refused \(refused), cut \(cut)")
      #expect(bits.count >= 250)
    }
  }

  /// The flip journal written at `directory/original.jsonl`, and an in-process checker whose
  /// damaged copies go in the new folder `directory/<sweep>`.
  private static func flipJournal(in directory: String, sweep: String) throws -> (
    original: String, journal: JournalE2EHostileFlipJournal, checker: JournalE2EHostileInProcessFlip
  ) {
    let original = directory + "/original.jsonl"
    let journal = try JournalE2EHostileFlipJournal.make(at: original)
    let folder = directory + "/" + sweep
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    return (
      original, journal, try JournalE2EHostileInProcessFlip(journal: journal, original: original, directory: folder)
    )
  }

  /// The milliseconds one serving run on the undamaged journal takes, the best of five in a row.
  private static func costOfOneRun(journal path: String) throws -> Int {
    var best = Duration.seconds(60)
    for _ in 0..<5 {
      let started = ContinuousClock.now
      let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      best = min(best, ContinuousClock.now - started)
      guard run.exit.exited(0) else { throw JournalE2EFailure("the undamaged journal: \(run.exit)") }
    }
    return Int(best.components.seconds * 1_000 + best.components.attoseconds / 1_000_000_000_000_000)
  }

  /// One flip through the binary: `replay` (which never modifies the file) and then serving with a
  /// `state.get`; both must agree with each other and with the in-process outcome.
  private static func flipThroughTheBinary(
    _ journal: JournalE2EHostileFlipJournal, bit: Int, expected: JournalE2EHostileFlipOutcome?, in directory: String
  ) -> Result<JournalE2EHostileFlipOutcome, JournalE2EFailure> {
    let damaged = journal.flipped(bit)
    let line = journal.line(ofByte: bit / 8)
    let name = "bit-\(bit).jsonl"
    let path = directory + "/" + name
    let label = "bit \(bit) (byte \(bit / 8), line \(line)) through the binary"
    func failure(_ text: String) -> Result<JournalE2EHostileFlipOutcome, JournalE2EFailure> {
      .failure(JournalE2EFailure("\(label): \(text)"))
    }
    do {
      guard let expected else { return failure("the in-process check of this flip failed") }
      try JournalE2EFiles.write(damaged, to: path)
      let replay = try JournalE2ERun.run(["replay", "--journal", path])
      guard try JournalE2EFiles.bytes(path) == damaged,
        try JournalE2EHostileFiles.quarantines(of: name, in: directory).isEmpty
      else { return failure("replay modified the journal") }
      let serve = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get"}"#])
      let quarantines = try JournalE2EHostileFiles.quarantines(of: name, in: directory)
      switch expected {
      case .refused:
        for (command, run) in [("replay", replay), ("serve", serve)] {
          guard run.exit.exited(3), run.lines.isEmpty else {
            return failure("\(command): in process refused, here \(run.exit) with \(run.lines.count) lines")
          }
          if let problem = JournalE2EHostileInProcessFlip.refusalProblem(run.exit.stderr, line: line) {
            return failure("\(command): \(problem)")
          }
        }
        guard try JournalE2EFiles.bytes(path) == damaged, quarantines.isEmpty else {
          return failure("refused, but the journal was modified or a quarantine file made: \(quarantines)")
        }
        return .success(.refused)
      case .cut(let offset):
        let state = journal.states[line - 1]
        guard replay.exit.exited(0), replay.lines == [state],
          replay.exit.stderr.contains("torn last record \(line) at byte \(offset)")
        else { return failure("replay: in process cut at \(offset), here \(replay.exit), \(replay.lines.count) lines") }
        let quarantine = name + ".torn-at-\(offset)"
        guard serve.exit.exited(0), try serve.lastState() == state,
          serve.exit.stderr.contains(path + ".torn-at-\(offset)")
        else { return failure("serve: in process cut at \(offset), here \(serve.exit)") }
        guard quarantines == [quarantine],
          try JournalE2EFiles.bytes(directory + "/" + quarantine) == Array(damaged[offset...]),
          try JournalE2EFiles.bytes(path) == Array(damaged.prefix(offset))
        else { return failure("the cut bytes are not exactly in \(quarantine): \(quarantines)") }
        return .success(.cut(offset: offset))
      }
    } catch {
      return failure("\(error)")
    }
  }
}
