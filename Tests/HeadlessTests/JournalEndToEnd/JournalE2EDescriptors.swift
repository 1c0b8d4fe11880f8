import Foundation
import StdioProtocol

/// Raw descriptor helpers for talking to child processes through pipes.
///
/// Pipes are made close-on-exec, so a child spawned by another test never inherits our ends (an
/// inherited write end would hide end of file). Writes never raise SIGPIPE in the test runner.
enum JournalE2EDescriptors {
  /// A pipe whose both ends are close-on-exec.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    // pipe2 is not visible from Swift's Glibc module, so set the flag right after pipe(); Foundation's
    // Process also closes every other descriptor in the children it spawns.
    #if canImport(Glibc)
      let result = Glibc.pipe(&ends)
    #else
      let result = Darwin.pipe(&ends)
    #endif
    if result == 0 {
      _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    }
    guard result == 0 else { throw JournalE2EFailure("pipe failed: \(String(cString: strerror(errno)))") }
    return (ends[0], ends[1])
  }

  /// Makes a write to a closed pipe fail with EPIPE instead of killing the test runner.
  static func ignoreBrokenPipes() {
    signal(SIGPIPE, SIG_IGN)
  }

  /// Writes all of `bytes`; false if the reader is gone (EPIPE) or another error happened.
  @discardableResult
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    (try? StdioProtocol.writeAll(bytes, to: descriptor, named: "a pipe")) != nil
  }

  /// Reads until end of file.
  static func readAll(from descriptor: Int32) -> [UInt8] {
    var result: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return result }
      result.append(contentsOf: chunk[0..<count])
    }
  }

  /// Closes a descriptor if it is open and marks it closed.
  static func close(_ descriptor: inout Int32) {
    guard descriptor >= 0 else { return }
    _ = closeDescriptor(descriptor)
    descriptor = -1
  }
}

#if canImport(Glibc)
  private let closeDescriptor = Glibc.close
#elseif canImport(Darwin)
  private let closeDescriptor = Darwin.close
#endif
