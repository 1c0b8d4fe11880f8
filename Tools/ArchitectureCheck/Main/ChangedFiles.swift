import Foundation

/// The files a change touches, as git sees them: what differs from a base commit in the working
/// tree (committed or not), and the new files git does not ignore.
enum ChangedFiles {
  /// Why git could not say.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The package-relative paths changed since `base`.
  static func since(_ base: String, root: URL) throws(Failure) -> [String] {
    let changed = try git(["diff", "--name-only", base, "--"], root: root)
    let untracked = try git(["ls-files", "--others", "--exclude-standard"], root: root)
    return Array(Set(changed + untracked)).sorted()
  }

  private static func git(_ arguments: [String], root: URL) throws(Failure) -> [String] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", root.path] + arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      throw Failure(description: "could not run git: \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(description: "`git \(arguments.joined(separator: " "))` exited with \(process.terminationStatus)")
    }
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }
}
