import Foundation
import Testing
import UDF
import UDFWire

/// The core's field vocabulary (integers, decimals, booleans, absent/null/value, enumerations,
/// arrays of them) at its edges, through every reader at once (`EveryFieldReader`: the JSON line
/// reader, the binary stored shape, `WireRecord`): each case must give the same value or the same
/// refusal, naming the same path, in all of them.
@Suite struct FieldVocabularyReaderTests {
  /// A size, read and written as its name.
  enum Size: String, CaseIterable, FieldValue {
    case small, large
  }

  /// A 1-5 score, read and written as its number.
  enum Stars: Int, CaseIterable, FieldValue {
    case one = 1
    case two, three, four, five
  }

  /// Checks that every reader gives `expected` for `json`, and that at least `readers` of them
  /// could hold it (all three unless a number is beyond a `Decimal` or an array mixes kinds).
  private func expect<T: Equatable>(
    _ json: String, _ expected: Result<T, Rejection>, readers: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation, _ read: (any FieldReader) throws(Rejection) -> T
  ) throws {
    let results = try EveryFieldReader.read(json, read)
    #expect(results.count == readers, "\(json)", sourceLocation: sourceLocation)
    for (reader, result) in results {
      #expect(result == expected, "\(reader): \(json)", sourceLocation: sourceLocation)
    }
  }

  private static let integer = "an integer"
  private static let intRange = "an integer from -9223372036854775808 to 9223372036854775807"

  // MARK: Integers

