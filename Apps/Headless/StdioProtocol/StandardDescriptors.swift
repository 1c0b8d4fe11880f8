import JSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes sure descriptors 0, 1 and 2 are open before the app opens anything else.
///
/// Started with one of them closed (`superapp <&-`), the first file or pipe the app creates would
/// take that number and be mistaken for stdin, stdout or stderr (the signal pipe read as input
/// never ends). A closed one is opened on `/dev/null`: stdin then reads end of input at once,
/// output to it vanishes.
package enum StandardDescriptors {
  /// Opens `/dev/null` in place of each closed standard descriptor, lowest first.
  package static func ensureOpen() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let opened = open("/dev/null", O_RDWR)
      // `open` returns the lowest free number, which is `descriptor`; anything else is not ours
      // to keep (it cannot happen unless a lower one was closed meanwhile).
      if opened >= 0 && opened != descriptor { _ = close(opened) }
    }
  }
}
