#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A regular file opened by descriptor, safely: for reading, or for appending under an exclusive
/// lock, created durably with its first bytes (a journal is one, `PosixJournalFile`).
///
/// `open(path:access:)` does the careful parts once. A new file appears with its first bytes
/// already in it and durable: they are written to a temporary file (mode 0600, set explicitly
/// whatever the umask) and fsynced, which is then `link`ed to the path (failing if something
/// appeared there meanwhile) and the directory fsynced, so the name never exists without those
/// bytes. An existing file keeps its mode; an existing empty file is refused to a writer (`empty`:
/// a file made here is never empty). Every open is non-blocking and anything but a regular file
/// is refused, so a FIFO never hangs the app. A writer takes `flock(LOCK_EX | LOCK_NB)`, so a
/// second opener, in another process or in this one (flock locks belong to the open file
/// description), fails at once with `FileError.locked` instead of waiting.
/// Its raw buffers are the ones `read(2)`/`write(2)` take, lent for one call and never kept.
public final class PosixFile {
  /// How to open a file.
  public enum Access: Sendable {
    /// Create if missing (holding `newFile`'s bytes from the start), append, hold the exclusive
    /// lock: an app's own journal.
    case readWrite(newFile: [UInt8])
    /// Read only, never create, no lock: for a reader of a file a running app may be appending to
    /// (it then sees a prefix).
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

  /// Opens (and for `.readWrite`, creates if needed and locks) the file at `path`.
  ///
  /// Throws `cannotOpen` (with the system's reason), `empty` (an existing empty file, to a writer)
  /// or `locked`.
  public static func open(path: String, access: Access) throws(FileError) -> PosixFile {
    try open(path: path, access: access, betweenOpenAndLock: nil)
  }

  /// `open(path:access:)`, calling `betweenOpenAndLock` after each open of a writer's file and
  /// before its lock.
  ///
  /// Why: a test seam, the only way to rename another file over the path in that window (what a
  /// journal's compaction may do) and check the writer then holds the new file. Production passes
  /// `nil`: one untaken branch.
  static func open(
    path: String, access: Access, betweenOpenAndLock: (() -> Void)?
  ) throws(FileError) -> PosixFile {
    switch access {
    case .readOnly:
      return try openExisting(path: path, flags: O_RDONLY, lock: false)
    case .readWrite(let newFile):
      while true {
        do {
          return try openExisting(
            path: path, flags: O_RDWR | O_APPEND, lock: true, betweenOpenAndLock: betweenOpenAndLock)
        } catch .cannotOpen(_, let reason) where reason.hasPrefix(missingPrefix) {
          if try create(path: path, holding: newFile) {
            return try openExisting(
              path: path, flags: O_RDWR | O_APPEND, lock: true, created: true, betweenOpenAndLock: betweenOpenAndLock)
          }
        }
      }
    }
  }

  private static let missingPrefix = "it does not exist"

  /// Opens an existing file without blocking, checks it is a regular file (non-empty for a
  /// writer), and takes the lock (calling `betweenOpenAndLock` just before).
  private static func openExisting(
    path: String, flags: Int32, lock: Bool, created: Bool = false, betweenOpenAndLock: (() -> Void)? = nil
  ) throws(FileError) -> PosixFile {
    let descriptor = retrying { systemOpen(path, flags | O_CLOEXEC | O_NONBLOCK) }
    guard descriptor >= 0 else {
      if errno == ENOENT { throw .cannotOpen(path: path, reason: "\(missingPrefix) (\(lastError()))") }
      throw .cannotOpen(path: path, reason: lastError())
    }
    let file = PosixFile(path: path, descriptor: descriptor, wasCreated: created)
    let size = try file.requireRegularFile()
    // Reads and writes of a regular file never block; the flag only kept `open` from waiting.
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    if lock {
      betweenOpenAndLock?()
      try file.lock()
      if !file.isStillNamed(path) {
        // A new file was renamed over this name (a journal's compaction) between our open and our
        // lock: the file we hold is the old one, which nobody may append to any more. Open the new one.
        file.close()
        return try openExisting(
          path: path, flags: flags, lock: lock, created: created, betweenOpenAndLock: betweenOpenAndLock)
      }
      guard size > 0 else {
        file.close()
        throw .empty(path: path)
      }
    }
    return file
  }

