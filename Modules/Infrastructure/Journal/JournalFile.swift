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
