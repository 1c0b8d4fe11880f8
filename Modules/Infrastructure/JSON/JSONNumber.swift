/// A JSON number kept as its literal text, so that no digit is lost in a round trip.
///
/// Converting to `Int64` or `Double` happens only when asked, which keeps parsing cheap and lets
/// huge or very precise numbers pass through untouched. Equality compares the text: `1.0 != 1`.
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
  /// The literal, exactly as it appears in JSON (e.g. `-12.5e3`).
  public let text: String

  /// Wraps text the caller has already checked against the JSON number grammar.
  init(uncheckedText text: String) {
    self.text = text
  }

  /// Wraps `text` if it is a valid JSON number literal (RFC 8259 grammar, no surrounding spaces).
  public init?(text: String) {
    guard JSONNumber.isValidLiteral(text.utf8.span) else { return nil }
    self.text = text
  }

  /// The number for an integer.
  public init(_ value: Int64) {
    self.text = String(value)
  }

  /// The number for an integer.
  public init(_ value: Int) {
    self.text = String(value)
  }

  /// The number for a finite double in its shortest round-tripping form; `nil` for NaN or infinity.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.text = value.description
  }

  /// The value as `Int64` when the literal is a plain integer in range (`12`, `-0`); otherwise `nil`.
  ///
  /// `1.0` and `1e2` are not plain integers and give `nil`: callers that want integers get exactly
  /// what the client wrote or a clear refusal.
  public var int64: Int64? {
    JSONNumber.parseInt64(text.utf8.span)
  }

  /// The nearest `Double`; `nil` if the magnitude is beyond `Double`'s range.
  public var double: Double? {
    guard let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// The literal text.
  public var description: String { text }

  /// Parses an optional `-` and decimal digits into an `Int64`, refusing overflow.
  private static func parseInt64(_ bytes: Span<UInt8>) -> Int64? {
    var index = 0
    let isNegative = !bytes.isEmpty && bytes[0] == UInt8(ascii: "-")
    if isNegative { index = 1 }
    guard index < bytes.count else { return nil }
    var magnitude: UInt64 = 0
    while index < bytes.count {
      let digit = bytes[index] &- UInt8(ascii: "0")
      guard digit < 10 else { return nil }
      let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
      guard !overflow1, !overflow2 else { return nil }
      magnitude = sum
      index += 1
    }
    if isNegative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
    }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return Int64(magnitude)
  }

  /// Whether `bytes` is exactly one JSON number literal.
  static func isValidLiteral(_ bytes: Span<UInt8>) -> Bool {
    switch JSONNumberGrammar.scan(bytes, from: 0) {
    case .success(let end): return end == bytes.count
    case .failure: return false
    }
  }
}
