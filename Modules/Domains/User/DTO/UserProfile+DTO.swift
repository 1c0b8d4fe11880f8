extension UserProfile {
  /// Restores a profile from wire data through the validating factory.
  ///
  /// DTOs come from outside, so they get the same checks as anything else that makes a profile.
  public init(dto: UserDTO) throws(UserError) {
    self = try UserProfile.create(id: dto.id, firstName: dto.firstName, lastName: dto.lastName, avatar: dto.avatar)
  }
}

extension UserDTO {
  /// The wire form of a profile.
  ///
  /// Kept out of `UserProfile` itself so the entity knows nothing about the wire format.
  public init(_ profile: UserProfile) {
    self.init(id: profile.id, firstName: profile.name.first, lastName: profile.name.last, avatar: profile.avatar)
  }
}
