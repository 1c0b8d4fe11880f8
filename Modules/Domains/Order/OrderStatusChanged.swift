import DomainValues
import UDF

/// An order moved from one status to another by the app's own rules (taking, completing,
/// cancelling; a load from the server is the server's word and publishes nothing).
///
/// Part of the Order domain's public contract, listed in its README: another module reacts to it
/// (`reactsTo` in its `module.json`) without the order team knowing.
public struct OrderStatusChanged: DomainEvent, Equatable {
  /// `order.statusChanged`.
  public static let name = "order.statusChanged"
  /// The order that moved.
  public let order: ID<RideOrder>
  /// Its status before.
  public let from: OrderStatus
  /// Its status now.
  public let to: OrderStatus

  /// The move of `order` from `from` to `to`.
  public init(order: ID<RideOrder>, from: OrderStatus, to: OrderStatus) {
    self.order = order
    self.from = from
    self.to = to
  }

  /// Writes `{order, from, to}`, statuses by their plain names.
  public func write(to writer: inout some FieldWriter) {
    writer.field("order", order)
    writer.field("from", from.rawValue)
    writer.field("to", to.rawValue)
  }
}
