import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a line to stderr (diagnostics never go to stdout, which carries the protocol).
///
/// Uses `write(2)` (`PosixFile.write(_:toDescriptor:)`) and ignores failures: with stderr closed,
/// full or its reader gone, the message is lost but the app goes on and its exit code still tells
/// what happened. (Foundation's `FileHandle.write` traps on a write error.)
package func printError(_ message: String, newline: Bool = true) {
  var bytes = Array(message.utf8)
  if newline { bytes.append(UInt8(ascii: "\n")) }
  try? PosixFile.write(bytes.span, toDescriptor: STDERR_FILENO)
}
