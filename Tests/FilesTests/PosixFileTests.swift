import Testing

@testable import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX helpers under every file write: all bytes through short writes and interrupts, an
/// error or no progress thrown, and a path's directory.
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

  @Test func splitGivesTheDirectoryAndTheFile() {
    #expect(FilePath.split("journal.jsonl") == (nil, "journal.jsonl"))
    #expect(FilePath.split("/journal.jsonl") == ("/", "journal.jsonl"))
    #expect(FilePath.split("/var/lib/app/journal.jsonl") == ("/var/lib/app", "journal.jsonl"))
    #expect(FilePath.split("data/") == ("data", ""))
  }
}
