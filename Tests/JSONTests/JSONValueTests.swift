import Testing

@testable import JSON

@Test(
  arguments: [
    ("0", 0), ("-0", 0), ("42", 42), ("9223372036854775807", .max), ("-9223372036854775808", .min),
    ("9223372036854775808", nil), ("-9223372036854775809", nil), ("99999999999999999999", nil), ("1.0", nil),
    ("1e2", nil), ("-1", -1),
  ] as [(String, Int64?)])
func numberInt64IsExactOrNil(_ literal: String, _ expected: Int64?) throws {
  let number = try #require(JSONNumber(text: literal))
  #expect(number.int64 == expected)
}

@Test func numberDoubleAndValidation() {
  #expect(JSONNumber(text: "1.5e3")?.double == 1500)
  #expect(JSONNumber(text: "-0.25")?.double == -0.25)
  #expect(JSONNumber(text: "1e400")?.double == nil)
  #expect(JSONNumber(text: "1e-400")?.double == 0)
  for bad in ["", "01", " 1", "1 ", "+1", "1.", ".1", "1e", "NaN", "-", "0x1", "1_000"] {
    #expect(JSONNumber(text: bad) == nil, "\(bad)")
  }
  #expect(JSONNumber(Double.nan) == nil)
  #expect(JSONNumber(Double.infinity) == nil)
  #expect(JSONNumber(0.1)?.text == "0.1")
  #expect(JSONNumber(-5).text == "-5")
  #expect(JSONNumber(text: "1.0") != JSONNumber(text: "1"))
}

@Test func objectLookupAndMutationAcrossTheIndexThreshold() throws {
  var object = JSONObject()
  for index in 0..<40 {
    #expect(object.updateValue(.number(JSONNumber(index)), forKey: "k\(index)") == nil)
    #expect(object["k\(index)"] == .number(JSONNumber(index)))
    #expect(object["k0"] == 0)
  }
  #expect(object.updateValue("new", forKey: "k3") == 3)
  try #require(object.keys.count == 40)
  #expect(object.keys[3] == "k3")
  #expect(object["k3"] == "new")
  #expect(object.removeValue(forKey: "k3") == "new")
  #expect(object.removeValue(forKey: "k3") == nil)
  #expect(object["k4"] == 4)
  #expect(object.count == 39)
  for index in 4..<40 { object.removeValue(forKey: "k\(index)") }
  #expect(object.keys == ["k0", "k1", "k2"])
  #expect(object["k2"] == 2)
  #expect(object.contains("k1"))
  #expect(!object.contains("k39"))
}

@Test func objectEqualityIgnoresOrderButNotValues() {
  let first: JSONObject = ["a": 1, "b": [true]]
  let second: JSONObject = ["b": [true], "a": 1]
  #expect(first == second)
  #expect(first != ["a": 1, "b": [false]])
  #expect(first != ["a": 1])
  #expect(first != ["a": 1, "c": [true]])
  let duplicate: JSONObject = ["a": 1, "b": 2, "a": 3]
  #expect(duplicate.keys == ["a", "b"])
  #expect(duplicate["a"] == 3)
}

@Test func accessorsReturnNilForOtherKinds() {
  let value: JSONValue = ["s": "x", "n": 1, "b": true, "a": [], "o": [:], "z": nil]
  #expect(value["s"]?.stringValue == "x")
  #expect(value["n"]?.stringValue == nil)
  #expect(value["n"]?.numberValue?.int64 == 1)
  #expect(value["b"]?.boolValue == true)
  #expect(value["a"]?.arrayValue == [])
  #expect(value["o"]?.objectValue == JSONObject())
  #expect(value["z"]?.isNull == true)
  #expect(value["s"]?.isNull == false)
  #expect(value["missing"] == nil)
  #expect(JSONValue.string("x")["s"] == nil)
}
