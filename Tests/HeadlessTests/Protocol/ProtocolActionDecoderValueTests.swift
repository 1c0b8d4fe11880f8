import App
import DomainValues
import HeadlessKit
import Items
import JSON
import Journal
import StdioProtocol
import Testing
import UDF
import UDFTesting
import UDFWire

private let itemText = fixedIDText(ProtocolSample.item)

private func addTag(item: String) -> String {
  #"{"action":"item.addTag","item":"\#(item)","tag":"x"}"#
}

private func markCompleted(at time: String) -> String {
  #"{"action":"item.markCompleted","item":"\#(itemText)","at":"\#(time)"}"#
}

@Suite("ActionDecoder: values, names and the action field")
struct ProtocolActionDecoderValueTests {
  @Test(
    "a string that is not a canonical 8-4-4-4-12 UUID is invalidField",
    arguments: [
      "not-a-uuid", "", "a1", "00000000000040008000000000000000a1", "{00000000-0000-4000-8000-0000000000a1}",
      "00000000-0000-4000-8000-0000000000g1", "00000000-0000-4000-8000-0000000000a1 ",
      " 00000000-0000-4000-8000-0000000000a1",
      "00000000-0000-4000-8000-0000000000a10", "00000000-0000-4000-8000-0000000000a",
      "00000000_0000_4000_8000_0000000000a1",
      "0000000-00000-4000-8000-0000000000a1", "urn:uuid:00000000-0000-4000-8000-0000000000a1",
      // 36 characters, but not 8-4-4-4-12 hex: Foundation's parser on Linux reads these as numbers.
      " 0000000-0000-4000-8000-0000000000a1", "+0000000-0000-4000-8000-0000000000a1",
      "0x000000-0000-4000-8000-0000000000a1", "00000000-+000-4000-8000-0000000000a1",
      "00000000-0000-4000-8000--000000000a1", "00000000-0000-4000-8000-+000000000a1",
      "00000000-0000-4000-8000-0000000000a\u{E9}",
    ])
  func malformedUUIDIsInvalidField(_ text: String) {
    let rejection = protocolRejection(addTag(item: text))
    #expect(rejection?.code == "invalidField")
    #expect(rejection?.message == "the field 'item' must be a UUID")
  }

  @Test("the same UUID in lower, upper or mixed case is the same ID")
  func uuidCaseDoesNotMatter() throws {
    let lower = try protocolDecode(addTag(item: itemText)).request
    #expect(try protocolDecode(addTag(item: itemText.uppercased())).request == lower)
    #expect(try protocolDecode(addTag(item: "00000000-0000-4000-8000-0000000000A1")).request == lower)
  }

  @Test(
    "a time that is not RFC 3339 is invalidField naming 'at' and showing the rule",
    arguments: [
      "2026-11-22T09:00:00", "2026-11-22 09:00:00Z", "2026-11-22", "09:00:00Z", "2026-13-01T00:00:00Z",
      "2026-00-01T00:00:00Z", "2026-02-29T00:00:00Z", "2026-04-31T00:00:00Z", "2026-11-22T24:00:00Z",
      "2026-11-22T09:60:00Z", "2026-11-22T09:00:60Z", "2026-11-22T09:00:00+0100", "2026-11-22T09:00:00+01",
      "2026-11-22T09:00:00.Z", "2026-11-22T09:00:00ZZ", "2026-11-22T09:00:00Z ", "yesterday", "",
      "1795338000000", "2026-11-22T09:00:00+24:00", "2026-11-22T09:00:00+0530", "20261122T090000Z",
      "20261122T090000+0100",
    ])
  func badTimeIsInvalidField(_ text: String) {
    let rejection = protocolRejection(markCompleted(at: text))
    #expect(rejection == .invalidField("at", Timestamp.wireRule))
    #expect(rejection?.message.contains("'at' must be an RFC 3339 time such as 2023-11-14T22:13:20Z") == true)
  }

