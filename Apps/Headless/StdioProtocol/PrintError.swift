#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to stderr (diagnostics never go to stdout, which carries the protocol).
///
/// Uses `write(2)` and ignores failures: with stderr closed, full or its reader gone, the message
/// is lost but the app goes on and its exit code still tells what happened. (Foundation's
/// `FileHandle.write` traps on a write error.) Bytes go to `write(2)` through a buffer lent for one
/// call.
package func printError(_ message: String, newline: Bool = true) {
  var bytes = Array(message.utf8)
  if newline { bytes.append(UInt8(ascii: "\n")) }
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { raw in
      write(STDERR_FILENO, raw.baseAddress.map { $0 + offset }, bytes.count - offset)
    }
    if written < 0 && errno == EINTR { continue }
    guard written > 0 else { return }
    offset += written
  }
}
