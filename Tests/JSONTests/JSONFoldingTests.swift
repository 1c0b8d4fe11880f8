import JSONOutput
import Testing

@testable import JSON

/// `JSONDocument.parse(_:foldingElementsAtDepth:)`: the container elements of arrays at that depth
/// keep one token each and read back, unfolded, exactly as an ordinary parse reads them; every
/// other value is untouched, and a text is accepted or refused exactly as without folding.
struct JSONFoldingTests {
  /// Parses `text` folding at `folding` and calls `body` with the document, inside the call that
  /// keeps its bytes valid.
  private func withParsed(_ text: String, folding: Int, _ body: (JSONDocument) throws -> Void) throws {
    try Array(text.utf8).withUnsafeBytes { raw in
      try body(try JSONDocument.parse(raw, foldingElementsAtDepth: folding))
    }
  }

  @Test("folded elements read back as an ordinary parse reads them", arguments: [1, 2, 3, 0xF01D] as [UInt64])
  func foldedElementsReadBackTheSame(seed: UInt64) throws {
    var random = RandomJSON(seed: seed)
    for index in 0..<100 {
      var root = JSONObject()
      root.updateValue(.array((0..<random.int(0..<24)).map { _ in random.value(depth: 1) }), forKey: "part")
      // Inside an object, so no array in it is a member of the root: nothing in it folds.
      var other = JSONObject()
      other.updateValue(random.value(depth: 1), forKey: "x")
      root.updateValue(.object(other), forKey: "other")
      let bytes = JSONWriter.encode(.object(root))
      try bytes.withUnsafeBytes { raw in
        let whole = try JSONDocument.parse(raw)
        let folded = try JSONDocument.parse(raw, foldingElementsAtDepth: 2)
        let context = "seed \(seed) #\(index)"
        #expect(folded.tokenCount <= whole.tokenCount, "\(context)")
        #expect(folded.next(after: folded.root) == folded.tokenCount, "\(context)")
        let other = (whole.member("other", of: whole.root), folded.member("other", of: folded.root))
        #expect(other.0.map(whole.value) == other.1.map(folded.value), "\(context)")
        guard let part = whole.member("part", of: whole.root), let foldedPart = folded.member("part", of: folded.root)
        else {
          Issue.record("\(context): no part")
          return
        }
        #expect(folded.count(foldedPart) == whole.count(part), "\(context)")
        for (element, foldedElement) in zip(whole.elements(of: part), folded.elements(of: foldedPart)) {
          let kind = whole.kind(element)
          #expect(folded.kind(foldedElement) == kind, "\(context)")
          let isContainer = kind == .object || kind == .array
          try folded.withView { view in
            #expect(view.isFolded(foldedElement) == isContainer, "\(context)")
            let read = isContainer ? try view.unfolded(foldedElement).value(0) : view.value(foldedElement)
            #expect(read == whole.value(element), "\(context)")
          }
        }
      }
    }
  }

  @Test("only container elements of arrays at the folding depth fold")
  func onlyTheFoldingDepthFolds() throws {
    try withParsed(#"{"a":[{"b":[{"c":1}]},[2],3],"d":{"e":[{"f":4}]}}"#, folding: 2) { document in
      let array = try #require(document.member("a", of: document.root))
      let elements = document.elements(of: array)
      document.withView { view in
        #expect(elements.map(view.isFolded) == [true, true, false])
      }
      // Under "d" the array is one level deeper, so its element keeps its tokens.
      let deeper = try #require(document.member("d", of: document.root).flatMap { document.member("e", of: $0) })
      document.withView { view in
        #expect(view.isFolded(deeper + 1) == false)
      }
      #expect(document.member("f", of: deeper + 1) != nil)
    }
    // A root array is at depth 1: folding at 2 leaves it as it is.
    try withParsed(#"[{"a":1}]"#, folding: 2) { document in
      document.withView { view in #expect(view.isFolded(1) == false) }
    }
  }

  @Test(
    "a text is refused with the same error with and without folding",
    arguments: [
      #"{"items":[{"a":1},{"a":tru}]}"#,
      #"{"items":[{"a":1,"a":2}]}"#,
      #"{"items":[[1,2],{"b":}]}"#,
      #"{"items":[{"a":"\x"}]}"#,
      #"{"items":[{"a":1}"#,
      #"{"items":[{"a":1}]} x"#,
    ])
  func refusalsAreTheSame(text: String) {
    var errors: [JSONParseError] = []
    for folding in [0, 2] {
      do {
        try withParsed(text, folding: folding) { _ in Issue.record("\(text) was accepted (folding at \(folding))") }
      } catch let error as JSONParseError {
        errors.append(error)
      } catch {
        Issue.record("\(text): \(error)")
      }
    }
    #expect(errors.count == 2 && errors[0] == errors[1], "\(text): \(errors)")
  }
}
