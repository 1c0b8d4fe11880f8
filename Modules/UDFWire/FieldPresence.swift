/// A field that may be absent, null or hold a value, told apart: what an action that changes only
/// what it names needs (absent leaves the value as it is, null removes it, a value sets it).
///
/// The `optional…` reader calls treat null as absent, as most fields want (a state dump writes an
/// unset value as null, and reading it back must not count as a change); read a field with
/// `nullable(_:as:)` when null must mean "remove".
public enum FieldPresence<Value> {
  /// The field is not there: leave the value as it is.
  case absent
  /// The field is null: remove the value.
  case null
  /// The field holds this value: set it.
  case value(Value)

  /// The value after this change to `current`: absent keeps it, null removes it, a value
  /// replaces it.
  public func applied(to current: Value?) -> Value? {
    switch self {
    case .absent: current
    case .null: nil
    case .value(let value): value
    }
  }

  /// The same presence with the value transformed: how a module validates the value read
  /// (`try score.map(Score.init)`) and keeps absent and null as they are.
  public func map<Other, Failure: Error>(_ transform: (Value) throws(Failure) -> Other) throws(Failure)
    -> FieldPresence<Other>
  {
    switch self {
    case .absent: .absent
    case .null: .null
    case .value(let value): .value(try transform(value))
    }
  }
}

extension FieldPresence: Equatable where Value: Equatable {}
extension FieldPresence: Hashable where Value: Hashable {}
extension FieldPresence: Sendable where Value: Sendable {}
