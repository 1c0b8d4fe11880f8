/// docs/ARCHITECTURE.md's table of allowed imports, applied to a pair of targets.
///
/// One place answers "may A import B" for both the manifest's declared dependencies and the
/// `import` lines, so the two checks can never disagree about the table.
public struct ImportPolicy: Sendable {
  /// The graph that gives tests their subject.
  public let graph: PackageGraph
  /// For each reacting module, the modules whose events it reacts to (`reactsTo`).
  public let reactions: [String: [String]]

  /// Creates the policy for a package.
  ///
  /// Tests need the graph to find the module they test; a feature may import the modules it
  /// reacts to (`reactions`), and nothing else of the same kind.
  public init(graph: PackageGraph, reactions: [String: [String]] = [:]) {
    self.graph = graph
    self.reactions = reactions
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
      if imported.name == subject.name || imported.kind == .testSupport || allows(subject.kind, imported.kind)
        || reacts(subject, to: imported)
      {
        return nil
      }
      return "tests of \(subject.name) may import \(subject.name), what \(subject.name) may import, and test support"
    }
    return allows(importer.kind, imported.kind) || reacts(importer, to: imported) ? nil : Self.row(for: importer.kind)
  }

  /// Whether `importer` is a feature that declares a reaction to `imported`'s events: it imports
  /// the publisher for its event types. A domain never reacts (it imports no other module).
  public func reacts(_ importer: PackageTarget, to imported: PackageTarget) -> Bool {
    importer.kind == .feature && [.domain, .feature].contains(imported.kind)
      && (reactions[importer.name] ?? []).contains(imported.name)
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
    case .compositionRoot: [.core, .domain, .feature].contains(imported)
    case .app: [.core, .domain, .feature, .compositionRoot, .app, .infrastructure, .codec].contains(imported)
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
    case .feature:
      "a feature may import the core, domains, and the modules whose events it reacts to (its module.json's reactsTo); only the composition root imports other features"
    case .compositionRoot: "the composition root may import the core, domains and features"
    case .app:
      "an app may import the core, domains, features, infrastructure, codecs and app modules, not test support or tools"
    case .tool: "a tool may import any module but a test target"
    case .test, .unknown: "an unclassified target has no row in the table of allowed imports"
    }
  }
}
