import Synchronization

/// The key shapes `StoredFieldAudit` has audited, shared by every core reading one stored state
/// (or every record of a replay) without a lock: a million rows with the keys of the first are
/// looked up here, not audited again.
///
/// A fixed table of slots written once each; when it is full, a shape not in it is audited every
/// time, which costs time and never a refusal. Kept against the plain version, a `Set` behind a
/// `Mutex`: J1 replay 35,250 instructions per record with this table, 35,604 with the set (+1.0%,
/// a third of what the whole audit adds; callgrind, `Tools/callgrind-per-op.sh … J1 replay 20000
/// 40000`, the two builds differing only here, 2026-11-28).
public final class AuditedShapes: @unchecked Sendable {
  // `@unchecked`: the slots are atomics, allocated once and freed only by `deinit`.
  private let slots: UnsafeMutablePointer<Atomic<UInt64>>
  private static let count = 1_024
  private static let probes = 8

  /// No shape audited yet.
  public init() {
    slots = .allocate(capacity: Self.count)
    for index in 0..<Self.count { (slots + index).initialize(to: Atomic(0)) }
  }

  deinit {
    slots.deinitialize(count: Self.count)
    slots.deallocate()
  }

  /// Whether `shape` was audited.
  @usableFromInline
  func contains(_ shape: UInt64) -> Bool {
    let shape = Self.nonZero(shape)
    for probe in 0..<Self.probes {
      let found = slots[Self.slot(shape, probe)].load(ordering: .acquiring)
      if found == shape { return true }
      if found == 0 { return false }
    }
    return false
  }

  /// Notes that `shape` was audited (dropped when its slots are taken).
  @usableFromInline
  func insert(_ shape: UInt64) {
    let shape = Self.nonZero(shape)
    for probe in 0..<Self.probes {
      let (exchanged, found) = slots[Self.slot(shape, probe)].compareExchange(
        expected: 0, desired: shape, ordering: .acquiringAndReleasing)
      if exchanged || found == shape { return }
    }
  }

  private static func nonZero(_ shape: UInt64) -> UInt64 { shape == 0 ? 1 : shape }

  private static func slot(_ shape: UInt64, _ probe: Int) -> Int {
    (Int(truncatingIfNeeded: shape >> 16) &+ probe) & (count - 1)
  }
}