  @Test func integersAtTheEdgesOfIntAndOnePastThem() throws {
    let read = { (fields: any FieldReader) throws(Rejection) in try fields.optionalInt("n") }
    try expect(#"{"n":9223372036854775807}"#, .success(.max), read)
    try expect(#"{"n":-9223372036854775808}"#, .success(.min), read)
    try expect(#"{"n":9223372036854775808}"#, .failure(.invalidField("n", Self.intRange)), read)
    try expect(#"{"n":-9223372036854775809}"#, .failure(.invalidField("n", Self.intRange)), read)
    try expect(#"{"n":1e400}"#, .failure(.invalidField("n", Self.intRange)), readers: 1, read)
    try expect(#"{"n":1e-400}"#, .failure(.invalidField("n", Self.integer)), readers: 1, read)
  }

  /// A whole number is an integer however it is written (JSON has one kind of number); a
  /// fraction, a string or any other kind is not.
  @Test func anIntegerIsAWholeNumberInAnyNotation() throws {
    let read = { (fields: any FieldReader) throws(Rejection) in try fields.optionalInt("n") }
    for (text, value) in [("-0", 0), ("1e2", 100), ("1.0", 1), ("1E+2", 100), ("250e-1", 25), ("-7", -7)] {
      try expect(#"{"n":\#(text)}"#, .success(value), read)
    }
    for text in ["1.5", "1e-1", #""5""#, "true", "[1]", #"{"v":1}"#] {
      try expect(#"{"n":\#(text)}"#, .failure(.invalidField("n", Self.integer)), read)
    }
    try expect(#"{"n":null}"#, .success(nil), read)
    try expect(#"{}"#, .success(nil), read)
    let required = { (fields: any FieldReader) throws(Rejection) in try fields.int("n") }
    try expect(#"{"n":null}"#, .failure(.missingField("n")), required)
    try expect(#"{"m":1}"#, .failure(.missingField("n")), required)
    try expect(#"{"o":{"n":2.5}}"#, .failure(.invalidField("o.n", Self.integer))) { (fields) throws(Rejection) in
      try fields.object("o") { (fields) throws(Rejection) in try fields.int("n") }
    }
  }

  // MARK: Decimals

  @Test func aDecimalIsExactlyTheNumberWritten() throws {
    let read = { (fields: any FieldReader) throws(Rejection) in try fields.decimal("d") }
    try expect(#"{"d":0.1}"#, .success(Decimal(sign: .plus, exponent: -1, significand: 1)), read)
    try expect(#"{"d":12.50}"#, .success(Decimal(sign: .plus, exponent: -1, significand: 125)), read)
    try expect(#"{"d":-0}"#, .success(0), read)
    try expect(#"{"d":7}"#, .success(7), read)
    try expect(#"{"d":-9223372036854775808}"#, .success(Decimal(Int.min)), read)
    let nines = String(repeating: "9", count: 38)
    try expect(#"{"d":0.\#(nines)}"#, .success(try #require(Decimal(string: "0." + nines))), read)
    let widest = "340282366920938463463374607431768211455"
    let largest = try #require(WireDecimal(isNegative: false, significand: .max, exponent: 127))
    try expect(#"{"d":\#(widest)e127}"#, .success(largest.decimal), read)
    try expect(#"{"d":1e-128}"#, .success(Decimal(sign: .plus, exponent: -128, significand: 1)), read)
    for text in ["1e200", "1e-129", "1.5e-128", "340282366920938463463374607431768211456"] {
      try expect(#"{"d":\#(text)}"#, .failure(.invalidField("d", WireDecimal.decimalRule)), readers: 1, read)
    }
    for text in [#""0.1""#, "true", "[0.1]"] {
      try expect(#"{"d":\#(text)}"#, .failure(.invalidField("d", "a number")), read)
    }
    try expect(#"{"d":null}"#, .failure(.missingField("d")), read)
  }

  // MARK: Booleans

  @Test func aRequiredBooleanIsTrueOrFalse() throws {
    let read = { (fields: any FieldReader) throws(Rejection) in try fields.bool("b") }
    try expect(#"{"b":true}"#, .success(true), read)
    try expect(#"{"b":false}"#, .success(false), read)
    try expect(#"{"b":"true"}"#, .failure(.invalidField("b", "true or false")), read)
    try expect(#"{"b":1}"#, .failure(.invalidField("b", "true or false")), read)
    try expect(#"{"b":null}"#, .failure(.missingField("b")), read)
  }

  // MARK: Absent, null or a value

  /// `nullable` tells the three apart for every kind; the `optional…` calls keep reading null as
  /// absent.
  @Test func nullableTellsAbsentFromNullFromAValue() throws {
    let int = { (fields: any FieldReader) throws(Rejection) in try fields.nullable("n", as: Int.self) }
    try expect(#"{}"#, .success(.absent), int)
    try expect(#"{"n":null}"#, .success(.null), int)
    try expect(#"{"n":0}"#, .success(.value(0)), int)
    try expect(#"{"n":"0"}"#, .failure(.invalidField("n", Self.integer)), int)
    try expect(#"{"n":null}"#, .success(nil)) { (fields) throws(Rejection) in try fields.optionalInt("n") }

    let text = { (fields: any FieldReader) throws(Rejection) in try fields.nullable("t", as: String.self) }
    try expect(#"{"t":null}"#, .success(.null), text)
    try expect(#"{"t":""}"#, .success(.value("")), text)
    try expect(#"{"d":0.5}"#, .success(.value(Decimal(sign: .plus, exponent: -1, significand: 5)))) {
      (fields) throws(Rejection) in try fields.nullable("d", as: Decimal.self)
    }
    try expect(#"{"b":null}"#, .success(.null)) { (fields) throws(Rejection) in try fields.nullable("b", as: Bool.self)
    }
    try expect(#"{"s":"large"}"#, .success(.value(Size.large))) { (fields) throws(Rejection) in
      try fields.nullable("s", as: Size.self)
    }
    try expect(#"{"s":4}"#, .success(.value(Stars.four))) { (fields) throws(Rejection) in
      try fields.nullable("s", as: Stars.self)
    }

    let object = { (fields: any FieldReader) throws(Rejection) in
      try fields.nullable("o") { (key) throws(Rejection) in
        try fields.optionalObject(key) { (fields) throws(Rejection) in try fields.int("v") }
      }
    }
    try expect(#"{"o":null}"#, .success(.null), object)
    try expect(#"{"o":{"v":1}}"#, .success(.value(1)), object)
    try expect(#"{}"#, .success(.absent), object)
    try expect(#"{"o":{"v":true}}"#, .failure(.invalidField("o.v", Self.integer)), object)
  }

  // MARK: Enumerations

  @Test func anUnknownCaseListsTheAllowedValues() throws {
    let size = { (fields: any FieldReader) throws(Rejection) in try fields.case("s", as: Size.self) }
    try expect(#"{"s":"small"}"#, .success(.small), size)
    try expect(#"{"s":"huge"}"#, .failure(.invalidField("s", "one of small, large")), size)
    try expect(#"{"s":"Small"}"#, .failure(.invalidField("s", "one of small, large")), size)
    try expect(#"{"s":1}"#, .failure(.invalidField("s", "a string")), size)
    try expect(#"{}"#, .failure(.missingField("s")), size)

    let stars = { (fields: any FieldReader) throws(Rejection) in try fields.case("r", as: Stars.self) }
    try expect(#"{"r":5}"#, .success(.five), stars)
    try expect(#"{"r":5.0}"#, .success(.five), stars)
    for text in ["0", "6", "-1"] {
      try expect(#"{"r":\#(text)}"#, .failure(.invalidField("r", "one of 1, 2, 3, 4, 5")), stars)
    }
    try expect(#"{"r":"5"}"#, .failure(.invalidField("r", Self.integer)), stars)
    try expect(#"{"r":null}"#, .failure(.missingField("r")), stars)

    let sizes = { (fields: any FieldReader) throws(Rejection) in try fields.optionalCases("s", as: Size.self) }
    try expect(#"{"s":["large","small"]}"#, .success([.large, .small]), sizes)
    try expect(#"{"s":["large","huge"]}"#, .failure(.invalidField("s[1]", "one of small, large")), sizes)
  }

  // MARK: Arrays

  @Test func arrayElementsAreNamedByTheirIndex() throws {
    let ints = { (fields: any FieldReader) throws(Rejection) in try fields.optionalInts("ns") }
    try expect(#"{"ns":[1,-0,1e2,9223372036854775807]}"#, .success([1, 0, 100, .max]), ints)
    try expect(#"{"ns":[]}"#, .success([]), ints)
    try expect(#"{"ns":null}"#, .success(nil), ints)
    try expect(#"{"ns":[1,2,1.5]}"#, .failure(.invalidField("ns[2]", Self.integer)), ints)
    try expect(#"{"ns":[1,"2"]}"#, .failure(.invalidField("ns[1]", Self.integer)), readers: 2, ints)
    try expect(#"{"ns":["1"]}"#, .failure(.invalidField("ns[0]", Self.integer)), ints)
    try expect(#"{"ns":[0,9223372036854775808]}"#, .failure(.invalidField("ns[1]", Self.intRange)), ints)
    try expect(#"{"ns":7}"#, .failure(.invalidField("ns", "an array")), ints)
    try expect(#"{"o":{"ns":[1,true]}}"#, .failure(.invalidField("o.ns[1]", Self.integer)), readers: 2) {
      (fields) throws(Rejection) in
      try fields.object("o") { (fields) throws(Rejection) in try fields.optionalInts("ns") }
    }

    let decimals = { (fields: any FieldReader) throws(Rejection) in try fields.optionalDecimals("ds") }
    let expected = [
      Decimal(sign: .plus, exponent: -1, significand: 1), 2, Decimal(sign: .minus, exponent: -2, significand: 325),
    ]
    try expect(#"{"ds":[0.1,2,-3.25]}"#, .success(expected), decimals)
    try expect(#"{"ds":[0.1,"x"]}"#, .failure(.invalidField("ds[1]", "a number")), readers: 2, decimals)
    try expect(#"{"ds":[1e999]}"#, .failure(.invalidField("ds[0]", WireDecimal.decimalRule)), readers: 1, decimals)

    let list = { (fields: any FieldReader) throws(Rejection) in
      try fields.objects("list") { (fields) throws(Rejection) in try fields.int("n") }
    }
    try expect(#"{"list":[{"n":1},{"n":2}]}"#, .success([1, 2]), list)
    try expect(#"{"list":[{"n":1},{"n":1.5}]}"#, .failure(.invalidField("list[1].n", Self.integer)), list)
  }
}
