import App
import BinaryFieldCodec
import Checksum
import Files
import Foundation
import JSON
import JSONFieldCodec
import JSONOutput
import Journal
import StdioProtocol
import UDF

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The state after a journal's record N, stored beside the journal so a start replays only the
/// records after it: `<journal>.snapshot-<N>`.
///
/// A header line, then the state. The header names the snapshot format, the record it was taken
/// after (its sequence number, where it starts and ends in the journal, its checksum), the app
/// that wrote it, and a CRC32C: from format 3, of the header's bytes before `,"crc32c"` and then
/// the state, so no byte of the header is used unchecked; in formats 1 and 2 (still read), of
/// the state alone:
///
///     {"superappSnapshot":3,"seq":990000,"offset":…,"end":…,"record":"1a2b3c4d","createdBy":"superapp 2.0.0","crc32c":"…"}
///     <the state in the binary stored shape>
///
/// The state is every domain's entities as their modules write them (`AppState.write`, the
/// fields of `state.get`), in the binary stored shape from format 2 (`BinaryShape`: UUIDs and
/// times as values, lengths in front, so nothing is scanned before it is read) and as one JSON
/// line in format 1. Either is read back through every domain's validation
/// (`init(restoring:)`), spread over the cores: the checksum on one thread while the state is
/// read, and the state's long arrays (`FieldReader.objects(_:concurrently:)`) split between all.
///
/// Written atomically (`AtomicFile`: a temporary file, fsync, rename, directory fsync). A snapshot
/// is used only if everything checks: its checksum, its format, its state, and the journal still
/// holding that record at that offset with that checksum; otherwise it is skipped with a warning
/// naming it and the next older one (or a full replay) is used, so a snapshot can never make a
/// journal unusable.
/// A state and its checksum are read from the file's bytes in place (`withUnsafeBytes`), no copy.
public enum Snapshot {
  /// The snapshot format this build writes: 3, the state in the binary stored shape under a
  /// checksum that covers the header too. Format 2 (the same, the checksum the state's alone) and
  /// format 1 (the state as a JSON line) are still read.
  public static let format = 3

