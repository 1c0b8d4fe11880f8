import DomainValues
import Foundation
import Testing
import UDFTesting
import UDFWire

private enum Attachment {}
private enum Person {}

@Suite struct IDAndTimestampTests {
  // Type safety is checked by the compiler, so it cannot be a runtime test. Checked by hand with
  // `let attachment: ID<Attachment> = ID<Person>(UUID())` in this file: swiftc refuses it with
  // "cannot convert value of type 'ID<Person>' to specified type 'ID<Attachment>'".
  @Test func idsParseEitherCaseAndPrintLowercase() throws {
    let upper = try #require(ID<Person>(uuidString: "0B7F4C1E-2A3B-4C5D-8E9F-001122334455"))
    let lower = try #require(ID<Person>(uuidString: "0b7f4c1e-2a3b-4c5d-8e9f-001122334455"))
    #expect(upper == lower)
    #expect(upper.description == "0b7f4c1e-2a3b-4c5d-8e9f-001122334455")
    #expect(ID<Person>(uuidString: "0b7f4c1e2a3b4c5d8e9f001122334455") == nil)
    #expect(ID<Person>(uuidString: "{0b7f4c1e-2a3b-4c5d-8e9f-001122334455}") == nil)
    #expect(ID<Person>(uuidString: "") == nil)
  }

