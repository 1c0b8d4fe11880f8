/// The file-system steps of replacing a file atomically, so tests can fail, tear or cut any of
/// them (see `AtomicFile.replace`).
///
/// Handles are small integers: a file descriptor for the real file system.
/// `write` takes the bytes as a span, lent for one call.
public protocol AtomicFileSystem: AnyObject {
  /// The file replacing `path` replaces: `path` itself, or the file a symbolic link there points
  /// to (so the link stays a link and the file it names is replaced).
  func target(of path: String) throws(FileError) -> String
  /// Creates a new, empty file at `path`, failing if anything is there already, with the
  /// permission bits and (where the system permits) the owner and group of the file `existing`
  /// names, or mode 0600 when nothing is there: a replaced file keeps who may read it.
  func createNew(_ path: String, like existing: String) throws(FileError) -> Int32
  /// Appends all of `bytes` to the file, or throws.
  func write(_ bytes: Span<UInt8>, to handle: Int32) throws(FileError)
  /// Writes all of `bytes` over the file's bytes from `offset`, all of them written before, or
  /// throws (pwrite(2)): a header whose checksum is known only once the body after it is written.
  func write(_ bytes: Span<UInt8>, to handle: Int32, at offset: Int) throws(FileError)
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
