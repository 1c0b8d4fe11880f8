import DomainValues
import Foundation

/// What makes the values a client's line leaves out: new IDs and the current time. Tests plug in a
/// deterministic one.
public protocol IDAndTimeSource: Sendable {
  /// A new random (v4) UUID.
  mutating func newID() -> UUID
  /// The current time, to the millisecond.
  mutating func now() -> Timestamp
}
