extension JSONDocument {
  /// What a token holds.
  public enum Kind: UInt8, Sendable {
    /// `null`.
    case null
    /// `false`.
    case `false`
    /// `true`.
    case `true`
    /// A number; its bytes are the literal.
    case number
    /// A string without escapes; its bytes are the (validated) UTF-8 between the quotes.
    case string
    /// A string with escapes; its bytes are the raw text between the quotes, unescaped on demand.
    case escapedString
    /// An array.
    case array
    /// An object.
    case object
  }
}
