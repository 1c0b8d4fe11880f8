import App
import HeadlessKit
import JSON
import Journal
import StdioProtocol
import Testing
import UDFTesting

@Suite("ActionEncoder and ActionDecoder round trip")
struct ProtocolActionRoundTripTests {
  @Test(
    "decode(parse(encode(a))) gives back a, asking the source for nothing", arguments: [1, 2, 3, 0xC0FFEE] as [UInt64])
  func randomActionsSurviveTheRoundTrip(seed: UInt64) throws {
    var random = ProtocolRandomAction.generator(seed: seed)
    let parser = JSONParser()
    for index in 0..<2_000 {
      let action = random.next()
      let bytes = ActionEncoder.encode(action)
      guard case .object(let object) = try parser.parse(bytes) else {
        Issue.record("seed \(seed) #\(index): the encoding is not an object: \(String(decoding: bytes, as: UTF8.self))")
        return
      }
      var source = TestIDAndTimeSource()
      let request = try protocolDecode(object, source: &source)
      #expect(
        request == .dispatch(action, generated: nil),
        "seed \(seed) #\(index): \(String(decoding: bytes, as: UTF8.self))")
      #expect(source.idsMade == 0 && source.timesRead == 0, "seed \(seed) #\(index): the encoding left something out")
      #expect(!bytes.contains(0x0A), "seed \(seed) #\(index): a journal payload must fit on one line")
    }
  }

  @Test("every action kind is produced and encodes to its own action name")
  func everyKindIsCovered() throws {
    var random = ProtocolRandomAction.generator(seed: 7)
    var names: Set<String> = []
    for kind in 0..<random.kindCount {
      let object = try protocolObject(String(decoding: ActionEncoder.encode(random.next(kind: kind)), as: UTF8.self))
      names.insert(object["action"]?.stringValue ?? "")
    }
    #expect(names == protocolDocumentedActionNames.subtracting(["state.get"]))
  }

  @Test("the encoding is canonical: encoding a decoded action again gives the same bytes")
  func encodingIsStable() throws {
    var random = ProtocolRandomAction.generator(seed: 99)
    for _ in 0..<500 {
      let bytes = ActionEncoder.encode(random.next())
      guard case .dispatch(let again, _) = try protocolDecode(String(decoding: bytes, as: UTF8.self)).request else {
        Issue.record("not a dispatch")
        return
      }
      #expect(ActionEncoder.encode(again) == bytes)
    }
  }
}
