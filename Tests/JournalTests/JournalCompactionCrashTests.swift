import Files
import Testing

@testable import Journal

/// Crash tests of compaction and snapshot writing (`AtomicFile`), SQLite style: fail or tear every
/// write, fail every fsync, the create, the rename and the directory fsync, one at a time, and look
/// at the directory as a crashed process or a power cut leaves it. Compaction must always leave a
/// journal that opens with every acknowledged record (folded into the base or kept as records); a
/// snapshot's name must hold nothing or the whole snapshot.
@Suite struct JournalCompactionCrashTests {
  private static let records = 300
  private static let baseSeq = 200
  /// Over 2 MiB, so the new journal takes several writes.
  private static let basePayload =
    Array(#"{"state":""#.utf8) + [UInt8](repeating: UInt8(ascii: "s"), count: 2_500_000)
    + Array(#""}"#.utf8)

  private let payloads = (1...Self.records).map(samplePayload)

  /// The journal's bytes, and the resume point of record `baseSeq`.
  private func oldJournal() throws -> ([UInt8], JournalResumePoint) {
    let bytes = try journalFile(with: payloads).bytes
    var point: JournalResumePoint?
    _ = try JournalReader.read(file: FaultyJournalFile(bytes: bytes)) { entry in
      if entry.seq == Self.baseSeq {
        point = entry.resumePoint
      }
    }
    return (bytes, try #require(point))
  }

  /// Compacts with `fault` injected; returns the directory and the journal's old file.
  private func compact(with fault: MemoryFileSystem.Fault?) throws -> (MemoryFileSystem, FaultyJournalFile, Bool) {
    let (bytes, point) = try oldJournal()
    let file = FaultyJournalFile(bytes: bytes)
    let journal = try Journal(file: file, fsync: .always) { _ in }
    let directory = MemoryFileSystem(path: "journal", bytes: bytes, fault: fault)
    let succeeded =
      (try? journal.compact(
        path: "journal", base: point, basePayload: PiecewisePayloadTests.pieces(Self.basePayload, of: 300_000),
        createdBy: "test",
        fileSystem: directory))
      != nil
    #expect(throws: JournalError.closed) { try journal.append(Array("{}".utf8)) }
    return (directory, file, succeeded)
  }

  /// Checks `bytes` is a journal holding every record: 1...300, or base 200 (the base payload)
  /// and 201...300; and that it can be appended to.
  private func expectEveryRecord(_ bytes: [UInt8], _ label: String) throws {
    var covered: [String] = []
    var sawBase = false
    let disk = FaultyJournalFile(bytes: bytes)
    let journal = try Journal(file: disk, fsync: .always) { entry in
      if entry.isBase {
        #expect(entry.seq == Self.baseSeq && covered.isEmpty, "\(label): base record \(entry.seq)")
        #expect(Array(entry.payload) == Self.basePayload, "\(label): base payload")
        sawBase = true
        covered = Array(payloads.prefix(Self.baseSeq))
      } else {
        covered.append(String(decoding: entry.payload, as: UTF8.self))
        #expect(entry.seq == covered.count, "\(label): record \(entry.seq) at position \(covered.count)")
      }
    }
    #expect(covered == payloads, "\(label): \(covered.count) records, base \(sawBase)")
    #expect(journal.recovery.tornTail == nil, "\(label): torn tail")
    #expect(journal.base == (sawBase ? Self.baseSeq : 0), "\(label)")
    #expect(try journal.appendDurably(Array("{}".utf8)) == Self.records + 1, "\(label)")
  }

  @Test func aCleanCompactionKeepsEveryRecordAfterItsBase() throws {
    let (directory, old, succeeded) = try compact(with: nil)
    #expect(succeeded)
    #expect(directory.allNames == ["journal"])
    #expect(directory.operations.last == "sync directory")
    let new = try #require(directory.contents(of: "journal", in: .processCrash))
    #expect(new.count < old.bytes.count + Self.basePayload.count)
    let header = String(decoding: new.prefix(while: { $0 != 10 }), as: UTF8.self)
    #expect(header.hasPrefix(#"{"superappJournal":3,"createdBy":"test","base":200,"crc32c":""#))
    for view in MemoryFileSystem.View.allCases {
      try expectEveryRecord(try #require(directory.contents(of: "journal", in: view)), "clean, \(view)")
    }
    // The old file was never written to.
    #expect(old.operations.allSatisfy { !$0.hasPrefix("write") && !$0.hasPrefix("truncate") })
  }

  /// The app decides whether compacting pays from `compactedLength` before writing anything: it
  /// must be the length compaction gives, for a base record at any point.
  @Test(arguments: [1, 9, 10, 200, 299]) func compactedLengthIsTheLengthCompactionGives(baseSeq: Int) throws {
    let bytes = try journalFile(with: payloads).bytes
    var point: JournalResumePoint?
    _ = try JournalReader.read(file: FaultyJournalFile(bytes: bytes)) { entry in
      if entry.seq == baseSeq {
        point = entry.resumePoint
      }
    }
    let base = try #require(point)
    let journal = try Journal(file: FaultyJournalFile(bytes: bytes), fsync: .always) { _ in }
    #expect(journal.endOffset == bytes.count)
    let predicted = journal.compactedLength(base: base, basePayloadCount: 7, createdBy: "test")
    let directory = MemoryFileSystem(path: "journal", bytes: bytes)
    let (before, after) = try journal.compact(
      path: "journal", base: base, basePayload: PiecewisePayloadTests.pieces(Array(#"{"s":1}"#.utf8), of: 7),
      createdBy: "test",
      fileSystem: directory)
    #expect(before == bytes.count)
    #expect(after == predicted)
    #expect(directory.contents(of: "journal", in: .processCrash)?.count == predicted)
  }

  @Test func everyFaultLeavesAJournalWithEveryRecord() throws {
    let (clean, _, _) = try compact(with: nil)
    let writes = clean.writeCount
    #expect(writes >= 2)
    var faults: [MemoryFileSystem.Fault] = [.failCreate, .failRename, .failDirectorySync, .failSync(1)]
    for write in 1...writes {
      faults += [.failWrite(write), .tearWrite(write, keeping: 0), .tearWrite(write, keeping: 1)]
      faults += [.tearWrite(write, keeping: 100_000), .tearWrite(write, keeping: (1 << 20) - 1)]
    }
    var runs = 0
    for fault in faults {
      let (directory, old, succeeded) = try compact(with: fault)
      #expect(!succeeded, "\(fault): reported success")
      let renamed = fault == .failDirectorySync
      if !renamed {
        // Before the rename: the temporary file is gone and the journal is the old file.
        #expect(directory.allNames == ["journal"], "\(fault): \(directory.allNames)")
        #expect(directory.contents(of: "journal", in: .processCrash) == old.bytes, "\(fault)")
      }
      for view in MemoryFileSystem.View.allCases {
        let bytes = try #require(directory.contents(of: "journal", in: view), "\(fault), \(view): no journal")
        try expectEveryRecord(bytes, "\(fault), \(view)")
        runs += 1
      }
    }
    #expect(runs == faults.count * 3)
  }

  /// A piece of a mebibyte or more (a compacted journal's base state) is written from where it
  /// is, between the small pieces buffered before and after it, in order.
  @Test func aLargePieceIsWrittenInOrderBetweenSmallOnes() throws {
    let large = (0..<(3 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
    let pieces: [[UInt8]] = [Array("head".utf8), large, Array("tail\n".utf8), large]
    let directory = MemoryFileSystem(path: "j", bytes: [])
    let count = try AtomicFile.replace("j", purpose: "compacting", fileSystem: directory) {
      (sink) throws(JournalError) in
      for piece in pieces { try sink.write(piece) }
    }
    #expect(count == pieces.joined().count)
    #expect(directory.contents(of: "j", in: .powerCutNamesLost) == Array(pieces.joined()))
  }

  /// Written as a snapshot is: a header line with a placeholder checksum, the state, then the
  /// header's checksum put in over the placeholder.
  @Test func aSnapshotNameHoldsNothingOrTheWholeSnapshot() throws {
    let snapshot = Array("header 1a2b\n".utf8) + Self.basePayload + [10]
    let write = { (directory: MemoryFileSystem) in
      try AtomicFile.replace("j.snapshot-5", purpose: "writing", fileSystem: directory) { (sink) throws(JournalError) in
        try sink.write(Array("header 0000\n".utf8))
        try sink.write(snapshot.dropFirst(12).prefix(10))
        try sink.write(snapshot.dropFirst(22))
        try sink.overwrite(Array("1a2b".utf8), at: 7)
      }
    }
    let clean = MemoryFileSystem(path: "j", bytes: [1, 2, 3])
    #expect(try write(clean) == snapshot.count)
    #expect(clean.contents(of: "j.snapshot-5", in: .powerCutNamesLost) == snapshot)
    var faults: [MemoryFileSystem.Fault] = [.failCreate, .failRename, .failDirectorySync, .failSync(1)]
    for n in 1...clean.writeCount {
      faults += [.failWrite(n), .tearWrite(n, keeping: 1), .tearWrite(n, keeping: 1 << 19)]
    }
    for fault in faults {
      let directory = MemoryFileSystem(path: "j", bytes: [1, 2, 3], fault: fault)
      #expect(throws: JournalError.self, "\(fault)") { try write(directory) }
      for view in MemoryFileSystem.View.allCases {
        let found = directory.contents(of: "j.snapshot-5", in: view)
        #expect(found == nil || found == snapshot, "\(fault), \(view): \(found?.count ?? 0) bytes")
        #expect(directory.contents(of: "j", in: view) == [1, 2, 3], "\(fault), \(view): the journal changed")
      }
      if fault != .failDirectorySync { #expect(directory.allNames == ["j"], "\(fault): \(directory.allNames)") }
    }
  }

  @Test func compactionRefusesAPointThatIsNotARecordAfterTheBase() throws {
    let (bytes, point) = try oldJournal()
    for wrong in [
      JournalResumePoint(seq: point.seq, offset: point.offset + 1, end: point.end, checksum: point.checksum),
      JournalResumePoint(seq: point.seq + 1, offset: point.offset, end: point.end, checksum: point.checksum),
      JournalResumePoint(seq: point.seq, offset: point.offset, end: point.end, checksum: point.checksum ^ 1),
      JournalResumePoint(seq: Self.records + 1, offset: point.offset, end: point.end, checksum: point.checksum),
    ] {
      let journal = try Journal(file: FaultyJournalFile(bytes: bytes), fsync: .always) { _ in }
      let directory = MemoryFileSystem(path: "journal", bytes: bytes)
      let error = journalError {
        _ = try journal.compact(
          path: "journal", base: wrong, basePayload: PiecewisePayloadTests.pieces(Array("{}".utf8), of: 2),
          createdBy: "t",
          fileSystem: directory)
      }
      guard case .invalidPayload? = error else {
        Issue.record("\(wrong): \(String(describing: error))")
        continue
      }
      #expect(directory.operations.isEmpty)
    }
  }

  // A compacted journal's base record is a record of it, but not one after its base: compacting
  // at it is refused like any other wrong point, and nothing is written.
  @Test func compactionRefusesTheJournalsOwnBase() throws {
    let (compacted, _, succeeded) = try compact(with: nil)
    #expect(succeeded)
    let bytes = try #require(compacted.contents(of: "journal", in: .processCrash))
    var basePoint: JournalResumePoint?
    let journal = try Journal(file: FaultyJournalFile(bytes: bytes), fsync: .always) { entry in
      if entry.isBase { basePoint = entry.resumePoint }
    }
    let point = try #require(basePoint)
    #expect(journal.base == Self.baseSeq && point.seq == Self.baseSeq)
    let directory = MemoryFileSystem(path: "journal", bytes: bytes)
    let error = journalError {
      _ = try journal.compact(
        path: "journal", base: point, basePayload: PiecewisePayloadTests.pieces(Array("{}".utf8), of: 2),
        createdBy: "t",
        fileSystem: directory)
    }
    guard case .invalidPayload(let reason)? = error else {
      Issue.record("compacting at the base: \(String(describing: error))")
      return
    }
    #expect(reason.contains("not a record of this journal after its base"), "\(reason)")
    #expect(directory.operations.isEmpty)
  }
}