  /// What a UUID's canonical text spells, digit by digit: the reference the word-at-a-time
  /// parser is checked against.
  private func referenceParse(_ text: [UInt8]) -> [UInt8]? {
    guard text.count == 36 else { return nil }
    var bytes: [UInt8] = []
    var digits: [UInt8] = []
    for (index, byte) in text.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return nil }
        continue
      }
      guard let digit = "0123456789abcdef".utf8.firstIndex(of: byte | (byte >= 0x41 && byte <= 0x46 ? 0x20 : 0))
      else { return nil }
      digits.append(UInt8("0123456789abcdef".utf8.distance(from: "0123456789abcdef".utf8.startIndex, to: digit)))
      if digits.count == 2 {
        bytes.append(digits[0] << 4 | digits[1])
        digits = []
      }
    }
    return bytes
  }

  /// Every byte value at every place of a valid text, and random texts of digits, dashes and
  /// near misses ("g", "G", "/", ":", "@", "`", bytes above 0x7F): the parser accepts exactly
  /// what the reference accepts, and reads the same 16 bytes.
  @Test func idsParseExactlyTheCanonicalTexts() {
    func parsed(_ text: [UInt8]) -> [UInt8]? {
      guard let id = ID<Person>(utf8: text.span) else { return nil }
      return withUnsafeBytes(of: id.rawValue.uuid) { Array($0) }
    }
    let valid = Array("0b7f4c1e-2A3B-4c5d-8E9f-00112233445f".utf8)
    #expect(parsed(valid) == referenceParse(valid))
    #expect(parsed(valid) != nil)
    for place in valid.indices {
      for byte in UInt8.min...UInt8.max {
        var text = valid
        text[place] = byte
        #expect(parsed(text) == referenceParse(text), "byte \(byte) at \(place)")
      }
    }
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("0123456789abcdefABCDEF-gG/:@`".utf8) + [0x80, 0xC3, 0xFF, 0x00, 0x20]
    for _ in 0..<20_000 {
      var text = valid
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        text[Int.random(in: 0..<36, using: &generator)] = alphabet.randomElement(using: &generator) ?? 0
      }
      #expect(parsed(text) == referenceParse(text), "\(text)")
    }
    #expect(parsed(Array(valid.dropLast())) == nil)
    #expect(parsed(valid + [0x30]) == nil)
  }

  /// Every byte value at every place of a UUID is written as Foundation spells it, lowercased
  /// (the digits are made four bytes at a time).
  @Test func idsWriteEveryByteAtEveryPlace() {
    for place in 0..<16 {
      for value in UInt8.min...UInt8.max {
        var bytes = [UInt8](repeating: 0x5A, count: 16)
        bytes[place] = value
        let uuid = UUID(
          uuid: (
            bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
            bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
          ))
        #expect(ID<Person>(uuid).description == uuid.uuidString.lowercased(), "byte \(value) at \(place)")
      }
    }
  }

  @Test func idsEncodeAsPlainStrings() throws {
    let id = ID<Attachment>(UUID())
    let data = try JSONEncoder().encode([id])
    #expect(String(decoding: data, as: UTF8.self) == "[\"\(id.description)\"]")
    #expect(try JSONDecoder().decode([ID<Attachment>].self, from: data) == [id])
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([ID<Attachment>].self, from: Data("[\"x\"]".utf8)) }
  }

  @Test func timestampsRoundTripExactly() {
    let samples: [Int64] = [0, 1, 999, -1, -86_400_000, 951_782_400_000, 1_790_000_000_123, 4_102_444_800_000]
    for millis in samples {
      let stamp = Timestamp(millisecondsSince1970: millis)
      #expect(Timestamp(rfc3339: stamp.iso8601) == stamp, "\(millis) -> \(stamp.iso8601)")
    }
    #expect(Timestamp(millisecondsSince1970: 0).iso8601 == "1970-01-01T00:00:00.000Z")
    #expect(Timestamp(millisecondsSince1970: 951_782_400_000).iso8601 == "2000-02-29T00:00:00.000Z")
  }

  /// Writers take the text as bytes without a `String` (`withUTF8`, `withISO8601UTF8`): the same
  /// bytes as `description` and `iso8601`, from year 0 to 9999 and beyond (which RFC 3339 cannot
  /// write, so the text form pads as before), before 1970 and at the extremes of the count.
  @Test func byteFormsMatchTheTexts() throws {
    let id = try #require(ID<Person>(uuidString: "0B7F4C1E-2A3B-4C5D-8E9F-00112233445F"))
    #expect(id.withUTF8 { decoded($0) } == "0b7f4c1e-2a3b-4c5d-8e9f-00112233445f")
    for _ in 0..<100 {
      let random = ID<Person>(UUID())
      #expect(random.withUTF8 { decoded($0) } == random.rawValue.uuidString.lowercased())
      #expect(random.description == random.rawValue.uuidString.lowercased())
      #expect(ID<Person>(uuidString: random.description) == random)
    }
    let yearZero: Int64 = -62_167_219_200_000
    let year10000: Int64 = 253_402_300_800_000
    let cases: [(Int64, String)] = [
      (0, "1970-01-01T00:00:00.000Z"), (-1, "1969-12-31T23:59:59.999Z"),
      (yearZero, "0000-01-01T00:00:00.000Z"), (year10000 - 1, "9999-12-31T23:59:59.999Z"),
    ]
    for (millis, text) in cases {
      let stamp = Timestamp(millisecondsSince1970: millis)
      #expect(stamp.iso8601 == text)
      #expect(stamp.withISO8601UTF8 { decoded($0) } == text)
    }
    for millis in [yearZero - 1, year10000, Int64.max, Int64.min, Int64.min + 1] {
      let stamp = Timestamp(millisecondsSince1970: millis)
      #expect(stamp.withISO8601UTF8 { decoded($0) } == stamp.iso8601)
    }
    #expect(Timestamp(millisecondsSince1970: year10000).iso8601.hasPrefix("10000-01-01T00:00:00.000"))
  }

  /// February 29th exists in years divisible by 4, except centuries, except those divisible by 400.
  @Test func february29thFollowsTheGregorianLeapYearRule() {
    #expect(Timestamp(rfc3339: "2000-02-29T00:00:00Z")?.iso8601 == "2000-02-29T00:00:00.000Z")
    #expect(Timestamp(rfc3339: "2024-02-29T12:00:00Z")?.iso8601 == "2024-02-29T12:00:00.000Z")
    #expect(Timestamp(rfc3339: "1600-02-29T00:00:00Z") != nil)
    for refused in ["1900-02-29T00:00:00Z", "2100-02-29T00:00:00Z", "2023-02-29T00:00:00Z", "2000-02-30T00:00:00Z"] {
      #expect(Timestamp(rfc3339: refused) == nil, "\(refused)")
    }
  }

  @Test func timestampsParseZonesAndFractions() {
    #expect(Timestamp(rfc3339: "2026-11-22T10:00:00Z")?.iso8601 == "2026-11-22T10:00:00.000Z")
    #expect(Timestamp(rfc3339: "2026-11-22T10:00:00.5Z")?.iso8601 == "2026-11-22T10:00:00.500Z")
    #expect(Timestamp(rfc3339: "2026-11-22T10:00:00.123456Z")?.iso8601 == "2026-11-22T10:00:00.123Z")
    #expect(Timestamp(rfc3339: "2026-11-22T12:30:00+02:30")?.iso8601 == "2026-11-22T10:00:00.000Z")
    #expect(Timestamp(rfc3339: "2026-11-22T00:00:00-01:00")?.iso8601 == "2026-11-22T01:00:00.000Z")
    for bad in [
      "2026-11-22T10:00:00", "2026-02-30T10:00:00Z", "2025-02-29T00:00:00Z", "2026-13-01T00:00:00Z",
      "2026-11-22 10:00:00Z", "2026-11-22T24:00:00Z", "2026-11-22T10:00:00.Z", "2026-11-22T10:00:00Zjunk",
      "tomorrow", "",
    ] {
      #expect(Timestamp(rfc3339: bad) == nil, "\(bad) must be refused")
    }
  }

  /// The wire rule is RFC 3339: `Z` or `±HH:MM`, either case of `T` and `Z`; the other ISO 8601
  /// forms are refused, and so is a leap second (the app's clock has none).
  @Test func timesFollowRFC3339AtItsEdges() {
    let accepted: [(String, String)] = [
      ("2023-11-14T22:13:20Z", "2023-11-14T22:13:20.000Z"),
      ("2023-11-14t22:13:20z", "2023-11-14T22:13:20.000Z"),
      ("2023-11-15T03:13:20+05:00", "2023-11-14T22:13:20.000Z"),
      ("2023-11-15T03:43:20+05:30", "2023-11-14T22:13:20.000Z"),
      ("2023-11-14T22:13:20-00:00", "2023-11-14T22:13:20.000Z"),
      ("2023-11-15T22:12:20+23:59", "2023-11-14T22:13:20.000Z"),
      ("2023-11-14T22:13:20.123456789Z", "2023-11-14T22:13:20.123Z"),
    ]
    for (text, canonical) in accepted {
      #expect(Timestamp(rfc3339: text)?.iso8601 == canonical, "\(text)")
    }
    let refused = [
      "2023-11-14T22:13:20+05", "2023-11-14T22:13:20+0530", "20231114T221320Z", "2023-11-14T22:13:20",
      "2023-11-14 22:13:20Z", "2023-11-14T22:13:60Z", "2023-11-14T22:13:20+24:00", "2023-11-14T22:13:20.Z",
      "2023-02-29T00:00:00Z",
    ]
    for text in refused {
      #expect(Timestamp(rfc3339: text) == nil, "\(text)")
    }
    #expect(Timestamp.wireRule.contains("RFC 3339") && Timestamp.wireRule.contains("±HH:MM"))
  }

  @Test("RFC 3339 forms parse to the right instant", arguments: rfc3339Examples)
  func rfc3339FormsParse(_ text: String, _ extraMilliseconds: Int64) {
    #expect(Timestamp(rfc3339: text)?.millisecondsSince1970 == 1_700_000_000_000 + extraMilliseconds, "\(text)")
  }

  @Test(
    "ISO 8601 forms outside RFC 3339, and what RFC 3339 allows but a Unix time cannot hold, are refused",
    arguments: [
      "2023-11-14T22:13:20+05", "2023-11-14T22:13:20-05", "2023-11-14T22:13:20+0530", "2023-11-14T22:13:20-0530",
      "20231114T221320Z", "20231114T221320+0530", "2023-11-14T221320Z", "20231114T22:13:20Z", "2023-11-14T22:13Z",
      "2023-11-14T22Z", "2023-W46-2T22:13:20Z", "2023-318T22:13:20Z", "2023-11-14T22:13:20,5Z",
      "2023-11-14 22:13:20Z", "2023-11-14_22:13:20Z", "2023-11-14T22:13:20", "2023-11-14T22:13:20.Z",
      "2023-11-14T22:13:20+24:00", "2023-11-14T22:13:20+05:60", "2023-11-14T22:13:20+5:30", "2023-11-14T22:13:20 Z",
      "2016-12-31T23:59:60Z", "2023-11-14T24:00:00Z", "+2023-11-14T22:13:20Z", "2023-11-14T22:13:20Z\n",
      "2023-11-14T22:13:20+05:30:00", "2023-1-14T22:13:20Z",
    ])
  func nonRFC3339FormsAreRefused(_ text: String) {
    #expect(Timestamp(rfc3339: text) == nil, "\(text) must be refused")
  }

  @Test func theWireRuleNamesRFC3339AndShowsAnExample() {
    #expect(Timestamp.wireRule.hasPrefix("an RFC 3339 time such as 2023-11-14T22:13:20Z"))
    #expect(Timestamp(rfc3339: "2023-11-14T22:13:20Z")?.millisecondsSince1970 == 1_700_000_000_000)
    for refused in ["+05", "+0530", "basic format"] {
      #expect(Timestamp.wireRule.contains(refused))
    }
    #expect(!Timestamp.wireRule.contains("ISO"))
  }

  /// The core's ASCII text helper reads ASCII as is, and bytes that are not UTF-8 with
  /// replacement characters instead of trapping.
  @Test func asciiTextNeverTraps() {
    let ascii: [UInt8] = Array("2026-11-28".utf8)
    #expect(ASCIIText.string(ascii.span) == "2026-11-28")
    let broken: [UInt8] = [0x41, 0xFF, 0x42]
    #expect(ASCIIText.string(broken.span) == "A\u{FFFD}B")
  }
}

/// The bytes a writer was handed, as text.
private func decoded(_ bytes: Span<UInt8>) -> String {
  String(decoding: bytes.indices.map { bytes[$0] }, as: UTF8.self)
}
