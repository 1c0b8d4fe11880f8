/// Checks the manifest's declared dependencies and every `import` line against the table.
///
/// Both are checked because they can disagree: the compiler lets a target import a transitive
/// dependency it never declared, and a manifest can declare what no source imports.
public struct DependencyCheck: Sendable {
  /// How many import declarations were read.
  public private(set) var importsChecked = 0
  /// How many of them named one of our modules.
  public private(set) var internalImportsChecked = 0
  /// The violations found.
  public private(set) var violations: [Violation] = []

  private let graph: PackageGraph
  private let policy: ImportPolicy
  private let manifest: ManifestLocator

  /// Runs every dependency and import rule over the snapshot.
  ///
  /// The result holds the violations and the counts the tool's summary prints.
  public init(_ snapshot: RepositorySnapshot) {
    graph = snapshot.graph
    policy = ImportPolicy(graph: snapshot.graph, reactions: snapshot.reactions)
    manifest = ManifestLocator(snapshot.manifest)
    checkManifest()
    for file in snapshot.sources {
      guard let target = graph.target(named: file.target) else { continue }
      check(file, of: target)
    }
  }

  private mutating func checkManifest() {
    for identity in graph.externalPackages {
      violations.append(
        Violation(
          file: "Package.swift",
          line: manifest.line(ofPackage: identity),
          rule: .externalPackage,
          explanation: "the package depends on `\(identity)`; the toolchain is the whole dependency list"
        )
      )
    }
    for target in graph.targets {
      checkDeclarations(of: target)
    }
  }

  private mutating func checkDeclarations(of target: PackageTarget) {
    guard target.kind != .unknown else {
      violations.append(
        Violation(
          file: "Package.swift",
          line: manifest.line(ofTarget: target.name),
          rule: .unknownModuleKind,
          explanation: "\(target.name) lives at \(target.path), outside Modules/<core>, Modules/*Testing, "
            + "Modules/Domains/*, Modules/Infrastructure/*, Modules/Codecs/*, Modules/Features/*, Modules/CompositionRoot/*, Apps/* and Tools/*; docs/ARCHITECTURE.md gives it no place"
        )
      )
      return
    }
    for name in target.dependencies {
      guard let dependency = graph.target(named: name),
        let refusal = policy.refusal(importer: target, imported: dependency)
      else { continue }
      violations.append(
        Violation(
          file: "Package.swift",
          line: manifest.line(ofDependency: name, inTarget: target.name),
          rule: .forbiddenDependency,
          explanation: "\(describe(target)) declares a dependency on \(describe(dependency)); \(refusal)"
        )
      )
    }
  }

  private mutating func check(_ file: SourceFile, of target: PackageTarget) {
    for statement in ImportScanner.imports(in: file.text) {
      importsChecked += 1
      guard let imported = graph.target(module: statement.module), imported.name != target.name else { continue }
      internalImportsChecked += 1
      let written = statement.isTestable ? "@testable import \(statement.module)" : "import \(statement.module)"
      let declared = target.dependencies.contains(imported.name)
      if target.kind != .unknown, let refusal = policy.refusal(importer: target, imported: imported) {
        let undeclared = declared ? "" : " without declaring it"
        violations.append(
          Violation(
            file: file.path,
            line: statement.line,
            rule: .forbiddenImport,
            explanation: "\(describe(target)) imports \(describe(imported))\(undeclared); \(refusal)"
          )
        )
        continue
      }
      if statement.isTestable && !(target.kind == .test && graph.subject(of: target)?.name == imported.name) {
        violations.append(
          Violation(
            file: file.path,
            line: statement.line,
            rule: .foreignTestableImport,
            explanation: "`\(written)` in \(target.name) reaches into \(imported.name)'s internals; "
              + "only \(imported.name)'s own tests may use @testable"
          )
        )
      }
      if !declared {
        violations.append(
          Violation(
            file: file.path,
            line: statement.line,
            rule: .undeclaredImport,
            explanation: "\(target.name) imports \(imported.name), which is not among its dependencies in Package.swift"
          )
        )
      }
    }
  }

  private func describe(_ target: PackageTarget) -> String {
    "\(target.name) (\(target.kind.displayName))"
  }
}
