import AppComposer
import Foundation
import Testing

@Suite struct AppCompositionTests {
  private let modules = [
    ComposedModule(name: "Order", kind: .domain, state: .init(type: "OrdersState", field: "orders")),
    ComposedModule(
      name: "Box", kind: .domain, actions: "BoxAction", state: .init(type: "BoxesState", field: "boxes")),
    ComposedModule(name: "Deliver", kind: .feature, actions: "DeliverAction", mediates: ["Order", "Box"]),
    ComposedModule(
      name: "BoxList", kind: .feature, actions: "BoxListAction", state: .init(type: "BoxListState", field: "boxList"),
      mediates: ["Box"], checksRestored: true),
  ]

  private var source: String { AppComposition.source(modules) }

  @Test func everyModuleIsImportedWithTheCoreOnce() {
    let imports = source.split(separator: "\n").filter { $0.hasPrefix("import ") }
    #expect(
      imports == ["import Box", "import BoxList", "import Deliver", "import Order", "import UDF", "import UDFWire"])
  }

  @Test func aCasePerModuleWithActionsAndAFieldPerOwnedState() {
    #expect(source.contains("  case box(BoxAction)\n"))
    #expect(source.contains("  case deliver(DeliverAction)\n"))
    #expect(!source.contains("case order("), "a domain without actions has no case")
    #expect(source.contains("  public fileprivate(set) var orders = OrdersState()\n"))
    #expect(source.contains("  public fileprivate(set) var boxList = BoxListState()\n"))
    #expect(!source.contains("var deliver"), "a feature without a state has no field")
  }

  @Test func aDomainIsRoutedToItsStateAndAFeatureToItsFeatureOverTheStatesItMediates() {
    #expect(source.contains("let change = try BoxesState.check(action, in: state.boxes)"))
    #expect(
      source.contains("reduction.embed(AppAction.box, change) { BoxesState.apply($0, to: &state.boxes, &$1) }"))
    #expect(
      source.contains("let change = try DeliverFeature.check(action, orders: state.orders, boxes: state.boxes)"))
    #expect(source.contains("DeliverFeature.apply($0, orders: &state.orders, boxes: &state.boxes, &$1)"))
    #expect(source.contains("BoxListFeature.check(action, boxList: state.boxList, boxes: state.boxes)"))
  }

  @Test func noLineIsLongerThanTheFormatsLimit() {
    let long = ComposedModule(
      name: "AVeryLongFeatureName", kind: .feature, actions: "AVeryLongFeatureNameAction",
      state: .init(type: "AVeryLongFeatureNameState", field: "aVeryLongFeatureName"), mediates: ["Order", "Box"],
      checksRestored: true)
    let text = AppComposition.source(modules + [long])
    #expect(text.split(separator: "\n").filter { $0.count > 120 }.isEmpty)
    #expect(text.contains("AVeryLongFeatureNameFeature.apply(\n          $0,\n          aVeryLongFeatureName: &state."))
  }

  @Test func registrationsFollowTheGivenOrderWithTheirRestoredRule() {
    let lines = source.split(separator: "\n").filter { $0.contains("ModuleRegistration(") && !$0.contains("[") }
    #expect(lines.count == 4)
    #expect(lines[0].contains(#"ModuleRegistration("order", state: \.orders)"#))
    #expect(lines[1].contains(#"ModuleRegistration("box", BoxAction.self, AppAction.box, state: \.boxes)"#))
    #expect(lines[2].contains(#"ModuleRegistration("deliver", DeliverAction.self, AppAction.deliver)"#))
    #expect(source.contains("try state.boxList.checkRestored(boxes: state.boxes)"))
  }

  @Test func onlyTheRouteIsWrittenAndEverySwitchIsComplete() {
    for site in ["action.wireName", "action.write(to: &writer)", "case .box(let action)"] {
      #expect(source.components(separatedBy: site).count >= 2, "\(site)")
    }
    #expect(source.components(separatedBy: "case .deliver(let").count - 1 == 3, "wireName, write, route")
    #expect(!source.contains("enum Change") && !source.contains("func check(") && !source.contains("func apply("))
    #expect(source.contains("extension AppState: ReactingReducer {"))
  }

  @Test func routeHandsEachActionStraightToItsOwnersTwoSteps() {
    let route = source[(source.range(of: "reacting: Bool\n  ) throws(Rejection) {")?.lowerBound ?? source.endIndex)...]
    #expect(route.contains("let change = try BoxesState.check(action, in: state.boxes)\n"))
    #expect(
      route.contains(
        "let change = try DeliverFeature.check(action, orders: state.orders, boxes: state.boxes)\n"
          + "      reduction.embed(AppAction.deliver, change) {"))
    #expect(!route.contains("react("), "nobody reacts, so no route reacts and no reaction step is written")
    #expect(!source.contains("func react("))
  }

  @Test func aDomainAFeatureOnlyReadsIsHandedToItsApplyAsAValue() {
    let reader = ComposedModule(
      name: "Rate", kind: .feature, actions: "RateAction", mediates: ["Order", "Box"], reads: ["Order"])
    let text = AppComposition.source(modules + [reader])
    #expect(text.contains("RateFeature.apply($0, orders: state.orders, boxes: &state.boxes, &$1)"))
  }

  /// Earn reacts to Deliver's `Delivered` and to Order's `OrderPaid`: Order's events are published
  /// by Order and by Deliver, which mediates it.
  private var reacting: [ComposedModule] {
    modules + [
      ComposedModule(
        name: "Earn", kind: .feature, actions: "EarnAction", state: .init(type: "EarnState", field: "earn"),
        mediates: ["Box"],
        reactions: [
          .init(publisher: "Deliver", events: ["Delivered"]), .init(publisher: "Order", events: ["OrderPaid"]),
        ])
    ]
  }

  @Test func eachModulesPartIsReportedInTheFolderOfItsModuleJSON() {
    let text = AppComposition.source(reacting)
    func located(_ file: String, _ part: String) -> String {
      "#sourceLocation(file: \"\(file)\", line: 1)\n\(part)\n#sourceLocation()\n"
    }
    // Its action case, its state field, its registration, its route and its reactions.
    #expect(text.contains(located("Box", "  /// The Box domain's actions.\n  case box(BoxAction)")))
    #expect(
      text.contains(
        located("Order", "  /// The Order domain's state.\n  public fileprivate(set) var orders = OrdersState()")))
    #expect(
      text.contains(
        located(
          "Deliver",
          "    registered.append(ModuleRegistration(\"deliver\", DeliverAction.self, AppAction.deliver))")))
    #expect(
      text.contains(
        "    case .box(let action):\n"
          + located(
            "Box",
            "      let change = try BoxesState.check(action, in: state.boxes)\n"
              + "      reduction.embed(AppAction.box, change) { BoxesState.apply($0, to: &state.boxes, &$1) }")))
    #expect(
      text.contains("        }\n#sourceLocation()\n      case let event as OrderPaid:\n#sourceLocation(file: \"Earn\""))
    // Every module's route case, and every directive closed before the next opens.
    for module in reacting where module.actions != nil {
      #expect(
        text.contains("    case .\(module.caseName)(let action):\n#sourceLocation(file: \"\(module.name)\", line: 1)\n")
      )
    }
    let directives = text.split(separator: "\n").filter { $0.hasPrefix("#sourceLocation") }
    #expect(directives.count == 2 * 19, "4 action cases, 4 state fields, 5 registrations, 4 routes, 2 reactions")
    for (index, directive) in directives.enumerated() {
      #expect(directive.hasPrefix("#sourceLocation(file: ") == index.isMultiple(of: 2), "\(index): \(directive)")
    }
  }

  @Test func theFolderOfAModuleJSONIsNamedAsASwiftStringLiteral() {
    let odd = ComposedModule(
      name: "Odd", kind: .domain, actions: "OddAction", state: .init(type: "OddState", field: "odd"),
      file: #"/srv/My "Modules"/Odd\1/module.json"#)
    #expect(AppComposition.source([odd]).contains(#"#sourceLocation(file: "/srv/My \"Modules\"/Odd\\1", line: 1)"#))
  }

  @Test func aRouteThatCanPublishAReactedEventRunsTheReactionsAndNoOtherDoes() {
    let text = AppComposition.source(reacting)
    let deliver = text[(text.range(of: "case .deliver(let action):\n")?.lowerBound ?? text.endIndex)...]
    #expect(deliver.prefix(400).contains("let published = reduction.eventCount"))
    #expect(
      deliver.prefix(600).contains("if reacting { react(toEventsFrom: published, in: &state, &reduction, &reactions) }")
    )
    let box = text[(text.range(of: "case .box(let action):\n")?.lowerBound ?? text.endIndex)...]
    #expect(!box.prefix(200).contains("reacting"), "Box's events set nothing off")
    #expect(
      text.contains(
        "case let event as Delivered:\n#sourceLocation(file: \"Earn\", line: 1)\n"
          + "        if let action = EarnFeature.react(to: event, earn: state.earn, boxes: state.boxes) {\n          run(reaction: .earn(action), in: &state, &reduction, &reactions)"
      ))
    #expect(text.contains("case let event as OrderPaid:"))
    #expect(text.split(separator: "\n").filter { $0.count > 120 }.isEmpty)
  }
}
