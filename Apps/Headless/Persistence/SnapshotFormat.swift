import App
import BinaryFieldCodec
import Checksum
import Concurrency
import Foundation
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
  /// line ends at `newline`; throws naming what it covers when it does not.
  package static func verify(
    _ contents: UnsafeRawBufferPointer, newline: Int, format: Int, expected: UInt32
  ) throws(SnapshotError) {
    var covered: UInt32 = 0
    if format >= 3 {
      guard let header = SnapshotHeader.covered(Array(contents[..<newline])[...]) else {
        throw SnapshotError("its header does not end with its checksum")
      }
      covered = header.withUnsafeBytes { CRC32C.checksum($0) }
    }
    let state = UnsafeRawBufferPointer(rebasing: contents[(newline + 1)...])
    guard checksumOnEveryCore(state, continuing: covered) == expected else {
      throw SnapshotError("its checksum does not match its \(format >= 3 ? "header and state" : "state")")
    }
  }

  /// The CRC-32C of `bytes` after `previous`, its halves checksummed on two cores and joined
  /// (`CRC32C.combine`): a start waits for it before it reads the state (43 MB: 10 ms on one core).
  private static func checksumOnEveryCore(_ bytes: UnsafeRawBufferPointer, continuing previous: UInt32) -> UInt32 {
    let half = bytes.count / 2
    guard half >= 1 << 20, ProcessInfo.processInfo.activeProcessorCount > 1 else {
      return CRC32C.checksum(bytes, continuing: previous)
    }
    let halves = Locked<[UInt32]>([previous, 0])
    let parts = UncheckedSendable(value: bytes)
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      let range = part == 0 ? 0..<half : half..<parts.value.count
      let crc = CRC32C.checksum(
        UnsafeRawBufferPointer(rebasing: parts.value[range]), continuing: part == 0 ? previous : 0)
      halves.withLock { $0[part] = crc }
    }
    let (first, second) = halves.withLock { ($0[0], $0[1]) }
    return CRC32C.combine(first, second, length: bytes.count - half)
  }

  /// The state of a snapshot in `format` from its bytes after the header line, already checked
  /// against its checksum and never read again: the memory of the long arrays' elements is given
  /// back as they are read, so the file and the state it becomes are not held together.
  package static func state(_ stored: UnsafeRawBufferPointer, format: Int) throws -> AppState {
    do {
      if format == 1 {
        let line = stored.last == 0x0A ? UnsafeRawBufferPointer(rebasing: stored.dropLast()) : stored
        return try restore(json: line, releasingText: true)
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
  package static func restore(json stored: UnsafeRawBufferPointer, releasingText: Bool = false) throws -> AppState {
    let document = try JSONDocument.parse(stored, foldingElementsAtDepth: 2)
    guard document.kind(document.root) == .object else { throw SnapshotError("its state is not an object") }
    // A stored state carries every ID and time; nothing is generated while reading it.
    var context = WireContext.stored
    return try document.withView { (view) throws(Rejection) in
      try JSONFieldReader.reading(view, context: &context, concurrently: true, releasingReadElements: releasingText) {
        (fields) throws(Rejection) in
        try AppState(restoring: fields, scheduler: BackgroundRestore())
      }
    }
  }

  /// The state a binary stored shape (a snapshot's state from format 2) holds, read back through
  /// every domain's validation (`init(restoring:)`).
  /// With `releasingBytes` (the caller never reads `stored` again), the memory of the long arrays'
  /// elements is given back as they are read.
  package static func restore(binary stored: UnsafeRawBufferPointer, releasingBytes: Bool = false) throws -> AppState {
    try AppState(
      restoring: BinaryFieldReader(root: stored, releasingReadElements: releasingBytes), scheduler: BackgroundRestore())
  }
}
