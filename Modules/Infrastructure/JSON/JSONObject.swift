/// A JSON object: members in source (or insertion) order, unique keys, fast lookup by key.
///
/// Small objects (the common case: a protocol line has a handful of fields) are looked up by a
/// linear scan over a contiguous array, which beats hashing; objects with more than
/// `indexThreshold` members also keep a `[String: Int]` index so lookup stays O(1).
///
/// Parsed objects never repeat a key (the parser refuses that, `JSONParseError.Kind.duplicateKey`).
/// Built from pairs, a repeated key's **last value wins** at the position where the key first
/// appeared. Equality ignores member order.
public struct JSONObject: Sendable, Equatable, Sequence {
  /// One `"key": value` pair.
  public struct Member: Sendable, Equatable {
    /// The member's key, escapes resolved.
    public var key: String
    /// The member's value.
    public var value: JSONValue

    /// A pair.
    public init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// Above this many members a hash index is kept next to the array.
  static let indexThreshold = 16

  /// The members, in order, keys unique.
  public private(set) var members: [Member]
  private var index: [String: Int]?

  /// An empty object.
  public init() {
    self.members = []
    self.index = nil
  }

  /// An object from pairs in order; for a repeated key the last value wins at the first position.
  public init(_ pairs: some Sequence<Member>) {
    self.init()
    for member in pairs { updateValue(member.value, forKey: member.key) }
  }

  /// Builds from a freshly parsed member list, whose keys are unique (the scanner refuses a
  /// repeated key).
  init(parsedMembers: [Member]) {
    self.members = parsedMembers
    self.index = nil
    if parsedMembers.count > JSONObject.indexThreshold { buildIndex() }
  }

  /// The number of members.
  public var count: Int { members.count }

  /// Whether there are no members.
  public var isEmpty: Bool { members.isEmpty }

  /// The keys, in order.
  public var keys: [String] { members.map(\.key) }

  /// The value for `key`, or `nil` if there is no such member.
  public subscript(key: String) -> JSONValue? {
    guard let position = position(of: key) else { return nil }
    return members[position].value
  }

  /// Whether a member named `key` exists (its value may be `null`).
  public func contains(_ key: String) -> Bool {
    position(of: key) != nil
  }

  /// Sets `value` for `key`: replaces it in place if present, appends it otherwise.
  ///
  /// Returns the previous value, if any.
  @discardableResult
  public mutating func updateValue(_ value: JSONValue, forKey key: String) -> JSONValue? {
    if let position = position(of: key) {
      let old = members[position].value
      members[position].value = value
      return old
    }
    members.append(Member(key: key, value: value))
    if index != nil {
      index?[key] = members.count - 1
    } else if members.count > JSONObject.indexThreshold {
      buildIndex()
    }
    return nil
  }

  /// Removes the member named `key`, keeping the order of the others; returns its value, if any.
  @discardableResult
  public mutating func removeValue(forKey key: String) -> JSONValue? {
    guard let position = position(of: key) else { return nil }
    let removed = members.remove(at: position)
    if members.count > JSONObject.indexThreshold {
      buildIndex()
    } else {
      index = nil
    }
    return removed.value
  }

  /// Iterates the members in order.
  public func makeIterator() -> IndexingIterator<[Member]> {
    members.makeIterator()
  }

  /// Same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    for (offset, member) in lhs.members.enumerated() {
      // Same order is the common case: compare positionally before falling back to lookup.
      if offset < rhs.members.count, rhs.members[offset].key == member.key {
        guard rhs.members[offset].value == member.value else { return false }
        continue
      }
      guard let other = rhs[member.key], other == member.value else { return false }
    }
    return true
  }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    var position = 0
    let count = members.count
    while position < count {
      if sameKey(members[position].key, key) { return position }
      position += 1
    }
    return nil
  }

  private mutating func buildIndex() {
    var built = [String: Int](minimumCapacity: members.count)
    for (position, member) in members.enumerated() { built[member.key] = position }
    index = built
  }
}

/// Key equality with a cheap length check first.
///
/// `String ==` on two different strings takes its slow path (it checks canonical equivalence);
/// most keys compared during a lookup differ, and most differ in length, so this check spares
/// that path on every field lookup in a tree.
func sameKey(_ lhs: String, _ rhs: String) -> Bool {
  lhs.utf8.count == rhs.utf8.count && lhs == rhs
}
