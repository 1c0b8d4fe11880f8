import BinaryFieldCodec
import Foundation
import JSON
import JSONFieldCodec
import JSONOutput
import JournalInspector
import Testing
import UDF
import UDFTesting
import UDFWire

@testable import HeadlessKit

/// Random values of every kind in the field vocabulary, written by each of the app's writers and
/// read back by the matching reader, come back equal: the JSON writer (state dumps, journal
/// records), the streaming writer (`replay`), the inspector's per-field writer, the binary stored
/// shape (snapshots) and `WireRecord`. Written again, they are the same bytes.
@Suite struct FieldVocabularyRoundTripTests {
  typealias Size = FieldVocabularyReaderTests.Size
  typealias Stars = FieldVocabularyReaderTests.Stars

  /// A nested object.
  struct Child: Equatable, WireWritable {
    var value: Int
    var note: String?

    init(value: Int, note: String?) {
      (self.value, self.note) = (value, note)
    }

    init(reading fields: any FieldReader) throws(Rejection) {
      self.init(value: try fields.int("value"), note: try fields.optionalString("note"))
    }

    func write(to writer: inout some FieldWriter) {
      writer.field("note", note)
      writer.field("value", value)
    }
  }

  /// One field of every kind.
  struct Sample: Equatable, WireWritable {
    var count: Int
    var price: Decimal
    var flag: Bool
    var maybeInt: Int?
    var maybeBool: Bool?
    var maybeDecimal: Decimal?
    var score: FieldPresence<Int>
    var amount: FieldPresence<Decimal>
    var comment: FieldPresence<String>
    var child: FieldPresence<Child>
    var size: Size
    var stars: Stars?
    var sizes: [Size]
    var ints: [Int]
    var decimals: [Decimal]
    var children: [Child]

    init(reading fields: any FieldReader) throws(Rejection) {
      count = try fields.int("count")
      price = try fields.decimal("price")
      flag = try fields.bool("flag")
      maybeInt = try fields.optionalInt("maybeInt")
      maybeBool = try fields.optionalBool("maybeBool")
      maybeDecimal = try fields.optionalDecimal("maybeDecimal")
      score = try fields.nullable("score", as: Int.self)
      amount = try fields.nullable("amount", as: Decimal.self)
      comment = try fields.nullable("comment", as: String.self)
      child = try fields.nullable("child") { (key) throws(Rejection) in try fields.optionalObject(key, Child.init) }
      size = try fields.case("size")
      stars = try fields.optionalCase("stars")
      sizes = try fields.optionalCases("sizes") ?? []
      ints = try fields.optionalInts("ints") ?? []
      decimals = try fields.optionalDecimals("decimals") ?? []
      children = try fields.objects("children", Child.init)
    }

    func write(to writer: inout some FieldWriter) {
      writer.field("amount", amount)
      writer.field("child", child) { writer, key, child in writer.object(key) { child.write(to: &$0) } }
      writer.objects("children", children) { child, writer in child.write(to: &writer) }
      writer.field("comment", comment)
      writer.field("count", count)
      writer.field("decimals", decimals: decimals)
      writer.field("flag", flag)
      writer.field("ints", ints: ints)
      writer.field("maybeBool", maybeBool)
      writer.field("maybeDecimal", maybeDecimal)
      writer.field("maybeInt", maybeInt)
      writer.field("price", price)
      writer.field("score", score)
      writer.field("size", case: size)
      writer.field("sizes", cases: sizes)
      writer.field("stars", case: stars)
    }

