/// SplitMix64 for the end-to-end tests' seeded sessions.
///
/// HeadlessTests does not depend on UDFTesting, and the other folders' generators belong to their
/// own tests, so this folder carries its own. Failures print the seed so they can be replayed.
struct JournalE2ERandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }

  /// A uniformly chosen element of a non-empty array.
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }

  /// True with probability `percent` / 100.
  mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &self) < percent
  }
}
