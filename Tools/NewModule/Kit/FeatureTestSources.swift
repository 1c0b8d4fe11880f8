/// The test files of a new feature: the example action through the feature over the states it
/// mediates (the event published, no state changed), the note rules at their edges (each refusal
/// changes nothing), the wire shapes; and the session of its golden journal.
enum FeatureTestSources {
  /// The test files in `Tests/<Name>Tests/`, and the golden session.
  static func files(_ name: FeatureNames) -> [GeneratedFile] {
    GeneratedFile.files(
      in: "Tests/\(name.module.tests)/",
      [
        "Fixtures.swift": fixtures(name),
        "\(name.feature)Tests.swift": featureTests(name),
      ]) + [GeneratedFile(goldenSession(name), goldenSessionLines(name))]
  }

  /// The session of the feature's golden journal (`Tests/Fixtures/Golden/<module>-note`): every
  /// action the app declares must be in a golden journal, which `new-module` records from it.
  static func goldenSession(_ name: FeatureNames) -> String {
    "Tests/Fixtures/Golden/\(name.module.lowerCamel)-note.session.jsonl"
  }

  /// The golden session: the example action, its note trimmed.
  static func goldenSessionLines(_ name: FeatureNames) -> String {
    #"""
    {"action":"\#(name.noteAction)","id":"0e000000-0000-4000-8000-000000000001","note":"  A first note\n"}

    """#
  }

  /// The mediated states side by side as one reducer, and readable IDs.
  static func fixtures(_ name: FeatureNames) -> String {
    let world = name.module.value + "World"
    let fields = name.mediated.map { "  var \($0.field) = \($0.stateType)()" }.joined(separator: "\n")
    let checkArguments = (["action"] + name.mediated.map { "\($0.field): world.\($0.field)" })
      .joined(separator: ",\n      ")
    let applyArguments =
      (["change"] + name.mediated.map { "\($0.field): &world.\($0.field)" } + ["&reduction"])
      .joined(separator: ",\n      ")
    return #"""
      \#(FeatureSources.imports(name, ["DomainValues", "UDF", "UDFTesting", name.module.value]))

      /// The states \#(name.module.value) mediates, side by side, so a test compares them all in one `==`.
      struct \#(world): Equatable, Reducer {
      \#(fields)

        static func check(
          _ action: \#(name.action), in world: \#(world)
        ) throws(Rejection) -> \#(name.feature).Change {
          try \#(name.feature).check(
            \#(checkArguments))
        }

        static func apply(
          _ change: \#(name.feature).Change, to world: inout \#(world),
          _ reduction: inout Reduction<\#(name.action)>
        ) {
          \#(name.feature).apply(
            \#(applyArguments))
        }
      }

      /// A fixed, readable note ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
      func noteID(_ number: UInt8) -> ID<\#(name.event)> { fixedID(number, kind: 0x0E) }

      """#
  }

  /// The example action through the feature, at its rules' edges, and its wire shapes.
  static func featureTests(_ name: FeatureNames) -> String {
    let world = name.module.value + "World"
    return #"""
      \#(FeatureSources.imports(name, ["DomainValues", "Testing", "UDF", "UDFTesting", "UDFWire", name.module.value]))

      /// `\#(name.noteAction)` through the feature over the states it mediates: the trimmed note is
      /// published and no state changes; the note rules at their edges, each refusal changing nothing;
      /// the wire shapes of the action and its event.
      @Suite struct \#(name.feature)Tests {
        private let world = \#(world)()
        private let longest = String(repeating: "é", count: \#(name.feature).maximumNoteLength)

        @Test func aNoteIsPublishedTrimmedAndChangesNoState() throws {
          var after = world
          let reduction = try \#(world).reduce(&after, .note(id: noteID(1), note: "  A first note\n"))
          #expect(after == world, "the example changes no mediated state")
          #expect(reduction.events.count == 1)
          #expect(reduction.events.first as? \#(name.event) == \#(name.event)(id: noteID(1), note: "A first note"))
        }

        @Test func aNoteOfExactlyTheMaximumLengthIsAccepted() throws {
          var after = world
          let reduction = try \#(world).reduce(&after, .note(id: noteID(1), note: " \(longest) "))
          #expect(reduction.events.first as? \#(name.event) == \#(name.event)(id: noteID(1), note: longest))
        }

        @Test func anEmptyNoteIsRefusedAndChangesNothing() {
          for note in ["", " \n\t ", "\u{200B}"] {
            expectRejection(
              \#(world).reduce, from: world, .note(id: noteID(1), note: note), code: "emptyNoteIsNotAllowed")
          }
        }

        @Test func aNoteOneCharacterTooLongIsRefusedAndChangesNothing() {
          expectRejection(
            \#(world).reduce, from: world, .note(id: noteID(1), note: longest + "é"), code: "noteTooLong")
        }

        @Test func theWireShapeIsIDAndNoteAndRoundTrips() throws {
          let action = \#(name.action).note(id: noteID(1), note: "First")
          #expect(action.wireName == "\#(name.noteAction)")
          let record = WireRecord(of: action)
          #expect(record == ["id": .string(noteID(1).description), "note": .string("First")])
          let decoder = try #require(
            \#(name.action).wireDecoders.first { $0.name == "\#(name.noteAction)" })
          #expect(try record.read(decoder.decode) == action)
          let withoutNote: WireRecord = ["id": .string(noteID(1).description)]
          #expect(throws: Rejection.missingField("note")) { try withoutNote.read(decoder.decode) }
          for example in \#(name.action).wireExamples {
            #expect(try WireRecord(of: example).read(decoder.decode) == example)
          }
        }

        @Test func theEventIsNamedAndShapedIDAndNote() {
          let event = \#(name.event)(id: noteID(1), note: "First")
          #expect(\#(name.event).name == "\#(name.eventName)")
          #expect(WireRecord(of: event) == ["id": .string(noteID(1).description), "note": .string("First")])
        }
      }

      """#
  }
}
