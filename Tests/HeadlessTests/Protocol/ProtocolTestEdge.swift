import DomainValues
import Foundation
import HeadlessKit
import JSON
import Journal

/// A deterministic `Edge`: IDs `ffffffff-0000-4000-8000-<n>` and a clock that ticks 1 ms per read.
///
/// It counts what it was asked for, so a test can check that a complete line (or a journal record)
/// made the decoder generate nothing.
struct ProtocolTestEdge: Edge {
  /// The clock's reading before the first `now()`; the first read returns one millisecond later.
  static let start = Timestamp(millisecondsSince1970: 1_790_000_000_000)

  /// How many IDs `newID()` made.
  private(set) var idsMade = 0
  /// How many times `now()` was read.
  private(set) var timesRead = 0

  mutating func newID() -> UUID {
    idsMade += 1
    return Self.generatedID(idsMade)
  }

  mutating func now() -> Timestamp {
    timesRead += 1
    return Self.time(timesRead)
  }

  /// The `number`-th ID this edge makes.
  static func generatedID(_ number: Int) -> UUID {
    protocolUUID(number, prefix: 0xFF)
  }

  /// The `number`-th time this edge reads.
  static func time(_ number: Int) -> Timestamp {
    Timestamp(millisecondsSince1970: start.millisecondsSince1970 + Int64(number))
  }
}

/// A fixed v4-shaped UUID `pppppppp-0000-4000-8000-<number in hex>` for test data.
func protocolUUID(_ number: Int, prefix: UInt8 = 0) -> UUID {
  let value = UInt64(number)
  func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
  return UUID(
    uuid: (
      prefix, prefix, prefix, prefix, 0, 0, 0x40, 0, 0x80, 0, byte(40), byte(32), byte(24), byte(16), byte(8),
      byte(0)
    ))
}

/// A typed test ID made from a small number, e.g. `protocolID(3, as: Item.self)`.
func protocolID<E>(_ number: Int, as _: E.Type = E.self) -> ID<E> {
  ID<E>(protocolUUID(number))
}

/// The lowercase wire form of `protocolID(number)`.
func protocolIDText(_ number: Int) -> String {
  protocolID(number, as: Never.self).description
}
