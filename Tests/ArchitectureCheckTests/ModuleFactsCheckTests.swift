import AppComposer
import Testing

@testable import ArchitectureRules

/// A `module.json` checked against its module's text before the build: each named type exists
/// (or the nearest is suggested), the part's name is the field, and a wire action type the facts
/// forgot is reported, each naming the file and the key.
@Suite struct ModuleFactsCheckTests {
  private let ratingSources = [
    SourceFile(
      target: "Rating", path: "Modules/Domains/Rating/RatingsState.swift",
      text: "public struct RatingsState: Equatable {}\npublic enum RatingAction: Action {}\n"),
    SourceFile(
      target: "Rating", path: "Modules/Domains/Rating/RatingsState+Stored.swift",
      text: "extension RatingsState: StoredState {\n  public static let partName = \"ratings\"\n}\n"),
    SourceFile(
      target: "Rating", path: "Modules/Domains/Rating/RatingWire.swift",
      text: "extension RatingAction: WireAction {\n  WireDecoder(\"rating.record\", fields: \"\") { _ in .x }\n}\n"),
    SourceFile(
      target: "TakeOrder", path: "Modules/Features/TakeOrder/TripCompleted.swift",
      text: "public struct TripCompleted {}\n"),
  ]

  private func rating(
    actions: String? = "RatingAction", type: String = "RatingsState", field: String = "ratings",
    reactions: [ComposedModule.Reaction] = []
  ) -> ComposedModule {
    ComposedModule(
      name: "Rating", kind: .domain, actions: actions, state: .init(type: type, field: field), prefixes: ["rating."],
      reactions: reactions, file: "Modules/Domains/Rating/module.json")
  }

  @Test func factsThatMatchTheModulePass() {
    #expect(ModuleFactsCheck.problems([rating()], sources: ratingSources) == [])
  }

  @Test func aMisspeltStateTypeIsNamedWithTheNearestDeclaredOne() {
    #expect(
      ModuleFactsCheck.problems([rating(type: "RatingState")], sources: ratingSources) == [
        "Modules/Domains/Rating/module.json: 'state.type' names RatingState, which Rating does not declare; "
          + "did you mean RatingsState?"
      ])
    let far = ModuleFactsCheck.problems([rating(actions: "Nothing")], sources: ratingSources)
    #expect(far == ["Modules/Domains/Rating/module.json: 'actions' names Nothing, which Rating does not declare"])
  }

  @Test func aFieldThatIsNotThePartsNameIsRefused() {
    #expect(
      ModuleFactsCheck.problems([rating(field: "rating")], sources: ratingSources).first?.contains(
        "'state.field' is rating, but its state's part is named ratings") == true)
  }

  @Test func aWireActionTypeTheFactsForgotIsRefusedNamingTheFile() {
    #expect(
      ModuleFactsCheck.problems([rating(actions: nil)], sources: ratingSources) == [
        "Modules/Domains/Rating/module.json: Modules/Domains/Rating/RatingWire.swift makes RatingAction a wire "
          + "action, but 'actions' is missing, so the App would drop its actions: add \"actions\": \"RatingAction\""
      ])
  }

  @Test func anActionOutsideItsModulesPrefixesIsRefusedNamingTheOwner() {
    var sources = ratingSources
    sources.append(
      SourceFile(
        target: "Rating", path: "Modules/Domains/Rating/Extra.swift",
        text: #"WireDecoder("trip.rate", fields: "") { _ in .x }"# + "\n"))
    let trip = ComposedModule(
      name: "TakeOrder", kind: .feature, actions: "TakeOrderAction", prefixes: ["trip."],
      file: "Modules/Features/TakeOrder/module.json")
    #expect(
      ModuleFactsCheck.problems([rating(), trip], sources: sources).contains(
        "Modules/Domains/Rating/Extra.swift: the action trip.rate is outside Rating's 'prefixes' [\"rating.\"] in "
          + "Modules/Domains/Rating/module.json, which is TakeOrder's (Modules/Features/TakeOrder/module.json)"))
  }

  @Test func aReactionToAnEventItsPublisherDoesNotDeclareIsRefused() {
    let wrong = rating(reactions: [.init(publisher: "TakeOrder", events: ["TripComplete", "TripCompleted"])])
    #expect(
      ModuleFactsCheck.problems([wrong], sources: ratingSources) == [
        "Modules/Domains/Rating/module.json: 'reactsTo.TakeOrder' names TripComplete, which TakeOrder does not "
          + "declare; did you mean TripCompleted?"
      ])
  }
}
