import Foundation
import Persistence
import Testing
import UDFTesting

@testable import HeadlessKit

/// A snapshot file is read whole, a large one in parts on every core (`Snapshot.readRegularFile`):
/// every size around the split must give exactly the file's bytes, and a limit only its start.
@Suite struct SnapshotFileReadTests {
  @Test(arguments: [0, 1, 4_095, (1 << 22) - 2, (1 << 22) - 1, 1 << 22, (1 << 22) + 1, 5_000_003])
  func aFileOfAnySizeReadsAsItsBytes(size: Int) throws {
    var random = SeededGenerator(seed: UInt64(size) + 1)
    let contents = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
    let path = FileManager.default.temporaryDirectory.path + "/snapshot-read-\(UUID()).bin"
    #expect(FileManager.default.createFile(atPath: path, contents: Data(contents)))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let read = try Snapshot.readRegularFile(path, limit: nil)
    #expect(read.count == contents.count)
    #expect(read == contents, "size \(size): the bytes differ")
    #expect(try Snapshot.readRegularFile(path, limit: 1_024) == Array(contents.prefix(1_024)))
  }

  @Test func aDirectoryIsNotReadAsAFile() {
    #expect(throws: SnapshotError.self) {
      try Snapshot.readRegularFile(FileManager.default.temporaryDirectory.path, limit: nil)
    }
  }
}
