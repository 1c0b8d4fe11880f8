import Testing

@testable import HeadlessKit

@Suite struct JournalChecksumTests {
  @Test func knownVectors() {
    #expect(JournalChecksum.of(Array("123456789".utf8)) == 0xE306_9283)
    #expect(JournalChecksum.of([]) == 0)
    // iSCSI (RFC 3720, B.4) vectors.
    #expect(JournalChecksum.of([UInt8](repeating: 0, count: 32)) == 0x8A91_36AA)
    #expect(JournalChecksum.of([UInt8](repeating: 0xFF, count: 32)) == 0x62A8_AB43)
    #expect(JournalChecksum.of((0..<32).map { UInt8($0) }) == 0x46DD_794E)
  }

  @Test func matchesBitwiseReferenceAtEveryLengthAndAlignment() {
    let bytes = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    for start in 0..<9 {
      for end in stride(from: start, through: bytes.count, by: 1) {
        let slice = Array(bytes[start..<end])
        #expect(JournalChecksum.of(slice) == referenceCRC32C(slice), "bytes \(start)..<\(end)")
      }
    }
  }

  @Test func feedingInPiecesEqualsFeedingAtOnce() {
    let bytes = Array(samplePayload(12).utf8)
    for split in 0...bytes.count {
      var checksum = JournalChecksum()
      bytes[0..<split].withUnsafeBytes { checksum.update($0) }
      bytes[split...].withUnsafeBytes { checksum.update($0) }
      #expect(checksum.value == referenceCRC32C(bytes))
    }
  }
}
