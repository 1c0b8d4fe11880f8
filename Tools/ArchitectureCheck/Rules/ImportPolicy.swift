/// docs/ARCHITECTURE.md's table of allowed imports, applied to a pair of targets.
///
/// One place answers "may A import B" for both the manifest's declared dependencies and the
/// `import` lines, so the two checks can never disagree about the table.
public struct ImportPolicy: Sendable {
  /// The graph that gives tests their subject.
  public let graph: PackageGraph

  /// Creates the policy for a package.
  ///
  /// Tests need the graph to find the module they test.
  public init(graph: PackageGraph) {
    self.graph = graph
  }

  /// Whether `importer` may import `imported`, or why not.
  ///
  /// Returns nil when allowed, otherwise what the importer's row of the table allows.
  public func refusal(importer: PackageTarget, imported: PackageTarget) -> String? {
    if importer.kind == .test {
      guard let subject = graph.subject(of: importer) else {
        return imported.kind == .testSupport
          ? nil : "\(importer.name) has no subject (no target named after it, no dependency), so only test support"
      }
      if imported.name == subject.name || imported.kind == .testSupport || allows(subject.kind, imported.kind) {
        return nil
      }
      return "tests of \(subject.name) may import \(subject.name), what \(subject.name) may import, and test support"
    }
    return allows(importer.kind, imported.kind) ? nil : Self.row(for: importer.kind)
  }

  /// The kind-level table; tests are resolved through their subject before reaching it.
  public func allows(_ importer: ModuleKind, _ imported: ModuleKind) -> Bool {
    switch importer {
    case .core: imported == .core
    case .testSupport: imported == .core
    case .domain: imported == .core
    case .infrastructure: imported == .infrastructure
    case .codec: imported == .core || imported == .infrastructure
    case .feature: imported == .core || imported == .domain
    case .appFeature: [.core, .domain, .feature].contains(imported)
    case .app: [.core, .domain, .feature, .appFeature, .app, .infrastructure, .codec].contains(imported)
    case .tool: imported != .test
    case .test, .unknown: false
    }
  }

  private static func row(for kind: ModuleKind) -> String {
    switch kind {
    case .core: "the core imports only other core modules, Foundation and system modules"
    case .testSupport: "test support may import only the core"
    case .domain: "a domain may import only the core; domains never import each other"
    case .infrastructure: "infrastructure may import only other infrastructure, never the core or a domain"
    case .codec: "a codec may import only the core and infrastructure, never a domain or a feature"
    case .feature: "a feature may import the core and domains; only the App feature imports features"
    case .appFeature: "the App feature may import the core, domains and features"
    case .app:
      "an app may import the core, domains, features, infrastructure, codecs and app modules, not test support or tools"
    case .tool: "a tool may import any module but a test target"
    case .test, .unknown: "an unclassified target has no row in the table of allowed imports"
    }
  }
}
