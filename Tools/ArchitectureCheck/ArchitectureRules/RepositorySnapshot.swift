/// A Swift source file of one target, with its text.
///
/// The checks read text, never the disk, so tests can hand them files built in memory (the
/// memberwise initializer, through `@testable import`; the path must be package-relative).
public struct SourceFile: Sendable, Equatable {
  /// The name of the target that compiles the file.
  public let target: String
  /// Path relative to the package root.
  public let path: String
  /// The file's contents.
  public let text: String
}

/// Everything the architecture check reads: the graph, the manifest and CODEOWNERS text, the sources
/// and the list of files in the repository.
///
/// Separating this input from the rules keeps them pure: the tool loads a snapshot from disk, tests
/// build one in memory.
public struct RepositorySnapshot: Sendable {
  /// The package graph.
  public var graph: PackageGraph
  /// Package.swift's text, used to point manifest violations at a line.
  public var manifest: String
  /// Every Swift source file of every target.
  public var sources: [SourceFile]
  /// CODEOWNERS' text, or nil if the file is missing.
  public var codeOwners: String?
  /// Package-relative paths of the repository's files (not folders).
  public var files: [String]
  /// For each module that reacts to other modules' events, the modules it reacts to (its
  /// `module.json`'s `reactsTo`): the one case where a feature depends on another feature.
  public var reactions: [String: [String]] = [:]

  /// Creates a snapshot.
  ///
  /// Each part is given separately so a fixture states only what its test is about.
  public init(graph: PackageGraph, manifest: String, sources: [SourceFile], codeOwners: String?, files: [String]) {
    self.graph = graph
    self.manifest = manifest
    self.sources = sources
    self.codeOwners = codeOwners
    self.files = files
  }
}
