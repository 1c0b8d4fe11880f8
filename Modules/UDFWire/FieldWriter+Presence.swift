import UDF

// Writing a `FieldPresence` lives here, beside the reader that tells absent, null and a value
// apart (`nullable`); `FieldWriter` itself is UDF's, because every `DomainEvent` writes its shape.
extension FieldWriter {
  /// A field that may be absent, null or a value, as `nullable` reads it back: nothing is
  /// written when absent, null when null, and the value as its kind writes itself.
  @inlinable
  public mutating func field<Value: FieldValue>(_ key: String, _ presence: FieldPresence<Value>) {
    field(key, presence) { writer, key, value in value.write(key, to: &writer) }
  }

  /// A field that may be absent, null or a value, the value written by `write` (given the writer
  /// and the key): for values that are not a `FieldValue`, such as a nested object.
  @inlinable
  public mutating func field<Value>(
    _ key: String, _ presence: FieldPresence<Value>, _ write: (inout Self, String, Value) -> Void
  ) {
    switch presence {
    case .absent: return
    case .null: nullField(key)
    case .value(let value): write(&self, key, value)
    }
  }
}
