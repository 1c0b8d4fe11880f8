extension Array where Element == UInt8 {
  /// `withUnsafeBytes` for a body with typed throws (the standard one rethrows `any Error`).
  func withJournalBytes<Result>(
    _ body: (UnsafeRawBufferPointer) throws(JournalError) -> Result
  ) throws(JournalError) -> Result {
    try withUnsafeBytes { bytes in
      Swift.Result { () throws(JournalError) in try body(bytes) }
    }.get()
  }
}
