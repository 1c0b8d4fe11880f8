import Foundation

/// One value of a `WireRecord`: what a field can hold on the wire, without JSON.
public enum WireValue: Equatable, Sendable {
  case null
  case string(String)
  case bool(Bool)
  case int(Int)
  case decimal(Decimal)
  case strings([String])
  case ints([Int])
  case decimals([Decimal])
  case object(WireRecord)
  case objects([WireRecord])
}
