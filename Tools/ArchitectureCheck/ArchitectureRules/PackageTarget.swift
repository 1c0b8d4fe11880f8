/// One target of the package as the architecture check sees it.
///
/// It keeps only what the rules need: the module name that `import` uses, the folder, the kind derived
/// from the folder, and the declared dependencies, so fixtures can build one in a line.
public struct PackageTarget: Sendable, Equatable {
  /// The target's name in Package.swift (`check-architecture`).
  public let name: String
  /// The module name an `import` uses (`check_architecture`).
  public let moduleName: String
  /// The target's folder relative to the package root.
  public let path: String
  /// The architectural kind derived from `path`.
  public let kind: ModuleKind
  /// Names of the targets this target declares as dependencies, in manifest order.
  public let dependencies: [String]
  /// Names of products from other packages this target depends on.
  public let productDependencies: [String]
  /// Source files relative to `path`.
  public let sources: [String]
  /// The build plugins that write code into it (not imports; the App's composition plugin).
  public let plugins: [String]

  /// Creates a target; the kind is derived from the path, the module name defaults to the C99 form of the name.
  ///
  /// Tests and the JSON reader share this one initializer so a fixture classifies exactly like the real package.
  public init(
    name: String,
    moduleName: String? = nil,
    path: String,
    isTest: Bool = false,
    dependencies: [String] = [],
    productDependencies: [String] = [],
    sources: [String] = [],
    plugins: [String] = []
  ) {
    self.name = name
    self.moduleName = moduleName ?? Self.c99Name(name)
    self.path = Self.normalized(path)
    self.kind = ModuleKind(path: self.path, isTest: isTest)
    self.dependencies = dependencies
    self.productDependencies = productDependencies
    self.sources = sources
    self.plugins = plugins
  }

  /// Package-relative paths of the target's source files.
  public var sourcePaths: [String] {
    sources.map { path.isEmpty ? $0 : "\(path)/\($0)" }
  }

  private static func c99Name(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  private static func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
  }
}
