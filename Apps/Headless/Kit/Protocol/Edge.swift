import DomainValues
import Foundation
import JSON
import Journal

/// Where the values that reducers may not make come from: new IDs and the current time.
///
/// The app fills them into the action before dispatch, so reducers stay pure and the journal
/// records them; tests plug in a deterministic edge.
public protocol Edge {
  /// A new random (v4) UUID.
  mutating func newID() -> UUID
  /// The current time, to the millisecond.
  mutating func now() -> Timestamp
}

/// The real edge: random UUIDs and the system clock.
public struct SystemEdge: Edge, Sendable {
  /// Creates the real edge.
  public init() {}

  public mutating func newID() -> UUID { UUID() }

  public mutating func now() -> Timestamp {
    Timestamp(millisecondsSince1970: Int64((Date().timeIntervalSince1970 * 1_000).rounded(.down)))
  }
}
