#if CRC32C_INSTRUCTION && arch(x86_64)
  import CRC32CInstruction
  import _Builtin_intrinsics.intel.cpuid
#endif

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78): in the processor's instruction where it
/// has one (`CRC32CInstruction`, SSE 4.2 on x86-64), else slicing-by-8 in software; long buffers
/// in three interleaved streams either way.
///
/// The journal checksums every record (and a snapshot its state); CRC-32C detects torn and
/// corrupted records far better than a sum, and slicing-by-8 processes 8 bytes per step with eight
/// table lookups.
/// Use `checksum(_:)` for one buffer, or a `CRC32C` value and `update(_:)` for several pieces.
/// The table is read as a span whose count is checked once per call, so its lookups need no
/// bounds check of their own (with a check per lookup, a record's checksum cost 579 -> 634
/// instructions against a buffer pointer, J1, callgrind).
/// The bytes are read through their raw buffer, eight at a time as one word: read a byte at a
/// time instead (one stream, no word loads), a 1,000,000-record snapshot start went 985 -> 1,111 M
/// instructions (J2, callgrind; the streams add almost no instructions, so nearly all of it is the
/// word loads' slicing-by-8).
public struct CRC32C: Sendable, Equatable {
  /// The checksum of everything passed to `update` so far.
  public private(set) var value: UInt32 = 0

  /// A checksum of no bytes (0).
  public init() {}

  /// Extends the checksum with `bytes`.
  public mutating func update(_ bytes: Span<UInt8>) {
    value = CRC32C.checksum(bytes, continuing: value)
  }

  /// Extends the checksum with `bytes`.
  public mutating func update(_ bytes: [UInt8]) {
    value = CRC32C.checksum(bytes, continuing: value)
  }

