import DomainValues
import Foundation

/// The real source: random UUIDs and the system clock.
public struct SystemIDAndTimeSource: IDAndTimeSource, Sendable {
  /// Creates the real source.
  public init() {}

  public mutating func newID() -> UUID { UUID() }

  public mutating func now() -> Timestamp {
    Timestamp(millisecondsSince1970: Int64((Date().timeIntervalSince1970 * 1_000).rounded(.down)))
  }
}
