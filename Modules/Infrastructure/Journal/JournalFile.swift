import Files

/// The few file operations the journal needs, so tests can put a faulty file in its place.
///
/// An instance is an already opened file: opening (creating it 0600, taking the exclusive lock,
/// syncing the directory) belongs to the concrete type, see `PosixJournalFile.open(path:access:)`.
/// Every operation either does all of its job or throws; the journal treats a throw from `write`,
/// `sync` or `truncate` as fatal and never retries.
/// Its raw buffers are the ones `pread(2)`/`write(2)` take, lent for one call and never kept.
public protocol JournalFile: AnyObject {
  /// Reads up to `buffer.count` bytes starting at byte `offset`; returns how many, 0 at the end.
  func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(JournalError) -> Int

  /// Appends all of `bytes` at the end of the file, looping over short writes; throws if any part fails.
  func write(_ bytes: UnsafeRawBufferPointer) throws(JournalError)

  /// Makes everything written so far durable (fsync).
  func sync() throws(JournalError)

  /// Copies the bytes from `offset` to the end into a new file beside this one, makes that copy
  /// durable, and returns its path; the journal cuts a torn tail only after this succeeded.
  func quarantine(from offset: Int) throws(JournalError) -> String

  /// Cuts the file to `length` bytes.
  func truncate(to length: Int) throws(JournalError)

  /// Releases the file (and its lock). Further calls fail; calling it twice is harmless.
  func close()
}

/// The real journal file: a `PosixFile` (Files) opened for appending under an exclusive lock, or
/// for reading, with its failures said as the journal's (`JournalError`).
///
/// A new journal appears with its header already in it and durable, an existing empty file is not
/// a journal (this app never leaves one), anything but a regular file is refused without blocking,
/// and a second writer fails at once with `locked` (see `PosixFile`). A torn tail is kept in
/// `<path>.torn-at-<offset>` (`.2`, `.3`, ... if taken) before the journal is cut.
public final class PosixJournalFile: JournalFile {
  /// How to open a journal file: `.readWrite(newFile:)` creates it if missing (holding its
  /// header from the start), appends and holds the exclusive lock (the app's own journal);
  /// `.readOnly` never creates or locks (`superapp replay`, which may read a journal a running app
  /// is appending to: it then sees a prefix, and a record being written looks like a torn tail).
  public typealias Access = PosixFile.Access

  private let file: PosixFile
  /// The path the file was opened with.
  public var path: String { file.path }
  /// Whether `open` created the file.
  public var wasCreated: Bool { file.wasCreated }

  private init(_ file: PosixFile) {
    self.file = file
  }

  /// Opens (and for `.readWrite`, creates if needed and locks) the journal at `path`.
  ///
  /// Throws `cannotOpen` (with the system's reason), `notAJournal` (an existing empty file) or
  /// `locked`.
  public static func open(path: String, access: Access) throws(JournalError) -> PosixJournalFile {
    do {
      return PosixJournalFile(try PosixFile.open(path: path, access: access))
    } catch {
      throw JournalError(error)
    }
  }

  public func read(at offset: Int, into buffer: UnsafeMutableRawBufferPointer) throws(JournalError) -> Int {
    do { return try file.read(at: offset, into: buffer) } catch { throw JournalError(error) }
  }

  public func write(_ bytes: UnsafeRawBufferPointer) throws(JournalError) {
    do { try file.write(bytes) } catch { throw JournalError(error) }
  }

  public func sync() throws(JournalError) {
    do { try file.sync() } catch { throw JournalError(error) }
  }

  /// Copies bytes `offset...` to `<path>.torn-at-<offset>` (or `.torn-at-<offset>.2`, `.3`, ... if
  /// taken: an earlier copy is never overwritten), fsyncs it and the directory, returns its path.
  /// A copy that fails is removed (every byte of it is still in the journal, which is not cut).
  public func quarantine(from offset: Int) throws(JournalError) -> String {
    let suffix = ".torn-at-\(offset)"
    if let reason = FilePath.tooLong(path, for: suffix) { throw .quarantineFailed(reason: reason) }
    do { return try file.copy(from: offset, toNewFileNamed: path + suffix) } catch {
      throw JournalError(error)
    }
  }

  public func truncate(to length: Int) throws(JournalError) {
    do { try file.truncate(to: length) } catch { throw JournalError(error) }
  }

  /// Closes the descriptor, which releases the lock; harmless when already closed.
  public func close() {
    file.close()
  }
}

/// How the file's failures read as the journal's (every `PosixJournalFile` call says them so).
extension JournalError: FileErrorConvertible {
  /// The journal's words for a failure of its file (the same case, or for an empty file, not a
  /// journal; a failed copy of a torn tail is a failed quarantine).
  public init(_ error: FileError) {
    switch error {
    case .cannotOpen(let path, let reason): self = .cannotOpen(path: path, reason: reason)
    case .locked(let path): self = .locked(path: path)
    case .empty: self = .notAJournal(reason: "the file is empty (a journal this app creates always holds its header)")
    case .unreadable(let reason), .readFailed(let reason): self = .readFailed(reason: reason)
    case .changedWhileRead: self = .readFailed(reason: error.description)
    case .writeFailed(let reason): self = .writeFailed(reason: reason)
    case .fsyncFailed(let reason): self = .fsyncFailed(reason: reason)
    case .truncateFailed(let reason): self = .truncateFailed(reason: reason)
    case .copyFailed(let reason): self = .quarantineFailed(reason: reason)
    }
  }
}

/// The bytes handed to a `JournalFile`, lent with typed throws.
extension Array where Element == UInt8 {
  /// `withUnsafeBytes` for a body with typed throws (the standard one rethrows `any Error`), so
  /// the journal lends its buffer to `JournalFile.write` and its failure stays a `JournalError`.
  func withJournalBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws(JournalError) -> Result
  ) throws(JournalError) -> Result {
    try withUnsafeBytes { bytes in
      Swift.Result { () throws(JournalError) in try body(bytes) }
    }.get()
  }
}
