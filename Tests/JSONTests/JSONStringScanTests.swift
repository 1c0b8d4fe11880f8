import Testing

@testable import JSON

/// The scanner finds a string's end, escapes and control characters eight bytes at a time and
/// jumps to the first special byte of a word: every special byte at every position within and
/// across those words, after ASCII or multi-byte UTF-8, must be found exactly where it is, and an
/// earlier invalid UTF-8 byte must still be the error reported.
struct JSONStringScanTests {
  private func parse(_ bytes: [UInt8]) -> Result<JSONValue, JSONParseError> {
    Result { () throws(JSONParseError) in try JSONParser().parse(bytes) }
  }

  @Test("quotes, escapes and control characters at every position are found where they are")
  func specialBytesAtEveryPosition() throws {
    for prefix in ["", "é"] {
      let lead = Array(prefix.utf8)
      for position in 0..<20 {
        let before = lead + Array(repeating: UInt8(ascii: "a"), count: position)
        let after = Array("bcdefghijklmnop".utf8)
        // The closing quote right there: the string ends exactly at it.
        let ended =
          [UInt8(ascii: "[")] + [0x22] + before + [0x22, UInt8(ascii: ",")] + [0x22] + after + [
            0x22, UInt8(ascii: "]"),
          ]
        #expect(
          try parse(ended).get()
            == .array([.string(String(decoding: before, as: UTF8.self)), .string("bcdefghijklmnop")]),
          "quote after \(position)")
        // An escaped quote: unescaped in place.
        let escaped = [0x22] + before + [UInt8(ascii: "\\"), 0x22] + after + [0x22]
        #expect(
          try parse(escaped).get() == .string(String(decoding: before + [0x22] + after, as: UTF8.self)),
          "escape after \(position)")
        // A raw control character: refused at its own offset.
        for control: UInt8 in [0x00, 0x0A, 0x1F] {
          let raw = [0x22] + before + [control] + after + [0x22]
          guard case .failure(let error) = parse(raw) else {
            Issue.record("control \(control) after \(position) accepted")
            continue
          }
          #expect(error.kind == .controlCharacterInString && error.offset == 1 + before.count, "\(error)")
        }
        // Invalid UTF-8 before a control character: the earlier error wins.
        let invalid = [0x22] + before + [0xFF, UInt8(ascii: "x"), 0x0A] + after + [0x22]
        guard case .failure(let error) = parse(invalid) else {
          Issue.record("invalid UTF-8 after \(position) accepted")
          continue
        }
        #expect(error.kind == .invalidUTF8 && error.offset == 1 + before.count, "\(error)")
      }
    }
  }
}
