import Foundation

/// A typed identifier: an `ID<Item>` can never be passed where an `ID<UserProfile>` is expected.
///
/// It wraps a UUID, encodes as a plain lowercase UUID string and costs no more than the UUID itself.
/// The `Entity` parameter is a phantom type; nothing of the entity is stored.
public struct ID<Entity>: Hashable, Sendable, CustomStringConvertible {
  /// The underlying UUID.
  public let rawValue: UUID

  /// Wraps an existing UUID.
  @inlinable
  public init(_ rawValue: UUID) {
    self.rawValue = rawValue
  }

  /// Parses a canonical 8-4-4-4-12 UUID in either case; `nil` for anything else.
  ///
  /// Hand-written because Foundation's parser goes through `sscanf`, which made UUID parsing a
  /// third of the cost of replaying a journal.
  public init?(uuidString: String) {
    guard let uuid = CanonicalUUID.parse(uuidString) else { return nil }
    self.init(uuid)
  }

  /// The ID re-typed for another entity, for mediators translating between domains on purpose
  /// (an Items `Assignee` is the same person as a User `UserProfile`).
  @inlinable
  public func retyped<Other>(as _: Other.Type = Other.self) -> ID<Other> {
    ID<Other>(rawValue)
  }

  /// Hashes the UUID as two machine words: IDs key every domain's lookup tables, and feeding the
  /// hasher two words is several times cheaper than sixteen single bytes.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    let (first, second) = CanonicalUUID.words(rawValue)
    hasher.combine(first)
    hasher.combine(second)
  }

  /// What `Dictionary` and `Set` hash: the same two words through a seeded mix (`WordHash`), a few
  /// times cheaper than `Hasher` on the tables that index every entity.
  /// Measured with the J2 steps of its stop (snapshot start 178-184 -> 105-111 ms, BENCHMARKS.md).
  @inlinable
  public func _rawHashValue(seed: Int) -> Int {
    let (first, second) = CanonicalUUID.words(rawValue)
    return WordHash.hash(first, second, seed: seed)
  }

  @inlinable
  public static func == (lhs: ID, rhs: ID) -> Bool {
    lhs.rawValue == rhs.rawValue
  }

  /// Lowercase canonical form, as written on the wire.
  public var description: String { CanonicalUUID.format(rawValue) }

}
