import JSON
import Journal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// stdin as a `ByteSource` that cooperates with shutdown signals and timed journal flushes.
///
/// Before each read it waits with `poll` on stdin and the signal pipe, at most until the journal's
/// next timed flush, which it then performs, so `--fsync batch` keeps its 100 ms promise while the
/// input is idle. A shutdown signal, or a fatal flush failure (kept in `failure`), ends the input.
struct StandardInput: ByteSource {
  let descriptor: Int32
  let log: any ActionLog
  let failure: FailureBox

  mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(ByteSourceError) -> Int {
    guard let base = buffer.baseAddress, buffer.count > 0 else { return 0 }
    while true {
      if Signals.isShutdownRequested || failure.error != nil { return 0 }
      var waiting = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Signals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&waiting, 2, Self.milliseconds(until: log.flushDeadline))
      if ready < 0 {
        if errno == EINTR { continue }
        throw ByteSourceError(code: errno, message: String(cString: strerror(errno)))
      }
      if ready == 0 {
        do {
          try log.flushIfDue()
        } catch {
          failure.error = error
          return 0
        }
        continue
      }
      if waiting[0].revents == 0 { continue }
      let count = systemRead(descriptor, base, buffer.count)
      if count >= 0 { return count }
      let code = errno
      if code == EINTR || code == EAGAIN { continue }
      throw ByteSourceError(code: code, message: String(cString: strerror(code)))
    }
  }

  /// The `poll` timeout: until the journal's next timed flush, or forever (-1) when none is due.
  private static func milliseconds(until deadline: ContinuousClock.Instant?) -> Int32 {
    guard let deadline else { return -1 }
    let remaining = ContinuousClock.now.duration(to: deadline).components
    let milliseconds = remaining.seconds * 1_000 + remaining.attoseconds / 1_000_000_000_000_000
    return Int32(clamping: max(0, milliseconds) + 1)
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
