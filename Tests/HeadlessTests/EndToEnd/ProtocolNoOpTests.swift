import Testing
import UDFTesting

@Suite("End to end: no-ops are accepted")
struct ProtocolNoOpTests {
  @Test("each documented no-op is accepted with its own seq, and changes nothing")
  func noOpsTakeASeq() throws {
    let item = fixedIDText(0xA1)
    let box = fixedIDText(0xB1)
    let setup = [
      #"{"action":"item.create","id":"\#(item)","title":"T","tags":["a"],"at":"2026-11-22T09:00:00Z"}"#,
      #"{"action":"item.assign","item":"\#(item)","user":"\#(fixedIDText(0xB3))"}"#,
      #"{"action":"item.markCompleted","item":"\#(item)","at":"2026-11-22T10:00:00Z"}"#,
      #"{"action":"provisioning.provisionBox","id":"\#(box)","title":"Box"}"#,
      #"{"action":"provisioning.moveItem","item":"\#(item)","to":"\#(box)"}"#,
    ]
    let noOps = [
      #"{"action":"item.addTag","item":"\#(item)","tag":"a"}"#,
      #"{"action":"item.addTag","item":"\#(item)","tag":" a "}"#,
      #"{"action":"item.removeTag","item":"\#(item)","tag":"absent"}"#,
      #"{"action":"item.unassign","item":"\#(item)","user":"\#(fixedIDText(0xB4))"}"#,
      #"{"action":"item.detach","item":"\#(item)","attachment":"\#(fixedIDText(0xC4))"}"#,
      #"{"action":"item.assign","item":"\#(item)","user":"\#(fixedIDText(0xB3))"}"#,
      #"{"action":"item.markCompleted","item":"\#(item)","at":"2026-11-22T11:00:00Z"}"#,
      #"{"action":"item.removeDescription","item":"\#(item)"}"#,
      #"{"action":"provisioning.moveItem","item":"\#(item)","to":"\#(box)"}"#,
    ]
    let state = #"{"action":"state.get"}"#
    let before = try ProtocolTestBinary.run(lines: setup + [state])
    let after = try ProtocolTestBinary.run(lines: setup + noOps + [state])
    let replies = try after.replies()
    #expect(replies.dropLast().map(\.seq) == (1...(setup.count + noOps.count)).map { Optional($0) })
    #expect(try after.outputLines().filter { $0.type == "event" }.count == 2)
    #expect(try before.replies().last?.valueText == replies.last?.valueText)
    #expect(replies.last?.valueText?.contains(#""completedAt":"2026-11-22T10:00:00.000Z""#) == true)
  }
}
