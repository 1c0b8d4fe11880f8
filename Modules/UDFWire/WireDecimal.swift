import DomainValues
import Foundation
import UDF

/// A number exactly as the wire keeps it: a sign, an integer significand and a power of ten. The
/// one place where a JSON number's text becomes an `Int` or a `Decimal`, and a `Decimal` becomes
/// text again, so every reader (JSON lines, journal records, the binary snapshot, tests'
/// records) accepts and refuses the same numbers with the same words.
///
/// Nothing goes through `Double`: `0.1` is one tenth exactly, and a 38-digit amount keeps every
/// digit. The range is what `Decimal` holds exactly, a significand up to 2¹²⁸−1 (every number of
/// at most 38 significant digits) times a power of ten from −128 to 127; a number outside it is
/// refused, never rounded. Every finite `Decimal` is inside it, so whatever a module writes reads
/// back equal.
///
/// The form is canonical (no trailing zero in the significand while the power can grow, zero is
/// `0 × 10⁰` and never negative), so equal numbers are equal values and write the same bytes:
/// `12.50` reads as 12.5 and is written `12.5`.
public struct WireDecimal: Hashable, Sendable {
  /// Whether the number is below zero (never for zero: `-0` is zero).
  public let isNegative: Bool
  /// The significant digits as an integer.
  public let significand: UInt128
  /// The power of ten of the significand's last digit, from −128 to 127: 1.25 is 125 × 10⁻².
  public let exponent: Int

  /// The smallest and largest power of ten a `Decimal` holds.
  public static let exponents = -128...127

  /// What a decimal field must be, for `invalidField` messages: the rule people can follow (a
  /// 39-digit significand up to 2¹²⁸−1 is accepted too, so every `Decimal` reads back).
  public static let decimalRule =
    "a number with at most 38 significant digits, none past the 128th decimal place, below 1e165"
  /// What an integer field must be when it holds something else than a whole number.
  public static let integerRule = "an integer"
  /// What an integer field must be when it holds a whole number out of `Int`'s range.
  public static let integerRangeRule = "an integer from \(Int.min) to \(Int.max)"

  /// The number `significand × 10^exponent` in canonical form; `nil` when it is out of range.
  public init?(isNegative: Bool, significand: UInt128, exponent: Int) {
    var (significand, exponent) = (significand, exponent)
    guard significand != 0 else {
      self.init(canonical: false, 0, 0)
      return
    }
    while exponent < Self.exponents.upperBound, significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    while exponent > Self.exponents.upperBound {
      let (times10, overflow) = significand.multipliedReportingOverflow(by: 10)
      guard !overflow else { return nil }
      (significand, exponent) = (times10, exponent - 1)
    }
    guard exponent >= Self.exponents.lowerBound else { return nil }
    self.init(canonical: isNegative, significand, exponent)
  }

  private init(canonical isNegative: Bool, _ significand: UInt128, _ exponent: Int) {
    (self.isNegative, self.significand, self.exponent) = (isNegative, significand, exponent)
  }

  /// The integer `value` (always in range: at most 19 digits, no fraction).
  public init(_ value: Int) {
    var (significand, exponent) = (UInt128(value.magnitude), 0)
    while significand != 0, significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    self.init(canonical: value < 0, significand, exponent)
  }

  /// The value of `decimal`; `nil` for NaN, the only `Decimal` that is not a number.
  public init?(_ decimal: Decimal) {
    guard !decimal.isNaN else { return nil }
    // `description` is the exact value in plain digits (no exponent, `.` whatever the locale).
    let text = decimal.description
    guard case .number(let number) = Self.parse(json: text.utf8.span) else { return nil }
    self = number
  }

  /// The `Decimal` this is, exactly.
  public var decimal: Decimal {
    let high = Decimal(UInt64(truncatingIfNeeded: significand >> 64))
    let low = Decimal(UInt64(truncatingIfNeeded: significand))
    let magnitude = high == 0 ? low : high * (Decimal(UInt64.max) + 1) + low
    let zeros = magnitude.exponent
    guard zeros > 0, exponent + zeros > Self.exponents.upperBound else {
      return Decimal(sign: isNegative ? .minus : .plus, exponent: exponent, significand: magnitude)
    }
    // A `Decimal` made by arithmetic keeps its significand's trailing zeros in its power (1230 is
    // 123 × 10¹), so at 10¹²⁷ the power would overflow to NaN; only its text parser keeps them in
    // the significand. Here the text is plain digits (the power is positive: no point).
    return Decimal(string: text) ?? .nan
  }

  /// The integer this is, or `nil` when it has a fraction or lies outside `Int`'s range.
  public var int: Int? {
    guard exponent >= 0 else { return nil }
    var magnitude = significand
    for _ in 0..<exponent {
      let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
      guard !overflow, times10 <= UInt128(Int.max) + 1 else { return nil }
      magnitude = times10
    }
    guard magnitude != 0 else { return 0 }
    if isNegative { return magnitude <= UInt128(Int.max) + 1 ? -Int(magnitude - 1) - 1 : nil }
    return magnitude <= UInt128(Int.max) ? Int(magnitude) : nil
  }

  /// The integer this is; `invalidField` naming `name` when it has a fraction or is out of range.
  public func int(_ name: @autoclosure () -> String) throws(Rejection) -> Int {
    guard let value = int else { throw .invalidField(name(), exponent < 0 ? Self.integerRule : Self.integerRangeRule) }
    return value
  }

  // MARK: Text

  /// The plain JSON text: digits, a point only for a fraction, never an exponent (`-0.001`,
  /// `1200`), at most 170 bytes.
  public var text: String { withUTF8 { ASCIIText.string($0) } }

