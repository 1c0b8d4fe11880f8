import DomainValues
import Foundation

/// An action type that shows examples of its actions, every field present (arrays with two
/// elements): what the platform's tests derive the protocol checks and random sessions from.
///
/// At least one example per action; the first of an action is its protocol example. More widen
/// what random sessions reach (an order that can still be taken, an enumeration's other values).
///
/// A new action without an example fails `ModuleRegistryTests` naming it, so a team adding an
/// action gets every generic check (decode what is written, each required field missing, each
/// field of the wrong type) without touching the platform's tests.
public protocol WireExamples {
  /// Examples of every action on the wire, at least one each.
  static var wireExamples: [Self] { get }
}

extension ID {
  /// A fixed ID for examples: `number` in the last byte of an otherwise constant UUID with hex
  /// letters in it (so a test sees case changes). The same number always gives the same ID.
  public static func example(_ number: UInt8) -> ID {
    ID(UUID(uuid: (0xE0, 0x1A, 0xB2, 0xC3, 0xD4, 0xE5, 0x4F, 0x06, 0xA7, 0xB8, 0xC9, 0xDA, 0xEB, 0xFC, 0x0D, number)))
  }
}

extension Timestamp {
  /// A fixed time for examples: `2026-11-22T09:00:00Z` plus `minutes`.
  public static func example(minutes: Int64 = 0) -> Timestamp {
    Timestamp(millisecondsSince1970: 1_795_338_000_000 + minutes * 60_000)
  }
}
