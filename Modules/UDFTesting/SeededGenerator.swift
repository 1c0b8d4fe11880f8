/// A small, fast, seedable random generator (SplitMix64) for randomized tests that can be replayed.
///
/// Print `seed` when a randomized test fails; constructing the generator with that seed replays the
/// exact sequence on any machine.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  /// The seed this generator started from.
  public let seed: UInt64
  private var state: UInt64

  /// Creates a generator that produces the same sequence for the same seed.
  public init(seed: UInt64) {
    self.seed = seed
    self.state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
