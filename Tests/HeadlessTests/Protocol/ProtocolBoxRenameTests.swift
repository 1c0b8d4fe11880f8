import App
import Box
import HeadlessKit
import JSON
import Journal
import Persistence
import Provisioning
import StdioProtocol
import Testing
import UDF
import UDFStore
import UDFTesting
import UDFWire

/// `box.rename`, declared only in the Box module, reaches every part of the app: decoding, the
/// event line, the reply, `state.get`, the journal record and its replay, and `--help`.
@Suite("box.rename end to end in process")
struct ProtocolBoxRenameTests {
  private let box = fixedIDText(1)

  @Test func renameIsDecodedAppliedWrittenJournaledAndReplayed() throws {
    let session = ProtocolInProcessSession()
    try session.sendAccepted([#"{"action":"provisioning.provisionBox","id":"\#(box)","title":"Kitchen"}"#])
    let lines = try session.send(#"{"action":"box.rename","box":"\#(box)","title":" Pantry "}"#)
    #expect(
      lines == [
        #"{"type":"event","name":"box.renamed","seq":2,"box":"\#(box)","title":"Pantry"}"#,
        #"{"type":"accepted","line":2,"seq":2}"#,
      ])
    #expect(session.encodedState(.boxes) == #"[{"id":"\#(box)","items":[],"title":"Pantry"}]"#)
    // The journal record is the module's own shape, and replaying it rebuilds the live state.
    let record = ActionEncoder.encode(.box(.rename(fixedID(1), title: " Pantry ")))
    #expect(String(decoding: record, as: UTF8.self) == #"{"action":"box.rename","box":"\#(box)","title":" Pantry "}"#)
    var replayed = AppState()
    let provision = ActionEncoder.encode(.provisioning(.provisionBox(id: fixedID(1), title: "Kitchen")))
    for payload in [provision, record] {
      let action = try JournalReplay.action(from: payload.span, record: "test")
      try AppState.reduce(&replayed, action)
    }
    #expect(replayed.boxes == session.store.state.boxes)
    #expect(Usage.help.contains("box.rename"))
  }

  @Test func renameRefusalsComeFromTheBoxModule() throws {
    let session = ProtocolInProcessSession()
    let unknown = try session.send(#"{"action":"box.rename","box":"\#(box)","title":""}"#)
    #expect(unknown.count == 1 && unknown[0].contains(#""code":"notFound""#))
    let missing = try session.send(#"{"action":"box.rename","box":"\#(box)"}"#)
    #expect(missing.count == 1 && missing[0].contains(#""code":"missingField""#) && missing[0].contains("'title'"))
  }
}
