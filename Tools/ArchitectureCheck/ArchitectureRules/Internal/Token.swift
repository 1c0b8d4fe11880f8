/// A word or punctuation mark of masked Swift code, with the line it is on.
///
/// The import scanner reads declarations as token sequences, so line breaks and spacing inside a
/// declaration (`@testable\nimport Order`) do not matter.
struct Token: Equatable {
  /// The token's text; identifiers lose their backticks.
  let text: String
  /// Whether the token is an identifier or keyword rather than punctuation.
  let isWord: Bool
  /// 1-based line number.
  let line: Int

  /// Splits masked code into tokens.
  ///
  /// Everything that is not a word is a one-character punctuation token, which is all the import
  /// grammar needs.
  static func tokens(of code: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var line = 1
    var index = 0
    while index < code.count {
      let byte = code[index]
      if byte == Byte.newline {
        line += 1
        index += 1
      } else if byte == Byte.space || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if byte == Byte.backtick {
        var end = index + 1
        while end < code.count && code[end] != Byte.backtick && code[end] != Byte.newline { end += 1 }
        tokens.append(Token(text: text(code[(index + 1)..<end]), isWord: true, line: line))
        index = min(end + 1, code.count)
      } else if isWordByte(byte) {
        var end = index
        while end < code.count && isWordByte(code[end]) { end += 1 }
        tokens.append(Token(text: text(code[index..<end]), isWord: true, line: line))
        index = end
      } else {
        tokens.append(Token(text: String(UnicodeScalar(byte)), isWord: false, line: line))
        index += 1
      }
    }
    return tokens
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == Byte.underscore || byte == Byte.dollar
      || byte >= 0x80
  }

  private static func text(_ bytes: ArraySlice<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
  }
}
