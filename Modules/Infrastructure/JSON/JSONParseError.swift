/// Why a JSON text was refused, and the byte offset where the problem is.
///
/// The offset is 0-based from the first byte of the text given to the parser, so a client can
/// find the spot in its own line; `description` reads as a sentence for humans
/// ("unexpected character ',' at byte 17").
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
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

  /// The category.
  public let kind: Kind
  /// The 0-based byte offset of the problem.
  public let offset: Int
  /// A sentence for humans naming the offset, e.g. "unexpected character ',' at byte 17".
  public let message: String

  /// An error with a message built from the kind, the byte at `offset` (if any) and a hint.
  init(_ kind: Kind, at offset: Int, byte: UInt8?, hint: String? = nil) {
    self.kind = kind
    self.offset = offset
    let found = byte.map(JSONParseError.describe) ?? "end of input"
    let what: String
    switch kind {
    case .invalidUTF8: what = "invalid UTF-8 (\(found))"
    case .unexpectedCharacter: what = "unexpected \(found)"
    case .unexpectedEnd: what = "unexpected end of input"
    case .trailingCharacters: what = "unexpected \(found) after the JSON value"
    case .tooDeep: what = "nesting too deep"
    case .invalidNumber: what = "invalid number"
    case .invalidEscape: what = "invalid escape"
    case .loneSurrogate: what = "lone UTF-16 surrogate in \\u escape"
    case .controlCharacterInString: what = "unescaped control character (\(found)) in string"
    case .tooLarge: what = "text too large"
    case .duplicateKey: what = "duplicate key \(hint ?? "")"
    }
    let detail = kind == .duplicateKey ? "" : hint.map { " (\($0))" } ?? ""
    self.message = "\(what) at byte \(offset)\(detail)"
  }

  /// The human message.
  public var description: String { message }

  /// `character ','` for printable ASCII, `byte 0x0A` otherwise.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "character '\(Character(Unicode.Scalar(byte)))'" }
    if byte == 0x20 { return "space" }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(hex.count == 1 ? "0" + hex : hex)"
  }
}