  /// Makes a file appear at `path` holding `bytes`, durably; `false` if a file appeared there
  /// first (the caller then opens that one).
  private static func create(path: String, holding bytes: [UInt8]) throws(FileError) -> Bool {
    // Never an existing file: one already under the name (anybody's, or another thread's of this
    // process creating the same file) is left alone and the next name tried.
    let suffix = ".creating-\(getpid())"
    if let reason = FilePath.tooLong(path, for: suffix) { throw .cannotOpen(path: path, reason: reason) }
    let (descriptor, temporary) = createNumbered(path + suffix)
    guard descriptor >= 0 else {
      // Named by the user's path: the temporary name is ours, the missing directory is theirs.
      throw .cannotOpen(path: path, reason: "cannot create it: \(lastError())")
    }
    defer { _ = unlink(temporary) }
    do throws(FileError) {
      defer { _ = systemClose(descriptor) }
      guard fchmod(descriptor, 0o600) == 0 else { throw .cannotOpen(path: path, reason: lastError()) }
      try bytes.withUnsafeBytes { raw in
        Result { () throws(FileError) in
          try writeFully(raw) { pointer, count in systemWrite(descriptor, pointer, count) }
        }
      }.get()
      guard fullSync(descriptor) == 0 else {
        throw .cannotOpen(path: path, reason: "fsync of the new file failed: \(lastError())")
      }
    } catch {
      throw .cannotOpen(path: path, reason: "cannot create it: \(error)")
    }
    guard link(temporary, path) == 0 else {
      let code = errno
      guard code == EEXIST else { throw .cannotOpen(path: path, reason: "cannot create it: \(describe(code))") }
      var status = stat()
      if lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK && stat(path, &status) != 0 {
        // A symbolic link to nothing: opening follows it and finds nothing, linking finds the
        // link; trying again would loop for ever.
        throw .cannotOpen(path: path, reason: "it is a symbolic link to a file that does not exist")
      }
      return false
    }
    try syncDirectory(of: path)
    return true
  }

  /// Reads with `pread` (retrying `EINTR`); 0 at the end of the file.
  public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(FileError) -> Int {
    guard descriptor >= 0 else { throw .readFailed(reason: "the file is closed") }
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    let count = Self.retrying { pread(descriptor, base, buffer.count, off_t(offset)) }
    guard count >= 0 else { throw .readFailed(reason: Self.lastError()) }
    return count
  }

  /// Appends with `write` (the file is `O_APPEND`), looping over short writes.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(FileError) {
    guard descriptor >= 0 else { throw .writeFailed(reason: "the file is closed") }
    let descriptor = descriptor
    try Self.writeFully(bytes) { pointer, count in systemWrite(descriptor, pointer, count) }
  }

  /// Writes all of `bytes` to `descriptor`, an open descriptor this type does not own (stdout,
  /// stderr), looping over short writes and retrying `EINTR`: the one write path for the app's
  /// output streams, so they hand bytes over as a span, never as a pointer.
  public static func write(_ bytes: Span<UInt8>, toDescriptor descriptor: Int32) throws(FileError) {
    try bytes.withUnsafeBytes { raw throws(FileError) in
      try writeFully(raw) { pointer, count in systemWrite(descriptor, pointer, count) }
    }
  }

  /// Writes all of `bytes` over `descriptor`'s bytes from `offset` with `pwrite`, looping over
  /// short writes and retrying `EINTR`: how an atomic file's header is written once its body is.
  public static func write(_ bytes: Span<UInt8>, toDescriptor descriptor: Int32, at offset: Int) throws(FileError) {
    try bytes.withUnsafeBytes { raw throws(FileError) in
      guard let base = raw.baseAddress else { return }
      try writeFully(raw) { pointer, count in
        pwrite(descriptor, pointer, count, off_t(offset + base.distance(to: pointer)))
      }
    }
  }

  /// fsync (`F_FULLFSYNC` on Darwin); a failure is reported, never retried.
  public func sync() throws(FileError) {
    guard descriptor >= 0 else { throw .fsyncFailed(reason: "the file is closed") }
    // Never retried: after a failed fsync the kernel may have dropped the dirty pages.
    guard Self.fullSync(descriptor) == 0 else { throw .fsyncFailed(reason: Self.lastError()) }
  }

