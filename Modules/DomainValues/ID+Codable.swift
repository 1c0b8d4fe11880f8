/// An ID encodes as its text (`description`) and decodes only from a valid UUID string.
extension ID: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let string = try container.decode(String.self)
    guard let id = ID(uuidString: string) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a UUID: \(string)")
    }
    self = id
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