  @Test("RFC 3339 times with any zone and fraction decode to the right instant", arguments: rfc3339Examples)
  func validTimesDecode(_ text: String, _ extraMilliseconds: Int64) throws {
    let request = try protocolDecode(markCompleted(at: text)).request
    #expect(
      request
        == .dispatch(
          .items(.markCompleted(fixedID(ProtocolSample.item), at: fixedTime(extraMilliseconds))), generated: nil))
  }

  @Test("a leap day is a valid time")
  func leapDayIsValid() throws {
    let request = try protocolDecode(markCompleted(at: "2024-02-29T00:00:00Z")).request
    #expect(
      request
        == .dispatch(
          .items(
            .markCompleted(fixedID(ProtocolSample.item), at: Timestamp(millisecondsSince1970: 1_709_164_800_000))),
          generated: nil))
  }

  @Test(
    "an action name outside the table is unknownAction (names are case-sensitive and exact)",
    arguments: [
      "teleport.now", "", "Item.create", "item.Create", "item.create ", " item.create", "state.GET", "item", ".",
    ])
  func unknownActionIsRefused(_ name: String) {
    let rejection = protocolRejection(#"{"action":"\#(name)","title":"x"}"#)
    #expect(rejection?.code == "unknownAction")
    #expect(rejection?.message.contains("'\(name)'") == true)
  }

  @Test("a line without action, or with a null one, is missingField naming 'action'")
  func missingActionIsMissingField() {
    for line in [#"{}"#, #"{"title":"x"}"#, #"{"action":null}"#, #"{"Action":"item.create","title":"x"}"#] {
      let rejection = protocolRejection(line)
      #expect(rejection == Rejection(code: "missingField", message: "the field 'action' is required"), "\(line)")
    }
  }

  @Test("an action that is not a string is invalidField naming 'action'")
  func nonStringActionIsInvalidField() {
    for line in [#"{"action":7}"#, #"{"action":true}"#, #"{"action":["item.create"]}"#, #"{"action":{}}"#] {
      let rejection = protocolRejection(line)
      #expect(rejection?.code == "invalidField", "\(line)")
      #expect(rejection?.message.contains("'action'") == true)
    }
  }

  @Test("state.get takes each documented path, or none for the whole state")
  func stateGetPaths() throws {
    for path in AppStatePart.allCases {
      #expect(try protocolDecode(#"{"action":"state.get","path":"\#(path.rawValue)"}"#).request == .stateGet(path))
    }
    #expect(try protocolDecode(#"{"action":"state.get"}"#).request == .stateGet(nil))
    #expect(try protocolDecode(#"{"action":"state.get","path":null}"#).request == .stateGet(nil))
    for bad in ["Orders", "", "state", "items.list"] {
      #expect(protocolRejection(#"{"action":"state.get","path":"\#(bad)"}"#)?.code == "invalidField", "\(bad)")
    }
  }

  @Test("an order status outside the four is invalidField naming it; each of the four decodes")
  func orderStatuses() throws {
    for status in ["initial", "inProgress", "completed", "cancelled"] {
      let line = #"{"action":"orders.didLoad","orders":[{"id":"\#(itemText)","fare":"1","status":"\#(status)"}]}"#
      #expect(throws: Never.self) { try protocolDecode(line) }
    }
    for status in ["InProgress", "in_progress", "done", ""] {
      let line = #"{"action":"orders.didLoad","orders":[{"id":"\#(itemText)","fare":"1","status":"\#(status)"}]}"#
      let rejection = protocolRejection(line)
      #expect(rejection?.code == "invalidField", "\(status)")
      #expect(rejection?.message.contains("'orders[0].status'") == true)
    }
  }

  @Test("a fare written as a JSON number is invalidField naming the nested field")
  func numericFareIsInvalidField() {
    let line = #"""
      {"action":"orders.didLoad","orders":[{"id":"\#(itemText)","fare":"1"},{"id":"\#(itemText)","fare":12.5}]}
      """#
    #expect(
      protocolRejection(line) == Rejection(code: "invalidField", message: "the field 'orders[1].fare' must be a string")
    )
  }

  @Test("a duplicated key is refused naming it, never read with its last value")
  func duplicateKeyIsRefused() throws {
    let line = #"{"action":"item.addTag","item":"\#(itemText)","tag":"first","tag":"second"}"#
    #expect {
      try protocolObject(line)
    } throws: { error in
      (error as? JSONParseError)?.message == #"duplicate key "tag" at byte 84"#
    }
  }
}
