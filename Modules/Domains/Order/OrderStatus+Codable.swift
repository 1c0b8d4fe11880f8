extension OrderStatus {
  /// Decodes a status name, refusing an unknown one with `OrderError.unknownStatus`.
  ///
  /// The synthesized decoder would throw a generic `DecodingError`; throwing the domain error
  /// instead lets the edge report `invalidField` without guessing what went wrong.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let name = try container.decode(String.self)
    guard let status = OrderStatus(rawValue: name) else { throw OrderError.unknownStatus }
    self = status
  }
}
