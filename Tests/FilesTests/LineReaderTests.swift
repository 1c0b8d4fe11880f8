import Testing
import UDFTesting

@testable import Files

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A readable summary of a line: `1:text`, `2:blank`, `3:tooLong`.
private func describe(_ line: InputLine) -> String {
  switch line {
  case .text(let number, let bytes): "\(number):\(String(decoding: bytes, as: UTF8.self))"
  case .blank(let number): "\(number):blank"
  case .tooLong(let number): "\(number):tooLong"
  }
}

private func allLines<Source: ByteSource>(_ reader: inout LineReader<Source>) throws -> [String] {
  var lines: [String] = []
  while let line = try reader.next() { lines.append(describe(line)) }
  return lines
}

private func lines(_ text: String, chunkSize: Int = 65_536, maxReadSize: Int = .max, limit: Int = 1_048_576) throws
  -> [String]
{
  var reader = LineReader(
    source: ArraySource(text, maxReadSize: maxReadSize), chunkSize: chunkSize, maxLineLength: limit)
  return try allLines(&reader)
}

/// `count` bytes of `byte` followed by `tail`, generated on the fly so the test holds none of it.
private struct RepeatingSource: ByteSource {
  var remaining: Int
  let byte: UInt8
  var tail: ArraySource

  mutating func read(into buffer: inout ArraySlice<UInt8>) throws(ByteSourceError) -> Int {
    guard remaining > 0 else { return try tail.read(into: &buffer) }
    let count = min(remaining, buffer.count)
    for index in buffer.startIndex..<buffer.startIndex + count { buffer[index] = byte }
    remaining -= count
    return count
  }
}

@Test func splitsLinesAndNumbersThem() throws {
  #expect(try lines("a\nbc\n") == ["1:a", "2:bc"])
  #expect(try lines("") == [])
  #expect(try lines("\n") == ["1:blank"])
  #expect(try lines("a") == ["1:a"])
}

@Test func stripsCRLFAndKeepsLastLineWithoutNewline() throws {
  #expect(try lines("a\r\nb\r\nc") == ["1:a", "2:b", "3:c"])
  #expect(try lines("a\r\nlast\r") == ["1:a", "2:last"])
  #expect(try lines("a\r\r\n") == ["1:a\r"])
  #expect(try lines("in\rside\n") == ["1:in\rside"])
}

@Test func blankAndWhitespaceOnlyLinesCount() throws {
  #expect(
    try lines("\n  \t \r\n{}\n\n \n x \n\r\n") == [
      "1:blank", "2:blank", "3:{}", "4:blank", "5:blank", "6: x ", "7:blank",
    ])
  #expect(try lines("{}\n   ") == ["1:{}", "2:blank"])
}

@Test(arguments: [1, 2, 3, 5, 8, 64] as [Int])
func linesSplitAcrossChunkBoundariesAreReassembled(chunkSize: Int) throws {
  var random = SeededGenerator(seed: UInt64(chunkSize))
  var text = ""
  for _ in 0..<200 {
    let length = Int.random(in: 0..<24, using: &random)
    text += String((0..<length).map { _ in "ab {}\"é\t".randomElement(using: &random) ?? "a" })
    text += Bool.random(using: &random) ? "\n" : "\r\n"
  }
  text += "tail"
  // Reference: split the bytes (String would treat "\r\n" as one Character).
  var expected: [String] = []
  for (index, line) in Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
    let content = line.last == 0x0D ? line.dropLast() : line
    let isBlank = content.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    let shown = content.count > 25 ? "tooLong" : isBlank ? "blank" : String(decoding: content, as: UTF8.self)
    expected.append("\(index + 1):\(shown)")
  }
  #expect(expected.contains { $0.hasSuffix(":tooLong") })
  #expect(expected.contains { $0.hasSuffix(":blank") })
  for maxReadSize in [1, 3, 7, Int.max] {
    #expect(try lines(text, chunkSize: chunkSize, maxReadSize: maxReadSize, limit: 25) == expected)
  }
}

