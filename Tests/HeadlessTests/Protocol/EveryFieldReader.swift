import BinaryFieldCodec
import Foundation
import JSON
import JSONFieldCodec
import UDF
import UDFTesting
import UDFWire

@testable import HeadlessKit

/// Reads one object's JSON text through every `FieldReader` that can hold it, so a test states a
/// rule once and checks that the JSON line reader, the binary stored shape and the tests'
/// `WireRecord` all keep it: same values, same refusals, same field paths.
enum EveryFieldReader {
  /// Each reader's name and what `read` made of `json` through it. The binary shape is left out
  /// when a number is beyond what a `Decimal` holds (it cannot store one); `WireRecord` also when
  /// an array mixes kinds (its arrays hold one kind each).
  static func read<T>(_ json: String, _ read: (any FieldReader) throws(Rejection) -> T) throws -> [(
    reader: String, result: Result<T, Rejection>
  )] {
    let value = try JSONParser().parse(json)
    var results = [("JSON", self.json(json, read))]
    if numbersInRange(value) {
      results.append(("binary", binary(TestBinaryEncoder.encode(value), read)))
    }
    if case .object(let object) = value, let record = record(object) {
      results.append(("WireRecord", Result { () throws(Rejection) in try record.read(read) }))
    }
    return results
  }

  /// What `read` makes of `json` through the app's JSON field reader (as a stored state is read:
  /// the stored context, so a missing ID or time is refused, as the other readers refuse it).
  static func json<T>(_ json: String, _ read: (any FieldReader) throws(Rejection) -> T) -> Result<T, Rejection> {
    Array(json.utf8).withUnsafeBytes { raw in
      guard let document = try? JSONDocument.parse(raw) else {
        return .failure(Rejection(code: "malformedJSON", message: json))
      }
      var context = WireContext.stored
      return document.withView { view in
        Result { () throws(Rejection) in
          try JSONFieldReader.reading(view, context: &context) { (fields) throws(Rejection) in try read(fields) }
        }
      }
    }
  }

  /// What `read` makes of a binary stored shape.
  static func binary<T>(_ bytes: [UInt8], _ read: (any FieldReader) throws(Rejection) -> T) -> Result<T, Rejection> {
    do {
      return .success(try BinaryFieldReader.reading(bytes.span) { fields in try read(fields) })
    } catch let rejection as Rejection {
      return .failure(rejection)
    } catch {
      return .failure(Rejection(code: "unexpected", message: "\(error)"))
    }
  }

  /// Whether every number in `value` is one a `Decimal` holds.
  private static func numbersInRange(_ value: JSONValue) -> Bool {
    switch value {
    case .null, .bool, .string: return true
    case .number(let number): return decimal(number) != nil
    case .array(let elements): return elements.allSatisfy(numbersInRange)
    case .object(let object): return object.members.allSatisfy { numbersInRange($0.value) }
    }
  }

  /// The number as a `WireDecimal`, `nil` when out of range.
  private static func decimal(_ number: JSONNumber) -> WireDecimal? {
    let text = number.text
    guard case .number(let decimal) = WireDecimal.parse(json: text.utf8.span) else { return nil }
    return decimal
  }

  /// `object` as a `WireRecord`, `nil` when it holds what a record cannot.
  static func record(_ object: JSONObject) -> WireRecord? {
    var fields: [(key: String, value: WireValue)] = []
    for member in object.members {
      guard let value = wireValue(member.value) else { return nil }
      fields.append((member.key, value))
    }
    return WireRecord(fields: fields)
  }

  private static func wireValue(_ value: JSONValue) -> WireValue? {
    switch value {
    case .null: return .null
    case .bool(let flag): return .bool(flag)
    case .string(let text): return .string(text)
    case .number(let number):
      if let int = number.int64 { return .int(Int(int)) }
      return decimal(number).map { .decimal($0.decimal) }
    case .object(let object): return record(object).map(WireValue.object)
    case .array(let elements):
      let values = elements.compactMap(wireValue)
      guard values.count == elements.count else { return nil }
      if values.isEmpty { return .strings([]) }
      if case let strings = values.compactMap({ if case .string(let text) = $0 { text } else { nil } }),
        strings.count == values.count
      {
        return .strings(strings)
      }
      if case let ints = values.compactMap({ if case .int(let int) = $0 { int } else { nil } }),
        ints.count == values.count
      {
        return .ints(ints)
      }
      let decimals = values.compactMap { value -> Decimal? in
        switch value {
        case .int(let int): Decimal(int)
        case .decimal(let decimal): decimal
        default: nil
        }
      }
      if decimals.count == values.count { return .decimals(decimals) }
      let records = values.compactMap { if case .object(let record) = $0 { record } else { nil } }
      return records.count == values.count ? .objects(records) : nil
    }
  }
}
