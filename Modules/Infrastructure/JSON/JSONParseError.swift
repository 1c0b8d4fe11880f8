/// Why a JSON text was refused, and the byte offset where the problem is.
///
/// The offset is 0-based from the first byte of the text given to the parser, so a client can
/// find the spot in its own line; `description` reads as a sentence for humans
/// ("unexpected character ',' at byte 17").
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
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
