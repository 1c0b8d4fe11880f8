#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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

  public func write(_ bytes: Span<UInt8>, to handle: Int32) throws(FileError) {
    try PosixFile.write(bytes, toDescriptor: handle)
  }

  public func write(_ bytes: Span<UInt8>, to handle: Int32, at offset: Int) throws(FileError) {
    try PosixFile.write(bytes, toDescriptor: handle, at: offset)
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
private func posixClose(_ handle: Int32) -> Int32 {
  close(handle)
}

private func posixRename(_ source: String, _ target: String) -> Int32 {
  rename(source, target)
}
