import App
import DomainValues
import HeadlessKit
import JSON
import Journal
import Persistence
import StdioProtocol
import Testing
import UDF
import UDFTesting

private let generated1 = ID<Never>(TestIDAndTimeSource.generatedID(1)).description
private let generated2 = ID<Never>(TestIDAndTimeSource.generatedID(2)).description

@Suite("LineProcessor in-process")
struct ProtocolLineProcessorTests {
  @Test("a state reply goes out through sendOutput in bounded pieces, byte for byte the reply built whole")
  func stateReplyIsSentInPieces() throws {
    let whole = ProtocolInProcessSession()
    let streamed = ProtocolInProcessSession()
    let lines =
      (1...400).map { #"{"action":"item.create","title":"Item \#($0)","tags":["a","b"],"description":"d"}"# }
      + (1...50).map { #"{"action":"provisioning.provisionBox","title":"Box \#($0)"}"# }
    try whole.sendAccepted(lines)
    try streamed.sendAccepted(lines)
    nonisolated(unsafe) var sent: [[UInt8]] = []
    streamed.processor.sendOutput = { sent.append($0) }
    streamed.processor.sendPieceSize = 4_096
    for path in [nil] + AppStatePart.allCases.map(Optional.some) {
      let request = path.map { #"{"action":"state.get","path":"\#($0.rawValue)"}"# } ?? #"{"action":"state.get"}"#
      whole.process(Array(request.utf8), line: 7)
      let expected = whole.processor.takeOutput()
      sent = []
      streamed.process(Array(request.utf8), line: 7)
      #expect(sent.joined() + streamed.processor.takeOutput() == expected, "\(path?.rawValue ?? "whole state")")
      #expect(sent.allSatisfy { $0.count >= 4_096 && $0.count < 4_096 + 1_024 }, "\(sent.map(\.count))")
      if path == nil || path == .items { #expect(sent.count > 10, "\(path?.rawValue ?? "whole state")") }
    }
    #expect(streamed.processor.sendFailure == nil)
  }

  @Test("an accepted line gets {type, line, seq} and nothing else")
  func acceptedReply() throws {
    let session = ProtocolInProcessSession()
    #expect(
      try session.send(#"{"action":"driver.didLoad","driver":{"id":"\#(fixedIDText(1))","name":"G"}}"#)
        == [#"{"type":"accepted","line":1,"seq":1}"#])
    #expect(session.log.lastSeq == 1)
  }

  @Test("generated IDs are reported in the reply: 'id' for creations, 'request' for a save")
  func generatedIDsAreReported() throws {
    let session = ProtocolInProcessSession()
    #expect(
      try session.send(#"{"action":"item.create","title":"T"}"#)
        == [#"{"type":"accepted","line":1,"seq":1,"id":"\#(generated1)"}"#])
    let save = try session.send(#"{"action":"itemsList.saveDidTap"}"#)
    #expect(save.count == 2)
    #expect(
      save.first?.hasPrefix(#"{"type":"effect","name":"items.save","request":"\#(generated2)","items":[{"#) == true)
    #expect(save.last == #"{"type":"accepted","line":2,"seq":2,"request":"\#(generated2)"}"#)
    #expect(
      try session.stateValue(.items).arrayValue?.first?["createdAt"] == .string(TestIDAndTimeSource.time(1).iso8601))
  }

  @Test("a rejected line gets {type, line, code, message}, takes no seq and changes nothing")
  func rejectedReply() throws {
    let session = ProtocolInProcessSession()
    let before = session.encodedState()
    #expect(
      try session.send(#"{"action":"item.addTag","item":"\#(fixedIDText(1))","tag":"x"}"#)
        == [#"{"type":"rejected","line":1,"code":"notFound","message":"no item with id \#(fixedIDText(1))"}"#])
    #expect(session.encodedState() == before)
    #expect(session.log.lastSeq == 0)
    #expect(
      try session.send(#"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(2))","title":"B"}"#).last
        == #"{"type":"accepted","line":2,"seq":1}"#)
  }

  @Test("seq counts accepted lines only; state.get takes none and its reply has no seq")
  func seqCountsAcceptedLinesOnly() throws {
    let session = ProtocolInProcessSession()
    let lines = [
      #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(1))","title":"A"}"#,
      #"{"action":"state.get","path":"user"}"#,
      "nope", #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(1))","title":"A"}"#,
      #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(2))","title":"B"}"#,
    ]
    var replies: [String] = []
    for line in lines { replies.append(try session.send(line).last ?? "") }
    #expect(replies[0] == #"{"type":"accepted","line":1,"seq":1}"#)
    #expect(replies[1] == #"{"type":"state","line":2,"path":"user","value":null}"#)
    #expect(replies[2].hasPrefix(#"{"type":"rejected","line":3,"code":"malformedJSON","#))
    #expect(replies[3].hasPrefix(#"{"type":"rejected","line":4,"code":"alreadyExists","#))
    #expect(replies[4] == #"{"type":"accepted","line":5,"seq":2}"#)
  }

  @Test("state.get without path replies with the whole state and no path key")
  func stateGetWithoutPath() throws {
    let session = ProtocolInProcessSession()
    #expect(
      try session.send(#"{"action":"state.get"}"#)
        == [#"{"type":"state","line":1,"value":\#(session.encodedState())}"#])
  }

  @Test("events come before the reply and carry the seq of the action that caused them")
  func eventsPrecedeTheReply() throws {
    let session = ProtocolInProcessSession()
    try session.send("{}")
    #expect(
      try session.send(#"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(1))","title":" Kitchen "}"#)
        == [
          #"{"type":"event","name":"box.provisioned","seq":1,"box":"\#(fixedIDText(1))","title":"Kitchen"}"#,
          #"{"type":"accepted","line":2,"seq":1}"#,
        ])
    #expect(
      try session.send(#"{"action":"provisioning.provisionItem","box":"\#(fixedIDText(1))","title":"Pot"}"#)
        == [
          #"{"type":"event","name":"item.provisioned","seq":2,"box":"\#(fixedIDText(1))","item":"\#(generated1)","title":"Pot"}"#,
          #"{"type":"accepted","line":3,"seq":2,"id":"\#(generated1)"}"#,
        ])
    try session.sendAccepted([
      #"{"action":"provisioning.provisionBox","id":"\#(fixedIDText(2))","title":"Attic"}"#,
      #"{"action":"item.create","id":"\#(fixedIDText(3))","title":"Loose","at":"2026-11-22T09:00:00Z"}"#,
    ])
    #expect(
      try session.send(#"{"action":"provisioning.moveItem","item":"\#(generated1)","to":"\#(fixedIDText(2))"}"#)
        == [
          #"{"type":"event","name":"item.moved","seq":5,"item":"\#(generated1)","from":"\#(fixedIDText(1))","to":"\#(fixedIDText(2))"}"#,
          #"{"type":"accepted","line":6,"seq":5}"#,
        ])
    #expect(
      try session.send(#"{"action":"provisioning.moveItem","item":"\#(fixedIDText(3))","to":"\#(fixedIDText(2))"}"#)
        == [
          #"{"type":"event","name":"item.moved","seq":6,"item":"\#(fixedIDText(3))","from":null,"to":"\#(fixedIDText(2))"}"#,
          #"{"type":"accepted","line":7,"seq":6}"#,
        ])
    #expect(
      try session.send(#"{"action":"provisioning.moveItem","item":"\#(fixedIDText(3))","to":"\#(fixedIDText(2))"}"#)
        == [#"{"type":"accepted","line":8,"seq":7}"#])
  }

  @Test("a rejected action emits no event and no effect")
  func rejectedActionsEmitNothing() throws {
    let session = ProtocolInProcessSession()
    try session.sendAccepted([#"{"action":"itemsList.saveDidTap","request":"\#(fixedIDText(1))"}"#])
    #expect(
      try session.send(#"{"action":"itemsList.saveDidTap","request":"\#(fixedIDText(2))"}"#).map { $0.prefix(30) }
        == [#"{"type":"rejected","line":2,"c"#])
    #expect(
      try session.send(#"{"action":"provisioning.provisionItem","box":"\#(fixedIDText(9))","title":"x"}"#).count == 1)
  }

  @Test("the save effect carries the available items in the item shape, and no seq")
  func saveEffect() throws {
    let session = ProtocolInProcessSession()
    try session.sendAccepted([
      #"""
      {"action":"items.didLoad","at":"2026-11-22T09:00:00Z","items":[{"id":"\#(fixedIDText(1))","title":"A"},{"id":"\#(fixedIDText(2))","title":"B","available":false}]}
      """#
    ])
    let output = try session.send(#"{"action":"itemsList.saveDidTap","request":"\#(fixedIDText(9))"}"#)
    let itemA =
      #"{"assignees":[],"attachments":[],"available":true,"completed":false,"completedAt":null,"createdAt":"2026-11-22T09:00:00.000Z","description":null,"id":"\#(fixedIDText(1))","tags":[],"title":"A"}"#
    #expect(
      output == [
        #"{"type":"effect","name":"items.save","request":"\#(fixedIDText(9))","items":[\#(itemA)]}"#,
        #"{"type":"accepted","line":2,"seq":2}"#,
      ])
  }

  @Test("invalid JSON, invalid UTF-8 and JSON that is not an object are malformedJSON")
  func malformedLines() throws {
    let session = ProtocolInProcessSession()
    let inputs: [[UInt8]] = [
      Array("{".utf8), Array("nope".utf8), Array(#"{"action":"state.get",}"#.utf8), [0xFF, 0xFE],
      Array(#"{"action":"state.get","x":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8), Array("[1,2]".utf8),
      Array("\"text\"".utf8), Array("42".utf8), Array("null".utf8), Array("true".utf8),
      Array(#"{"action":"state.get"} {}"#.utf8),
    ]
    for (index, bytes) in inputs.enumerated() {
      let output = try session.send(bytes: bytes)
      #expect(output.count == 1)
      #expect(
        output.first?.hasPrefix(#"{"type":"rejected","line":\#(index + 1),"code":"malformedJSON","message":""#) == true)
    }
    #expect(session.log.lastSeq == 0)
  }

  @Test("a key repeated in a line's object, or in an object inside it, is malformedJSON naming the key")
  func repeatedKeys() throws {
    let session = ProtocolInProcessSession()
    let lines = [
      (#"{"action":"items.create","title":"a","title":"b"}"#, #"duplicate key \"title\" at byte 37"#),
      (#"{"action":"state.get","action":"items.create"}"#, #"duplicate key \"action\" at byte 22"#),
      (#"{"action":"orders.didLoad","orders":[{"id":"x","id":"y"}]}"#, #"duplicate key \"id\" at byte 47"#),
    ]
    for (index, (line, named)) in lines.enumerated() {
      let output = try session.send(bytes: Array(line.utf8))
      #expect(
        output == [
          #"{"type":"rejected","line":\#(index + 1),"code":"malformedJSON","message":"not valid JSON: \#(named)"}"#
        ], "\(line)")
    }
    #expect(session.log.lastSeq == 0)
    // A journal record goes through the same parser: a repeated key makes it no record of ours.
    let record = Array(#"{"action":"box.rename","box":"\#(fixedIDText(1))","title":"a","title":"b"}"#.utf8)
    #expect {
      try JournalReplay.action(from: record.span, record: "record 7 at byte 812")
    } throws: { error in
      "\(error)" == #"record 7 at byte 812 is not valid JSON: duplicate key "title" at byte 80"#
    }
  }

  @Test("rejectTooLong answers lineTooLong for the given line")
  func tooLongReply() {
    let session = ProtocolInProcessSession()
    session.processor.rejectTooLong(line: 12)
    #expect(
      ProtocolInProcessSession.lines(session.processor.takeOutput()) == [
        #"{"type":"rejected","line":12,"code":"lineTooLong","message":"the line is longer than 1,048,576 bytes and was skipped"}"#
      ])
  }

  @Test("takeOutput hands the bytes over once")
  func takeOutputEmpties() throws {
    let session = ProtocolInProcessSession()
    session.process(Array(#"{"action":"state.get","path":"user"}"#.utf8), line: 4)
    #expect(session.processor.pendingBytes > 0)
    #expect(!session.processor.takeOutput().isEmpty)
    #expect(session.processor.pendingBytes == 0)
    #expect(session.processor.takeOutput().isEmpty)
  }
}
