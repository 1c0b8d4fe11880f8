/// One JSON value, as parsed by `JSONParser` or built by hand for `JSONWriter`.
///
/// Numbers keep their literal text (`JSONNumber`) and objects keep their members in source order
/// (`JSONObject`), so parsing and writing back loses nothing but insignificant whitespace.
/// Equality is JSON-semantic for objects (member order does not matter) and textual for numbers
/// (`1.0` and `1` differ), see `JSONObject` and `JSONNumber`.
public enum JSONValue: Equatable, Sendable {
  /// The literal `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, kept as its literal text.
  case number(JSONNumber)
  /// A string, with escapes resolved.
  case string(String)
  /// An array, in order.
  case array([JSONValue])
  /// An object, members in source order, keys unique.
  case object(JSONObject)
}
