/// Literal syntax for building values in code: `let v: JSONValue = ["a": [1, "x", nil, true]]`.
///
/// Tests and hand-written replies read far better with literals than with nested enum cases.
extension JSONValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// `nil` is `null`.
  public init(nilLiteral: ()) {
    self = .null
  }

  /// `true` / `false`.
  public init(booleanLiteral value: Bool) {
    self = .bool(value)
  }

  /// An integer number.
  public init(integerLiteral value: Int64) {
    self = .number(JSONNumber(value))
  }

  /// A finite float literal; a non-finite one (impossible to write as a literal) becomes `null`.
  public init(floatLiteral value: Double) {
    self = JSONNumber(value).map(JSONValue.number) ?? .null
  }

  /// A string.
  public init(stringLiteral value: String) {
    self = .string(value)
  }

  /// An array.
  public init(arrayLiteral elements: JSONValue...) {
    self = .array(elements)
  }

  /// An object in the literal's order; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements.map { JSONObject.Member(key: $0.0, value: $0.1) }))
  }
}
