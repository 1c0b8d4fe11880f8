#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system steps of replacing a file atomically, so tests can fail, tear or cut any of
/// them (see `AtomicFile.replace`).
///
/// Handles are small integers: a file descriptor for the real file system.
/// `write` takes a raw buffer as `write(2)` does, lent for one call and never kept.
public protocol AtomicFileSystem: AnyObject {
  /// The file replacing `path` replaces: `path` itself, or the file a symbolic link there points
  /// to (so the link stays a link and the file it names is replaced).
  func target(of path: String) throws(FileError) -> String
  /// Creates a new, empty file at `path`, failing if anything is there already, with the
  /// permission bits and (where the system permits) the owner and group of the file `existing`
  /// names, or mode 0600 when nothing is there: a replaced file keeps who may read it.
  func createNew(_ path: String, like existing: String) throws(FileError) -> Int32
  /// Appends all of `bytes` to the file, or throws.
  func write(_ bytes: UnsafeRawBufferPointer, to handle: Int32) throws(FileError)
  /// Makes the file's contents durable (fsync).
  func sync(_ handle: Int32) throws(FileError)
  /// Closes the file.
  func close(_ handle: Int32)
  /// Gives `source`'s file the name `target`, replacing what was there in one step (rename(2)).
  func rename(_ source: String, to target: String) throws(FileError)
  /// Makes the names in `path`'s directory durable (fsync of the directory).
  func syncDirectory(of path: String) throws(FileError)
  /// Removes the name `path` (a temporary file this process made and did not rename).
  func remove(_ path: String)
}

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
          Result { () throws(FileError) in try fileSystem.write(UnsafeRawBufferPointer(stored), to: handle) }
        }
        if let written { return try written.get() }
      }
      buffer.append(contentsOf: bytes)
      if buffer.count >= Self.chunk { try flush() }
    }

    /// Writes what is buffered.
    fileprivate mutating func flush() throws(FileError) {
      guard !buffer.isEmpty else { return }
      try buffer.withUnsafeBytes { bytes in
        Result { () throws(FileError) in try fileSystem.write(bytes, to: handle) }
      }.get()
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
    let temporary = "\(target).\(purpose)-\(getpid())"
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

/// The real file system behind `AtomicFile`.
public final class PosixFileSystem: AtomicFileSystem {
  /// The real file system.
  public init() {}

  public func target(of path: String) throws(FileError) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      throw .cannotOpen(path: path, reason: "cannot follow the symbolic link: \(Self.lastError())")
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  public func createNew(_ path: String, like existing: String) throws(FileError) -> Int32 {
    let handle = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard handle >= 0 else { throw .cannotOpen(path: path, reason: "cannot create it: \(Self.lastError())") }
    var status = stat()
    guard stat(existing, &status) == 0 else { return handle }
    // The owner first (only root or the owner may; a refusal keeps ours), then the mode, which a
    // change of owner may have cleared bits of.
    _ = fchown(handle, status.st_uid, status.st_gid)
    guard fchmod(handle, status.st_mode & 0o7777) == 0 else {
      let reason = Self.lastError()
      _ = posixClose(handle)
      _ = unlink(path)
      throw .cannotOpen(path: path, reason: "cannot give it the mode of \(existing): \(reason)")
    }
    return handle
  }

  public func write(_ bytes: UnsafeRawBufferPointer, to handle: Int32) throws(FileError) {
    try PosixFile.writeFully(bytes, using: { pointer, count in posixWrite(handle, pointer, count) })
  }

  public func sync(_ handle: Int32) throws(FileError) {
    guard fsync(handle) == 0 else { throw .fsyncFailed(reason: Self.lastError()) }
  }

  public func close(_ handle: Int32) {
    _ = posixClose(handle)
  }

  public func rename(_ source: String, to target: String) throws(FileError) {
    guard posixRename(source, target) == 0 else {
      throw .writeFailed(reason: "cannot rename \(source) to \(target): \(Self.lastError())")
    }
  }

  public func syncDirectory(of path: String) throws(FileError) {
    let directory = FilePath.directory(of: path)
    let handle = open(directory, O_RDONLY | O_CLOEXEC)
    guard handle >= 0 else { throw .fsyncFailed(reason: "cannot open the directory \(directory): \(Self.lastError())") }
    defer { _ = posixClose(handle) }
    guard fsync(handle) == 0 else {
      throw .fsyncFailed(reason: "fsync of the directory \(directory) failed: \(Self.lastError())")
    }
  }

  public func remove(_ path: String) {
    _ = unlink(path)
  }

  private static func lastError() -> String {
    "\(String(cString: strerror(errno))) (errno \(errno))"
  }
}

// The C names clash with `PosixFileSystem`'s own methods, so they are reached through these.
private func posixWrite(_ handle: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(handle, pointer, count)
}

private func posixClose(_ handle: Int32) -> Int32 {
  close(handle)
}

private func posixRename(_ source: String, _ target: String) -> Int32 {
  rename(source, target)
}
