import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// stdin as a `ByteSource` that ends when a shutdown signal arrives.
///
/// Before each read it waits with `poll` on stdin and the signal pipe, so a shutdown signal ends
/// the input even while the client writes nothing. (The journal's timed flushes are the stdio
/// loop's: this source is read on the input's own thread, `DecodedInput`.)
struct StandardInput: ByteSource {
  let descriptor: Int32

  mutating func read(into buffer: inout ArraySlice<UInt8>) throws(ByteSourceError) -> Int {
    guard buffer.count > 0 else { return 0 }
    while true {
      if Signals.isShutdownRequested { return 0 }
      var waiting = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: Signals.wakeDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&waiting, 2, -1)
      if ready < 0 {
        if errno == EINTR { continue }
        throw ByteSourceError(code: errno)
      }
      if waiting[0].revents == 0 { continue }
      switch FileDescriptorSource.readOnce(descriptor, into: &buffer) {
      case .success(let count): return count
      case .failure(let error) where error.code == EINTR || error.code == EAGAIN: continue
      case .failure(let error): throw error
      }
    }
  }
}
