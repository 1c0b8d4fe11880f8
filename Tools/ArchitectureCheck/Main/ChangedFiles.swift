import ArchitectureRules
import Foundation

/// The files a change touches, as git sees them: what differs from a base commit in the working
/// tree (committed or not), and the new files git does not ignore.
enum ChangedFiles {
  /// The package-relative paths changed since `base`.
  static func since(_ base: String, root: URL) throws(CommandOutput.Failure) -> [String] {
    let changed = try CommandOutput.of(["git", "-C", root.path, "diff", "--name-only", base, "--"])
    let untracked = try CommandOutput.of(["git", "-C", root.path, "ls-files", "--others", "--exclude-standard"])
    let paths = (String(decoding: changed, as: UTF8.self) + String(decoding: untracked, as: UTF8.self))
      .split(separator: "\n").map(String.init)
    return Array(Set(paths)).sorted()
  }

  /// The lines added to or removed from `file` since `base` (without the `+`/`-`), or `nil` when it
  /// did not change.
  static func lines(of file: String, since base: String, root: URL) throws(CommandOutput.Failure) -> [String]? {
    let diff = try CommandOutput.of(["git", "-C", root.path, "diff", "--unified=0", base, "--", file])
    let lines = String(decoding: diff, as: UTF8.self).split(separator: "\n").filter {
      ($0.hasPrefix("+") || $0.hasPrefix("-")) && !$0.hasPrefix("+++") && !$0.hasPrefix("---")
    }
    return lines.isEmpty ? nil : lines.map { String($0.dropFirst()) }
  }
}
