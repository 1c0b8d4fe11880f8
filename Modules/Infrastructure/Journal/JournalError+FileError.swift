import Files

extension JournalError: FileErrorConvertible {
  /// The journal's words for a failure of its file (the same case, or for an empty file, not a
  /// journal; a failed copy of a torn tail is a failed quarantine).
  public init(_ error: FileError) {
    switch error {
    case .cannotOpen(let path, let reason): self = .cannotOpen(path: path, reason: reason)
    case .locked(let path): self = .locked(path: path)
    case .empty: self = .notAJournal(reason: "the file is empty (a journal this app creates always holds its header)")
    case .unreadable(let reason), .readFailed(let reason): self = .readFailed(reason: reason)
    case .writeFailed(let reason): self = .writeFailed(reason: reason)
    case .fsyncFailed(let reason): self = .fsyncFailed(reason: reason)
    case .truncateFailed(let reason): self = .truncateFailed(reason: reason)
    case .copyFailed(let reason): self = .quarantineFailed(reason: reason)
    }
  }
}
