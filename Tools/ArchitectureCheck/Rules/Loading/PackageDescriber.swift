import Foundation

/// Runs `swift package describe --type json` for a package.
///
/// It uses a throw-away scratch folder so it never waits on the lock of a `swift build`, `swift run`
/// or `swift test` that is already using the package's `.build`.
public enum PackageDescriber {
  /// The description JSON of the package at `root`.
  public static func describe(root: URL) throws(PackageDescriptionError) -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent(
        "check-architecture-\(ProcessInfo.processInfo.processIdentifier)-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json",
    ]
    // The whole package, even inside one team's test loop (`SUPERAPP_MODULE` keeps one closure).
    process.environment = ProcessInfo.processInfo.environment.filter { $0.key != "SUPERAPP_MODULE" }
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw PackageDescriptionError(message: "could not run `swift package describe`: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw PackageDescriptionError(
        message: "`swift package describe` exited with status \(process.terminationStatus)"
      )
    }
    return data
  }
}
