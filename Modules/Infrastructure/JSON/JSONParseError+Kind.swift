extension JSONParseError {
  /// The category of a parse failure.
  public enum Kind: Equatable, Sendable {
    /// The bytes are not well-formed UTF-8 (offset: first byte of the bad sequence).
    case invalidUTF8
    /// A byte that cannot start or continue the expected token.
    case unexpectedCharacter
    /// The text ended in the middle of a value (offset: the length of the text).
    case unexpectedEnd
    /// A complete value was followed by something other than whitespace.
    case trailingCharacters
    /// Containers nested deeper than the parser's limit (offset: the opening bracket).
    case tooDeep
    /// A malformed number: leading zero, or a digit missing after `-`, `.` or `e`.
    case invalidNumber
    /// A backslash escape that is not one of JSON's (offset: the backslash).
    case invalidEscape
    /// A `\u` escape of a UTF-16 surrogate that is not part of a valid pair (offset: its backslash).
    case loneSurrogate
    /// A control character (U+0000 to U+001F) written raw inside a string.
    case controlCharacterInString
    /// A text of 4 GiB or more, more than a document's byte offsets can address.
    case tooLarge
    /// An object with the same key twice (offset: the second key's opening quote); the message
    /// names the key.
    case duplicateKey
  }
}
