/// Literal syntax for objects: `let o: JSONObject = ["type": "accepted"]`.
///
/// Same semantics as `JSONObject.init(_:)`: order kept, last value wins for a repeated key.
extension JSONObject: ExpressibleByDictionaryLiteral {
  /// An object in the literal's order; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self.init(elements.map { Member(key: $0.0, value: $0.1) })
  }
}
