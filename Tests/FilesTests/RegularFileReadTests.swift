import Foundation
import Testing
import UDFTesting

@testable import Files

/// A file (a snapshot) is read whole, a large one in parts on every core (`RegularFile.read`):
/// every size around the split must give exactly the file's bytes, and a limit only its start.
@Suite struct RegularFileReadTests {
  @Test(arguments: [0, 1, 4_095, (1 << 22) - 2, (1 << 22) - 1, 1 << 22, (1 << 22) + 1, 5_000_003])
  func aFileOfAnySizeReadsAsItsBytes(size: Int) throws {
    var random = SeededGenerator(seed: UInt64(size) + 1)
    let contents = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
    let path = FileManager.default.temporaryDirectory.path + "/snapshot-read-\(UUID()).bin"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(contents)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let read = try RegularFile.read(path, limit: nil)
    #expect(read.count == contents.count)
    #expect(read == contents, "size \(size): the bytes differ")
    #expect(try RegularFile.read(path, limit: 1_024) == Array(contents.prefix(1_024)))
  }

  @Test func aDirectoryIsNotReadAsAFile() {
    #expect(throws: FileError.unreadable(reason: "it is not a regular file")) {
      try RegularFile.read(FileManager.default.temporaryDirectory.path, limit: nil)
    }
  }
}
