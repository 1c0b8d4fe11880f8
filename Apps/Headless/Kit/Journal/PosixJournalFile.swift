#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real journal file: a POSIX file descriptor opened for appending, with an exclusive lock.
///
/// `open(path:access:)` does the careful parts once: a new file is created with mode 0600 (set
/// explicitly, whatever the umask) and its directory is fsynced so the new name survives a crash; an
/// existing file keeps its mode. A writer takes `flock(LOCK_EX | LOCK_NB)`, so a second opener,
/// in another process or in this one (flock locks belong to the open file description), fails at
/// once with `JournalError.locked` instead of waiting.
public final class PosixJournalFile: JournalFile {
  /// How to open a journal file.
  public enum Access: Sendable {
    /// Create if missing, append, hold the exclusive lock: the app's own journal.
    case readWrite
    /// Read only, never create, no lock: for `superapp replay`, which may read a journal a running
    /// app is appending to (it then sees a prefix; a record being written looks like a torn tail).
    case readOnly
  }

  /// The path the file was opened with.
  public let path: String
  /// Whether `open` created the file.
  public let wasCreated: Bool
  private var descriptor: Int32

  private init(path: String, descriptor: Int32, wasCreated: Bool) {
    self.path = path
    self.descriptor = descriptor
    self.wasCreated = wasCreated
  }

  deinit {
    close()
  }

  /// Opens (and for `.readWrite`, creates if needed and locks) the journal at `path`.
  ///
  /// Throws `cannotOpen` (with the system's reason) or `locked`.
  public static func open(path: String, access: Access) throws(JournalError) -> PosixJournalFile {
    switch access {
    case .readOnly:
      let descriptor = Self.retrying { systemOpen(path, O_RDONLY | O_CLOEXEC) }
      guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.lastError()) }
      let file = PosixJournalFile(path: path, descriptor: descriptor, wasCreated: false)
      try file.requireRegularFile()
      return file
    case .readWrite:
      let flags = O_RDWR | O_APPEND | O_CLOEXEC
      var created = true
      var descriptor = Self.retrying { systemOpen(path, flags | O_CREAT | O_EXCL, 0o600) }
      if descriptor < 0 && errno == EEXIST {
        created = false
        descriptor = Self.retrying { systemOpen(path, flags) }
      }
      guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: Self.lastError()) }
      let file = PosixJournalFile(path: path, descriptor: descriptor, wasCreated: created)
      try file.requireRegularFile()
      try file.lock()
      if created {
        guard fchmod(descriptor, 0o600) == 0 else { throw .cannotOpen(path: path, reason: Self.lastError()) }
        try file.syncNewFile()
      }
      return file
    }
  }

  /// Reads with `pread` (retrying `EINTR`); 0 at the end of the file.
  public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(JournalError) -> Int {
    guard descriptor >= 0 else { throw .readFailed(reason: "the file is closed") }
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    let count = Self.retrying { pread(descriptor, base, buffer.count, off_t(offset)) }
    guard count >= 0 else { throw .readFailed(reason: Self.lastError()) }
    return count
  }

  /// Appends with `write` (the file is `O_APPEND`), looping over short writes.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(JournalError) {
    guard descriptor >= 0 else { throw .writeFailed(reason: "the file is closed") }
    let descriptor = descriptor
    try Self.writeFully(bytes) { pointer, count in systemWrite(descriptor, pointer, count) }
  }

  /// fsync (`F_FULLFSYNC` on Darwin); a failure is reported, never retried.
  public func sync() throws(JournalError) {
    guard descriptor >= 0 else { throw .fsyncFailed(reason: "the file is closed") }
    // Never retried: after a failed fsync the kernel may have dropped the dirty pages.
    guard Self.fullSync(descriptor) == 0 else { throw .fsyncFailed(reason: Self.lastError()) }
  }

  /// `ftruncate` to `length` bytes.
  public func truncate(to length: Int) throws(JournalError) {
    guard descriptor >= 0 else { throw .truncateFailed(reason: "the file is closed") }
    let result = Self.retrying { ftruncate(descriptor, off_t(length)) }
    guard result == 0 else { throw .truncateFailed(reason: Self.lastError()) }
  }

  /// Closes the descriptor, which releases the lock; harmless when already closed.
  public func close() {
    guard descriptor >= 0 else { return }
    _ = systemClose(descriptor)
    descriptor = -1
  }

  /// Writes all bytes through `write`, looping over short writes and retrying `EINTR`.
  ///
  /// Split out so tests can drive it with a fake system call that writes a few bytes at a time.
  static func writeFully(
    _ bytes: UnsafeRawBufferPointer,
    using write: (UnsafeRawPointer, Int) -> Int
  ) throws(JournalError) {
    guard let base = bytes.baseAddress else { return }
    var written = 0
    while written < bytes.count {
      let count = write(base + written, bytes.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        throw .writeFailed(reason: lastError())
      }
      guard count > 0 else {
        throw .writeFailed(reason: "the system wrote nothing (\(written) of \(bytes.count) bytes written)")
      }
      written += count
    }
  }

  /// Refuses anything but a regular file: a device such as `/dev/zero` or `/dev/full` never ends
  /// (recovery would read zeros forever) and cannot be truncated, so it is `cannotOpen` (exit 3).
  private func requireRegularFile() throws(JournalError) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      let reason = Self.lastError()
      close()
      throw .cannotOpen(path: path, reason: "cannot stat it: \(reason)")
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      close()
      throw .cannotOpen(path: path, reason: "it is not a regular file")
    }
  }

  private func lock() throws(JournalError) {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      close()
      if code == EWOULDBLOCK { throw .locked(path: path) }
      throw .cannotOpen(path: path, reason: "cannot lock it: \(Self.describe(code))")
    }
  }

  /// fsyncs a just created file and then its directory, so the new name itself is durable.
  private func syncNewFile() throws(JournalError) {
    guard Self.fullSync(descriptor) == 0 else {
      throw .cannotOpen(path: path, reason: "fsync of the new file failed: \(Self.lastError())")
    }
    let directory = Self.directory(of: path)
    let directoryDescriptor = Self.retrying { systemOpen(directory, O_RDONLY | O_CLOEXEC) }
    guard directoryDescriptor >= 0 else {
      throw .cannotOpen(path: path, reason: "cannot open its directory \(directory): \(Self.lastError())")
    }
    defer { _ = systemClose(directoryDescriptor) }
    guard fsync(directoryDescriptor) == 0 else {
      throw .cannotOpen(path: path, reason: "fsync of its directory \(directory) failed: \(Self.lastError())")
    }
  }

  /// The directory part of `path` (`.` for a bare name).
  static func directory(of path: String) -> String {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return "." }
    if slash == 0 { return "/" }
    return String(decoding: bytes[0..<slash], as: UTF8.self)
  }

  private static func fullSync(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      // On Darwin plain fsync does not reach the platter; F_FULLFSYNC does.
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return 0 }
    #endif
    return fsync(descriptor)
  }

  private static func retrying<T: BinaryInteger>(_ call: () -> T) -> T {
    while true {
      let result = call()
      if result >= 0 || errno != EINTR { return result }
    }
  }

  private static func lastError() -> String { describe(errno) }

  private static func describe(_ code: Int32) -> String {
    "\(String(cString: strerror(code))) (errno \(code))"
  }
}

// The C names clash with this type's own methods, so they are reached through these.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t = 0) -> Int32 {
  open(path, flags, mode)
}

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, pointer, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
