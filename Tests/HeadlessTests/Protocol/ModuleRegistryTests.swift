import App
import Box
import DomainValues
import Foundation
import HeadlessKit
import StdioProtocol
import Testing
import UDF
import UDFWire

/// What the headless app derives from the app's one list of modules (`AppState.modules`).
@Suite struct ModuleRegistryTests {
  @Test func theAppsActionsAreExactlyTheRegisteredModulesActions() {
    #expect(AppAction.wireDecoders.map(\.name) == AppState.modules.flatMap(\.decoders).map(\.name))
    #expect(Set(AppAction.wireDecoders.map(\.name)).count == AppAction.wireDecoders.count, "no name twice")
  }

  @Test func everyRegisteredActionHasAnExampleAndEveryExampleADecoder() {
    let examples = Set(AppState.modules.flatMap(\.examples).map(\.wireName))
    #expect(examples == Set(AppAction.wireDecoders.map(\.name)), "each action needs an example in its module")
  }

  @Test func stateGetsPathsAreTheRegisteredPartsSorted() {
    let names = AppState.modules.compactMap { $0.part?.name }
    #expect(AppStatePart.allCases.map(\.rawValue) == names.sorted())
    #expect(Set(names).count == names.count, "no part twice")
  }

  @Test func helpListsEveryRegisteredActionAndPart() {
    for decoder in AppAction.wireDecoders { #expect(Usage.help.contains("  " + decoder.name)) }
    for part in AppState.parts { #expect(Usage.help.contains(part.name)) }
  }

  @Test func everyDeclaredServiceOfTheAppIsWiredHeadless() {
    #expect(SessionStore.startProblem(AppState.modules) == nil)
  }

  @Test func aDeclaredServiceWithNoEffectOutputStopsTheStart() {
    enum Action: WireAction, WireExamples, ModuleServices, Equatable {
      case ping
      static let wireExamples: [Action] = [.ping]
      static let wireDecoders = [WireDecoder<Action>("pinger.ping", fields: "") { _ in .ping }]
      var wireName: String { "pinger.ping" }
      func write(to writer: inout some FieldWriter) {}
      static let services = [ServiceRequirement(PingerKey.self)]
      static let effectOutputs: [EffectOutput] = []
    }
    let pinger = ModuleRegistration<AppState, AppAction>("pinger", Action.self) { _ in
      AppAction.box(.rename(ID(UUID()), title: "never dispatched"))
    }
    let modules = AppState.modules + [pinger]
    #expect(
      SessionStore.startProblem(modules)
        == "no implementation is wired for a declared service: pinger needs Pinger")
  }
}

private enum PingerKey: DependencyKey {
  static let defaultValue: @Sendable () -> Void = {}
}
