import DomainValues
import Foundation

/// The key of one observable entity: its UUID, whatever its type.
///
/// Keyed observers register under a key and run only when a reduction `Touched` it. Two
/// entities of different types sharing a UUID would only cost an extra selector run, never a
/// missed change.
public struct ObservationKey: Hashable, Sendable {
  /// The UUID's first and last eight bytes; hashing two words is several times cheaper than
  /// hashing sixteen bytes one by one, and this lookup runs on every dispatch.
  @usableFromInline let high: UInt64
  @usableFromInline let low: UInt64

  /// The key of the entity with this typed ID.
  @inlinable
  public init<Entity>(_ id: ID<Entity>) {
    self.init(id.rawValue)
  }

  /// The key of the entity with this UUID.
  @inlinable
  public init(_ rawValue: UUID) {
    let bytes = rawValue.uuid
    high =
      UInt64(bytes.0) << 56 | UInt64(bytes.1) << 48 | UInt64(bytes.2) << 40 | UInt64(bytes.3) << 32
      | UInt64(bytes.4) << 24 | UInt64(bytes.5) << 16 | UInt64(bytes.6) << 8 | UInt64(bytes.7)
    low =
      UInt64(bytes.8) << 56 | UInt64(bytes.9) << 48 | UInt64(bytes.10) << 40 | UInt64(bytes.11) << 32
      | UInt64(bytes.12) << 24 | UInt64(bytes.13) << 16 | UInt64(bytes.14) << 8 | UInt64(bytes.15)
  }

  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(high)
    hasher.combine(low)
  }

  /// What `Set` hashes: the two words through a seeded mix (`WordHash`), as `ID` does.
  /// Measured with the J2 steps of its stop (snapshot start 178-184 -> 105-111 ms, BENCHMARKS.md).
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    WordHash.hash(high, low, seed: seed)
  }

  /// The entity's UUID, for tools that show which entities an action touched (an inspector).
  public var uuid: UUID {
    UUID(
      uuid: (
        UInt8(truncatingIfNeeded: high >> 56), UInt8(truncatingIfNeeded: high >> 48),
        UInt8(truncatingIfNeeded: high >> 40), UInt8(truncatingIfNeeded: high >> 32),
        UInt8(truncatingIfNeeded: high >> 24), UInt8(truncatingIfNeeded: high >> 16),
        UInt8(truncatingIfNeeded: high >> 8), UInt8(truncatingIfNeeded: high),
        UInt8(truncatingIfNeeded: low >> 56), UInt8(truncatingIfNeeded: low >> 48),
        UInt8(truncatingIfNeeded: low >> 40), UInt8(truncatingIfNeeded: low >> 32),
        UInt8(truncatingIfNeeded: low >> 24), UInt8(truncatingIfNeeded: low >> 16),
        UInt8(truncatingIfNeeded: low >> 8), UInt8(truncatingIfNeeded: low)
      ))
  }
}