  /// Calls `body` with the plain text (`text`) formatted into a buffer on the stack.
  public func withUTF8<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
    let digits = Array(significand.description.utf8)
    let (zero, point) = (UInt8(ascii: "0"), UInt8(ascii: "."))
    var buffer = InlineArray<176, UInt8>(repeating: 0)
    var count = 0
    func put(_ byte: UInt8, times: Int = 1) {
      for _ in 0..<max(times, 0) {
        buffer[count] = byte
        count += 1
      }
    }
    if isNegative { put(UInt8(ascii: "-")) }
    // Digits before the point: all of them and the zeros the power adds, or those the
    // fraction leaves (or a zero).
    let whole = max(digits.count + exponent, 0)
    for digit in digits.prefix(whole) { put(digit) }
    put(zero, times: exponent)
    if whole == 0 { put(zero) }
    if exponent < 0 {
      put(point)
      put(zero, times: -exponent - digits.count)
      for digit in digits.dropFirst(whole) { put(digit) }
    }
    return body(buffer.span.extracting(..<count))
  }

  // MARK: Parsing

  /// What a JSON number's text holds.
  public enum Parsed: Equatable, Sendable {
    /// A number in range.
    case number(WireDecimal)
    /// A number out of range (too many significant digits, or too large or too small), and
    /// whether it is whole (which decides what an integer field says it must be).
    case outOfRange(isWhole: Bool)
  }

  /// What the JSON number literal `utf8` holds (RFC 8259's grammar, all of `utf8`: `1`, `-0.5`,
  /// `2E+3`); `nil` when `utf8` is not exactly one number.
  ///
  /// One pass over the digits, nothing allocated: trailing zeros are counted, not multiplied in,
  /// so `1` followed by a million zeros costs a count; an exponent of any length saturates.
  public static func parse(json utf8: Span<UInt8>) -> Parsed? {
    var index = 0
    func digit() -> UInt8? {
      guard index < utf8.count else { return nil }
      let value = utf8[index] &- UInt8(ascii: "0")
      return value < 10 ? value : nil
    }
    let isNegative = index < utf8.count && utf8[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    var significand: UInt128 = 0
    var overflow = false
    // Zeros after the last non-zero digit, multiplied in only when another digit follows.
    var trailingZeros = 0
    var fractionDigits = 0
    func add(_ value: UInt8) {
      guard value != 0 else {
        if significand != 0 || overflow { trailingZeros += 1 }
        return
      }
      if !overflow {
        let (scaled, scaleOverflow) =
          trailingZeros + 1 < powersOfTen.count
          ? significand.multipliedReportingOverflow(by: powersOfTen[trailingZeros + 1]) : (0, true)
        let (sum, sumOverflow) = scaled.addingReportingOverflow(UInt128(value))
        overflow = scaleOverflow || sumOverflow
        significand = sum
      }
      trailingZeros = 0
    }
    guard let first = digit() else { return nil }
    index += 1
    add(first)
    if first != 0 {
      while let next = digit() {
        add(next)
        index += 1
      }
    }
    if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
      index += 1
      guard digit() != nil else { return nil }
      while let next = digit() {
        add(next)
        fractionDigits += 1
        index += 1
      }
    }
    var power = 0
    if index < utf8.count, utf8[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      let negativePower = index < utf8.count && utf8[index] == UInt8(ascii: "-")
      if index < utf8.count, utf8[index] == UInt8(ascii: "-") || utf8[index] == UInt8(ascii: "+") { index += 1 }
      guard digit() != nil else { return nil }
      while let next = digit() {
        power = min(power * 10 + Int(next), 1 << 40)
        index += 1
      }
      if negativePower { power = -power }
    }
    guard index == utf8.count else { return nil }
    if significand == 0 && !overflow { return .number(WireDecimal(canonical: false, 0, 0)) }
    let exponent = power - fractionDigits + trailingZeros
    guard !overflow, let number = WireDecimal(isNegative: isNegative, significand: significand, exponent: exponent)
    else { return .outOfRange(isWhole: exponent >= 0) }
    return .number(number)
  }

  /// 10⁰ through 10³⁸, the powers a significand can be scaled by without certain overflow.
  private static let powersOfTen: [UInt128] = {
    var powers: [UInt128] = [1]
    for _ in 1...38 { powers.append(powers[powers.count - 1] * 10) }
    return powers
  }()

  /// The integer a JSON number holds exactly (`parsed`, from `parse(json:)`; `nil`, not a
  /// number, is refused too); `invalidField` naming `name` otherwise: `1.5` and `1e-1` must be
  /// "an integer", `1e19` an integer in range. `7.0`, `7e2` and `-0` are integers: JSON has one
  /// kind of number, and those are whole.
  public static func int(_ parsed: Parsed?, _ name: @autoclosure () -> String) throws(Rejection) -> Int {
    switch parsed {
    case .number(let number): return try number.int(name())
    case .outOfRange(let isWhole): throw .invalidField(name(), isWhole ? integerRangeRule : integerRule)
    case nil: throw .invalidField(name(), integerRule)
    }
  }

  /// The decimal a JSON number holds exactly (`parsed`, from `parse(json:)`); `invalidField`
  /// naming `name` when it is out of range (`decimalRule`) or not a number.
  public static func decimal(_ parsed: Parsed?, _ name: @autoclosure () -> String) throws(Rejection) -> Decimal {
    switch parsed {
    case .number(let number): return number.decimal
    case .outOfRange: throw .invalidField(name(), decimalRule)
    case nil: throw .invalidField(name(), "a number")
    }
  }
}
