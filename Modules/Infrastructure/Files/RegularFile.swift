import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reading a whole regular file without ever waiting on something that is not one, a large file in
/// parts on every core (`PosixFile.read(_:at:upTo:)`, which holds the pointers).
public enum RegularFile {
  /// The bytes of a regular file (up to `limit`), opened without blocking: a FIFO or a device
  /// named like a snapshot (or like an inspector page to replace) is refused (`unreadable`), never
  /// waited on.
  public static func read(_ path: String, limit: Int?) throws(FileError) -> [UInt8] {
    let (descriptor, status) = try openForReading(path)
    defer { close(descriptor) }
    // One buffer of the file's size plus a byte to see the end, filled without zeroing it first.
    let cap = limit ?? Int.max
    let expected = min(cap, max(Int(status.st_size), 0) + 1)
    var bytes = PosixFile.read(descriptor, at: 0, upTo: expected)
    // The file grew while it was read: read on, a chunk at a time.
    var growing = bytes.count == expected
    while growing && bytes.count < cap {
      let chunk = PosixFile.read(descriptor, at: bytes.count, upTo: 1 << 16)
      bytes += chunk.prefix(cap - bytes.count)
      growing = chunk.count == 1 << 16
    }
    return bytes
  }

  /// The regular file at `path` opened read-only without blocking, and its status; a FIFO, a
  /// device or a directory is refused (`unreadable`) and closed. The caller closes the descriptor.
  static func openForReading(_ path: String) throws(FileError) -> (descriptor: Int32, status: stat) {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { throw .unreadable(reason: "cannot open it: \(String(cString: strerror(errno)))") }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(descriptor)
      throw .unreadable(reason: "it is not a regular file")
    }
    return (descriptor, status)
  }
}
