/// Hashes two machine words with a table's seed, for the keys every domain's lookup tables use
/// (typed IDs, observation keys).
///
/// `Dictionary` and `Set` ask a key for `_rawHashValue(seed:)`; by default that runs SipHash through
/// `Hasher`, whose setup is most of the cost of inserting a random UUID into a large table (a start
/// indexes about 200,000 items). IDs are 128 random bits, so a short seeded mix spreads them as well.
/// The mix is wyhash's: two full-width multiplies with the table's seed folded in. Inputs come from
/// outside, so the seed (random per process and per table) is what keeps crafted IDs from landing
/// in one bucket, as in Go's and Rust's fast hashers. `hash(into:)` stays SipHash for anyone who
/// combines an ID into a larger hash.
@usableFromInline
package enum WordHash {
  @usableFromInline static let secret0: UInt64 = 0xa076_1d64_78bd_642f
  @usableFromInline static let secret1: UInt64 = 0xe703_7ed1_a0b4_28db
  @usableFromInline static let secret2: UInt64 = 0x8ebc_6af0_9c88_c6e3

  /// The hash of the words `first` and `second` in a table seeded with `seed`.
  @inlinable
  package static func hash(_ first: UInt64, _ second: UInt64, seed: Int) -> Int {
    let seeded = UInt64(truncatingIfNeeded: seed) ^ secret0
    let mixed = (first ^ secret1).multipliedFullWidth(by: second ^ seeded)
    let final = (mixed.low ^ secret0 ^ 16).multipliedFullWidth(by: mixed.high ^ secret2)
    return Int(truncatingIfNeeded: final.high ^ final.low)
  }
}
