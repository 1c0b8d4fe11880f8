import Foundation
import Testing

/// Runs the built `check-architecture` on a two-module package whose domain's `module.json` cannot
/// be composed: the tool reports it, naming the file, and fails (issue 41: no test reached the
/// tool's reporting of a module.json).
@Suite struct CheckArchitectureToolTests {
  @Test func aModuleJSONThatCannotBeComposedIsReportedNamingItsFile() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("check-architecture-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    let files = [
      "Modules/CompositionRoot/App/App.swift": "import Box\n",
      "Modules/Domains/Box/Box.swift": "public struct Box {}\n",
      "Modules/Domains/Box/module.json": #"{"field": "boxes""#,
      "describe.json": """
      {"name": "Fixture", "path": "\(root.path)", "dependencies": [], "targets": [
        {"name": "App", "c99name": "App", "type": "library", "path": "Modules/CompositionRoot/App",
         "sources": ["App.swift"], "target_dependencies": ["Box"]},
        {"name": "Box", "c99name": "Box", "type": "library", "path": "Modules/Domains/Box", "sources": ["Box.swift"]}
      ]}
      """,
    ]
    for (path, text) in files {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    let process = Process()
    process.executableURL = try Self.binary()
    process.arguments = [
      "--package-path", root.path, "--description", root.appendingPathComponent("describe.json").path,
    ]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 1, "\(printed)")
    let file = root.appendingPathComponent("Modules/Domains/Box/module.json").path
    #expect(printed.split(separator: "\n").contains { $0.hasPrefix("module.json: \(file)") }, "\(printed)")
    #expect(printed.contains("architecture check failed"), "\(printed)")
  }

  /// The built tool, beside the test bundle (the directory of `CommandLine.arguments[0]`), or
  /// `.build/debug` above this file; missing, the test fails: it is never skipped.
  static func binary() throws -> URL {
    var candidates: [URL] = []
    if let first = CommandLine.arguments.first {
      candidates.append(
        URL(fileURLWithPath: first).resolvingSymlinksInPath().deletingLastPathComponent()
          .appendingPathComponent("check-architecture"))
    }
    var directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while directory.path != "/" && !directory.path.isEmpty {
      candidates.append(directory.appendingPathComponent(".build/debug/check-architecture"))
      directory = directory.deletingLastPathComponent()
    }
    guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: candidates.map(\.path).joined(separator: ", ")])
    }
    return found
  }
}
