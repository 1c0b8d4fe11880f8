import Foundation
import Testing

/// Every single-bit flip of a small journal through the binary. (The other hostile inputs, files
/// that are not journals, descriptors, FIFOs, SIGQUIT, format-1 journals and sampled sweeps, are in
/// the JournalE2EHostile*Tests suites beside this one.)
@Suite struct JournalE2EBitFlipSweepTests {
  /// Every bit of a journal with its header and one record, flipped one at a time, each run
  /// through the binary: exit 3 naming the record or saying "not a superapp journal" with the file
  /// unchanged, or a cut whose bytes are in the quarantine file. Never a crash, never accepted
  /// silently. (Two runs at a time; about 2,000 runs.)
  @Test func everyBitFlipOfAOneRecordJournalThroughTheBinary() throws {
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let source = directory + "/source.jsonl"
      let make = try JournalE2ERun.run(
        ["--journal", source],
        input: [#"{"action":"item.create","id":"1e000000-0000-4000-8000-000000000001","title":"T"}"#])
      try #require(make.exit.exited(0))
      let original = try JournalE2EFiles.bytes(source)
      let flips = original.count * 8
      let outcomes = SweepOutcomes()
      DispatchQueue.concurrentPerform(iterations: 2) { half in
        for flip in stride(from: half, to: flips, by: 2) {
          outcomes.record(Self.flipThroughTheBinary(original, bit: flip, in: directory))
        }
      }
      let (refused, cut, failures) = outcomes.totals
      print(
        "bit-flip sweep through the binary: \(flips) flips, \(refused) refused (exit 3), \(cut) cut to quarantine, \(failures.count) other"
      )
      for failure in failures.prefix(5) { Issue.record(Comment(rawValue: failure)) }
      #expect(refused + cut == flips)
    }
  }

  /// One flip: "refused", "cut", or what went wrong.
  private static func flipThroughTheBinary(_ original: [UInt8], bit: Int, in directory: String) -> String {
    var damaged = original
    damaged[bit / 8] ^= UInt8(1) << UInt8(bit % 8)
    let name = "bit-\(bit).jsonl"
    let path = directory + "/" + name
    do {
      try JournalE2EFiles.write(damaged, to: path)
      let run = try JournalE2ERun.run(["--journal", path], input: [#"{"action":"state.get","path":"user"}"#])
      if run.exit.exited(3) {
        let stderr = run.exit.stderr
        guard stderr.contains("record ") || stderr.contains("not a superapp journal") else {
          return "bit \(bit): exit 3 without naming the record: \(stderr)"
        }
        guard try JournalE2EFiles.bytes(path) == damaged else { return "bit \(bit): refused but modified" }
        return "refused"
      }
      guard run.exit.exited(0) else { return "bit \(bit): \(run.exit)" }
      let names = try FileManager.default.contentsOfDirectory(atPath: directory)
      guard let quarantine = names.first(where: { $0.hasPrefix(name + ".torn-at-") }),
        let offset = Int(quarantine.split(separator: "-").last ?? "")
      else { return "bit \(bit): accepted silently" }
      guard try JournalE2EFiles.bytes(directory + "/" + quarantine) == Array(damaged[offset...]),
        try JournalE2EFiles.bytes(path) == Array(damaged.prefix(offset))
      else { return "bit \(bit): the cut bytes are not exactly in the quarantine file" }
      return "cut"
    } catch {
      return "bit \(bit): \(error)"
    }
  }
}

/// Counts a sweep's outcomes from several threads.
private final class SweepOutcomes: @unchecked Sendable {
  // `@unchecked`: every access holds `lock`.
  private let lock = NSLock()
  private var refused = 0
  private var cut = 0
  private var failures: [String] = []

  func record(_ outcome: String) {
    lock.withLock {
      switch outcome {
      case "refused": refused += 1
      case "cut": cut += 1
      default: failures.append(outcome)
      }
    }
  }

  var totals: (refused: Int, cut: Int, failures: [String]) {
    lock.withLock { (refused, cut, failures) }
  }
}
