extension JSONDocument {
  /// One value (or key), 12 bytes.
  @usableFromInline
  struct Token {
    /// The value's first byte (for a string, the byte after its opening quote).
    @usableFromInline var start: UInt32
    /// Scalars: the byte after the value (a string's closing quote). Containers: the index of the
    /// token after the container's last one.
    @usableFromInline var end: UInt32
    /// The kind in the top 3 bits; for a container, the low 28 bits count its members or elements,
    /// and bit 28 marks it folded (see `parse(_:maxDepth:foldingElementsAtDepth:)`).
    @usableFromInline var bits: UInt32

    /// The most members or elements a container may have.
    static let maximumCount = 1 << 28
    /// The bits of `bits` that hold a container's count.
    @usableFromInline static let countBits: UInt32 = 1 << 28 - 1
    /// The bit of `bits` that marks a folded container.
    @usableFromInline static let foldedBit: UInt32 = 1 << 28

    init(_ kind: Kind, start: UInt32, end: UInt32) {
      self.start = start
      self.end = end
      self.bits = UInt32(kind.rawValue) << 29
    }

    @inlinable var kind: Kind { Kind(rawValue: UInt8(truncatingIfNeeded: bits >> 29)) ?? .null }
    /// Whether it is an object, from its bits (`kind` is a call where it is not inlined: a member
    /// lookup's check of its container, H1 dispatch 18,466 -> 18,437 instructions per line, callgrind).
    @inlinable var isObject: Bool { bits >> 29 == Kind.object.rawValue }
    @inlinable var count: Int { Int(bits & Token.countBits) }
    @inlinable var isFolded: Bool { bits & Token.foldedBit != 0 }
  }
}
