import ArchitectureRules
import Foundation
import Testing

/// `SUPERAPP_MODULE=<Name>` keeps one module's tests; a value that names no module with tests (a
/// typo, lower case, a test target, a path, a list) fails the manifest with a message naming the
/// variable, the value and the modules that have tests, not SwiftPM's "no buildable target".
@Suite struct TeamLoopModuleTests {
  private func describe(module: String) -> String {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("team-loop-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    var environment = ProcessInfo.processInfo.environment
    environment["SUPERAPP_MODULE"] = module
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", RealRepositoryTests.root.path, "--scratch-path", scratch.path,
      "describe", "--type", "json",
    ]
    process.environment = environment
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    do {
      try process.run()
    } catch {
      return "could not run swift: \(error)"
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test(arguments: ["Itemz", "items", "ItemsTests", "Modules/Domains/Items", "Items,Box"])
  func aValueThatNamesNoModuleWithTestsIsNamedWithTheModulesThatHaveThem(value: String) {
    let output = describe(module: value)
    #expect(output.contains("SUPERAPP_MODULE=\(value) is not a module with tests; set it to one of "), "\(output)")
    #expect(output.contains(" Box, ") && output.contains(" Items, ") && output.contains(" TakeOrder, "), "\(output)")
  }

  @Test func aModuleWithTestsKeepsItsTestsAndTheirDependencies() throws {
    let output = describe(module: "Items")
    let graph = try PackageGraph(describeJSON: Data(output.utf8))
    #expect(Set(graph.targets.map(\.name)).isSuperset(of: ["Items", "ItemsTests", "UDF"]))
    #expect(!graph.targets.contains { $0.name == "BoxTests" || $0.name == "App" })
  }
}
