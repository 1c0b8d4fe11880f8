/// One `import` declaration found in a Swift source file.
///
/// It keeps the attributes and access level so rules can tell `@testable import X` from `import X`.
public struct ImportStatement: Sendable, Equatable {
  /// The imported module (`Order` in `import struct Order.RideOrder`).
  public let module: String
  /// The full imported path (`["Order", "RideOrder"]`).
  public let path: [String]
  /// 1-based line of the `import` keyword.
  public let line: Int
  /// Attribute names without `@` (`testable`, `_exported`, `preconcurrency`).
  public let attributes: [String]
  /// The access-level modifier, if written (`public`, `internal`, ...).
  public let accessLevel: String?
  /// The declaration kind of a scoped import (`struct` in `import struct X.Y`).
  public let declarationKind: String?

  /// Creates an import statement; tests use it to state expectations.
  ///
  /// The module is the first component of the path.
  public init(
    path: [String],
    line: Int,
    attributes: [String] = [],
    accessLevel: String? = nil,
    declarationKind: String? = nil
  ) {
    self.module = path.first ?? ""
    self.path = path
    self.line = line
    self.attributes = attributes
    self.accessLevel = accessLevel
    self.declarationKind = declarationKind
  }

  /// Whether this is `@testable import`, which reaches a module's internals.
  public var isTestable: Bool { attributes.contains("testable") }

  /// Whether this is `@_exported import`, which re-exports the module to importers.
  public var isExported: Bool { attributes.contains("_exported") }
}
