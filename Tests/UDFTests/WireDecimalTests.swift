import Foundation
import Testing
import UDF
import UDFTesting
import UDFWire

/// Protects `WireDecimal`, where every reader turns a JSON number's text into an `Int` or a
/// `Decimal`: exact values (no `Double` on the way), the JSON grammar and nothing else, the range a
/// `Decimal` holds at both ends, whole numbers written as `1.0` or `1e2` read as integers, and
/// the plain text it writes back (no exponent) reading as the same number.
@Suite struct WireDecimalTests {
  private func parse(_ text: String) -> WireDecimal.Parsed? {
    WireDecimal.parse(json: text.utf8.span)
  }

  private func number(_ text: String) -> WireDecimal? {
    guard case .number(let number) = parse(text) else { return nil }
    return number
  }

  private func int(_ text: String) -> Result<Int, Rejection> {
    Result { () throws(Rejection) in try WireDecimal.int(parse(text), "n") }
  }

  private func decimal(_ text: String) -> Result<Decimal, Rejection> {
    Result { () throws(Rejection) in try WireDecimal.decimal(parse(text), "d") }
  }

  private static let integer = Rejection.invalidField("n", "an integer")
  private static let intRange = Rejection.invalidField(
    "n", "an integer from -9223372036854775808 to 9223372036854775807")
  private static let decimalRange = Rejection.invalidField("d", WireDecimal.decimalRule)

  // MARK: Integers

  @Test func integersAtTheEdgesOfIntAndOnePastThem() {
    #expect(int("9223372036854775807") == .success(.max))
    #expect(int("-9223372036854775808") == .success(.min))
    #expect(int("9223372036854775808") == .failure(Self.intRange))
    #expect(int("-9223372036854775809") == .failure(Self.intRange))
    #expect(int("18446744073709551616") == .failure(Self.intRange))
    #expect(int("1e19") == .failure(Self.intRange))
    #expect(int("-9.223372036854775808e18") == .success(.min))
    #expect(int("123456789012345678901234567890123456789012345") == .failure(Self.intRange))
    #expect(int("1e400") == .failure(Self.intRange))
  }

  /// JSON has one kind of number: a whole one is an integer however it is written; a fraction is
  /// not, however small.
  @Test func wholeNumbersInAnyNotationAreIntegersAndFractionsAreNot() {
    for (text, value) in [
      ("0", 0), ("-0", 0), ("-0.0", 0), ("7", 7), ("1.0", 1), ("1e2", 100), ("1E+2", 100), ("100e-2", 1),
      ("-25e1", -250), ("0e999999999999999999999", 0), ("9223372036854775807.000000000000000000000000000000", .max),
    ] {
      #expect(int(text) == .success(value), "\(text)")
    }
    for text in ["1.5", "1e-1", "-0.5", "1e-400", "1.0000000000000000000000000000000000000000001"] {
      #expect(int(text) == .failure(Self.integer), "\(text)")
    }
    #expect(int("0.1e1000000000000") == .failure(Self.intRange))
  }

  @Test func onlyAJSONNumberIsANumber() {
    let notNumbers = [
      "", "-", "+1", "01", "1.", ".5", "1e", "1e+", "0x10", "1 ", " 1", "1,0", "NaN", "Infinity", "1.5a",
    ]
    for text in notNumbers + ["--1", "\"1\"", "true"] {
      #expect(parse(text) == nil, "\(text)")
      #expect(int(text) == .failure(Self.integer), "\(text)")
      #expect(decimal(text) == .failure(.invalidField("d", "a number")), "\(text)")
    }
  }

  // MARK: Decimals

  @Test func aDecimalIsExactlyWhatWasWritten() throws {
    let tenth = try decimal("0.1").get()
    #expect(tenth == Decimal(sign: .plus, exponent: -1, significand: 1))
    #expect(tenth * 10 == 1 && tenth + tenth + tenth == Decimal(sign: .plus, exponent: -1, significand: 3))
    #expect(try decimal("12.50").get() == Decimal(sign: .plus, exponent: -1, significand: 125))
    #expect(try decimal("-0.001").get() == Decimal(sign: .minus, exponent: -3, significand: 1))
    #expect(try decimal("1e2").get() == 100)
    let nines = String(repeating: "9", count: 38)
    #expect(number(nines)?.significand == UInt128(String(nines)))
    #expect(number("0." + nines)?.exponent == -38)
  }

  /// Zero is one value, never negative (a negative zero `Decimal` would be NaN).
  @Test func negativeZeroIsZero() throws {
    for text in ["-0", "-0.0", "0e5", "-0e-500", "0.000"] {
      #expect(number(text) == WireDecimal(0), "\(text)")
      let value = try decimal(text).get()
      #expect(value.isZero && !value.isNaN, "\(text)")
      #expect(number(text)?.text == "0")
    }
  }

