/// The package's targets and external dependencies: the graph every rule reads.
///
/// Built from `swift package describe --type json` in the tool and by hand in tests, so the rules
/// never parse a manifest themselves.
public struct PackageGraph: Sendable, Equatable {
  /// The package's name.
  public let name: String
  /// Every target, in the order they were given.
  public let targets: [PackageTarget]
  /// Identities of the packages this package depends on (the project allows none).
  public let externalPackages: [String]

  /// Creates a graph from targets already built.
  ///
  /// Fixtures use this to state a small package in a few lines.
  public init(name: String = "Package", targets: [PackageTarget], externalPackages: [String] = []) {
    self.name = name
    self.targets = targets
    self.externalPackages = externalPackages
  }

  /// The target with this manifest name, if any.
  public func target(named name: String) -> PackageTarget? {
    targets.first { $0.name == name }
  }

  /// The target an `import` of this module name refers to, if it is one of ours.
  public func target(module moduleName: String) -> PackageTarget? {
    targets.first { $0.moduleName == moduleName }
  }

  /// The module a test target tests: the target named like it without `Tests`, else its first non-test dependency.
  ///
  /// `OrderTests` tests `Order`; `HeadlessTests` has no `Headless` target, so it tests the first thing
  /// it depends on (`HeadlessKit`). Tests of X may import X and what X may import.
  public func subject(of test: PackageTarget) -> PackageTarget? {
    guard test.kind == .test else { return nil }
    if test.name.hasSuffix("Tests"), let named = target(named: String(test.name.dropLast("Tests".count))),
      named.kind != .test
    {
      return named
    }
    return test.dependencies.lazy.compactMap { target(named: $0) }.first {
      $0.kind != .test && $0.kind != .testSupport
    }
  }
}