  /// The CRC-32C of `bytes`; pass a previous result as `continuing` to checksum data in pieces.
  public static func checksum(_ bytes: [UInt8], continuing previous: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0, continuing: previous) }
  }

  /// The CRC-32C of `bytes` lent as a span (a journal record, a snapshot's state), so callers
  /// hold no pointer; pass a previous result as `continuing` to checksum data in pieces.
  public static func checksum(_ bytes: Span<UInt8>, continuing previous: UInt32 = 0) -> UInt32 {
    bytes.withUnsafeBytes { checksum($0, continuing: previous) }
  }

  /// The CRC-32C of `bytes`; pass a previous result as `continuing` to checksum data in pieces.
  /// The processor's instruction where it has one, else the tables (`tableChecksum`).
  static func checksum(_ bytes: UnsafeRawBufferPointer, continuing previous: UInt32 = 0) -> UInt32 {
    #if CRC32C_INSTRUCTION && arch(x86_64)
      if hasInstruction { return instructionChecksum(bytes, continuing: previous) }
    #endif
    return tableChecksum(bytes, continuing: previous)
  }

  /// The CRC-32C of `bytes` through the tables, whatever the processor has.
  ///
  /// A long buffer is checksummed as three interleaved thirds, combined at the end: each step of
  /// one stream waits on its previous step, so three streams keep the core three times as busy
  /// (a 43 MB snapshot took 21 ms in one stream).
  static func tableChecksum(_ bytes: UnsafeRawBufferPointer, continuing previous: UInt32 = 0) -> UInt32 {
    guard bytes.count >= interleavedMinimum else { return sequential(bytes, continuing: previous) }
    let third = bytes.count / 3 & ~7
    var (first, second, last) = (~previous, ~UInt32(0), ~UInt32(0))
    let table = CRC32C.table.span
    // The count checked once: then every lookup's index (at most 2,047) is known to be inside,
    // and the compiler drops its bounds check (a 43 MB snapshot: 175 -> 157 M instructions).
    precondition(table.count == 8 * 256, "CRC32C's tables hold 2,048 entries")
    var index = 0
    while index < third {
      first = step(first, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self), table)
      second = step(second, bytes.loadUnaligned(fromByteOffset: third + index, as: UInt64.self), table)
      last = step(last, bytes.loadUnaligned(fromByteOffset: 2 * third + index, as: UInt64.self), table)
      index += 8
    }
    let combined = combine(combine(~first, ~second, length: third), ~last, length: third)
    return sequential(UnsafeRawBufferPointer(rebasing: bytes[(3 * third)...]), continuing: combined)
  }

  /// The shortest buffer checksummed in three streams; shorter ones (every journal record) are not
  /// worth combining.
  static let interleavedMinimum = 1 << 12

  #if CRC32C_INSTRUCTION && arch(x86_64)
    /// Whether this processor has SSE 4.2's `crc32` (CPUID leaf 1, ECX bit 20): asked once.
    static let hasInstruction: Bool = {
      var (eax, ebx, ecx, edx): (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
      return __get_cpuid(1, &eax, &ebx, &ecx, &edx) != 0 && ecx & (1 << 20) != 0
    }()

    /// The CRC-32C of `bytes` in the processor's instruction, a long buffer as three interleaved
    /// thirds combined at the end (as `tableChecksum`).
    static func instructionChecksum(_ bytes: UnsafeRawBufferPointer, continuing previous: UInt32) -> UInt32 {
      guard bytes.count >= instructionInterleavedMinimum else {
        return ~CRC32CInstruction.advance(~previous, over: bytes)
      }
      let third = bytes.count / 3 & ~7
      let (first, second, last) = CRC32CInstruction.advanceThree(~previous, over: bytes, length: third)
      let combined = combine(combine(~first, ~second, length: third), ~last, length: third)
      return ~CRC32CInstruction.advance(~combined, over: UnsafeRawBufferPointer(rebasing: bytes[(3 * third)...]))
    }

    /// The shortest buffer the instruction checksums in three streams: a step takes one cycle
    /// where the tables take several, so the two joins (`combine`) pay off only further on (one
    /// stream against three, ns a buffer: 4 KiB 470 / 540, 8 KiB 910 / 830, 16 KiB 1,880 / 1,280,
    /// 64 KiB 7,500 / 4,150; a loop over one buffer, 2026-11-28).
    static let instructionInterleavedMinimum = 1 << 14
  #endif

  /// The CRC-32C of `bytes` in one stream.
  static func sequential(_ bytes: UnsafeRawBufferPointer, continuing previous: UInt32) -> UInt32 {
    var crc = ~previous
    let count = bytes.count
    var index = 0
    let table = CRC32C.table.span
    // The count checked once: then every lookup's index (at most 2,047) is known to be inside,
    // and the compiler drops its bounds check (a 43 MB snapshot: 175 -> 157 M instructions).
    precondition(table.count == 8 * 256, "CRC32C's tables hold 2,048 entries")
    while count - index >= 8 {
      crc = step(crc, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self), table)
      index += 8
    }
    while index < count {
      crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
      index += 1
    }
    return ~crc
  }

  /// The CRC register after eight more bytes (`word`, read little-endian): slicing-by-8. Always
  /// inlined: kept: called instead, a journal record's checksum cost 579 -> 710 instructions (J1,
  /// callgrind, `CRC32C.checksum` alone).
  @inline(__always)
  private static func step(_ crc: UInt32, _ word: UInt64, _ table: Span<UInt32>) -> UInt32 {
    let word = UInt64(littleEndian: word)
    let low = UInt32(truncatingIfNeeded: word) ^ crc
    let high = UInt32(truncatingIfNeeded: word >> 32)
    return table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
      ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
      ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
      ^ table[1 * 256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
  }

  /// Eight 256-entry tables, flattened: table k advances a byte through k further zero bytes.
  private static let table: [UInt32] = {
    var table = [UInt32](repeating: 0, count: 8 * 256)
    for byte in 0..<256 {
      var crc = UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
      table[byte] = crc
    }
    for slice in 1..<8 {
      for byte in 0..<256 {
        let previous = table[(slice - 1) * 256 + byte]
        table[slice * 256 + byte] = table[Int(previous & 0xFF)] ^ (previous >> 8)
      }
    }
    return table
  }()
}
