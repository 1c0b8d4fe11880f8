/// SplitMix64, the same algorithm as `UDFTesting.SeededGenerator`.
///
/// HeadlessTests does not depend on UDFTesting in Package.swift, so the randomized tests here
/// carry their own copy; print `seed` to replay a failure.
struct LocalSeededGenerator: RandomNumberGenerator, Sendable {
  let seed: UInt64
  private var state: UInt64

  init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
