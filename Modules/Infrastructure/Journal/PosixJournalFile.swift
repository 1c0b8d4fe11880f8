import Files

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
    do { return try file.copy(from: offset, toNewFileNamed: "\(path).torn-at-\(offset)") } catch {
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
