/// The architecture rules a violation can break.
///
/// The raw value is what the tool prints between the location and the explanation.
public enum ArchitectureRule: String, Sendable, CaseIterable {
  /// An `import` of one of our modules that docs/ARCHITECTURE.md's table forbids.
  case forbiddenImport = "forbidden import"
  /// A dependency declared in Package.swift that the table forbids.
  case forbiddenDependency = "forbidden dependency"
  /// An `import` of one of our modules that the target does not declare as a dependency.
  case undeclaredImport = "undeclared import"
  /// `@testable import` of a module outside that module's own tests.
  case foreignTestableImport = "testable import of another module"
  /// A target whose folder is not in the layout docs/ARCHITECTURE.md describes.
  case unknownModuleKind = "unknown module kind"
  /// A dependency on another package (the project allows only the toolchain).
  case externalPackage = "external package"
  /// A target or test folder that only the catch-all rule (or no rule) owns.
  case missingOwner = "missing owner"
  /// A CODEOWNERS rule that matches no file of the repository.
  case staleOwnerRule = "stale owner rule"
  /// A shared list that promises an order (the manifest's module lists, CODEOWNERS' module and test
  /// lines) is out of order: two names merged by union landed in merge order.
  case unsortedList = "unsorted list"
}

/// One broken rule at one place.
///
/// Printed as `file:line: rule: explanation`, the format editors and CI logs turn into links.
/// Only the checks make one (memberwise); tests compare them whole.
public struct Violation: Sendable, Equatable, Comparable, CustomStringConvertible {
  /// Path relative to the package root.
  public let file: String
  /// 1-based line.
  public let line: Int
  /// The rule broken.
  public let rule: ArchitectureRule
  /// What is wrong and what the rule allows.
  public let explanation: String

  public var description: String { "\(file):\(line): \(rule.rawValue): \(explanation)" }

  public static func < (lhs: Violation, rhs: Violation) -> Bool {
    (lhs.file, lhs.line, lhs.rule.rawValue, lhs.explanation) < (rhs.file, rhs.line, rhs.rule.rawValue, rhs.explanation)
  }
}
