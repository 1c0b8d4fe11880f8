import Foundation
import Testing

@testable import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Leftovers` removes a temporary file only when the process named in it is proved gone: `kill(pid, 0)`
/// failing with `ESRCH`. A process we may not signal (`EPERM`) runs, so its file is kept.
@Suite struct LeftoversTests {
  @Test func onlyAFileOfAProcessProvedGoneIsRemoved() throws {
    let directory = FileManager.default.temporaryDirectory.path + "/leftovers-\(UUID())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/journal"
    // 101 runs and may be signalled, 102 runs as another user (EPERM), 103 is gone (ESRCH).
    let answers: [pid_t: Int32] = [101: 0, 102: EPERM, 103: ESRCH]
    for pid in answers.keys {
      #expect(FileManager.default.createFile(atPath: path + ".writing-\(pid)", contents: Data()))
    }
    var asked: [pid_t] = []
    let removed = Leftovers.remove(
      beside: path, isOurs: { kind, _ in kind == "writing" },
      signalZero: { pid in
        asked.append(pid)
        return answers[pid] ?? ESRCH
      })
    #expect(removed == [path + ".writing-103"])
    #expect(asked.sorted() == [101, 102, 103])
    let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(left == ["journal.writing-101", "journal.writing-102"], "a live process's file was removed")
  }
}
