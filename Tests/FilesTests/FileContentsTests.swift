import Foundation
import Testing
import UDFTesting

@testable import Files

/// A file lent whole to a reader (a snapshot at a start, `FileContents`): a large one mapped, its
/// pages guarded, a short one read. A file cut shorter or written to while it is read is refused
/// once the reader is done, and a cut one's lost pages read as zeros instead of killing the
/// process. Serialized: one mapping is guarded at a time, and each test here needs the guard.
@Suite(.serialized) struct FileContentsTests {
  /// A new file of `size` random bytes, and its bytes.
  private func file(size: Int, seed: UInt64) throws -> (path: String, bytes: [UInt8]) {
    var random = SeededGenerator(seed: seed)
    let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &random) }
    let path = FileManager.default.temporaryDirectory.path + "/file-contents-\(UUID()).bin"
    try #require(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return (path, bytes)
  }

  /// Both sides of the size from which a file is mapped give exactly its bytes.
  @Test(arguments: [0, 1, FileContents.mappedMinimum - 1, FileContents.mappedMinimum, 5_000_003])
  func aFileOfAnySizeIsLentAsItsBytes(size: Int) throws {
    let (path, bytes) = try file(size: size, seed: UInt64(size) + 1)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let lent = try FileContents.withContents(of: path) { contents in (0..<contents.count).map { contents[$0] } }
    #expect(lent == bytes, "size \(size)")
  }

  /// Cut to half while read: the lost pages read as zeros (no SIGBUS), and the read is refused.
  @Test func aFileCutShorterWhileReadIsRefusedAndItsLostPagesReadAsZeros() throws {
    let (path, bytes) = try file(size: 3 * FileContents.mappedMinimum, seed: 7)
    defer { try? FileManager.default.removeItem(atPath: path) }
    var lastByte: UInt8?
    #expect(throws: FileError.changedWhileRead) {
      try FileContents.withContents(of: path) { contents in
        #expect(contents[0] == bytes[0])
        try #require(truncate(path, off_t(bytes.count / 2)) == 0)
        lastByte = contents[contents.count - 1]
      }
    }
    #expect(lastByte == 0, "a page past the new end reads as zeros")
    // The guard was given back: the next large file is lent whole again.
    let (next, nextBytes) = try file(size: 2 * FileContents.mappedMinimum, seed: 8)
    defer { try? FileManager.default.removeItem(atPath: next) }
    #expect(try FileContents.withContents(of: next) { $0[$0.count - 1] } == nextBytes[nextBytes.count - 1])
  }

  /// Written to in place while read: refused, whatever the reader made of it, and the reader's
  /// own refusal gives way to that one. (A write shows in the file's times, which the system
  /// moves in ticks of a few milliseconds: the write is repeated until they show it.)
  @Test func aFileWrittenToWhileReadIsRefused() throws {
    let (path, _) = try file(size: 2 * FileContents.mappedMinimum, seed: 9)
    defer { try? FileManager.default.removeItem(atPath: path) }
    struct ReaderRefusal: Error {}
    for readerRefuses in [false, true] {
      #expect(throws: FileError.changedWhileRead) {
        try FileContents.withContents(of: path) { _ in
          let before = try modified(path)
          for _ in 0..<500 where try modified(path) == before {
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.seek(toOffset: 100)
            try handle.write(contentsOf: Data([1, 2, 3]))
            try handle.close()
            Thread.sleep(forTimeInterval: 0.01)
          }
          try #require(try modified(path) != before, "the file's times never moved")
          if readerRefuses { throw ReaderRefusal() }
        }
      }
    }
  }

  /// When the file at `path` was last written, as the system says.
  private func modified(_ path: String) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
  }

  /// A file left alone: the reader's result, or its own refusal.
  @Test func anUnchangedFileGivesTheReadersResultOrItsRefusal() throws {
    let (path, bytes) = try file(size: 2 * FileContents.mappedMinimum, seed: 10)
    defer { try? FileManager.default.removeItem(atPath: path) }
    struct ReaderRefusal: Error, Equatable {}
    #expect(try FileContents.withContents(of: path) { $0.count } == bytes.count)
    #expect(throws: ReaderRefusal()) { try FileContents.withContents(of: path) { _ in throw ReaderRefusal() } }
  }

  /// A second file lent while the first is (the guard taken) is read instead, and both give their
  /// bytes.
  @Test func aFileLentWhileAnotherIsMappedIsReadInstead() throws {
    let (first, firstBytes) = try file(size: 2 * FileContents.mappedMinimum, seed: 11)
    let (second, secondBytes) = try file(size: 2 * FileContents.mappedMinimum, seed: 12)
    defer {
      try? FileManager.default.removeItem(atPath: first)
      try? FileManager.default.removeItem(atPath: second)
    }
    let (outer, inner) = try FileContents.withContents(of: first) { outer in
      let inner = try FileContents.withContents(of: second) { inner in (0..<inner.count).map { inner[$0] } }
      return ((0..<outer.count).map { outer[$0] }, inner)
    }
    #expect(outer == firstBytes && inner == secondBytes)
  }

  @Test func aDirectoryIsNotLentAsAFile() {
    #expect(throws: FileError.unreadable(reason: "it is not a regular file")) {
      try FileContents.withContents(of: FileManager.default.temporaryDirectory.path) { $0.count }
    }
  }
}
