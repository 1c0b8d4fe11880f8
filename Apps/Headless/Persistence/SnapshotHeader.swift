import Checksum
import Files
import JSON
import JSONOutput
import Journal

/// A snapshot file's first line, read with the JSON module's own `JSONDocument` and written with
/// `JSONWriter`: which format the file is in, the journal record it was taken after, the app that
/// wrote it and the checksum (`Snapshot` shows the line).
///
/// It exists apart from the rest so one type knows the line's fields and what a format 3 checksum
/// covers of it; the loader, the writer and the files' owner (`SnapshotFiles`) only ask it.
/// A field that is absent or of another kind reads as `nil`: what is required is the loader's
/// check (`resumePoint(named:)`), so a header is judged the same way wherever it is read.
package struct SnapshotHeader: Equatable, Sendable {
  /// `superappSnapshot`: the format the file is in (`nil` when not an integer).
  package let format: Int64?
  /// `seq`: the record the snapshot was taken after.
  package let seq: Int64?
  /// `offset` and `end`: where that record starts and ends in the journal.
  package let offset: Int64?
  package let end: Int64?
  /// `record`: that record's checksum.
  package let record: UInt32?
  /// `crc32c`: the snapshot's checksum (`SnapshotFormat.covers`).
  package let checksum: UInt32?

  /// What ends a header line: the checksum field, after the bytes it covers from format 3.
  private static let checksumKey = Array(#","crc32c":""#.utf8)

  /// The header that `start` (a snapshot file's first bytes) begins with: a JSON object on the
  /// first line with a `superappSnapshot` member. Throws when there is no line, or the line is
  /// not JSON (the parser's error) or not a snapshot's header.
  package init(startOf start: ArraySlice<UInt8>) throws {
    guard let newline = start.firstIndex(of: 0x0A) else { throw SnapshotError("it has no header line") }
    let line = start[..<newline]
    let fields = try JSONDocument.parse(Array(line).span) { document in document.withView(Fields.init(reading:)) }
    guard let fields else { throw SnapshotError("it is not a superapp snapshot") }
    (format, seq, offset, end, record, checksum) = fields.values
  }

  /// The header of the snapshot file at `path` (its first KiB: a header is far shorter, and a
  /// large foreign file is never read whole to be refused).
  package init(ofFile path: String) throws {
    try self.init(startOf: try RegularFile.read(path, limit: 1_024)[...])
  }

  /// The members of a header line, each `nil` when absent or of another kind; `nil` itself when
  /// the line is not an object naming the snapshot format.
  private struct Fields {
    let values: (Int64?, Int64?, Int64?, Int64?, UInt32?, UInt32?)

    init?(reading view: JSONView) {
      let root = 0
      guard view.kind(root) == .object, let format = view.member("superappSnapshot", of: root) else { return nil }
      func integer(_ token: Int?) -> Int64? {
        guard let token, view.kind(token) == .number else { return nil }
        return view.number(token).int64
      }
      func hex(_ key: String) -> UInt32? {
        guard let token = view.member(key, of: root), view.kind(token) == .string || view.kind(token) == .escapedString
        else { return nil }
        return CRC32C.value(hex: view.string(token))
      }
      values = (
        integer(format), integer(view.member("seq", of: root)), integer(view.member("offset", of: root)),
        integer(view.member("end", of: root)), hex("record"), hex("crc32c")
      )
    }
  }

  /// The header line (with its newline) of a snapshot in `format` taken after `point`.
  package static func line(
    format: Int, after point: JournalResumePoint, createdBy: String, checksum: UInt32
  ) -> [UInt8] {
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

  /// The bytes of a header line (without its newline) that a format 3 checksum covers: all before
  /// `,"crc32c":"<8 hex>"}`; `nil` when the line does not end that way.
  package static func covered(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
    let start = line.endIndex - (checksumKey.count + 10)
    guard start > line.startIndex, line[start...].starts(with: checksumKey), line.last == UInt8(ascii: "}") else {
      return nil
    }
    return line[..<start]
  }

  /// The format, the journal record to resume after and the checksum this header gives for the
  /// snapshot file named after record `seq`, every field checked: a format this build reads, all
  /// fields present, and the record the name says.
  package func resumePoint(named seq: Int) throws(SnapshotError) -> (
    format: Int, point: JournalResumePoint, checksum: UInt32
  ) {
    guard let format else { throw SnapshotError("its format is not a number") }
    guard format <= SnapshotFormat.current else {
      throw SnapshotError("it was written in snapshot format \(format); this superapp reads \(SnapshotFormat.current)")
    }
    guard format >= 1 else { throw SnapshotError("its format \(format) is not one superapp writes") }
    guard let named = self.seq, let offset, let end, let record, let checksum,
      let start = Int(exactly: offset), let stop = Int(exactly: end)
    else { throw SnapshotError("its header is incomplete") }
    guard named == Int64(seq) else { throw SnapshotError("its header says record \(named), its name \(seq)") }
    return (Int(format), JournalResumePoint(seq: seq, offset: start, end: stop, checksum: record), checksum)
  }
}