  @Test func theRangeIsWhatADecimalHoldsExactly() {
    let max = "340282366920938463463374607431768211455"  // 2^128 - 1: 39 digits
    #expect(number(max)?.significand == .max)
    #expect(parse("340282366920938463463374607431768211456") == .outOfRange(isWhole: true))
    #expect(number("1e-128") == WireDecimal(isNegative: false, significand: 1, exponent: -128))
    #expect(parse("1e-129") == .outOfRange(isWhole: false))
    #expect(parse("1.5e-128") == .outOfRange(isWhole: false))
    #expect(number("1e127")?.exponent == 127)
    // Past 10^127 the significand takes the zeros: 1e165 is 10^38 × 10^127.
    let tenTo38 = (0..<38).reduce(UInt128(1)) { power, _ in power * 10 }
    #expect(number("1e165") == WireDecimal(isNegative: false, significand: tenTo38, exponent: 127))
    #expect(number("3.4e165") != nil)
    #expect(parse("3.5e165") == .outOfRange(isWhole: true) && parse("1e166") == .outOfRange(isWhole: true))
    #expect(parse("1" + String(repeating: "0", count: 200)) == .outOfRange(isWhole: true))
    #expect(parse("0." + String(repeating: "0", count: 200) + "1") == .outOfRange(isWhole: false))
    // 40 significant digits: refused, never rounded.
    #expect(parse("1234567890123456789012345678901234567891") == .outOfRange(isWhole: true))
    #expect(decimal("1234567890.123456789012345678901234567891") == .failure(Self.decimalRange))
    #expect(number("1234567890123456789012345678901234567890")?.exponent == 1)
    // Trailing zeros are not significant.
    #expect(number("1234567890123456789012345678901234567" + String(repeating: "0", count: 100)) != nil)
  }

  // MARK: Text

  @Test func theTextIsPlainDigitsWithoutAnExponent() {
    for (input, text) in [
      ("0", "0"), ("12.50", "12.5"), ("-0.001", "-0.001"), ("1e3", "1000"), ("1.25e1", "12.5"), ("-7", "-7"),
      ("1e-128", "0." + String(repeating: "0", count: 127) + "1"), ("1e127", "1" + String(repeating: "0", count: 127)),
      ("123.456", "123.456"), ("0.5", "0.5"), ("5e-1", "0.5"),
    ] {
      #expect(number(input)?.text == text, "\(input)")
    }
    let widest = WireDecimal(isNegative: true, significand: .max, exponent: 127)
    #expect(widest?.text.utf8.count == 1 + 39 + 127)
    #expect(widest.map { WireDecimal($0.decimal) } == widest)
    // The largest power with trailing zeros in the significand (a `Decimal` keeps those in its
    // power, which would overflow) still makes the exact `Decimal`.
    let padded = WireDecimal(isNegative: false, significand: 1_000, exponent: 127)
    #expect(padded.map { WireDecimal($0.decimal) } == padded && padded?.decimal.isNaN == false)
  }

  // MARK: Round trips

  /// Random numbers over the whole range: the text reads back as the same number, the `Decimal`
  /// is exact (it makes the same number again), and whole ones in range are the same `Int`.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func randomNumbersRoundTripThroughTextAndDecimal(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<3_000 {
      let digits = Int.random(in: 1...39, using: &random)
      var significand = UInt128(0)
      for _ in 0..<digits {
        let (next, overflow) = significand.multipliedReportingOverflow(by: 10)
        guard !overflow else { break }
        significand = next + UInt128(Int.random(in: 0...9, using: &random))
      }
      let exponent = Int.random(in: -128...127, using: &random)
      guard
        let number = WireDecimal(isNegative: Bool.random(using: &random), significand: significand, exponent: exponent)
      else { continue }
      #expect(self.number(number.text) == number, "\(number.text)")
      #expect(WireDecimal(number.decimal) == number, "\(number.text)")
      #expect(number.decimal == Decimal(string: number.text), "\(number.text)")
    }
    for _ in 0..<3_000 {
      let value = Int.random(in: .min ... .max, using: &random) >> Int.random(in: 0...63, using: &random)
      #expect(int(WireDecimal(value).text) == .success(value))
      #expect(WireDecimal(value).int == value && WireDecimal(Decimal(value)) == WireDecimal(value))
    }
    for value in [Int.min, .max, 0, -1, 1, 10, -10, 1_000_000] {
      #expect(WireDecimal(value).int == value && WireDecimal(value).text == String(value))
    }
  }

  @Test func nanIsNoNumber() {
    #expect(WireDecimal(Decimal.nan) == nil)
    #expect(WireDecimal(Decimal(sign: .plus, exponent: -3, significand: 1250)) == number("1.25"))
  }
}
