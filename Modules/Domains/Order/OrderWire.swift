import UDF
import UDFWire

// The Order domain's wire shapes, written once: the DTO a load carries and the order in a state
// dump. (The load action itself belongs to the TakeOrder mediator, which reads this DTO.)

extension OrderDTO: WireWritable {
  /// Reads `{id, fare, status?}`; `status` is one of the `OrderStatus` names.
  public init(reading fields: any FieldReader) throws(Rejection) {
    self.init(id: try fields.id("id"), fare: try fields.string("fare"), status: try fields.optionalCase("status"))
  }

  /// Writes `{fare, id, status?}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("fare", fare)
    writer.field("id", id)
    if let status { writer.field("status", status.rawValue) }
  }
}

extension RideOrder: WireWritable {
  /// The order in a state dump: `{fare, id, status}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("fare", fare.text)
    writer.field("id", id)
    writer.field("status", status.rawValue)
  }
}

extension RideOrder {
  /// Restores an order from its state shape `{fare, id, status}` (a snapshot) through the same
  /// validation as a load.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let dto = try OrderDTO(reading: fields)
    self = try validated { () throws(OrderError) in try RideOrder(dto: dto) }
  }
}
