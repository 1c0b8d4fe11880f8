import Foundation
import Testing

@testable import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX helpers under every file write: all bytes through short writes and interrupts, an
/// error or no progress thrown, a path's directory, and a writer that opens the file a new one
/// replaced just before its lock.
@Suite struct PosixFileTests {
  @Test func writeFullyLoopsOverShortWritesAndInterrupts() throws {
    let title = String(repeating: "é}\\\"x", count: 5)
    let bytes = Array(#"{"action":"item.create","id":"00000000-0000-4000-8000-100000000005","title":"\#(title)"}"#.utf8)
    var received: [UInt8] = []
    var calls = 0
    try bytes.withUnsafeBytes { buffer in
      try PosixFile.writeFully(buffer) { pointer, count in
        calls += 1
        if calls == 2 {
          errno = EINTR
          return -1
        }
        let taken = min(count, 3)
        received.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: taken))
        return taken
      }
    }
    #expect(received == bytes)
    #expect(calls == (bytes.count + 2) / 3 + 1)
  }

  @Test func writeFullyThrowsOnErrorOrNoProgress() {
    let bytes = Array("{}".utf8)
    #expect(throws: FileError.self) {
      try bytes.withUnsafeBytes { buffer in
        try PosixFile.writeFully(buffer) { _, _ in
          errno = EIO
          return -1
        }
      }
    }
    #expect(throws: FileError.writeFailed(reason: "the system wrote nothing (1 of 2 bytes written)")) {
      var first = true
      try bytes.withUnsafeBytes { buffer in
        try PosixFile.writeFully(buffer) { _, _ in
          defer { first = false }
          return first ? 1 : 0
        }
      }
    }
  }

  @Test func directoryOfPath() {
    #expect(FilePath.directory(of: "journal.jsonl") == ".")
    #expect(FilePath.directory(of: "/journal.jsonl") == "/")
    #expect(FilePath.directory(of: "/var/lib/app/journal.jsonl") == "/var/lib/app")
    #expect(FilePath.directory(of: "data/j") == "data")
  }

  /// A name made beside a file fits when it is at most 255 bytes (the directory does not count);
  /// one byte more is refused naming the suffix, the limit and the longest name that fits.
  @Test func aNameMadeBesideAFileFitsUpToTheLimitOfAFileName() {
    let suffix = ".creating-12345"
    let fits = "/a/long/directory/" + String(repeating: "é", count: 120)
    #expect(FilePath.tooLong(fits, for: suffix) == nil)
    #expect(
      FilePath.tooLong(fits + "j", for: suffix)
        == "its name (241 bytes) is too long for the file this app makes beside it, the name followed by "
        + "`.creating-12345` (256 bytes): a file name holds at most 255 bytes, so use a name of at most 240 bytes")
  }

  @Test func splitGivesTheDirectoryAndTheFile() {
    #expect(FilePath.split("journal.jsonl") == (nil, "journal.jsonl"))
    #expect(FilePath.split("/journal.jsonl") == ("/", "journal.jsonl"))
    #expect(FilePath.split("/var/lib/app/journal.jsonl") == ("/var/lib/app", "journal.jsonl"))
    #expect(FilePath.split("data/") == ("data", ""))
  }

  // A new file renamed over the path between a writer's open and its lock (what a journal's
  // compaction does): after locking, the writer sees the name is no longer its file's and opens
  // the new one, so it never appends to the old file nobody reads any more.
  @Test func aWriterWhoseFileIsReplacedBeforeItsLockHoldsTheNewFile() throws {
    let directory = FileManager.default.temporaryDirectory.path + "/posix-replaced-\(UUID())"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/journal"
    let replacement = directory + "/journal.compacted"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("old\n".utf8)))
    #expect(FileManager.default.createFile(atPath: replacement, contents: Data("new\n".utf8)))
    var calls = 0
    let file = try PosixFile.open(path: path, access: .readWrite(newFile: Array("created\n".utf8))) {
      calls += 1
      if calls == 1 { #expect(rename(replacement, path) == 0) }
    }
    #expect(calls == 2, "one open of the old file, one of the new")
    #expect(!file.wasCreated)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = try buffer.withUnsafeMutableBytes { try file.read(at: 0, into: $0) }
    #expect(Array(buffer[..<count]) == Array("new\n".utf8), "the writer holds the file now named \(path)")
    try Array("appended\n".utf8).withUnsafeBytes { try file.write($0) }
    #expect(FileManager.default.contents(atPath: path) == Data("new\nappended\n".utf8))
  }
}
