import UDFTesting

@testable import JSON

/// Builds random JSON values (nasty strings, all number shapes, nesting) from a seeded generator.
struct RandomJSON {
  var generator: SeededGenerator

  init(seed: UInt64) {
    generator = SeededGenerator(seed: seed)
  }

  mutating func int(_ range: Range<Int>) -> Int {
    Int.random(in: range, using: &generator)
  }

  mutating func value(depth: Int = 0) -> JSONValue {
    switch int(0..<(depth >= 4 ? 4 : 7)) {
    case 0: return .null
    case 1: return .bool(int(0..<2) == 1)
    case 2: return .number(number())
    case 3: return .string(string())
    case 4, 5:
      return .array((0..<int(0..<5)).map { _ in value(depth: depth + 1) })
    default:
      var object = JSONObject()
      for _ in 0..<int(0..<(int(0..<4) == 0 ? 24 : 5)) {
        object.updateValue(value(depth: depth + 1), forKey: string())
      }
      return .object(object)
    }
  }

  mutating func string() -> String {
    let pool: [Unicode.Scalar] = [
      "a", "Z", "0", " ", "\"", "\\", "/", "\u{0}", "\u{1}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1F}",
      "\u{7F}", "é", "\u{FF61}", "中", "\u{2028}", "\u{FFFF}", "😀", "\u{10FFFF}",
    ]
    var text = String.UnicodeScalarView()
    for _ in 0..<int(0..<10) {
      if int(0..<3) == 0 {
        text.append(pool[int(0..<pool.count)])
      } else {
        text.append(Unicode.Scalar(UInt8(int(0x20..<0x7F))))
      }
    }
    return String(text)
  }

  mutating func number() -> JSONNumber {
    switch int(0..<3) {
    case 0:
      return JSONNumber(Int64.random(in: .min ... .max, using: &generator))
    case 1:
      var double = Double.nan
      while !double.isFinite { double = Double(bitPattern: generator.next()) }
      return JSONNumber(double) ?? JSONNumber(0)
    default:
      var literal = int(0..<2) == 0 ? "-" : ""
      literal += int(0..<3) == 0 ? "0" : String(int(1..<10)) + digits(int(0..<30))
      if int(0..<2) == 0 { literal += "." + digits(int(1..<20)) }
      if int(0..<2) == 0 { literal += ["e", "E"][int(0..<2)] + ["", "+", "-"][int(0..<3)] + digits(int(1..<4)) }
      return JSONNumber(text: literal) ?? JSONNumber(0)
    }
  }

  mutating func digits(_ count: Int) -> String {
    String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(int(48..<58)))) })
  }
}
