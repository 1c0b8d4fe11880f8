import Foundation
import NewModuleKit

/// The repository these tests run in, read from disk as the tool reads it: the scaffold is
/// tested on the real Package.swift, CODEOWNERS, App and PROTOCOL.md, not on a copy that could
/// drift from them.
enum RepositoryFixture {
  /// The package root: three levels above this file (`Tests/NewModuleTests/<file>`).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The repository's texts as `new-module` loads them.
  static func texts() throws -> RepositoryTexts {
    try RepositoryTexts.load(root: root)
  }

  /// The plan for `name` as a domain in the real repository.
  static func plan(_ name: String) throws -> ScaffoldPlan {
    try ScaffoldPlan.domain(try ModuleName(name), in: try texts())
  }
}

extension ScaffoldPlan {
  /// The new or edited text of `path`.
  func text(_ path: String) -> String? {
    (created + edited).first { $0.path == path }?.text
  }
}
