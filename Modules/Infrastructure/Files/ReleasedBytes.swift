#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a stored state given back to the system as its elements are read, when the
/// caller says nothing reads them again (a compacted journal's base record, a snapshot file read
/// once at a start): without it, the bytes and the state they become are held together at their
/// largest.
///
/// A reader notes each element it read; once a run of consecutive read elements spans `stride`
/// bytes, every page wholly inside it is dropped (`madvise(MADV_DONTNEED)`: the memory is freed
/// and would read as zeros), and so are the pages wholly inside what is left when the run ends
/// (`finish()`). Pages shared with bytes not yet read are never dropped, so a reader of the next
/// element, on this thread or another, never sees a dropped byte. The bytes are memory of the
/// caller's own (heap), whose dropped pages read as zeros, or a private read-only mapping of a
/// file (`FileContents`), whose dropped pages would read the file again.
public struct ReleasedBytes {
  /// The first byte read and not given back yet, `nil` before the first element.
  private var from: Int?
  /// Where the last element read ends, and the address the offsets count from.
  private var readEnd = 0
  private var base = 0
  /// How many read bytes wait before they are given back: fewer, larger calls. Each call stops
  /// the other cores to flush their address caches; at 64 KB a snapshot start made 660 of them
  /// (J2: 256 KB took the start to 0.95x its CPU time and wall time, for 1.6 MB more at its peak;
  /// 1 MB to 0.91x its CPU time, for 7 MB more).
  private static let stride = 1 << 18
  private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

  /// Nothing given back yet.
  public init() {}

  /// Notes that bytes `range` from `base` (one element, after the ones noted before it) were read.
  public mutating func read(_ range: Range<Int>, from base: UnsafeRawPointer) {
    let start = from ?? range.lowerBound
    (from, readEnd, self.base) = (start, range.upperBound, Int(bitPattern: base))
    guard range.upperBound - start >= Self.stride else { return }
    giveBack(start..<range.upperBound)
  }

  /// Gives back what the run read since its last call: the run has ended, and nothing it read
  /// is read again.
  public mutating func finish() {
    guard let start = from, readEnd > start else { return }
    giveBack(start..<readEnd)
  }

  /// Drops every page wholly inside `range` (offsets from `base`), and notes where the bytes not
  /// given back start.
  private mutating func giveBack(_ range: Range<Int>) {
    let page = Self.pageSize
    let first = (base + range.lowerBound + page - 1) / page * page
    let end = (base + range.upperBound) / page * page
    guard end > first, let pages = UnsafeMutableRawPointer(bitPattern: first) else { return }
    _ = madvise(pages, end - first, MADV_DONTNEED)
    from = end - base
  }
}
