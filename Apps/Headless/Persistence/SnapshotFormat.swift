import App
import BinaryFieldCodec
import Checksum
import JSON
import JSONFieldCodec
import UDF

/// What each snapshot format means after its header line: which bytes its checksum covers and
/// how its state is read back. Format 3 is written; formats 1 and 2 are still read.
///
/// - Format 1: the state as one JSON line (its stored shape); the checksum covers the state.
/// - Format 2: the state in the binary stored shape (`BinaryShape`); the checksum covers the state.
/// - Format 3: as format 2, the checksum covering the header line's bytes before `,"crc32c"` and
///   then the state, so no byte of the header is used unchecked.
///
/// Either shape is read back through every domain's validation (`init(restoring:)`), the
/// state's long arrays split between the cores (`FieldReader.objects(_:concurrently:)`).
package enum SnapshotFormat {
  /// The format this build writes.
  package static let current = 3

  /// Whether the checksum `expected` matches the snapshot `contents` in `format`, whose header
  /// line ends at `newline`; throws naming what it covers when it does not. The state's checksum
  /// is taken on two cores (`CRC32C.checksumOnTwoCores`): a start waits for it.
  package static func verify(
    _ contents: Span<UInt8>, newline: Int, format: Int, expected: UInt32
  ) throws(SnapshotError) {
    var covered: UInt32 = 0
    if format >= 3 {
      let line = (0..<newline).map { contents[$0] }
      guard let header = SnapshotHeader.covered(line[...]) else {
        throw SnapshotError("its header does not end with its checksum")
      }
      covered = CRC32C.checksum(Array(header))
    }
    guard CRC32C.checksumOnTwoCores(contents.extracting((newline + 1)...), continuing: covered) == expected else {
      throw SnapshotError("its checksum does not match its \(format >= 3 ? "header and state" : "state")")
    }
  }

  /// The state of a snapshot in `format` from its bytes after the header line, already checked
  /// against its checksum and never read again: the memory of the long arrays' elements is given
  /// back as they are read, so the file and the state it becomes are not held together.
  package static func state(_ stored: Span<UInt8>, format: Int) throws -> AppState {
    do {
      if format == 1 {
        let endsWithNewline = !stored.isEmpty && stored[stored.count - 1] == 0x0A
        return try restore(json: stored.extracting(droppingLast: endsWithNewline ? 1 : 0), releasingText: true)
      }
      return try restore(binary: stored, releasingBytes: true)
    } catch {
      throw SnapshotError("\(error)")
    }
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
  package static func restore(json stored: Span<UInt8>, releasingText: Bool = false) throws -> AppState {
    try JSONDocument.parse(stored, foldingElementsAtDepth: 2) { document in
      guard document.kind(document.root) == .object else { throw SnapshotError("its state is not an object") }
      // A stored state carries every ID and time; nothing is generated while reading it.
      var context = WireContext.stored
      return try document.withView { (view) throws(Rejection) in
        try JSONFieldReader.reading(view, context: &context, concurrently: true, releasingReadElements: releasingText) {
          (fields) throws(Rejection) in try StoredStateAudit.restore(fields)
        }
      }
    }
  }

  /// The state a binary stored shape (a snapshot's state from format 2) holds, read back through
  /// every domain's validation (`init(restoring:)`).
  /// With `releasingBytes` (the caller never reads `stored` again), the memory of the long arrays'
  /// elements is given back as they are read.
  package static func restore(binary stored: Span<UInt8>, releasingBytes: Bool = false) throws -> AppState {
    try BinaryFieldReader.reading(stored, releasingReadElements: releasingBytes) { fields in
      try StoredStateAudit.restore(fields)
    }
  }
}
