import UDF
import UDFWire

// The User domain's wire shapes, written once: the action, the DTO it carries, the profile in a
// state dump.

extension UserDTO: WireWritable {
  /// Reads `{id, firstName, lastName, avatar?}`.
  public init(reading fields: any FieldReader) throws(Rejection) {
    self.init(
      id: try fields.id("id"), firstName: try fields.string("firstName"), lastName: try fields.string("lastName"),
      avatar: try fields.optionalID("avatar"))
  }

  /// Writes `{id, firstName, lastName, avatar?}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("firstName", firstName)
    writer.field("lastName", lastName)
    if let avatar { writer.field("avatar", avatar) }
  }
}

extension UserAction: WireAction {
  /// `user.didLoad {user}`.
  public static let wireDecoders = [
    WireDecoder<UserAction>("user.didLoad", fields: "user: {id, firstName, lastName, avatar?}") {
      (fields) throws(Rejection) in .didLoad(try fields.object("user", UserDTO.init(reading:)))
    }
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .didLoad: "user.didLoad"
    }
  }

  /// The action's fields.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .didLoad(let user): writer.object("user") { user.write(to: &$0) }
    }
  }
}

extension UserProfile: WireWritable {
  /// The profile in a state dump: `{avatar?, firstName, id, lastName}` (sorted keys).
  public func write(to writer: inout some FieldWriter) {
    if let avatar { writer.field("avatar", avatar) }
    writer.field("firstName", name.first)
    writer.field("id", id)
    writer.field("lastName", name.last)
  }
}

extension UserProfile {
  /// Restores a profile from its state shape (a snapshot) through the same validation as a load.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let dto = try UserDTO(reading: fields)
    self = try validated { () throws(UserError) in try UserProfile(dto: dto) }
  }
}

extension UserAction: WireExamples {
  /// `user.didLoad` with every field.
  public static let wireExamples: [UserAction] = [
    .didLoad(UserDTO(id: .example(0xB3), firstName: "Ada", lastName: "Lovelace", avatar: .example(0xAB)))
  ]
}
