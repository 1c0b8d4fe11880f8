#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files a killed process of this app left beside a journal, removed at the next
/// start only when they are proved ours and abandoned.
///
/// Creating a journal writes `<journal>.creating-<pid>`, compacting it `<journal>.compacting-<pid>`
/// (`AtomicFile`), and the app's snapshots `<journal>.snapshot-<N>.writing-<pid>`; a process
/// killed before the rename leaves its file behind, as large as what it had written. A file is
/// removed only when all of this holds:
/// - its name is exactly one of those (the caller names the kinds it makes: `isOurs`), ending in
///   `-<pid>`, optionally `.<n>` (a second name the same process took);
/// - no process with that pid runs (`kill(pid, 0)` fails with `ESRCH`), or the pid is this
///   process's own, which at start writes none of them (the caller holds the journal's lock, and
///   every compaction and snapshot of a journal happens under its lock);
/// - it is a regular file (not a link, not a FIFO);
/// - its first bytes are ours: empty (killed before its first write: no bytes to lose) or
///   starting with our header line (`isOurs` judges them; for the journal's own files a valid
///   journal header).
/// Anything else is left as it is, whatever its name.
public enum JournalLeftovers {
  /// Removes the abandoned temporary files of the journal at `journal` and returns their paths.
  ///
  /// The journal's own kinds, `creating` and `compacting`, are recognised here (empty, or starting
  /// with a valid journal header); for any other `<journal>.<kind>-<pid>`, `isOurs(kind, start)`
  /// decides from the kind (to be matched exactly: `snapshot-5` is a snapshot, not a temporary
  /// file of process 5) and the file's first bytes (up to 4 KiB, perhaps none). Call it holding
  /// the journal's lock, before writing anything beside it.
  public static func remove(
    journal: String, isOurs: (_ kind: Substring, _ start: [UInt8]) -> Bool = { _, _ in false }
  ) -> [String] {
    let (directory, name) = split(journal)
    var removed: [String] = []
    for entry in names(in: directory) where entry.hasPrefix(name + ".") {
      guard let (kind, pid) = kindAndProcess(entry.dropFirst(name.count + 1)), isAbandoned(pid) else { continue }
      let path = directory + "/" + entry
      guard let start = regularFileStart(path) else { continue }
      let ours =
        kind == "creating" || kind == "compacting"
        ? start.isEmpty || startsWithJournalHeader(start) : isOurs(kind, start)
      if ours && unlink(path) == 0 { removed.append(path) }
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

  /// Whether the process that named a file is gone (or is this one, see the type's doc).
  private static func isAbandoned(_ pid: pid_t) -> Bool {
    pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
  }

  /// Whether the bytes start with a valid journal header line.
  private static func startsWithJournalHeader(_ start: [UInt8]) -> Bool {
    guard let newline = start.firstIndex(of: JournalRecordFormat.newline) else { return false }
    return start[..<newline].withUnsafeBytes { line in
      guard JournalHeader.isClaimed(line), case .header = JournalHeader.parse(line, terminated: true) else {
        return false
      }
      return true
    }
  }

  /// The first 4 KiB of a regular file (not following a link, never blocking), nil otherwise.
  private static func regularFileStart(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes = [UInt8](repeating: 0, count: 4_096)
    let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count >= 0 else { return nil }
    return Array(bytes[..<count])
  }

  /// The names in `directory` (none when it cannot be read).
  private static func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// `path`'s directory (`.` for a bare name) and its last component.
  private static func split(_ path: String) -> (directory: String, name: String) {
    let bytes = Array(path.utf8)
    guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
    let name = String(decoding: bytes[(slash + 1)...], as: UTF8.self)
    return (PosixJournalFile.directory(of: path), name)
  }
}

extension Character {
  /// Whether this is one of the ASCII digits 0-9.
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
