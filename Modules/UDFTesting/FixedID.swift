import DomainValues
import Foundation
import UDF

/// A fixed, readable, v4-shaped UUID `000000kk-0000-4000-8000-nnnnnnnnnnnn`: `kind` in the first
/// group, `number` (its low 48 bits, in hex) in the last.
///
/// Why: tests need IDs that are the same on every run and readable in a failure; `kind` keeps the
/// entities of one test apart (a box and an item never share a UUID, so a touched set naming the
/// wrong entity cannot pass). Every test target builds its IDs here instead of keeping its own copy.
public func fixedUUID(_ number: some BinaryInteger, kind: UInt8 = 0) -> UUID {
  let value = UInt64(truncatingIfNeeded: number)
  func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: value >> shift) }
  return UUID(
    uuid: (0, 0, 0, kind, 0, 0, 0x40, 0, 0x80, 0, byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)))
}

/// `fixedUUID(number, kind:)` as a typed ID, e.g. `fixedID(3, Item.self, kind: 1)`.
///
/// Why: domain tests name their entities by small numbers; the type comes from context or `as`.
public func fixedID<Entity>(_ number: some BinaryInteger, _: Entity.Type = Entity.self, kind: UInt8 = 0) -> ID<Entity> {
  ID(fixedUUID(number, kind: kind))
}

/// The wire text of `fixedUUID(number, kind:)`: lowercase, as the protocol and journals write IDs.
///
/// Why: end-to-end tests write IDs into JSON lines and compare them with what comes back.
public func fixedIDText(_ number: some BinaryInteger, kind: UInt8 = 0) -> String {
  fixedID(number, Never.self, kind: kind).description
}
