@testable import ArchitectureRules

/// A small package shaped like the real one, built in memory, that each test bends to break one rule.
///
/// The manifest is generated one target per line, so a target's line is known: `manifestLine(of:)`.
struct Fixture {
  var targets: [PackageTarget] = [
    PackageTarget(name: "UDF", path: "Modules/UDF"),
    PackageTarget(name: "UDFTesting", path: "Modules/UDFTesting", dependencies: ["UDF"]),
    PackageTarget(name: "Driver", path: "Modules/Domains/Driver", dependencies: ["UDF"]),
    PackageTarget(name: "Order", path: "Modules/Domains/Order", dependencies: ["UDF"]),
    PackageTarget(name: "Items", path: "Modules/Domains/Items", dependencies: ["UDF"]),
    PackageTarget(name: "TakeOrder", path: "Modules/Features/TakeOrder", dependencies: ["UDF", "Driver", "Order"]),
    PackageTarget(name: "ItemsList", path: "Modules/Features/ItemsList", dependencies: ["UDF", "Items"]),
    PackageTarget(
      name: "App",
      path: "Modules/CompositionRoot/App",
      dependencies: ["UDF", "Driver", "Order", "Items", "TakeOrder", "ItemsList"]
    ),
    PackageTarget(name: "HeadlessKit", path: "Apps/Headless/HeadlessKit", dependencies: ["UDF", "App", "TakeOrder"]),
    PackageTarget(name: "superapp", path: "Apps/Headless/Main", dependencies: ["HeadlessKit"]),
    PackageTarget(name: "ArchitectureRules", path: "Tools/ArchitectureCheck/ArchitectureRules"),
    PackageTarget(name: "OrderTests", path: "Tests/OrderTests", isTest: true, dependencies: ["Order", "UDFTesting"]),
    PackageTarget(
      name: "TakeOrderTests",
      path: "Tests/TakeOrderTests",
      isTest: true,
      dependencies: ["TakeOrder", "Driver", "Order", "UDF", "UDFTesting"]
    ),
    PackageTarget(
      name: "HeadlessTests", path: "Tests/HeadlessTests", isTest: true, dependencies: ["HeadlessKit", "App"]),
  ]

  /// Source text per package-relative path; each target starts with one clean file.
  var sources: [String: String] = [:]
  /// Extra CODEOWNERS lines appended after the generated ones.
  var extraOwnerLines: [String] = []
  /// Targets whose CODEOWNERS line is left out.
  var unownedTargets: Set<String> = []
  var externalPackages: [String] = []
  /// Each reacting feature's publishers, as its `module.json`'s `reactsTo` would say.
  var reactions: [String: [String]] = [:]

  init() {
    for target in targets {
      sources[Self.file(of: target)] = Self.cleanSource(of: target)
    }
  }

  static func file(of target: PackageTarget) -> String {
    "\(target.path)/\(target.name).swift"
  }

  /// The path of the fixture's one source file for a target.
  func file(of name: String) -> String {
    targets.first { $0.name == name }.map(Self.file(of:)) ?? name
  }

  /// Appends `line` to a target's source file, returning its line number.
  @discardableResult
  mutating func append(_ line: String, to target: String) -> Int {
    let path = file(of: target)
    let text = (sources[path] ?? "") + line + "\n"
    sources[path] = text
    return text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  }

  /// Appends `line` to a target's source file and returns the violation the check must report
  /// for it there.
  mutating func appendViolating(
    _ line: String, to target: String, _ rule: ArchitectureRule, _ explanation: String
  ) -> Violation {
    Violation(file: file(of: target), line: append(line, to: target), rule: rule, explanation: explanation)
  }

  /// Replaces a target's declared dependencies.
  mutating func declare(_ dependencies: [String], for name: String) {
    targets = targets.map { target in
      guard target.name == name else { return target }
      return PackageTarget(
        name: target.name,
        path: target.path,
        isTest: target.kind == .test,
        dependencies: dependencies,
        sources: target.sources
      )
    }
  }

  /// 1-based manifest line of a target's declaration.
  func manifestLine(of name: String) -> Int {
    (targets.firstIndex { $0.name == name } ?? 0) + Self.manifestHeader.count + 1
  }

  var manifest: String {
    let lines = targets.map { target in
      let call = target.kind == .test ? "testTarget" : "target"
      let dependencies = target.dependencies.map { "\"\($0)\"" }.joined(separator: ", ")
      return "    .\(call)(name: \"\(target.name)\", dependencies: [\(dependencies)], path: \"\(target.path)\"),"
    }
    return (Self.manifestHeader + lines + ["  ]", ")"]).joined(separator: "\n")
  }

  static let manifestHeader = [
    "// swift-tools-version: 6.0",
    "import PackageDescription",
    "",
    "let package = Package(",
    "  name: \"Fixture\",",
    "  targets: [",
  ]

  /// CODEOWNERS: a header, the catch-all on line 3, then one rule per target folder.
  var codeOwners: String {
    let owned = targets.filter { !unownedTargets.contains($0.name) }.map { "/\($0.path)/   @org/team" }.sorted()
    return
      (["# Owners; the last match wins.", "", "/*   @org/platform", "/Package.swift   @org/platform"] + owned
      + extraOwnerLines).joined(separator: "\n") + "\n"
  }

  var snapshot: RepositorySnapshot {
    let graph = PackageGraph(name: "Fixture", targets: targets, externalPackages: externalPackages)
    let files = sources.map { path, text in
      SourceFile(target: targets.first { path.hasPrefix($0.path + "/") }?.name ?? "", path: path, text: text)
    }
    var snapshot = RepositorySnapshot(
      graph: graph,
      manifest: manifest,
      sources: files.sorted { $0.path < $1.path },
      codeOwners: codeOwners,
      files: (Array(sources.keys) + ["Package.swift", "CODEOWNERS"]).sorted()
    )
    snapshot.reactions = reactions
    return snapshot
  }

  var violations: [Violation] {
    ArchitectureReport(checking: snapshot).violations
  }

  private static func cleanSource(of target: PackageTarget) -> String {
    let imports = ["Foundation"] + target.dependencies
    return imports.sorted().map { "import \($0)" }.joined(separator: "\n") + "\n"
  }
}
