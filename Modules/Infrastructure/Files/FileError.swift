/// Why a file operation failed, with the system's reason, so a caller can act on it or say it in
/// its own words (the journal turns each into a `JournalError` of the same name).
public enum FileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file could not be opened or created (missing directory, permissions, a directory...).
  case cannotOpen(path: String, reason: String)
  /// Another open of the same file (another process, or another open in this one) holds its lock.
  case locked(path: String)
  /// A writer found an existing empty file: a file made by `PosixFile.open` always holds its first
  /// bytes, so an empty one is not ours to append to.
  case empty(path: String)
  /// A whole-file read refused the file or could not open it (`RegularFile.read`); `reason` says
  /// which, about "it".
  case unreadable(reason: String)
  /// Reading an open file failed.
  case readFailed(reason: String)
  /// Writing failed; part of the bytes may be in the file.
  case writeFailed(reason: String)
  /// fsync failed: the data may or may not be on disk, and retrying cannot tell.
  case fsyncFailed(reason: String)
  /// Cutting the file to a length failed.
  case truncateFailed(reason: String)
  /// Copying bytes into a new file beside this one failed; the new file was removed.
  case copyFailed(reason: String)
  /// A file lent whole to a reader changed while it was read (`FileContents`): cut shorter,
  /// written to, or a page of it could not be read.
  case changedWhileRead

  /// The message for people, naming the path or the system error.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason): "cannot open \(path): \(reason)"
    case .locked(let path): "\(path) is locked: another process (or another open of it) is using it"
    case .empty(let path): "\(path) is empty"
    case .unreadable(let reason): reason
    case .readFailed(let reason): "read failed: \(reason)"
    case .writeFailed(let reason): "write failed: \(reason)"
    case .fsyncFailed(let reason): "fsync failed: \(reason)"
    case .truncateFailed(let reason): "truncate failed: \(reason)"
    case .copyFailed(let reason): "copy failed: \(reason)"
    case .changedWhileRead:
      "it changed while it was read (cut shorter, written to, or a page of it could not be read); "
        + "it is not this app's to change"
    }
  }
}
