#if canImport(Glibc)
  import Glibc
  import Synchronization

  /// Turns the one fault a mapped file can raise under a reader into a note the reader checks:
  /// a page of the mapping that can no longer be read (the file was cut shorter by someone else
  /// while it was mapped, or the disk failed) raises SIGBUS, which would kill the process with no
  /// word. Here such a page is replaced by a page of zeros, so the reading goes on, and the
  /// mapping is marked damaged: its reader then refuses what it read (`FileContents`).
  ///
  /// It exists because reading a 43 MB snapshot into fresh memory cost a start a sixth of its
  /// time, where mapping it costs a few milliseconds; a damaged file must still end in a clear
  /// refusal, never a crash.
  ///
  /// One mapping is guarded at a time (a start reads one snapshot); a second asks `claim` in vain
  /// and reads its file instead. A fault outside the guarded mapping is not ours: the handler
  /// that was there before is put back and the fault, raised again, goes to it.
  enum MappingGuard {
    /// The guarded mapping's bounds (zero when none) and whether a page of it failed.
    private static let start = Atomic<Int>(0)
    private static let end = Atomic<Int>(0)
    private static let damaged = Atomic<Bool>(false)
    /// Whether a mapping holds the guard.
    private static let claimed = Atomic<Bool>(false)
    /// The handler before ours, put back when ours is not needed, or for a fault not ours. Written
    /// only while the guard is claimed and before the handler is installed; the handler only reads it.
    nonisolated(unsafe) private static var previous = sigaction()
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    /// Guards `bytes` (a mapping of a file) until `release()`; `false` when another mapping holds
    /// the guard or the handler cannot be installed (the caller then reads the file instead).
    static func claim(_ bytes: UnsafeRawBufferPointer) -> Bool {
      guard let base = bytes.baseAddress,
        claimed.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged
      else { return false }
      _ = pageSize  // made before the handler can need it
      damaged.store(false, ordering: .relaxed)
      end.store(Int(bitPattern: base) + bytes.count, ordering: .relaxed)
      start.store(Int(bitPattern: base), ordering: .releasing)
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handleBusError
      action.sa_flags = SA_SIGINFO
      sigemptyset(&action.sa_mask)
      guard sigaction(SIGBUS, &action, &previous) == 0 else {
        start.store(0, ordering: .releasing)
        claimed.store(false, ordering: .releasing)
        return false
      }
      return true
    }

    /// Whether a page of the guarded mapping failed since `claim`.
    static var isDamaged: Bool { damaged.load(ordering: .acquiring) }

    /// Ends the guard (the mapping is about to be unmapped) and puts the previous handler back.
    static func release() {
      start.store(0, ordering: .releasing)
      end.store(0, ordering: .releasing)
      _ = sigaction(SIGBUS, &previous, nil)
      claimed.store(false, ordering: .releasing)
    }

    /// A handler of a signal with its information (`SA_SIGINFO`).
    private typealias Handler =
      @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// The SIGBUS handler: only async-signal-safe steps (atomic loads and stores, `mmap`,
    /// `sigaction`).
    private static let handleBusError: Handler = { _, info, _ in
      let address = Int(bitPattern: info?.pointee._sifields._sigfault.si_addr)
      let (low, high) = (start.load(ordering: .acquiring), end.load(ordering: .acquiring))
      guard low != 0, address >= low, address < high else {
        // Not a page of ours: the handler before ours takes the fault when it is raised again.
        _ = sigaction(SIGBUS, &previous, nil)
        return
      }
      damaged.store(true, ordering: .releasing)
      let page = address & ~(pageSize - 1)
      // A page of zeros where the file's page was: the faulting read is run again and reads it.
      let zeros = mmap(
        UnsafeMutableRawPointer(bitPattern: page), pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
      if zeros == MAP_FAILED { _ = sigaction(SIGBUS, &previous, nil) }
    }
  }
#endif
