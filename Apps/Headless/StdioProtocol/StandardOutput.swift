import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes bytes to a file descriptor completely, or reports why it could not.
///
/// A failed write to stdout is fatal for the app (exit 1): a client that stops reading must not
/// make the app silently drop replies.
package struct OutputError: Error, CustomStringConvertible {
  package let description: String
}

package func writeAll(_ bytes: [UInt8], to descriptor: Int32, named name: String = "stdout") throws(OutputError) {
  var offset = 0
  while offset < bytes.count {
    let written = bytes.withUnsafeBytes { raw in
      systemWrite(descriptor, raw.baseAddress.map { $0 + offset }, bytes.count - offset)
    }
    if written < 0 {
      if errno == EINTR { continue }
      throw OutputError(description: "cannot write to \(name): \(String(cString: strerror(errno)))")
    }
    offset += written
  }
}

#if canImport(Glibc)
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  private let systemWrite = Darwin.write
#endif
