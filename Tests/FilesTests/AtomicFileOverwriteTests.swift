import Foundation
import Testing

@testable import Files

/// `AtomicFile.Sink.overwrite(_:at:)` on the real file system: bytes written before are replaced
/// in place (a snapshot's header checksum, known once its state is written), the rest and the
/// file's length stay.
@Suite struct AtomicFileOverwriteTests {
  @Test(arguments: [0, 3, 1 << 20])
  func anOverwriteReplacesBytesWrittenBeforeInPlace(offset: Int) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("overwrite-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("file").path
    // Over a mebibyte in all, so the sink has flushed part of it before the overwrite.
    var expected = (0..<(3 << 19)).map { UInt8(truncatingIfNeeded: $0 &* 13) }
    let patch = Array("checksum".utf8)
    let count = try AtomicFile.replace(path, purpose: "writing") { (sink) throws(FileError) in
      try sink.write(expected)
      try sink.overwrite(patch, at: offset)
    }
    expected.replaceSubrange(offset..<offset + patch.count, with: patch)
    #expect(count == expected.count)
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: path))) == expected)
  }
}
