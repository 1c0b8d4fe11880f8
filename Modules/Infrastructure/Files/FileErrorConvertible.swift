/// An error type that can say a `FileError` in its own words, so `AtomicFile.replace` throws the
/// caller's errors (a journal's compaction throws `JournalError`).
public protocol FileErrorConvertible: Error {
  /// `error`, in this type's words.
  init(_ error: FileError)
}

extension FileError: FileErrorConvertible {
  /// The error itself.
  public init(_ error: FileError) {
    self = error
  }
}
