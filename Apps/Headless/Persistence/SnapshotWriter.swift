import App
import BinaryFieldCodec
import Checksum
import Files
import Journal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a snapshot file in the current format (`SnapshotFormat.current`), atomically.
///
/// It exists apart from reading so the two-pass write stays in one place: the state is written
/// twice and never held as bytes, once to learn its containers' headers (4 bytes each), once into
/// the file after a header line whose checksum, unknown until the state is written, is put in over
/// a placeholder of the same length.
package enum SnapshotWriter {
  /// Writes the snapshot of `state`, which must be the state after `point`'s record, beside
  /// `journal` (`AtomicFile`: a temporary file, fsync, rename, directory fsync); returns its path
  /// and its size in bytes. A file of that name that is not a snapshot is never replaced.
  package static func write(
    _ state: AppState, after point: JournalResumePoint, journal: String, createdBy: String,
    fileSystem: any AtomicFileSystem
  ) throws -> (path: String, bytes: Int) {
    let format = SnapshotFormat.current
    var measuring = BinaryFieldWriter.measuring()
    measuring.root { state.write(to: &$0) }
    guard !measuring.overflowed else {
      throw SnapshotError("the state holds a value longer than snapshot format \(format) can (4 GiB)")
    }
    let headers = measuring.measuredHeaders
    measuring = BinaryFieldWriter(capacity: 0)
    func headerLine(checksum: UInt32) -> [UInt8] {
      SnapshotHeader.line(format: format, after: point, createdBy: createdBy, checksum: checksum)
    }
    let target = SnapshotFiles(journal: journal).path(seq: point.seq)
    var status = stat()
    if lstat(target, &status) == 0, !SnapshotFiles.isHeaded(target) {
      throw SnapshotError("\(target) exists and is not a superapp snapshot; it was not replaced")
    }
    do {
      let bytes = try AtomicFile.replace(target, purpose: "writing", fileSystem: fileSystem) {
        (sink) throws(FileError) in
        // The checksum is 8 hex digits whatever it is, so the placeholder has the line's length;
        // it covers the header before it (the same bytes whatever it is), then the state.
        let placeholder = headerLine(checksum: 0)
        try sink.write(placeholder)
        var checksum = SnapshotHeader.covered(placeholder.dropLast()).map { CRC32C.checksum(Array($0)) } ?? 0
        var failure: FileError?
        BinaryFieldWriter.stream(
          headers: headers, writing: { state.write(to: &$0) },
          to: { piece in
            checksum = CRC32C.checksum(piece, continuing: checksum)
            guard failure == nil else { return }
            do throws(FileError) { try sink.write(piece) } catch { failure = error }
          })
        if let failure { throw failure }
        try sink.overwrite(headerLine(checksum: checksum), at: 0)
      }
      return (target, bytes)
    } catch {
      throw SnapshotError(failure(error, writing: target))
    }
  }

  /// What went wrong writing the snapshot `target`, named as the snapshot (never as a journal, nor
  /// by the temporary file it is written through).
  static func failure(_ error: FileError, writing target: String) -> String {
    switch error {
    case .cannotOpen(_, let reason): "cannot create \(target) (through a temporary file beside it): \(reason)"
    case .writeFailed(let reason): "cannot write \(target): \(reason)"
    case .fsyncFailed(let reason): "cannot make \(target) durable (fsync): \(reason)"
    default: "cannot write \(target): \(error)"
    }
  }
}
