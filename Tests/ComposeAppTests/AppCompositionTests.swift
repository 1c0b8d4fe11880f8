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
    #expect(source.contains("return .box(try BoxesState.check(action, in: state.boxes))"))
    #expect(
      source.contains("reduction.embed(AppAction.box, change) { BoxesState.apply($0, to: &state.boxes, &$1) }"))
    #expect(
      source.contains("return .deliver(try DeliverFeature.check(action, orders: state.orders, boxes: state.boxes))"))
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

  @Test func checkIsAlwaysInlinedAndEverySwitchIsComplete() {
    #expect(source.contains("@inlinable @inline(__always)\n  public static func check("))
    for site in ["action.wireName", "action.write(to: &writer)", "case .box(let change)", "case .box(let action)"] {
      #expect(source.components(separatedBy: site).count >= 2, "\(site)")
    }
    #expect(source.components(separatedBy: "case .deliver(let").count - 1 == 5, "wireName, write, check, apply, reduce")
  }

  @Test func reduceHandsEachActionStraightToItsOwnersTwoSteps() {
    let reduce = source[(source.range(of: "public static func reduce(")?.lowerBound ?? source.endIndex)...]
    #expect(reduce.contains("let change = try BoxesState.check(action, in: state.boxes)\n"))
    #expect(
      reduce.contains(
        "let change = try DeliverFeature.check(action, orders: state.orders, boxes: state.boxes)\n"
          + "      reduction.embed(AppAction.deliver, change) {"))
    #expect(!reduce.contains("Change."), "the root's Change is never built")
  }
}