@Test func lineAtTheLimitIsAcceptedAndOneByteMoreIsNot() throws {
  let limit = 1_048_576
  let atLimit = String(repeating: "x", count: limit)
  let over = atLimit + "y"
  for ending in ["\n", "\r\n"] {
    let input = atLimit + ending + over + ending + "{}" + ending + atLimit
    var reader = LineReader(source: ArraySource(input))
    var results: [InputLine] = []
    while let line = try reader.next() { results.append(line) }
    #expect(results.count == 4)
    if case .text(1, let bytes) = results.first { #expect(bytes.count == limit) } else { Issue.record("line 1") }
    #expect(results.dropFirst().first == .tooLong(lineNumber: 2))
    #expect(results.dropFirst(2).first.map(describe) == "3:{}")
    if case .text(4, let bytes) = results.last { #expect(bytes.count == limit) } else { Issue.record("line 4") }
    #expect(reader.peakBufferCapacity <= limit + 1 + 65_536)
  }
  #expect(try lines(over) == ["1:tooLong"])
  #expect(try lines(over + "\r") == ["1:tooLong"])
}

@Test func smallLimitEdgesWithTinyChunks() throws {
  for chunkSize in 1...6 {
    #expect(
      try lines("abc\nabcd\nab\r\nabcd\r\nabc", chunkSize: chunkSize, limit: 3) == [
        "1:abc", "2:tooLong", "3:ab", "4:tooLong", "5:abc",
      ])
    #expect(try lines("abc\r\nabcdefghij\r\n\n", chunkSize: chunkSize, limit: 3) == ["1:abc", "2:tooLong", "3:blank"])
    #expect(try lines("abcdefgh", chunkSize: chunkSize, limit: 3) == ["1:tooLong"])
  }
}

@Test func hugeLineIsSkippedWithBoundedMemory() throws {
  let limit = 1_048_576
  let chunkSize = 65_536
  let source = RepeatingSource(remaining: 5 * 1_048_576, byte: UInt8(ascii: "a"), tail: ArraySource("\n{}\n"))
  var reader = LineReader(source: source, chunkSize: chunkSize, maxLineLength: limit)
  #expect(try reader.next() == .tooLong(lineNumber: 1))
  #expect(try reader.next().map(describe) == "2:{}")
  #expect(try reader.next() == nil)
  #expect(reader.peakBufferCapacity > 0)
  #expect(reader.peakBufferCapacity <= limit + 1 + chunkSize)
  #expect(reader.bufferCapacity <= limit + 1 + chunkSize)
}

@Test func hugeLastLineWithoutNewlineIsTooLong() throws {
  let source = RepeatingSource(remaining: 3_000_000, byte: UInt8(ascii: "{"), tail: ArraySource([]))
  var reader = LineReader(source: source, chunkSize: 4096, maxLineLength: 100_000)
  #expect(try reader.next() == .tooLong(lineNumber: 1))
  #expect(try reader.next() == nil)
  #expect(reader.peakBufferCapacity <= 100_000 + 1 + 4096)
}

@Test func reportsWhetherALineIsAlreadyBuffered() throws {
  var reader = LineReader(source: ArraySource("a\nb\nc"))
  #expect(!reader.hasBufferedLine)
  #expect(!reader.hasBufferedInput)
  #expect(try reader.next().map(describe) == "1:a")
  #expect(reader.hasBufferedLine)
  #expect(try reader.next().map(describe) == "2:b")
  // "c" is buffered, but only a further read can tell it is complete.
  #expect(!reader.hasBufferedLine)
  #expect(reader.hasBufferedInput)
  #expect(try reader.next().map(describe) == "3:c")
  #expect(!reader.hasBufferedInput)
  #expect(try reader.next() == nil)
  #expect(reader.lineNumber == 3)
}

@Test func readsFromAPipe() throws {
  var descriptors: [Int32] = [0, 0]
  #expect(pipe(&descriptors) == 0)
  let text = Array("{\"a\":1}\r\n\n[2]".utf8)
  let written = text.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
  #expect(written == text.count)
  close(descriptors[1])
  var reader = LineReader(source: FileDescriptorSource(descriptor: descriptors[0]), chunkSize: 4)
  #expect(try allLines(&reader) == ["1:{\"a\":1}", "2:blank", "3:[2]"])
  close(descriptors[0])
}

@Test func readErrorsAreReported() {
  var reader = LineReader(source: FileDescriptorSource(descriptor: -1))
  let error = #expect(throws: ByteSourceError.self) { try reader.next() }
  #expect(error?.code == EBADF)
}
