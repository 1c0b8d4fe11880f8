import AppComposer
import Foundation
import Testing

@Suite struct ModuleFileTests {
  private func read(_ json: String, kind: ComposedModule.Kind = .domain) throws(ModuleFile.Problem) -> ComposedModule {
    try ModuleFile.read(Data(json.utf8), name: "Parcel", kind: kind, file: "module.json")
  }

  private func problem(_ json: String, kind: ComposedModule.Kind = .domain) -> String? {
    do {
      _ = try read(json, kind: kind)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aDomainWithActionsAndState() throws {
    let module = try read(
      #"{"actions": "ParcelAction", "prefixes": ["parcel."], "state": {"type": "ParcelsState", "field": "parcels"}}"#)
    #expect(module.actions == "ParcelAction")
    #expect(module.prefixes == ["parcel."])
    #expect(module.owns("parcel.register") && !module.owns("parcels.didLoad") && !module.owns("parcel"))
    #expect(module.state == ComposedModule.OwnState(type: "ParcelsState", field: "parcels"))
    #expect(module.checksRestored == false)
    #expect(module.reducer == "ParcelsState")
  }

  @Test func aModuleWithActionsMustOwnItsWireNames() {
    let missing = problem(#"{"actions": "ParcelAction", "state": {"type": "ParcelsState", "field": "parcels"}}"#)
    #expect(
      missing?.contains("module.json: a module with actions owns the wire names it uses: give 'prefixes'") == true)
    for bad in ["parcel..", "", ".parcel", "par cel.", "parcel.-x"] {
      let text = #"{"actions": "ParcelAction", "prefixes": ["\#(bad)"], "state": {"type": "P", "field": "p"}}"#
      #expect(problem(text)?.contains("'prefixes' holds '\(bad)'") == true, "\(bad)")
    }
    #expect(
      problem(#"{"actions": "ParcelAction", "prefixes": ["parcel"], "state": {"type": "P", "field": "p"}}"#) == nil)
  }

  @Test func aFeatureReactsToAnotherModulesEventsByPublisher() throws {
    let module = try ModuleFile.read(
      Data(#"{"actions": "EarnAction", "prefixes": ["earn."], "reactsTo": {"TakeOrder": ["TripCompleted"]}}"#.utf8),
      name: "Earn", kind: .feature, mediates: ["Loyalty", "TakeOrder"], file: "module.json")
    #expect(module.reactions == [ComposedModule.Reaction(publisher: "TakeOrder", events: ["TripCompleted"])])
    #expect(module.mediates == ["Loyalty"], "a publisher it depends on for its events is not mediated")
  }

  @Test func aFeatureReadsOnlyDomainsItMediates() throws {
    let json = #"{"actions": "RateAction", "prefixes": ["rate."], "reads": ["Order"]}"#
    let module = try ModuleFile.read(
      Data(json.utf8), name: "Rate", kind: .feature, mediates: ["Order", "Rating"], file: "module.json")
    #expect(module.reads == ["Order"])
    let wrong = #"{"actions": "RateAction", "prefixes": ["rate."], "reads": ["Box"]}"#
    #expect(
      problem(wrong, kind: .feature)?.contains("'reads' names Box, which is not a domain it mediates (none)") == true)
  }

  @Test func aReactionNeedsAFeatureWithActionsAndNamedEvents() {
    let domain =
      #"{"actions": "A", "prefixes": ["a."], "state": {"type": "S", "field": "s"}, "reactsTo": {"T": ["E"]}}"#
    #expect(problem(domain)?.contains("a domain imports no other module, so it cannot react") == true)
    #expect(problem(#"{"reactsTo": {"T": ["E"]}}"#, kind: .feature)?.contains("'reactsTo' needs 'actions'") == true)
    let none = #"{"actions": "A", "prefixes": ["a."], "reactsTo": {"T": []}}"#
    #expect(problem(none, kind: .feature)?.contains("'reactsTo.T' names no event") == true)
    let lower = #"{"actions": "A", "prefixes": ["a."], "reactsTo": {"T": ["tripCompleted"]}}"#
    #expect(problem(lower, kind: .feature)?.contains("UpperCamelCase") == true)
  }

  @Test func aKeyGivenTwiceIsRefusedAtAnyDepth() {
    let actions = #"{"actions": "ParcelAction", "actions": "Other", "prefixes": ["parcel."]}"#
    #expect(problem(actions, kind: .feature) == #"module.json: not valid JSON: duplicate key "actions" at byte 28"#)
    let field = #"{"state": {"type": "ParcelsState", "field": "parcels", "field": "boxes"}}"#
    #expect(problem(field)?.contains(#"duplicate key "field""#) == true)
    #expect(problem("{\"actions\": ") == "module.json: not valid JSON: unexpected end of input at byte 12")
  }

  @Test func aFeatureNeedsNoKeyAtAll() throws {
    let module = try read("{}", kind: .feature)
    #expect(module.actions == nil && module.state == nil)
    #expect(module.reducer == "ParcelFeature")
  }

  @Test func aDomainMustOwnItsState() {
    #expect(problem(#"{"actions": "ParcelAction"}"#)?.contains("a domain owns its state") == true)
  }

  @Test func anUnknownKeyIsNamed() {
    #expect(problem(#"{"action": "ParcelAction"}"#, kind: .feature)?.contains("unknown key 'action'") == true)
    #expect(
      problem(#"{"state": {"type": "A", "field": "a", "name": "x"}}"#)?.contains("unknown key 'state.name'") == true)
  }

  @Test func namesMustBeSwiftIdentifiersOfTheRightCase() {
    #expect(problem(#"{"actions": "parcelAction"}"#, kind: .feature)?.contains("'actions' must be") == true)
    #expect(problem(#"{"actions": "Parcel-Action"}"#, kind: .feature)?.contains("'actions' must be") == true)
    #expect(problem(#"{"state": {"type": "ParcelsState", "field": "Parcels"}}"#)?.contains("state.field") == true)
    #expect(problem(#"{"state": {"type": "ParcelsState"}}"#)?.contains("'state.field' is missing") == true)
  }

  @Test func wrongKindsOfValuesAndBadJSONAreRefused() {
    #expect(problem(#"{"actions": 3}"#, kind: .feature)?.contains("wrong kind of value") == true)
    #expect(problem(#"{"checksRestored": 1, "state": {"type": "A", "field": "a"}}"#)?.contains("wrong kind") == true)
    #expect(problem(#"{"checksRestored": true}"#, kind: .feature)?.contains("needs a state") == true)
    #expect(problem("{").map { $0.hasPrefix("module.json: ") } == true)
  }

  @Test func caseNamesLowerTheFirstWordOnly() {
    #expect(ComposedModule(name: "TakeOrder", kind: .feature).caseName == "takeOrder")
    #expect(ComposedModule(name: "Box", kind: .domain).caseName == "box")
    #expect(ComposedModule(name: "URLCache", kind: .domain).caseName == "urlCache")
    #expect(ComposedModule(name: "ID", kind: .domain).caseName == "id")
  }
}