  /// What ends a header line: the checksum field, after the bytes it covers from format 3.
  private static let checksumKey = Array(#","crc32c":""#.utf8)

  /// The bytes of a header line (without its newline) that a format 3 checksum covers: all before
  /// `,"crc32c":"<8 hex>"}`; nil when the line does not end that way.
  private static func coveredHeader(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    let start = line.endIndex - (checksumKey.count + 10)
    guard start > line.startIndex, line[start...].starts(with: checksumKey), line.last == UInt8(ascii: "}") else {
      return nil
    }
    return line[..<start]
  }

  /// The file of the snapshot after record `seq` of `journal`.
  static func path(journal: String, seq: Int) -> String {
    "\(journal).snapshot-\(seq)"
  }

  /// Writes the snapshot of `state`, which must be the state after `point`'s record, atomically
  /// (`AtomicFile`); returns its path and its size in bytes.
  public static func write(
    _ state: AppState, after point: JournalResumePoint, journal: String, createdBy: String,
    fileSystem: any AtomicFileSystem = PosixFileSystem()
  ) throws -> (path: String, bytes: Int) {
    // The state is written twice and never held as bytes: once to learn its containers' headers
    // (4 bytes each), once into the file after a header line whose checksum, unknown until the
    // state is written, is put in over a placeholder of the same length.
    var measuring = BinaryFieldWriter.measuring()
    measuring.root { state.write(to: &$0) }
    guard !measuring.overflowed else {
      throw SnapshotError("the state holds a value longer than snapshot format \(format) can (4 GiB)")
    }
    let headers = measuring.measuredHeaders
    measuring = BinaryFieldWriter(capacity: 0)
    func headerLine(checksum: UInt32) -> [UInt8] {
      var header = JSONWriter(capacity: 256)
      header.object { writer in
        writer.field("superappSnapshot", format)
        writer.field("seq", point.seq)
        writer.field("offset", point.offset)
        writer.field("end", point.end)
        writer.field("record", CRC32C.hex(point.checksum))
        writer.field("createdBy", createdBy)
        writer.field("crc32c", CRC32C.hex(checksum))
      }
      header.newline()
      return header.bytes
    }
    let target = path(journal: journal, seq: point.seq)
    var status = stat()
    if lstat(target, &status) == 0, (try? Self.header(of: target)) == nil {
      throw SnapshotError("\(target) exists and is not a superapp snapshot; it was not replaced")
    }
    do {
      let bytes = try AtomicFile.replace(target, purpose: "writing", fileSystem: fileSystem) {
        (sink) throws(JournalError) in
        // The checksum is 8 hex digits whatever it is, so the placeholder has the line's length;
        // it covers the header before it (the same bytes whatever it is), then the state.
        let placeholder = headerLine(checksum: 0)
        try sink.write(placeholder)
        var checksum = coveredHeader(placeholder.dropLast()).map { CRC32C.checksum(Array($0)) } ?? 0
        var failure: JournalError?
        BinaryFieldWriter.stream(
          headers: headers, writing: { state.write(to: &$0) },
          to: { piece in
            checksum = CRC32C.checksum(piece, continuing: checksum)
            guard failure == nil else { return }
            do throws(JournalError) { try sink.write(piece) } catch { failure = error }
          })
        if let failure { throw failure }
        try sink.overwrite(headerLine(checksum: checksum), at: 0)
      }
      return (target, bytes)
    } catch {
      throw SnapshotError("\(error)")
    }
  }

  /// The newest usable snapshot of `journal`, checked against `file` (the journal, opened and
  /// locked by the caller, so no compaction can replace it between the check and the replay), and
  /// a warning for each newer one that was skipped.
  public static func newest(journal: String, file: any JournalFile) -> (found: Found?, warnings: [String]) {
    var warnings: [String] = []
    for (seq, path) in candidates(journal: journal) {
      do {
        return (try load(path, seq: seq, file: file), warnings)
      } catch {
        warnings.append("snapshot \(path) skipped: \(error)")
      }
    }
    return (nil, warnings)
  }

  /// Removes the temporary files killed processes of this app left beside `journal` (a journal's
  /// creation or compaction, a snapshot being written), each proved ours (`JournalLeftovers`: the
  /// name, a process that no longer runs, our header or nothing inside), and returns their paths.
  /// Call it holding the journal's lock.
  package static func removeLeftovers(journal: String) -> [String] {
    JournalLeftovers.remove(journal: journal) { kind, start in
      // `snapshot-<N>.writing`, and either empty or starting with a snapshot header.
      guard kind.hasPrefix("snapshot-"), kind.hasSuffix(".writing"),
        let seq = Int(kind.dropFirst("snapshot-".count).dropLast(".writing".count)), seq > 0
      else { return false }
      return start.isEmpty || (try? header(in: start))?["seq"]?.numberValue?.int64 == Int64(seq)
    }
  }

  /// Removes this journal's snapshots older than the newest `keep`, and with `through`, only
  /// those after a record up to it (files named and headed as ours).
  package static func prune(journal: String, keep: Int, through last: Int = .max) {
    for (seq, path) in candidates(journal: journal).dropFirst(keep)
    where seq <= last && (try? header(of: path)) != nil {
      unlink(path)
    }
  }

  /// This journal's snapshot files, newest first.
  private static func candidates(journal: String) -> [(Int, String)] {
    let (directory, file) = FilePath.split(journal)
    let prefix = file + ".snapshot-"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory ?? ".")) ?? []
    return names.compactMap { name -> (Int, String)? in
      guard name.hasPrefix(prefix), let seq = Int(name.dropFirst(prefix.count)), seq > 0 else { return nil }
      return (seq, directory.map { $0 + "/" + name } ?? name)
    }.sorted { $0.0 > $1.0 }
  }

  private static func header(of path: String) throws -> JSONObject {
    try header(in: try RegularFile.read(path, limit: 1_024))
  }

  /// The header line a snapshot file starting with `start` has.
  private static func header(in start: [UInt8]) throws -> JSONObject {
    guard let newline = start.firstIndex(of: 0x0A) else { throw SnapshotError("it has no header line") }
    guard case .object(let header) = try JSONParser().parse(Array(start[..<newline])),
      header["superappSnapshot"] != nil
    else { throw SnapshotError("it is not a superapp snapshot") }
    return header
  }

  private static func load(_ path: String, seq: Int, file: any JournalFile) throws -> Found {
    let header = try header(of: path)
    guard let version = header["superappSnapshot"]?.numberValue?.int64 else {
      throw SnapshotError("its format is not a number")
    }
    guard version <= format else {
      throw SnapshotError("it was written in snapshot format \(version); this superapp reads \(format)")
    }
    guard version >= 1 else { throw SnapshotError("its format \(version) is not one superapp writes") }
    guard let named = header["seq"]?.numberValue?.int64,
      let offset = header["offset"]?.numberValue?.int64, let end = header["end"]?.numberValue?.int64,
      let record = header["record"]?.stringValue.flatMap(CRC32C.value(hex:)),
      let checksum = header["crc32c"]?.stringValue.flatMap(CRC32C.value(hex:))
    else { throw SnapshotError("its header is incomplete") }
    guard named == Int64(seq) else { throw SnapshotError("its header says record \(named), its name \(seq)") }
    let contents = try RegularFile.read(path, limit: nil)
    guard let newline = contents.firstIndex(of: 0x0A) else { throw SnapshotError("it has no state") }
    let body = contents[(newline + 1)...]
    // From format 3 the checksum covers the header before it, then the state.
    var covered: UInt32 = 0
    if version >= 3 {
      guard let header = coveredHeader(contents[..<newline]) else {
        throw SnapshotError("its header does not end with its checksum")
      }
      covered = header.withUnsafeBytes { CRC32C.checksum($0) }
    }
    // The checksum first: then the state's bytes are read once and given back as they are, so a
    // large snapshot and the state it becomes are not held together.
    guard body.withUnsafeBytes({ CRC32C.checksum($0, continuing: covered) }) == checksum else {
      throw SnapshotError("its checksum does not match its \(version >= 3 ? "header and state" : "state")")
    }
    let state: AppState
    do {
      if version == 1 {
        let line = body.dropLast(body.last == 0x0A ? 1 : 0)
        state = try line.withUnsafeBytes { try restore($0, releasingText: true) }
      } else {
        state = try body.withUnsafeBytes { try restore(binary: $0, releasingBytes: true) }
      }
    } catch {
      throw SnapshotError("\(error)")
    }
    let point = JournalResumePoint(seq: seq, offset: Int(offset), end: Int(end), checksum: record)
    guard let found = try JournalReader.record(in: file, at: point.offset),
      found.seq == point.seq, found.checksum == point.checksum, found.end == point.end
    else { throw SnapshotError("the journal does not hold its record \(seq) at byte \(offset) any more") }
    return Found(state: state, point: point, path: path, format: Int(version))
  }

  /// The state a JSON stored shape (a compacted journal's base record, a format 1 snapshot's
  /// second line) holds, read back through every domain's validation (`init(restoring:)`).
  ///
  /// The elements of the state's long arrays are folded by the parse and read one at a time, so
  /// the tokens of the whole text are never held at once (a compacted start would otherwise hold
  /// the text, its tokens and the state being built). With `releasingText` (the caller never
  /// reads `stored` again: a base record lent by the journal's reader), the memory of the
  /// elements' text is given back as they are read, so the text and the state are not held
  /// together either; `stored` then reads as zeros in places.
  package static func restore(_ stored: UnsafeRawBufferPointer, releasingText: Bool = false) throws -> AppState {
    let document = try JSONDocument.parse(stored, foldingElementsAtDepth: 2)
    guard document.kind(document.root) == .object else { throw SnapshotError("its state is not an object") }
    // A stored state carries every ID and time; nothing is generated while reading it.
    var context = WireContext.stored
    return try document.withView { (view) throws(Rejection) in
      try JSONFieldReader.reading(view, context: &context, concurrently: true, releasingReadElements: releasingText) {
        (fields) throws(Rejection) in
        try AppState(restoring: fields)
      }
    }
  }

  /// The state a binary stored shape (a snapshot's state from format 2) holds, read back through
  /// every domain's validation (`init(restoring:)`).
  /// With `releasingBytes` (the caller never reads `stored` again), the memory of the long arrays'
  /// elements is given back as they are read.
  package static func restore(binary stored: UnsafeRawBufferPointer, releasingBytes: Bool = false) throws -> AppState {
    try AppState(restoring: BinaryFieldReader(root: stored, releasingReadElements: releasingBytes))
  }
}
