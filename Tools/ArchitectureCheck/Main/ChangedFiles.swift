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
}
