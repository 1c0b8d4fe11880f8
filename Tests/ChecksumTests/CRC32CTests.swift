import Testing
import UDFTesting

@testable import Checksum

@Test func crc32cKnownVectors() {
  let vectors: [([UInt8], UInt32)] = [
    (Array("123456789".utf8), 0xE306_9283),
    ([UInt8](repeating: 0, count: 32), 0x8A91_36AA),
    ([UInt8](repeating: 0xFF, count: 32), 0x62A8_AB43),
    (Array(0...31), 0x46DD_794E),
    ([], 0),
  ]
  for (bytes, expected) in vectors {
    #expect(CRC32C.checksum(bytes) == expected)
    #expect(bytes.withUnsafeBytes { CRC32C.tableChecksum($0) } == expected, "the tables")
  }
}

@Test func crc32cMatchesTheBitwiseDefinitionAtEveryLengthAndAlignment() {
  var random = SeededGenerator(seed: 32)
  let data = (0..<300).map { _ in UInt8.random(in: 0...255, using: &random) }
  for start in 0..<9 {
    for length in 0..<(data.count - start) where length < 40 || length % 37 == 0 {
      let piece = Array(data[start..<start + length])
      let fromSlice = data.withUnsafeBytes {
        CRC32C.checksum(UnsafeRawBufferPointer(rebasing: $0[start..<start + length]))
      }
      let fromTables = data.withUnsafeBytes {
        CRC32C.tableChecksum(UnsafeRawBufferPointer(rebasing: $0[start..<start + length]))
      }
      #expect(CRC32C.checksum(piece) == referenceCRC32C(piece), "start \(start) length \(length)")
      #expect(fromSlice == referenceCRC32C(piece), "start \(start) length \(length)")
      #expect(fromTables == referenceCRC32C(piece), "the tables, start \(start) length \(length)")
    }
  }
}

@Test func crc32cCanBeComputedInPieces() {
  let data = Array("The quick brown fox jumps over the lazy dog, twice over.".utf8)
  for split in 0...data.count {
    var crc = CRC32C()
    crc.update(Array(data[..<split]))
    crc.update(data.span.extracting(split...))
    #expect(crc.value == CRC32C.checksum(data))
    #expect(CRC32C.checksum(Array(data[split...]), continuing: CRC32C.checksum(Array(data[..<split]))) == crc.value)
  }
}

/// Long buffers are checksummed as three interleaved thirds combined at the end, by the tables and
/// by the processor's instruction (each from its own threshold): at every length around either
/// threshold and the thirds' rounding, from every alignment, continuing or not, the result is the
/// tables' one-stream checksum, and combining two checksums is checksumming the two pieces.
@Test func crc32cOfLongBuffersInThreeStreamsMatchesOneStream() {
  var random = SeededGenerator(seed: 33)
  let data = (0..<110_000).map { _ in UInt8.random(in: 0...255, using: &random) }
  var thresholds = [CRC32C.interleavedMinimum]
  #if CRC32C_INSTRUCTION && arch(x86_64)
    thresholds.append(CRC32C.instructionInterleavedMinimum)
  #endif
  var lengths = [65_536, 69_990]
  for threshold in thresholds { lengths += Array(threshold - 9...threshold + 40) + [3 * threshold + 5] }
  data.withUnsafeBytes { all in
    for length in lengths {
      for start in [0, 1, 3, 7] where start + length <= data.count {
        let piece = UnsafeRawBufferPointer(rebasing: all[start..<start + length])
        let oneStream = CRC32C.sequential(piece, continuing: 0)
        #expect(CRC32C.checksum(piece) == oneStream, "start \(start) length \(length)")
        #expect(CRC32C.tableChecksum(piece) == oneStream, "the tables, start \(start) length \(length)")
        #expect(
          CRC32C.checksum(piece, continuing: 0xDEAD_BEEF) == CRC32C.sequential(piece, continuing: 0xDEAD_BEEF),
          "continuing, start \(start) length \(length)")
        #expect(
          CRC32C.tableChecksum(piece, continuing: 0xDEAD_BEEF) == CRC32C.sequential(piece, continuing: 0xDEAD_BEEF),
          "the tables continuing, start \(start) length \(length)")
      }
    }
    #expect(
      CRC32C.checksum(UnsafeRawBufferPointer(rebasing: all[0..<12_345])) == referenceCRC32C(Array(data[0..<12_345])))
    for split in [0, 1, 8, 1_000, 69_999, 110_000] {
      let a = CRC32C.sequential(UnsafeRawBufferPointer(rebasing: all[..<split]), continuing: 0)
      let b = CRC32C.sequential(UnsafeRawBufferPointer(rebasing: all[split...]), continuing: 0)
      #expect(CRC32C.combine(a, b, length: data.count - split) == CRC32C.checksum(data), "split \(split)")
    }
  }
}

/// A bit-at-a-time CRC32C, independent of the table-driven one under test.
private func referenceCRC32C(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 {
      crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1
    }
  }
  return crc ^ 0xFFFF_FFFF
}

/// A long buffer's halves are checksummed on two cores and joined: at lengths around where it
/// starts splitting (each half at least 1 MiB), odd or even, continuing or not, the result is the
/// one-core checksum.
@Test func crc32cOnTwoCoresMatchesOneCore() {
  var random = SeededGenerator(seed: 35)
  let data = (0..<(2 << 20) + 3).map { _ in UInt8.random(in: 0...255, using: &random) }
  for length in [(2 << 20) - 1, 2 << 20, (2 << 20) + 1, data.count] {
    let piece = data.span.extracting(0..<length)
    #expect(CRC32C.checksumOnTwoCores(piece) == CRC32C.checksum(piece), "length \(length)")
    #expect(
      CRC32C.checksumOnTwoCores(piece, continuing: 0x1234_5678) == CRC32C.checksum(piece, continuing: 0x1234_5678),
      "continuing, length \(length)")
  }
}

#if CRC32C_INSTRUCTION && arch(x86_64)
  import CRC32CInstruction

  /// The processor's instruction steps the register as the tables do: one run at every length up
  /// to 300 from every alignment, from random registers, and three runs stepped together as three
  /// runs apart. (Only where the processor has the instruction; elsewhere `checksum` is the
  /// tables, which every other test checks.)
  @Test(.enabled(if: CRC32C.hasInstruction)) func crc32cInstructionStepsAsTheTablesDo() {
    var random = SeededGenerator(seed: 36)
    let data = (0..<3_300).map { _ in UInt8.random(in: 0...255, using: &random) }
    data.withUnsafeBytes { all in
      for start in 0..<9 {
        for length in 0..<300 {
          let register = UInt32.random(in: 0...UInt32.max, using: &random)
          let piece = UnsafeRawBufferPointer(rebasing: all[start..<start + length])
          #expect(
            CRC32CInstruction.advance(register, over: piece) == ~CRC32C.sequential(piece, continuing: ~register),
            "start \(start) length \(length)")
        }
      }
      for length in [0, 8, 16, 1_000, 1_096] {
        let register = UInt32.random(in: 0...UInt32.max, using: &random)
        let (first, second, third) = CRC32CInstruction.advanceThree(register, over: all, length: length)
        let runs = (0..<3).map { UnsafeRawBufferPointer(rebasing: all[$0 * length..<($0 + 1) * length]) }
        #expect(first == ~CRC32C.sequential(runs[0], continuing: ~register), "length \(length)")
        #expect(second == ~CRC32C.sequential(runs[1], continuing: 0), "length \(length)")
        #expect(third == ~CRC32C.sequential(runs[2], continuing: 0), "length \(length)")
      }
    }
  }
#endif
