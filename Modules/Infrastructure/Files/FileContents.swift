import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A whole regular file lent to a reader that goes through it once (a snapshot at a start):
/// mapped into memory where a damaged mapping can be caught (Linux, `MappingGuard`), read into
/// memory otherwise (`RegularFile.read`).
///
/// Mapped, the file's pages are the system's file cache itself: no fresh memory is filled and no
/// byte is copied (a 43 MB snapshot: about 3 ms against 15-20 ms read, J2). What a reader reads
/// is then the file as it is while it reads, so the file is checked again once the reader is done:
/// a file cut shorter meanwhile (its lost pages read as zeros) or written to meanwhile is refused
/// (`changedWhileRead`), whatever the reader made of it. (A file renamed over its path is another
/// file; the mapping keeps the one it mapped.) A caller that drops pages it read (`ReleasedBytes`) may: a dropped page of
/// a mapping reads the file again, and is never read again anyway.
public enum FileContents {
  /// `body` given the bytes of the regular file at `path`, opened without blocking (a FIFO or a
  /// device is refused, `unreadable`); throws `changedWhileRead` when the file changed while
  /// `body` read it, in place of what `body` returned or threw.
  public static func withContents<Result>(
    of path: String, _ body: (Span<UInt8>) throws -> Result
  ) throws -> Result {
    #if canImport(Glibc)
      if let mapped = try Mapping(path) {
        defer { mapped.close() }
        let result: Result
        do {
          result = try body(mapped.bytes.span)
        } catch {
          if mapped.changed { throw FileError.changedWhileRead }
          throw error
        }
        if mapped.changed { throw FileError.changedWhileRead }
        return result
      }
    #endif
    let bytes = try RegularFile.read(path, limit: nil)
    return try body(bytes.span)
  }

  /// The shortest file worth mapping: below it, reading costs less than mapping and unmapping.
  static let mappedMinimum = 1 << 20

  #if canImport(Glibc)
    /// A regular file mapped read-only, its pages guarded, and what the file was when mapped.
    private final class Mapping {
      let bytes: UnsafeBufferPointer<UInt8>
      private let descriptor: Int32
      private let before: stat

      /// The file at `path` mapped and guarded; `nil` when it is short, cannot be mapped, or the
      /// guard is taken (the caller reads it instead).
      init?(_ path: String) throws(FileError) {
        let (descriptor, status) = try RegularFile.openForReading(path)
        let count = Int(status.st_size)
        guard count >= FileContents.mappedMinimum,
          let start = mmap(nil, count, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0), start != MAP_FAILED
        else {
          Glibc.close(descriptor)
          return nil
        }
        let raw = UnsafeRawBufferPointer(start: start, count: count)
        guard MappingGuard.claim(raw) else {
          munmap(start, count)
          Glibc.close(descriptor)
          return nil
        }
        self.bytes = raw.assumingMemoryBound(to: UInt8.self)
        self.descriptor = descriptor
        self.before = status
      }

      /// Whether the file is not as it was mapped: a page of it failed, or its size, its last
      /// write or its last change differ now.
      var changed: Bool {
        var now = stat()
        guard !MappingGuard.isDamaged, fstat(descriptor, &now) == 0 else { return true }
        return now.st_size != before.st_size || now.st_mtim.tv_sec != before.st_mtim.tv_sec
          || now.st_mtim.tv_nsec != before.st_mtim.tv_nsec || now.st_ctim.tv_sec != before.st_ctim.tv_sec
          || now.st_ctim.tv_nsec != before.st_ctim.tv_nsec
      }

      /// Unmaps the file and ends the guard.
      func close() {
        MappingGuard.release()
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
        Glibc.close(descriptor)
      }
    }
  #endif
}
