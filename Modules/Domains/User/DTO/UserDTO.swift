import DomainValues

/// The user as it travels on the wire: raw strings, exactly the field names of PROTOCOL.md.
///
/// A DTO is untrusted: it may hold an empty first name. It becomes a `UserProfile` only through
/// `UserProfile(dto:)`, which validates it.
public struct UserDTO: Equatable, Sendable {
  /// The user's ID.
  public var id: ID<UserProfile>
  /// The first name as sent; not validated.
  public var firstName: String
  /// The last name as sent; not validated.
  public var lastName: String
  /// The avatar's ID, if any.
  public var avatar: ID<Avatar>?

  /// Makes a DTO from raw values.
  public init(id: ID<UserProfile>, firstName: String, lastName: String, avatar: ID<Avatar>? = nil) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.avatar = avatar
  }
}
