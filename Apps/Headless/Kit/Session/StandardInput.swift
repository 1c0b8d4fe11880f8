#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// stdin as a `ByteSource` that cooperates with shutdown signals and timed journal flushes.
///
/// Before a read that could block, it waits (with `poll`) only until the journal's next timed
/// flush is due and performs it, so `--fsync batch` keeps its 100 ms promise while the input is
/// idle. A shutdown signal, or a fatal flush failure (kept in `failure`), ends the input.
struct StandardInput: ByteSource {
  let descriptor: Int32
  let log: any ActionLog
  let failure: FailureBox

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      if Signals.isShutdownRequested || failure.error != nil { return 0 }
      if let deadline = log.flushDeadline {
        let remaining = ContinuousClock.now.duration(to: deadline)
        let milliseconds = max(
          0, Int32(remaining.components.seconds * 1_000 + remaining.components.attoseconds / 1_000_000_000_000_000))
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, milliseconds)
        if ready == 0 {
          do {
            try log.flushIfDue()
          } catch {
            failure.error = error
            return 0
          }
          continue
        }
        if ready < 0 && errno == EINTR { continue }
      }
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      let code = errno
      if code == EINTR { continue }
      throw ByteSourceError(code: code, message: String(cString: strerror(code)))
    }
  }
}

/// A fatal error noticed where it cannot be thrown (inside the input source), for the loop to report.
final class FailureBox {
  var error: (any Error)?
}

#if canImport(Glibc)
  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  private let systemRead = Darwin.read
#endif
