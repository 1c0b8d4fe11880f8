#if CRC32C_INSTRUCTION && arch(x86_64)
  import _Builtin_intrinsics.intel

  /// CRC-32C in the processor's own instruction (SSE 4.2's `crc32`, eight bytes a step), for
  /// `Checksum`, which asks the processor whether it has one before it calls here.
  ///
  /// It is a module of its own because it is the one compiled for SSE 4.2 (the package gives it
  /// `-msse4.2` on x86-64): what the compiler makes of it may use those instructions anywhere, so
  /// it holds nothing but the steps, and nothing here is inlined into code built without them.
  /// The bytes are lent as a raw buffer, loaded eight at a time within the bounds each loop checks:
  /// against the tables, a 1,000,000-record snapshot start 981.2 -> 846.5 M instructions, J1's
  /// replay 32,560 -> 31,787 a record (callgrind, the two builds differing only in it).
  public enum CRC32CInstruction {
    /// The CRC-32C register after `bytes`, from `register` (the running value, not yet inverted).
    @inline(never)
    public static func advance(_ register: UInt32, over bytes: UnsafeRawBufferPointer) -> UInt32 {
      var wide = UInt64(register)
      var index = 0
      let count = bytes.count
      while count - index >= 8 {
        wide = _mm_crc32_u64(wide, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        index += 8
      }
      var crc = UInt32(truncatingIfNeeded: wide)
      while index < count {
        crc = _mm_crc32_u8(crc, bytes[index])
        index += 1
      }
      return crc
    }

    /// The registers after the first three runs of `length` bytes of `bytes` (a multiple of
    /// eight), the first from `register`, the other two from all ones, stepped together: each step
    /// waits three cycles for the one before it in its run, so three runs keep the unit busy.
    @inline(never)
    public static func advanceThree(
      _ register: UInt32, over bytes: UnsafeRawBufferPointer, length: Int
    ) -> (UInt32, UInt32, UInt32) {
      precondition(length % 8 == 0 && 3 * length <= bytes.count, "three runs of whole words inside the bytes")
      var (first, second, third) = (UInt64(register), UInt64(UInt32.max), UInt64(UInt32.max))
      var index = 0
      while index < length {
        first = _mm_crc32_u64(first, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        second = _mm_crc32_u64(second, bytes.loadUnaligned(fromByteOffset: length + index, as: UInt64.self))
        third = _mm_crc32_u64(third, bytes.loadUnaligned(fromByteOffset: 2 * length + index, as: UInt64.self))
        index += 8
      }
      return (
        UInt32(truncatingIfNeeded: first), UInt32(truncatingIfNeeded: second), UInt32(truncatingIfNeeded: third)
      )
    }
  }
#endif
