import DomainValues

/// The signed-in user: an identity with a name and, optionally, an avatar.
///
/// An entity: two profiles are the same user when their `id`s match, whatever their names. Its
/// name is a validated `PersonName`, so a profile cannot hold an empty first name; it changes only
/// through the behaviour below, never through setters.
public struct UserProfile: Equatable, Sendable {
  /// The user's identity.
  public let id: ID<UserProfile>
  /// The user's name.
  public private(set) var name: PersonName
  /// The avatar the profile points at, if any.
  public private(set) var avatar: ID<Avatar>?

  /// Makes a profile from already-validated parts.
  ///
  /// Every invariant lives in `PersonName`, so this needs no checks of its own.
  public init(id: ID<UserProfile>, name: PersonName, avatar: ID<Avatar>? = nil) {
    self.id = id
    self.name = name
    self.avatar = avatar
  }

  /// Makes a profile from raw name parts, validating them.
  ///
  /// The factory used for untrusted data (server payloads, DTOs): it fails with the same typed
  /// error wherever the data came from.
  public static func create(
    id: ID<UserProfile>,
    firstName: String,
    lastName: String,
    avatar: ID<Avatar>? = nil
  ) throws(UserError) -> UserProfile {
    UserProfile(id: id, name: try PersonName(first: firstName, last: lastName), avatar: avatar)
  }

  /// The user is now called by another name.
  public mutating func rename(to name: PersonName) {
    self.name = name
  }

  /// The user picked another avatar, or removed it with `nil`.
  public mutating func change(avatar: ID<Avatar>?) {
    self.avatar = avatar
  }
}
