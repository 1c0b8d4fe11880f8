import UDF
import UDFWire

extension UserState: StoredState {
  /// `state.get`'s `user`: the signed-in user, or null before one is loaded.
  public static let partName = "user"

  /// The user's state shape, or null.
  public func write(as key: String, to writer: inout some FieldWriter) {
    writer.object(key, present: user != nil) { writer in user?.write(to: &writer) }
  }

  /// The user read back through the name rules.
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<UserState> {
    .value(UserState(user: try fields.optionalObject(key, UserProfile.init(restoring:))))
  }
}
