import UDF
import UDFWire

// The Driver domain's wire shapes, written once: the DTO a load carries and the driver in a state
// dump. (The load action itself belongs to the TakeOrder mediator, which reads this DTO.)

extension DriverDTO: WireWritable {
  /// Reads `{id, name}`; a load never says which order the driver holds (the app decides).
  public init(reading fields: any FieldReader) throws(Rejection) {
    self.init(id: try fields.id("id"), name: try fields.string("name"))
  }

  /// Writes `{id, name}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("name", name)
  }
}

extension DriverProfile: WireWritable {
  /// The driver in a state dump: `{id, name, order}` (`order` null when free).
  public func write(to writer: inout some FieldWriter) {
    writer.field("id", id)
    writer.field("name", name.value)
    writer.field("order", order)
  }
}

extension DriverProfile {
  /// Restores the driver from its state shape `{id, name, order}` (a snapshot) through the same
  /// validation as a load, keeping the order it holds.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let dto = DriverDTO(id: try fields.id("id"), name: try fields.string("name"), order: try fields.optionalID("order"))
    self = try validated { () throws(DriverError) in try DriverProfile(dto: dto) }
  }
}
