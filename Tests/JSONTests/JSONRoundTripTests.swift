import JSONOutput
import Testing

@testable import JSON

@Test(arguments: [
  #"{"action":"item.addTag","item":"0b7f4c1e-2a3b-4c5d-8e9f-001122334455","tag":"urgent"}"#,
  #"[null,true,false,0,-0,1.5e-3,1E+10,123456789012345678901234567890]"#,
  #"{"s":"\"\\/\b\f\n\r\t\u0000\u001f é😀","e":{},"a":[[],[{}]]}"#,
])
func parseWriteParseIsIdentity(_ text: String) throws {
  let parsed = try JSONParser().parse(text)
  let written = JSONWriter.encode(parsed, sortedKeys: false)
  #expect(try JSONParser().parse(written) == parsed)
  let writtenAgain = JSONWriter.encode(try JSONParser().parse(written), sortedKeys: false)
  #expect(writtenAgain == written)
}

@Test func compactInputIsWrittenBackByteForByte() throws {
  let text = #"{"type":"state","value":{"items":[{"id":"x","tags":["a","b"],"n":-1.0e5,"d":null}],"ok":true}}"#
  #expect(JSONWriter.encode(try JSONParser().parse(text), sortedKeys: false) == Array(text.utf8))
}

@Test(arguments: [1, 2, 3, 0xDEAD_BEEF, 20_240_601] as [UInt64])
func randomValuesSurviveARoundTrip(seed: UInt64) throws {
  var random = RandomJSON(seed: seed)
  for iteration in 0..<300 {
    let value = random.value()
    let sorted = JSONWriter.encode(value)
    let unsorted = JSONWriter.encode(value, sortedKeys: false)
    let fromSorted = try JSONParser().parse(sorted)
    let fromUnsorted = try JSONParser().parse(unsorted)
    #expect(fromSorted == value, "seed \(seed) iteration \(iteration)")
    #expect(fromUnsorted == value, "seed \(seed) iteration \(iteration)")
    // Member order survives exactly, and the sorted form is canonical.
    #expect(JSONWriter.encode(fromUnsorted, sortedKeys: false) == unsorted, "seed \(seed) iteration \(iteration)")
    #expect(JSONWriter.encode(fromUnsorted) == sorted, "seed \(seed) iteration \(iteration)")
  }
}

@Test(arguments: [7, 8, 9] as [UInt64])
func mutatedInputNeverCrashesAndErrorsPointInside(seed: UInt64) {
  var random = RandomJSON(seed: seed)
  var accepted = 0
  var refused = 0
  for iteration in 0..<400 {
    var bytes = JSONWriter.encode(random.value(depth: 1))
    for _ in 0..<random.int(1..<4) {
      let position = random.int(0..<bytes.count)
      switch random.int(0..<3) {
      case 0: bytes[position] = UInt8(random.int(0..<256))
      case 1: bytes.remove(at: position)
      default: bytes.insert(UInt8(random.int(0..<256)), at: position)
      }
      if bytes.isEmpty { bytes = [0x20] }
    }
    do {
      let value = try JSONParser().parse(bytes)
      accepted += 1
      #expect(try JSONParser().parse(JSONWriter.encode(value)) == value, "seed \(seed) iteration \(iteration)")
    } catch {
      refused += 1
      #expect((0...bytes.count).contains(error.offset), "seed \(seed) iteration \(iteration): \(error)")
      #expect(error.message.contains("at byte \(error.offset)"))
    }
  }
  #expect(accepted > 0)
  #expect(refused > 0)
}
