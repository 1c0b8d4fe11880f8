extension JSONView {
  /// Value `token` as a `JSONValue` tree, for code that wants the whole value.
  public func value(_ token: Int) -> JSONValue {
    switch kind(token) {
    case .null: return .null
    case .false: return .bool(false)
    case .true: return .bool(true)
    case .number: return .number(number(token))
    case .string, .escapedString: return .string(string(token))
    case .array: return .array(elements(of: token).map(value))
    case .object:
      return .object(
        JSONObject(
          parsedMembers: members(of: token).map { JSONObject.Member(key: string($0.key), value: value($0.value)) }))
    }
  }
}
