import Testing
import UDFTesting

@testable import Journal

@Test func crc32cKnownVectors() {
  #expect(CRC32C.checksum(Array("123456789".utf8)) == 0xE306_9283)
  #expect(CRC32C.checksum([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
  #expect(CRC32C.checksum([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
  #expect(CRC32C.checksum(Array(0...31)) == 0x46DD_794E)
  #expect(CRC32C.checksum([]) == 0)
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
      #expect(CRC32C.checksum(piece) == referenceCRC32C(piece), "start \(start) length \(length)")
      #expect(fromSlice == referenceCRC32C(piece), "start \(start) length \(length)")
    }
  }
}

@Test func crc32cCanBeComputedInPieces() {
  let data = Array("The quick brown fox jumps over the lazy dog, twice over.".utf8)
  for split in 0...data.count {
    var crc = CRC32C()
    crc.update(Array(data[..<split]))
    data.withUnsafeBytes { crc.update(UnsafeRawBufferPointer(rebasing: $0[split...])) }
    #expect(crc.value == CRC32C.checksum(data))
    #expect(CRC32C.checksum(Array(data[split...]), continuing: CRC32C.checksum(Array(data[..<split]))) == crc.value)
  }
}
