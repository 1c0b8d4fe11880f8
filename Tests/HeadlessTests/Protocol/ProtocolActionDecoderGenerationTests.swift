import App
import DomainValues
import Foundation
import HeadlessKit
import Items
import ItemsList
import JSON
import Journal
import Provisioning
import StdioProtocol
import Testing
import UDF
import UDFTesting

private let boxText = fixedIDText(ProtocolSample.box)
private let itemText = fixedIDText(ProtocolSample.item)

@Suite("ActionDecoder: IDs and times the app fills in")
struct ProtocolActionDecoderGenerationTests {
  private let firstID = TestIDAndTimeSource.generatedID(1)
  private var firstIDText: String { ID<Item>(firstID).description }

  @Test("item.create without id gets a new ID from the source, reported as 'id', and the source's time")
  func itemCreateGeneratesIDAndTime() throws {
    for line in [
      #"{"action":"item.create","title":"T"}"#, #"{"action":"item.create","title":"T","id":null,"at":null}"#,
    ] {
      let (request, source) = try protocolDecode(line)
      #expect(
        protocolAction(request)
          == .items(.create(id: ID(firstID), title: "T", description: nil, tags: [], at: TestIDAndTimeSource.time(1))))
      #expect(protocolGenerated(request) == "id=\(firstIDText)")
      #expect(source.idsMade == 1)
      #expect(source.timesRead == 1)
    }
  }

  @Test("the reported ID is lowercase even though UUID.uuidString is uppercase")
  func reportedIDIsLowercase() throws {
    let (request, _) = try protocolDecode(#"{"action":"provisioning.provisionBox","title":"Kitchen"}"#)
    #expect(protocolGenerated(request) == "id=\(firstIDText)")
    #expect(firstIDText == firstIDText.lowercased())
    #expect(firstIDText.uppercased() == firstID.uuidString)
    #expect(firstIDText != firstID.uuidString)
  }

  @Test("provisioning.provisionBox and provisionItem without id report the new ID as 'id'")
  func provisioningGeneratesIDs() throws {
    let box = try protocolDecode(#"{"action":"provisioning.provisionBox","title":"Kitchen"}"#)
    #expect(protocolAction(box.request) == .provisioning(.provisionBox(id: ID(firstID), title: "Kitchen")))
    #expect(protocolGenerated(box.request) == "id=\(firstIDText)")
    #expect(box.source.timesRead == 0)
    let item = try protocolDecode(
      #"{"action":"provisioning.provisionItem","box":"\#(boxText)","title":"Teapot"}"#)
    #expect(
      protocolAction(item.request)
        == .provisioning(
          .provisionItem(
            id: ID(firstID), box: fixedID(ProtocolSample.box), title: "Teapot", at: TestIDAndTimeSource.time(1))))
    #expect(protocolGenerated(item.request) == "id=\(firstIDText)")
  }

  @Test("itemsList.saveDidTap without request reports the new request ID as 'request'")
  func saveDidTapGeneratesRequest() throws {
    for line in [#"{"action":"itemsList.saveDidTap"}"#, #"{"action":"itemsList.saveDidTap","request":null}"#] {
      let (request, source) = try protocolDecode(line)
      #expect(protocolAction(request) == .itemsList(.saveDidTap(request: ID(firstID))))
      #expect(protocolGenerated(request) == "request=\(firstIDText)")
      #expect(source.idsMade == 1)
      #expect(source.timesRead == 0)
    }
  }

  @Test("a given id or request is used as is and nothing is generated or reported")
  func givenIDsAreKept() throws {
    let lines = [
      #"{"action":"item.create","title":"T","id":"\#(itemText)","at":"2026-11-22T09:00:00Z"}"#,
      #"{"action":"provisioning.provisionBox","title":"T","id":"\#(boxText)"}"#,
      #"{"action":"itemsList.saveDidTap","request":"\#(itemText)"}"#,
    ]
    for line in lines {
      let (request, source) = try protocolDecode(line)
      #expect(protocolAction(request) != nil)
      #expect(protocolGenerated(request) == nil, "\(line)")
      #expect(source.idsMade == 0)
      #expect(source.timesRead == 0)
    }
  }

  @Test("items.didLoad and item.markCompleted stamp the source's time when 'at' is absent")
  func timesAreStamped() throws {
    let load = try protocolDecode(#"{"action":"items.didLoad","items":[{"id":"\#(itemText)","title":"A"}]}"#)
    #expect(
      load.request
        == .dispatch(
          .items(.didLoad([ItemDTO(id: fixedID(ProtocolSample.item), title: "A")], at: TestIDAndTimeSource.time(1))),
          generated: nil))
    let complete = try protocolDecode(#"{"action":"item.markCompleted","item":"\#(itemText)"}"#)
    #expect(
      complete.request
        == .dispatch(
          .items(.markCompleted(fixedID(ProtocolSample.item), at: TestIDAndTimeSource.time(1))), generated: nil))
    #expect(load.source.idsMade == 0 && complete.source.idsMade == 0)
  }

  @Test("actions without IDs or times to fill never touch the source", arguments: protocolActionSpecs)
  func otherActionsAskNothing(_ spec: ProtocolActionSpec) throws {
    let object = try protocolObject(spec.line)
    let trimmed = object.replacing([.key("at")], with: nil)
    let (_, source) = try protocolDecode(trimmed)
    let usesTime = spec.fields.contains { $0.name == "at" && $0.kind == .time }
    #expect(source.timesRead == (usesTime ? 1 : 0), "\(spec.name)")
    #expect(source.idsMade == 0)
  }

  @Test("a refused line reports its refusal even when an ID would have been generated")
  func refusalWinsOverGeneration() {
    #expect(protocolRejection(#"{"action":"item.create","title":7}"#)?.code == "invalidField")
    #expect(protocolRejection(#"{"action":"item.create"}"#)?.code == "missingField")
    #expect(protocolRejection(#"{"action":"provisioning.provisionItem","title":"x"}"#)?.code == "missingField")
  }
}
