import DomainValues
import TemplateDomain
import Testing
import UDF
import UDFTesting

/// Thousands of random records, valid and invalid, checked against a naive model after every step.
@Suite struct TemplateDomainsStateRandomizedTests {
  /// The entries the model expects: each ID with its trimmed note, in recording order.
  private typealias Model = [(ID<TemplateDomainEntry>, String)]

  private static let seed: UInt64 = 0x5CAF_F01D
  private static let maximum = TemplateDomainNote.maximumLength
  private static let ids = (1...8).map { entryID(UInt8($0)) }
  private static let notes = [
    "Fine", "  Padded\n", "", "   ", "\u{200B}",
    String(repeating: "n", count: TemplateDomainNote.maximumLength),
    String(repeating: "n", count: TemplateDomainNote.maximumLength + 1),
  ]

  /// The code the model expects for recording `raw` under `id`, or nil after recording it.
  private static func apply(
    _ id: ID<TemplateDomainEntry>, _ raw: String, to model: inout Model
  ) -> String? {
    let note = TrimmedText.of(raw)
    if note.isEmpty { return "emptyNoteIsNotAllowed" }
    if note.unicodeScalars.count > maximum { return "noteTooLong" }
    if model.contains(where: { $0.0 == id }) { return "alreadyExists" }
    model.append((id, note))
    return nil
  }

  /// Everything that must hold after any step; the first broken rule, or nil.
  private static func brokenInvariant(_ state: TemplateDomainsState, model: Model) -> String? {
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
    var state = TemplateDomainsState()
    var model: Model = []
    var codes: [String: Int] = [:]
    for step in 0..<2_000 {
      let id = Self.ids.randomElement(using: &random) ?? entryID(1)
      let note = Self.notes.randomElement(using: &random) ?? ""
      let before = state
      let expected = Self.apply(id, note, to: &model)
      let context = "seed \(Self.seed), step \(step), record \(id) with \(note.unicodeScalars.count) scalars"
      do {
        try TemplateDomainsState.reduce(&state, .record(id: id, note: note))
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
