import Files

/// Writes bytes to a file descriptor completely, or reports why it could not.
///
/// A failed write to stdout is fatal for the app (exit 1): a client that stops reading must not
/// make the app silently drop replies.
package struct OutputError: Error, CustomStringConvertible {
  package let description: String
}

/// Writes all of `bytes` to `descriptor` (`PosixFile.write(_:toDescriptor:)`: short writes and
/// `EINTR` are retried); any other failure is an `OutputError` naming the stream.
package func writeAll(_ bytes: [UInt8], to descriptor: Int32, named name: String = "stdout") throws(OutputError) {
  do {
    try PosixFile.write(bytes.span, toDescriptor: descriptor)
  } catch .writeFailed(let reason) {
    throw OutputError(description: "cannot write to \(name): \(reason)")
  } catch {
    throw OutputError(description: "cannot write to \(name): \(error)")
  }
}
