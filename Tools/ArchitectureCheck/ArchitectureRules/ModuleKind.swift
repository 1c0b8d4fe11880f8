/// Where a target sits in the architecture, derived from its folder alone.
///
/// docs/ARCHITECTURE.md's table of allowed imports is written per kind, so each target is classified once, by
/// path, and the rules never depend on module names.
public enum ModuleKind: String, Sendable, CaseIterable {
  /// A core module (`Modules/<Name>`: DomainValues, UDF, UDFStore, UDFWire): imports only other
  /// core modules (the manifest keeps them a DAG).
  case core
  /// Helpers for tests (`Modules/*Testing`, i.e. UDFTesting): imports the core.
  case testSupport
  /// A domain (`Modules/Domains/*`): imports the core only.
  case domain
  /// Infrastructure (`Modules/Infrastructure/*`: Files, JSON, Journal...): no domain knowledge, imports
  /// nothing of ours but other infrastructure, usable by any app.
  case infrastructure
  /// A codec (`Modules/Codecs/*`): the core's wire shapes over one format (JSON fields, the binary
  /// stored shape); no domain knowledge; imports the core and infrastructure.
  case codec
  /// A feature, a mediator between domains (`Modules/Features/*`).
  case feature
  /// The composition root (`Modules/CompositionRoot/*`, i.e. App): composes every domain and feature
  /// into one state, one action type and one reducer.
  case compositionRoot
  /// The headless app and its kit (`Apps/*`).
  case app
  /// A tool (`Tools/*`): may import any module.
  case tool
  /// A test target (`.testTarget`), checked against the module it tests.
  case test
  /// A target outside the known layout; reported as a violation.
  case unknown

  /// Classifies a target by its package-relative folder; test targets are tests wherever they live.
  ///
  /// The layout is the one docs/ARCHITECTURE.md draws, so a new module lands in a kind by where it is created.
  public init(path: String, isTest: Bool) {
    if isTest {
      self = .test
      return
    }
    let parts = path.split(separator: "/").filter { $0 != "." }
    guard let root = parts.first else {
      self = .unknown
      return
    }
    switch root {
    case "Modules" where parts.count >= 3 && parts[1] == "Domains":
      self = .domain
    case "Modules" where parts.count >= 3 && parts[1] == "Infrastructure":
      self = .infrastructure
    case "Modules" where parts.count >= 3 && parts[1] == "Codecs":
      self = .codec
    case "Modules" where parts.count >= 3 && parts[1] == "Features":
      self = .feature
    case "Modules" where parts.count >= 3 && parts[1] == "CompositionRoot":
      self = .compositionRoot
    case "Modules"
    where parts.count == 2
      && !["Domains", "Features", "CompositionRoot", "Infrastructure", "Codecs"].contains(parts[1]):
      self = parts[1].hasSuffix("Testing") ? .testSupport : .core
    case "Apps" where parts.count >= 2:
      self = .app
    case "Tools" where parts.count >= 2:
      self = .tool
    default:
      self = .unknown
    }
  }

  /// The kind's name as the rules and the graph show it.
  public var displayName: String {
    switch self {
    case .core: "core"
    case .testSupport: "test support"
    case .domain: "domain"
    case .infrastructure: "infrastructure"
    case .codec: "codec"
    case .feature: "feature"
    case .compositionRoot: "composition root"
    case .app: "app"
    case .tool: "tool"
    case .test: "test"
    case .unknown: "unclassified"
    }
  }
}
