import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files a killed process left beside a file (`<file>.<kind>-<pid>`), removed at
/// the next start only when they are proved ours and abandoned.
///
/// A process writing beside a file under a temporary name (`AtomicFile`'s `<file>.<purpose>-<pid>`,
/// a journal's `.creating-<pid>`) and killed before the rename leaves that file behind, as large
/// as what it had written. A file is removed only when all of this holds:
/// - its name is exactly `<file>.<kind>-<pid>`, optionally `.<n>` (a second name the same process
///   took), for a kind the caller names as its own (`isOurs`);
/// - no process with that pid runs (`kill(pid, 0)` fails with `ESRCH`), or the pid is this
///   process's own, which at start writes none of them (the caller holds the file's lock, and
///   every writer beside it works under that lock);
/// - it is a regular file (not a link, not a FIFO);
/// - its first bytes are ours: `isOurs` judges them (empty, or starting with the caller's header).
/// Anything else is left as it is, whatever its name.
/// A file's first bytes are read as a slice (`FileDescriptorSource.readOnce`), never a pointer.
public enum Leftovers {
  /// Removes the abandoned temporary files beside `path` and returns their paths.
  ///
  /// For each `<path>.<kind>-<pid>`, `isOurs(kind, start)` decides from the kind (to be matched
  /// exactly: `snapshot-5` is a snapshot, not a temporary file of process 5) and the file's first
  /// bytes (up to 4 KiB, perhaps none). Call it holding the file's lock, before writing anything
  /// beside it.
  public static func remove(beside path: String, isOurs: (_ kind: Substring, _ start: [UInt8]) -> Bool) -> [String] {
    remove(beside: path, isOurs: isOurs, signalZero: signalZero)
  }

  /// `remove(beside:isOurs:)` asking `signalZero(pid)` whether a process runs: 0 if `kill(pid, 0)`
  /// succeeds, else its `errno`.
  ///
  /// Why: a test seam. Only `ESRCH` proves a process gone; a test needs a process it may not
  /// signal (`EPERM`, alive), which it cannot count on having (as root it may signal them all).
  static func remove(
    beside path: String, isOurs: (_ kind: Substring, _ start: [UInt8]) -> Bool, signalZero: (pid_t) -> Int32
  ) -> [String] {
    let (directory, name) = FilePath.split(path)
    let folder = directory ?? "."
    var removed: [String] = []
    for entry in names(in: folder) where entry.hasPrefix(name + ".") {
      guard let (kind, pid) = kindAndProcess(entry.dropFirst(name.count + 1)), isAbandoned(pid, signalZero) else {
        continue
      }
      // Named as the caller names the file: `j.compacting-…` beside `j`, never `./j.compacting-…`.
      let path = directory.map { $0 + "/" + entry } ?? entry
      guard let start = regularFileStart(path), isOurs(kind, start) else { continue }
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }

  /// The kind (`compacting`, `snapshot-5.writing`) and the pid in `<kind>-<pid>[.<n>]`.
  static func kindAndProcess(_ suffix: Substring) -> (Substring, pid_t)? {
    var rest = suffix
    if let dot = rest.lastIndex(of: "."), rest[rest.index(after: dot)...].allSatisfy(\.isASCIIDigit),
      rest.index(after: dot) < rest.endIndex
    {
      rest = rest[..<dot]
    }
    guard let dash = rest.lastIndex(of: "-") else { return nil }
    let digits = rest[rest.index(after: dash)...]
    guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy(\.isASCIIDigit), let pid = pid_t(digits), pid > 0
    else { return nil }
    return (rest[..<dash], pid)
  }

  /// Whether the process that named a file is gone (or is this one, see the type's doc): only
  /// `ESRCH` proves it gone, `EPERM` is a process we may not signal, alive.
  private static func isAbandoned(_ pid: pid_t, _ signalZero: (pid_t) -> Int32) -> Bool {
    pid == getpid() || signalZero(pid) == ESRCH
  }

  /// 0 if `kill(pid, 0)` succeeds (the process runs and may be signalled), else its `errno`
  /// (`ESRCH`: no such process; `EPERM`: one runs that we may not signal).
  private static func signalZero(_ pid: pid_t) -> Int32 {
    kill(pid, 0) == 0 ? 0 : errno
  }

  /// The first 4 KiB of a regular file (not following a link, never blocking), nil otherwise.
  private static func regularFileStart(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: 4_096)
    guard case .success(let count) = FileDescriptorSource.readOnce(descriptor, into: &bytes[...]) else { return nil }
    return Array(bytes[..<count])
  }

  /// The names in `directory` (none when it cannot be read).
  private static func names(in directory: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0-9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
