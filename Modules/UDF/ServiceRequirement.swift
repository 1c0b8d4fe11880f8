/// A service a module's effects ask for (`dependencies[ItemsServerKey.self]`), named for messages.
///
/// A module declares the services it needs in its registration; an app that starts without one
/// of them stops at once naming it, instead of running effects that silently do nothing.
public struct ServiceRequirement: Hashable, Sendable, CustomStringConvertible {
  let key: ObjectIdentifier
  /// The service's name in messages: the key type's name without `Key` (`ItemsServer`).
  public let name: String

  /// The service `key` provides.
  public init<Key: DependencyKey>(_ key: Key.Type) {
    self.key = ObjectIdentifier(key)
    let typeName = String(describing: key)
    name = typeName.hasSuffix("Key") ? String(typeName.dropLast(3)) : typeName
  }

  public var description: String { name }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }
  public func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
