import DomainValues
import EarnPoints
import Loyalty
import Order
import Testing
import UDF
import UDFTesting
import UDFWire

/// `earnPoints.note` through the feature over the states it mediates: the trimmed note is
/// published and no state changes; the note rules at their edges, each refusal changing nothing;
/// the wire shapes of the action and its event.
@Suite struct EarnPointsFeatureTests {
  private let world = EarnPointsWorld()
  private let longest = String(repeating: "é", count: EarnPointsFeature.maximumNoteLength)

  @Test func aNoteIsPublishedTrimmedAndChangesNoState() throws {
    var after = world
    let reduction = try EarnPointsWorld.reduce(&after, .note(id: noteID(1), note: "  A first note\n"))
    #expect(after == world, "the example changes no mediated state")
    #expect(reduction.events.count == 1)
    #expect(reduction.events.first as? EarnPointsNoted == EarnPointsNoted(id: noteID(1), note: "A first note"))
  }

  @Test func aNoteOfExactlyTheMaximumLengthIsAccepted() throws {
    var after = world
    let reduction = try EarnPointsWorld.reduce(&after, .note(id: noteID(1), note: " \(longest) "))
    #expect(reduction.events.first as? EarnPointsNoted == EarnPointsNoted(id: noteID(1), note: longest))
  }

  @Test func anEmptyNoteIsRefusedAndChangesNothing() {
    for note in ["", " \n\t ", "\u{200B}"] {
      expectRejection(
        EarnPointsWorld.reduce, from: world, .note(id: noteID(1), note: note), code: "emptyNoteIsNotAllowed")
    }
  }

  @Test func aNoteOneCharacterTooLongIsRefusedAndChangesNothing() {
    expectRejection(
      EarnPointsWorld.reduce, from: world, .note(id: noteID(1), note: longest + "é"), code: "noteTooLong")
  }

  @Test func theWireShapeIsIDAndNoteAndRoundTrips() throws {
    let action = EarnPointsAction.note(id: noteID(1), note: "First")
    #expect(action.wireName == "earnPoints.note")
    let record = WireRecord(of: action)
    #expect(record == ["id": .string(noteID(1).description), "note": .string("First")])
    let decoder = try #require(
      EarnPointsAction.wireDecoders.first { $0.name == "earnPoints.note" })
    #expect(try record.read(decoder.decode) == action)
    let withoutNote: WireRecord = ["id": .string(noteID(1).description)]
    #expect(throws: Rejection.missingField("note")) { try withoutNote.read(decoder.decode) }
    for example in EarnPointsAction.wireExamples {
      #expect(try WireRecord(of: example).read(decoder.decode) == example)
    }
  }

  @Test func theEventIsNamedAndShapedIDAndNote() {
    let event = EarnPointsNoted(id: noteID(1), note: "First")
    #expect(EarnPointsNoted.name == "earnPoints.noted")
    #expect(WireRecord(of: event) == ["id": .string(noteID(1).description), "note": .string("First")])
  }
}