    /// A sample of random values over each kind's whole range, edges included.
    init(random: inout SeededGenerator) {
      func int() -> Int {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: [Int.min, .max, 0, -1][Int.random(in: 0..<4, using: &random)]
        case 1: Int.random(in: -100...100, using: &random)
        default: Int.random(in: .min ... .max, using: &random) >> Int.random(in: 0...63, using: &random)
        }
      }
      func decimal() -> Decimal {
        var significand = UInt128(UInt64.random(in: 0...UInt64.max, using: &random))
        significand = significand << 64 | UInt128(UInt64.random(in: 0...UInt64.max, using: &random))
        significand >>= Int.random(in: 0...127, using: &random)
        let exponent = Int.random(in: WireDecimal.exponents, using: &random)
        let number = WireDecimal(isNegative: Bool.random(using: &random), significand: significand, exponent: exponent)
        return number?.decimal ?? Decimal(sign: .plus, exponent: -1, significand: 1)
      }
      func presence<Value>(_ value: () -> Value) -> FieldPresence<Value> {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: .absent
        case 1: .null
        default: .value(value())
        }
      }
      func maybe<Value>(_ value: () -> Value) -> Value? { Bool.random(using: &random) ? value() : nil }
      func randomChild() -> Child {
        Child(value: int(), note: maybe { "note \(Int.random(in: 0..<9, using: &random))" })
      }
      func length() -> Int { Int.random(in: 0..<4, using: &random) }
      count = int()
      price = decimal()
      flag = Bool.random(using: &random)
      maybeInt = maybe(int)
      maybeBool = maybe { Bool.random(using: &random) }
      maybeDecimal = maybe(decimal)
      score = presence(int)
      amount = presence(decimal)
      comment = presence { ["", "a", "é \"quoted\""][Int.random(in: 0..<3, using: &random)] }
      child = presence(randomChild)
      size = Size.allCases.randomElement(using: &random) ?? .small
      stars = maybe { Stars.allCases.randomElement(using: &random) ?? .one }
      sizes = (0..<length()).map { _ in Size.allCases.randomElement(using: &random) ?? .small }
      ints = (0..<length()).map { _ in int() }
      decimals = (0..<length()).map { _ in decimal() }
      children = (0..<length()).map { _ in randomChild() }
    }
  }

  // MARK: Writers

  private func json(_ sample: Sample) -> [UInt8] {
    var writer = JSONWriter(capacity: 256)
    writer.object { sample.write(to: &$0) }
    return writer.bytes
  }

  private func streamed(_ sample: Sample) -> [UInt8] {
    var drained: [UInt8] = []
    var writer = StreamingFieldWriter(writer: JSONWriter(capacity: 64)) { writer in
      drained += writer.bytes
      writer.discardWritten()
    }
    writer.writer.beginObject()
    sample.write(to: &writer)
    writer.writer.endObject()
    return drained + writer.writer.bytes
  }

  private func binary(_ sample: Sample) -> [UInt8] {
    var writer = BinaryFieldWriter(capacity: 256)
    writer.root { sample.write(to: &$0) }
    return writer.bytes
  }

  private func read(json bytes: [UInt8]) -> Result<Sample, Rejection> {
    EveryFieldReader.json(String(decoding: bytes, as: UTF8.self), Sample.init(reading:))
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomValuesOfEveryKindRoundTripThroughEveryWriter(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    for step in 0..<500 {
      let sample = Sample(random: &random)
      let text = json(sample)
      #expect(
        read(json: text) == .success(sample), "seed \(seed), step \(step): \(String(decoding: text, as: UTF8.self))")
      #expect(try json(read(json: text).get()) == text)
      #expect(streamed(sample) == text)
      #expect(read(json: FieldBytes(of: sample).objectJSON) == .success(sample), "seed \(seed), step \(step)")
      let bytes = binary(sample)
      #expect(EveryFieldReader.binary(bytes, Sample.init(reading:)) == .success(sample), "seed \(seed), step \(step)")
      #expect(binary(try EveryFieldReader.binary(bytes, Sample.init(reading:)).get()) == bytes)
      let record = Result { () throws(Rejection) in try WireRecord(of: sample).read(Sample.init(reading:)) }
      #expect(record == .success(sample), "seed \(seed), step \(step)")
    }
  }

  /// What the JSON writer writes for each kind: plain numbers (no exponent), null for nil and for
  /// a null presence, nothing for an absent one, enumerations as their raw values.
  @Test func theJSONShapeOfEachKind() throws {
    var writer = JSONWriter(capacity: 64)
    writer.object { writer in
      writer.field("a", Decimal(sign: .plus, exponent: -1, significand: 1))
      writer.field("b", Decimal(sign: .minus, exponent: 3, significand: 12))
      writer.field("c", nil as Int?)
      writer.field("d", FieldPresence<Int>.absent)
      writer.field("e", FieldPresence<Int>.null)
      writer.field("f", FieldPresence<Int>.value(5))
      writer.field("g", case: Stars.three)
      writer.field("h", case: nil as Size?)
      writer.field("i", ints: [1, -2])
      writer.field("j", decimals: [Decimal(sign: .plus, exponent: -3, significand: 5), Decimal.nan])
      writer.field("k", Decimal.nan)
      writer.field("l", true as Bool?)
    }
    let expected =
      #"{"a":0.1,"b":-12000,"c":null,"e":null,"f":5,"g":3,"h":null,"i":[1,-2],"j":[0.005,null],"k":null,"l":true}"#
    #expect(String(decoding: writer.bytes, as: UTF8.self) == expected)
    #expect(
      WireRecord(of: KindSample()) == [
        "a": .decimal(Decimal(sign: .plus, exponent: -1, significand: 1)), "e": .null, "n": .ints([3]),
      ])
  }

  /// A few kinds, for `WireRecord`'s shape.
  private struct KindSample: WireWritable {
    func write(to writer: inout some FieldWriter) {
      writer.field("a", Decimal(sign: .plus, exponent: -1, significand: 1))
      writer.field("d", FieldPresence<String>.absent)
      writer.field("e", FieldPresence<String>.null)
      writer.field("n", ints: [3])
    }
  }
}
