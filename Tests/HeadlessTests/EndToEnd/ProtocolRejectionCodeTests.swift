import Foundation
import Testing

private let probe = #"{"action":"state.get","path":"driver"}"#

/// The codes PROTOCOL.md lists ("at least these" and "More codes").
private let documentedCodes: Set<String> = [
  "malformedJSON", "lineTooLong", "unknownAction", "missingField", "invalidField", "notFound",
  "emptyTitleIsNotAllowed", "titleTooLong", "maximumTagsCountReached", "illegalStatusTransition", "driverBusy",
  "alreadySaving", "noSaveInProgress", "userNotLoaded", "driverNotLoaded", "noTripInProgress", "alreadyExists",
  "unknownRequest",
]

/// A line of exactly `length` bytes: a valid `state.get` padded with an unknown string field.
func protocolPaddedLine(length: Int) -> [UInt8] {
  let head = Array(#"{"action":"state.get","path":"user","pad":""#.utf8)
  let tail = Array(#""}"#.utf8)
  return head + [UInt8](repeating: UInt8(ascii: "x"), count: length - head.count - tail.count) + tail
}

/// The scripted session: setup lines that must be accepted and refused lines, each refusal
/// followed by a probe that must still get its reply.
private struct RejectionSession {
  var script = ProtocolScript()
  var setup: [String] = []
  var codes: Set<String> = []

  mutating func accept(_ line: String) {
    script.accept(line)
    setup.append(line)
  }

  mutating func reject(_ line: String, _ code: String) {
    reject(Array(line.utf8), code)
  }

  mutating func reject(_ bytes: [UInt8], _ code: String) {
    script.add(bytes, .rejected(code))
    script.add(probe, .state)
    codes.insert(code)
  }

  static func build() -> RejectionSession {
    var session = RejectionSession()
    session.reject("{", "malformedJSON")
    session.reject("[1,2,3]", "malformedJSON")
    session.reject(#""just a string""#, "malformedJSON")
    session.reject("null", "malformedJSON")
    session.reject([0xFF, 0xFE, 0x7B, 0x7D], "malformedJSON")
    session.reject(Array(#"{"action":"state.get","x":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), "malformedJSON")
    session.reject(
      Array(#"{"action":"state.get","x":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8), "malformedJSON")
    session.reject([0x7B, 0x00, 0x7D], "malformedJSON")
    session.reject(#"{"action":"state.get"}{"action":"state.get"}"#, "malformedJSON")
    session.reject(protocolPaddedLine(length: 1_048_577), "lineTooLong")
    session.reject(#"{"action":"teleport.now"}"#, "unknownAction")
    session.reject(#"{"action":"item.create"}"#, "missingField")
    session.reject(#"{"action":"item.create","title":null}"#, "missingField")
    session.reject(#"{"action":"item.create","title":5}"#, "invalidField")
    session.reject(#"{"action":"item.addTag","item":"nope","tag":"x"}"#, "invalidField")
    session.reject(
      #"{"action":"item.addTag","item":"+\#(ScriptID.item.description.dropFirst())","tag":"x"}"#, "invalidField")
    session.reject(
      #"{"action":"orders.didLoad","orders":[{"id":"\#(ScriptID.heldOrder)","fare":12.5}]}"#, "invalidField")
    session.reject(
      #"{"action":"orders.didLoad","orders":[{"id":"\#(ScriptID.heldOrder)","fare":"-1"}]}"#, "invalidField")
    session.reject(
      #"{"action":"orders.didLoad","orders":[{"id":"\#(ScriptID.heldOrder)","fare":"1."}]}"#, "invalidField")
    session.reject(
      #"{"action":"orders.didLoad","orders":[{"id":"\#(ScriptID.heldOrder)","fare":"+1"}]}"#, "invalidField")
    session.accept(
      #"""
      {"action":"orders.didLoad","orders":[{"id":"\#(ScriptID.heldOrder)","fare":"12.50"},{"id":"\#(ScriptID.otherOrder)","fare":"7"},{"id":"\#(ScriptID.completedOrder)","fare":"0.0","status":"completed"}]}
      """#)
    session.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.heldOrder)"}"#, "driverNotLoaded")
    session.reject(#"{"action":"trip.complete"}"#, "driverNotLoaded")
    session.accept(
      #"""
      {"action":"item.create","id":"\#(ScriptID.item)","title":"Item","tags":["a","b","c","d","e"],"at":"2026-11-22T09:00:00Z"}
      """#)
    session.reject(#"{"action":"itemsList.assignToMeDidTap","item":"\#(ScriptID.item)"}"#, "userNotLoaded")
    session.accept(#"{"action":"user.didLoad","user":{"id":"\#(ScriptID.user)","firstName":"Ada","lastName":"L"}}"#)
    session.accept(#"{"action":"itemsList.assignToMeDidTap","item":"\#(ScriptID.item)"}"#)
    session.accept(#"{"action":"driver.didLoad","driver":{"id":"\#(ScriptID.driver)","name":"Grace"}}"#)
    session.reject(#"{"action":"trip.complete"}"#, "noTripInProgress")
    session.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.completedOrder)"}"#, "illegalStatusTransition")
    session.accept(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.heldOrder)"}"#)
    session.reject(#"{"action":"takeOrder.didTap","order":"\#(ScriptID.otherOrder)"}"#, "driverBusy")
    session.reject(#"{"action":"item.addTag","item":"\#(ScriptID.item)","tag":"f"}"#, "maximumTagsCountReached")
    session.accept(#"{"action":"item.addTag","item":"\#(ScriptID.item)","tag":" a "}"#)
    session.reject(#"{"action":"item.addTag","item":"\#(ScriptID.item)","tag":"  "}"#, "invalidField")
    session.reject(
      #"{"action":"item.changeTitle","item":"\#(ScriptID.item)","title":" \t "}"#, "emptyTitleIsNotAllowed")
    session.reject(#"{"action":"item.changeTitle","item":"\#(ScriptID.item)","title":""}"#, "emptyTitleIsNotAllowed")
    session.reject(#"{"action":"provisioning.provisionBox","title":"   "}"#, "emptyTitleIsNotAllowed")
    let twoHundredScalars = String(repeating: "e\u{301}", count: 100)
    session.reject(
      #"{"action":"item.changeTitle","item":"\#(ScriptID.item)","title":"\#(twoHundredScalars)x"}"#, "titleTooLong")
    session.reject(
      #"{"action":"provisioning.provisionBox","title":"\#(String(repeating: "b", count: 201))"}"#, "titleTooLong")
    session.accept(#"{"action":"item.changeTitle","item":"\#(ScriptID.item)","title":"  \#(twoHundredScalars)  "}"#)
    session.accept(
      #"{"action":"item.changeTitle","item":"\#(ScriptID.item)","title":"\#(String(repeating: "é", count: 200))"}"#)
    session.reject(#"{"action":"item.create","id":"\#(ScriptID.item)","title":"Again"}"#, "alreadyExists")
    session.accept(#"{"action":"provisioning.provisionBox","id":"\#(ScriptID.box)","title":"Box"}"#)
    session.reject(
      #"{"action":"provisioning.provisionBox","id":"\#(ScriptID.box.description.uppercased())","title":"Box"}"#,
      "alreadyExists")
    session.reject(
      #"{"action":"provisioning.provisionItem","id":"\#(ScriptID.item)","box":"\#(ScriptID.box)","title":"Again"}"#,
      "alreadyExists")
    session.reject(#"{"action":"items.saveDidSucceed","request":"\#(ScriptID.request)"}"#, "noSaveInProgress")
    session.reject(#"{"action":"items.saveDidFail","request":"\#(ScriptID.request)"}"#, "noSaveInProgress")
    session.accept(#"{"action":"itemsList.saveDidTap","request":"\#(ScriptID.request)"}"#)
    session.reject(#"{"action":"itemsList.saveDidTap","request":"\#(ScriptID.otherRequest)"}"#, "alreadySaving")
    session.reject(#"{"action":"itemsList.saveDidTap"}"#, "alreadySaving")
    session.reject(
      #"{"action":"items.saveDidFail","request":"\#(ScriptID.otherRequest)","reason":"x"}"#, "unknownRequest")
    session.reject(#"{"action":"items.saveDidSucceed","request":"\#(ScriptID.otherRequest)"}"#, "unknownRequest")
    session.reject(#"{"action":"item.addTag","item":"\#(ScriptID.missingItem)","tag":"x"}"#, "notFound")
    session.reject(#"{"action":"order.cancel","order":"\#(ScriptID.missingOrder)"}"#, "notFound")
    session.reject(
      #"{"action":"provisioning.moveItem","item":"\#(ScriptID.item)","to":"\#(ScriptID.missingBox)"}"#, "notFound")
    session.accept(#"{"action":"trip.complete"}"#)
    return session
  }
}

@Suite("End to end: every rejection code from a real input line")
struct ProtocolRejectionCodeTests {
  @Test("each refused line gets its code, changes nothing, and the next line still gets its reply")
  func everyCodeFromARealLine() throws {
    let session = RejectionSession.build()
    #expect(session.codes == documentedCodes)
    var script = session.script
    script.add(#"{"action":"state.get"}"#, .state)
    let run = try script.run()
    let replies = try run.replies()
    let accepted = replies.filter { $0.type == "accepted" }
    #expect(accepted.map(\.seq) == Array(1...session.setup.count).map { Optional($0) })
    for reply in replies where reply.type == "rejected" {
      #expect(reply.keys == ["code", "line", "message", "type"], "\(reply)")
      #expect(reply.message?.isEmpty == false)
    }
    let onlyAccepted = try ProtocolTestBinary.run(lines: session.setup + [#"{"action":"state.get"}"#])
    #expect(try onlyAccepted.replies().last?.valueText == replies.last?.valueText)
    #expect(replies.last?.valueText != nil)
  }
}
