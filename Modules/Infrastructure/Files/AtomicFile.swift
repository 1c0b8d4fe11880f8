#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a whole file under a temporary name and only then gives it its real name, so the name
/// always holds either the old file or the complete new one, even across a crash or a power cut.
///
/// Steps: create `<path>.<purpose>-<pid>` (a new file, never an existing one, with the mode and
/// owner of the file it replaces), write, fsync, close, rename over `path`, fsync the directory.
/// When `path` is a symbolic link, the file it points to is replaced and the link kept. A failure
/// before the rename removes the temporary file and leaves `path` as it was; a failure of the last step (the directory fsync)
/// leaves the new file in place but perhaps not durably named: after a power cut `path` may hold
/// the old file again, which is why every user of this keeps the old file valid on its own.
/// Snapshots and compaction write through it.
public enum AtomicFile {
  /// What the writer closure appends to; it collects bytes into large writes. Its failures are
  /// said as `Failure`, the caller's error type.
  public struct Sink<Failure: FileErrorConvertible> {
    fileprivate let fileSystem: any AtomicFileSystem
    fileprivate let handle: Int32
    fileprivate var buffer: [UInt8] = []
    /// How many bytes were written in all.
    public private(set) var count = 0
    private static var chunk: Int { 1 << 20 }

    /// Appends `bytes` to the new file.
    public mutating func write(_ bytes: some Collection<UInt8>) throws(Failure) {
      do { try append(bytes) } catch { throw Failure(error) }
    }

    private mutating func append(_ bytes: some Collection<UInt8>) throws(FileError) {
      count += bytes.count
      if bytes.count >= Self.chunk {
        // A large piece (a compacted journal's base state) is written from where it is, never
        // copied into the buffer first.
        try flush()
        let written = bytes.withContiguousStorageIfAvailable { stored in
          Result { () throws(FileError) in try fileSystem.write(stored.span, to: handle) }
        }
        if let written { return try written.get() }
      }
      buffer.append(contentsOf: bytes)
      if buffer.count >= Self.chunk { try flush() }
    }

    /// Writes `bytes` over the new file's bytes from `offset`, all of them written before (a
    /// header whose checksum is known only once the body after it is written).
    public mutating func overwrite(_ bytes: [UInt8], at offset: Int) throws(Failure) {
      do {
        try flush()
        try fileSystem.write(bytes.span, to: handle, at: offset)
      } catch {
        throw Failure(error)
      }
    }

    /// Writes what is buffered.
    fileprivate mutating func flush() throws(FileError) {
      guard !buffer.isEmpty else { return }
      try fileSystem.write(buffer.span, to: handle)
      buffer.removeAll(keepingCapacity: true)
    }
  }

  /// Replaces `path` with the bytes `body` writes; returns how many. `purpose` names the
  /// temporary file (`writing`, `compacting`) so a leftover one says where it came from. Every
  /// failure is thrown as `Failure` (`FileError` itself, or the caller's, such as `JournalError`).
  @discardableResult
  public static func replace<Failure: FileErrorConvertible>(
    _ path: String,
    purpose: String,
    fileSystem: any AtomicFileSystem = PosixFileSystem(),
    _ body: (inout Sink<Failure>) throws(Failure) -> Void
  ) throws(Failure) -> Int {
    func step<Value>(_ action: () throws(FileError) -> Value) throws(Failure) -> Value {
      do { return try action() } catch { throw Failure(error) }
    }
    let target = try step { () throws(FileError) in try fileSystem.target(of: path) }
    let suffix = ".\(purpose)-\(getpid())"
    if let reason = FilePath.tooLong(target, for: suffix) { throw Failure(.cannotOpen(path: target, reason: reason)) }
    let temporary = target + suffix
    let handle = try step { () throws(FileError) in try fileSystem.createNew(temporary, like: target) }
    var renamed = false
    var open = true
    defer {
      if open { fileSystem.close(handle) }
      if !renamed { fileSystem.remove(temporary) }
    }
    var sink = Sink<Failure>(fileSystem: fileSystem, handle: handle)
    try body(&sink)
    try step { () throws(FileError) in
      try sink.flush()
      try fileSystem.sync(handle)
    }
    fileSystem.close(handle)
    open = false
    try step { () throws(FileError) in try fileSystem.rename(temporary, to: target) }
    renamed = true
    try step { () throws(FileError) in try fileSystem.syncDirectory(of: target) }
    return sink.count
  }
}
