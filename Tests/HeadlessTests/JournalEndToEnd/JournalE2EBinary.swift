import Foundation

/// Finds the built `superapp` executable the end-to-end tests spawn.
///
/// HeadlessTests depends on the `superapp` target, so SwiftPM builds it next to the test bundle:
/// first look beside `CommandLine.arguments[0]`, then walk up from this source file to a
/// `.build/<configuration>/superapp`. A missing binary is an error (the test fails, never skips).
enum JournalE2EBinary {
  /// The path of the `superapp` executable, or an error naming where it was looked for.
  static func path(filePath: String = #filePath) throws -> String {
    var candidates: [String] = []
    let runner = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    var directory = runner.deletingLastPathComponent()
    for _ in 0..<4 {
      candidates.append(directory.appendingPathComponent("superapp").path)
      directory = directory.deletingLastPathComponent()
    }
    var source = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while source.path != "/" && !source.path.isEmpty {
      for configuration in ["debug", "release"] {
        candidates.append(source.appendingPathComponent(".build/\(configuration)/superapp").path)
      }
      source = source.deletingLastPathComponent()
    }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate) {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue {
        return candidate
      }
    }
    throw JournalE2EFailure("superapp executable not found; looked at: " + candidates.joined(separator: ", "))
  }
}

/// A failed end-to-end expectation that cannot go on (thrown, so the test fails with the message).
struct JournalE2EFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
