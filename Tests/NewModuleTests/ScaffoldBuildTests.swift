import Foundation
import NewModuleKit
import Testing

/// What the templates become builds: two domains (`Crate`, and `RideFeedback` with its own part) and
/// a feature mediating both are instantiated from the real repository, written to a temporary
/// folder, and compiled with the toolchain against the core this test binary was built with, as the
/// package compiles a module (Swift 6, its upcoming features, warnings as errors): each module, then
/// its tests. Their Swift is then linted with the repository's format, as CI lints a module.
@Suite struct ScaffoldBuildTests {
  /// The flags Package.swift gives every target.
  private static let packageFlags = [
    "-parse-as-library", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
    "-enable-upcoming-feature", "MemberImportVisibility", "-warnings-as-errors",
  ]

  @Test func twoDomainsAndAFeatureMediatingThemBuildWithTheirTestsAndAreFormatted() throws {
    var texts = try RepositoryFixture.texts()
    let crate = try ScaffoldPlan.domain(try ModuleName("Crate"), in: texts)
    let feedback = try ScaffoldPlan.domain(try ModuleName("RideFeedback"), part: "feedbackNotes", in: texts)
    for file in crate.created + feedback.created where file.path.hasSuffix("/module.json") {
      texts.files[file.path] = file.text
    }
    let deliver = try ScaffoldPlan.feature(try ModuleName("Deliver"), mediating: ["Crate", "RideFeedback"], in: texts)

    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("new-module-build-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let modules = folder.appendingPathComponent("Modules")
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    var swiftFiles: [String] = []
    for file in crate.created + feedback.created + deliver.created {
      let url = folder.appendingPathComponent(file.path)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(file.text.utf8).write(to: url)
      if file.path.hasSuffix(".swift") { swiftFiles.append(url.path) }
    }
    let core = try Self.builtModules()
    for (module, source) in [
      ("Crate", "Modules/Domains/Crate"), ("RideFeedback", "Modules/Domains/RideFeedback"),
      ("Deliver", "Modules/Features/Deliver"),
    ] {
      let sources = swiftFiles.filter { $0.hasPrefix(folder.appendingPathComponent(source).path + "/") }
      try Self.compile(
        ["-module-name", module, "-emit-module", "-emit-module-path", modules.path + "/\(module).swiftmodule"]
          + sources, modules: [modules, core])
      let tests = swiftFiles.filter { $0.hasPrefix(folder.appendingPathComponent("Tests/\(module)Tests").path + "/") }
      #expect(!sources.isEmpty && !tests.isEmpty)
      try Self.compile(["-module-name", "\(module)Tests", "-typecheck"] + tests, modules: [modules, core])
    }
    let configuration = RepositoryFixture.root.appendingPathComponent(".swift-format").path
    let lint = try Self.run(["swift", "format", "lint", "--strict", "--configuration", configuration] + swiftFiles)
    #expect(lint.status == 0, "swift format lint:\n\(lint.output)")
  }

  /// Compiles with `arguments` and the package's flags, finding modules in `modules`; a failure
  /// (an error or a warning) is recorded with the compiler's output.
  private static func compile(_ arguments: [String], modules: [URL]) throws {
    let paths = modules.flatMap { ["-I", $0.path] }
    let result = try run(["swiftc"] + packageFlags + paths + arguments)
    #expect(result.status == 0, "swiftc \(arguments.prefix(2).joined(separator: " ")):\n\(result.output)")
  }

  /// The folder of the core's compiled modules (`UDF.swiftmodule`, ...) this test binary was built
  /// with: next to it in the build folder, or the package's default build folder.
  private static func builtModules() throws -> URL {
    var candidates: [URL] = []
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    for _ in 0..<4 {
      folder.deleteLastPathComponent()
      candidates.append(folder.appendingPathComponent("Modules"))
    }
    candidates.append(RepositoryFixture.root.appendingPathComponent(".build/debug/Modules"))
    return try #require(
      candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UDF.swiftmodule").path) },
      "no UDF.swiftmodule in \(candidates.map(\.path)); build the tests first (swift build --build-tests)")
  }

  /// Runs `arguments` through `env`, returning its exit status and its output and errors together.
  private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
