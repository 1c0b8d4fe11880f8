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
    // The whole package, even inside one team's test loop (`SUPERAPP_MODULE` keeps one closure).
    let environment = ProcessInfo.processInfo.environment.filter { $0.key != "SUPERAPP_MODULE" }
    do {
      return try CommandOutput.of(
        [
          "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "describe", "--type", "json",
        ],
        environment: environment)
    } catch {
      throw PackageDescriptionError(message: error.description)
    }
  }
}
