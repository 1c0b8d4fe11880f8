import DomainValues
import Template
import TemplateDomain
import Testing
import UDF
import UDFTesting
import UDFWire

/// `template.note` through the feature over the states it mediates: the trimmed note is
/// published and no state changes; the note rules at their edges, each refusal changing nothing;
/// the wire shapes of the action and its event.
@Suite struct TemplateFeatureTests {
  private let world = TemplateWorld()
  private let longest = String(repeating: "é", count: TemplateFeature.maximumNoteLength)

  @Test func aNoteIsPublishedTrimmedAndChangesNoState() throws {
    var after = world
    let reduction = try TemplateWorld.reduce(&after, .note(id: noteID(1), note: "  A first note\n"))
    #expect(after == world, "the example changes no mediated state")
    #expect(reduction.events.count == 1)
    #expect(reduction.events.first as? TemplateNoted == TemplateNoted(id: noteID(1), note: "A first note"))
  }

  @Test func aNoteOfExactlyTheMaximumLengthIsAccepted() throws {
    var after = world
    let reduction = try TemplateWorld.reduce(&after, .note(id: noteID(1), note: " \(longest) "))
    #expect(reduction.events.first as? TemplateNoted == TemplateNoted(id: noteID(1), note: longest))
  }

  @Test func anEmptyNoteIsRefusedAndChangesNothing() {
    for note in ["", " \n\t ", "\u{200B}"] {
      expectRejection(
        TemplateWorld.reduce, from: world, .note(id: noteID(1), note: note), code: "emptyNoteIsNotAllowed")
    }
  }

  @Test func aNoteOneCharacterTooLongIsRefusedAndChangesNothing() {
    expectRejection(
      TemplateWorld.reduce, from: world, .note(id: noteID(1), note: longest + "é"), code: "noteTooLong")
  }

  @Test func theWireShapeIsIDAndNoteAndRoundTrips() throws {
    let action = TemplateAction.note(id: noteID(1), note: "First")
    #expect(action.wireName == "template.note")
    let record = WireRecord(of: action)
    #expect(record == ["id": .string(noteID(1).description), "note": .string("First")])
    let decoder = try #require(
      TemplateAction.wireDecoders.first { $0.name == "template.note" })
    #expect(try record.read(decoder.decode) == action)
    let withoutNote: WireRecord = ["id": .string(noteID(1).description)]
    #expect(throws: Rejection.missingField("note")) { try withoutNote.read(decoder.decode) }
    for example in TemplateAction.wireExamples {
      #expect(try WireRecord(of: example).read(decoder.decode) == example)
    }
  }

  @Test func theEventIsNamedAndShapedIDAndNote() {
    let event = TemplateNoted(id: noteID(1), note: "First")
    #expect(TemplateNoted.name == "template.noted")
    #expect(WireRecord(of: event) == ["id": .string(noteID(1).description), "note": .string("First")])
  }
}
