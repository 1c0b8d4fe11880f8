import AppComposer
import Foundation

extension RepositorySnapshot {
  /// Reads a snapshot of the package at `root` from disk.
  ///
  /// Sources come from the graph's source lists (what SwiftPM compiles); a target without a list is
  /// walked for `.swift` files. The file list skips `.git`, `.swiftpm` and build folders (`.build*`).
  public static func load(root: URL, graph: PackageGraph) throws -> RepositorySnapshot {
    let files = repositoryFiles(root: root)
    var sources: [SourceFile] = []
    for target in graph.targets {
      let paths =
        target.sources.isEmpty
        ? files.filter { $0.hasPrefix(target.path + "/") && $0.hasSuffix(".swift") } : target.sourcePaths
      for path in paths.sorted() {
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        sources.append(SourceFile(target: target.name, path: path, text: text))
      }
    }
    var snapshot = RepositorySnapshot(
      graph: graph,
      manifest: (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? "",
      sources: sources,
      codeOwners: try? String(contentsOf: root.appendingPathComponent("CODEOWNERS"), encoding: .utf8),
      files: files
    )
    snapshot.reactions = reactions(root: root, graph: graph)
    return snapshot
  }

  /// Each feature's reactions as its `module.json` declares them (a file that cannot be read
  /// declares none here; the composition check reports it).
  public static func reactions(root: URL, graph: PackageGraph) -> [String: [String]] {
    var reactions: [String: [String]] = [:]
    for target in graph.targets where target.kind == .feature {
      let file = root.appendingPathComponent(target.path).appendingPathComponent("module.json")
      guard let text = FileManager.default.contents(atPath: file.path),
        let module = try? ModuleFile.read(
          text, name: target.name, kind: .feature,
          mediates: target.dependencies.filter { graph.target(named: $0)?.kind == .domain }, file: file.path),
        !module.reactions.isEmpty
      else { continue }
      reactions[target.name] = module.reactions.map(\.publisher)
    }
    return reactions
  }

  /// Package-relative paths of every file under `root`, sorted, outside VCS and build folders.
  public static func repositoryFiles(root: URL) -> [String] {
    let base = root.resolvingSymlinksInPath().standardizedFileURL
    let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
    guard
      let walker = FileManager.default.enumerator(
        at: base,
        includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey],
        options: []
      )
    else { return [] }
    var files: [String] = []
    while let url = walker.nextObject() as? URL {
      let name = url.lastPathComponent
      let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
      if values?.isDirectory == true {
        if name == ".git" || name == ".swiftpm" || name.hasPrefix(".build") {
          walker.skipDescendants()
        }
        continue
      }
      if name == ".git" || values?.isRegularFile != true { continue }
      let path = url.resolvingSymlinksInPath().standardizedFileURL.path
      if path.hasPrefix(basePath) {
        files.append(String(path.dropFirst(basePath.count)))
      }
    }
    return files.sorted()
  }
}
