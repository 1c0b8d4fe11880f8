import DomainValues
import TemplateDomain
import Testing
import UDF
import UDFTesting
import UDFWire

/// `templateDomain.record`: a new entry with its trimmed note; the note rules at their edges, then a
/// used ID; every refusal changes nothing.
@Suite struct TemplateDomainsStateTests {
  private let longest = String(repeating: "é", count: TemplateDomainNote.maximumLength)

  @Test func recordingAddsTheEntryWithItsTrimmedNote() throws {
    let start = try recorded([(entryID(1), "First")])
    var state = start
    let reduction = try TemplateDomainsState.reduce(
      &state, .record(id: entryID(2), note: "  A second note\n"))
    #expect(state.entries.map(\.id) == [entryID(1), entryID(2)])
    #expect(state.entry(entryID(2))?.note.value == "A second note")
    #expect(state.entry(entryID(1)) == start.entry(entryID(1)))
    #expect(Set(reduction.touched.keys) == [ObservationKey(entryID(2))])
    #expect(reduction.events.isEmpty)
  }

  @Test func aNoteOfExactlyTheMaximumLengthIsAccepted() throws {
    var state = TemplateDomainsState()
    try TemplateDomainsState.reduce(&state, .record(id: entryID(1), note: " \(longest) "))
    #expect(state.entry(entryID(1))?.note.value == longest)
  }

  @Test func anEmptyNoteIsRefusedAndChangesNothing() throws {
    for note in ["", " \n\t ", "\u{200B}"] {
      expectRejection(
        TemplateDomainsState.reduce, from: try recorded([(entryID(1), "First")]),
        .record(id: entryID(2), note: note), code: "emptyNoteIsNotAllowed")
    }
  }

  @Test func aNoteOneCharacterTooLongIsRefusedAndChangesNothing() throws {
    expectRejection(
      TemplateDomainsState.reduce, from: try recorded([(entryID(1), "First")]),
      .record(id: entryID(2), note: longest + "é"), code: "noteTooLong")
  }

  @Test func aUsedIDIsRefusedAfterTheNoteRules() throws {
    let start = try recorded([(entryID(1), "First")])
    expectRejection(
      TemplateDomainsState.reduce, from: start, .record(id: entryID(1), note: "Again"),
      code: "alreadyExists")
    expectRejection(
      TemplateDomainsState.reduce, from: start, .record(id: entryID(1), note: " "),
      code: "emptyNoteIsNotAllowed")
  }

  @Test func theWireShapeIsIDAndNoteAndRoundTrips() throws {
    let action = TemplateDomainAction.record(id: entryID(1), note: "First")
    #expect(action.wireName == "templateDomain.record")
    let record = WireRecord(of: action)
    #expect(record == ["id": .string(entryID(1).description), "note": .string("First")])
    let decoder = try #require(
      TemplateDomainAction.wireDecoders.first { $0.name == "templateDomain.record" })
    #expect(try record.read(decoder.decode) == action)
    let withoutNote: WireRecord = ["id": .string(entryID(1).description)]
    #expect(throws: Rejection.missingField("note")) { try withoutNote.read(decoder.decode) }
  }

  @Test func theStoredShapeRestoresTheSameStateAndRefusesAnIDTwice() throws {
    let state = try recorded([(entryID(1), "First"), (entryID(2), "Second")])
    var stored = WireRecord()
    state.write(as: TemplateDomainsState.partName, to: &stored)
    let restored = try stored.read { (fields) throws(Rejection) in
      try TemplateDomainsState.restore(TemplateDomainsState.partName, from: fields).value()
    }
    #expect(restored == state)
    #expect(restored.entity(entryID(2).retyped(as: Never.self)) != nil)
    let entry = try #require(state.entry(entryID(1)))
    #expect(throws: TemplateDomainError.entryAlreadyExists(entryID(1)).rejection) {
      try TemplateDomainsState(entries: [entry, entry])
    }
  }
}
