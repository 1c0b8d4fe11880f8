import JSON

extension JSONDocument.Kind {
  /// A word for the kind of value, for messages.
  var name: String {
    switch self {
    case .null: "null"
    case .true, .false: "a boolean"
    case .number: "a number"
    case .string, .escapedString: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}
