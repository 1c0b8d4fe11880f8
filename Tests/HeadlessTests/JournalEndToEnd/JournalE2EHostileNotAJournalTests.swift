import Foundation
import Testing

/// Files that are not journals handed to `--journal`: the repository's README, a Swift source
/// file, an empty file, 4 KiB of zeros, one garbage line. Serving (with no input, or a
/// `state.get`) and `replay` all refuse them with exit 3 and "is not a superapp journal", and the
/// file is left byte for byte as it was, with no quarantine file beside it.
@Suite struct JournalE2EHostileNotAJournalTests {
  /// The kinds of file that are not journals.
  enum Kind: String, CaseIterable, Sendable {
    case repositoryReadme, swiftSource, empty, zeros4096, garbageLine

    /// The file's bytes.
    func bytes() throws -> [UInt8] {
      let root = try ProtocolTestBinary.repositoryRoot()
      switch self {
      case .repositoryReadme: return try JournalE2EFiles.bytes(root.appendingPathComponent("README.md").path)
      case .swiftSource:
        return try JournalE2EFiles.bytes(root.appendingPathComponent("Apps/Headless/Main/main.swift").path)
      case .empty: return []
      case .zeros4096: return [UInt8](repeating: 0, count: 4_096)
      case .garbageLine: return Array("%%% not a record, not a header %%%\n".utf8)
      }
    }
  }

  @Test(arguments: Kind.allCases)
  func aFileThatIsNotAJournalIsExit3AndUntouched(_ kind: Kind) throws {
    let content = try kind.bytes()
    if kind == .repositoryReadme || kind == .swiftSource { try #require(content.count > 100) }
    try JournalE2EFiles.withTemporaryDirectory { directory in
      let name = kind.rawValue + (kind == .swiftSource ? ".swift" : kind == .repositoryReadme ? ".md" : "")
      let path = directory + "/" + name
      try JournalE2EFiles.write(content, to: path)
      let mode = JournalE2EFiles.mode(path)
      let runs: [(label: String, arguments: [String], redirections: String?, input: [String])] = [
        ("serve </dev/null", ["--journal", path], "</dev/null", []),
        ("serve with state.get", ["--journal", path], nil, [#"{"action":"state.get"}"#]),
        ("replay", ["replay", "--journal", path], "</dev/null", []),
      ]
      for run in runs {
        let launch = try JournalE2EHostileLaunch.run(run.arguments, redirections: run.redirections, input: run.input)
        #expect(launch.exitedAtOnce(3), "\(name), \(run.label): \(launch)")
        #expect(launch.lines.isEmpty, "\(name), \(run.label) wrote to stdout: \(launch.lines.prefix(2))")
        let stderr = launch.exit.stderr
        #expect(stderr.contains("is not a superapp journal"), "\(name), \(run.label): \(stderr)")
        #expect(stderr.contains("was not modified"), "\(name), \(run.label): \(stderr)")
        #expect(try JournalE2EFiles.bytes(path) == content, "\(name), \(run.label): the file was changed")
        #expect(JournalE2EFiles.mode(path) == mode, "\(name), \(run.label): the file's mode was changed")
        #expect(try JournalE2EHostileFiles.names(in: directory) == [name], "\(name), \(run.label): files appeared")
      }
    }
  }
}