  /// Copies bytes `offset...` to a new file `name` (or `name.2`, `name.3`, ... if taken: an earlier
  /// copy is never overwritten), fsyncs it and the directory, returns its path.
  ///
  /// A copy that fails (a full disk) is removed: it is this call's own new file, and every byte
  /// of it is still in this file. Otherwise each attempt on a full disk would leave another
  /// partial copy, filling whatever room was freed.
  public func copy(from offset: Int, toNewFileNamed name: String) throws(FileError) -> String {
    let (output, target) = Self.createNumbered(name)
    guard output >= 0 else { throw .copyFailed(reason: "cannot create \(target): \(Self.lastError())") }
    var copied = false
    defer {
      _ = systemClose(output)
      if !copied { _ = unlink(target) }
    }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var position = offset
    while true {
      let count = try buffer.withUnsafeMutableBytes { raw in
        Result { () throws(FileError) in try read(at: position, into: raw) }
      }.get()
      if count == 0 { break }
      do throws(FileError) {
        try buffer.withUnsafeBytes { raw in
          Result { () throws(FileError) in
            try Self.writeFully(UnsafeRawBufferPointer(rebasing: raw[0..<count])) { pointer, length in
              systemWrite(output, pointer, length)
            }
          }
        }.get()
      } catch {
        throw .copyFailed(reason: "cannot write \(target): \(error)")
      }
      position += count
    }
    guard Self.fullSync(output) == 0 else {
      throw .copyFailed(reason: "fsync of \(target) failed: \(Self.lastError())")
    }
    do {
      try Self.syncDirectory(of: target)
    } catch {
      throw .copyFailed(reason: "\(error)")
    }
    copied = true
    return target
  }

  /// Creates a new file (mode 0600, never opening an existing one) named `name`, or if that is
  /// taken `name.2`, `name.3`, ... up to `name.1000`: its descriptor (-1 with `errno` set on
  /// failure) and the name it got.
  private static func createNumbered(_ name: String) -> (descriptor: Int32, path: String) {
    var attempt = 1
    var target = name
    var descriptor = retrying { systemOpen(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600) }
    while descriptor < 0 && errno == EEXIST && attempt < 1_000 {
      attempt += 1
      target = "\(name).\(attempt)"
      descriptor = retrying { systemOpen(target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600) }
    }
    return (descriptor, target)
  }

  /// `ftruncate` to `length` bytes.
  public func truncate(to length: Int) throws(FileError) {
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
  ) throws(FileError) {
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

  /// Refuses anything but a regular file and returns its size: a device such as `/dev/zero` or
  /// `/dev/full` never ends (recovery would read zeros forever) and cannot be truncated, a FIFO
  /// blocks, so any of them is `cannotOpen` (exit 3).
  private func requireRegularFile() throws(FileError) -> Int {
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
    return Int(status.st_size)
  }

  /// Whether `path` still names the file this descriptor holds (same device and inode).
  private func isStillNamed(_ path: String) -> Bool {
    var held = stat()
    var named = stat()
    guard fstat(descriptor, &held) == 0, stat(path, &named) == 0 else { return false }
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino
  }

  private func lock() throws(FileError) {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      close()
      if code == EWOULDBLOCK { throw .locked(path: path) }
      throw .cannotOpen(path: path, reason: "cannot lock it: \(Self.describe(code))")
    }
  }

  /// fsyncs the directory holding `path`, so a name created or linked there is durable.
  private static func syncDirectory(of path: String) throws(FileError) {
    let directory = FilePath.directory(of: path)
    let directoryDescriptor = Self.retrying { systemOpen(directory, O_RDONLY | O_CLOEXEC) }
    guard directoryDescriptor >= 0 else {
      throw .cannotOpen(path: path, reason: "cannot open its directory \(directory): \(Self.lastError())")
    }
    defer { _ = systemClose(directoryDescriptor) }
    guard fsync(directoryDescriptor) == 0 else {
      throw .cannotOpen(path: path, reason: "fsync of its directory \(directory) failed: \(Self.lastError())")
    }
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
