/// The test files of a new domain module: reducer tests at the rules' edges (each refusal changes
/// nothing), the wire and stored shapes, and a seeded randomized test that checks the state's
/// invariants against a naive model after every step (as `BoxesRandomizedTests` does).
enum DomainTestSources {
  /// The test files in `Tests/<Name>Tests/`, and the golden session.
  static func files(_ name: DomainNames) -> [GeneratedFile] {
    GeneratedFile.files(
      in: "Tests/\(name.module.tests)/",
      [
        "Fixtures.swift": fixtures(name),
        "\(name.state)Tests.swift": stateTests(name),
        "\(name.state)RandomizedTests.swift": randomizedTests(name),
      ]) + [GeneratedFile(goldenSession(name), goldenSessionLines(name))]
  }

  /// The session of the module's golden journal (`Tests/Fixtures/Golden/<module>-record`): every
  /// action the module declares must be in a golden journal, which `new-module` records from it.
  static func goldenSession(_ name: DomainNames) -> String {
    "Tests/Fixtures/Golden/\(name.module.lowerCamel)-record.session.jsonl"
  }

  /// The golden session: the example action twice, the second note trimmed.
  static func goldenSessionLines(_ name: DomainNames) -> String {
    #"""
    {"action":"\#(name.recordAction)","id":"0e000000-0000-4000-8000-000000000001","note":"A first note"}
    {"action":"\#(name.recordAction)","id":"0e000000-0000-4000-8000-000000000002","note":"  A trimmed note\n"}

    """#
  }

  /// Shared test helpers: readable IDs and a state recorded through the reducer.
  static func fixtures(_ name: DomainNames) -> String {
    #"""
    import DomainValues
    import \#(name.module.value)
    import UDF
    import UDFTesting

    /// A fixed, readable entry ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
    func entryID(_ number: UInt8) -> ID<\#(name.entry)> { fixedID(number, kind: 0x0E) }

    /// A state with these entries recorded in order, through the reducer.
    func recorded(_ entries: [(ID<\#(name.entry)>, String)]) throws -> \#(name.state) {
      var state = \#(name.state)()
      for (id, note) in entries { try \#(name.state).reduce(&state, .record(id: id, note: note)) }
      return state
    }

    """#
  }

  /// The reducer at the rules' edges, the wire and the stored shapes.
  static func stateTests(_ name: DomainNames) -> String {
    #"""
    import DomainValues
    import \#(name.module.value)
    import Testing
    import UDF
    import UDFTesting
    import UDFWire

    /// `\#(name.recordAction)`: a new entry with its trimmed note; the note rules at their edges, then a
    /// used ID; every refusal changes nothing.
    @Suite struct \#(name.state)Tests {
      private let longest = String(repeating: "é", count: \#(name.note).maximumLength)

      @Test func recordingAddsTheEntryWithItsTrimmedNote() throws {
        let start = try recorded([(entryID(1), "First")])
        var state = start
        let reduction = try \#(name.state).reduce(
          &state, .record(id: entryID(2), note: "  A second note\n"))
        #expect(state.entries.map(\.id) == [entryID(1), entryID(2)])
        #expect(state.entry(entryID(2))?.note.value == "A second note")
        #expect(state.entry(entryID(1)) == start.entry(entryID(1)))
        #expect(Set(reduction.touched.keys) == [ObservationKey(entryID(2))])
        #expect(reduction.events.isEmpty)
      }

      @Test func aNoteOfExactlyTheMaximumLengthIsAccepted() throws {
        var state = \#(name.state)()
        try \#(name.state).reduce(&state, .record(id: entryID(1), note: " \(longest) "))
        #expect(state.entry(entryID(1))?.note.value == longest)
      }

      @Test func anEmptyNoteIsRefusedAndChangesNothing() throws {
        for note in ["", " \n\t ", "\u{200B}"] {
          expectRejection(
            \#(name.state).reduce, from: try recorded([(entryID(1), "First")]),
            .record(id: entryID(2), note: note), code: "emptyNoteIsNotAllowed")
        }
      }

      @Test func aNoteOneCharacterTooLongIsRefusedAndChangesNothing() throws {
        expectRejection(
          \#(name.state).reduce, from: try recorded([(entryID(1), "First")]),
          .record(id: entryID(2), note: longest + "é"), code: "noteTooLong")
      }

      @Test func aUsedIDIsRefusedAfterTheNoteRules() throws {
        let start = try recorded([(entryID(1), "First")])
        expectRejection(
          \#(name.state).reduce, from: start, .record(id: entryID(1), note: "Again"),
          code: "alreadyExists")
        expectRejection(
          \#(name.state).reduce, from: start, .record(id: entryID(1), note: " "),
          code: "emptyNoteIsNotAllowed")
      }

      @Test func theWireShapeIsIDAndNoteAndRoundTrips() throws {
        let action = \#(name.action).record(id: entryID(1), note: "First")
        #expect(action.wireName == "\#(name.recordAction)")
        let record = WireRecord(of: action)
        #expect(record == ["id": .string(entryID(1).description), "note": .string("First")])
        let decoder = try #require(
          \#(name.action).wireDecoders.first { $0.name == "\#(name.recordAction)" })
        #expect(try record.read(decoder.decode) == action)
        let withoutNote: WireRecord = ["id": .string(entryID(1).description)]
        #expect(throws: Rejection.missingField("note")) { try withoutNote.read(decoder.decode) }
      }

      @Test func theStoredShapeRestoresTheSameStateAndRefusesAnIDTwice() throws {
        let state = try recorded([(entryID(1), "First"), (entryID(2), "Second")])
        var stored = WireRecord()
        state.write(as: \#(name.state).partName, to: &stored)
        let restored = try stored.read { (fields) throws(Rejection) in
          try \#(name.state).restore(\#(name.state).partName, from: fields).value()
        }
        #expect(restored == state)
        #expect(restored.entity(entryID(2).retyped(as: Never.self)) != nil)
        let entry = try #require(state.entry(entryID(1)))
        #expect(throws: \#(name.error).entryAlreadyExists(entryID(1)).rejection) {
          try \#(name.state)(entries: [entry, entry])
        }
      }
    }

    """#
  }

  /// The seeded randomized test of the state's invariants against a model.
  static func randomizedTests(_ name: DomainNames) -> String {
    #"""
    import DomainValues
    import \#(name.module.value)
    import Testing
    import UDF
    import UDFTesting

    /// Thousands of random records, valid and invalid, checked against a naive model after every step.
    @Suite struct \#(name.state)RandomizedTests {
      /// The entries the model expects: each ID with its trimmed note, in recording order.
      private typealias Model = [(ID<\#(name.entry)>, String)]

      private static let seed: UInt64 = 0x5CAF_F01D
      private static let maximum = \#(name.note).maximumLength
      private static let ids = (1...8).map { entryID(UInt8($0)) }
      private static let notes = [
        "Fine", "  Padded\n", "", "   ", "\u{200B}",
        String(repeating: "n", count: \#(name.note).maximumLength),
        String(repeating: "n", count: \#(name.note).maximumLength + 1),
      ]

      /// The code the model expects for recording `raw` under `id`, or nil after recording it.
      private static func apply(
        _ id: ID<\#(name.entry)>, _ raw: String, to model: inout Model
      ) -> String? {
        let note = TrimmedText.of(raw)
        if note.isEmpty { return "emptyNoteIsNotAllowed" }
        if note.unicodeScalars.count > maximum { return "noteTooLong" }
        if model.contains(where: { $0.0 == id }) { return "alreadyExists" }
        model.append((id, note))
        return nil
      }

      /// Everything that must hold after any step; the first broken rule, or nil.
      private static func brokenInvariant(_ state: \#(name.state), model: Model) -> String? {
        let ids = state.entries.map(\.id)
        if Set(ids).count != ids.count { return "an ID appears twice" }
        for entry in state.entries where state.entry(entry.id) != entry { return "lookup of \(entry.id) disagrees" }
        for entry in state.entries {
          let note = entry.note.value
          if note.isEmpty || note != TrimmedText.of(note) || note.unicodeScalars.count > maximum {
            return "entry \(entry.id) holds an invalid note"
          }
        }
        let seen = state.entries.map { "\($0.id) \($0.note.value)" }
        return seen == model.map { "\($0.0) \($0.1)" } ? nil : "entries differ from the model"
      }

      @Test func randomRecordsKeepEveryRule() {
        var random = SeededGenerator(seed: Self.seed)
        var state = \#(name.state)()
        var model: Model = []
        var codes: [String: Int] = [:]
        for step in 0..<2_000 {
          let id = Self.ids.randomElement(using: &random) ?? entryID(1)
          let note = Self.notes.randomElement(using: &random) ?? ""
          let before = state
          let expected = Self.apply(id, note, to: &model)
          let context = "seed \(Self.seed), step \(step), record \(id) with \(note.unicodeScalars.count) scalars"
          do {
            try \#(name.state).reduce(&state, .record(id: id, note: note))
            if let expected {
              Issue.record("accepted; the model expected \(expected) (\(context))")
              return
            }
          } catch {
            codes[error.code, default: 0] += 1
            checkRefusalLeftStateEqual(before, state, action: context)
            guard error.code == expected else {
              Issue.record("refused with \(error.code); the model expected \(expected ?? "acceptance") (\(context))")
              return
            }
          }
          if let broken = Self.brokenInvariant(state, model: model) {
            Issue.record("\(broken) (\(context))")
            return
          }
        }
        #expect(Set(codes.keys) == ["emptyNoteIsNotAllowed", "noteTooLong", "alreadyExists"], "\(codes)")
        #expect(state.entries.count == Self.ids.count, "seed \(Self.seed): every ID recorded once")
      }
    }

    """#
  }
}
