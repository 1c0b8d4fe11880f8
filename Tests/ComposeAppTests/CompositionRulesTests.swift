import AppComposer
import Testing

@Suite struct CompositionRulesTests {
  private func problem(_ modules: [ComposedModule]) -> String? {
    do {
      try CompositionRules.check(modules)
      return nil
    } catch {
      return error.description
    }
  }

  private func domain(_ name: String, field: String, prefixes: [String] = []) -> ComposedModule {
    ComposedModule(
      name: name, kind: .domain, actions: prefixes.isEmpty ? nil : "\(name)Action",
      state: .init(type: "\(name)State", field: field), prefixes: prefixes, file: "Modules/Domains/\(name)/module.json")
  }

  private func feature(
    _ name: String, mediates: [String] = [], prefixes: [String], reactsTo: [ComposedModule.Reaction] = []
  ) -> ComposedModule {
    ComposedModule(
      name: name, kind: .feature, actions: "\(name)Action", mediates: mediates, prefixes: prefixes,
      reactions: reactsTo, file: "Modules/Features/\(name)/module.json")
  }

  @Test func theAppsModulesPassAsTheyAre() {
    let modules = [
      domain("Order", field: "orders"), domain("Items", field: "items", prefixes: ["item.", "items.didLoad"]),
      feature("ItemsList", mediates: ["Items"], prefixes: ["itemsList.", "items.saveDidSucceed"]),
      feature("TakeOrder", mediates: ["Order"], prefixes: ["trip.", "order."]),
      feature("Earn", prefixes: ["earn."], reactsTo: [.init(publisher: "TakeOrder", events: ["TripCompleted"])]),
    ]
    #expect(problem(modules) == nil)
  }

  @Test func twoModulesOwningOneWireNameAreRefusedNamingBothFiles() {
    for (first, second) in [("trip.", "trip."), ("trip.", "trip.complete"), ("trip.complete", "trip."), ("a.b", "a.b")]
    {
      let text = problem([feature("TakeOrder", prefixes: [first]), feature("Loyalty", prefixes: [second])])
      #expect(
        text?.contains("Modules/Features/Loyalty/module.json: the wire names '\(second)' are already TakeOrder's")
          == true)
      #expect(text?.contains("Modules/Features/TakeOrder/module.json") == true)
    }
    #expect(problem([feature("A", prefixes: ["trip."]), feature("B", prefixes: ["tripX.", "tri.p"])]) == nil)
    #expect(problem([feature("A", prefixes: ["items.didLoad"]), feature("B", prefixes: ["items.saveDidFail"])]) == nil)
  }

  @Test func aFieldThatIsAKeywordOrAnothersIsRefusedNamingTheFiles() {
    for keyword in ["class", "self", "init", "Self", "default", "in", "is", "_"] {
      #expect(problem([domain("Box", field: keyword)])?.contains("'\(keyword)', a Swift keyword") == true, "\(keyword)")
    }
    let twice = problem([domain("Box", field: "boxes"), domain("Crate", field: "boxes")])
    #expect(
      twice
        == "Modules/Domains/Crate/module.json: 'state.field' 'boxes' is already Box's (Modules/Domains/Box/module.json); "
        + "each module's state has a field of its own")
  }

  @Test func aReactionToAModuleTheAppDoesNotHaveIsRefused() {
    let lost = feature("Earn", prefixes: ["earn."], reactsTo: [.init(publisher: "Nowhere", events: ["Gone"])])
    #expect(problem([lost])?.contains("'reactsTo' names Nowhere, which is not a module of the App") == true)
  }

  @Test func aCycleOfReactionsIsRefusedNamingTheModulesAndFiles() {
    let a = feature("Alpha", prefixes: ["alpha."], reactsTo: [.init(publisher: "Beta", events: ["BetaDone"])])
    let b = feature("Beta", prefixes: ["beta."], reactsTo: [.init(publisher: "Alpha", events: ["AlphaDone"])])
    let text = problem([a, b])
    #expect(text?.hasPrefix("reactions form a cycle: Alpha -> Beta -> Alpha") == true)
    #expect(text?.contains("Modules/Features/Alpha/module.json, Modules/Features/Beta/module.json") == true)
  }

  @Test func reactingToADomainOneMediatesIsACycleOfOne() {
    // Earn mediates Loyalty and reacts to Loyalty's events: its own actions publish them.
    let earn = feature(
      "Earn", mediates: ["Loyalty"], prefixes: ["earn."], reactsTo: [.init(publisher: "Loyalty", events: ["Earned"])])
    #expect(problem([domain("Loyalty", field: "loyalty"), earn])?.contains("cycle: Earn -> Earn") == true)
  }

  @Test func aLongChainWithoutACycleIsAccepted() {
    let order = domain("Order", field: "orders")
    let take = feature("TakeOrder", mediates: ["Order"], prefixes: ["trip."])
    let earn = feature("Earn", prefixes: ["earn."], reactsTo: [.init(publisher: "Order", events: ["OrderCompleted"])])
    let badge = feature("Badge", prefixes: ["badge."], reactsTo: [.init(publisher: "Earn", events: ["Earned"])])
    #expect(problem([order, take, earn, badge]) == nil)
    let graph = ReactionGraph([order, take, earn, badge])
    #expect(graph.setsOff["Order"] == ["Earn"])
    #expect(graph.setsOff["TakeOrder"] == ["Earn"], "a mediator of Order publishes Order's events")
    #expect(graph.setsOff["Earn"] == ["Badge"])
    #expect(graph.setsOff["Badge"] == nil)
  }
}
