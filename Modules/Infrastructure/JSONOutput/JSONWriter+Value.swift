import JSON

/// Writing a whole `JSONValue` tree.
///
/// With `sortedKeys` (the default) object members are written in ascending order of their keys'
/// UTF-8 bytes (= Unicode code point order), so equal values always give identical bytes
/// regardless of how they were built: what checksums, golden files and diffs need.
extension JSONWriter {
  /// Writes `value`; object keys sorted by UTF-8 bytes unless `sortedKeys` is false (then in order).
  public mutating func value(_ value: JSONValue, sortedKeys: Bool = true) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .number(let literal): number(literal)
    case .string(let text): string(text)
    case .array(let elements):
      beginArray()
      for element in elements { self.value(element, sortedKeys: sortedKeys) }
      endArray()
    case .object(let object):
      beginObject()
      if sortedKeys && object.count > 1 {
        let ordered = object.members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for member in ordered {
          key(member.key)
          self.value(member.value, sortedKeys: true)
        }
      } else {
        for member in object.members {
          key(member.key)
          self.value(member.value, sortedKeys: sortedKeys)
        }
      }
      endObject()
    }
  }

  /// The compact JSON bytes of `value` (keys sorted unless `sortedKeys` is false).
  public static func encode(_ value: JSONValue, sortedKeys: Bool = true) -> [UInt8] {
    var writer = JSONWriter()
    writer.value(value, sortedKeys: sortedKeys)
    return writer.bytes
  }
}
